/**
 * Scale mode of the comparative bench (`npm run bench:compare -- --scale 1,4,10`): builds our site,
 * the vanilla Docusaurus anchor, the VitePress anchor and the assembled peer at each multiple of the pages
 * (bench/scale/model.ts), and prints for each scale and site: pages, cold build time, peak memory
 * (largest process and whole process tree), entry script gzip, first-visit JS+CSS+HTML of the four
 * bench pages, search index bytes and the bytes fetched before the first search result; then the
 * growth of each figure from the first scale to the last, side by side; then, for the Docusaurus
 * sites, where the first-visit bytes grow (bench/scale/measure.ts) and the growth limits.
 */
import {existsSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {launchBrowser} from '../../tests/support/chromium';
import {startStaticServer} from '../../tests/support/static-server';
import {DOCUSAURUS_DIR, prepareAnchors, root, VITEPRESS_DIR} from '../anchors/generate';
import {PEER_DIR, peerRoute, preparePeer} from '../anchors/peer';
import {ratio} from '../figures';
import {HYDRATED, measureFirstVisit} from '../../tests/support/first-visit';
import {anchorBuild, coldBuild, ourBuild, PAGES, timed, type BuildCommand, type Timed} from '../run';
import {QUERIES, runQuery} from '../search';
import {
  elementShare,
  htmlParts,
  mainJsFile,
  mainJsParts,
  runtimeFile,
  runtimeParts,
  searchIndexBytes,
  versionChunks,
  type HtmlParts,
  type MainJsParts,
} from './measure';
import {docusaurusDir, oursDir, peerDir, scaleName, vitepressSrc, writeAnchorsScaled, writeOursScaled} from './sites';

type SiteId = 'ours' | 'docusaurus' | 'vitepress' | 'peer';
const SITE_IDS: SiteId[] = ['ours', 'docusaurus', 'vitepress', 'peer'];
const LABELS: Record<SiteId, string> = {
  ours: 'Pitel Docs',
  docusaurus: 'vanilla Docusaurus',
  vitepress: 'VitePress',
  peer: 'assembled peer',
};
const SHORT: Record<SiteId, string> = {ours: 'ours', docusaurus: 'vanilla', vitepress: 'VitePress', peer: 'peer'};

/** The growth limits, checked on our site from the first scale to the last. */
export const LIMITS = {firstVisitGrowth: 0.15, heapLimitScale: 4};

const docusaurusBin = (dir: string) => path.join(dir, 'node_modules/.bin/docusaurus');

function siteDirs(id: SiteId, k: number) {
  if (id === 'ours') return {outDir: path.join(oursDir(k), 'build'), hydrated: HYDRATED.docusaurus};
  if (id === 'docusaurus') return {outDir: path.join(docusaurusDir(k), 'build'), hydrated: HYDRATED.docusaurus};
  if (id === 'peer') return {outDir: path.join(peerDir(k), 'build'), hydrated: HYDRATED.docusaurus};
  return {outDir: path.join(VITEPRESS_DIR, vitepressSrc(k), '.vitepress/dist'), hydrated: HYDRATED.vitepress};
}

/**
 * The heap limit of every build of the scale bench: VitePress's build of the 10× anchor runs out of
 * memory under Node's default limit (about 4 GiB on a 64-bit machine), so every site gets the same larger one.
 */
export const BUILD_HEAP_MIB = 8192;
const buildEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${BUILD_HEAP_MIB}`.trim(),
});

/** The Docusaurus build of a Docusaurus site of the bench at k×: ours with our settings, the anchors without. */
export function docusaurusBuild(
  id: 'ours' | 'docusaurus' | 'peer',
  k: number,
  env: NodeJS.ProcessEnv = buildEnv(),
): BuildCommand {
  if (id === 'ours') return ourBuild(oursDir(k), {bin: docusaurusBin(root), base: env});
  if (id === 'peer') return anchorBuild(peerDir(k), {bin: docusaurusBin(PEER_DIR), base: env});
  return anchorBuild(docusaurusDir(k), {bin: docusaurusBin(DOCUSAURUS_DIR), base: env});
}

function build(id: SiteId, k: number, env: NodeJS.ProcessEnv = buildEnv()): Promise<Timed> {
  if (id !== 'vitepress') return coldBuild(docusaurusBuild(id, k, env));
  const src = path.join(VITEPRESS_DIR, vitepressSrc(k));
  for (const dir of ['.vitepress/cache', '.vitepress/dist'])
    rmSync(path.join(src, dir), {recursive: true, force: true});
  return timed(path.join(VITEPRESS_DIR, 'node_modules/.bin/vitepress'), ['build', vitepressSrc(k)], VITEPRESS_DIR, env);
}

/** HTML pages of a build, the not-found page aside. */
function htmlPages(outDir: string): number {
  return (readdirSync(outDir, {recursive: true}) as string[]).filter(
    (f) => f.endsWith('.html') && path.basename(f) !== '404.html',
  ).length;
}

/** VitePress's site-wide data, inlined in every page's HTML: the script with its page map and its site data (with every sidebar). */
function vitepressInlineData(outDir: string): number {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  if (!/__VP_HASH_MAP__[\s\S]*__VP_SITE_DATA__/.test(html))
    throw new Error(`${outDir}/index.html: no __VP_HASH_MAP__ and __VP_SITE_DATA__; update bench/scale/run.ts`);
  return elementShare(html, /<script\b[^>]*>window\.__VP_HASH_MAP__/);
}

interface PageFigures {
  /** Browser-measured transfer bytes (gzip as served), JS+CSS+HTML. */
  firstVisit: number;
  /** Docusaurus sites: from the built files, gzip -9. */
  files?: {total: number; html: HtmlParts; versionChunk: number};
}

interface SiteFigures {
  pages: number;
  build?: Timed;
  /** main.js gzip (Docusaurus sites). */
  mainJs?: number;
  /** The site-wide route data every first visit loads (see rowsOf). */
  routeData: number;
  byPage: Record<string, PageFigures>;
  search?: {raw: number; gzip: number; files: number; beforeFirst: number; query: string};
  main?: MainJsParts;
  runtime?: {total: number; chunkMaps: number};
  mainVersionChunk?: number;
}

async function measureSite(browser: Browser, id: SiteId, k: number, built: Timed | undefined): Promise<SiteFigures> {
  const {outDir, hydrated} = siteDirs(id, k);
  const server = await startStaticServer(outDir, {gzip: true});
  try {
    const figures: SiteFigures = {pages: htmlPages(outDir), build: built, routeData: 0, byPage: {}};
    const chunks = id === 'vitepress' ? undefined : versionChunks(outDir);
    if (id !== 'vitepress') {
      figures.main = mainJsParts(readFileSync(mainJsFile(outDir), 'utf8'));
      figures.runtime = runtimeParts(readFileSync(runtimeFile(outDir), 'utf8'));
      const m = figures.main;
      figures.mainJs = m.total;
      figures.routeData = m.registry + m.routes + m.chunkNames + m.docsGlobalData + figures.runtime.chunkMaps;
      figures.mainVersionChunk = chunks!.get('default')?.gzip;
    } else {
      figures.routeData = vitepressInlineData(outDir);
    }
    for (const page of PAGES) {
      const route = id === 'peer' ? peerRoute(page) : page;
      process.stderr.write(`  first visit ${LABELS[id]} ${scaleName(k)} ${route}\n`);
      const r = await measureFirstVisit(browser, server.url, route, {sizes: 'served'}, hydrated);
      const fig: PageFigures = {firstVisit: r.code};
      if (chunks) {
        const load = await measureFirstVisit(browser, server.url, route, {sizes: 'built', buildDir: outDir}, hydrated);
        const loaded = new Set(load.files.map((f) => f.url));
        const versionChunk = [...chunks.values()].filter((c) => loaded.has(c.file)).reduce((n, c) => n + c.gzip, 0);
        fig.files = {total: load.code, html: htmlParts(outDir, route), versionChunk};
      }
      figures.byPage[page] = fig;
    }
    if (id === 'ours') {
      const index = searchIndexBytes(path.join(outDir, 'search'));
      let worst = {bytes: 0, query: ''};
      for (const query of QUERIES) {
        process.stderr.write(`  search ${scaleName(k)} "${query}"\n`);
        const r = await runQuery(browser, server.url, query);
        if (r.beforeFirst > worst.bytes) worst = {bytes: r.beforeFirst, query};
      }
      figures.search = {...index, beforeFirst: worst.bytes, query: worst.query};
    }
    return figures;
  } finally {
    await server.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Printing.

const kib = (n: number) => (n / 1024).toFixed(1);
const fixed = (d: number) => (n: number) => n.toFixed(d);

interface Row {
  label: string;
  values: Partial<Record<SiteId, number>>;
  format: (n: number) => string;
}

function table(title: string, head: string[], body: string[][]) {
  const first = Math.max(...body.map((r) => r[0].length));
  const widths = head.map((c, i) => Math.max(c.length, ...body.map((r) => r[i + 1].length)));
  const line = (cells: string[]) =>
    [cells[0].padEnd(first), ...cells.slice(1).map((c, i) => c.padStart(widths[i]))].join('  ');
  console.log(`\n${title}`);
  console.log(line(['', ...head]));
  for (const r of body) console.log(line(r));
}

function rowsOf(f: Partial<Record<SiteId, SiteFigures>>): Row[] {
  const pick = (get: (s: SiteFigures) => number | undefined) =>
    Object.fromEntries(
      SITE_IDS.map((id) => [id, f[id] && get(f[id])]).filter(([, v]) => v !== undefined),
    ) as Row['values'];
  return [
    {label: 'pages (HTML files)', values: pick((s) => s.pages), format: fixed(0)},
    {label: 'cold build (s)', values: pick((s) => s.build?.seconds), format: fixed(1)},
    {label: 'cold build CPU, user + system (s)', values: pick((s) => s.build?.cpuSeconds), format: fixed(1)},
    {label: 'peak memory, largest process (MiB)', values: pick((s) => s.build?.peakMiB), format: fixed(0)},
    {label: 'peak memory, process tree (MiB)', values: pick((s) => s.build?.peakTreeMiB), format: fixed(0)},
    {label: 'main.js (KiB)', values: pick((s) => s.mainJs), format: kib},
    {label: 'site-wide route data (KiB) *', values: pick((s) => s.routeData), format: kib},
    ...PAGES.map((p) => ({label: `first visit ${p} (KiB)`, values: pick((s) => s.byPage[p]?.firstVisit), format: kib})),
    {label: 'search index, raw (KiB)', values: pick((s) => s.search?.raw), format: kib},
    {label: 'search index, gzip (KiB)', values: pick((s) => s.search?.gzip), format: kib},
    {label: 'before the first search result (KiB)', values: pick((s) => s.search?.beforeFirst), format: kib},
  ];
}

function printScale(k: number, f: Partial<Record<SiteId, SiteFigures>>, sites: SiteId[]) {
  const rows = rowsOf(f);
  const head = [
    ...sites.map((s) => LABELS[s]),
    ...(sites.includes('ours') ? sites.filter((s) => s !== 'ours').map((s) => `ours/${SHORT[s]}`) : []),
  ];
  const cell = (r: Row, s: SiteId) => (r.values[s] === undefined ? 'n/a' : r.format(r.values[s]));
  const body = rows.map((r) => [
    r.label,
    ...sites.map((s) => cell(r, s)),
    ...(sites.includes('ours') ? sites.filter((s) => s !== 'ours').map((s) => ratio(r.values.ours, r.values[s])) : []),
  ]);
  table(
    `Scale ${scaleName(k)}: figures (gzip as served, first visits in Chromium with an empty cache, prefetches excluded)`,
    head,
    body,
  );
  console.log(
    "* in every first visit: Docusaurus's route registry, route tree, chunk names and docs global data (main.js) and chunk maps (runtime~main.js); VitePress's page map and site data with every sidebar (inlined in each HTML page). gzip -9 of what the files lose without them.",
  );
}

function printGrowth(
  first: number,
  last: number,
  results: Map<number, Partial<Record<SiteId, SiteFigures>>>,
  sites: SiteId[],
) {
  const a = rowsOf(results.get(first)!);
  const b = rowsOf(results.get(last)!);
  const body = a.map((r, i) => [r.label, ...sites.map((s) => ratio(b[i].values[s], r.values[s]).replace('—', 'n/a'))]);
  table(
    `Growth from ${scaleName(first)} to ${scaleName(last)} (figure at ${scaleName(last)} / figure at ${scaleName(first)})`,
    sites.map((s) => LABELS[s]),
    body,
  );
}

/** Docusaurus's route and doc data in a page's first visit: its parts of main.js, the chunk maps of runtime~main.js and the docs version chunk the page loads. */
export function docusaurusData(s: SiteFigures, page: string): number {
  const main = s.main!;
  return (
    main.registry +
    main.routes +
    main.chunkNames +
    main.docsGlobalData +
    s.runtime!.chunkMaps +
    (s.byPage[page].files?.versionChunk ?? 0)
  );
}

function printAttribution(id: SiteId, scales: number[], results: Map<number, Partial<Record<SiteId, SiteFigures>>>) {
  const at = (k: number) => results.get(k)![id]!;
  const [first, last] = [scales[0], scales[scales.length - 1]];
  const rows: [string, (s: SiteFigures) => number][] = [
    ['main.js', (s) => s.main!.total],
    ['  route registry (registry.js)', (s) => s.main!.registry],
    ['  route tree (routes.js)', (s) => s.main!.routes],
    ['  route chunk names', (s) => s.main!.chunkNames],
    ['  docs plugin global data', (s) => s.main!.docsGlobalData],
    ["  other plugins' global data", (s) => s.main!.otherGlobalData],
    ['  site config', (s) => s.main!.siteConfig],
    ['runtime~main.js', (s) => s.runtime!.total],
    ["  chunk maps (every chunk's name and hash)", (s) => s.runtime!.chunkMaps],
    ['docs version chunk, main section', (s) => s.mainVersionChunk ?? 0],
  ];
  for (const p of PAGES) {
    rows.push(
      [`${p}: first visit JS+CSS+HTML`, (s) => s.byPage[p].files!.total],
      ["  Docusaurus's route and doc data", (s) => docusaurusData(s, p)],
      ['  the rest', (s) => s.byPage[p].files!.total - docusaurusData(s, p)],
      ['    docs sidebar (HTML)', (s) => s.byPage[p].files!.html.sidebar],
      ['    navbar (HTML)', (s) => s.byPage[p].files!.html.navbar],
    );
  }
  const body = rows.map(([label, get]) => {
    const v = scales.map((k) => get(at(k)));
    const delta = v[v.length - 1] - v[0];
    const growth = v[0] ? `${delta >= 0 ? '+' : ''}${((delta / v[0]) * 100).toFixed(0)} %` : '—';
    return [label, ...v.map(kib), `${delta >= 0 ? '+' : ''}${kib(delta)}`, growth];
  });
  table(
    `${LABELS[id]}: where the first-visit bytes grow (KiB, gzip -9 of the built files; a main.js part is what main.js gzip loses without it)`,
    [...scales.map(scaleName), `${scaleName(first)}→${scaleName(last)}`, 'growth'],
    body,
  );
}

function printLimits(
  scales: number[],
  results: Map<number, Partial<Record<SiteId, SiteFigures>>>,
  heap?: {scale: number; ok: boolean; detail: string},
) {
  const [first, last] = [scales[0], scales[scales.length - 1]];
  const a = results.get(first)!.ours!;
  const b = results.get(last)!.ours!;
  const pageRatio = b.pages / a.pages;
  console.log(
    `\nLimits, our site from ${scaleName(first)} to ${scaleName(last)} (${a.pages} → ${b.pages} pages, ${pageRatio.toFixed(2)}×):`,
  );
  for (const p of PAGES) {
    const rest = (s: SiteFigures) => s.byPage[p].files!.total - docusaurusData(s, p);
    const growth = rest(b) / rest(a) - 1;
    console.log(
      `- first visit ${p} without Docusaurus's route and doc data: ${kib(rest(a))} → ${kib(rest(b))} KiB, ${(growth * 100).toFixed(1)} % (limit ${LIMITS.firstVisitGrowth * 100} %): ${growth <= LIMITS.firstVisitGrowth ? 'OK' : 'OVER'}`,
    );
  }
  if (a.build && b.build) {
    for (const [label, get] of [
      ['cold build time', (s: SiteFigures) => s.build!.seconds],
      ['peak memory, largest process', (s: SiteFigures) => s.build!.peakMiB],
      ['peak memory, process tree', (s: SiteFigures) => s.build!.peakTreeMiB],
    ] as const) {
      const r = get(b) / get(a);
      console.log(
        `- ${label}: ${r.toFixed(2)}× (limit: the page ratio, ${pageRatio.toFixed(2)}×): ${r <= pageRatio ? 'OK' : 'OVER'}`,
      );
    }
  }
  if (heap)
    console.log(
      `- build with a 1 GiB heap (NODE_OPTIONS=--max-old-space-size=1024) at ${scaleName(heap.scale)}: ${heap.ok ? 'passes' : 'FAILS'} (${heap.detail})`,
    );
}

// ---------------------------------------------------------------------------------------------

export interface ScaleOptions {
  scales: number[];
  sites: SiteId[];
  skipBuild: boolean;
  /** Also build our site at this scale with a 1 GiB heap, when it is one of the scales. */
  heapCheck: boolean;
}

export async function runScaleBench(opts: ScaleOptions) {
  const {scales, sites} = opts;
  const pages = prepareAnchors({docusaurus: sites.includes('docusaurus'), vitepress: sites.includes('vitepress')});
  // The peer's reference is generated once, at 1×, and copied into each k× site.
  if (sites.includes('peer') && !opts.skipBuild) preparePeer(pages);
  console.log(
    `Scale benchmark: ${sites.map((s) => LABELS[s]).join(', ')} at ${scales.map(scaleName).join(', ')} the pages`,
  );
  console.log(
    'Our site: copy n of the main section under /x<n>/ in the main sidebar ("Edition n"), copy n of each other section as a new docs instance under /<prefix>_x<n>/; the anchors get the same copies of the same pages (bench/scale/model.ts).',
  );
  console.log(
    `Node ${process.version}; ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; load average at start: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    'Peak memory: "largest process" is GNU time\'s maximum resident set size; "process tree" is the largest sum of VmRSS over the build\'s processes, sampled from /proc every 200 ms.',
  );
  console.log(
    `Every build runs with a heap limit of ${BUILD_HEAP_MIB} MiB (NODE_OPTIONS=--max-old-space-size=${BUILD_HEAP_MIB}): VitePress's build at 10× fails under Node's default limit.`,
  );

  const results = new Map<number, Partial<Record<SiteId, SiteFigures>>>();
  // A site whose build fails at a scale (VitePress runs out of heap at 10×) is left out of that scale's
  // figures and of the comparisons that need it; the others are still measured, and the failure printed.
  const failures: {id: SiteId; k: number; reason: string}[] = [];
  const failed = (id: SiteId, k: number) => failures.some((f) => f.id === id && f.k === k);
  let heap: {scale: number; ok: boolean; detail: string} | undefined;
  for (const k of scales) {
    const built: Partial<Record<SiteId, Timed>> = {};
    if (!opts.skipBuild) {
      process.stderr.write(`writing the sites at ${scaleName(k)} …\n`);
      if (sites.includes('ours')) writeOursScaled(k);
      writeAnchorsScaled(pages, k, {
        docusaurus: sites.includes('docusaurus'),
        vitepress: sites.includes('vitepress'),
        peer: sites.includes('peer'),
      });
      for (const id of sites) {
        process.stderr.write(`building ${LABELS[id]} at ${scaleName(k)} (cold) …\n`);
        try {
          built[id] = await build(id, k);
        } catch (e) {
          const text = String(e);
          const reason = /heap out of memory/.test(text)
            ? `out of memory (JavaScript heap limit ${BUILD_HEAP_MIB} MiB)`
            : text.split('\n').filter(Boolean).slice(-3).join(' ');
          failures.push({id, k, reason});
          process.stderr.write(`  ${LABELS[id]} at ${scaleName(k)}: the build failed: ${reason}\n`);
        }
      }
      if (opts.heapCheck && k === LIMITS.heapLimitScale && sites.includes('ours')) {
        process.stderr.write(`building ${LABELS.ours} at ${scaleName(k)} with a 1 GiB heap …\n`);
        try {
          const r = await build('ours', k, {...process.env, NODE_OPTIONS: '--max-old-space-size=1024'});
          heap = {scale: k, ok: true, detail: `${r.seconds.toFixed(1)} s, largest process ${r.peakMiB.toFixed(0)} MiB`};
        } catch (e) {
          heap = {scale: k, ok: false, detail: String(e).split('\n').slice(-3).join(' ')};
        }
      }
    }
    const present = sites.filter((id) => !failed(id, k));
    for (const id of present)
      if (!existsSync(siteDirs(id, k).outDir))
        throw new Error(`no build of ${LABELS[id]} at ${scaleName(k)}: run without --skip-build`);
    const browser = await launchBrowser();
    try {
      const figures: Partial<Record<SiteId, SiteFigures>> = {};
      for (const id of present) figures[id] = await measureSite(browser, id, k, built[id]);
      results.set(k, figures);
      printScale(k, figures, present);
    } finally {
      await browser.close();
    }
  }
  const everywhere = sites.filter((id) => scales.every((k) => !failed(id, k)));
  if (scales.length > 1) {
    printGrowth(scales[0], scales[scales.length - 1], results, everywhere);
    for (const id of everywhere.filter((s) => s !== 'vitepress')) printAttribution(id, scales, results);
    if (everywhere.includes('ours')) printLimits(scales, results, heap);
  }
  for (const f of failures)
    console.log(`\n${LABELS[f.id]} at ${scaleName(f.k)}: not measured, its build failed: ${f.reason}`);
  console.log(
    `\nLoad average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
}
