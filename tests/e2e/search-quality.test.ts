/**
 * Search quality over the built index (issue "Search that forgives"): the judged queries of
 * tests/support/search-queries.ts run through the real engine over build/search/, as a first search in
 * a new tab would; success@1, success@5 and MRR@10 must stay at or above the thresholds below, and the
 * bytes a search fetches within budgets.json. No browser: it reads the files the browser would fetch.
 * The same figures, beside Pagefind's, come from `npx tsx bench/search.ts`.
 */
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {DOCS_GROUP} from '../../src/plugins/features/search/core/types';
import {loadBudgets} from '../support/budgets';
import {
  fileSource,
  formatReport,
  qualityProblems,
  report,
  runQueries,
  searchBytes,
  type QueryResult,
  type Thresholds,
} from '../support/search-quality';
import {searchQueries} from '../support/search-queries';

const buildDir = path.resolve(__dirname, '../../build');
const searchDir = path.join(buildDir, 'search');

/**
 * Set from the measurement of this engine on this set (src/plugins/features/search/README.md), a little under it so that a
 * page's new wording does not fail the suite, and above the figures of the engine before the issue.
 */
export const THRESHOLDS: Thresholds = {
  // 0.92, the target set for the search, met since the ranking rules of
  // bench/results/2026-11-27-search-everyday-words.md ("Ranking by rules").
  success1: 0.92,
  // 0.98 from 2026-11-27 (bench/results/2026-11-27-search-everyday-words.md): the everyday words of
  // Vietnamese administrators, the edition in the reader's language, a synonym phrase side by side.
  success5: 0.98,
  mrr10: 0.92,
  viAccentSuccess1: 0.92,
  heldOutGap: 0.08,
};

describe('search quality on the judged queries', () => {
  let results: QueryResult[];
  beforeAll(async () => {
    results = await runQueries(searchDir, searchQueries);
    console.log(formatReport(report(results)));
    const misses = results.filter((r) => r.rank !== 1);
    console.log(`not first (${misses.length}): ${misses.map((r) => `${r.query.q} → ${r.rank || '-'}`).join('; ')}`);
  });

  it('judges every query against pages that exist', () => {
    const source = fileSource(searchDir);
    return source.manifest().then(async (m) => {
      const urls = new Set<string>();
      for (let g = 0; g * DOCS_GROUP < m.pages; g++) for (const e of await source.docs(g)) urls.add(e.u);
      const missing = searchQueries.flatMap((q) => q.relevant.filter((u) => !urls.has(u)).map((u) => `${q.q}: ${u}`));
      expect(missing).toEqual([]);
      expect(searchQueries.length).toBeGreaterThanOrEqual(60);
      expect(new Set(searchQueries.map((q) => q.kind)).size).toBe(5);
    });
  });

  it('reaches the thresholds: success@1, success@5, MRR@10, exact accents, and a held-out part like the rest', () => {
    expect(qualityProblems(report(results), THRESHOLDS)).toEqual([]);
  });

  it('gives a misspelt query its page in the top 5, saying what it searched', () => {
    const typos = results.filter((r) => r.query.kind === 'typo');
    expect(typos.filter((r) => !r.corrected).map((r) => r.query.q)).toEqual([]);
    expect(
      typos.filter((r) => r.rank === 0 || r.rank > 5).map((r) => `${r.query.q} → ${r.urls.slice(0, 5).join(' ')}`),
    ).toEqual([]);
  });

  it('fetches within the budgets: on average before the first result, and for the typo fallback', async () => {
    const budgets = loadBudgets();
    const {averageFirst, typoExtra} = await searchBytes(buildDir, results);
    const worst = typoExtra.reduce((a, b) => (b.extra > a.extra ? b : a), {q: '', extra: 0});
    console.log(
      `bytes before the first result: ${(averageFirst / 1024).toFixed(2)} KiB on average (gzip, client chunk included); typo fallback: at most ${(worst.extra / 1024).toFixed(1)} KiB more (${worst.q})`,
    );
    expect(averageFirst / 1024).toBeLessThanOrEqual(budgets.searchFirstResultAvgKiB);
    expect(
      typoExtra
        .filter((t) => t.extra / 1024 > budgets.searchTypoExtraKiB)
        .map((t) => `${t.q}: ${(t.extra / 1024).toFixed(1)} KiB`),
    ).toEqual([]);
  });

  it('fails a search that ranks badly (broken fixtures)', () => {
    // The right page second instead of first: success@1 and the exact-accent rule fail.
    const second = results.map((r) => (r.rank === 1 ? {...r, rank: 2} : r));
    expect(qualityProblems(report(second), THRESHOLDS)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^success@1/), expect.stringMatching(/^vi-accent success@1/)]),
    );
    // A held-out part that does worse than the tuning part.
    const overfit = results.map((r) => (r.query.heldOut ? {...r, rank: 0} : r));
    expect(qualityProblems(report(overfit), THRESHOLDS)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^held-out success@5/)]),
    );
  });
});
