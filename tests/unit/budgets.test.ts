/**
 * The budgets' judgement (`overBudget` in tests/support/budgets.ts) on made-up figures: figures at
 * their budget pass, each figure over its budget and a page with no budget fail, and so does a budget
 * file without a main.js budget. The site's own figures are checked in tests/e2e/budgets.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {overBudget, type Budgets, type Measured} from '../support/budgets';

const budgets: Budgets = {
  firstVisitKiB: {'/': 100, '/a': 50},
  mainJsKiB: 120,
  totalJsKiB: 500,
  totalCssKiB: 20,
  searchIndexKiB: 600,
  searchLargestFileKiB: 16,
  searchFirstResultAvgKiB: 20,
  searchTypoExtraKiB: 10,
  searchSynonymsKiB: 0.5,
  endpointCodeKiB: {'/a': 40},
  endpointClsMax: 0.02,
};
const ok: Measured = {
  firstVisitBytes: {'/': 100 * 1024, '/a': 10_000},
  mainJsBytes: 120 * 1024,
  totalJsBytes: 400 * 1024,
  totalCssBytes: 19 * 1024,
  searchIndexBytes: 500 * 1024,
  searchLargestFileBytes: 9 * 1024,
};

describe('byte budgets', () => {
  it('passes figures at or under their budgets', () => {
    expect(overBudget(ok, budgets)).toEqual([]);
  });

  it('fails every figure over budget, and a page with no budget', () => {
    const bad: Measured = {
      ...ok,
      firstVisitBytes: {'/': 100 * 1024 + 1, '/b': 1},
      mainJsBytes: 121 * 1024,
      totalCssBytes: 21 * 1024,
      searchLargestFileBytes: 17 * 1024,
    };
    expect(overBudget(bad, budgets)).toEqual([
      'first visit /: 100 KiB > budget 100 KiB',
      'first visit /b: no budget',
      'main.js: 121 KiB > budget 120 KiB',
      'total CSS: 21 KiB > budget 20 KiB',
      'largest search index file: 17 KiB > budget 16 KiB',
    ]);
  });

  it('fails a budget file without a main.js budget', () => {
    const {mainJsKiB: _, ...without} = budgets;
    expect(overBudget(ok, without as Budgets)).toEqual(['main.js: no budget']);
  });
});
