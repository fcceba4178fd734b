import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {loadBudgets, overBudget, type Measured} from '../support/budgets';
import {gzipSize, measureFirstVisit} from '../support/first-visit';
import {tslibHelpersUsed} from '../support/tslib-calls';

const baseUrl = inject('baseUrl');
const buildDir = inject('buildDir');
const browser = useBrowser();

function filesUnder(dir: string, ext: RegExp): string[] {
  return (readdirSync(dir, {recursive: true}) as string[]).map((f) => path.join(dir, f)).filter((f) => ext.test(f) && statSync(f).isFile());
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
      if (load.js + load.css > budget * 1024) code.push(`${page} JS + CSS: ${((load.js + load.css) / 1024).toFixed(1)} KiB > budget ${budget} KiB`);
    }
    expect(code).toEqual([]);
    const report = Object.entries(measured.firstVisitBytes).map(([p, b]) => `${p} ${(b / 1024).toFixed(1)} KiB`);
    console.log(`first visit (gzip -9 of the files loaded): ${report.join(', ')}; main.js ${(measured.mainJsBytes / 1024).toFixed(1)} KiB, total JS ${(measured.totalJsBytes / 1024).toFixed(1)} KiB, CSS ${(measured.totalCssBytes / 1024).toFixed(1)} KiB, search index ${(measured.searchIndexBytes / 1024).toFixed(1)} KiB`);
    expect(overBudget(measured, budgets)).toEqual([]);
  });
});

describe('lean tslib (src/plugins/lean-tslib)', () => {
  it('the browser bundle calls only the tslib helpers the lean module has', async () => {
    const tslib = Object.keys(await import('tslib'));
    const lean = Object.keys(await import('../../src/plugins/lean-tslib/tslib'));
    expect(lean.length).toBeGreaterThan(0);
    const called = new Set<string>();
    for (const file of filesUnder(path.join(buildDir, 'assets/js'), /\.js$/)) {
      for (const name of tslibHelpersUsed(readFileSync(file, 'utf8'), tslib)) called.add(name);
    }
    expect(called.size).toBeGreaterThan(0);
    expect([...called].filter((name) => !lean.includes(name))).toEqual([]);
  });
});
