/**
 * docusaurus-lean/lean-runtime: it finds Docusaurus's ChunkAssetPlugin in the client configuration (a
 * Docusaurus that renames or drops it fails here, not in a browser), removes exactly it, and puts in
 * its place a `gca` that gives the URL of the chunk of that name, as the stock one did: on a stand-in
 * runtime, and in a small production compilation of the bundler the site builds with (Rspack, through
 * @docusaurus/faster).
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {rspack, type Configuration} from '@rspack/core';
import {runCompiler} from '../support/rspack';
import {describe, expect, it} from 'vitest';
import leanRuntime, {GCA_CODE, withoutStockChunkAsset} from '../../src/lean-runtime';

const require = createRequire(import.meta.url);
const {default: ChunkAssetPlugin} = require('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js') as {
  default: new () => object;
};

describe('lean-runtime', () => {
  it("removes Docusaurus's ChunkAssetPlugin from the client configuration and keeps every other plugin", () => {
    const other = {apply() {}};
    const config = {plugins: [other, new ChunkAssetPlugin(), other]};
    expect(withoutStockChunkAsset(config).plugins).toEqual([other, other]);
  });

  it('refuses a configuration without it, naming the plugin', () => {
    expect(() => withoutStockChunkAsset({plugins: [{apply() {}}]})).toThrow(/ChunkAssetPlugin/);
  });

  it("Docusaurus's client configuration still adds the plugin under that name", () => {
    const source = require('node:fs').readFileSync(
      require.resolve('@docusaurus/core/lib/webpack/client.js'),
      'utf8',
    ) as string;
    expect(source).toMatch(/new ChunkAssetPlugin_1\.default\(\)/);
  });

  it("gca is the chunk's file: the public path, then the bundler's file name of that id", () => {
    const runtime = {p: '/base/', u: (id: string) => `assets/js/${id}.${{c9672c89: '7b4758d6'}[id]}.js`} as {
      p: string;
      u(id: string): string;
      gca?(id: string): string;
    };
    // The plugin's code as the bundler's runtime runs it: a string of code, run as one.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function('__webpack_require__', GCA_CODE)(runtime);
    expect(runtime.gca!('c9672c89')).toBe('/base/assets/js/c9672c89.7b4758d6.js');
    // A name the bundler merged into another chunk: the stock prefetch skips a URL with "undefined".
    expect(runtime.gca!('merged')).toContain('undefined');
  });

  it('in an Rspack build: chunks keep their names as ids, and gca gives the file of a chunk by its name', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lean-runtime-'));
    try {
      // Two route chunks (with one, the runtime writes its hash into the file name instead of a map).
      writeFileSync(path.join(dir, 'page.js'), 'export default "page";\n');
      writeFileSync(path.join(dir, 'other.js'), 'export default "other";\n');
      // The entry asks the runtime for the URL of a chunk by its name, as Docusaurus's prefetch does.
      writeFileSync(
        path.join(dir, 'main.js'),
        [
          'self.load = () => [import(/* webpackChunkName: "c9672c89" */ "./page.js"), import(/* webpackChunkName: "0a1b2c3d" */ "./other.js")];',
          'self.urls = [__webpack_require__.gca("c9672c89"), __webpack_require__.gca("merged")];',
          '',
        ].join('\n'),
      );
      // Docusaurus's client configuration as the plugin receives it: with the stock ChunkAssetPlugin.
      const config = {plugins: [new ChunkAssetPlugin()]};
      const plugin = leanRuntime();
      const returned = plugin.configureWebpack!(
        config as never,
        false,
        {currentBundler: {name: 'rspack', instance: rspack}} as never,
        {},
      ) as Configuration;
      const compiler = rspack({
        mode: 'production',
        context: dir,
        entry: {main: './main.js'},
        output: {
          path: path.join(dir, 'out'),
          publicPath: '/base/',
          filename: 'assets/js/[name].[contenthash:8].js',
          chunkFilename: 'assets/js/[name].[contenthash:8].js',
          hashFunction: 'xxhash64',
        },
        optimization: {...returned.optimization, runtimeChunk: 'single'},
        plugins: config.plugins as Configuration['plugins'],
      });
      await runCompiler(compiler);
      const js = path.join(dir, 'out/assets/js');
      const files = readdirSync(js);
      const page = files.find((f) => f.startsWith('c9672c89.'));
      expect(page, files.join(' ')).toBeDefined();
      // The runtime names the chunk once, as the key of its map of hashes: no map from ids to names, and
      // none from names to ids (the stock plugin's).
      const runtime = readFileSync(
        path.join(
          js,
          files.find((f) => f.startsWith('runtime.'))!,
        ),
        'utf8',
      );
      expect(runtime.split('c9672c89').length - 1, runtime).toBe(1);
      const self: Record<string, unknown> = {};
      const context = vm.createContext({self, window: self});
      self.self = self;
      for (const f of ['runtime.', 'main.'])
        vm.runInContext(
          readFileSync(
            path.join(
              js,
              files.find((x) => x.startsWith(f))!,
            ),
            'utf8',
          ),
          context,
        );
      expect(self.urls).toEqual([`/base/assets/js/${page}`, expect.stringContaining('undefined')]);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  }, 60_000);
});
