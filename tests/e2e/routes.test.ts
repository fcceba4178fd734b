import type {Page} from 'playwright-core';
import {describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {openPage, waitForHydration} from '../support/page';
import {extraRoutes} from '../../src/config/pages';
import {loadSiteRoutes, loadSpecRoutes} from '../support/routes';

const specRoutes = loadSpecRoutes().routes;
/** The specification's 164 routes and the site's extra pages (see loadSiteRoutes). */
const routes = loadSiteRoutes();
const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('every route of the specification and every extra page', () => {
  it('has all 164 routes of the specification and the extra pages to check', () => {
    expect(specRoutes.length).toBe(164);
    expect(extraRoutes.length).toBeGreaterThanOrEqual(4);
    expect(routes.length).toBe(specRoutes.length + extraRoutes.length);
  });

  /**
   * Visits every route in one page: each must answer 200, show an h1, pass the width's own checks
   * and log no console error (hydration errors included). Returns the failures.
   */
  async function sweep(options: Parameters<typeof openPage>[1], check: (page: Page, path: string) => Promise<string[]>): Promise<string[]> {
    const {context, page, errors} = await openPage(browser(), options);
    const failures: string[] = [];
    for (const route of routes) {
      errors.length = 0;
      const response = await page.goto(baseUrl + encodeURI(route.path), {waitUntil: 'load'});
      if (response?.status() !== 200) {
        failures.push(`${route.path}: HTTP ${response?.status()}`);
        continue;
      }
      await waitForHydration(page);
      const h1 = await page.locator('article h1, header h1').first().textContent().catch(() => null);
      if (!h1?.trim()) failures.push(`${route.path}: no h1`);
      failures.push(...(await check(page, route.path)).map((f) => `${route.path}: ${f}`));
      if (errors.length) failures.push(`${route.path}: console errors: ${errors.join(' | ')}`);
    }
    await context.close();
    return failures;
  }

  it('answers 200 with an h1 and a sidebar, and logs no console error', async () => {
    const failures = await sweep({}, async (page, routePath) => {
      const found: string[] = [];
      const path = await page.evaluate(() => decodeURI(location.pathname));
      if ((await page.locator('nav[aria-label="Docs sidebar"] a').count()) === 0) found.push('no sidebar');
      if (path !== routePath) found.push(`ended at ${path}`);
      if (await page.locator('text=Page Not Found').count()) found.push('not-found page shown');
      return found;
    });
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers 200 with an h1 and logs no console error at phone width (390 px)', async () => {
    // The desktop sidebar is not rendered on phones (it lives in the navbar menu), so this sweep
    // checks the menu button instead.
    const failures = await sweep({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true}, async (page) =>
      (await page.locator('button.navbar__toggle').isVisible()) ? [] : ['no menu button'],
    );
    expect(failures).toEqual([]);
  }, 600_000);

  it('serves the Vietnamese category both raw and percent-encoded', async () => {
    const {context, page} = await openPage(browser());
    for (const url of [`${baseUrl}/bitrix_pitel_vie/category/cài-đặt`, `${baseUrl}/bitrix_pitel_vie/category/c%C3%A0i-%C4%91%E1%BA%B7t`]) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('nav[aria-label="Docs sidebar"]').count()).toBe(1);
    }
    await context.close();
  });
});
