/**
 * The chunk hashes that move from the runtime's map into their shard's file
 * (src/plugins/route-shards/shard-hashes.ts): on a small production compilation of the bundler the
 * site builds with (Rspack, through @docusaurus/faster), with named chunk ids, one runtime chunk and
 * Docusaurus's file names and hash function, as in the site's browser build.
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {runCompiler} from '../support/rspack';
import {chunksAskedFor, findRuntimeMap, GLOBAL, planMoves, shardHashesPlugin} from '../../src/plugins/route-shards/shard-hashes';

let dir: string;
let files: Record<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shard-hashes-'));
  // main asks for a shared chunk and a shard; the shard asks for two pages and the shared chunk.
  writeFileSync(path.join(dir, 'shared.js'), 'export const shared = "shared";\n');
  writeFileSync(path.join(dir, 'page-a.js'), 'export default "page a";\n');
  writeFileSync(path.join(dir, 'page-b.js'), 'export default "page b";\n');
  writeFileSync(
    path.join(dir, 'shard.js'),
    'export const pages = {a: () => import(/* webpackChunkName: "page-a" */ "./page-a.js"), b: () => import(/* webpackChunkName: "page-b" */ "./page-b.js"), s: () => import(/* webpackChunkName: "shared" */ "./shared.js")};\n',
  );
  writeFileSync(
    path.join(dir, 'main.js'),
    'import(/* webpackChunkName: "shared" */ "./shared.js").then((m) => console.log(m.shared));\nimport(/* webpackChunkName: "route-shard-0" */ "./shard.js").then((m) => m.pages.a());\n',
  );
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: {main: './main.js'},
    // As Docusaurus sets them (@docusaurus/core 3.10.2, lib/webpack/base.js).
    output: {path: path.join(dir, 'out'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', hashFunction: 'xxhash64'},
    optimization: {chunkIds: 'named', runtimeChunk: 'single'},
    plugins: [shardHashesPlugin(rspack as never)],
  });
  await runCompiler(compiler);
  files = Object.fromEntries(readdirSync(path.join(dir, 'out')).map((f) => [f, readFileSync(path.join(dir, 'out', f), 'utf8')]));
}, 60_000);
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const named = (prefix: string) => Object.keys(files).find((f) => f.startsWith(`${prefix}.`))!;

describe('chunk hashes in their shard (route-shards/shard-hashes.ts)', () => {
  it('moves the hashes of the chunks only one shard asks for into that shard, and keeps the shared ones', () => {
    const runtimeFile = named('runtime');
    const map = findRuntimeMap(files[runtimeFile], runtimeFile);
    expect([...map.entries.keys()].sort()).toEqual(['route-shard-0', 'shared']);
    const shard = files[named('route-shard-0')];
    const statement = shard.slice(shard.lastIndexOf(`(self.${GLOBAL}`));
    expect(statement).toContain(`"page-a":"${named('page-a').split('.')[1]}"`);
    expect(statement).toContain(`"page-b":"${named('page-b').split('.')[1]}"`);
    expect(statement).not.toContain('shared');
    // The runtime falls back to the shards' object for the chunks it no longer lists.
    expect(files[runtimeFile]).toContain(`||(self.${GLOBAL}||{})[`);
  });

  it('names the shard and the runtime after their new content, and the runtime after the shard', () => {
    // The hash function Docusaurus sets (xxhash64), as the bundler computes it.
    const hash = (code: string) => rspack.util.createHash('xxhash64').update(code, 'utf8').digest('hex').slice(0, 8);
    for (const prefix of ['route-shard-0', 'runtime']) {
      const file = named(prefix);
      expect(file.split('.')[1], file).toBe(hash(files[file]));
    }
    const runtimeFile = named('runtime');
    expect(findRuntimeMap(files[runtimeFile], runtimeFile).entries.get('route-shard-0')).toBe(named('route-shard-0').split('.')[1]);
  });

  it('reads what a script asks for, and moves a chunk that only shards ask for into each of them', () => {
    expect([...chunksAskedFor('(self.x=self.x||[]).push([["s"],{1(e,a,t){t.e("p1").then(()=>t.e(0x11))}}]);')]).toEqual(['p1', '17']);
    const map = new Map([['p1', 'aaaa'], ['p2', 'bbbb'], ['common', 'cccc'], ['route-shard-1', 'dddd']]);
    const askers = new Map([
      ['route-shard-1', new Set(['p1', 'common'])],
      ['route-shard-2', new Set(['p2', 'common'])],
      ['main', new Set(['p2', 'route-shard-1'])],
    ]);
    const plan = planMoves(map, askers, (id) => id.startsWith('route-shard-'));
    // `common`, which two shards ask for (a page a print edition also holds), goes into both; `p2`, which main asks for, stays.
    expect(Object.fromEntries([...plan.moved].map(([k, v]) => [k, Object.fromEntries(v)]))).toEqual({
      'route-shard-1': {p1: 'aaaa', common: 'cccc'},
      'route-shard-2': {common: 'cccc'},
    });
    expect([...plan.kept.keys()].sort()).toEqual(['p2', 'route-shard-1']);
  });

  it('stops the build, naming the file, on a runtime of another shape', () => {
    expect(() => findRuntimeMap('self.n={};n.u=e=>"assets/js/"+e+".js";', 'runtime~main.1234.js')).toThrow(/runtime~main\.1234\.js/);
  });
});
