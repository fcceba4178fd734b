/**
 * The performance layer (packages/docusaurus-lean), behind its one switch, `PERFORMANCE_LAYER`: unset
 * or `on`, every patch; `off`, none, and the package is not even loaded (`npm run build:stock`); a
 * list of patches, those (the package's README). With the layer on, the changelogs' routes go under
 * their base paths, so that route-shards moves them into shards like a section's pages.
 */
import {createRequire} from 'node:module';
import type {Plugin, PluginConfig} from '@docusaurus/types';
import {CHILD_ROUTES} from './plugin-instances';

/** The shared facts' short statements and their data: a chunk of their own, shared by the pages that import them. */
export const FACT_MODULES = /[\\/]src[\\/](?:components[\\/]SharedFacts[\\/]index\.tsx|data[\\/]shared-facts\.ts)$/;

export interface SiteLayer {
  /** The layer's plugins, in their order. */
  plugins: PluginConfig[];
  /** Puts a changelog's routes under its base path; none when route-shards is off. */
  nest?: (blog: Plugin<unknown>, basePath: string) => Plugin<unknown>;
}

export function performanceLayer(env: NodeJS.ProcessEnv = process.env): SiteLayer {
  if (env.PERFORMANCE_LAYER?.trim() === 'off') return {plugins: []};
  // Loaded here, and only here, as another site loads it: its build (`lib/`, the package's `exports`),
  // which `npm ci` makes (its `prepare` script).
  const lean = createRequire(__filename)('docusaurus-lean') as typeof import('docusaurus-lean');
  const plugins = lean.performanceLayer(env, {
    pageChunks: {'page-tabs': lean.TAB_MODULES, 'page-facts': FACT_MODULES},
  });
  if (!lean.layerPatches(env).includes('route-shards')) return {plugins};
  return {plugins, nest: (blog, basePath) => lean.nestRoutes(blog, basePath, CHILD_ROUTES)};
}
