/**
 * What each patch saves on the package's fixture site (about 50 pages: a template-sized site), as
 * `npm run bench:patches` measures this repository's site: the fixture built with the layer on, off,
 * and without each patch (with the patches that need it, compared with the variant without those),
 * then, in Chromium, the first visit of a few pages (JS+CSS, gzip -9 of the built files, prefetches
 * excluded) and what three pages read next load after a first visit (prefetches refused).
 *
 * Usage (in this folder, after the e2e tests' global setup installed the tarball into the fixture):
 *   npx tsx tests/bench-patches.ts [--skip-build] [--reuse] [--only=on,off,…]
 * `--only=on,off,lean-css` measures those variants alone. `--reuse` takes the e2e tests' two builds (.fixture-build/layered and stock) as `on` and `off`.
 * Builds go to .fixture-build/bench/ (git-ignored). Not part of the tests: figures for the record.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {PATCH_IDS, dependentsOf, type PatchId} from '../src/switch';
import {gzipSync} from 'node:zlib';
import type {Browser} from 'playwright-core';
import {fileOf, launchBrowserServer, startStaticServer} from './support/servers';

const PACKAGE = path.resolve(__dirname, '..');
const FIXTURE = path.join(__dirname, 'fixture');
const OUT = path.join(PACKAGE, '.fixture-build/bench');
const DOCUSAURUS = createRequire(__filename).resolve('@docusaurus/core/bin/docusaurus.mjs');

const PAGES = ['/', '/guide/intro', '/api/v1/create', '/sdk/intro'];
const LATER = ['/api/v2/create', '/api/v1/get', '/guide/setup/install'];

// As ./support/browser.ts measures (which imports vitest, so cannot run here).
const gzipSize = (file: string) => gzipSync(readFileSync(file), {level: 9}).length;
const isPrefetch = (headers: Record<string, string>) =>
  /prefetch/i.test(headers['sec-purpose'] ?? headers['purpose'] ?? '');

/** JS+CSS of a first visit (gzip -9 of the built files), prefetches excluded, up to network idle. */
async function measureFirstVisit(browser: Browser, baseUrl: string, pagePath: string, dir: string) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('requestfinished', (req) => {
    if (isPrefetch(req.headers()) || !req.url().startsWith(baseUrl)) return;
    if (['script', 'stylesheet'].includes(req.resourceType())) files.add(new URL(req.url()).pathname);
  });
  await page.goto(baseUrl + pagePath);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  await context.close();
  const bytes = [...files].reduce((n, f) => n + gzipSize(fileOf(dir, f)!), 0);
  return {js: bytes, css: 0};
}

interface Variant {
  id: string;
  layer: string;
  against: string;
}

function variants(): Variant[] {
  const without = (id: PatchId): Variant => {
    const others = dependentsOf(id);
    const gone = new Set([id, ...others]);
    const rest = PATCH_IDS.filter((p) => !gone.has(p));
    return {id, layer: rest.length ? rest.join(',') : 'off', against: others.length === 1 ? others[0]! : 'on'};
  };
  return [{id: 'on', layer: 'on', against: ''}, {id: 'off', layer: 'off', against: 'on'}, ...PATCH_IDS.map(without)];
}

function build(v: Variant): void {
  const out = path.join(OUT, v.id);
  rmSync(out, {recursive: true, force: true});
  const built = {on: 'layered', off: 'stock'}[v.id];
  if (built && process.argv.includes('--reuse')) {
    cpSync(path.join(PACKAGE, '.fixture-build', built), out, {recursive: true});
    return;
  }
  rmSync(path.join(FIXTURE, '.docusaurus'), {recursive: true, force: true});
  rmSync(path.join(FIXTURE, 'node_modules/.cache'), {recursive: true, force: true});
  process.stderr.write(`building ${v.id} (${v.layer}) …\n`);
  execFileSync('nice', ['-n', '10', process.execPath, DOCUSAURUS, 'build', FIXTURE, '--out-dir', out], {
    env: {...process.env, PERFORMANCE_LAYER: v.layer},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function main() {
  const onlyArg = process.argv.find((a) => a.startsWith('--only='));
  const only = onlyArg?.slice('--only='.length).split(',');
  const all = variants().filter((v) => !only || only.includes(v.id));
  if (!process.argv.includes('--skip-build')) for (const v of all) build(v);
  const browserServer = await launchBrowserServer();
  const browser = await chromium.connect(browserServer.wsEndpoint());
  const rows = new Map<string, {pages: number[]; later: number}>();
  try {
    for (const v of all) {
      const dir = path.join(OUT, v.id);
      const server = await startStaticServer(dir);
      const pages: number[] = [];
      for (const p of PAGES) {
        const visit = await measureFirstVisit(browser, server.url, p, dir);
        pages.push(visit.js + visit.css);
      }
      // The later pages, after a first visit of the first API page, as a click loads them.
      const context = await browser.newContext();
      await context.route('**/*', (route) =>
        isPrefetch(route.request().headers()) ? route.abort() : route.continue(),
      );
      const page = await context.newPage();
      await page.goto(`${server.url}${PAGES[2]}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.waitForLoadState('networkidle');
      const files = new Set<string>();
      page.on('request', (r) => {
        const {pathname} = new URL(r.url());
        if (/\.(?:js|css)$/.test(pathname)) files.add(pathname);
      });
      for (const later of LATER) await page.evaluate(`window.docusaurus.preload(${JSON.stringify(later)})`);
      await context.close();
      const later = [...files].reduce((n, f) => n + gzipSize(fileOf(dir, f)!), 0);
      rows.set(v.id, {pages, later});
      await server.close();
    }
  } finally {
    await browser.close();
    await browserServer.close();
  }
  const kib = (n: number) => (n / 1024).toFixed(2);
  const signed = (n: number) => `${n >= 0 ? '+' : ''}${(n / 1024).toFixed(2)}`;
  console.log(`| variant | ${PAGES.join(' | ')} | later pages |`);
  console.log(`|---|${PAGES.map(() => '---|').join('')}---|`);
  for (const v of all) {
    const r = rows.get(v.id)!;
    const base = rows.get(v.against);
    const cell = (n: number, b?: number) => (b === undefined ? kib(n) : `${kib(n)} (${signed(n - b)})`);
    console.log(
      `| ${v.id === 'on' || v.id === 'off' ? v.id : `without ${v.id}`} | ${r.pages.map((n, i) => cell(n, base?.pages[i])).join(' | ')} | ${cell(r.later, base?.later)} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
