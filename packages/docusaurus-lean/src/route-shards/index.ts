/**
 * Route shards: a first visit carries its own section's leaf routes, not every page's.
 *
 * Docusaurus puts the whole route table in the browser's main bundle: the route tree
 * (`.docusaurus/routes.js`), the registry of every route chunk (`registry.js`) and the chunks of
 * every route (`routesChunkNames.json`), a part of `main.js` that grows with every page:
 * bench/results/2026-11-25-first-visit.md ("Where the first visit of `/` goes"). In the browser build
 * only, this plugin rewrites the three generated files (./loader.cjs): `main.js` keeps the route
 * skeleton (top-level, section and layout routes, the home page) and the table of shards; each page's
 * leaf route, with the registry entries and chunk names only it uses, is in a shard, one per section
 * directory, loaded when an address in it is first preloaded: before hydration, before a client-side
 * navigation renders, on a link's hover. The server build keeps the generated files as they are, so the HTML
 * does not change, and hydration renders the same tree.
 *
 * The shard is loaded by a preload hook (./client/register.ts, ../preload-hooks), and
 * `./docusaurus`, as Docusaurus's client requests it, is replaced here by ./client/docusaurus.ts (a
 * wrapper of the stock module, for prefetching a shard). The private Docusaurus
 * APIs (3.10.2) this relies on: ./README.md; tests/unit/upstream.test.ts records the hashes of their
 * upstream files (tests/upstream-files.ts),
 * tests/unit/route-shards.test.ts runs the loader on files of Docusaurus's own generator, and
 * tests/e2e/route-shards.test.ts checks the built site.
 *
 * The docs version data of each section gets the same treatment (./version-docs.cjs): in the browser,
 * its `docs` map keeps the ids only, and the fields the site's DocCards read if it renders any (its one
 * reader). And the global data keeps no docs list (./global-docs.cjs): the navbar's sidebar items, the
 * one reader a site the layer fits has, are a fork that reads the page's route
 * (../theme/NavbarItem/DocSidebarNavbarItem.tsx).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ownFile} from '../own-file';

export const LOADER = path.join(__dirname, 'loader.cjs');
export const VERSION_DOCS_LOADER = path.join(__dirname, 'version-docs.cjs');
export const GLOBAL_DOCS_LOADER = path.join(__dirname, 'global-docs.cjs');
/** The site's global data, in `main.js`. */
export const GLOBAL_DATA = /[\\/]\.docusaurus[\\/]globalData\.json$/;
/** The docs version data of each section (the `version` prop of DocVersionRoot). */
export const VERSION_DATA = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;
/** Docusaurus's browser client, whose `./docusaurus` request is replaced. */
export const CORE_CLIENT = path.dirname(require.resolve('@docusaurus/core/lib/client/docusaurus.js'));
export const REPLACED: Record<string, string> = {
  './docusaurus': ownFile(path.join(__dirname, 'client'), 'docusaurus'),
};
/** The client module that registers the shards' preload hook. */
export const REGISTER_HOOK = ownFile(path.join(__dirname, 'client'), 'register');
/**
 * What reads, in the browser, the data this patch leaves out of the browser build: a module whose source
 * matches `versionDocs` reads the docs' fields of the version data (./version-docs.cjs), one that matches
 * `globalDocs` the docs lists of the global data (./global-docs.cjs); a navbar item whose `type` matches
 * `navbarItemTypes` reads those lists too. The classic theme's own readers are listed by the package's
 * tests (tests/unit/route-shards.test.ts); a site's own browser code must match none of them (README.md).
 */
export const DROPPED_DATA_READERS = {
  versionDocs: /useDocById\(|useDocsVersion\(\)/,
  globalDocs: /useActiveDocContext\(|useLayoutDoc\(|getActiveDocContext\(|\.docs\.(?:find|forEach|map|filter)\(/,
  navbarItemTypes: /^doc(?!Sidebar)|^docsVersion/,
};
/** The generated files the loader rewrites. */
export const GENERATED = /[\\/]\.docusaurus[\\/](?:routes\.js|registry\.js|routesChunkNames\.json)$/;

/** `docFields`: the fields of each doc the browser keeps in the docs version data (./version-docs.cjs). */
export default function routeShards(context: LoadContext, docFields: readonly string[] = []): Plugin {
  return {
    name: 'lean-route-shards',
    getClientModules: () => [REGISTER_HOOK],
    configureWebpack: (_config, isServer, utils) => {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        module: {
          rules: [
            {resource: GENERATED, use: [{loader: LOADER, options: {baseUrl: context.baseUrl}}]},
            // The docs' fields the site's DocCards read, if any (./version-docs.cjs).
            {resource: VERSION_DATA, use: [{loader: VERSION_DOCS_LOADER, options: {fields: docFields}}]},
            // The docs list of the global data: the navbar's sidebar items read the page's route instead (./global-docs.cjs).
            {resource: GLOBAL_DATA, use: [{loader: GLOBAL_DOCS_LOADER}]},
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(/^\.\/docusaurus$/, (resource: {request: string; context: string}) => {
            if (path.resolve(resource.context) === CORE_CLIENT && REPLACED[resource.request])
              resource.request = REPLACED[resource.request]!;
          }),
        ],
      };
    },
  };
}
