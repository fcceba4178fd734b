/**
 * Versioned docs with the layer on (the fixture's SDK section: the unreleased `current` version, Next,
 * with its banner; 2.0, the latest; 1.0, unmaintained, with its banner; a generated index of DocCards;
 * the version dropdown and `doc`, `docsVersion` and `docSidebar` navbar items). route-shards keeps the
 * docs lists of a versioned instance and the descriptions of a site with DocCards
 * (src/route-shards/docs-data.ts): each page works on a direct load and after a client-side navigation,
 * without a hydration error, and shows what stock Docusaurus shows.
 */
import type {Page} from 'playwright-core';
import {describe, expect, inject, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from '../support/browser';

const baseUrl = inject('baseUrl');
const stockUrl = inject('stockUrl');
const browser = useBrowser();

/** What a reader sees of a versioned page: the banner, its link, the badge, the sidebar, the navbar. */
async function versionedView(page: Page) {
  return page.evaluate(() => {
    const text = (s: string) => document.querySelector(s)?.textContent?.trim() ?? null;
    const banner = document.querySelector('.theme-doc-version-banner');
    return {
      title: text('article h1'),
      banner: banner?.textContent?.trim() ?? null,
      bannerLink: banner?.querySelector('a')?.getAttribute('href') ?? null,
      badge: text('.theme-doc-version-badge'),
      sidebar: [...document.querySelectorAll('.theme-doc-sidebar-menu .menu__link')].map((a) => a.textContent?.trim()),
      dropdown: text('.navbar .dropdown > .navbar__link'),
      versions: [...document.querySelectorAll('.navbar .dropdown .dropdown__link')].map((a) => [
        a.textContent?.trim(),
        a.getAttribute('href'),
      ]),
      navbarSdk: [...document.querySelectorAll('.navbar__items a.navbar__link')]
        .filter((a) => /^SDK/.test(a.textContent ?? ''))
        .map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
      crashed: document.body.textContent?.includes('This page crashed') ?? false,
    };
  });
}

async function directLoad(url: string, address: string) {
  const {context, page, errors} = await openPage(browser());
  await page.goto(`${url}${address}`);
  await waitForHydration(page);
  const view = await versionedView(page);
  await context.close();
  return {view, errors};
}

/** Twelve page loads and more each: a busy 2-core machine takes over two minutes. */
const SLOW = 300_000;

const PAGES = [
  '/sdk/next/intro',
  '/sdk/intro',
  '/sdk/1.0/setup/install',
  '/sdk/streams',
  '/sdk/next/webhooks',
  '/guide/intro',
];

describe('versioned docs with the layer on', () => {
  it(
    "each version's pages load directly without an error, and show what stock Docusaurus shows",
    async () => {
      for (const address of PAGES) {
        const [layered, stock] = [await directLoad(baseUrl, address), await directLoad(stockUrl, address)];
        expect(layered.errors, address).toEqual([]);
        expect(stock.errors, address).toEqual([]);
        expect(layered.view.crashed, address).toBe(false);
        expect(layered.view, address).toEqual(stock.view);
      }
    },
    SLOW,
  );

  it(
    "shows the banners, their link to the latest version, the badges and each version's sidebar",
    async () => {
      const next = (await directLoad(baseUrl, '/sdk/next/intro')).view;
      expect(next).toMatchObject({badge: 'Version: Next', bannerLink: '/sdk/intro', dropdown: 'Next'});
      expect(next.banner).toMatch(/unreleased documentation/);
      expect(next.sidebar).toEqual(expect.arrayContaining(['Streams', 'Webhooks']));
      expect(next.versions).toEqual([
        ['Next', '/sdk/next/intro'],
        ['2.0', '/sdk/intro'],
        ['1.0', '/sdk/1.0/intro'],
      ]);
      const latest = (await directLoad(baseUrl, '/sdk/intro')).view;
      expect(latest).toMatchObject({banner: null, badge: 'Version: 2.0', dropdown: '2.0'});
      expect(latest.sidebar).toContain('Streams');
      expect(latest.sidebar).not.toContain('Webhooks');
      expect(latest.navbarSdk).toEqual([
        ['SDK', '/sdk/intro'],
        ['SDK guide', '/sdk/intro'],
        ['SDK version', '/sdk/intro'],
      ]);
      const old = (await directLoad(baseUrl, '/sdk/1.0/setup/install')).view;
      expect(old).toMatchObject({badge: 'Version: 1.0', bannerLink: '/sdk/setup/install', dropdown: '1.0'});
      expect(old.banner).toMatch(/no longer actively maintained/);
      expect(old.sidebar).not.toContain('Streams');
      // The doc item follows the version of the page.
      expect(old.navbarSdk[0]).toEqual(['SDK', '/sdk/1.0/intro']);
    },
    SLOW,
  );

  it(
    'switches versions client-side through the dropdown and the banner, without a reload or an error',
    async () => {
      const {context, page, errors} = await openPage(browser());
      let documents = 0;
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents += 1;
      });
      await page.goto(`${baseUrl}/sdk/1.0/intro`);
      await waitForHydration(page);
      documents = 0;
      // The dropdown: to the unreleased version of the same doc.
      await page.locator('.navbar .dropdown > .navbar__link').hover();
      await page.locator('.navbar .dropdown .dropdown__link', {hasText: 'Next'}).click();
      await page.waitForFunction(() => location.pathname === '/sdk/next/intro');
      await page.waitForFunction(() =>
        /unreleased/.test(document.querySelector('.theme-doc-version-banner')?.textContent ?? ''),
      );
      expect(await versionedView(page)).toMatchObject({badge: 'Version: Next', dropdown: 'Next'});
      // The banner's link: to the latest version.
      await page.locator('.theme-doc-version-banner a').click();
      await page.waitForFunction(() => location.pathname === '/sdk/intro');
      await page.waitForFunction(() => document.querySelector('.theme-doc-version-banner') === null);
      const latest = await versionedView(page);
      expect(latest).toMatchObject({badge: 'Version: 2.0', dropdown: '2.0', title: 'SDK introduction'});
      expect(latest.sidebar).not.toContain('Webhooks');
      // A sidebar link, then the navbar's doc item from another section.
      await page.locator('.theme-doc-sidebar-menu a', {hasText: 'Streams'}).click();
      await page.waitForFunction(() => location.pathname === '/sdk/streams');
      await page.locator('.navbar a.navbar__link', {hasText: /^API$/}).click();
      await page.waitForFunction(() => location.pathname.startsWith('/api/'));
      // The doc item leads to the version the reader chose last (Docusaurus remembers it): the latest,
      // through the banner's link.
      await page.locator('.navbar a.navbar__link', {hasText: /^SDK$/}).click();
      await page.waitForFunction(
        () => location.pathname === '/sdk/intro' && document.querySelector('article h1') !== null,
      );
      expect(documents).toBe(0);
      expect(await page.locator('text=This page crashed').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
    SLOW,
  );

  it("a generated index's DocCards keep their descriptions after hydration and a client-side navigation", async () => {
    const {context, page, errors} = await openPage(browser());
    const cards = () => page.locator('article .card p').allTextContents();
    await page.goto(`${baseUrl}/sdk/next/category/setup`);
    await waitForHydration(page);
    await expect(cards()).resolves.toEqual(['Configure the SDK, version Next.', 'Install the SDK, version Next.']);
    await page.locator('.theme-doc-sidebar-menu a', {hasText: 'Webhooks'}).click();
    await page.waitForFunction(() => location.pathname === '/sdk/next/webhooks');
    await page.goBack();
    await page.waitForFunction(
      () => location.pathname === '/sdk/next/category/setup' && document.querySelectorAll('article .card').length > 0,
    );
    await expect(cards()).resolves.toEqual(['Configure the SDK, version Next.', 'Install the SDK, version Next.']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
