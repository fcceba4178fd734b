/**
 * The badges' accessible names, contrast on current and hovered links, the method and path under
 * the h1.
 */
import {describe, expect, inject, it} from 'vitest';
import type {Locator, Page} from 'playwright-core';
import {contrastRatio} from '../support/contrast';
import {useBrowser} from '../support/browser';
import {openPage, waitForHydration} from '../support/page';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A sidebar link of each kind and the accessible name it must have: the method badge, then the label (and the planned mark). */
const NAMES: [href: string, name: string][] = [
  ['/api/v3/campaign/list', 'GET List'],
  ['/api/v3/campaign/create', 'POST Create'],
  ['/api/v3/campaign/remove', 'DELETE Remove'],
  ['/api/v3/campaign/edit', 'several methods Edit'],
  ['/api/v1/event/description', 'WEBHOOK Event description'],
  ['/api/v3/user/remove', 'DELETE Remove , proposed design'],
  ['/module/psr/intro', 'Introduction'],
];

/** The accessible name Chromium computes for a link, from its ARIA snapshot. */
async function linkName(link: Locator): Promise<string> {
  const snapshot = await link.ariaSnapshot();
  const name = /^- link "(.*)"/.exec(snapshot)?.[1];
  if (name === undefined) throw new Error(`not a named link: ${snapshot}`);
  return name;
}

/** The text, colours and contrast of the badge drawn before a sidebar link. */
async function badge(link: Locator): Promise<{content: string; color: string; background: string; ratio: number}> {
  const style = await link.evaluate((a) => {
    const s = getComputedStyle(a, '::before');
    return {content: s.content, color: s.color, background: s.backgroundColor};
  });
  return {...style, ratio: contrastRatio(style.color, style.background)};
}

/** The text of each element, with its white space collapsed (the lines are flex rows, whose inner text has line breaks). */
async function texts(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((els) => els.map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

describe('method badges in the sidebar', () => {
  it('are part of each link name, so screen readers hear the method', async () => {
    const {context, page, errors} = await openPage(browser());
    await page.goto(`${baseUrl}/api/v3/campaign/edit`);
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const names = [];
    for (const [href] of NAMES) names.push([href, await linkName(sidebar.locator(`a[href="${href}"]`))]);
    expect(names).toEqual(NAMES);
    // The names are what assistive technology finds the links by.
    await expect(sidebar.getByRole('link', {name: 'WEBHOOK Event description', exact: true}).count()).resolves.toBe(1);
    await expect(sidebar.getByRole('link', {name: 'several methods Setting', exact: true}).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`show the method at 4.5:1 or more in ${mode} mode, on the current page's link and on a hovered one`, async () => {
      const {context, page} = await openPage(browser());
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto(`${baseUrl}/api/v3/campaign/create`);
      await waitForHydration(page);
      expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
      const sidebar = page.locator('.theme-doc-sidebar-container');
      const current = sidebar.locator('a[aria-current="page"]');
      const other = sidebar.locator('a[href="/api/v3/campaign/remove"]');
      const several = sidebar.locator('a[href="/api/v3/campaign/edit"]');
      await settle(page);
      const seen = {current: await badge(current), several: await badge(several)};
      await other.hover();
      await settle(page);
      const hovered = await badge(other);
      expect(seen.current.content).toBe('"POST"');
      expect(seen.several.content).toBe('"…" / "several methods"');
      expect(hovered.content).toBe('"DELETE"');
      for (const b of [seen.current, seen.several, hovered]) {
        // Opaque, so the link's own hover and active backgrounds do not show through.
        expect(b.background, JSON.stringify(b)).toMatch(/^rgb\(/);
        expect(b.ratio, JSON.stringify(b)).toBeGreaterThanOrEqual(4.5);
      }
      await context.close();
    });
  }

  it('are in the phone menu too, and the endpoint line fits a 390 px screen', async () => {
    const {context, page, errors} = await openPage(browser(), {viewport: {width: 390, height: 844}});
    await page.goto(`${baseUrl}/api/v3/autocall/run`);
    await waitForHydration(page);
    // The longest paths of the site wrap beside their badge instead of widening the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const endpoints = page.locator('article .api-endpoints li');
    await expect(endpoints.count()).resolves.toBe(3);
    const [method, path] = [
      await endpoints.first().locator('.api-method').boundingBox(),
      await endpoints.first().locator('.api-path').boundingBox(),
    ];
    expect(path!.x).toBeGreaterThan(method!.x + method!.width);
    expect(path!.x + path!.width).toBeLessThanOrEqual(390);
    await page.locator('button.navbar__toggle').click();
    // The sidebar's link, not the language menu's link to this page's own edition (it carries `lang`).
    const link = page.locator('.navbar-sidebar a[href="/api/v3/autocall/run"]:not([lang])');
    await expect.poll(() => link.isVisible(), {timeout: 5000}).toBe(true);
    expect(await linkName(link)).toBe('POST Run');
    expect(await linkName(page.locator('.navbar-sidebar a[href="/api/v3/autocall/otp"]'))).toBe(
      'several methods Voice OTP',
    );
    expect((await badge(link)).ratio).toBeGreaterThanOrEqual(4.5);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('method and path under the h1 of endpoint pages', () => {
  it('are in the server HTML, right after the h1, with the planned badge', async () => {
    // Without JavaScript: what the page shows comes from the server-rendered HTML alone.
    const context = await browser().newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/v3/campaign/create`);
    const next = page.locator('article header:has(h1) + *');
    await expect(next.getAttribute('class')).resolves.toBe('api-endpoints');
    await expect(texts(next)).resolves.toEqual(['POST /v3/campaign']);
    // Several operations as a list, a webhook by its name: the remark step's nodes, in
    // tests/unit/api-reference.test.ts ('lists each operation of a page with several…').

    // A planned operation carries the "Planned" badge, which links the support page.
    await page.goto(`${baseUrl}/api/v3/user/remove`);
    const planned = page.locator('article header:has(h1) + .api-endpoints');
    await expect(texts(planned)).resolves.toEqual(['DELETE /v3/user/{user_uuid} Proposal']);
    await expect(planned.getByRole('link', {name: 'Proposal'}).getAttribute('href')).resolves.toBe('/support');
    await context.close();
  });
});
