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
import {addToCacheVersion} from './cache';
import {LAYER_SWITCH, PATCH_IDS, PATCH_NEEDS, layerPatches, type PatchId} from './switch';

export {TAB_MODULES} from './page-chunks';
export {nestRoutes} from './nest-routes';
export {DROPPED_DATA_READERS} from './route-shards';
export {LAYER_SWITCH, PATCH_IDS, layerPatches, switchWithout, type PatchId} from './switch';

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
   * out by default. `description`, the one field the classic DocCard reads, is kept without asking when
   * the site renders DocCards (a category's generated index, a doc that imports `@theme/DocCardList`);
   * pass it for DocCards the build cannot see (the build stops and says so).
   */
  docFields?: string[];
  /**
   * route-shards: the docs plugin instances (`true`: all) whose docs lists the global data keeps in the
   * browser, besides those kept without asking (an instance with versions, a banner, or a `doc`,
   * `docsVersion` or `docsVersionDropdown` navbar item): for a site whose own code reads the active doc
   * (the build stops and says so).
   */
  keepDocsLists?: boolean | string[];
}

type PatchPlugins = (o: LeanOptions) => PluginConfig[];

/**
 * The layer's patches, in the order their plugins must run (each tweaks the browser bundle), with the
 * patches each needs (./switch.ts): route-shards loads a page's shard through preload-hooks, before the
 * stock preload, and prefetches through lean-runtime's `gca`. A plugin is a function, so that none of
 * its options reaches the site config the browser receives.
 */
export const PATCHES = {
  'lean-tslib': {plugins: () => [leanTslib], needs: PATCH_NEEDS['lean-tslib']}, // only the tslib helper the browser bundle calls
  'lean-css': {plugins: () => [leanCss], needs: PATCH_NEEDS['lean-css']}, // only the CSS rules whose classes the browser bundle names
  // components pages import by name in a file each, shared by the pages that import them
  'page-chunks': {
    plugins: (o: LeanOptions) => [() => pageChunks(o.pageChunks ?? {'page-tabs': TAB_MODULES})],
    needs: PATCH_NEEDS['page-chunks'],
  },
  'lean-runtime': {plugins: () => [leanRuntime], needs: PATCH_NEEDS['lean-runtime']}, // chunks named by their names: one chunk map in the runtime instead of three
  // main.js keeps the route skeleton; each section directory's pages' routes load with its first page;
  // the navbar's sidebar items are active from the page's route.
  'route-shards': {
    plugins: (o: LeanOptions) => [
      preloadHooks,
      (c: LoadContext) => routeShards(c, {docFields: o.docFields, keepDocsLists: o.keepDocsLists}),
      layerTheme,
    ],
    needs: PATCH_NEEDS['route-shards'],
  },
} as const satisfies Record<PatchId, {plugins: PatchPlugins; needs: readonly string[]}>;

/**
 * A plugin that gives the bundler's persistent cache a version of its own per patch set and options
 * (./cache.ts): a change of the switch evicts the cache, in the browser and the server build.
 */
function layerCache(patches: PatchId[], options: LeanOptions): PluginConfig {
  const what = {patches, options: {...options, pageChunks: Object.entries(options.pageChunks ?? {}).map(([k, v]) => [k, String(v)])}};
  return () => ({
    name: 'lean-cache',
    configureWebpack: (config) => {
      addToCacheVersion(config as never, what);
      return {};
    },
  });
}

/** The plugins of the layer's patches that `PERFORMANCE_LAYER` turns on, in their order. */
export function performanceLayer(env: NodeJS.ProcessEnv = process.env, options: LeanOptions = {}): PluginConfig[] {
  const patches = layerPatches(env);
  if (!patches.length) return [];
  return [layerCache(patches, options), ...patches.flatMap((id) => PATCHES[id].plugins(options))];
}
