/**
 * The stock build (`npm run build:stock`, the performance layer off) in the browser: every route and
 * changelog page, loaded once at desktop width, answers 200, hydrates without a mismatch or a console
 * error, stays at its address, and on a Vietnamese page draws no English chrome; and the search box,
 * whose client the layer's patches bundle differently, finds the right page from an English and from a
 * Vietnamese page.
 *
 * Its server HTML needs no browser: `npm run test:stock-html` proves every page the same as the layered
 * build's, the tags that load scripts and styles set aside (scripts/compare-builds.ts `--pages`). So
 * what this file loads is what can differ: the JavaScript. The layered build's browser tests check the
 * rest on the layered build. Runs only in the `stock` project (`npm run test:stock`, BUILD_DIR=build-stock).
 */
import type {ConsoleMessage} from 'playwright-core';
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

describe('the stock build in the browser', () => {
  it('hydrates every route and changelog page without a mismatch or a console error, at its own address, with no English chrome on a Vietnamese page', async () => {
    expect(paths.length).toBeGreaterThan(200);
    const queue = [...paths];
    const failures: string[] = [];
    await Promise.all(
      Array.from({length: WORKERS}, async () => {
        const {context, page, errors} = await openPage(browser());
        const hydration: string[] = [];
        page.on('console', (msg: ConsoleMessage) => {
          if (HYDRATION_MESSAGE.test(msg.text())) hydration.push(`${msg.type()}: ${msg.text()}`);
        });
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          errors.length = 0;
          hydration.length = 0;
          const response = await page.goto(baseUrl + encodeURI(path));
          if (response?.status() !== 200) {
            failures.push(`${path}: HTTP ${response?.status()}`);
            continue;
          }
          await waitForHydration(page);
          await settled(page);
          const ended = await page.evaluate(() => decodeURI(location.pathname));
          if (ended !== path) failures.push(`${path}: ended at ${ended}`);
          if (hydration.length) failures.push(`${path}: ${hydration.join(' | ')}`);
          if (errors.length) failures.push(`${path}: console errors: ${errors.join(' | ')}`);
          if (viPaths.has(path))
            for (const f of englishChromeIn(await page.content(), englishStrings))
              failures.push(`${path}: English chrome: ${f}`);
        }
        await context.close();
      }),
    );
    expect(failures.sort()).toEqual([]);
  }, 1_800_000);
});

/** A query typed in the navbar's search box, from a page of each language, and the page it must find first. */
const SEARCHES = [
  {from: '/api/v3/campaign/create', query: 'campaign', first: /^\/api\/v3\/campaign\//},
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
