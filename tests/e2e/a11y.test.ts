import AxeBuilder from '@axe-core/playwright';
import {describe, expect, inject, it} from 'vitest';
import type {Page} from 'playwright-core';
import {useBrowser} from '../support/browser';
import {openPage, waitForHydration} from '../support/page';
import {loadSiteRoutes} from '../support/routes';

const baseUrl = inject('baseUrl');
/** The specification's routes and the site's extra pages (see loadSiteRoutes). */
const routes = loadSiteRoutes();
const paths = [...routes.map((r) => r.path), '/this-page-does-not-exist'];
/**
 * The navbar, sidebar and footer are the same components on every page of a section: they are
 * checked in full on the first page of each section and on the not-found page; on the other pages
 * the sweep covers <main> (the article, its table of contents and pagination).
 */
const fullPage = new Set([...new Map(routes.map((r) => [r.section, r.path])).values(), '/this-page-does-not-exist']);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** Pages checked at once: one per core of the CI machine. */
const WORKERS = 2;
const browser = useBrowser();

/** The rules whose outcome depends on colours: the only ones that can differ between the two modes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function violations(page: Page, whole: boolean, colourOnly: boolean): Promise<string[]> {
  let builder = new AxeBuilder({page}).options({resultTypes: ['violations']});
  builder = colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(TAGS);
  if (!whole) builder = builder.include('main');
  const result = await builder.analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(' ')} — ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
  );
}

/** Loads a page in light mode, checks it, switches to dark mode with the navbar toggle and checks it again. */
async function checkBothModes(page: Page, path: string): Promise<string[]> {
  const failures: string[] = [];
  await page.goto(baseUrl + encodeURI(path));
  await waitForHydration(page);
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') {
      await page.locator('.navbar button[class*="toggleButton"]').first().click();
      await page.waitForSelector('html[data-theme="dark"]');
      // Let the colour transitions finish before colours are measured.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    }
    if ((await page.getAttribute('html', 'data-theme')) !== mode) failures.push(`${path}: not in ${mode} mode`);
    // Light mode runs every rule; dark mode re-runs the colour rules.
    for (const v of await violations(page, fullPage.has(path), mode === 'dark')) failures.push(`${path} [${mode}]: ${v}`);
  }
  return failures;
}

describe('accessibility (axe, WCAG 2.0–2.2 A and AA)', () => {
  it('has no violation on any route or the not-found page, in light and in dark mode', async () => {
    const queue = [...paths];
    const failures: string[] = [];
    await Promise.all(
      Array.from({length: WORKERS}, async () => {
        const {context, page} = await openPage(browser());
        // Every page load starts in light mode (the default); the toggle switches it.
        await page.addInitScript(() => localStorage.setItem('theme', 'light'));
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) failures.push(...(await checkBothModes(page, path)));
        await context.close();
      }),
    );
    expect(failures.sort()).toEqual([]);
  }, 1_800_000);
});
