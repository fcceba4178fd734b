/**
 * The layer on the fixture site, against the same site built without it (global-setup.ts): readers get
 * the same pages (every page's server HTML is the same, script and stylesheet tags set aside, and
 * hydrates without an error on both builds); the browser's files are smaller where the layer says
 * (main.js, a first visit); and each patch's mark is on the build: only the lean tslib helpers, no CSS
 * rule the pruning would remove, the tabs in one shared chunk.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import {describe, expect, inject, it} from 'vitest';
import {gzipSize, measureFirstVisit, openPage, useBrowser, waitForHydration} from '../support/browser';
import {tslibHelpersUsed} from '../support/tslib-calls';
import {classTextOf, pruneUnusedCustomProperties, pruneUnusedSelectors, vocabularyOf} from '../../src/lean-css/prune';

const baseUrl = inject('baseUrl');
const buildDir = inject('buildDir');
const stockUrl = inject('stockUrl');
const stockDir = inject('stockDir');
const browser = useBrowser();

function filesUnder(dir: string, ext: RegExp): string[] {
  return (readdirSync(dir, {recursive: true}) as string[])
    .map((f) => path.join(dir, f))
    .filter((f) => ext.test(f) && statSync(f).isFile());
}

/** A page's HTML with its script, preload and stylesheet tags set aside (their file names are the builds' own). */
function withoutAssets(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\b(?:rel=["']?(?:stylesheet|preload|prefetch|modulepreload)["']?)[^>]*>/g, '');
}

const pages = (dir: string) =>
  filesUnder(dir, /\.html$/)
    .map((f) => path.relative(dir, f))
    .sort();

describe('stock against layered', () => {
  it('every page has the same server HTML, script and stylesheet tags set aside', () => {
    const layered = pages(buildDir);
    expect(layered.length).toBeGreaterThan(25);
    expect(pages(stockDir)).toEqual(layered);
    const differ = layered.filter(
      (f) =>
        withoutAssets(readFileSync(path.join(buildDir, f), 'utf8')) !==
        withoutAssets(readFileSync(path.join(stockDir, f), 'utf8')),
    );
    expect(differ).toEqual([]);
  });

  it('a page of each section hydrates on both builds without an error, and renders the same headings', async () => {
    for (const address of ['/', '/guide/setup/install', '/api/v2/get', '/huong-dan/cai-dat', '/changelog']) {
      const headings: string[][] = [];
      for (const url of [baseUrl, stockUrl]) {
        const {context, page, errors} = await openPage(browser());
        await page.goto(`${url}${address}`);
        await waitForHydration(page);
        headings.push(await page.locator('h1, h2').allTextContents());
        expect(errors, `${url}${address}`).toEqual([]);
        await context.close();
      }
      expect(headings[0]!.length, address).toBeGreaterThan(0);
      expect(headings[0], address).toEqual(headings[1]);
    }
  });

  it("makes the browser's files smaller: main.js, and the first visit of a page", async () => {
    const main = (dir: string) => gzipSize(filesUnder(path.join(dir, 'assets/js'), /\/main\.[0-9a-f]+\.js$/)[0]!);
    expect(main(buildDir)).toBeLessThan(main(stockDir));
    for (const page of ['/guide/intro', '/api/v1/create']) {
      const [layered, stock] = await Promise.all([
        measureFirstVisit(browser(), baseUrl, page, buildDir),
        measureFirstVisit(browser(), stockUrl, page, stockDir),
      ]);
      expect(layered.js + layered.css, page).toBeLessThan(stock.js + stock.css);
    }
  });
});

describe('lean tslib (src/lean-tslib)', () => {
  it('the browser bundle calls only the tslib helpers the lean module has', async () => {
    const tslib = Object.keys(await import('tslib'));
    const lean = Object.keys(await import('../../src/lean-tslib/tslib'));
    expect(lean.length).toBeGreaterThan(0);
    const called = new Set<string>();
    for (const file of filesUnder(path.join(buildDir, 'assets/js'), /\.js$/)) {
      for (const name of tslibHelpersUsed(readFileSync(file, 'utf8'), tslib)) called.add(name);
    }
    expect(called.size).toBeGreaterThan(0);
    expect([...called].filter((name) => !lean.includes(name))).toEqual([]);
  });
});

describe('lean CSS (src/lean-css)', () => {
  it('the built stylesheets keep no selector that needs a class no built script names', () => {
    const scripts = filesUnder(path.join(buildDir, 'assets/js'), /\.js$/).map((f) =>
      classTextOf(readFileSync(f, 'utf8')),
    );
    const vocabulary = vocabularyOf(scripts);
    const sheets = filesUnder(path.join(buildDir, 'assets/css'), /\.css$/);
    expect(sheets.length).toBeGreaterThan(0);
    // Infima's navbar is named by the theme; its cards are not (so a stylesheet with them was not pruned).
    expect(vocabulary.words.has('navbar__link')).toBe(true);
    for (const sheet of sheets) {
      const css = readFileSync(sheet, 'utf8');
      expect(css, sheet).toContain('.navbar__link');
      expect(pruneUnusedSelectors(postcss.parse(css), vocabulary), sheet).toBe(0);
      expect(pruneUnusedCustomProperties(postcss.parse(css), vocabulary), sheet).toBe(0);
    }
    // Every custom property the built pages read is declared by the stylesheets: the pruning keeps a
    // property only if a script names it, so markup that leaves the scripts (HTML written after the
    // build) must be checked here.
    const declared = new Set(
      sheets.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!)),
    );
    const read = new Set(
      filesUnder(buildDir, /\.html$/).flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!),
      ),
    );
    expect([...read].filter((p) => !declared.has(p))).toEqual([]);
  });
});

describe('page chunks (src/page-chunks)', () => {
  it('the code-sample tabs load, as one shared file, only on the pages that show them', async () => {
    const scriptsOf = async (page: string) =>
      (await measureFirstVisit(browser(), baseUrl, page, buildDir)).files
        .filter((f) => f.kind === 'js')
        .map((f) => path.basename(f.url));
    const api = await scriptsOf('/api/v1/create');
    expect(
      api.filter((f) => /^page-tabs\.[0-9a-f]+\.js$/.test(f)),
      api.join(' '),
    ).toHaveLength(1);
    const guide = await scriptsOf('/guide/intro');
    expect(
      guide.filter((f) => /^page-tabs\./.test(f)),
      guide.join(' '),
    ).toEqual([]);
    // No page chunk carries a copy of the tabs: theme-common's tab state and the tabs' CSS class maps
    // are in page-tabs only.
    const js = path.join(buildDir, 'assets/js');
    const scripts = readdirSync(js).filter((f) => f.endsWith('.js'));
    for (const mark of [/docusaurus\.tab\./, /"tabList_[\w-]+"/, /"tabItem_[\w-]+"/]) {
      const holders = scripts.filter((f) => mark.test(readFileSync(path.join(js, f), 'utf8')));
      expect(holders.length, `${mark}: ${holders.join(' ')}`).toBeGreaterThan(0);
      expect(
        holders.filter((f) => !/^page-tabs\./.test(f)),
        String(mark),
      ).toEqual([]);
    }
  });
});
