/**
 * The layer's record: each file of Docusaurus the layer's code relies on, with the hash of the version
 * it was written against (3.10.2), and each behaviour no single file pins. Paths (`ours`, `guards`) are
 * the package's, as in its repository (the guards are its tests). It ships with the package: the
 * command `docusaurus-lean-check` (./check.ts) compares a site's installed Docusaurus with it, and the
 * package's tests/unit/upstream.test.ts compares the repository's. The site's PRIVATE-APIS.md lists
 * these beside its own (scripts/docs/private-apis.ts at the repository's root).
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

export interface Watched {
  /** The package's file that depends on the upstream file. */
  ours: string;
  /** What our file relies on in the upstream file, in a sentence. */
  relies: string;
  /** The upstream file, as a package path. */
  upstream: string;
  sha256: string;
  /** The tests that fail when the reliance breaks, besides the hash. */
  guards: string[];
  /** Whether `ours` is a fork, which must carry a header naming `upstream` and its version. */
  fork: boolean;
}

/** A reliance on Docusaurus's behaviour that no single upstream file pins: a test guards it instead. */
export interface Behaviour {
  ours: string;
  relies: string;
  guards: string[];
}

export const WATCHED: Watched[] = [
  {
    ours: 'src/theme/NavbarItem/DocSidebarNavbarItem.tsx',
    relies: "Active from the page's route, not from the docs list of the global data (dropped in the browser).",
    upstream: '@docusaurus/theme-classic/src/theme/NavbarItem/DocSidebarNavbarItem.tsx',
    sha256: 'adbe351ed4d150e72b6ea55f786e70627a3f5c8999f773b7e0ae6c3e2e4b82b3',
    guards: ['tests/e2e/route-shards.test.ts'],
    fork: true,
  },
  {
    ours: 'src/route-shards/global-docs.cjs',
    relies: "The shape of the global data's docs list, which it empties.",
    upstream: '@docusaurus/plugin-content-docs/lib/globalData.js',
    sha256: '192cde2ebaf1ba1424d9a9be9a0f03f77cc4e8385ca36a6c577899fe98df9920',
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/route-shards/global-docs.cjs',
    relies: 'The active doc looked up in that list (its readers are listed by its unit test).',
    upstream: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    sha256: '444c91b32c4a549ccf1710e995635887b6cd2433e6dce6a2bfbf17ecc2bf6ca3',
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/lean-runtime/index.ts',
    relies: 'The stock `gca` and its name -> id map, which it replaces.',
    upstream: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    sha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
    guards: ['tests/unit/lean-runtime.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/lean-runtime/index.ts',
    relies: 'Where ChunkAssetPlugin is added to the client configuration.',
    upstream: '@docusaurus/core/lib/webpack/client.js',
    sha256: 'b38143fa54a7b01ebdecd7ebbae2791ad5fc41897abfe5e6a23602fa02e6be9d',
    guards: ['tests/unit/lean-runtime.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/preload-hooks/client/preload.ts',
    relies:
      'Matches an address against the routes and loads their chunks; the wrapper runs the registered hooks (a route shard) first.',
    upstream: '@docusaurus/core/lib/client/preload.js',
    sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
    guards: ['tests/unit/preload-hooks.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/route-shards/client/docusaurus.ts',
    relies: "`prefetch` matches synchronously; the wrapper prefetches the shard's file while the shard is not loaded.",
    upstream: '@docusaurus/core/lib/client/docusaurus.js',
    sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/route-shards/client/docusaurus.ts',
    relies: "The `<link rel=prefetch>` helper the wrapper reuses for a shard's file.",
    upstream: '@docusaurus/core/lib/client/prefetch.js',
    sha256: '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/preload-hooks/index.ts',
    relies:
      'Imports `./preload` and `./docusaurus` (replaced in the browser build), then App (which imports the client modules, so the hooks are registered), and preloads before hydrating.',
    upstream: '@docusaurus/core/lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
    guards: ['tests/unit/preload-hooks.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/preload-hooks/index.ts',
    relies:
      'Preloads through `./preload` before rendering a client-side navigation, and reloads the page when it rejects.',
    upstream: '@docusaurus/core/lib/client/PendingNavigation.js',
    sha256: '1c489db32b5665b06586dc471d29def9cab8a8f4acac9863775dd378716ce4d0',
    guards: ['tests/unit/preload-hooks.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/route-shards/index.ts',
    relies: 'Renders the top-level routes once, at load: the skeleton keeps every top-level route.',
    upstream: '@docusaurus/core/lib/client/App.js',
    sha256: '1442f48492b535165d7e2767d4d1615713bb517a883c5142113740aaef086cba',
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/route-shards/index.ts',
    relies: 'Matches before the shard may be loaded: only `.html` addresses of exact routes depend on it (none here).',
    upstream: '@docusaurus/core/lib/client/normalizeLocation.js',
    sha256: '2759003e81bfa6c32540f148b51ed629bd449b8b0bec6c0a0817247a56eb588e',
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/route-shards/index.ts',
    relies: 'Reads `registry` and `routesChunkNames` when called: a shard merges its entries before its calls.',
    upstream: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    sha256: '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/route-shards/index.ts',
    relies: 'Calls `window.docusaurus.prefetch` on view and `preload` on hover (the wrapped object).',
    upstream: '@docusaurus/core/lib/client/exports/Link.js',
    sha256: 'cd83fc0c2bffaab83186636c309c8086aac4aa53594dc7eeb4b9f9817527d277',
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/route-shards/loader.cjs',
    relies:
      'Writes routes.js, registry.js and routesChunkNames.json, the files the loader splits (its unit test runs it).',
    upstream: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/route-shards/loader.cjs',
    relies: 'Finds the home page in the route tree (breadcrumbs): the skeleton keeps it.',
    upstream: '@docusaurus/theme-common/lib/utils/routesUtils.js',
    sha256: 'f5f678e39a00ecf345e453767360a352ece73feeab6fc3194dfc2b65e90ccfe3',
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/route-shards/client/shards.ts',
    relies: 'DocRoot reads its `route.routes` when it renders, so leaves merged into it are found.',
    upstream: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
    sha256: 'cab6060db00dcb796b74288d22d84fac9f64ea83c0b20a109ed377b35726f6d6',
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/route-shards/version-docs.cjs',
    relies: "DocCard reads a doc's `description` from the version data, the one field the browser keeps.",
    upstream: '@docusaurus/theme-classic/lib/theme/DocCard/index.js',
    sha256: 'ed868923dd2135d3ea182c46edc2ccc7f62dfb9a737356fa37527d3db6b485ea',
    guards: ['tests/unit/route-shards.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
  {
    ours: 'src/nest-routes.ts',
    relies:
      "A blog's routes nested under one parent: a child's own route context goes under `data`, which the browser merges with the parent's (nestRoutes).",
    upstream: '@docusaurus/core/lib/client/routeContext.js',
    sha256: '5b7cfc91bc8809225adf6df3fcce375ecb9d89724c6ea422ff395371daf7dfab',
    guards: ['tests/unit/nest-routes.test.ts', 'tests/e2e/route-shards.test.ts'],
    fork: false,
  },
];

export const BEHAVIOURS: Behaviour[] = [
  {
    ours: 'src/lean-tslib',
    relies: "The tslib helpers Docusaurus's browser code calls (`__importDefault` only).",
    guards: ['tests/unit/tslib-calls.test.ts', 'tests/e2e/layer.test.ts'],
  },
  {
    ours: 'src/lean-css',
    relies:
      'Every class of the server HTML is named in the browser bundle (the build-time HTML of code blocks, diagrams and the API reference is carried by the page chunks as strings).',
    guards: ['tests/unit/lean-css.test.ts', 'tests/e2e/layer.test.ts'],
  },
  {
    ours: 'src/page-chunks',
    relies:
      'The module paths of the tabs and the shared facts, matched by the chunk groups; Docusaurus turns off the default `splitChunks` groups.',
    guards: ['tests/e2e/layer.test.ts'],
  },
];

/**
 * An upstream file's path on disk, found as Node finds the package (whose `exports` may hide the file)
 * from `from` (a file; the package's own folder by default, a site's `package.json` for the command).
 */
export function upstreamFile(spec: string, from: string = __filename): string {
  const [scope, name, ...rest] = spec.split('/');
  const require = createRequire(from);
  const dir = (require.resolve.paths(`${scope}/${name}`) ?? [])
    .map((modules) => path.join(modules, scope!, name!))
    .find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!dir) throw new Error(`${scope}/${name} is not installed`);
  return path.join(dir, ...rest);
}

/** The sha-256 of a file, in hex. */
export function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}
