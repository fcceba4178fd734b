/** Byte budgets of the built site (budgets.json) and the check against measured figures. */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export interface Budgets {
  /** First-visit gzip KiB (HTML + JS + CSS + other same-site files) per page. */
  firstVisitKiB: Record<string, number>;
  /**
   * gzip KiB of main.js, which every first visit loads: React DOM, the theme, the route skeleton and
   * the global data (on the layered build, the leaf routes are in shards and the docs lists are out of
   * the global data: packages/docusaurus-lean/src/route-shards).
   */
  mainJsKiB: number;
  /** gzip KiB of all JavaScript files of the build. */
  totalJsKiB: number;
  /** gzip KiB of all stylesheets of the build. */
  totalCssKiB: number;
  /** gzip KiB of the whole search index, and of its largest file. */
  searchIndexKiB: number;
  searchLargestFileKiB: number;
  /**
   * gzip KiB a search fetches before its first result from a page already open (the search box's chunk,
   * which holds the search client, and the index files of the box's own search), on average over the judged
   * queries (tests/support/search-queries.ts); and the most a misspelt query
   * fetches beyond the same query spelt right (the typo fallback). Checked by tests/e2e/search-quality.test.ts.
   */
  searchFirstResultAvgKiB: number;
  searchTypoExtraKiB: number;
  /**
   * gzip KiB of the search synonym table (src/plugins/features/search/synonyms.json), which the index
   * manifest carries to every first search. Checked by tests/unit/search-synonyms.test.ts.
   */
  searchSynonymsKiB: number;
  /**
   * gzip KiB of the JavaScript and CSS of an endpoint page's first visit, with the same 2–3 % of
   * headroom as the other budgets. Checked by tests/e2e/budgets.test.ts.
   */
  endpointCodeKiB: Record<string, number>;
  /** The most layout shift (CLS) an endpoint page may have on load. Checked by tests/e2e/api-panes.test.ts. */
  endpointClsMax: number;
}

export function loadBudgets(): Budgets {
  return JSON.parse(readFileSync(path.resolve(__dirname, '../../budgets.json'), 'utf8')) as Budgets;
}

export interface Measured {
  firstVisitBytes: Record<string, number>;
  mainJsBytes: number;
  totalJsBytes: number;
  totalCssBytes: number;
  searchIndexBytes: number;
  searchLargestFileBytes: number;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Each measured figure with its budget (undefined: the figure has none). */
function figures(measured: Measured, budgets: Budgets): {name: string; bytes: number; budget: number | undefined}[] {
  return [
    ...Object.entries(measured.firstVisitBytes).map(([page, bytes]) => ({
      name: `first visit ${page}`,
      bytes,
      budget: budgets.firstVisitKiB[page],
    })),
    {name: 'main.js', bytes: measured.mainJsBytes, budget: budgets.mainJsKiB},
    {name: 'total JS', bytes: measured.totalJsBytes, budget: budgets.totalJsKiB},
    {name: 'total CSS', bytes: measured.totalCssBytes, budget: budgets.totalCssKiB},
    {name: 'search index', bytes: measured.searchIndexBytes, budget: budgets.searchIndexKiB},
    {name: 'largest search index file', bytes: measured.searchLargestFileBytes, budget: budgets.searchLargestFileKiB},
  ];
}

/** Every figure over its budget, as readable lines; a page without a budget is an error too. */
export function overBudget(measured: Measured, budgets: Budgets): string[] {
  return figures(measured, budgets).flatMap(({name, bytes, budget}) =>
    budget === undefined
      ? [`${name}: no budget`]
      : bytes > budget * 1024
        ? [`${name}: ${kib(bytes)} KiB > budget ${budget} KiB`]
        : [],
  );
}

/**
 * Every figure against its budget, one line each, printed on every run so that a change's cost shows
 * before it reaches the budget: "main.js 110.9 of 114 KiB (2.7 % left)".
 */
export function budgetReport(measured: Measured, budgets: Budgets): string[] {
  return figures(measured, budgets).map(({name, bytes, budget}) =>
    budget === undefined
      ? `${name} ${kib(bytes)} KiB (no budget)`
      : `${name} ${kib(bytes)} of ${budget} KiB (${(100 - (bytes / 1024 / budget) * 100).toFixed(1)} % left)`,
  );
}
