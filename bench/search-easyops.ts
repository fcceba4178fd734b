/**
 * `@easyops-cn/docusaurus-search-local` (what a Docusaurus user installs for an offline search), with
 * `language: ["en", "vi"]` (lunr-languages' Vietnamese with lunr.multi), over the same built pages as
 * this site's search: its own code throughout, run in Node instead of through its search bar.
 * - The index: its post-build steps (`scanDocuments`, `buildIndex`) over the HTML of every page this
 *   site's index holds, the file its plugin would write as `search-index.json`.
 * - The queries: its search worker (`SearchWorker.search`: its tokenizer, its smart queries with
 *   fuzzy matching, its result order), bundled by esbuild with the constants its plugin generates
 *   (`generate`) and the index read from that file.
 * Bytes before the first result: the whole index and the worker (gzip), as its search bar fetches
 * them on the first query; its search bar's own chunk is not counted.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';
import type {JudgedQuery} from '../tests/support/search-queries';
import type {QueryResult} from '../tests/support/search-quality';
import {ensureInstalled, WORK} from './anchors/generate';

const PLUGIN = '@easyops-cn/docusaurus-search-local';
/**
 * Where the plugin is installed on first use, at the version below, as the anchors are (./anchors/generate.ts):
 * not a project dependency, whose Docusaurus 3 peers would hold back an upgrade of the site's Docusaurus.
 */
const PLUGIN_DIR = path.join(WORK, 'search-local');
const PLUGIN_VERSION = '0.55.3';

/** The plugin's `dist/` folder, installed into PLUGIN_DIR unless it is there. */
function pluginDist(): string {
  mkdirSync(PLUGIN_DIR, {recursive: true});
  const manifest = {name: 'bench-search-local', private: true, dependencies: {[PLUGIN]: PLUGIN_VERSION}};
  writeFileSync(path.join(PLUGIN_DIR, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  ensureInstalled(PLUGIN_DIR);
  return path.join(PLUGIN_DIR, 'node_modules', PLUGIN, 'dist');
}

/** The plugin's options as a site with both languages sets them, with the defaults its schema gives. */
const CONFIG = {
  language: ['en', 'vi'],
  removeDefaultStopWordFilter: [] as string[],
  removeDefaultStemmer: false,
  ignoreCssSelectors: [] as string[],
  forceIgnoreNoIndex: false,
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  fuzzyMatchingDistance: 1,
  hashed: false,
  indexDocs: true,
};

interface Found {
  document: {u: string};
}

/** The built HTML file of a page URL. */
const htmlOf = (buildDir: string, url: string) => path.join(buildDir, url.replace(/\/?$/, '/'), 'index.html');

/** Writes its index and its worker under `workDir`; returns the worker's search and the bytes of both. */
async function prepare(buildDir: string, urls: readonly string[], workDir: string) {
  mkdirSync(workDir, {recursive: true});
  const dist = pluginDist();
  /* eslint-disable @typescript-eslint/no-require-imports -- the plugin's own CommonJS modules */
  const {scanDocuments} = require(`${dist}/server/server/utils/scanDocuments`);
  const {buildIndex} = require(`${dist}/server/server/utils/buildIndex`);
  const {generate} = require(`${dist}/server/server/utils/generate`);
  /* eslint-enable @typescript-eslint/no-require-imports */
  const documents = await scanDocuments(
    urls.map((url) => ({filePath: htmlOf(buildDir, url), url, type: 'docs'})),
    CONFIG,
  );
  const index = JSON.stringify(buildIndex(documents, CONFIG));
  writeFileSync(path.join(workDir, 'search-index.json'), index);
  generate(CONFIG, workDir);
  const stub = path.join(workDir, 'comlink-stub.mjs');
  writeFileSync(stub, 'export const expose = () => {};\n');
  const bundle = await build({
    entryPoints: [`${dist}/client/client/theme/worker.js`],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    alias: {
      [`@generated/${PLUGIN}/default/generated-constants.js`]: path.join(workDir, 'generated-constants.js'),
      comlink: stub,
    },
  });
  const worker = path.join(workDir, 'worker.mjs');
  writeFileSync(worker, bundle.outputFiles[0].contents);
  const g = globalThis as unknown as {location: unknown; fetch: unknown};
  g.location = {origin: 'http://bench.invalid'};
  g.fetch = async () => ({json: async () => JSON.parse(index)});
  const {SearchWorker} = (await import(pathToFileURL(worker).href)) as {
    SearchWorker: new () => {search(base: string, context: string, q: string, limit: number): Promise<Found[]>};
  };
  const searcher = new SearchWorker();
  return {
    search: (q: string, limit: number) => searcher.search('/', '', q, limit),
    indexBytes: gzipSync(index, {level: 9}).length,
    workerBytes: gzipSync(bundle.outputFiles[0].contents, {level: 9}).length,
  };
}

/** The judged queries through the plugin's search, each page once, in its order. */
export async function easyopsResults(
  buildDir: string,
  urls: readonly string[],
  queries: readonly JudgedQuery[],
  workDir: string,
): Promise<{results: QueryResult[]; indexBytes: number; workerBytes: number}> {
  const {search, indexBytes, workerBytes} = await prepare(buildDir, urls, workDir);
  const results: QueryResult[] = [];
  for (const query of queries) {
    const pages = [...new Set((await search(query.q, 10)).map((r) => r.document.u))].slice(0, 10);
    const at = pages.findIndex((u) => query.relevant.includes(u));
    results.push({
      query,
      rank: at + 1,
      urls: pages,
      indexBytes: indexBytes + workerBytes,
      corrected: false,
      searched: query.q,
    });
  }
  return {results, indexBytes, workerBytes};
}

/** The URLs of the pages this site's index holds (its page entries). */
export function indexedUrls(searchDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(searchDir, 'manifest.json'), 'utf8')) as {id: string};
  const urls: string[] = [];
  for (let g = 0; ; g++) {
    let group: {u: string}[];
    try {
      group = JSON.parse(readFileSync(path.join(searchDir, manifest.id, 'd', `${g}.json`), 'utf8'));
    } catch {
      return urls;
    }
    urls.push(...group.map((e) => e.u));
  }
}
