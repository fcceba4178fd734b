/**
 * Route shards (src/route-shards) on the fixture site: `main.js` carries the route skeleton, and a page's
 * leaf route comes with its section directory's shard. What a reader does must work as with the whole
 * route table: a first visit hydrates with its own shard only, client-side navigation reaches pages of
 * other shards and unknown addresses (the not-found page), links are prefetched (their shard's file
 * when it is not loaded yet; on hover, the shard and the page), and the navbar's sidebar items are
 * active from the page's route (the fork in src/theme).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {describe, expect, inject, it} from 'vitest';
import {isPrefetch, openPage, useBrowser, waitForHydration} from '../support/browser';

const baseUrl = inject('baseUrl');
const buildDir = inject('buildDir');
const browser = useBrowser();

const SHARD = /\/assets\/js\/route-shard-\d+\.[0-9a-f]+\.js$/;
/** A built script's text with the minifier's `\\xNN` and `\\uNNNN` escapes read back (Vietnamese paths). */
const unescape = (js: string) =>
  js.replace(/\\x([0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})/g, (_m, x: string | undefined, u: string | undefined) =>
    String.fromCharCode(parseInt((x ?? u)!, 16)),
  );

/** Scripts the page requests from now on, prefetches apart. */
function recordScripts(page: Page): {loaded: string[]; prefetched: string[]; documents: number} {
  const seen = {loaded: [] as string[], prefetched: [] as string[], documents: 0};
  page.on('request', (req) => {
    if (req.resourceType() === 'document') seen.documents += 1;
    const {pathname} = new URL(req.url());
    if (!pathname.endsWith('.js')) return;
    (isPrefetch(req.headers()) ? seen.prefetched : seen.loaded).push(pathname);
  });
  return seen;
}

/** A client-side navigation as the router sees a history move (React Router listens to popstate). */
async function moveTo(page: Page, address: string): Promise<void> {
  await page.evaluate((a) => {
    window.history.pushState(null, '', a);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, address);
}

/** The route of every built page (the 404 page apart), from its canonical address. */
function builtPages(): string[] {
  return (readdirSync(buildDir, {recursive: true}) as string[])
    .filter((f) => f.endsWith('index.html'))
    .map((f) => {
      const link = /<link[^>]*\bcanonical\b[^>]*>/.exec(readFileSync(path.join(buildDir, f), 'utf8'))?.[0] ?? '';
      const href = /\bhref=["']?([^"'\s>]+)/.exec(link)?.[1];
      if (!href) throw new Error(`${f}: no canonical address`);
      return new URL(href).pathname;
    });
}

describe('route shards (src/route-shards)', () => {
  it('main.js keeps the route skeleton: no leaf route but the home page, the changelog under one parent', () => {
    const js = path.join(buildDir, 'assets/js');
    const main = readdirSync(js).filter((f) => /^main\.[0-9a-f]+\.js$/.test(f));
    expect(main).toHaveLength(1);
    const text = unescape(readFileSync(path.join(js, main[0]!), 'utf8'));
    const shards = readdirSync(js).filter((f) => SHARD.test(`/assets/js/${f}`));
    expect(shards.length).toBeGreaterThan(3);
    const shardText = unescape(shards.map((f) => readFileSync(path.join(js, f), 'utf8')).join('\n'));
    // A route's chunk names are keyed `${path}-${hash}`: in main.js for the skeleton, in a shard for a leaf.
    const key = (p: string) => new RegExp(`"${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[0-9a-f]{3}"`);
    // The changelog's pages (nestRoutes puts them under /changelog): its list page and entries.
    const pages = builtPages();
    const changelogPages = pages.filter((p) => p.startsWith('/changelog'));
    expect(changelogPages.filter((p) => /\/\d{4}\/\d{2}\/\d{2}\//.test(p)).length).toBeGreaterThan(5);
    const leaves = pages.filter((p) => p !== '/');
    expect(leaves.length).toBeGreaterThan(25);
    // A section's or the changelog's first page has its parent's path: main.js names the parent's key,
    // the shard the page's own.
    const keysIn = (p: string, t: string) => new Set(t.match(new RegExp(key(p).source, 'g')) ?? []);
    const inMain = (p: string) => [...keysIn(p, shardText)].some((k) => keysIn(p, text).has(k));
    expect(leaves.filter(inMain)).toEqual([]);
    expect(leaves.filter((p) => !key(p).test(shardText))).toEqual([]);
    expect(keysIn('/changelog', text).size, '/changelog: its parent route in main.js').toBe(1);
    expect(key('/').test(text)).toBe(true);
  });

  it('a first visit hydrates with one shard, its own', async () => {
    for (const address of ['/api/v1/create', '/huong-dan/']) {
      const {context, page, errors} = await openPage(browser());
      const seen = recordScripts(page);
      await page.goto(`${baseUrl}${address}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const shards = seen.loaded.filter((s) => SHARD.test(s));
      expect(shards, address).toHaveLength(1);
      await expect(page.locator('article h1').isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('navigates client-side to a page of another shard and section, and back', async () => {
    const {context, page, errors} = await openPage(browser());
    await page.goto(`${baseUrl}/huong-dan/`);
    await waitForHydration(page);
    const seen = recordScripts(page);
    // A Link in the page, to a section whose shard is not loaded: the router's own navigation.
    await page.evaluate(() => {
      const a = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/guide/"]')][0];
      if (a) a.click();
    });
    const viaLink = await page
      .waitForURL((u) => u.pathname.startsWith('/guide/'), {timeout: 5_000})
      .then(
        () => true,
        () => false,
      );
    if (!viaLink) await moveTo(page, '/guide/intro');
    await page.waitForFunction(
      () => document.querySelector('article h1') !== null && location.pathname.startsWith('/guide/'),
    );
    await moveTo(page, '/api/v1/create');
    await page.waitForFunction(() => /Create \(v1\)/.test(document.querySelector('article h1')?.textContent ?? ''));
    await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').count()).resolves.toBeGreaterThan(0);
    await page.goBack();
    await page.waitForFunction(
      () => location.pathname.startsWith('/guide/') && document.querySelector('article h1') !== null,
    );
    expect(seen.loaded.filter((s) => SHARD.test(s)).length).toBeGreaterThanOrEqual(2);
    expect(seen.documents).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the page of a second navigation started before the first has loaded (no crash page)', async () => {
    const {context, page, errors} = await openPage(browser());
    await page.goto(`${baseUrl}/api/v1/create`);
    await waitForHydration(page);
    // A slow connection: the route shards arrive 0.3 s after they are asked for, so the first
    // navigation is still loading when the second starts.
    await page.route(SHARD, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await moveTo(page, '/guide/usage/queues');
    await moveTo(page, '/huong-dan/cuoc-goi/hang-cho');
    await page.waitForFunction(
      () =>
        location.pathname === '/huong-dan/cuoc-goi/hang-cho' &&
        /Hàng chờ/.test(document.querySelector('article h1')?.textContent ?? ''),
    );
    expect(await page.locator('text=This page crashed').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('navigates client-side to unknown addresses: the not-found page', async () => {
    const {context, page, errors} = await openPage(browser());
    await page.goto(`${baseUrl}/api/v1/create`);
    await waitForHydration(page);
    const seen = recordScripts(page);
    const cases: [string, RegExp][] = [
      ['/api/v1/no-such-page', /Page Not Found/], // a loaded shard without the address
      ['/guide/usage/no-such-page', /Page Not Found/], // a shard not loaded yet
      ['/no-such-section/page', /Page Not Found/], // no shard at all
      ['/changelog/2026/01/01/no-such-entry', /Page Not Found/], // under the changelog's parent route
    ];
    for (const [address, title] of cases) {
      await moveTo(page, address);
      await page.waitForFunction(
        (t) => new RegExp(t).test(document.querySelector('h1')?.textContent ?? ''),
        title.source,
      );
    }
    await moveTo(page, '/guide/usage/calls');
    await page.waitForFunction(
      () =>
        !/Not Found/.test(document.querySelector('h1')?.textContent ?? '') &&
        document.querySelector('article h1') !== null,
    );
    // A changelog's list page and an entry, whose routes come with their shards.
    await moveTo(page, '/changelog');
    await page.waitForFunction(
      () => document.title.startsWith('Changelog') && document.querySelectorAll('article').length > 5,
    );
    const entry = await page.getAttribute('article h2 a', 'href');
    await moveTo(page, entry!);
    await page.waitForFunction(
      (e) =>
        location.pathname === e &&
        document.querySelectorAll('article').length === 1 &&
        !/Not Found/.test(document.title),
      entry,
    );
    expect(seen.documents).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('prefetches visible links: the pages of its own shard, the shard file of others; a hover loads the shard and the page', async () => {
    const {context, page, errors} = await openPage(browser());
    const seen = recordScripts(page);
    await page.goto(`${baseUrl}/api/v1/create`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const own = seen.loaded.filter((s) => SHARD.test(s));
    expect(own).toHaveLength(1);
    // The sidebar's links to the other v1 pages are in the page's own shard: their page chunks are prefetched.
    expect(seen.prefetched.filter((s) => !SHARD.test(s)).length).toBeGreaterThan(3);
    // The navbar links to other sections: their shards' files are prefetched, not loaded.
    const prefetchedShards = seen.prefetched.filter((s) => SHARD.test(s));
    expect(prefetchedShards.length).toBeGreaterThan(0);
    expect(prefetchedShards.filter((s) => own.includes(s))).toEqual([]);
    // Hovering a link of another shard loads that shard, then the page's chunks.
    const before = seen.loaded.length;
    await page.locator('.navbar a[href="/guide/intro"]').first().hover();
    await page.waitForFunction(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
        (e) => /route-shard-/.test(e.name) && e.initiatorType === 'script',
      ),
    );
    await page.waitForLoadState('networkidle');
    const after = seen.loaded.slice(before);
    expect(after.filter((s) => SHARD.test(s)).length, after.join(' ')).toBe(1);
    expect(after.filter((s) => !SHARD.test(s)).length, after.join(' ')).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("marks the navbar's sidebar item of the page's section active, on load and after a client-side navigation", async () => {
    const {context, page, errors} = await openPage(browser());
    const active = () => page.locator('.navbar .navbar__link--active').allTextContents();
    await page.goto(`${baseUrl}/api/v2/update`);
    await waitForHydration(page);
    await expect(active()).resolves.toEqual(['API']);
    await moveTo(page, '/huong-dan/bao-cao');
    await page.waitForFunction(() => /Báo cáo/.test(document.querySelector('article h1')?.textContent ?? ''));
    await expect(active()).resolves.toEqual(['Hướng dẫn']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
