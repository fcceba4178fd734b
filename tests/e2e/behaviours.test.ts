import {describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {crashingChunk, emulateSlowConnection, routeChunkUrls} from '../support/chunks';
import {openPage, waitForHydration} from '../support/page';

const baseUrl = inject('baseUrl');
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

  it('shows the progress bar when a route takes longer than 200 ms', async () => {
    const urls = await routeChunkUrls(browser(), baseUrl, from, to);
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
    const urls = await routeChunkUrls(browser(), baseUrl, from, to);
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
    const urls = await routeChunkUrls(browser(), baseUrl, from, to);
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
    const hrefs = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((s) => (s as HTMLScriptElement).src));
    await context.close();
    return {hrefs, scripts};
  }

  it('prefetches route chunks on a normal connection, each chunk once', async () => {
    const {hrefs, scripts} = await prefetchedAfterLoad(false);
    expect(hrefs.length).toBeGreaterThan(0);
    // Visible links share most chunks: each is prefetched once, and none the page already loaded
    // (src/clientModules/idlePrefetch.ts).
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs.filter((h) => scripts.includes(h))).toEqual([]);
    // The chunks of the hovered link's route are among them.
    const target = await routeChunkUrls(browser(), baseUrl, '/api/v1/auth/login', '/api/v1/cdr/list');
    for (const url of target) expect([...hrefs, ...scripts]).toContain(url);
  });

  it('does not prefetch on 2G', async () => {
    expect((await prefetchedAfterLoad(true)).hrefs).toEqual([]);
  });
});

describe('diagrams', () => {
  it('loads Mermaid only when a diagram comes near the viewport, then draws it', async () => {
    const {context, page, errors} = await openPage(browser(), {viewport: {width: 1280, height: 700}});
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    // The token-flow diagram sits far down the getting-started page.
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const slot = page.locator('[data-mermaid-slot]').first();
    expect(await slot.boundingBox().then((b) => (b?.y ?? 0) > 1200)).toBe(true);
    expect(await page.locator('.docusaurus-mermaid-container svg').count()).toBe(0);
    const before = scripts.length;
    await slot.scrollIntoViewIfNeeded();
    await page.locator('.docusaurus-mermaid-container svg').first().waitFor({timeout: 30_000});
    expect(scripts.length).toBeGreaterThan(before);
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

describe('privacy', () => {
  it('makes no request to another host on page load', async () => {
    const {context, page} = await openPage(browser());
    const foreign: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !url.protocol.startsWith('data')) foreign.push(req.url());
    });
    for (const path of ['/', '/api/v3/campaign/create', '/guide/portal_autocall_guide/quicksetup', '/bitrix_pitel_vie/']) {
      await page.goto(baseUrl + path);
      await waitForHydration(page);
    }
    expect(foreign).toEqual([]);
    await context.close();
  });
});
