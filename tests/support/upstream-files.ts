/**
 * The theme files that are forks of Docusaurus code (not wrappers), and the private Docusaurus files
 * the site's patches depend on, each with the hash of the upstream file our code was written against
 * (Docusaurus 3.10.2).
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
  /** The upstream file, as a package path. */
  upstream: string;
  sha256: string;
  /** Whether `ours` is a fork, which must carry a header naming `upstream` and its version. */
  fork: boolean;
}

export const WATCHED: Watched[] = [
  {
    // Renders nothing: no page of the site can show it (tests/unit/theme-replacements.test.ts).
    ours: 'src/theme/DocVersionBanner/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/DocVersionBanner/index.tsx',
    sha256: '4cbfaa11f966ce242de021f0934df85b1a3517de31bb05fe2364add5b2f040fe',
    fork: true,
  },
  {
    // Renders nothing: no page of the site can show it (tests/unit/theme-replacements.test.ts).
    ours: 'src/theme/DocVersionBadge/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/DocVersionBadge/index.tsx',
    sha256: 'f48d0878297735e434d6fae1a31b60b47ac8e47199b1bdc5322e04a1fb49b762',
    fork: true,
  },
  {
    // Renders nothing: no page of the site can show it (tests/unit/theme-replacements.test.ts).
    ours: 'src/theme/TagsListInline/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/TagsListInline/index.tsx',
    sha256: '7d2a7c9b7240b9ef4a4253917348d7270ff7dd641d0e51bfdc38dfb03394edd1',
    fork: true,
  },
  {
    // Renders nothing: no changelog entry has authors (tests/unit/theme-replacements.test.ts).
    ours: 'src/theme/BlogPostItem/Header/Authors/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/BlogPostItem/Header/Authors/index.tsx',
    sha256: '225fe521129acf31cf0f2ab21a96138cad91b4c36a2d16649292823045f07f3d',
    fork: true,
  },
  {
    // Lists only the navbar item types the site uses (tests/unit/theme-replacements.test.ts).
    ours: 'src/theme/NavbarItem/ComponentTypes.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/NavbarItem/ComponentTypes.tsx',
    sha256: 'bca91aa806923bd6c308c26db8f0dd8ab1c73944f732c381afcd870881c150f5',
    fork: true,
  },
  {
    // The language menu: the page's editions instead of the site's one locale.
    ours: 'src/theme/NavbarItem/LanguageMenu/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/NavbarItem/LocaleDropdownNavbarItem/index.tsx',
    sha256: '2de62d08650ccd7977bfb761b21e2cea7e6f309b5b0b090fa044a6061fa9c534',
    fork: true,
  },
  {
    // Active from the page's route, not from the docs list of the global data (dropped in the browser).
    ours: 'src/theme/NavbarItem/DocSidebarNavbarItem.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/NavbarItem/DocSidebarNavbarItem.tsx',
    sha256: 'adbe351ed4d150e72b6ea55f786e70627a3f5c8999f773b7e0ae6c3e2e4b82b3',
    fork: true,
  },
  {
    // The shape of the global data's docs list, which src/plugins/route-shards/global-docs.cjs empties.
    ours: 'src/plugins/route-shards/global-docs.cjs',
    upstream: '@docusaurus/plugin-content-docs/lib/globalData.js',
    sha256: '192cde2ebaf1ba1424d9a9be9a0f03f77cc4e8385ca36a6c577899fe98df9920',
    fork: false,
  },
  {
    // The active doc looked up in that list (its readers are listed by tests/unit/route-shards.test.ts).
    ours: 'src/plugins/route-shards/global-docs.cjs',
    upstream: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    sha256: '444c91b32c4a549ccf1710e995635887b6cd2433e6dce6a2bfbf17ecc2bf6ca3',
    fork: false,
  },
  {
    // The stock `gca` and its name -> id map, replaced by src/plugins/lean-runtime.
    ours: 'src/plugins/lean-runtime/index.ts',
    upstream: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    sha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
    fork: false,
  },
  {
    // Where ChunkAssetPlugin is added to the client configuration.
    ours: 'src/plugins/lean-runtime/index.ts',
    upstream: '@docusaurus/core/lib/webpack/client.js',
    sha256: 'b38143fa54a7b01ebdecd7ebbae2791ad5fc41897abfe5e6a23602fa02e6be9d',
    fork: false,
  },
  {
    // Percent-encoded canonical and hreflang addresses, and the page's own language in the alternates.
    ours: 'src/theme/SiteMetadata/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/SiteMetadata/index.tsx',
    sha256: '7fac14b58905630bd9e27e8fa2ed5b2fe26a9d009235e6fecdcfea1de3b59756',
    fork: true,
  },
  {
    ours: 'src/theme/SkipToContent/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/SkipToContent/index.tsx',
    sha256: '7b26f01611cfb8ec338e0117d2c8b03c1b2f2356f2e3fa47a23d7f241eed131e',
    fork: true,
  },
  {
    ours: 'src/theme/AnnouncementBar/Content/styles.module.css',
    upstream: '@docusaurus/theme-classic/src/theme/AnnouncementBar/Content/styles.module.css',
    sha256: '266df2dcb748ffda2282bb308d3ead35853a41571a7f5f59af8e7cdcbe704d77',
    fork: false,
  },
  {
    ours: 'src/plugins/code-blocks/theme/CodeBlock/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/CodeBlock/index.tsx',
    sha256: '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
    fork: true,
  },
  {
    ours: 'src/theme/Navbar/MobileSidebar/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/Navbar/MobileSidebar/index.tsx',
    sha256: 'bcdcffc2de5c5af3bbc779e27efca4589757359b72b7fa48fd0b60cd519423d7',
    fork: false,
  },
  {
    ours: 'src/theme/TabItem/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/TabItem/index.tsx',
    sha256: 'ae4551e4bf875551562f45828998dc22e58ca81f73badc96519deddf1b50a257',
    fork: true,
  },
  {
    ours: 'src/theme/TabItem/styles.module.css',
    upstream: '@docusaurus/theme-classic/src/theme/TabItem/styles.module.css',
    sha256: 'e1321924bc6c1a8eabda916c5418efc0c9bac50e3ca17127c9cda94f2736e4c6',
    fork: false,
  },
  {
    // The wrapper passes each tab's ids as the `attributes` the classic Tabs spreads onto the tab.
    ours: 'src/theme/Tabs/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/Tabs/index.tsx',
    sha256: '4346b7b003462cd328481ef3377e90ee131745ee17132666b863a50ac3e32ef8',
    fork: false,
  },
  {
    ours: 'src/plugins/code-blocks/index.ts',
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    fork: false,
  },
  {
    // Preload hooks (src/plugins/preload-hooks): Wrapped: matches an address against the routes and loads their chunks; the wrapper runs the registered hooks (a route shard, the Vietnamese strings) first.
    ours: 'src/plugins/preload-hooks/client/preload.ts',
    upstream: '@docusaurus/core/lib/client/preload.js',
    sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
    fork: false,
  },
  {
    // Route shards (src/plugins/route-shards): Wrapped: `prefetch` matches synchronously; the wrapper prefetches the shard's file while the shard is not loaded.
    ours: 'src/plugins/route-shards/client/docusaurus.ts',
    upstream: '@docusaurus/core/lib/client/docusaurus.js',
    sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
    fork: false,
  },
  {
    // Route shards (src/plugins/route-shards): The `<link rel=prefetch>` helper the wrapper reuses for a shard's file.
    ours: 'src/plugins/route-shards/client/docusaurus.ts',
    upstream: '@docusaurus/core/lib/client/prefetch.js',
    sha256: '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
    fork: false,
  },
  {
    // Preload hooks and route shards (src/plugins/preload-hooks, src/plugins/route-shards): Imports `./preload` and `./docusaurus` (replaced in the browser build), then App (which imports the client modules, so the hooks are registered), and preloads before hydrating.
    ours: 'src/plugins/preload-hooks/index.ts',
    upstream: '@docusaurus/core/lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
    fork: false,
  },
  {
    // Preload hooks (src/plugins/preload-hooks): Preloads through `./preload` before rendering a client-side navigation, and reloads the page when it rejects.
    ours: 'src/plugins/preload-hooks/index.ts',
    upstream: '@docusaurus/core/lib/client/PendingNavigation.js',
    sha256: '1c489db32b5665b06586dc471d29def9cab8a8f4acac9863775dd378716ce4d0',
    fork: false,
  },
  {
    // Route shards (src/plugins/route-shards): Renders the top-level routes once, at load: the skeleton keeps every top-level route.
    ours: 'src/plugins/route-shards/index.ts',
    upstream: '@docusaurus/core/lib/client/App.js',
    sha256: '1442f48492b535165d7e2767d4d1615713bb517a883c5142113740aaef086cba',
    fork: false,
  },
  {
    // Route shards (src/plugins/route-shards): Matches before the shard may be loaded: only `.html` addresses of exact routes depend on it (none here).
    ours: 'src/plugins/route-shards/index.ts',
    upstream: '@docusaurus/core/lib/client/normalizeLocation.js',
    sha256: '2759003e81bfa6c32540f148b51ed629bd449b8b0bec6c0a0817247a56eb588e',
    fork: false,
  },
  {
    // Route shards (src/plugins/route-shards): Reads `registry` and `routesChunkNames` when called: a shard merges its entries before its calls.
    ours: 'src/plugins/route-shards/index.ts',
    upstream: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    sha256: '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
    fork: false,
  },
  {
    // Route shards (src/plugins/route-shards): Calls `window.docusaurus.prefetch` on view and `preload` on hover (the wrapped object).
    ours: 'src/plugins/route-shards/index.ts',
    upstream: '@docusaurus/core/lib/client/exports/Link.js',
    sha256: 'cd83fc0c2bffaab83186636c309c8086aac4aa53594dc7eeb4b9f9817527d277',
    fork: false,
  },
  {
    // Route shards (src/plugins/route-shards): Writes routes.js, registry.js and routesChunkNames.json, the files the loader splits (tests/unit/route-shards.test.ts runs it).
    ours: 'src/plugins/route-shards/loader.cjs',
    upstream: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    fork: false,
  },
  {
    // Route shards (src/plugins/route-shards): Finds the home page in the route tree (breadcrumbs): the skeleton keeps it.
    ours: 'src/plugins/route-shards/loader.cjs',
    upstream: '@docusaurus/theme-common/lib/utils/routesUtils.js',
    sha256: 'f5f678e39a00ecf345e453767360a352ece73feeab6fc3194dfc2b65e90ccfe3',
    fork: false,
  },
  {
    // Route shards (src/plugins/route-shards): DocRoot reads its `route.routes` when it renders, so leaves merged into it are found.
    ours: 'src/plugins/route-shards/client/shards.ts',
    upstream: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
    sha256: 'cab6060db00dcb796b74288d22d84fac9f64ea83c0b20a109ed377b35726f6d6',
    fork: false,
  },
  {
    // Route shards (src/plugins/route-shards/version-docs.cjs): DocCard reads a doc's `description` from the version data, the one field the browser keeps.
    ours: 'src/plugins/route-shards/version-docs.cjs',
    upstream: '@docusaurus/theme-classic/lib/theme/DocCard/index.js',
    sha256: 'ed868923dd2135d3ea182c46edc2ccc7f62dfb9a737356fa37527d3db6b485ea',
    fork: false,
  },
  {
    // page-lang: `translate()` reads @generated/codeTranslations at every call, which the stand-in answers.
    ours: 'src/plugins/page-lang/client/code-translations.ts',
    upstream: '@docusaurus/core/lib/client/exports/Translate.js',
    sha256: 'd6c0713611fccc4482591b7ec57eb4c1aa9faba257ea35ce22ab1e404fa9620b',
    fork: false,
  },
  {
    // page-lang: `<html lang>` from the locale's `htmlLang`, which the stand-in of @generated/i18n answers.
    ours: 'src/plugins/page-lang/client/i18n.ts',
    upstream: '@docusaurus/core/lib/client/SiteMetadataDefaults.js',
    sha256: '97545d49f9e86b20e8b6f9c44708f20a4409d573b35c522f80cd299c25fc9c51',
    fork: false,
  },
  {
    // page-lang: the context value that carries @generated/i18n.
    ours: 'src/plugins/page-lang/client/i18n.ts',
    upstream: '@docusaurus/core/lib/client/docusaurusContext.js',
    sha256: '70529fb3d95d7b5bb1fbb378bb7456040afd297f125b6bb269946bf9a49478ff',
    fork: false,
  },
  {
    // page-lang: the theme's translation ids (tests/unit/vi-chrome.test.ts checks every one is translated).
    ours: 'src/plugins/page-lang/client/vi-theme.ts',
    upstream: '@docusaurus/theme-translations/locales/base/theme-common.json',
    sha256: '61cc7fc752f7272051d2a3f06f4ed5e90f88352e530ea49877dd4b902ef99ed0',
    fork: false,
  },
  {
    // page-lang: most of the Vietnamese strings are this file's.
    ours: 'src/plugins/page-lang/client/vi-theme.ts',
    upstream: '@docusaurus/theme-translations/locales/vi/theme-common.json',
    sha256: '406ece95950e05d12ccfef4216e8618a8dc1712c08236b0a94cd26d6a75899d4',
    fork: false,
  },
  {
    // mdx-dependencies: the loader compiles the page with its remark plugins within its own call.
    ours: 'src/plugins/mdx-dependencies/index.ts',
    upstream: '@docusaurus/mdx-loader/lib/loader.js',
    sha256: '90bbdae6eed64a30a1764e7afc27bec1cbfd95a7153b009164711cee03603b1b',
    fork: false,
  },
  {
    // mdx-dependencies: the VFile whose `path` is the loader's resource.
    ours: 'src/plugins/mdx-dependencies/index.ts',
    upstream: '@docusaurus/mdx-loader/lib/processor.js',
    sha256: '85eeb841ae3fffff1d7e6a6bcd1f8b33581b112419af9b84e9bd1a0110fd86e0',
    fork: false,
  },
  {
    // mdx-dependencies: `compileToJSX`.
    ours: 'src/plugins/mdx-dependencies/index.ts',
    upstream: '@docusaurus/mdx-loader/lib/utils.js',
    sha256: '9e3ec724099f3893e134349ce75a5d2d975c25a9b613fec5479c71bce5add852',
    fork: false,
  },
  {
    // The sidebar size rule: a collapsed category renders its items only once opened (lazy Collapsible).
    ours: 'src/config/sidebar-size.ts',
    upstream: '@docusaurus/theme-classic/lib/theme/DocSidebarItem/Category/index.js',
    sha256: 'bebff3ac5f7761e58df27ab2243ff05dbd8180d6c94236283acf3f863d937ae3',
    fork: false,
  },
  {
    ours: 'src/config/sidebar-size.ts',
    upstream: '@docusaurus/theme-common/lib/components/Collapsible/index.js',
    sha256: '5332f30187c2f0f1efb9195cdd5226e41c3d8c3b6d294d4370491d0dec854a06',
    fork: false,
  },
  {
    // The build environment: DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY read once, in bytes.
    ours: 'src/config/build-env.ts',
    upstream: '@docusaurus/core/lib/ssg/ssgEnv.js',
    sha256: '36755bf1f3101eb3fa24dbdf9a6da1f0aefb8d6a4a7fc49eba9388e55cc4c846',
    fork: false,
  },
  {
    // The build environment: the limit given to the worker pool as maxMemoryLimitBeforeRecycle.
    ours: 'src/config/build-env.ts',
    upstream: '@docusaurus/core/lib/ssg/ssgExecutor.js',
    sha256: 'd39e469f8adb08eccca9755df0c1f36f74bc3c3531a10f873be9b152b885bef8',
    fork: false,
  },
];

/** A package's folder; packages whose `exports` hide package.json are looked up in node_modules. */
export function packageDir(scope: string, name: string): string {
  try {
    return path.dirname(require.resolve(`${scope}/${name}/package.json`));
  } catch {
    return path.join(root, 'node_modules', scope, name);
  }
}

export function upstreamFile(spec: string): string {
  const [scope, name, ...rest] = spec.split('/');
  return path.join(packageDir(scope!, name!), ...rest);
}

export function versionOf(spec: string): string {
  const [scope, name] = spec.split('/');
  return JSON.parse(readFileSync(path.join(packageDir(scope!, name!), 'package.json'), 'utf8')).version;
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
