/**
 * Chunk maps that do not repeat themselves: the browser's runtime keeps one map of the site's chunks
 * instead of three.
 *
 * To turn a chunk into a file name, the bundler's runtime (`runtime~main.js`, loaded on every first
 * visit) holds a map from each chunk's id to its name and another from its id to its content hash,
 * and Docusaurus's ChunkAssetPlugin adds a third, from each name back to its id, for its prefetch
 * helper `__webpack_require__.gca` (@docusaurus/core 3.10.2, `lib/webpack/plugins/ChunkAssetPlugin.js`).
 * Every page adds about three chunks, so the three maps grow with the site (bench/results).
 *
 * Here the browser build names each chunk by its name (`optimization.chunkIds: 'named'`): a route's
 * chunk, whose name Docusaurus already makes a short hash of its path (`c9672c89`), gets that name as
 * its id, so the id → name map and the name → id map are gone, and file names are unchanged
 * (`assets/js/<name>.<contenthash>.js`). Docusaurus's ChunkAssetPlugin is replaced by ChunkUrlPlugin
 * below, whose `gca(name)` is the file of the chunk of that id, with the stock function's contract:
 * a name the bundler merged into another chunk gives a URL containing "undefined", which the stock
 * prefetch skips.
 *
 * Relies on ChunkAssetPlugin's class name in the client configuration and on `gca`'s contract
 * (the package's README and its record, tests/upstream-files.ts). tests/unit/lean-runtime.test.ts
 * fails if the stock plugin is not found; tests/e2e/route-shards.test.ts checks prefetch and navigation.
 */
import type {Plugin} from '@docusaurus/types';

export const STOCK_PLUGIN = 'ChunkAssetPlugin';

/** The runtime code of `__webpack_require__.gca`: the URL of the chunk of that id (its name). */
export const GCA_CODE =
  '__webpack_require__.gca = function(chunkId) { return __webpack_require__.p + __webpack_require__.u(chunkId); };';

/** What this plugin uses of the bundler (webpack or Rspack, `utils.currentBundler.instance`). */
type Bundler = {
  RuntimeModule: (new (name: string, stage: number) => {generate(): string}) & {STAGE_ATTACH: number};
  RuntimeGlobals: {publicPath: string; getChunkScriptFilename: string};
};

/** What this plugin uses of the bundler's compilation (webpack's or Rspack's). */
type Compilation = {
  hooks: {additionalTreeRuntimeRequirements: {tap(name: string, fn: (chunk: unknown, set: Set<string>) => void): void}};
  addRuntimeModule(chunk: unknown, module: {generate(): string | null}): void;
};

/** Removes Docusaurus's ChunkAssetPlugin from a client configuration; throws if it is not there. */
export function withoutStockChunkAsset<T extends {plugins?: unknown[]}>(config: T): T {
  const plugins = config.plugins ?? [];
  const kept = plugins.filter((p) => (p as object | null)?.constructor?.name !== STOCK_PLUGIN);
  if (kept.length !== plugins.length - 1) {
    throw new Error(
      `lean-runtime: expected one ${STOCK_PLUGIN} in Docusaurus's client configuration, found ${plugins.length - kept.length}`,
    );
  }
  config.plugins = kept;
  return config;
}

function chunkUrlPlugin(bundler: Bundler) {
  class ChunkUrlRuntimeModule extends bundler.RuntimeModule {
    constructor() {
      super('LeanChunkUrlRuntimeModule', bundler.RuntimeModule.STAGE_ATTACH);
    }
    generate() {
      return GCA_CODE;
    }
  }
  return {
    apply(compiler: {hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}}}) {
      compiler.hooks.thisCompilation.tap('LeanChunkUrlPlugin', (compilation) => {
        compilation.hooks.additionalTreeRuntimeRequirements.tap(
          'LeanChunkUrlPlugin',
          (chunk: unknown, set: Set<string>) => {
            set.add(bundler.RuntimeGlobals.publicPath);
            set.add(bundler.RuntimeGlobals.getChunkScriptFilename);
            compilation.addRuntimeModule(chunk, new ChunkUrlRuntimeModule());
          },
        );
      });
    },
  };
}

export default function leanRuntime(): Plugin {
  return {
    name: 'lean-runtime',
    configureWebpack: (config, isServer, {currentBundler}) => {
      if (isServer) return {};
      withoutStockChunkAsset(config as {plugins?: unknown[]});
      (config.plugins ??= []).push(chunkUrlPlugin(currentBundler.instance as unknown as Bundler));
      return {optimization: {chunkIds: 'named'}};
    },
  };
}
