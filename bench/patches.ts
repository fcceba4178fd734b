/**
 * What each of the site's patches to stock Docusaurus buys, measured: the site is built once as it
 * is and once without each patch, and every build is measured the same way:
 * - first-visit bytes of the four bench pages (JS+CSS+HTML gzip, prefetches excluded);
 * - main-thread task time of a first visit to `/` at 4× CPU slowdown, at phone width (390 px) and
 *   at desktop width (1280 px): Chromium's `TaskDuration` metric from the navigation until the page
 *   has hydrated and the browser has been idle for a second (so the work that follows hydration,
 *   route prefetching included, counts), the median of `--runs` visits;
 * - the cold build time (median of `--build-runs` builds).
 * A patch earns its place when it saves at least 2 KiB gzip or 20 ms of main-thread task time,
 * clearly above the spread between runs (CONTRIBUTING.md, "Upgrading Docusaurus"). To measure a patch that
 * is not in the site yet, add it and a variant without it here.
 *
 * Usage: npm run bench:patches [-- --runs 5] [--build-runs 1] [--only all,lean-css] [--skip-build]
 * Builds go to bench/.work/patches/ (git-ignored). Not part of the tests.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {Browser} from 'playwright-core';
import {launchBrowser} from '../tests/support/chromium';
import {startStaticServer} from '../tests/support/static-server';
import {median} from './compare';
import {measureFirstVisit} from '../tests/support/first-visit';
import {ourBuild, PAGES, timed, type BuildCommand} from './run';
import {importsFor, PAGE_COMPONENTS} from '../src/plugins/page-components/remark';

const root = path.resolve(__dirname, '..');
const work = path.join(__dirname, '.work', 'patches');

/**
 * How a variant differs from the site as it is: plugins left out or given options, remark plugins left
 * out of the docs instances, theme components served from the classic theme or from a file this bench
 * writes.
 */
interface Variant {
  id: string;
  what: string;
  /** Plugins of the config's list left out, by their function's name. */
  withoutPlugins?: string[];
  /** Options given to plugins of the list, by their function's name: a patch switched off inside its plugin. */
  pluginOptions?: Record<string, Record<string, unknown>>;
  /** Remark plugins left out of every docs instance, by their function's name. */
  withoutRemarkPlugins?: string[];
  /** Theme components served from the classic theme instead of the site's fork. */
  unfork?: string[];
  /** Theme components served from a module this bench writes into bench/.work/patches/ (the function gives its code). */
  replace?: Record<string, () => string>;
  /** The variant this one is compared with, when it cannot leave its patch out alone ('all' otherwise). */
  against?: string;
}

/**
 * The stock way to offer the tabs and the shared facts to every page: MDXComponents lists them (what
 * src/plugins/page-components/remark.ts replaces with an import in each page that renders one).
 */
function mdxComponentsWithPageComponents(): string {
  return [
    `import MDXComponents from '@site/src/theme/MDXComponents';`,
    ...importsFor(Object.keys(PAGE_COMPONENTS)),
    `export default {...MDXComponents, ${Object.keys(PAGE_COMPONENTS).join(', ')}};`,
    '',
  ].join('\n');
}

export const VARIANTS: Variant[] = [
  {id: 'all', what: 'the site as it is'},
  {id: 'lean-tslib', what: 'without src/plugins/lean-tslib', withoutPlugins: ['leanTslib']},
  {id: 'lean-css', what: 'without src/plugins/lean-css', withoutPlugins: ['leanCss']},
  {id: 'route-shards', what: 'without src/plugins/route-shards (shard-hashes included)', withoutPlugins: ['routeShards']},
  {id: 'shard-hashes', what: 'without src/plugins/route-shards/shard-hashes.ts', pluginOptions: {routeShards: {shardHashes: false}}},
  // shard-hashes finds a route shard by its chunk id, which is its name only with lean-runtime's named
  // ids: without lean-runtime it has nothing to move, so this variant leaves both out and is compared
  // with the variant without shard-hashes.
  {
    id: 'lean-runtime',
    what: 'without src/plugins/lean-runtime (compared with the variant without shard-hashes)',
    withoutPlugins: ['leanRuntime'],
    pluginOptions: {routeShards: {shardHashes: false}},
    against: 'shard-hashes',
  },
  {
    id: 'page-components',
    what: 'without src/plugins/page-components (MDXComponents offers the tabs and facts to every page)',
    withoutPlugins: ['pageComponents'],
    withoutRemarkPlugins: ['remarkPageComponents'],
    replace: {MDXComponents: mdxComponentsWithPageComponents},
  },
  {id: 'lazy-drawer', what: 'classic Navbar/MobileSidebar instead of src/theme/Navbar/MobileSidebar', unfork: ['Navbar/MobileSidebar']},
];

/** A config file that imports the site's config and leaves out what the variant leaves out. */
function writeVariantConfig(v: Variant): string {
  const file = path.join(work, `${v.id}.config.ts`);
  const aliases: Record<string, string> = {};
  for (const c of v.unfork ?? []) aliases[`@theme/${c}`] = require.resolve(`@docusaurus/theme-classic/lib/theme/${c}/index.js`);
  for (const [c, code] of Object.entries(v.replace ?? {})) {
    const module = path.join(work, `${v.id}.${c.replaceAll('/', '-')}.js`);
    writeFileSync(module, code());
    aliases[`@theme/${c}`] = module;
  }
  writeFileSync(
    file,
    `import base from ${JSON.stringify(path.join(root, 'docusaurus.config'))};
const withoutPlugins = ${JSON.stringify(v.withoutPlugins ?? [])};
const pluginOptions = ${JSON.stringify(v.pluginOptions ?? {})};
const withoutRemarkPlugins = ${JSON.stringify(v.withoutRemarkPlugins ?? [])};
const aliases = ${JSON.stringify(aliases)};
const named = (p) => typeof p === 'function' && p.name;
for (const name of [...withoutPlugins, ...Object.keys(pluginOptions)]) if (!(base.plugins ?? []).some((p) => named(p) === name)) throw new Error('no plugin ' + name);
const docs = (p) => Array.isArray(p) && p[0] === '@docusaurus/plugin-content-docs';
for (const name of withoutRemarkPlugins) if (!(base.plugins ?? []).some((p) => docs(p) && (p[1].remarkPlugins ?? []).some((r) => r.name === name))) throw new Error('no remark plugin ' + name);
const plugins = (base.plugins ?? [])
  .filter((p) => !withoutPlugins.includes(named(p)))
  .map((p) => (pluginOptions[named(p)] ? [p, pluginOptions[named(p)]] : p))
  .map((p) => (docs(p) && withoutRemarkPlugins.length ? [p[0], {...p[1], remarkPlugins: (p[1].remarkPlugins ?? []).filter((r) => !withoutRemarkPlugins.includes(r.name))}] : p));
if (Object.keys(aliases).length) plugins.push(() => ({name: 'bench-aliases', configureWebpack: () => ({resolve: {alias: aliases}})}));
export default {
  ...base,
  plugins,
};
`,
  );
  return file;
}

/** The build of a variant: our site with its config (`config`, written by writeVariantConfig) and our build settings. */
export function variantBuild(v: Variant, config: string): BuildCommand {
  return ourBuild(root, {args: ['build', '--config', config, '--out-dir', path.join(work, v.id)]});
}

async function build(v: Variant): Promise<{seconds: number; peakMiB: number}> {
  const command = variantBuild(v, writeVariantConfig(v));
  for (const dir of [path.join(work, v.id), path.join(root, '.docusaurus'), path.join(root, 'node_modules/.cache')]) rmSync(dir, {recursive: true, force: true});
  return timed(command.bin, command.args, command.cwd, command.env);
}

/** Main-thread task time (ms) of one first visit, at 4× CPU slowdown. */
async function mainThreadMs(browser: Browser, url: string, width: number): Promise<number> {
  const context = await browser.newContext({viewport: {width, height: width < 600 ? 844 : 900}, isMobile: width < 600, hasTouch: width < 600});
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
  const metric = (m: {metrics: {name: string; value: number}[]}) => m.metrics.find((x) => x.name === 'TaskDuration')?.value ?? NaN;
  await context.close();
  return (metric(after) - metric(before)) * 1000;
}

interface Row {
  id: string;
  buildSeconds: number;
  bytes: Record<string, number>;
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
    process.stderr.write(`  ${id}: phone ${phone.get(id)!.map((x) => x.toFixed(0)).join(' ')} ms; desktop ${desktop.get(id)!.map((x) => x.toFixed(0)).join(' ')} ms\n`);
  }
  return {phone, desktop};
}

const kib = (n: number) => (n / 1024).toFixed(1);
const signed = (n: number, digits = 1) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;

function print(rows: Row[], runs: number, buildRuns: number): void {
  const all = rows.find((r) => r.id === 'all');
  console.log(`# Patches: what each one buys (median of ${runs} visits, ${buildRuns} build(s) each)\n`);
  console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}\n`);
  console.log('Without the patch, compared with the site as it is, or with the variant named (positive = the patch saves that much):\n');
  console.log(`| variant | first visit / (KiB) | other pages (KiB) | main thread / phone (ms) | main thread / desktop (ms) | cold build (s) |`);
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    const v = VARIANTS.find((x) => x.id === r.id)!;
    const others = PAGES.slice(1).map((p) => kib(r.bytes[p] ?? NaN)).join(' / ');
    const base = rows.find((x) => x.id === (v.against ?? 'all'));
    if (r === all || !base) {
      console.log(`| ${v.what} | ${kib(r.bytes['/'])} | ${others} | ${r.phoneMs.toFixed(0)} | ${r.desktopMs.toFixed(0)} | ${r.buildSeconds.toFixed(1)} |`);
      continue;
    }
    const d = (p: string) => signed(((r.bytes[p] ?? NaN) - (base.bytes[p] ?? NaN)) / 1024);
    console.log(
      `| ${v.what} | ${kib(r.bytes['/'])} (${d('/')}) | ${PAGES.slice(1).map(d).join(' / ')} | ${r.phoneMs.toFixed(0)} (${signed(r.phoneMs - base.phoneMs, 0)}) | ${r.desktopMs.toFixed(0)} (${signed(r.desktopMs - base.desktopMs, 0)}) | ${r.buildSeconds.toFixed(1)} (${signed(r.buildSeconds - base.buildSeconds)}) |`,
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
    for (const [id, url] of urls) bytes.set(id, await measureBytes(browser, url));
    const {phone, desktop} = await measureMainThread(browser, urls, runs);
    for (const v of variants) {
      rows.push({id: v.id, bytes: bytes.get(v.id)!, phoneMs: median(phone.get(v.id)!), desktopMs: median(desktop.get(v.id)!), buildSeconds: seconds.get(v.id) ?? NaN});
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
