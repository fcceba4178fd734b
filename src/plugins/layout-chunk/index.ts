/**
 * One file for the docs layout instead of four.
 *
 * Every doc page's route (@docusaurus/plugin-content-docs 3.10.2, `routes.ts`) nests three layout
 * components, `@theme/DocsRoot`, `@theme/DocVersionRoot` and `@theme/DocRoot`, and the docs
 * instance's route context, `@generated/docusaurus-plugin-content-docs/<id>/__plugin.json`. Each is
 * imported lazily by the route registry, so the bundler gives each its own chunk: four requests of
 * 0.2–0.4 KiB gzip on every first visit of a doc page. Here the browser build puts them (the three
 * components' entry modules and the route contexts of all the sections, a few hundred bytes) into
 * one async chunk, `docs-layout`, through a `splitChunks` cache group (`configureWebpack`). The
 * modules, the route data and what the page renders are unchanged; only the files change.
 *
 * Relies on (Docusaurus 3.10.2): the file paths matched by LAYOUT_MODULES (the classic theme's
 * components, and the not-found content DocRoot shows for an unknown doc
 * address (`src/theme/NotFound/Content`, the Vietnamese wrapper, and the stock one it wraps), the
 * generated route-context file name, and
 * `docsSearch.js`, a few lines DocVersionRoot shares with other doc chunks, which would otherwise be
 * a 0.1 KiB file of its own). If an upgrade
 * moves one, its module gets its own chunk again and tests/e2e/budgets.test.ts fails: it checks
 * that a doc page's first visit loads the `docs-layout` chunk and none of the four on its own.
 */
import type {Plugin} from '@docusaurus/types';
import {chunkGroupsPlugin} from '../shared/chunk-groups';

/** The modules put into the `docs-layout` chunk. */
export const LAYOUT_MODULES =
  /[\\/](?:@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](?:DocsRoot|DocVersionRoot|DocRoot)[\\/]index\.js|@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsSearch\.js|src[\\/]theme[\\/]NotFound[\\/]Content[\\/]index\.tsx|@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]NotFound[\\/]Content[\\/]index\.js|\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]__plugin\.json)$/;

export const CHUNK_NAME = 'docs-layout';

export default function layoutChunk(): Plugin {
  return chunkGroupsPlugin('pitel-layout-chunk', {docsLayout: {test: LAYOUT_MODULES, name: CHUNK_NAME, priority: 45}});
}
