/**
 * The not-found page with status 404, `.html` suffixes, the progress bar, reload on a failed chunk,
 * the crash page, no prefetch on 2G, the base-URL banner. (That no page requests anything from another
 * host is read by the route sweep, tests/e2e/routes.test.ts, on every page.)
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {contentDirs, mdxFiles} from '../../src/config/content-files';
import {printPath} from '../../src/config/sections';
import {printSections} from '../../src/plugins/features/print-editions';
import {useBrowser} from '../support/browser';
import {crashingChunk, emulateSlowConnection, routeChunkUrls} from '../support/chunks';
import {openPage, waitForHydration} from '../support/page';

const baseUrl = inject('baseUrl');
const root = path.resolve(__dirname, '../..');
const browser = useBrowser();

describe('path handling', () => {
  it('shows the not-found page with HTTP 404 for an unknown path', async () => {
    const {context, page, errors} = await openPage(browser());
    const response = await page.goto(`${baseUrl}/api/v3/campaign/does-not-exist`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('main h1').textContent()).resolves.toMatch(/Page Not Found/i);
    // The browser reports the 404 of the document itself; nothing else may fail.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    expect(errors.filter((e) => /status of 404/.test(e))).toHaveLength(1);
    await context.close();
  });

  it('strips .html and /index.html when they are not exact routes', async () => {
    const {context, page} = await openPage(browser());
    await page.goto(`${baseUrl}/api/v3/campaign/create`);
    await waitForHydration(page);
    const expected = await page.locator('article h1').textContent();
    for (const variant of ['/api/v3/campaign/create.html', '/api/v3/campaign/create/index.html']) {
      const response = await page.goto(baseUrl + variant);
      expect(response?.status(), variant).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('article h1').textContent()).resolves.toBe(expected);
      expect(await page.locator('text=Page Not Found').count()).toBe(0);
    }
    await context.close();
  });
});

describe('loading states', () => {
  const from = '/api/v1/auth/login';
  const to = '/api/v1/call/transfer';
  const sidebarLink = (page: import('playwright-core').Page) =>
    page.locator('nav[aria-label="Docs sidebar"] a[href="/api/v1/call/transfer"]');
  /** The chunks of the navigation, found once for the three tests (the build does not change between them). */
  let chunks: Promise<string[]> | undefined;
  const chunkUrls = () => (chunks ??= routeChunkUrls(browser(), baseUrl, from, to));

  it('shows the progress bar when a route takes longer than 200 ms', async () => {
    const urls = await chunkUrls();
    expect(urls.length).toBeGreaterThan(0);
    const {context, page} = await openPage(browser(), {serviceWorkers: 'block'});
    await emulateSlowConnection(page);
    await context.route(
      (url) => urls.includes(url.href),
      async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      },
    );
    await page.goto(baseUrl + from);
    await waitForHydration(page);
    await sidebarLink(page).click();
    await page.waitForSelector('#nprogress', {state: 'attached', timeout: 1400});
    await page.waitForURL(baseUrl + to);
    await expect.poll(() => page.locator('article h1').textContent(), {timeout: 15_000}).toMatch(/transfer/i);
    await context.close();
  });

  it('reloads the page when a route chunk fails to load', async () => {
    const urls = await chunkUrls();
    const {context, page} = await openPage(browser());
    await emulateSlowConnection(page);
    let failed = 0;
    await context.route(
      (url) => urls.includes(url.href),
      async (route) => {
        if (failed++ === 0) return route.abort('failed');
        return route.continue();
      },
    );
    await page.goto(baseUrl + from);
    await waitForHydration(page);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await sidebarLink(page).click();
    await expect.poll(() => navigations.includes(baseUrl + to), {timeout: 15_000}).toBe(true);
    await waitForHydration(page);
    await expect.poll(() => page.locator('article h1').textContent(), {timeout: 15_000}).toMatch(/transfer/i);
    expect(failed).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the crash page with Try again when a page throws while rendering', async () => {
    const urls = await chunkUrls();
    const {context, page} = await openPage(browser());
    await emulateSlowConnection(page);
    await context.route(
      (url) => urls.includes(url.href),
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({response, body: crashingChunk(await response.text())});
      },
    );
    await page.goto(baseUrl + from);
    await waitForHydration(page);
    await sidebarLink(page).click();
    await page.waitForSelector('text=This page crashed.', {timeout: 15_000});
    expect(await page.locator('button', {hasText: 'Try again'}).count()).toBe(1);
    await context.close();
  });
});

describe('prefetching', () => {
  async function prefetchedAfterLoad(slow: boolean) {
    const {context, page} = await openPage(browser());
    if (slow) await emulateSlowConnection(page, false);
    await page.goto(`${baseUrl}/api/v1/auth/login`);
    await waitForHydration(page);
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/api/v1/cdr/list"]').hover();
    await page.waitForTimeout(1500);
    const hrefs = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((els) => els.map((s) => (s as HTMLScriptElement).src));
    await context.close();
    return {hrefs, scripts};
  }

  it('prefetches route chunks on a normal connection', async () => {
    const {hrefs, scripts} = await prefetchedAfterLoad(false);
    expect(hrefs.length).toBeGreaterThan(0);
    // The chunks of the hovered link's route are among them.
    const target = await routeChunkUrls(browser(), baseUrl, '/api/v1/auth/login', '/api/v1/cdr/list');
    for (const url of target) expect([...hrefs, ...scripts]).toContain(url);
  });

  it('does not prefetch on 2G', async () => {
    expect((await prefetchedAfterLoad(true)).hrefs).toEqual([]);
  });
});

describe('diagrams', () => {
  /**
   * The routes whose built page has a diagram; every page with a `mermaid` block must be one of them. The
   * print editions, which repeat their guides' pages, are left out (tests/e2e/print.test.ts checks their diagrams).
   */
  function diagramRoutes(): string[] {
    const buildDir = inject('buildDir');
    const editions = new Set(printSections().map(printPath));
    const routes = readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
      .filter((f) => path.basename(f) === 'index.html')
      .filter((f) => readFileSync(path.join(buildDir, f), 'utf8').includes('pitel-diagram'))
      .map((f) => path.posix.join('/', path.dirname(f).split(path.sep).join('/')))
      .filter((route) => !editions.has(route));
    const pagesWithDiagrams = mdxFiles(contentDirs, root).filter((file) =>
      /^```mermaid/m.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(routes.length).toBe(pagesWithDiagrams.length);
    return routes;
  }

  it('are in the server-rendered HTML of every page that has one', () => {
    // Each named, with its text, at a readable size: the route sweep (tests/e2e/routes.test.ts).
    expect(diagramRoutes().length).toBeGreaterThan(10);
  });

  it('take their colours from the colour mode, load no script, keep their SVG through hydration, and open their Mermaid source as text', async () => {
    const {context, page, errors} = await openPage(browser(), {viewport: {width: 1280, height: 700}});
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(`${baseUrl}/authentication`);
    const svg = page.locator('.pitel-diagram svg').first();
    const before = await svg.evaluate((el) => {
      (el as Element & {fromHtml?: true}).fromHtml = true;
      return getComputedStyle(el.querySelector('text')!).fill;
    });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const loaded = scripts.length;
    await svg.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    // Scrolling to the diagram loads nothing: it was drawn at build time.
    expect(scripts.length).toBe(loaded);
    expect(await svg.evaluate((el) => (el as Element & {fromHtml?: true}).fromHtml)).toBe(true);
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await page.waitForSelector('html[data-theme="dark"]');
    const after = await svg.evaluate((el) => getComputedStyle(el.querySelector('text')!).fill);
    expect(after).not.toBe(before);
    const details = page.locator('.pitel-diagram details').first();
    await details.locator('summary').click();
    expect(await details.locator('pre').innerText()).toMatch(/^sequenceDiagram/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('base URL banner', () => {
  it('tells the reader the site did not load when its scripts cannot load', async () => {
    const {context, page} = await openPage(browser());
    // As with a wrong baseUrl, neither the scripts nor the styles load.
    await context.route('**/assets/**', (route) => route.abort());
    await page.goto(`${baseUrl}/`);
    await page.waitForSelector('text=did not load properly', {timeout: 10_000});
    await context.close();
  });
});
