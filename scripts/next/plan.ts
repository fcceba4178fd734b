/**
 * What `npm run check:next` (./cli.ts) runs on a copy of the site on the next Docusaurus: the unit
 * guards of the record of reliances (tests/support/upstream-files.ts), and the browser tests of each build.
 */
import {ALL_BEHAVIOURS, ALL_WATCHED} from '../../tests/support/upstream-files';

/**
 * The unit tests that guard the site's reliances on Docusaurus (tests/support/upstream-files.ts): those
 * of the stock build, or those of the performance layer alone.
 */
export function guardUnits(layer: boolean): string[] {
  const reliances = [...ALL_WATCHED, ...ALL_BEHAVIOURS];
  const of = (wanted: boolean) =>
    new Set(
      reliances
        .filter((r) => r.layer === wanted)
        .flatMap((r) => r.guards.filter((g) => /(?:^|\/)tests\/unit\//.test(g))),
    );
  const stock = of(false);
  return [...of(layer)].filter((g) => !layer || !stock.has(g)).sort();
}

/** The browser tests run on each build of the canary: routes, hydration, navigation, the chrome in both languages. */
export const BROWSER_FILES = [
  'routes', // every route at both widths (the axe sweep on a sample)
  'hydration',
  'chrome',
  'behaviours',
  'search',
  'vietnamese',
  'tabs',
  'code-blocks',
  'markdown-twins',
  'seo',
  'html-validity', // the forks' markup, and 4.0's HTML minifier (it keeps attribute quotes)
  'links',
].map((name) => `tests/e2e/${name}.test.ts`);

/**
 * The browser tests only the layered build is held to: the site's byte budgets. The layer's mechanism is
 * tested on its fixture site (packages/docusaurus-lean/tests/e2e).
 */
export const LAYER_BROWSER_FILES = ['tests/e2e/budgets.test.ts'];

/** The smoke set each patch alone is tried with, when the whole layer fails: routes, hydration, the chrome in both languages, search, navigation. */
export const SMOKE_FILES = ['routes', 'hydration', 'chrome', 'vietnamese', 'search', 'behaviours'].map(
  (name) => `tests/e2e/${name}.test.ts`,
);
