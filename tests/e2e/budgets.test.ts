/**
 * The site's byte budgets (budgets.json) on the layered build: first visits, main.js, all JavaScript and
 * CSS, the search index. How the layer's patches work is tested on its fixture site
 * (packages/docusaurus-lean/tests/e2e).
 */
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {budgetReport, loadBudgets, overBudget, type Measured} from '../support/budgets';
import {gzipSize, measureFirstVisit} from '../support/first-visit';

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
