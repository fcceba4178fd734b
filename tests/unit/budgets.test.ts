import {describe, expect, it} from 'vitest';
import {loadBudgets, overBudget, type Budgets, type Measured} from '../support/budgets';

const budgets: Budgets = {
  firstVisitKiB: {'/': 100, '/a': 50},
  totalJsKiB: 500,
  totalCssKiB: 20,
  searchIndexKiB: 600,
  searchLargestFileKiB: 16,
};
const ok: Measured = {
  firstVisitBytes: {'/': 100 * 1024, '/a': 10_000},
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
    const bad: Measured = {...ok, firstVisitBytes: {'/': 100 * 1024 + 1, '/b': 1}, totalCssBytes: 21 * 1024, searchLargestFileBytes: 17 * 1024};
    expect(overBudget(bad, budgets)).toEqual([
      'first visit /: 100 KiB > budget 100 KiB',
      'first visit /b: no budget',
      'total CSS: 21 KiB > budget 20 KiB',
      'largest search index file: 17 KiB > budget 16 KiB',
    ]);
  });

  it('has a budget file with a first-visit budget for each page type', () => {
    const real = loadBudgets();
    expect(Object.keys(real.firstVisitKiB).sort()).toEqual(['/', '/api/v3/campaign/create', '/bitrix_pitel_vie/', '/guide/portal_callcenter_guide/']);
  });
});
