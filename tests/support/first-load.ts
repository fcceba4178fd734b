/**
 * The files a browser loads for a page on a first visit (empty cache, prefetches excluded), and
 * their gzip size computed from the built files at a fixed level, so the figure is the same on
 * every run of the same build.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser} from 'playwright-core';
import {resolveFile} from './static-server';
import {openPage, waitForHydration} from './page';

export interface FirstLoad {
  path: string;
  files: {url: string; kind: 'html' | 'js' | 'css' | 'other'; gzip: number}[];
  js: number;
  css: number;
  html: number;
  total: number;
}

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), {level: 9}).length;
}

export async function firstLoad(browser: Browser, baseUrl: string, buildDir: string, pagePath: string): Promise<FirstLoad> {
  const {context, page} = await openPage(browser);
  const urls = new Set<string>();
  page.on('request', (req) => {
    const purpose = req.headers()['sec-purpose'] ?? req.headers()['purpose'] ?? '';
    if (!/prefetch/i.test(purpose) && req.url().startsWith(baseUrl)) urls.add(req.url());
  });
  await page.goto(baseUrl + encodeURI(pagePath));
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = [...urls].map((url) => {
    const {pathname} = new URL(url);
    const file = resolveFile(path.resolve(buildDir), pathname) ?? path.join(buildDir, '404.html');
    const ext = path.extname(file);
    const kind = ext === '.js' ? 'js' : ext === '.css' ? 'css' : ext === '.html' ? 'html' : 'other';
    return {url: pathname, kind, gzip: gzipSize(file)} as const;
  });
  const sum = (k: string) => files.filter((f) => f.kind === k).reduce((n, f) => n + f.gzip, 0);
  return {path: pagePath, files, js: sum('js'), css: sum('css'), html: sum('html'), total: files.reduce((n, f) => n + f.gzip, 0)};
}
