/**
 * Benchmark of the site search, on the current build (run `npm run build` first):
 * - quality on the judged queries (tests/support/search-queries.ts): success@1, success@5 and MRR@10
 *   of this site's search, of Pagefind (the `pagefind` package, indexing the same built pages) and of
 *   `@easyops-cn/docusaurus-search-local` (./search-easyops.ts), per language, with the gzip bytes each
 *   fetches before its first result;
 * - the size of the index under build/search/ (raw and gzip), by kind of file;
 * - for a few queries typed into the navbar box in Chromium with an empty cache, the bytes (gzip)
 *   fetched before the first result (search client + manifest + page list + shards) and once the
 *   snippets are in (+ page texts), against the 150 KiB budget;
 * - the time from the last keystroke to the results, cold (empty cache) and warm (the same query
 *   again in the same page), and, cold, from Ctrl+K (which starts loading the client) to the results.
 * Usage: npm run bench:search   (prints figures; exits 1 if a query is over the budget)
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser, Request} from 'playwright-core';
import {cpSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {launchBrowser} from '../tests/support/chromium';
import {startStaticServer} from '../tests/support/static-server';
import {clientBytes, pct, report, runQueries, type Figures, type QueryResult} from '../tests/support/search-quality';
import {easyopsResults, indexedUrls} from './search-easyops';
import {searchQueries, type JudgedQuery} from '../tests/support/search-queries';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
// Misspelt ones too: 'campain create' is corrected from the shards it fetched, 'boicemail' from the vocabulary.
export const QUERIES = [
  'campaign',
  'presskey',
  'cai dat ung dung',
  'cài đặt ứng dụng',
  'dat',
  'time_ringging',
  'qxzvjkwq',
  'campain create',
  'boicemail',
];
const FROM = '/api/v3/campaign/create';
const RUNS = 3;
const BUDGET = 150 * 1024;

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

function indexSize() {
  const dir = path.join(buildDir, 'search');
  const kinds = new Map<string, {files: number; raw: number; gzip: number; largest: number}>();
  for (const file of files(dir).filter((f) => f.endsWith('.json'))) {
    const rel = path.relative(dir, file);
    const kind = rel.includes('/t/')
      ? 'shards'
      : rel.includes('/p/')
        ? 'page texts'
        : rel.includes('/d/')
          ? 'page entries'
          : rel.includes('/v/')
            ? 'vocabulary'
            : path.basename(rel);
    const text = readFileSync(file);
    const gz = gzipSync(text).length;
    const k = kinds.get(kind) ?? {files: 0, raw: 0, gzip: 0, largest: 0};
    kinds.set(kind, {
      files: k.files + 1,
      raw: k.raw + text.length,
      gzip: k.gzip + gz,
      largest: Math.max(k.largest, gz),
    });
  }
  const js = path.join(buildDir, 'assets/js');
  const client = readdirSync(js).filter((f) => /^search-(?:box|client)\.[^.]+\.js$/.test(f));
  for (const f of client) {
    const text = readFileSync(path.join(js, f));
    const k = kinds.get('search client (JS)') ?? {files: 0, raw: 0, gzip: 0, largest: 0};
    kinds.set('search client (JS)', {
      files: k.files + 1,
      raw: k.raw + statSync(path.join(js, f)).size,
      gzip: k.gzip + gzipSync(text).length,
      largest: Math.max(k.largest, gzipSync(text).length),
    });
  }
  return kinds;
}

export interface Run {
  results: number;
  beforeFirst: number;
  withSnippets: number;
  requests: number;
  /** From the last keystroke to the results. */
  ms: number;
  /** From Ctrl+K (the search client and index not loaded yet) to the results. */
  fromOpenMs: number;
  warmMs: number;
}

export async function runQuery(browser: Browser, baseUrl: string, query: string): Promise<Run> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  await page.goto(baseUrl + FROM);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const w = window as unknown as {__bench: {keys: number[]; ready: Record<string, number>}};
    w.__bench = {keys: [], ready: {}};
    document.addEventListener('keydown', () => w.__bench.keys.push(performance.now()), true);
    new MutationObserver(() => {
      document.querySelectorAll('[data-status="ready"][data-query]').forEach((el) => {
        w.__bench.ready[el.getAttribute('data-query')!] ??= performance.now();
      });
    }).observe(document.body, {subtree: true, attributes: true, attributeFilter: ['data-status', 'data-query']});
  });
  const fetched: Request[] = [];
  page.on('requestfinished', (req) => {
    const purpose = req.headers()['sec-purpose'] ?? req.headers()['purpose'] ?? '';
    if (!/prefetch/i.test(purpose)) fetched.push(req);
  });
  const elapsed = () =>
    page.evaluate((q) => {
      const b = (window as unknown as {__bench: {keys: number[]; ready: Record<string, number>}}).__bench;
      const t = b.ready[q];
      const keys = b.keys.filter((k) => k <= t);
      return {last: t - Math.max(...keys), first: t - Math.min(...keys)};
    }, query);

  await page.keyboard.press('Control+k');
  await page.keyboard.type(query);
  const popup = page.locator(`[data-status="ready"][data-query="${query}"]`);
  await popup.waitFor({timeout: 30_000});
  const {last: ms, first: fromOpenMs} = await elapsed();
  const results = await popup.locator('[role="option"]').count();
  await page.waitForLoadState('networkidle');
  let beforeFirst = 0;
  let withSnippets = 0;
  for (const req of fetched) {
    const {responseBodySize} = await req.sizes();
    withSnippets += responseBodySize;
    if (!/\/search\/[^/]+\/p\//.test(req.url())) beforeFirst += responseBodySize;
  }
  const requests = fetched.length;

  // Warm: the same query again in the same page (everything cached in memory).
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.evaluate(() => {
    (window as unknown as {__bench: {ready: Record<string, number>}}).__bench.ready = {};
  });
  await page.keyboard.type(query);
  await popup.waitFor({timeout: 30_000});
  const warmMs = (await elapsed()).last;
  await context.close();
  return {results, beforeFirst, withSnippets, requests, ms, fromOpenMs, warmMs};
}

const pageOf = (url: string) =>
  decodeURIComponent(url)
    .replace(/[?#].*$/, '')
    .replace(/(\/index)?\.html$/, '')
    .replace(/(.)\/$/, '$1');

/**
 * Pagefind over a copy of the build: indexed with its Node API (the article of each page, as this
 * site's index reads it), then queried in Chromium through its own pagefind.js from a blank page of
 * the query's language (Pagefind keeps one index per language and searches the page's: a Vietnamese
 * query runs from a Vietnamese page, which favours it). Bytes: what the page fetched (gzip) until the
 * first result's data was in.
 */
async function pagefindResults(browser: Browser, queries: readonly JudgedQuery[]): Promise<QueryResult[]> {
  const pagefind = await import('pagefind');
  const site = mkdtempSync(path.join(tmpdir(), 'pitel-pagefind-'));
  try {
    cpSync(buildDir, site, {
      recursive: true,
      // This site's index left out (by its path inside the build: the checkout may itself be under a "search" folder).
      filter: (src) => !/\.(gz|br)$/.test(src) && path.relative(buildDir, src).split(path.sep)[0] !== 'search',
    });
    const {index, errors} = await pagefind.createIndex({
      rootSelector: '.theme-doc-markdown',
      excludeSelectors: ['pre', 'button', 'svg', '[role=tablist]', '.hash-link', '[data-search-skip]'],
    });
    if (!index || errors.length) throw new Error(`pagefind: ${errors.join('; ')}`);
    const added = await index.addDirectory({path: site});
    if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
    await index.writeFiles({outputPath: path.join(site, 'pagefind')});
    await pagefind.close();
    for (const lang of ['en', 'vi'])
      writeFileSync(
        path.join(site, `bench-${lang}.html`),
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>bench</title></head><body></body></html>`,
      );
    const server = await startStaticServer(site, {gzip: true});
    const out: QueryResult[] = [];
    try {
      for (const query of queries) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${server.url}/bench-${query.from ?? (query.kind.startsWith('vi') ? 'vi' : 'en')}.html`);
        const {urls, bytes} = await page
          .evaluate(async (q) => {
            // Served to the page, not a module the compiler resolves: as a string, it is the browser's to import.
            const pagefindPath: string = '/pagefind/pagefind.js';
            const pf = await import(pagefindPath);
            const found = await pf.search(q);
            if (found.results[0]) await found.results[0].data();
            const at = performance.now();
            const bytes = performance
              .getEntriesByType('resource')
              .filter((e) => (e as PerformanceResourceTiming).responseEnd <= at)
              .reduce((n, e) => n + (e as PerformanceResourceTiming).encodedBodySize, 0);
            const data = await Promise.all(
              found.results.slice(0, 10).map((r: {data(): Promise<{url: string}>}) => r.data()),
            );
            return {urls: data.map((d: {url: string}) => d.url), bytes};
          }, query.q)
          .catch((e: Error) => {
            throw new Error(`pagefind, query "${query.q}": ${e.message}`);
          })
          .finally(() => context.close());
        const pages = urls.map(pageOf);
        const relevant = query.relevant.map(pageOf);
        const at = pages.findIndex((u) => relevant.includes(u));
        out.push({query, rank: at + 1, urls: pages, indexBytes: bytes, corrected: false, searched: query.q});
      }
    } finally {
      await server.close();
    }
    return out;
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
}

type Engine = {name: string; results: QueryResult[]; extraBytes: number};

/** The figures of each engine, side by side, for every set of `report`, and the bytes before the first result per language. */
function sideBySide(engines: readonly Engine[]): string {
  const reports = engines.map((e) => report(e.results));
  const cell = (s: string) => s.padStart(9);
  const head = engines.map((e) => cell(e.name.slice(0, 9))).join('');
  const lines = [
    `${'set'.padEnd(11)}${'n'.padStart(4)}  success@1${' '.repeat(9 * engines.length - 9)}  success@5${' '.repeat(9 * engines.length - 9)}  MRR@10`,
    `${''.padEnd(15)}  ${head}  ${head}  ${head}`,
  ];
  for (const k of Object.keys(reports[0])) {
    const col = (f: (x: Figures) => string) => reports.map((r) => cell(f(r[k]))).join('');
    lines.push(
      `${k.padEnd(11)}${String(reports[0][k].queries).padStart(4)}  ${col((x) => pct(x.success1))}  ${col((x) => pct(x.success5))}  ${col((x) => x.mrr10.toFixed(3))}`,
    );
  }
  const avg = (rs: QueryResult[], extra: number) => rs.reduce((n, r) => n + r.indexBytes + extra, 0) / (rs.length || 1);
  lines.push('', `bytes before the first result (gzip), average:${''.padEnd(0)}`);
  for (const [label, test] of [
    ['all', () => true],
    ['English', (r: QueryResult) => !r.query.kind.startsWith('vi')],
    ['Vietnamese', (r: QueryResult) => r.query.kind.startsWith('vi')],
  ] as const)
    lines.push(
      `${label.padEnd(15)}  ${engines.map((e) => kib(avg(e.results.filter(test), e.extraBytes)).padStart(11)).join('')}`,
    );
  return lines.join('\n');
}

async function quality(browser: Browser) {
  const searchDir = path.join(buildDir, 'search');
  const ours = await runQueries(searchDir, searchQueries);
  const client = clientBytes(buildDir);
  const pagefind = await pagefindResults(browser, searchQueries);
  const easyops = await easyopsResults(
    buildDir,
    indexedUrls(searchDir),
    searchQueries,
    path.join(root, 'bench/.work/easyops'),
  );
  console.log(
    `\nquality on ${searchQueries.length} judged queries (tests/support/search-queries.ts) over the same build: this site's search, Pagefind, and @easyops-cn/docusaurus-search-local (en + vi):`,
  );
  console.log(
    sideBySide([
      {name: 'ours', results: ours, extraBytes: client},
      {name: 'Pagefind', results: pagefind, extraBytes: 0},
      {name: 'easyops', results: easyops.results, extraBytes: 0},
    ]),
  );
  console.log(
    `ours: client chunk ${kib(client)} + index files; Pagefind: pagefind.js, wasm, metadata, index chunks, first fragment; easyops: its whole index ${kib(easyops.indexBytes)} + its worker ${kib(easyops.workerBytes)}`,
  );
  const typos = ours.filter((r) => r.corrected);
  console.log(
    `typo fallback: ${typos.length} queries corrected or shortened (${typos.map((r) => `${r.query.q} → ${r.searched}`).join('; ')})`,
  );
  const misses = (rs: QueryResult[]) =>
    rs
      .filter((r) => r.rank !== 1)
      .map((r) => `${r.query.q} (${r.rank || '-'})`)
      .join('; ');
  console.log(`not first, ours: ${misses(ours)}`);
  console.log(`not first, Pagefind: ${misses(pagefind)}`);
  console.log(`not first, easyops: ${misses(easyops.results)}`);
}

async function main() {
  console.log('Pitel Docs search benchmark (build/)');
  const sizes = indexSize();
  let raw = 0;
  let gzip = 0;
  console.log(
    '\nindex:'.padEnd(22),
    'files'.padStart(6),
    'raw'.padStart(12),
    'gzip'.padStart(12),
    'largest gzip'.padStart(14),
  );
  for (const [kind, s] of sizes) {
    if (kind !== 'search client (JS)') [raw, gzip] = [raw + s.raw, gzip + s.gzip];
    console.log(
      kind.padEnd(21),
      String(s.files).padStart(6),
      kib(s.raw).padStart(12),
      kib(s.gzip).padStart(12),
      kib(s.largest).padStart(14),
    );
  }
  console.log('whole index'.padEnd(21), ''.padStart(6), kib(raw).padStart(12), kib(gzip).padStart(12));

  const server = await startStaticServer(buildDir, {gzip: true});
  const browser = await launchBrowser();
  let worst = 0;
  try {
    await quality(browser);
    console.log(`\nqueries typed into the search box on ${FROM}, empty cache, gzip, median of ${RUNS} runs:`);
    console.log(
      'time: from the last keystroke to the results, cold (empty cache) and warm (same query again); and from Ctrl+K, cold',
    );
    console.log(
      'query'.padEnd(20),
      'hits'.padStart(5),
      'reqs'.padStart(5),
      'before 1st result'.padStart(18),
      'with snippets'.padStart(14),
      'cold'.padStart(8),
      'warm'.padStart(8),
      'from Ctrl+K'.padStart(12),
    );
    for (const query of QUERIES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runQuery(browser, server.url, query));
      const before = median(runs.map((r) => r.beforeFirst));
      worst = Math.max(worst, ...runs.map((r) => r.beforeFirst));
      console.log(
        query.padEnd(20),
        String(runs[0].results).padStart(5),
        String(median(runs.map((r) => r.requests))).padStart(5),
        kib(before).padStart(18),
        kib(median(runs.map((r) => r.withSnippets))).padStart(14),
        `${median(runs.map((r) => r.ms)).toFixed(0)} ms`.padStart(8),
        `${median(runs.map((r) => r.warmMs)).toFixed(0)} ms`.padStart(8),
        `${median(runs.map((r) => r.fromOpenMs)).toFixed(0)} ms`.padStart(12),
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const ok = worst <= BUDGET;
  console.log(
    `\nbudget: at most ${kib(BUDGET)} gzip fetched before the first result; largest run: ${kib(worst)} — ${ok ? 'OK' : 'OVER'}`,
  );
  if (!ok) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
