/**
 * Comparative benchmark: our site against anchors built from the same pages (every page of every section) inside the bench
 * (bench/anchors/generate.ts): a vanilla Docusaurus 3.10 site (Faster on), a VitePress 1.x site, and
 * the assembled peer (bench/anchors/peer.ts: vanilla plus the community plugins for our features).
 * Prints, side by side with the ratios ours/vanilla, ours/VitePress and ours/peer: cold build time and peak memory,
 * first-visit gzip bytes of four pages (browser-measured, prefetches excluded), and Lighthouse mobile
 * and desktop scores with LCP/TBT/CLS (medians), every site served gzipped on 127.0.0.1.
 *
 * Usage: npm run bench:compare [-- --runs 1] [--skip-lighthouse] [--skip-build] [--only ours,docusaurus,vitepress,peer]
 * With `--scale 1,4,10`, the scale bench instead (bench/scale/run.ts): the four sites at each multiple
 * of the pages (no Lighthouse, so `--runs` and `--skip-lighthouse` do not apply).
 * Progress goes to stderr, the tables to stdout. A site whose build, server, first visit or Lighthouse
 * run fails is not the end of the run: its cells read —, every table is printed, then the failures,
 * and the exit code is 1. Not part of the tests.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {CHROMIUM_PATH, launchBrowser} from '../tests/support/chromium';
import {startStaticServer, type RunningServer} from '../tests/support/static-server';
import {DOCUSAURUS_DIR, loadPages, prepareAnchors, VITEPRESS_DIR, VITEPRESS_SRC} from './anchors/generate';
import {PEER_DIR, peerRoute, preparePeer} from './anchors/peer';
import {HYDRATED, measureFirstVisit} from '../tests/support/first-visit';
import {ensureLighthouse, runLighthouse, type FormFactor, type LighthouseResult} from './lighthouse';
import {median, ratio} from './figures';
import {anchorBuild, coldBuild, ourBuild, PAGES, timed, type BuildCommand, type Timed} from './run';
import {parseScales} from './scale/model';
import {runScaleBench} from './scale/run';

const root = path.resolve(__dirname, '..');

interface Site {
  id: 'ours' | 'docusaurus' | 'vitepress' | 'peer';
  label: string;
  outDir: string;
  hydrated: string;
  /** The site's address for a bench page (PAGES): the page itself, but the peer's reference has routes of its own. */
  route(page: string): string;
  /** The Docusaurus build of a Docusaurus site (run cold by `build`). */
  command?(): BuildCommand;
  build(): Promise<Timed>;
  version(): string;
}

const pkgVersion = (dir: string, name: string) =>
  JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;

const vitepressSrc = path.join(VITEPRESS_DIR, VITEPRESS_SRC);

export const ALL_SITES: Site[] = [
  {
    id: 'ours',
    label: 'Pitel Docs',
    outDir: path.join(root, 'build'),
    hydrated: HYDRATED.docusaurus,
    route: (page) => page,
    command: () => ourBuild(root),
    build() {
      return coldBuild(this.command!());
    },
    version: () => `Docusaurus ${pkgVersion(root, '@docusaurus/core')}`,
  },
  {
    id: 'docusaurus',
    label: 'vanilla Docusaurus',
    outDir: path.join(DOCUSAURUS_DIR, 'build'),
    hydrated: HYDRATED.docusaurus,
    route: (page) => page,
    command: () => anchorBuild(DOCUSAURUS_DIR),
    build() {
      return coldBuild(this.command!());
    },
    version: () => `Docusaurus ${pkgVersion(DOCUSAURUS_DIR, '@docusaurus/core')}`,
  },
  {
    id: 'vitepress',
    label: 'VitePress',
    outDir: path.join(vitepressSrc, '.vitepress/dist'),
    hydrated: HYDRATED.vitepress,
    route: (page) => page,
    build: () => {
      for (const dir of ['.vitepress/cache', '.vitepress/dist'])
        rmSync(path.join(vitepressSrc, dir), {recursive: true, force: true});
      return timed(path.join(VITEPRESS_DIR, 'node_modules/.bin/vitepress'), ['build', VITEPRESS_SRC], VITEPRESS_DIR);
    },
    version: () => `VitePress ${pkgVersion(VITEPRESS_DIR, 'vitepress')}`,
  },
  {
    id: 'peer',
    label: 'assembled peer',
    outDir: path.join(PEER_DIR, 'build'),
    hydrated: HYDRATED.docusaurus,
    route: peerRoute,
    command: () => anchorBuild(PEER_DIR),
    build() {
      return coldBuild(this.command!());
    },
    version: () => `Docusaurus ${pkgVersion(PEER_DIR, '@docusaurus/core')} + search-local, llms-txt, openapi-docs`,
  },
];

// ---------------------------------------------------------------------------------------------
// Printing.

type Values = Partial<Record<Site['id'], number>>;

export {median, ratio};

const COLUMNS = [
  'Pitel Docs',
  'vanilla Docusaurus',
  'VitePress',
  'peer',
  'ours/vanilla',
  'ours/VitePress',
  'ours/peer',
];

function printTable(title: string, rows: {label: string; values: Values}[], format: (n: number) => string) {
  const cell = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '—' : format(v));
  // Ratios of the figures as shown, so two figures shown as 0.000 give no ratio.
  const shown = (v: number | undefined) => (v === undefined ? undefined : Number(format(v)));
  const body = rows.map((r) => [
    r.label,
    cell(r.values.ours),
    cell(r.values.docusaurus),
    cell(r.values.vitepress),
    cell(r.values.peer),
    ratio(shown(r.values.ours), shown(r.values.docusaurus)),
    ratio(shown(r.values.ours), shown(r.values.vitepress)),
    ratio(shown(r.values.ours), shown(r.values.peer)),
  ]);
  const first = Math.max(...body.map((r) => r[0].length));
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...body.map((r) => r[i + 1].length)));
  const line = (cells: string[]) =>
    [cells[0].padEnd(first), ...cells.slice(1).map((c, i) => c.padStart(widths[i]))].join('  ');
  console.log(`\n${title}`);
  console.log(line(['', ...COLUMNS]));
  for (const r of body) console.log(line(r));
}

const progress = (msg: string) => process.stderr.write(`${msg}\n`);

/** What failed during a run, one line each (`<site>, <what>: <first line of the error>`), printed at the end. */
export const failures: string[] = [];

/** Runs one measure; when it throws, notes the failure (and its whole message on stderr) and gives undefined. */
export async function attempt<T>(what: string, fn: () => Promise<T>): Promise<T | undefined> {
  try {
    return await fn();
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    failures.push(`${what}: ${message.split('\n')[0]}`);
    progress(`✗ ${what}: ${message}`);
    return undefined;
  }
}

/** Prints the failures of the run, if any, and sets the exit code to 1. */
function reportFailures(): void {
  if (!failures.length) return;
  console.log(`\nFailures (their cells read —):`);
  for (const f of failures) console.log(`- ${f}`);
  process.exitCode = 1;
}

// ---------------------------------------------------------------------------------------------

const LIGHTHOUSE_MEASURES: {key: keyof LighthouseResult; title: string; format: (n: number) => string}[] = [
  {key: 'performance', title: 'performance score', format: (n) => n.toFixed(0)},
  {key: 'accessibility', title: 'accessibility score', format: (n) => n.toFixed(0)},
  {key: 'bestPractices', title: 'best-practices score', format: (n) => n.toFixed(0)},
  {key: 'seo', title: 'SEO score', format: (n) => n.toFixed(0)},
  {key: 'lcp', title: 'LCP (s)', format: (n) => (n / 1000).toFixed(2)},
  {key: 'tbt', title: 'TBT (ms)', format: (n) => n.toFixed(0)},
  {key: 'cls', title: 'CLS', format: (n) => n.toFixed(3)},
];

/**
 * Builds each site cold, one after the other, and prints the time and peak memory (nothing with
 * --skip-build, which needs the builds there). Gives the sites that have a build to measure.
 */
async function coldBuilds(sites: readonly Site[], skipBuild: boolean): Promise<Site[]> {
  const build: Record<string, Values> = {seconds: {}, cpuSeconds: {}, peakMiB: {}, peakTreeMiB: {}};
  const built: Site[] = [];
  for (const site of sites) {
    if (skipBuild) {
      if (existsSync(site.outDir)) built.push(site);
      else failures.push(`${site.label}, --skip-build: no build at ${site.outDir}`);
      continue;
    }
    progress(`building ${site.label} (cold) …`);
    const r = await attempt(`${site.label}, cold build`, () => site.build());
    if (!r) continue;
    built.push(site);
    build.seconds[site.id] = r.seconds;
    build.cpuSeconds[site.id] = r.cpuSeconds;
    build.peakMiB[site.id] = r.peakMiB;
    build.peakTreeMiB[site.id] = r.peakTreeMiB;
  }
  if (!skipBuild) {
    printTable(
      'Cold build (caches deleted before each)',
      [
        {label: 'time (s)', values: build.seconds},
        {label: 'CPU time, user + system (s)', values: build.cpuSeconds},
        {label: 'peak memory (MiB, largest process)', values: build.peakMiB},
        {label: 'peak memory (MiB, process tree)', values: build.peakTreeMiB},
      ],
      (n) => n.toFixed(1),
    );
  }
  return built;
}

/** Measures the first visit of each page on each site and prints its bytes and files. */
async function firstVisits(sites: readonly Site[], servers: ReadonlyMap<Site['id'], RunningServer>): Promise<void> {
  const code: Record<string, Values> = {};
  const bytes: Record<string, Values> = {};
  const files: Record<string, Values> = {};
  const browser = await launchBrowser();
  try {
    for (const page of PAGES) {
      code[page] = {};
      bytes[page] = {};
      files[page] = {};
      for (const site of sites) {
        const server = servers.get(site.id);
        if (!server) continue;
        const route = site.route(page);
        progress(`first visit ${site.label} ${route}`);
        const r = await attempt(`${site.label}, first visit of ${route}`, () =>
          measureFirstVisit(browser, server.url, route, {sizes: 'served'}, site.hydrated),
        );
        if (!r) continue;
        code[page][site.id] = r.code / 1024;
        bytes[page][site.id] = r.total / 1024;
        files[page][site.id] = r.files.length;
      }
    }
  } finally {
    await browser.close();
  }
  const kib = (n: number) => n.toFixed(1);
  printTable(
    'First visit: JS+CSS+HTML (KiB gzip, empty cache, prefetches excluded)',
    PAGES.map((p) => ({label: p, values: code[p]})),
    kib,
  );
  printTable(
    'First visit: all files, fonts and images included (KiB gzip, prefetches excluded)',
    PAGES.map((p) => ({label: p, values: bytes[p]})),
    kib,
  );
  printTable(
    'First visit: files (prefetches excluded)',
    PAGES.map((p) => ({label: p, values: files[p]})),
    (n) => n.toFixed(0),
  );
}

/**
 * Runs Lighthouse `runs` times on each page of each site, phone and desktop, and prints the median of
 * each measure. Runs interleaved across sites, so a slow moment of the machine hits all three alike.
 */
async function lighthouseRuns(
  sites: readonly Site[],
  servers: ReadonlyMap<Site['id'], RunningServer>,
  runs: number,
): Promise<void> {
  const formFactors: FormFactor[] = ['mobile', 'desktop'];
  const results = new Map<string, LighthouseResult[]>();
  const key = (ff: FormFactor, page: string, site: Site['id']) => `${ff} ${page} ${site}`;
  for (let run = 1; run <= runs; run++) {
    for (const ff of formFactors) {
      for (const page of PAGES) {
        for (const site of sites) {
          const server = servers.get(site.id);
          if (!server) continue;
          const route = site.route(page);
          progress(`lighthouse ${run}/${runs} ${ff} ${site.label} ${route}`);
          const r = await attempt(`${site.label}, Lighthouse ${ff} run ${run} of ${route}`, () =>
            runLighthouse(server.url + route, ff),
          );
          if (r) results.set(key(ff, page, site.id), [...(results.get(key(ff, page, site.id)) ?? []), r]);
        }
      }
    }
  }
  for (const ff of formFactors) {
    for (const m of LIGHTHOUSE_MEASURES) {
      const rows = PAGES.map((page) => ({
        label: page,
        values: Object.fromEntries(
          sites.map((s) => [s.id, median((results.get(key(ff, page, s.id)) ?? []).map((r) => r[m.key]))]),
        ),
      }));
      printTable(`Lighthouse ${ff}: ${m.title}, median of ${runs}`, rows, m.format);
    }
  }
}

async function main() {
  const {values: opts} = parseArgs({
    options: {
      runs: {type: 'string', default: '3'},
      'skip-lighthouse': {type: 'boolean', default: false},
      'skip-build': {type: 'boolean', default: false},
      only: {type: 'string'},
      scale: {type: 'string'},
      'skip-heap-check': {type: 'boolean', default: false},
    },
  });
  const runs = Number(opts.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive whole number');
  const only = opts.only?.split(',').map((s) => s.trim());
  const sites = ALL_SITES.filter((s) => !only || only.includes(s.id));
  if (!sites.length) throw new Error(`--only takes a comma-separated list of ${ALL_SITES.map((s) => s.id).join(', ')}`);

  if (opts.scale !== undefined) {
    return runScaleBench({
      scales: parseScales(opts.scale),
      sites: sites.map((s) => s.id),
      skipBuild: opts['skip-build'],
      heapCheck: !opts['skip-heap-check'],
    });
  }

  const anchorPages = prepareAnchors({
    docusaurus: sites.some((s) => s.id === 'docusaurus'),
    vitepress: sites.some((s) => s.id === 'vitepress'),
  });
  if (sites.some((s) => s.id === 'peer') && !opts['skip-build']) preparePeer(loadPages());
  const lighthouseVersion = opts['skip-lighthouse'] ? undefined : ensureLighthouse();

  console.log(
    `Comparative benchmark: Pitel Docs vs vanilla Docusaurus vs VitePress vs the assembled peer (the same ${anchorPages.length} pages)`,
  );
  console.log(`${sites.map((s) => `${s.label}: ${s.version()}`).join('; ')}`);
  const chromium = execFileSync(CHROMIUM_PATH, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  console.log(
    `Node ${process.version}; ${chromium}${lighthouseVersion ? `; Lighthouse ${lighthouseVersion}` : ''}; ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`,
  );
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.log(
    `One run on one machine (load average at start: ${load()}): compare the ratios, not the absolute figures.`,
  );

  const built = await coldBuilds(sites, opts['skip-build']);
  const servers = new Map<Site['id'], RunningServer>();
  for (const site of built) {
    const server = await attempt(`${site.label}, static server`, () => startStaticServer(site.outDir, {gzip: true}));
    if (server) servers.set(site.id, server);
  }
  try {
    await firstVisits(sites, servers);
    if (!opts['skip-lighthouse']) await lighthouseRuns(sites, servers, runs);
  } finally {
    for (const server of servers.values()) await server.close();
    reportFailures();
    console.log(`\nLoad average at the end: ${load()}`);
  }
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
