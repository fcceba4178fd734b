/**
 * The theme files that are forks of Docusaurus code (not wrappers), and the private files of Docusaurus and
 * of other packages the site depends on (internals, generated modules, call order, packages stubbed or
 * replaced), each with the hash of the upstream file our code was written against (Docusaurus 3.10.2;
 * another package at its installed version).
 * `tests/unit/forks.test.ts` fails when an installed file no longer has its hash; `npm run check:next`
 * (scripts/next/cli.ts) compares the same files in a copy of the site on the next Docusaurus
 * (CONTRIBUTING.md, "Upgrading Docusaurus").
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);
const root = path.resolve(__dirname, '../..');

export interface Watched {
  /** The site's file that depends on the upstream file. */
  ours: string;
  /** What our file relies on in the upstream file, in a sentence (src/plugins/PRIVATE-APIS.md lists them). */
  relies: string;
  /** The upstream file, as a package path. */
  upstream: string;
  sha256: string;
  /**
   * Whether only the performance layer (src/plugins/performance) relies on it: the stock build
   * (`npm run build:stock`) does not, so an upgrade can go ahead with the layer off.
   */
  layer: boolean;
  /**
   * The tests that fail when the reliance breaks, besides tests/unit/forks.test.ts (the hash): the unit
   * ones run on the next major too (`npm run check:next`).
   */
  guards: string[];
  /** Whether `ours` is a fork, which must carry a header naming `upstream` and its version. */
  fork: boolean;
}

export const WATCHED: Watched[] = [
  {
    ours: 'src/theme/NavbarItem/LanguageMenu/index.tsx',
    relies: "The language menu: the page's editions instead of the site's one locale.",
    upstream: '@docusaurus/theme-classic/src/theme/NavbarItem/LocaleDropdownNavbarItem/index.tsx',
    sha256: '2de62d08650ccd7977bfb761b21e2cea7e6f309b5b0b090fa044a6061fa9c534',
    layer: false,
    guards: ['tests/e2e/chrome.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: true,
  },
  {
    ours: 'src/plugins/performance/theme/NavbarItem/DocSidebarNavbarItem.tsx',
    relies: "Active from the page's route, not from the docs list of the global data (dropped in the browser).",
    upstream: '@docusaurus/theme-classic/src/theme/NavbarItem/DocSidebarNavbarItem.tsx',
    sha256: 'adbe351ed4d150e72b6ea55f786e70627a3f5c8999f773b7e0ae6c3e2e4b82b3',
    layer: true,
    guards: ['tests/e2e/chrome.test.ts'],
    fork: true,
  },
  {
    ours: 'src/plugins/performance/route-shards/global-docs.cjs',
    relies:
      "The shape of the global data's docs list, which src/plugins/performance/route-shards/global-docs.cjs empties.",
    upstream: '@docusaurus/plugin-content-docs/lib/globalData.js',
    sha256: '192cde2ebaf1ba1424d9a9be9a0f03f77cc4e8385ca36a6c577899fe98df9920',
    layer: true,
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/route-shards/global-docs.cjs',
    relies: 'The active doc looked up in that list (its readers are listed by tests/unit/route-shards.test.ts).',
    upstream: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    sha256: '444c91b32c4a549ccf1710e995635887b6cd2433e6dce6a2bfbf17ecc2bf6ca3',
    layer: true,
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/lean-runtime/index.ts',
    relies: 'The stock `gca` and its name -> id map, replaced by src/plugins/performance/lean-runtime.',
    upstream: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    sha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
    layer: true,
    guards: ['tests/unit/lean-runtime.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/lean-runtime/index.ts',
    relies: 'Where ChunkAssetPlugin is added to the client configuration.',
    upstream: '@docusaurus/core/lib/webpack/client.js',
    sha256: 'b38143fa54a7b01ebdecd7ebbae2791ad5fc41897abfe5e6a23602fa02e6be9d',
    layer: true,
    guards: ['tests/unit/lean-runtime.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/theme/SiteMetadata/index.tsx',
    relies: "Percent-encoded canonical and hreflang addresses, and the page's own language in the alternates.",
    upstream: '@docusaurus/theme-classic/src/theme/SiteMetadata/index.tsx',
    sha256: '7fac14b58905630bd9e27e8fa2ed5b2fe26a9d009235e6fecdcfea1de3b59756',
    layer: false,
    guards: ['tests/e2e/seo.test.ts'],
    fork: true,
  },
  {
    ours: 'src/theme/SkipToContent/index.tsx',
    relies:
      "The skip link: a fork that moves focus to the page's main content after a client-side navigation too (`useLocationChange`).",
    upstream: '@docusaurus/theme-classic/src/theme/SkipToContent/index.tsx',
    sha256: '7b26f01611cfb8ec338e0117d2c8b03c1b2f2356f2e3fa47a23d7f241eed131e',
    layer: false,
    guards: ['tests/e2e/keyboard.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: true,
  },
  {
    ours: 'src/theme/AnnouncementBar/Content/styles.module.css',
    relies: "The announcement bar's stylesheet, copied so the wrapper can style the Vietnamese text alike.",
    upstream: '@docusaurus/theme-classic/src/theme/AnnouncementBar/Content/styles.module.css',
    sha256: '266df2dcb748ffda2282bb308d3ead35853a41571a7f5f59af8e7cdcbe704d77',
    layer: false,
    guards: ['tests/e2e/chrome.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/code-blocks/theme/CodeBlock/index.tsx',
    relies:
      'The code block: a fork that renders the HTML highlighted at build time, with the stock copy and wrap buttons.',
    upstream: '@docusaurus/theme-classic/src/theme/CodeBlock/index.tsx',
    sha256: '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
    layer: false,
    guards: ['tests/e2e/code-blocks.test.ts'],
    fork: true,
  },
  {
    ours: 'src/theme/TabItem/index.tsx',
    relies: "The tab panel: a fork that gives each panel the ids the tabs' ARIA attributes name.",
    upstream: '@docusaurus/theme-classic/src/theme/TabItem/index.tsx',
    sha256: 'ae4551e4bf875551562f45828998dc22e58ca81f73badc96519deddf1b50a257',
    layer: false,
    guards: ['tests/e2e/tabs.test.ts', 'tests/e2e/api-panes.test.ts'],
    fork: true,
  },
  {
    ours: 'src/theme/TabItem/styles.module.css',
    relies: "The tab panel's stylesheet, copied with the fork.",
    upstream: '@docusaurus/theme-classic/src/theme/TabItem/styles.module.css',
    sha256: 'e1321924bc6c1a8eabda916c5418efc0c9bac50e3ca17127c9cda94f2736e4c6',
    layer: false,
    guards: ['tests/e2e/tabs.test.ts', 'tests/e2e/api-panes.test.ts'],
    fork: false,
  },
  {
    ours: 'src/theme/Tabs/index.tsx',
    relies: "The wrapper passes each tab's ids as the `attributes` the classic Tabs spreads onto the tab.",
    upstream: '@docusaurus/theme-classic/src/theme/Tabs/index.tsx',
    sha256: '4346b7b003462cd328481ef3377e90ee131745ee17132666b863a50ac3e32ef8',
    layer: false,
    guards: ['tests/e2e/tabs.test.ts', 'tests/e2e/api-panes.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/code-blocks/index.ts',
    relies:
      "The classic theme's client module that loads Prism grammars in the browser, swapped for an empty one (code is highlighted at build time).",
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    layer: false,
    guards: ['tests/unit/code-blocks.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/preload-hooks/client/preload.ts',
    relies:
      'Matches an address against the routes and loads their chunks; the wrapper runs the registered hooks (a route shard) first.',
    upstream: '@docusaurus/core/lib/client/preload.js',
    sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
    layer: true,
    guards: ['tests/unit/preload-hooks.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/route-shards/client/docusaurus.ts',
    relies: "`prefetch` matches synchronously; the wrapper prefetches the shard's file while the shard is not loaded.",
    upstream: '@docusaurus/core/lib/client/docusaurus.js',
    sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
    layer: true,
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/route-shards/client/docusaurus.ts',
    relies: "The `<link rel=prefetch>` helper the wrapper reuses for a shard's file.",
    upstream: '@docusaurus/core/lib/client/prefetch.js',
    sha256: '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
    layer: true,
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/preload-hooks/index.ts',
    relies:
      'Imports `./preload` and `./docusaurus` (replaced in the browser build), then App (which imports the client modules, so the hooks are registered), and preloads before hydrating.',
    upstream: '@docusaurus/core/lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
    layer: true,
    guards: ['tests/unit/preload-hooks.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/preload-hooks/index.ts',
    relies:
      'Preloads through `./preload` before rendering a client-side navigation, and reloads the page when it rejects.',
    upstream: '@docusaurus/core/lib/client/PendingNavigation.js',
    sha256: '1c489db32b5665b06586dc471d29def9cab8a8f4acac9863775dd378716ce4d0',
    layer: true,
    guards: ['tests/unit/preload-hooks.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/route-shards/index.ts',
    relies: 'Renders the top-level routes once, at load: the skeleton keeps every top-level route.',
    upstream: '@docusaurus/core/lib/client/App.js',
    sha256: '1442f48492b535165d7e2767d4d1615713bb517a883c5142113740aaef086cba',
    layer: true,
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/route-shards/index.ts',
    relies: 'Matches before the shard may be loaded: only `.html` addresses of exact routes depend on it (none here).',
    upstream: '@docusaurus/core/lib/client/normalizeLocation.js',
    sha256: '2759003e81bfa6c32540f148b51ed629bd449b8b0bec6c0a0817247a56eb588e',
    layer: true,
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/route-shards/index.ts',
    relies: 'Reads `registry` and `routesChunkNames` when called: a shard merges its entries before its calls.',
    upstream: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    sha256: '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
    layer: true,
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/route-shards/index.ts',
    relies: 'Calls `window.docusaurus.prefetch` on view and `preload` on hover (the wrapped object).',
    upstream: '@docusaurus/core/lib/client/exports/Link.js',
    sha256: 'cd83fc0c2bffaab83186636c309c8086aac4aa53594dc7eeb4b9f9817527d277',
    layer: true,
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/route-shards/loader.cjs',
    relies:
      'Writes routes.js, registry.js and routesChunkNames.json, the files the loader splits (tests/unit/route-shards.test.ts runs it).',
    upstream: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    layer: true,
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/route-shards/loader.cjs',
    relies: 'Finds the home page in the route tree (breadcrumbs): the skeleton keeps it.',
    upstream: '@docusaurus/theme-common/lib/utils/routesUtils.js',
    sha256: 'f5f678e39a00ecf345e453767360a352ece73feeab6fc3194dfc2b65e90ccfe3',
    layer: true,
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/route-shards/client/shards.ts',
    relies: 'DocRoot reads its `route.routes` when it renders, so leaves merged into it are found.',
    upstream: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
    sha256: 'cab6060db00dcb796b74288d22d84fac9f64ea83c0b20a109ed377b35726f6d6',
    layer: true,
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/route-shards/version-docs.cjs',
    relies: "DocCard reads a doc's `description` from the version data, the one field the browser keeps.",
    upstream: '@docusaurus/theme-classic/lib/theme/DocCard/index.js',
    sha256: 'ed868923dd2135d3ea182c46edc2ccc7f62dfb9a737356fa37527d3db6b485ea',
    layer: true,
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/page-lang/client/code-translations.ts',
    relies: '`translate()` reads @generated/codeTranslations at every call, which the stand-in answers.',
    upstream: '@docusaurus/core/lib/client/exports/Translate.js',
    sha256: 'd6c0713611fccc4482591b7ec57eb4c1aa9faba257ea35ce22ab1e404fa9620b',
    layer: false,
    guards: ['tests/unit/vi-chrome.test.ts', 'tests/unit/page-lang-context.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/page-lang/client/i18n.ts',
    relies: "`<html lang>` from the locale's `htmlLang`, which the stand-in of @generated/i18n answers.",
    upstream: '@docusaurus/core/lib/client/SiteMetadataDefaults.js',
    sha256: '97545d49f9e86b20e8b6f9c44708f20a4409d573b35c522f80cd299c25fc9c51',
    layer: false,
    guards: ['tests/unit/vi-chrome.test.ts', 'tests/unit/page-lang-context.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/page-lang/client/i18n.ts',
    relies: 'The context value that carries @generated/i18n.',
    upstream: '@docusaurus/core/lib/client/docusaurusContext.js',
    sha256: '70529fb3d95d7b5bb1fbb378bb7456040afd297f125b6bb269946bf9a49478ff',
    layer: false,
    guards: ['tests/unit/vi-chrome.test.ts', 'tests/unit/page-lang-context.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/page-lang/client/vi-theme.ts',
    relies: "The theme's translation ids (tests/unit/vi-chrome.test.ts checks every one is translated).",
    upstream: '@docusaurus/theme-translations/locales/base/theme-common.json',
    sha256: '61cc7fc752f7272051d2a3f06f4ed5e90f88352e530ea49877dd4b902ef99ed0',
    layer: false,
    guards: ['tests/unit/vi-chrome.test.ts', 'tests/unit/page-lang-context.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/page-lang/client/vi-theme.ts',
    relies: "Most of the Vietnamese strings are this file's.",
    upstream: '@docusaurus/theme-translations/locales/vi/theme-common.json',
    sha256: '406ece95950e05d12ccfef4216e8618a8dc1712c08236b0a94cd26d6a75899d4',
    layer: false,
    guards: ['tests/unit/vi-chrome.test.ts', 'tests/unit/page-lang-context.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/build/mdx-dependencies/index.ts',
    relies: 'The loader compiles the page with its remark plugins within its own call.',
    upstream: '@docusaurus/mdx-loader/lib/loader.js',
    sha256: '90bbdae6eed64a30a1764e7afc27bec1cbfd95a7153b009164711cee03603b1b',
    layer: false,
    guards: ['tests/unit/mdx-dependencies.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/build/mdx-dependencies/index.ts',
    relies: "The VFile whose `path` is the loader's resource.",
    upstream: '@docusaurus/mdx-loader/lib/processor.js',
    sha256: '85eeb841ae3fffff1d7e6a6bcd1f8b33581b112419af9b84e9bd1a0110fd86e0',
    layer: false,
    guards: ['tests/unit/mdx-dependencies.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/build/mdx-dependencies/index.ts',
    relies: '`compileToJSX`.',
    upstream: '@docusaurus/mdx-loader/lib/utils.js',
    sha256: '9e3ec724099f3893e134349ce75a5d2d975c25a9b613fec5479c71bce5add852',
    layer: false,
    guards: ['tests/unit/mdx-dependencies.test.ts'],
    fork: false,
  },
  {
    ours: 'src/config/plugin-instances.ts',
    relies:
      "A changelog's routes nested under one parent: a child's own route context goes under `data`, which the browser merges with the parent's (src/config/plugin-instances.ts, nestRoutes).",
    upstream: '@docusaurus/core/lib/client/routeContext.js',
    sha256: '5b7cfc91bc8809225adf6df3fcce375ecb9d89724c6ea422ff395371daf7dfab',
    layer: false,
    guards: ['tests/unit/plugin-instances.test.ts', 'tests/e2e/feeds.test.ts'],
    fork: false,
  },
  {
    ours: 'src/theme/Tabs/index.tsx',
    relies:
      "`useQueryStringValue(key)`, exported by `@docusaurus/theme-common/internal`: the query string's value for a key, read while rendering (a shared link's `?lang=`).",
    upstream: '@docusaurus/theme-common/lib/internal.js',
    sha256: 'd9e37193d3408d1409e3e7981d6be477ca522ad30e8883329e24689bbcb12123',
    layer: false,
    guards: ['tests/e2e/api-panes.test.ts'],
    fork: false,
  },
  {
    ours: 'src/theme/Tabs/index.tsx',
    relies: '`useQueryStringValue` itself: the value of the current location, updated on navigation.',
    upstream: '@docusaurus/theme-common/lib/utils/historyUtils.js',
    sha256: 'a1427f88fcd324ce881606c872ae9808d11269ec88af0fba3c49860c1347e2c9',
    layer: false,
    guards: ['tests/e2e/api-panes.test.ts'],
    fork: false,
  },
  {
    ours: 'src/theme/NavbarItem/LanguageMenu/index.tsx',
    relies:
      "`@generated/routes`, the site's route tree (`path`, `exact`, nested `routes`), read to tell whether the other edition's address is a page (src/components/deepestRoute.ts).",
    upstream: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    layer: false,
    guards: ['tests/e2e/chrome.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/call-inspector/theme/CallInspector/Inspector.tsx',
    relies:
      "The generated files' layout: `createData` writes to `.docusaurus/<plugin name>/<plugin id>/<name>`, which the inspector imports as `@generated/pitel-call-inspector/default/catalogue.json`.",
    upstream: '@docusaurus/core/lib/server/plugins/actions.js',
    sha256: '0023d6f79e789ceed99f9f59857ba8c401bbaf80dfe49a4c2e027fbf86227b3c',
    layer: false,
    guards: ['tests/e2e/call-inspector.test.ts'],
    fork: false,
  },
  {
    ours: 'src/config/build-profile.ts',
    relies:
      "`executePluginsPostBuild` starts every plugin's `postBuild` in one `Promise.all`, in plugin order: `inTurn`'s first step (precompress) starts before the others and lists the build's files then.",
    upstream: '@docusaurus/core/lib/commands/build/buildLocale.js',
    sha256: '8cd1f296d9e9efa05dac0f893c8eb3f9056d27948fc0353c010737d5a6e86da0',
    layer: false,
    guards: ['tests/unit/post-build-turns.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/diagrams/grammar.ts',
    relies:
      "Mermaid's parser reaches DOMPurify (this ES module, the instance Mermaid imports) only through its hooks and `sanitize`, which it lacks without a DOM: stubbed with no-ops so the parser runs in Node.",
    upstream: 'dompurify/dist/purify.es.mjs',
    sha256: '1a06b721ad8b46d6174b21f22ea70290aaf3e5a81d65af3b7178113953f7c9b1',
    layer: false,
    guards: ['tests/unit/diagrams.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/build/markdown-twins/is-element.ts',
    relies:
      "Replaces the package inside the twins' worker bundle (src/plugins/build/markdown-twins/workers.ts, `REPLACED`): the same API, each test's check made once.",
    upstream: 'hast-util-is-element/lib/index.js',
    sha256: 'b0d0daa95c5f4b870c2cdae20576277784bbfbf1a22520757cd6e0ba22c91428',
    layer: false,
    guards: ['tests/unit/markdown-twins-convert.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/build/markdown-twins/tree-clone.ts',
    relies:
      "Replaces the package inside the twins' worker bundle (src/plugins/build/markdown-twins/workers.ts, `REPLACED`): the default export's deep copy of a plain tree, as hast-util-to-mdast calls it.",
    upstream: '@ungap/structured-clone/esm/index.js',
    sha256: '7ddb0560a1215343ca695210f659fb348ec5d93d0b0e76bbc5959f88cdc2036b',
    layer: false,
    guards: ['tests/unit/markdown-twins-convert.test.ts'],
    fork: false,
  },
];

/** A package's folder; packages whose `exports` hide package.json are looked up in node_modules. */
export function packageDir(pkg: string): string {
  try {
    return path.dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    return path.join(root, 'node_modules', ...pkg.split('/'));
  }
}

/** A package path's package (`@scope/name` or `name`) and the file inside it. */
function splitSpec(spec: string): {pkg: string; rest: string[]} {
  const parts = spec.split('/');
  const n = spec.startsWith('@') ? 2 : 1;
  return {pkg: parts.slice(0, n).join('/'), rest: parts.slice(n)};
}

export function upstreamFile(spec: string): string {
  const {pkg, rest} = splitSpec(spec);
  return path.join(packageDir(pkg), ...rest);
}

export function versionOf(spec: string): string {
  return JSON.parse(readFileSync(path.join(packageDir(splitSpec(spec).pkg), 'package.json'), 'utf8')).version;
}

/** The sha-256 of a file, in hex. */
export function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

export interface UpstreamState {
  watched: Watched;
  /** The file in the given node_modules folder. */
  file: string;
  /** `same`: the recorded hash; `changed`: another content; `missing`: no such file. */
  state: 'same' | 'changed' | 'missing';
}

/** Each watched upstream file as installed under `nodeModules` (another copy of the site's, for instance). */
export function upstreamStates(nodeModules: string): UpstreamState[] {
  return WATCHED.map((watched) => {
    const file = path.join(nodeModules, ...watched.upstream.split('/'));
    if (!existsSync(file)) return {watched, file, state: 'missing'};
    return {watched, file, state: sha256(file) === watched.sha256 ? 'same' : 'changed'};
  });
}

/** A reliance on Docusaurus's behaviour that no single upstream file pins: a test guards it instead. */
export interface Behaviour {
  ours: string;
  relies: string;
  layer: boolean;
  guards: string[];
}

export const BEHAVIOURS: Behaviour[] = [
  {
    ours: 'src/plugins/features/page-lang',
    relies:
      "React's current dispatcher (`H` of its client internals), which development builds read to tell a render from module code.",
    layer: false,
    guards: ['tests/unit/page-lang-context.test.ts'],
  },
  {
    ours: 'src/plugins/build/mdx-dependencies',
    relies:
      "Docusaurus's fallback MDX rule reads the `include` of every rule that matches `.mdx`: the plugin's rule matches by `resource`.",
    layer: false,
    guards: ['tests/unit/mdx-dependencies.test.ts'],
  },
  {
    ours: 'src/plugins/build/markdown-twins',
    relies:
      "The classic theme's article markup (`theme-doc-markdown`, the admonitions' class prefixes, the tabs' roles, `hash-link`) and `postBuild`'s routes; its rehype step stops the build on missing markup.",
    layer: false,
    guards: ['tests/unit/markdown-twins.test.ts', 'tests/e2e/markdown-twins.test.ts'],
  },
  {
    ours: 'src/theme/DocItem/Metadata',
    relies:
      "The classic DocItem/Metadata writes `og:image` from the front matter's `image`, and a later `<Head>` replaces a meta of the same property.",
    layer: false,
    guards: ['tests/e2e/social-cards.test.ts'],
  },
  {
    ours: 'src/plugins/performance/lean-tslib',
    relies: "The tslib helpers Docusaurus's browser code calls (`__importDefault` only).",
    layer: true,
    guards: ['tests/unit/tslib-calls.test.ts', 'tests/e2e/budgets.test.ts'],
  },
  {
    ours: 'src/plugins/performance/lean-css',
    relies:
      'Every class of the server HTML is named in the browser bundle (the build-time HTML of code blocks, diagrams and the API reference is carried by the page chunks as strings).',
    layer: true,
    guards: ['tests/unit/lean-css.test.ts', 'tests/e2e/budgets.test.ts'],
  },
  {
    ours: 'src/plugins/build/page-components',
    relies:
      'The module paths of the tabs and the shared facts, matched by the chunk groups; Docusaurus turns off the default `splitChunks` groups.',
    layer: true,
    guards: ['tests/unit/page-components.test.ts', 'tests/e2e/budgets.test.ts'],
  },
];
