/**
 * What each patch of the performance layer (packages/docusaurus-lean) buys, measured: the site is built
 * as it is, on stock Docusaurus (the layer off), and without each patch (through the layer's switch,
 * PERFORMANCE_LAYER), and every build is measured the same way:
 * - first-visit bytes of the four bench pages (JS+CSS+HTML gzip, prefetches excluded);
 * - main-thread task time of a first visit to `/` at 4× CPU slowdown, at phone width (390 px) and
 *   at desktop width (1280 px): Chromium's `TaskDuration` metric from the navigation until the page
 *   has hydrated and the browser has been idle for a second (so the work that follows hydration,
 *   route prefetching included, counts), the median of `--runs` visits;
 * - the JS and CSS the pages a reader opens next load (LATER_PAGES, after a first visit to the endpoint
 *   page; gzip -9 of the built files, prefetches refused);
 * - the cold build time (median of `--build-runs` builds).
 * A patch earns its place when it saves at least 2 KiB gzip on every first visit or on the later pages,
 * or 20 ms of main-thread task time, clearly above the spread between runs (CONTRIBUTING.md, "The
 * performance layer"). A patch added to the layer's PATCHES gets its variant here by itself.
 *
 * Usage: npm run bench:patches [-- --runs 5] [--build-runs 1] [--only all,lean-css] [--skip-build]
 * Builds go to bench/.work/patches/ (git-ignored). Not part of the tests.
 */
import {mkdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {Browser} from 'playwright-core';
import {launchBrowser} from '../tests/support/chromium';
import {startStaticServer} from '../tests/support/static-server';
import {median} from './compare';
import {gzipSize, isPrefetch, measureFirstVisit} from '../tests/support/first-visit';
import {ourBuildEnv, PAGES, timed} from './run';
import {LAYER_SWITCH, PATCHES, PATCH_IDS, type PatchId} from 'docusaurus-lean';

const root = path.resolve(__dirname, '..');
const work = path.join(__dirname, '.work', 'patches');

/** A build of the site with some of the performance layer's patches (packages/docusaurus-lean). */
interface Variant {
  id: string;
  what: string;
  /** The PERFORMANCE_LAYER value the variant is built with. */
  layer: string;
  /** The variant this one is compared with, when it cannot leave its patch out alone ('all' otherwise). */
  against?: string;
}

/** The patches that need `id`, directly or through another (they go when it goes). */
function dependents(id: PatchId): PatchId[] {
  const direct = PATCH_IDS.filter((p) => (PATCHES[p].needs as readonly string[]).includes(id));
  return [...new Set([...direct, ...direct.flatMap(dependents)])];
}

/**
 * The site as it is, stock Docusaurus (the layer off), and the site without each patch. A patch that
 * others need goes with them, and is compared with the variant without those others.
 */
export function variants(): Variant[] {
  const without = (id: PatchId): Variant => {
    const gone = new Set([id, ...dependents(id)]);
    const rest = PATCH_IDS.filter((p) => !gone.has(p));
    const others = dependents(id);
    return {
      id,
      what: `without ${id}${others.length ? ` (and ${others.join(', ')}, which need it; compared with the variant without them)` : ''}`,
      layer: rest.length ? rest.join(',') : 'off',
      ...(others.length === 1 ? {against: others[0]} : {}),
    };
  };
  return [
    {id: 'all', what: 'the site as it is', layer: 'on'},
    {id: 'stock', what: 'stock Docusaurus (the layer off)', layer: 'off'},
    ...PATCH_IDS.map(without),
  ];
}

export const VARIANTS = variants();

async function build(v: Variant): Promise<{seconds: number; peakMiB: number}> {
  const outDir = path.join(work, v.id);
  for (const dir of [outDir, path.join(root, '.docusaurus'), path.join(root, 'node_modules/.cache')])
    rmSync(dir, {recursive: true, force: true});
  return timed(path.join(root, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', outDir], root, {
    ...ourBuildEnv(),
    [LAYER_SWITCH]: v.layer,
  });
}

/** Main-thread task time (ms) of one first visit, at 4× CPU slowdown. */
async function mainThreadMs(browser: Browser, url: string, width: number): Promise<number> {
  const context = await browser.newContext({
    viewport: {width, height: width < 600 ? 844 : 900},
    isMobile: width < 600,
    hasTouch: width < 600,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await cdp.send('Performance.enable');
  const before = await cdp.send('Performance.getMetrics');
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
  // Idle for a second: hydration's deferred work and the prefetching of visible links are done.
  // A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
  await page.evaluate(`new Promise((resolve) => {
    let last = performance.now();
    const obs = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) last = Math.max(last, e.startTime + e.duration);
    });
    obs.observe({type: 'longtask', buffered: true});
    const check = () => (performance.now() - last > 1000 ? (obs.disconnect(), resolve()) : setTimeout(check, 100));
    check();
  })`);
  const after = await cdp.send('Performance.getMetrics');
  const metric = (m: {metrics: {name: string; value: number}[]}) =>
    m.metrics.find((x) => x.name === 'TaskDuration')?.value ?? NaN;
  await context.close();
  return (metric(after) - metric(before)) * 1000;
}

/**
 * The pages a reader opens after a first visit to the endpoint page, in turn: another endpoint page, a
 * page of prose with code tabs, a guide page. Each is loaded as a click on its link loads it
 * (`window.docusaurus.preload`, what the theme's Link calls).
 */
export const LATER_PAGES = ['/api/v3/lead/create', '/authentication', '/guide/portal_callcenter_guide/queue'];

/**
 * The JS and CSS the LATER_PAGES load, one after another, after a first visit to PAGES[1]: gzip -9 of
 * the built files (as the budgets count), each file once. Prefetches are refused for the whole visit, so
 * the figure is what the pages need and not what the browser fetched ahead (which differs between
 * variants: route-shards prefetches a shard where stock Docusaurus prefetches the pages' chunks), and
 * the later pages start once the first visit's network is idle. Returns the bytes and the prefetches
 * refused.
 */
async function measureLaterPages(
  browser: Browser,
  url: string,
  buildDir: string,
): Promise<{bytes: number; refused: number}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  let refused = 0;
  await context.route('**/*', (route) => {
    if (!isPrefetch(route.request().headers())) return route.continue();
    refused += 1;
    return route.abort();
  });
  const page = await context.newPage();
  await page.goto(`${url}${PAGES[1]}`, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
  await page.waitForLoadState('networkidle');
  const files = new Set<string>();
  page.on('request', (req) => {
    const {pathname} = new URL(req.url());
    if (/\.(?:js|css)$/.test(pathname)) files.add(pathname);
  });
  // `preload` resolves once the route's files are loaded.
  for (const later of LATER_PAGES) await page.evaluate(`window.docusaurus.preload(${JSON.stringify(later)})`);
  await context.close();
  const bytes = [...files].reduce((sum, f) => sum + gzipSize(path.join(buildDir, decodeURIComponent(f))), 0);
  return {bytes, refused};
}

interface Row {
  id: string;
  buildSeconds: number;
  bytes: Record<string, number>;
  /** What the LATER_PAGES load after the first visit. */
  laterBytes: number;
  phoneMs: number;
  desktopMs: number;
}

/** First-visit JS+CSS+HTML bytes of the bench pages. */
async function measureBytes(browser: Browser, url: string): Promise<Record<string, number>> {
  const bytes: Record<string, number> = {};
  for (const p of PAGES) {
    const r = await measureFirstVisit(browser, url, p, {sizes: 'served'});
    bytes[p] = r.code;
  }
  return bytes;
}

/**
 * Main-thread time of every variant, in rounds: each round visits every variant once at each width,
 * so that a slower moment of the machine weighs on all variants alike instead of on the last ones.
 */
async function measureMainThread(browser: Browser, urls: Map<string, string>, runs: number) {
  const phone = new Map<string, number[]>();
  const desktop = new Map<string, number[]>();
  for (let i = 0; i < runs; i += 1) {
    process.stderr.write(`main-thread round ${i + 1}/${runs} …\n`);
    for (const [id, url] of urls) {
      phone.set(id, [...(phone.get(id) ?? []), await mainThreadMs(browser, `${url}/`, 390)]);
      desktop.set(id, [...(desktop.get(id) ?? []), await mainThreadMs(browser, `${url}/`, 1280)]);
    }
  }
  for (const id of urls.keys()) {
    process.stderr.write(
      `  ${id}: phone ${phone
        .get(id)!
        .map((x) => x.toFixed(0))
        .join(' ')} ms; desktop ${desktop
        .get(id)!
        .map((x) => x.toFixed(0))
        .join(' ')} ms\n`,
    );
  }
  return {phone, desktop};
}

const kib = (n: number) => (n / 1024).toFixed(1);
const signed = (n: number, digits = 1) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;

function print(rows: Row[], runs: number, buildRuns: number): void {
  const all = rows.find((r) => r.id === 'all');
  console.log(`# Patches: what each one buys (median of ${runs} visits, ${buildRuns} build(s) each)\n`);
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}\n`,
  );
  console.log(
    'Without the patch, compared with the site as it is, or with the variant named (positive = the patch saves that much):\n',
  );
  console.log(
    `| variant | first visit / (KiB) | other pages (KiB) | later pages (KiB) | main thread / phone (ms) | main thread / desktop (ms) | cold build (s) |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const v = VARIANTS.find((x) => x.id === r.id)!;
    const others = PAGES.slice(1)
      .map((p) => kib(r.bytes[p] ?? NaN))
      .join(' / ');
    const base = rows.find((x) => x.id === (v.against ?? 'all'));
    if (r === all || !base) {
      console.log(
        `| ${v.what} | ${kib(r.bytes['/'])} | ${others} | ${kib(r.laterBytes)} | ${r.phoneMs.toFixed(0)} | ${r.desktopMs.toFixed(0)} | ${r.buildSeconds.toFixed(1)} |`,
      );
      continue;
    }
    const d = (p: string) => signed(((r.bytes[p] ?? NaN) - (base.bytes[p] ?? NaN)) / 1024);
    console.log(
      `| ${v.what} | ${kib(r.bytes['/'])} (${d('/')}) | ${PAGES.slice(1).map(d).join(' / ')} | ${kib(r.laterBytes)} (${signed((r.laterBytes - base.laterBytes) / 1024)}) | ${r.phoneMs.toFixed(0)} (${signed(r.phoneMs - base.phoneMs, 0)}) | ${r.desktopMs.toFixed(0)} (${signed(r.desktopMs - base.desktopMs, 0)}) | ${r.buildSeconds.toFixed(1)} (${signed(r.buildSeconds - base.buildSeconds)}) |`,
    );
  }
}

async function main() {
  const {values: opts} = parseArgs({
    options: {
      runs: {type: 'string', default: '5'},
      'build-runs': {type: 'string', default: '1'},
      only: {type: 'string'},
      'skip-build': {type: 'boolean', default: false},
    },
  });
  const runs = Number(opts.runs);
  const buildRuns = Number(opts['build-runs']);
  const only = opts.only?.split(',');
  const variants = VARIANTS.filter((v) => !only || only.includes(v.id));
  mkdirSync(work, {recursive: true});
  const seconds = new Map<string, number>();
  if (!opts['skip-build']) {
    for (const v of variants) {
      const times: number[] = [];
      for (let i = 0; i < buildRuns; i += 1) {
        process.stderr.write(`building ${v.id} (${i + 1}/${buildRuns}) …\n`);
        times.push((await build(v)).seconds);
      }
      seconds.set(v.id, median(times));
    }
  }
  const browser = await launchBrowser();
  const servers = await Promise.all(variants.map((v) => startStaticServer(path.join(work, v.id), {gzip: true})));
  const rows: Row[] = [];
  try {
    const urls = new Map(variants.map((v, i) => [v.id, servers[i].url]));
    const bytes = new Map<string, Record<string, number>>();
    const later = new Map<string, number>();
    for (const [id, url] of urls) {
      bytes.set(id, await measureBytes(browser, url));
      const {bytes: laterBytes, refused} = await measureLaterPages(browser, url, path.join(work, id));
      later.set(id, laterBytes);
      process.stderr.write(
        `  ${id}: later pages ${(laterBytes / 1024).toFixed(1)} KiB, ${refused} prefetches refused\n`,
      );
    }
    const {phone, desktop} = await measureMainThread(browser, urls, runs);
    for (const v of variants) {
      rows.push({
        id: v.id,
        bytes: bytes.get(v.id)!,
        laterBytes: later.get(v.id)!,
        phoneMs: median(phone.get(v.id)!),
        desktopMs: median(desktop.get(v.id)!),
        buildSeconds: seconds.get(v.id) ?? NaN,
      });
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
  print(rows, runs, buildRuns);
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
