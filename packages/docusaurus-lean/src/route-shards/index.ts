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
 * reader). And the global data keeps no docs list (./global-docs.cjs) for the docs instances whose
 * lists nothing reads: the navbar's sidebar items are a fork that reads the page's route
 * (../theme/NavbarItem/DocSidebarNavbarItem.tsx), and an instance with versions, a banner or a navbar
 * item of another type keeps its lists (./docs-data.ts decides, from the loaded docs and the navbar).
 *
 * Checked where the site builds (../build-checks.ts), at the end of the browser build: the wrapper of
 * `./docusaurus` is in the bundle (the replacement matched); a DocCard in the bundle has the
 * descriptions; the site's own browser code reads nothing the browser build leaves out. Each stops the
 * build naming the cause and the option that fixes it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ownFile} from '../own-file';
import {buildCheck} from '../build-checks';
import {addToCacheVersion} from '../cache';
import {switchWithout} from '../switch';
import {decideDocsData, type AllContent, type DocsDecisions, type DocsOptions} from './docs-data';

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
/** The classic DocCard, or a site's swizzled one: it reads a doc's `description` from the version data. */
export const DOC_CARD = /[\\/](?:@docusaurus[\\/]theme-classic[\\/]lib|src)[\\/]theme[\\/]DocCard(?:[\\/]index)?\.[jt]sx?$/;
/** The site's own browser code, as files of the bundle (not the pages' Markdown, not the generated files). */
const SITE_SCRIPT = /\.(?:[cm]?js|jsx|tsx?)$/;

/** Why the build stops when the replacement of `./docusaurus` matched nothing. */
export function missingClientWrapper(): string {
  return (
    `Docusaurus's client (${CORE_CLIENT}) no longer imports its \`./docusaurus\`, which the layer wraps so that a ` +
    `link prefetches the route shard of its page: links to other sections would prefetch nothing. Docusaurus ` +
    `changed a file the layer relies on (\`npx docusaurus-lean-check\` names it). Build without route-shards: ` +
    `${switchWithout('route-shards')}.`
  );
}

/**
 * What stops the build, from the files of the browser bundle: a replacement that matched nothing, a
 * DocCard without the descriptions, the site's own code reading what the browser build leaves out.
 */
export function checkBundle(files: ReadonlySet<string>, siteDir: string, decisions: DocsDecisions): string[] {
  const problems: string[] = [];
  const wrapper = REPLACED['./docusaurus']!;
  if (!files.has(wrapper)) problems.push(missingClientWrapper());
  const card = [...files].find((f) => DOC_CARD.test(f));
  if (card && !decisions.fields.includes('description'))
    problems.push(
      `${card} renders DocCards, which read each doc's description, and the browser build leaves the docs' ` +
        `fields out of the version data. Pass docFields: ['description'] to performanceLayer(env, options).`,
    );
  const own = [...files].filter(
    (f) => f.startsWith(siteDir + path.sep) && !/[\\/](?:node_modules|\.docusaurus)[\\/]/.test(f) && SITE_SCRIPT.test(f),
  );
  for (const file of own) {
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const where = path.relative(siteDir, file);
    if (decisions.dropsLists && DROPPED_DATA_READERS.globalDocs.test(source))
      problems.push(
        `${where} reads the active doc or the docs lists of the global data, which the browser build leaves out. ` +
          `Pass keepDocsLists: true (or the docs plugin ids it reads) to performanceLayer(env, options).`,
      );
    if (/useDocById\(/.test(source) && !decisions.fields.length)
      problems.push(
        `${where} reads docs' fields of the version data (useDocById), which the browser build leaves out. ` +
          `Pass docFields with the fields it reads (DocCard reads ['description']) to performanceLayer(env, options).`,
      );
  }
  return problems;
}

/**
 * The navbar items of the site's theme config (the classic theme's `navbar.items`), none when it has
 * another shape.
 */
function navbarItemsOf(context: LoadContext): {type?: string; docsPluginId?: string}[] {
  const items = (context.siteConfig.themeConfig as {navbar?: {items?: unknown}} | undefined)?.navbar?.items;
  return Array.isArray(items) ? items : [];
}

/**
 * `options.docFields`: the docs' fields the browser keeps in the version data besides those the site's
 * DocCards need; `options.keepDocsLists`: the docs instances (or all, `true`) whose lists the global
 * data keeps besides those the site's navbar, versions and banners need (./docs-data.ts).
 */
export default function routeShards(context: LoadContext, options: DocsOptions = {}): Plugin {
  let decisions: DocsDecisions = decideDocsData(undefined, [], context.siteDir, options);
  return {
    name: 'lean-route-shards',
    getClientModules: () => [REGISTER_HOOK],
    allContentLoaded({allContent}) {
      decisions = decideDocsData(allContent as AllContent, navbarItemsOf(context), context.siteDir, options);
    },
    configureWebpack: (config, isServer, utils) => {
      if (isServer) return {};
      // What the loaders below keep depends on these decisions, which the cache does not see (../cache.ts).
      addToCacheVersion(config as never, decisions);
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        module: {
          rules: [
            {resource: GENERATED, use: [{loader: LOADER, options: {baseUrl: context.baseUrl}}]},
            // The docs' fields the site's DocCards read, if any (./version-docs.cjs).
            {resource: VERSION_DATA, use: [{loader: VERSION_DOCS_LOADER, options: {fields: decisions.fields}}]},
            // The docs lists of the global data, but those of the instances something reads them from (./global-docs.cjs).
            {
              resource: GLOBAL_DATA,
              use: [{loader: GLOBAL_DOCS_LOADER, options: {keep: Object.keys(decisions.keepLists)}}],
            },
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(/^\.\/docusaurus$/, (resource: {request: string; context: string}) => {
            if (path.resolve(resource.context) === CORE_CLIENT && REPLACED[resource.request])
              resource.request = REPLACED[resource.request]!;
          }),
          buildCheck('route-shards', (files) => checkBundle(files, context.siteDir, decisions)),
        ],
      };
    },
  };
}
