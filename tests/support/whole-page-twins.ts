/**
 * The twins made from each page's article as a browser builds it: the whole page parsed as a document
 * (parse5), its first `.theme-doc-markdown` element converted by the twins' own steps. The plugin
 * parses only the article's slice of the page (src/plugins/build/markdown-twins/article.ts); the tests
 * compare its twins with these, which must be the same to the byte.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {pageArticle} from '../../src/plugins/build/markdown-twins/article';
import {articleMarkdown} from '../../src/plugins/build/markdown-twins/convert';
import {twinLink} from '../../src/plugins/build/markdown-twins/links';
import {readDiagramSource} from '../../src/plugins/features/diagrams/sources';

/** The twin of each of `routes` (decoded paths), from its whole page in `pagesDir`; `pageRoutes`: the pages that have a twin. */
export function wholePageTwins(
  pagesDir: string,
  routes: readonly string[],
  sourcesDir: string,
  pageRoutes: ReadonlySet<string> = new Set(routes),
): Map<string, string> {
  const options = {
    twinOf: (pathname: string) => twinLink(pageRoutes, pathname),
    diagramSource: (id: string) => readDiagramSource(sourcesDir, id),
  };
  return new Map(
    routes.map((route) => {
      const article = pageArticle(readFileSync(path.join(pagesDir, route, 'index.html'), 'utf8')) ?? {
        type: 'root' as const,
        children: [],
      };
      return [route, articleMarkdown(article, options)];
    }),
  );
}
