import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {budgetReport, loadBudgets, overBudget, type Measured} from '../support/budgets';
import {gzipSize, measureFirstVisit} from '../support/first-visit';
import {tslibHelpersUsed} from '../support/tslib-calls';
import postcss from 'postcss';
import {
  classTextOf,
  pruneUnusedCustomProperties,
  pruneUnusedSelectors,
  vocabularyOf,
} from '../../src/plugins/performance/lean-css/prune';

const baseUrl = inject('baseUrl');
const buildDir = inject('buildDir');
const browser = useBrowser();

function filesUnder(dir: string, ext: RegExp): string[] {
  return (readdirSync(dir, {recursive: true}) as string[])
    .map((f) => path.join(dir, f))
    .filter((f) => ext.test(f) && statSync(f).isFile());
}

describe('byte budgets (budgets.json)', () => {
  it('holds for first visits, main.js, total JS and CSS, and the search index', async () => {
    const budgets = loadBudgets();
    const main = filesUnder(path.join(buildDir, 'assets/js'), /\/main\.[0-9a-f]+\.js$/);
    expect(main).toHaveLength(1);
    const measured: Measured = {
      firstVisitBytes: {},
      mainJsBytes: gzipSize(main[0]),
      totalJsBytes: filesUnder(path.join(buildDir, 'assets/js'), /\.js$/).reduce((n, f) => n + gzipSize(f), 0),
      totalCssBytes: filesUnder(path.join(buildDir, 'assets/css'), /\.css$/).reduce((n, f) => n + gzipSize(f), 0),
      searchIndexBytes: 0,
      searchLargestFileBytes: 0,
    };
    const index = filesUnder(path.join(buildDir, 'search'), /\.json$/).map(gzipSize);
    measured.searchIndexBytes = index.reduce((n, b) => n + b, 0);
    measured.searchLargestFileBytes = Math.max(...index);
    expect(index.length).toBeGreaterThan(10);
    for (const page of Object.keys(budgets.firstVisitKiB)) {
      const load = await measureFirstVisit(browser(), baseUrl, page, {sizes: 'built', buildDir});
      expect(load.files.length, page).toBeGreaterThan(2);
      measured.firstVisitBytes[page] = load.total;
    }
    const code: string[] = [];
    for (const [page, budget] of Object.entries(budgets.endpointCodeKiB)) {
      const load = await measureFirstVisit(browser(), baseUrl, page, {sizes: 'built', buildDir});
      console.log(`${page}: JS + CSS of the first visit ${((load.js + load.css) / 1024).toFixed(1)} KiB`);
      if (load.js + load.css > budget * 1024)
        code.push(`${page} JS + CSS: ${((load.js + load.css) / 1024).toFixed(1)} KiB > budget ${budget} KiB`);
    }
    // Every figure against its budget (gzip -9 of the files loaded), on every run, passing or not.
    console.log(`budgets.json:\n  ${budgetReport(measured, budgets).join('\n  ')}`);
    expect(code).toEqual([]);
    expect(overBudget(measured, budgets)).toEqual([]);
  });
});

describe('lean tslib (src/plugins/performance/lean-tslib)', () => {
  it('the browser bundle calls only the tslib helpers the lean module has', async () => {
    const tslib = Object.keys(await import('tslib'));
    const lean = Object.keys(await import('../../src/plugins/performance/lean-tslib/tslib'));
    expect(lean.length).toBeGreaterThan(0);
    const called = new Set<string>();
    for (const file of filesUnder(path.join(buildDir, 'assets/js'), /\.js$/)) {
      for (const name of tslibHelpersUsed(readFileSync(file, 'utf8'), tslib)) called.add(name);
    }
    expect(called.size).toBeGreaterThan(0);
    expect([...called].filter((name) => !lean.includes(name))).toEqual([]);
  });
});

describe('lean CSS (src/plugins/performance/lean-css)', () => {
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
    // Every custom property the built pages read (the diagrams' inline SVG: --_text, --_line …) is
    // declared by the stylesheets: the pruning keeps a property only if a script names it, so markup
    // that leaves the scripts (HTML written after the build, SVG served as files) must be checked here.
    const declared = new Set(
      sheets.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!)),
    );
    const read = new Set(
      filesUnder(buildDir, /\.html$/).flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!),
      ),
    );
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((p) => !declared.has(p))).toEqual([]);
  });
});

describe('page components (src/plugins/build/page-components)', () => {
  it('the code-sample tabs load, as one shared file, only on the pages that show them', async () => {
    const scriptsOf = async (page: string) =>
      (await measureFirstVisit(browser(), baseUrl, page, {sizes: 'built', buildDir})).files
        .filter((f) => f.kind === 'js')
        .map((f) => path.basename(f.url));
    const api = await scriptsOf('/api/v3/campaign/create');
    expect(
      api.filter((f) => /^page-tabs\.[0-9a-f]+\.js$/.test(f)),
      api.join(' '),
    ).toHaveLength(1);
    const guide = await scriptsOf('/guide/portal_callcenter_guide/');
    expect(
      guide.filter((f) => /^page-(?:tabs|facts)\./.test(f)),
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
