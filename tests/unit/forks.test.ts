/**
 * The theme files that are forks of Docusaurus code (not wrappers), and the private Docusaurus files
 * the site's patches depend on (their list and recorded hashes: tests/support/upstream-files.ts). A
 * Docusaurus upgrade that changes one fails this test and names what to re-diff. Each fork starts with
 * a header naming its source file and the version it came from (CONTRIBUTING.md, "Upgrading
 * Docusaurus"). The README's table of private APIs names exactly the files watched
 * (tests/support/private-apis.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {privateApiProblems, privateApiRows} from '../support/private-apis';
import {WATCHED, sha256, upstreamFile, versionOf} from '../support/upstream-files';

const root = path.resolve(__dirname, '../..');

describe('forks and private Docusaurus files', () => {
  it.each(WATCHED.map((w) => [w.upstream, w]))('%s is the version our code was written against', (_name, w) => {
    const hash = sha256(upstreamFile(w.upstream));
    expect(
      hash,
      `${w.upstream} changed (now ${versionOf(w.upstream)}): re-diff ${w.ours} against it, then update its header and the hash in tests/support/upstream-files.ts`,
    ).toBe(w.sha256);
  });

  it.each(WATCHED.filter((w) => w.fork).map((w) => [w.ours, w]))('%s starts with a header naming its source and version', (_name, w) => {
    const head = readFileSync(path.join(root, w.ours), 'utf8').slice(0, 1500);
    expect(head).toContain(`Fork of ${w.upstream}`);
    expect(head).toContain(`Docusaurus ${versionOf(w.upstream)}`);
    expect(head).toMatch(/Changed:/);
    expect(head).toMatch(/Why:/);
  });
});

describe("the README's table of private APIs", () => {
  const rows = privateApiRows(readFileSync(path.join(root, 'README.md'), 'utf8'));

  it('names every watched upstream file, with the file relying on it, and no file that is not watched', () => {
    expect(rows.length).toBeGreaterThan(10);
    expect(privateApiProblems(rows, WATCHED, root)).toEqual([]);
  });

  it('fails on a table that misses a row', () => {
    const chunkAssetPlugin = '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js';
    const withoutRow = rows.filter((r) => !r.upstream.includes(chunkAssetPlugin));
    expect(withoutRow).toHaveLength(rows.length - 1);
    expect(privateApiProblems(withoutRow, WATCHED, root)).toEqual([
      `${chunkAssetPlugin} is watched but not in the table`,
      '@docusaurus/core/lib/webpack/client.js is watched but not in the table',
    ]);
  });

  it('names each problem of the broken fixture', () => {
    const fixture = readFileSync(path.join(root, 'tests/fixtures/private-apis/README.md'), 'utf8');
    const watched = [
      {ours: 'src/plugins/route-shards/loader.cjs', upstream: '@docusaurus/core/lib/server/codegen/codegen.js'},
      {ours: 'src/plugins/lean-css/index.ts', upstream: '@docusaurus/theme-classic/lib/nprogress.js'},
      {ours: 'src/plugins/lean-runtime/index.ts', upstream: '@docusaurus/theme-classic/lib/nprogress.css'},
      {ours: 'src/plugins/lean-runtime/index.ts', upstream: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js'},
    ];
    expect(privateApiProblems(privateApiRows(fixture), watched, root)).toEqual([
      '@docusaurus/theme-classic/lib/nprogress.css: its row does not name src/plugins/lean-runtime/index.ts',
      '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js is watched but not in the table',
      '@docusaurus/core/lib/client/App.js is in the table but not watched',
      `"the top-level routes rendered once" names ${'tests/unit/nowhere.test.ts'}, which does not exist`,
      '"the routes read at start" names no upstream file (guarded by its hash) and no test',
    ]);
  });
});
