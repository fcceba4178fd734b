/**
 * Benchmark of the site search, on the current build (run `npm run build` first):
 * - the size of the index under build/search/ (raw and gzip), by kind of file;
 * - for a few queries typed into the navbar box in Chromium with an empty cache, the bytes (gzip)
 *   fetched before the first result (search client + manifest + page list + shards) and once the
 *   snippets are in (+ page texts), against the 150 KiB budget;
 * - the time from the last keystroke to the results, cold (empty cache) and warm (the same query
 *   again in the same page), and, cold, from Ctrl+K (which starts loading the client) to the results.
 * Usage: npx tsx bench/search.ts   (prints figures; exits 1 if a query is over the budget)
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser, Request} from 'playwright-core';
import {launchBrowser} from '../tests/support/chromium';
import {startStaticServer} from '../tests/support/static-server';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
export const QUERIES = ['campaign', 'presskey', 'cai dat ung dung', 'cài đặt ứng dụng', 'dat', 'time_ringging', 'qxzvjkwq'];
const FROM = '/api/v3/campaign/create';
const RUNS = 3;
const BUDGET = 150 * 1024;

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

function indexSize() {
  const dir = path.join(buildDir, 'search');
  const kinds = new Map<string, {files: number; raw: number; gzip: number; largest: number}>();
  for (const file of files(dir).filter((f) => f.endsWith('.json'))) {
    const rel = path.relative(dir, file);
    const kind = rel.includes('/t/') ? 'shards' : rel.includes('/p/') ? 'page texts' : path.basename(rel);
    const text = readFileSync(file);
    const gz = gzipSync(text).length;
    const k = kinds.get(kind) ?? {files: 0, raw: 0, gzip: 0, largest: 0};
    kinds.set(kind, {files: k.files + 1, raw: k.raw + text.length, gzip: k.gzip + gz, largest: Math.max(k.largest, gz)});
  }
  const js = path.join(buildDir, 'assets/js');
  const client = readdirSync(js).filter((f) => f.startsWith('search-client.'));
  for (const f of client) {
    const text = readFileSync(path.join(js, f));
    kinds.set('search client (JS)', {files: 1, raw: statSync(path.join(js, f)).size, gzip: gzipSync(text).length, largest: gzipSync(text).length});
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

async function main() {
  console.log('Pitel Docs search benchmark (build/)');
  const sizes = indexSize();
  let raw = 0;
  let gzip = 0;
  console.log('\nindex:'.padEnd(22), 'files'.padStart(6), 'raw'.padStart(12), 'gzip'.padStart(12), 'largest gzip'.padStart(14));
  for (const [kind, s] of sizes) {
    if (kind !== 'search client (JS)') [raw, gzip] = [raw + s.raw, gzip + s.gzip];
    console.log(kind.padEnd(21), String(s.files).padStart(6), kib(s.raw).padStart(12), kib(s.gzip).padStart(12), kib(s.largest).padStart(14));
  }
  console.log('whole index'.padEnd(21), ''.padStart(6), kib(raw).padStart(12), kib(gzip).padStart(12));

  const server = await startStaticServer(buildDir, {gzip: true});
  const browser = await launchBrowser();
  let worst = 0;
  try {
    console.log(`\nqueries typed into the search box on ${FROM}, empty cache, gzip, median of ${RUNS} runs:`);
    console.log('time: from the last keystroke to the results, cold (empty cache) and warm (same query again); and from Ctrl+K, cold');
    console.log('query'.padEnd(20), 'hits'.padStart(5), 'reqs'.padStart(5), 'before 1st result'.padStart(18), 'with snippets'.padStart(14), 'cold'.padStart(8), 'warm'.padStart(8), 'from Ctrl+K'.padStart(12));
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
  console.log(`\nbudget: at most ${kib(BUDGET)} gzip fetched before the first result; largest run: ${kib(worst)} — ${ok ? 'OK' : 'OVER'}`);
  if (!ok) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
