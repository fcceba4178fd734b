/**
 * src/plugins/lean-runtime: it finds Docusaurus's ChunkAssetPlugin in the client configuration (a
 * Docusaurus that renames or drops it fails here, not in a browser), removes exactly it, and puts in
 * its place a `gca` that gives the URL of the chunk of that name, as the stock one did.
 */
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {GCA_CODE, withoutStockChunkAsset} from '../../src/plugins/lean-runtime';

const require = createRequire(import.meta.url);
const {default: ChunkAssetPlugin} = require('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js') as {default: new () => object};

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
    const source = require('node:fs').readFileSync(require.resolve('@docusaurus/core/lib/webpack/client.js'), 'utf8') as string;
    expect(source).toMatch(/new ChunkAssetPlugin_1\.default\(\)/);
  });

  it("gca is the chunk's file: the public path, then the bundler's file name of that id", () => {
    const runtime = {p: '/base/', u: (id: string) => `assets/js/${id}.${{c9672c89: '7b4758d6'}[id]}.js`} as {p: string; u(id: string): string; gca?(id: string): string};
    new Function('__webpack_require__', GCA_CODE)(runtime);
    expect(runtime.gca!('c9672c89')).toBe('/base/assets/js/c9672c89.7b4758d6.js');
    // A name the bundler merged into another chunk: the stock prefetch skips a URL with "undefined".
    expect(runtime.gca!('merged')).toContain('undefined');
  });
});
