/**
 * The twins made from each page's article as a browser builds it: the whole page parsed as a document
 * (parse5), its first `.theme-doc-markdown` element converted by the twins' own steps. The plugin
 * parses only the article's slice of the page (src/plugins/build/markdown-twins/article.ts); the tests
 * compare its twins with these, which must be the same to the byte.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {twinOptions} from '../../src/plugins/build/markdown-twins';
import {pageTwin} from '../../src/plugins/build/markdown-twins/convert';

/** The twin of each of `routes` (decoded paths, the pages that have a twin), from its whole page in `pagesDir`. */
export function wholePageTwins(pagesDir: string, routes: readonly string[], siteDir: string): Map<string, string> {
  const options = twinOptions(new Set(routes), siteDir);
  return new Map(
    routes.map((route) => {
      const html = readFileSync(path.join(pagesDir, route, 'index.html'), 'utf8');
      // No slice: the article is taken from the whole page.
      return [route, pageTwin(route, undefined, () => html, options)];
    }),
  );
}
