/**
 * The first visit of a page, as a browser on an empty cache makes it: the files it loads up to
 * hydration and network idle, prefetches excluded. One measurer for the byte-budget test and the
 * benchmarks, with two ways to size a file:
 * - `built`: gzip -9 of the built file, computed here, so a figure is the same on every run of the
 *   same build (the budgets in budgets.json; only files of the site's own origin, from `buildDir`);
 * - `served`: the body as the server sent it (gzip from the benchmarks' servers), so sites built by
 *   other tools compare as their readers would receive them.
 * Free of vitest, so the benchmarks can use it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser, Request} from 'playwright-core';
import {resolveFile} from './static-server';

export type FileKind = 'html' | 'js' | 'css' | 'font' | 'image' | 'other';

export interface FirstVisit {
  path: string;
  files: {url: string; kind: FileKind; bytes: number}[];
  /** Bytes by kind, then JS+CSS+HTML (`code`) and every file (`total`). */
  html: number;
  js: number;
  css: number;
  code: number;
  total: number;
}

export type Sizes = {sizes: 'served'} | {sizes: 'built'; buildDir: string};

/** Expressions true in the page once it has hydrated: Docusaurus marks <html>; Vue (VitePress) sets its app on the root element. */
export const HYDRATED = {
  docusaurus: `document.documentElement.dataset.hasHydrated === 'true'`,
  vitepress: `Boolean(document.getElementById('app')?.__vue_app__)`,
};

/** Whether a request is a prefetch (`<link rel="prefetch">`: what a reader may open next, not what the page needs), by its headers. */
export function isPrefetch(headers: Record<string, string>): boolean {
  return /prefetch/i.test(headers['sec-purpose'] ?? headers['purpose'] ?? '');
}

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), {level: 9}).length;
}

const KINDS: Record<string, FileKind> = {
  document: 'html',
  script: 'js',
  stylesheet: 'css',
  font: 'font',
  image: 'image',
};

export async function measureFirstVisit(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  sizes: Sizes,
  hydrated = HYDRATED.docusaurus,
): Promise<FirstVisit> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('requestfinished', (req) => {
    if (isPrefetch(req.headers())) return;
    // A built file counts once, however often it is requested; a served one as often as it is sent.
    if (sizes.sizes === 'built' && (!req.url().startsWith(baseUrl) || requests.some((r) => r.url() === req.url())))
      return;
    requests.push(req);
  });
  await page.goto(baseUrl + encodeURI(pagePath), {waitUntil: 'load'});
  await page.waitForFunction(hydrated, undefined, {timeout: 30_000});
  await page.waitForLoadState('networkidle');
  const files: FirstVisit['files'] = [];
  for (const req of requests) {
    const {pathname} = new URL(req.url());
    let bytes: number;
    if (sizes.sizes === 'built') {
      const buildDir = path.resolve(sizes.buildDir);
      bytes = gzipSize(resolveFile(buildDir, pathname) ?? path.join(buildDir, '404.html'));
    } else {
      bytes = (await req.sizes()).responseBodySize;
    }
    files.push({url: pathname, kind: KINDS[req.resourceType()] ?? 'other', bytes});
  }
  await context.close();
  const sum = (kind: FileKind) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.bytes, 0);
  const [html, js, css] = [sum('html'), sum('js'), sum('css')];
  return {path: pagePath, files, html, js, css, code: html + js + css, total: files.reduce((n, f) => n + f.bytes, 0)};
}
