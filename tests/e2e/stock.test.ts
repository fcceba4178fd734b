/**
 * The stock build (`npm run build:stock`, the performance layer off) in the browser: every route and
 * changelog page, loaded once, answers 200, hydrates without a mismatch or a console error in the colour
 * mode it was loaded in, stays at its address, and on a Vietnamese page draws no English chrome; and the
 * search box, whose client the layer's patches bundle differently, finds the right page from an English
 * and from a Vietnamese page.
 *
 * The routes take the four combinations of width (phone, desktop) and colour mode in turn, so each
 * combination is hydrated on about a quarter of the site. (On the layered build,
 * tests/e2e/hydration.test.ts loads a sample at all four and compares the hydrated text with the
 * server's, and the route sweep loads every route.)
 *
 * Its server HTML needs no browser: `npm run test:stock-html` proves every page the same as the layered
 * build's, the tags that load scripts and styles set aside (scripts/compare-builds.ts `--pages`). So
 * what this file loads is what can differ: the JavaScript. The layered build's browser tests check the
 * rest on the layered build. Runs only in the `stock` project (`npm run test:stock`, BUILD_DIR=build-stock).
 */
import type {ConsoleMessage, Page} from 'playwright-core';
import {describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {HYDRATION_MESSAGE, SEARCH_BOX, openPage, search, settled, waitForHydration} from '../support/page';
import {changelogRoutes, loadSiteRoutes, viSitePaths} from '../support/routes';
import {englishChromeIn, englishChromeStrings} from '../support/vi-chrome';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const paths = [...loadSiteRoutes().map((r) => r.path), ...changelogRoutes().map((r) => r.path)];
const viPaths = new Set(viSitePaths());
const englishStrings = englishChromeStrings();
/** Two pages at a time, one per core of the CI machine (tests/e2e/routes.test.ts measured it). */
const WORKERS = 2;
/** The width and colour mode of each load, taken in turn. */
const LOADS = [
  {width: 1280, mode: 'light'},
  {width: 390, mode: 'dark'},
  {width: 1280, mode: 'dark'},
  {width: 390, mode: 'light'},
] as const;
type Load = (typeof LOADS)[number];

describe('the stock build in the browser', () => {
  it('hydrates every route and changelog page without a mismatch or a console error, at phone and desktop width in both colour modes in turn, at its own address, with no English chrome on a Vietnamese page', async () => {
    expect(paths.length).toBeGreaterThan(200);
    const queue = paths.map((path, i) => ({path, load: LOADS[i % LOADS.length]}));
    const failures: string[] = [];
    await Promise.all(
      Array.from({length: WORKERS}, async () => {
        // A page for each width and mode, opened at its first use.
        const pages = new Map<Load, Promise<{page: Page; errors: string[]; hydration: string[]}>>();
        const pageFor = (load: Load) => {
          if (!pages.has(load)) pages.set(load, openLoad(load));
          return pages.get(load)!;
        };
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          const {path, load} = next;
          const where = `${path} (${load.width} px, ${load.mode})`;
          const {page, errors, hydration} = await pageFor(load);
          errors.length = 0;
          hydration.length = 0;
          const response = await page.goto(baseUrl + encodeURI(path));
          if (response?.status() !== 200) {
            failures.push(`${where}: HTTP ${response?.status()}`);
            continue;
          }
          await waitForHydration(page);
          await settled(page);
          const ended = await page.evaluate(() => decodeURI(location.pathname));
          if (ended !== path) failures.push(`${where}: ended at ${ended}`);
          const mode = await page.getAttribute('html', 'data-theme');
          if (mode !== load.mode) failures.push(`${where}: in ${mode} mode`);
          if (hydration.length) failures.push(`${where}: ${hydration.join(' | ')}`);
          if (errors.length) failures.push(`${where}: console errors: ${errors.join(' | ')}`);
          if (viPaths.has(path))
            for (const f of englishChromeIn(await page.content(), englishStrings))
              failures.push(`${where}: English chrome: ${f}`);
        }
        for (const opened of pages.values()) await (await opened).page.context().close();
      }),
    );
    expect(failures.sort()).toEqual([]);
  }, 1_800_000);
});

/** A page at the load's width whose every load starts in the load's colour mode, with its console's errors and hydration messages. */
async function openLoad(load: Load) {
  const {page, errors} = await openPage(browser(), {viewport: {width: load.width, height: 844}});
  await page.addInitScript((mode) => localStorage.setItem('theme', mode), load.mode);
  const hydration: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (HYDRATION_MESSAGE.test(msg.text())) hydration.push(`${msg.type()}: ${msg.text()}`);
  });
  return {page, errors, hydration};
}

/** A query typed in the navbar's search box, from a page of each language, and the page it must find first. */
const SEARCHES = [
  // A word, no API named: an admin's query, which a guide's campaign page may answer first (as in search.test.ts).
  {
    from: '/api/v3/campaign/create',
    query: 'campaign',
    first: /^\/(?:api\/v3\/campaign\/|guide\/portal_(?:callcenter|autocall)_guide\/)/,
  },
  {from: '/bitrix_pitel_vie/', query: 'cài đặt ứng dụng', first: /^\/bitrix_pitel_vie\/setup\/install_app$/},
];

describe('search on the stock build', () => {
  it.each(SEARCHES)('finds the right page first for $query typed on $from', async ({from, query, first}) => {
    const {context, page, errors} = await openPage(browser());
    await page.goto(baseUrl + encodeURI(from));
    await waitForHydration(page);
    const popup = await search(page, page.locator(SEARCH_BOX), query);
    const href = await popup.locator('[role="option"]').first().getAttribute('href');
    expect(decodeURI(new URL(href!, baseUrl).pathname)).toMatch(first);
    expect(errors).toEqual([]);
    await context.close();
  });
});
