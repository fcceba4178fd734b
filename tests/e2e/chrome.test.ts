/**
 * The navbar, dropdowns, hamburger breakpoint, colour mode, announcement bar, skip link, collapsing
 * a sidebar category; the navbar item of the page's own section is the one marked active, on every
 * route in the server HTML and across client-side navigations.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {sectionHome, sectionOfPath} from '../../src/config/sections';
import {useBrowser} from '../support/browser';
import {HYDRATION_MESSAGE, openPage, settled, waitForHydration} from '../support/page';
import {get} from '../support/http';
import {loadSiteRoutes} from '../support/routes';

const baseUrl = inject('baseUrl');
const buildDir = inject('buildDir');
const browser = useBrowser();

describe('navbar', () => {
  it("shows the logo, the four section links in order, and the guides dropdown; the page's section is marked active across client-side navigations", async () => {
    const {context, page} = await openPage(browser());
    await page.goto(`${baseUrl}/api/v3/campaign/create`);
    await waitForHydration(page);
    expect(activeNavbarLinks(await page.content())).toEqual(['/']);
    // Decorative: the visible title "Pitel Docs" names the link (Docusaurus's default when a title is shown).
    await expect(page.locator('.navbar__brand img').getAttribute('alt')).resolves.toBe('');
    await expect(page.locator('.navbar__brand').innerText()).resolves.toContain('Pitel Docs');
    const left = await page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item').allTextContents();
    expect(left).toEqual(['Call Center API', 'SDK', 'CRM Connector VIE', 'CRM Connector ENG']);
    const hrefs = await page
      .locator('.navbar__items:not(.navbar__items--right) > a.navbar__item')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/pitel_app/', '/bitrix_pitel_vie/', '/bitrix_pitel_eng/']);

    const dropdown = page.locator('.navbar__items--right .dropdown', {hasText: 'User Guides'});
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items.allTextContents()).resolves.toEqual([
      'Call-center portal',
      'Call-center portal (Tiếng Việt)',
      'Auto-call portal',
      'Auto-call portal (Tiếng Việt)',
    ]);
    await items.first().click();
    await page.waitForURL(`${baseUrl}/guide/portal_callcenter_guide/`);
    await expect.poll(async () => activeNavbarLinks(await page.content())).toEqual(['/guide/portal_callcenter_guide/']);

    // The language menu (src/theme/NavbarItem/LanguageMenu): the page's language, then the other edition of this page.
    const locale = page.locator('.navbar__items--right .dropdown', {has: page.locator('a[hreflang="vi"]')});
    await expect(locale.locator('> .navbar__link').innerText()).resolves.toBe('English');
    await locale.hover();
    await expect(locale.locator('.dropdown__menu a').allTextContents()).resolves.toEqual(['English', 'Tiếng Việt']);
    await expect(locale.locator('.dropdown__menu a[lang="vi"][hreflang="vi"]').getAttribute('href')).resolves.toBe(
      '/guide/portal_callcenter_guide_vie/',
    );
    expect(await page.locator('.navbar__items--right input[aria-label="Search"]').count()).toBe(1);
    await page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item', {hasText: 'SDK'}).click();
    await page.waitForURL(`${baseUrl}/pitel_app/`);
    await expect.poll(async () => activeNavbarLinks(await page.content())).toEqual(['/pitel_app/']);
    await context.close();
  });

  it('does not hide on scroll', async () => {
    const {context, page} = await openPage(browser());
    await page.goto(`${baseUrl}/guide/portal_callcenter_guide/queue`);
    await waitForHydration(page);
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(400);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(400);
    const box = await page.locator('nav.navbar').boundingBox();
    expect(box?.y).toBe(0);
    expect(await page.locator('nav.navbar').getAttribute('class')).not.toMatch(/navbarHidden/);
    await context.close();
  });

  it('shows the hamburger below 996 px and not above, and opens the phone menu with the section sidebar, and reopens it', async () => {
    const {context, page, errors} = await openPage(browser(), {viewport: {width: 412, height: 823}});
    await page.goto(`${baseUrl}/api/v3/campaign/create`);
    await waitForHydration(page);
    const toggle = page.locator('button.navbar__toggle');
    for (let round = 0; round < 2; round += 1) {
      await toggle.click();
      await expect.poll(() => page.locator('.navbar-sidebar').isVisible(), {timeout: 5000}).toBe(true);
      await expect
        .poll(() => page.locator('.navbar-sidebar a[href="/api/v3/campaign/create"]:not([hreflang])').isVisible())
        .toBe(true);
      expect(await page.locator('.navbar-sidebar a', {hasText: 'CRM Connector ENG'}).count()).toBeGreaterThan(0);
      await page.locator('.navbar-sidebar button.navbar-sidebar__close').click();
      await expect.poll(() => page.locator('.navbar-sidebar').isVisible(), {timeout: 5000}).toBe(false);
    }
    await page.setViewportSize({width: 990, height: 800});
    await expect.poll(() => toggle.isVisible(), {timeout: 5000}).toBe(true);
    await page.setViewportSize({width: 1000, height: 800});
    await expect.poll(() => toggle.isVisible(), {timeout: 5000}).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * The links of the desktop navbar marked active, the language menu's items (the links with a `lang`)
 * left out, from a page's HTML (the server's, or the live page's).
 */
function activeNavbarLinks(html: string): string[] {
  const navbar = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
  return [...navbar.matchAll(/<a\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((a) => /class="?[^">]*\b(?:navbar__link|dropdown__link)--active\b/.test(a) && !/\slang=/.test(a))
    .map((a) => /href="?([^"\s>]+)/.exec(a)?.[1] ?? '');
}

describe('navbar active item', () => {
  /**
   * The pages of a section outside its sidebar: the main section's Vietnamese pages, /ho-tro and
   * /trang-thai-cuoc-goi, in the Vietnamese sidebar (sidebars.ts, `hoTro`), which no navbar item opens.
   */
  const outsideSidebars = new Set(['/ho-tro', '/trang-thai-cuoc-goi']);

  it("is the page's own section on every route, in the server HTML", () => {
    const wrong: string[] = [];
    for (const {path: route} of loadSiteRoutes()) {
      const folder = path.join(buildDir, decodeURI(route), 'index.html');
      const html = readFileSync(existsSync(folder) ? folder : path.join(buildDir, `${decodeURI(route)}.html`), 'utf8');
      const expected = outsideSidebars.has(route) ? [] : [sectionHome(sectionOfPath(decodeURI(route)))];
      const active = activeNavbarLinks(html).map((href) => decodeURI(href));
      if (JSON.stringify(active) !== JSON.stringify(expected))
        wrong.push(`${route}: ${JSON.stringify(active)}, expected ${JSON.stringify(expected)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('colour mode', () => {
  it('is light by default even when the system prefers dark, toggles, and survives a reload', async () => {
    const {context, page} = await openPage(browser(), {colorScheme: 'dark'});
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await expect.poll(() => page.getAttribute('html', 'data-theme'), {timeout: 5000}).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await context.close();
  });
});

describe('announcement bar', () => {
  it('can be dismissed and stays dismissed after a reload', async () => {
    const {context, page} = await openPage(browser());
    await page.goto(`${baseUrl}/pitel_app/`);
    await waitForHydration(page);
    const bar = page.locator('[class*="announcementBar"]').first();
    expect(await bar.isVisible()).toBe(true);
    await bar.locator('button[aria-label]').click();
    await expect.poll(() => bar.isVisible(), {timeout: 5000}).toBe(false);
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('[class*="announcementBar"]').count()).toBe(0);
    await context.close();
  });

  // The pages every administrator lands on, in both languages, written out here rather than taken from
  // adminPrefixes (src/config/sections.ts), so that a page dropped from that list fails; and not-found
  // addresses, one under a section that shows the bar (the test server answers both with 404.html; under a
  // Vietnamese section, nginx answers with /khong-tim-thay, listed above). The route sweep
  // (tests/e2e/routes.test.ts) checks every route against adminPrefixes.
  const adminLandings = [
    '/guide/portal_callcenter_guide_vie/queue',
    '/guide/portal_autocall_guide/',
    '/ho-tro',
    '/support',
    '/trang-thai-cuoc-goi',
    '/call-statuses',
    '/tim-kiem',
    '/search',
    '/khong-tim-thay',
    '/nhat-ky-thay-doi',
    '/changelog/2026/11/27/portal-guides-without-developer-items',
    '/no-such-page',
    '/bitrix_pitel_eng/no-such-page',
  ];
  const developerPages = [
    '/',
    '/api/v3/campaign/create',
    '/pitel_app/',
    '/bitrix_pitel_vie/',
    '/bitrix_pitel_eng/testing',
  ];
  const BAR = '[role="banner"].theme-announcement-bar';

  it('shows the developer news on the API, SDK and Bitrix24 pages only: in the server HTML and after hydration, never on a page an administrator lands on', async () => {
    const {context, page, errors} = await openPage(browser());
    const found: string[] = [];
    for (const path of [...adminLandings, ...developerPages]) {
      const expected = developerPages.includes(path) ? 1 : 0;
      const html = (await get(baseUrl, encodeURI(path))).body.toString('utf8');
      const served = html.split('class="theme-announcement-bar ').length - 1;
      errors.length = 0;
      await page.goto(`${baseUrl}${encodeURI(path)}`);
      await waitForHydration(page);
      await settled(page);
      const drawn = await page.locator(BAR).count();
      if (served !== expected || drawn !== expected) found.push(`${path}: ${served} in the HTML, ${drawn} drawn`);
      if (errors.some((e) => HYDRATION_MESSAGE.test(e))) found.push(`${path}: hydration error`);
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it('goes when a client-side navigation leads from an API page to Support, and comes back with the API page', async () => {
    const {context, page} = await openPage(browser());
    await page.goto(`${baseUrl}/authentication`);
    await waitForHydration(page);
    expect(await page.locator(BAR).count()).toBe(1);
    await page.locator('article a[href="/support"]').first().click();
    await page.waitForURL(`${baseUrl}/support`);
    await expect.poll(() => page.locator(BAR).count()).toBe(0);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/authentication`);
    await expect.poll(() => page.locator(BAR).count()).toBe(1);
    await context.close();
  });
});

describe('keyboard and sidebar', () => {
  it('reaches the skip link with the first Tab, moves focus to the content, and again after a client-side navigation', async () => {
    const {context, page} = await openPage(browser());
    await page.goto(`${baseUrl}/api/v1/call/transfer`);
    await waitForHydration(page);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    // Focus moves to <main>: the next Tab lands on the first control of the content, not the navbar.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
    expect(inMain).toBe(true);
    // After a sidebar link is followed in the page, the focus starts again at the top of the page, at the
    // skip link's region (src/theme/SkipToContent keeps the stock behaviour), not at the link clicked: the
    // next Tab is the skip link again.
    await page.locator('nav[aria-label="Docs sidebar"] a', {hasText: 'Login'}).first().click();
    await page.locator('article h1', {hasText: 'Log in (v1)'}).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    expect(await focused()).toBe('Skip to main content');
    await context.close();
  });

  it('starts expanded and lets a category collapse', async () => {
    const {context, page} = await openPage(browser());
    await page.goto(`${baseUrl}/api/v1/auth/login`);
    await waitForHydration(page);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const v3Link = sidebar.locator('a', {hasText: 'Campaign API'});
    expect(await v3Link.isVisible()).toBe(true);
    const caret = sidebar.locator('.menu__list-item-collapsible', {hasText: /^V3$/}).locator('button');
    await expect(caret.getAttribute('aria-expanded')).resolves.toBe('true');
    await caret.click();
    await expect.poll(() => caret.getAttribute('aria-expanded'), {timeout: 5000}).toBe('false');
    await expect.poll(() => v3Link.isVisible(), {timeout: 5000}).toBe(false);
    await context.close();
  });
});
