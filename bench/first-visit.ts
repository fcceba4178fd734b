/**
 * First-visit bytes of a page, as a browser on an empty cache loads them: HTML, JS, CSS, fonts and
 * images up to hydration and network idle, served gzipped, prefetches excluded.
 */
import type {Browser} from 'playwright-core';

export interface FirstVisit {
  path: string;
  files: number;
  gzipBytes: number;
  byType: Record<string, number>;
}

/** Expressions true in the page once it has hydrated: Docusaurus marks <html>; Vue (VitePress) sets its app on the root element. */
export const HYDRATED = {
  docusaurus: `document.documentElement.dataset.hasHydrated === 'true'`,
  vitepress: `Boolean(document.getElementById('app')?.__vue_app__)`,
};

export async function measureFirstVisit(browser: Browser, baseUrl: string, path: string, hydrated = HYDRATED.docusaurus): Promise<FirstVisit> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  const requests: import('playwright-core').Request[] = [];
  page.on('requestfinished', (req) => {
    const purpose = req.headers()['sec-purpose'] ?? req.headers()['purpose'] ?? '';
    if (!/prefetch/i.test(purpose)) requests.push(req);
  });
  await page.goto(baseUrl + path, {waitUntil: 'load'});
  await page.waitForFunction(hydrated);
  await page.waitForLoadState('networkidle');
  const byType: Record<string, number> = {};
  let total = 0;
  for (const req of requests) {
    const sizes = await req.sizes();
    const type = req.resourceType();
    byType[type] = (byType[type] ?? 0) + sizes.responseBodySize;
    total += sizes.responseBodySize;
  }
  await context.close();
  return {path, files: requests.length, gzipBytes: total, byType};
}
