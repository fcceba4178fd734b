/**
 * The browser side of the package's browser tests: each test file connects to the one Chromium that
 * ../e2e/global-setup.ts starts (./servers.ts); a page that records console errors; the wait for
 * hydration; and a page's first visit, as a browser with an empty cache makes it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type BrowserContext, type Page} from 'playwright-core';
import {afterAll, beforeAll, inject} from 'vitest';
import {fileOf} from './servers';

/** Connects a test file to the shared browser, closes the connection after its tests, and returns a getter for it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWSEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not connected yet: call it inside a test');
    return browser;
  };
}

/** A page that records console errors and uncaught exceptions. */
export async function openPage(browser: Browser): Promise<{context: BrowserContext; page: Page; errors: string[]}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  return {context, page, errors};
}

/** Waits until Docusaurus has hydrated the page (its root component marks <html> in an effect). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
}

/** Whether a request is a prefetch (`<link rel="prefetch">`), by its headers. */
export function isPrefetch(headers: Record<string, string>): boolean {
  return /prefetch/i.test(headers['sec-purpose'] ?? headers['purpose'] ?? '');
}

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), {level: 9}).length;
}

/** A first visit: the scripts and stylesheets it loads up to hydration and network idle, prefetches apart. */
export interface FirstVisit {
  files: {url: string; kind: 'js' | 'css' | 'other'; bytes: number}[];
  js: number;
  css: number;
}

/** The first visit of `pagePath`, each file sized as its built file under gzip -9, so a run gives the same figures. */
export async function measureFirstVisit(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  buildDir: string,
): Promise<FirstVisit> {
  const {context, page} = await openPage(browser);
  const urls = new Map<string, FirstVisit['files'][number]['kind']>();
  page.on('requestfinished', (req) => {
    if (isPrefetch(req.headers()) || !req.url().startsWith(baseUrl)) return;
    const type = req.resourceType();
    urls.set(new URL(req.url()).pathname, type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : 'other');
  });
  await page.goto(baseUrl + encodeURI(pagePath));
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = [...urls].map(([url, kind]) => ({
    url,
    kind,
    bytes: gzipSize(fileOf(buildDir, url) ?? path.join(buildDir, '404.html')),
  }));
  const sum = (kind: string) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.bytes, 0);
  return {files, js: sum('js'), css: sum('css')};
}
