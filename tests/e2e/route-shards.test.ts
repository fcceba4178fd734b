/**
 * Route shards (src/plugins/performance/route-shards): `main.js` carries the route skeleton, and a page's leaf
 * route comes with its section directory's shard. What a reader does must work as with the whole
 * route table: a first visit hydrates with its own shard only, client-side navigation reaches pages
 * of other shards and unknown addresses (the not-found page, Vietnamese under Vietnamese sections),
 * and links are prefetched (their shard's file when it is not loaded yet; on hover, the shard and the
 * page).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {isPrefetch} from '../support/first-visit';
import {openPage, waitForHydration} from '../support/page';
import {loadSiteRoutes} from '../support/routes';
import {changelogList} from '../../src/config/changelog';

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

describe('route shards (src/plugins/performance/route-shards)', () => {
  it('main.js keeps the route skeleton: no leaf route of the specification but the home page, no changelog page', () => {
    const js = path.join(buildDir, 'assets/js');
    const main = readdirSync(js).filter((f) => /^main\.[0-9a-f]+\.js$/.test(f));
    expect(main).toHaveLength(1);
    const text = unescape(readFileSync(path.join(js, main[0]!), 'utf8'));
    const shards = readdirSync(js).filter((f) => SHARD.test(`/assets/js/${f}`));
    expect(shards.length).toBeGreaterThan(5);
    const shardText = unescape(shards.map((f) => readFileSync(path.join(js, f), 'utf8')).join('\n'));
    // A route's chunk names are keyed `${path}-${hash}`: in main.js for the skeleton, in a shard for a leaf.
    const key = (p: string) => new RegExp(`"${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[0-9a-f]{3}"`);
    // The changelogs' pages (src/config/plugin-instances.ts nests them under their base path): the
    // built list pages and entries.
    const changelogPages = changelogList.flatMap((log) =>
      (readdirSync(path.join(buildDir, log.route.slice(1)), {recursive: true}) as string[])
        .filter((f) => f.endsWith('index.html'))
        .map((f) => `${log.route}/${path.dirname(f)}`.replace(/\/\.$/, '')),
    );
    expect(changelogPages.filter((p) => /\/\d{4}\/\d{2}\/\d{2}\//.test(p)).length).toBeGreaterThan(5);
    const leaves = [
      ...loadSiteRoutes()
        .map((r) => r.path)
        .filter((p) => p !== '/'),
      ...changelogPages,
    ];
    expect(leaves.length).toBeGreaterThan(100);
    // A changelog's list page has its parent's path: main.js names the parent's key, the shard the list page's own.
    const keysIn = (p: string, t: string) => new Set(t.match(new RegExp(key(p).source, 'g')) ?? []);
    const inMain = (p: string) =>
      [...keysIn(p, shardText)].some((k) => keysIn(p, text).has(k)) ||
      (!changelogList.some((log) => log.route === p) && key(p).test(text));
    expect(leaves.filter(inMain)).toEqual([]);
    expect(leaves.filter((p) => !key(p).test(shardText))).toEqual([]);
    for (const log of changelogList)
      expect(keysIn(log.route, text).size, `${log.route}: its parent route in main.js`).toBe(1);
    expect(key('/').test(text)).toBe(true);
  });

  it("no built page renders a DocCard, the one reader of the docs' fields the browser build leaves out (version-docs.cjs)", () => {
    const pages = (readdirSync(buildDir, {recursive: true}) as string[]).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(100);
    // The classic DocCard's markup (theme-classic DocCard: `clsx('card padding--lg', styles.cardContainer)`).
    const card = /class="?card padding--lg/;
    expect(card.test('<a class="card padding--lg cardContainer_fBli" href=/api/v3/>')).toBe(true);
    const withCards = pages.filter((f) => card.test(readFileSync(path.join(buildDir, f), 'utf8')));
    expect(
      withCards,
      "pages with DocCards need the descriptions: pass fields: ['description'] in src/plugins/performance/route-shards/index.ts",
    ).toEqual([]);
  });

  it('a first visit hydrates with one shard, its own', async () => {
    for (const address of ['/api/v3/campaign/create', '/bitrix_pitel_vie/']) {
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
    await page.goto(`${baseUrl}/bitrix_pitel_vie/`);
    await waitForHydration(page);
    const seen = recordScripts(page);
    // A Link in the page, to a section whose shard is not loaded: the router's own navigation.
    await page.evaluate(() => {
      const a = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/guide/portal_callcenter_guide/"]')][0];
      if (a) a.click();
    });
    const viaLink = await page
      .waitForURL((u) => u.pathname.startsWith('/guide/portal_callcenter_guide/'), {timeout: 5_000})
      .then(
        () => true,
        () => false,
      );
    if (!viaLink) await moveTo(page, '/guide/portal_callcenter_guide/');
    await page.waitForFunction(
      () =>
        document.querySelector('article h1') !== null &&
        location.pathname.startsWith('/guide/portal_callcenter_guide/'),
    );
    await moveTo(page, '/api/v3/campaign/create');
    await page.waitForFunction(
      () =>
        /campaign/i.test(document.querySelector('article h1')?.textContent ?? '') ||
        document.title.includes('campaign'),
    );
    await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').count()).resolves.toBeGreaterThan(0);
    await page.goBack();
    await page.waitForFunction(
      () =>
        location.pathname.startsWith('/guide/portal_callcenter_guide/') &&
        document.querySelector('article h1') !== null,
    );
    expect(seen.loaded.filter((s) => SHARD.test(s)).length).toBeGreaterThanOrEqual(2);
    expect(seen.documents).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the page of a second navigation started before the first has loaded (no crash page)', async () => {
    const {context, page, errors} = await openPage(browser());
    await page.goto(`${baseUrl}/api/v3/campaign/create`);
    await waitForHydration(page);
    // A slow connection: the route shards arrive 0.3 s after they are asked for, so the first
    // navigation is still loading when the second starts.
    await page.route(SHARD, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await moveTo(page, '/guide/portal_callcenter_guide/queue');
    await moveTo(page, '/guide/portal_callcenter_guide_vie/queue');
    await page.waitForFunction(
      () =>
        location.pathname === '/guide/portal_callcenter_guide_vie/queue' &&
        document.documentElement.lang === 'vi' &&
        /Hàng chờ/.test(document.querySelector('article h1')?.textContent ?? ''),
    );
    expect(await page.locator('text=This page crashed').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('navigates client-side to unknown addresses: the not-found page, in Vietnamese under a Vietnamese section', async () => {
    const {context, page, errors} = await openPage(browser());
    await page.goto(`${baseUrl}/api/v3/campaign/create`);
    await waitForHydration(page);
    const seen = recordScripts(page);
    const cases: [string, RegExp][] = [
      ['/api/v3/campaign/no-such-page', /Page Not Found/], // a loaded shard without the address
      ['/pitel_app/web/no-such-page', /Page Not Found/], // a shard not loaded yet
      ['/no-such-section/page', /Page Not Found/], // no shard at all
      ['/guide/portal_callcenter_guide_vie/khong-co-trang-nay', /Không tìm thấy trang/],
      ['/changelog/2026/01/01/no-such-entry', /Page Not Found/], // under a changelog's parent route
      ['/nhat-ky-thay-doi/khong-co-muc-nay', /Không tìm thấy trang/],
    ];
    for (const [address, title] of cases) {
      await moveTo(page, address);
      await page.waitForFunction(
        (t) => new RegExp(t).test(document.querySelector('h1')?.textContent ?? ''),
        title.source,
      );
      // The document's title names the page too (tabs, history, screen readers), under a docs section as elsewhere.
      await page.waitForFunction((t) => new RegExp(`^${t} \\| Pitel Docs$`).test(document.title), title.source);
    }
    await moveTo(page, '/pitel_app/web/overview');
    await page.waitForFunction(
      () =>
        !/Not Found/.test(document.querySelector('h1')?.textContent ?? '') &&
        document.querySelector('article h1') !== null,
    );
    // A changelog's list page and an entry, whose routes come with their shards.
    await moveTo(page, '/changelog');
    await page.waitForFunction(
      () =>
        document.querySelector('h1')?.textContent === 'Changelog' && document.querySelectorAll('article').length > 5,
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
    await page.goto(`${baseUrl}/guide/portal_callcenter_guide/`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const own = seen.loaded.filter((s) => SHARD.test(s));
    expect(own).toHaveLength(1);
    // The sidebar's links are in the page's own shard: their page chunks are prefetched.
    expect(seen.prefetched.filter((s) => !SHARD.test(s)).length).toBeGreaterThan(5);
    // The navbar links to other sections: their shards' files are prefetched, not loaded.
    const prefetchedShards = seen.prefetched.filter((s) => SHARD.test(s));
    expect(prefetchedShards.length).toBeGreaterThan(0);
    expect(prefetchedShards.filter((s) => own.includes(s))).toEqual([]);
    // Hovering a link of another shard loads that shard, then the page's chunks.
    const before = seen.loaded.length;
    await page.locator('.navbar a[href="/pitel_app/"]').first().hover();
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
});
