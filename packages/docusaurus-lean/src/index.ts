/**
 * docusaurus-lean: the patches of stock Docusaurus that only make the browser's files smaller, behind
 * one switch (README.md). Each one reaches into Docusaurus's internals (the record: tests/upstream-files.ts),
 * and none adds a feature.
 *
 * The switch is the environment variable `PERFORMANCE_LAYER`: unset or `on`, every patch; `off`, none;
 * a list of patches turns on those alone.
 */
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import leanTslib from './lean-tslib';
import leanCss from './lean-css';
import leanRuntime from './lean-runtime';
import preloadHooks from './preload-hooks';
import routeShards from './route-shards';
import pageChunks, {TAB_MODULES} from './page-chunks';

export {TAB_MODULES} from './page-chunks';
export {nestRoutes} from './nest-routes';
export {DROPPED_DATA_READERS} from './route-shards';

/** The environment variable that turns the layer off, or on patch by patch. */
export const LAYER_SWITCH = 'PERFORMANCE_LAYER';

/** The layer's theme components (a fork that reads the page's route instead of the docs list route-shards drops). */
export const LAYER_THEME = path.join(__dirname, 'theme');

function layerTheme(): Plugin {
  return {name: 'lean-theme', getThemePath: () => LAYER_THEME};
}

/** What a site tells the layer. */
export interface LeanOptions {
  /**
   * page-chunks' groups: a chunk's name, and the modules it holds, shared by the pages that import
   * them. Default: the classic theme's tabs (`page-tabs`).
   */
  pageChunks?: Record<string, RegExp>;
  /**
   * route-shards: the fields of each doc the browser keeps in the docs version data, which it leaves
   * out by default. A site whose pages render the classic DocCard (a category's generated index, a
   * `DocCardList`) passes `['description']`, the one field DocCard reads.
   */
  docFields?: string[];
}

/**
 * The layer's patches, in the order their plugins must run (each tweaks the browser bundle), with the
 * patches each needs: route-shards loads a page's shard through preload-hooks, before the stock preload,
 * and prefetches through lean-runtime's `gca`. A plugin is a function, so that none of its options
 * reaches the site config the browser receives.
 */
export const PATCHES = {
  'lean-tslib': {plugins: () => [leanTslib], needs: []}, // only the tslib helper the browser bundle calls
  'lean-css': {plugins: () => [leanCss], needs: []}, // only the CSS rules whose classes the browser bundle names
  // components pages import by name in a file each, shared by the pages that import them
  'page-chunks': {
    plugins: (o: LeanOptions) => [() => pageChunks(o.pageChunks ?? {'page-tabs': TAB_MODULES})],
    needs: [],
  },
  'lean-runtime': {plugins: () => [leanRuntime], needs: []}, // chunks named by their names: one chunk map in the runtime instead of three
  // main.js keeps the route skeleton; each section directory's pages' routes load with its first page;
  // the navbar's sidebar items are active from the page's route.
  'route-shards': {
    plugins: (o: LeanOptions) => [preloadHooks, (c: LoadContext) => routeShards(c, o.docFields), layerTheme],
    needs: ['lean-runtime'],
  },
} as const satisfies Record<string, {plugins: (o: LeanOptions) => PluginConfig[]; needs: readonly string[]}>;

export type PatchId = keyof typeof PATCHES;
export const PATCH_IDS = Object.keys(PATCHES) as PatchId[];

/**
 * The patches `PERFORMANCE_LAYER` turns on: every one when it is unset or `on`; none when `off` (stock
 * Docusaurus underneath); or the ones it names, comma-separated, with the patches they need
 * (`npm run check:next` finds the one that breaks that way). Anything else is a mistake, said so.
 */
export function layerPatches(env: NodeJS.ProcessEnv = process.env): PatchId[] {
  const value = env[LAYER_SWITCH]?.trim();
  if (value === undefined || value === '' || value === 'on') return [...PATCH_IDS];
  if (value === 'off') return [];
  const named = value.split(',').map((v) => v.trim());
  const unknown = named.filter((n) => !(n in PATCHES));
  if (unknown.length) {
    throw new Error(
      `${LAYER_SWITCH}=${value}: unknown ${unknown.join(', ')}. Write "on" (the default), "off" (stock Docusaurus underneath), or patches among ${PATCH_IDS.join(', ')}`,
    );
  }
  const wanted = new Set<PatchId>();
  const add = (id: PatchId): void => {
    if (wanted.has(id)) return;
    wanted.add(id);
    for (const need of PATCHES[id].needs) add(need);
  };
  for (const n of named) add(n as PatchId);
  return PATCH_IDS.filter((id) => wanted.has(id));
}

/** The plugins of the layer's patches that `PERFORMANCE_LAYER` turns on, in their order. */
export function performanceLayer(env: NodeJS.ProcessEnv = process.env, options: LeanOptions = {}): PluginConfig[] {
  return layerPatches(env).flatMap((id) => PATCHES[id].plugins(options));
}
