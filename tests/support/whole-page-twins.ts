/**
 * The twins the converter makes from whole pages, the way the plugin ran it before it cut each page
 * before its article (src/plugins/markdown-twins/article.ts): the tests compare them with the twins
 * made from the cut pages, which must be the same to the byte.
 */
import {cpSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';
import {converterOptions, converterTwinFile, pageFile} from '../../src/plugins/markdown-twins/convert';

/** The converter's Markdown of each of `routes`, from the whole pages in `pagesDir`, by route (decoded paths). */
export async function wholePageTwins(
  pagesDir: string,
  routes: readonly string[],
  sourcesDir: string,
): Promise<Map<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'whole-page-twins-'));
  try {
    for (const route of routes) cpSync(pageFile(pagesDir, route), pageFile(dir, route));
    // Doc routes, which is all the converter asks of a route here (its content type).
    const docRoutes = routes.map((p) => ({
      path: p,
      component: '@theme/DocItem',
      exact: true,
      plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
    }));
    const converter = llmsTxtPlugin(
      {siteDir: dir} as never,
      converterOptions({pageRoutes: new Set(routes), sourcesDir}),
    );
    await converter.postBuild!({
      outDir: dir,
      siteDir: dir,
      generatedFilesDir: dir,
      siteConfig: {url: 'https://docs.example.com', baseUrl: '/', title: 'Pitel Docs', trailingSlash: undefined},
      routes: docRoutes,
    } as never);
    return new Map(routes.map((r) => [r, readFileSync(path.join(dir, converterTwinFile(r)), 'utf8')]));
  } finally {
    rmSync(dir, {recursive: true, force: true, maxRetries: 10, retryDelay: 50});
  }
}
