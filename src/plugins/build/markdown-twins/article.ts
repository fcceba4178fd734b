/**
 * The part of a built page its Markdown twin is made from: the article, the classic theme's
 * `.theme-doc-markdown` element (Docusaurus's ThemeClassNames.docs.docMarkdown), from its start tag to
 * its end tag, and that text parsed into an HTML tree (hast).
 *
 * - Finding it (`articleSlice`) needs a tokenizer, not a search for the class name (a class name in a
 *   script or an attribute is no element): htmlparser2, much faster than building a tree
 *   (bench/results/2026-11-27-twin-converters.md, "Where a twin's time goes, and what was cut").
 * - Parsing it (`parseArticle`) is parse5's, the HTML standard's tree construction: the build's HTML
 *   is minified and leaves out the end tags the standard lets it leave out (`</p>`, `</li>`, `</td>`,
 *   `</tr>`, `</th>`, `</thead>`), which only a parser that follows the standard closes where a browser
 *   does. The slice is parsed as a fragment in a `div`, where the article is on the page (in body
 *   content: block containers only, no table or list around it), without source positions, which the
 *   twin does not use and which would make the tree larger for every later step.
 * - Where the two parsers could disagree on where the article ends, the slice would not be the
 *   article a browser builds, and the article is taken from the whole page parsed as a document
 *   instead: when parse5 closes the article before the slice ends (something of the slice is left
 *   after it) or does not close it with the slice's last end tag (an element put after the slice
 *   lands inside it), as it does when an end tag of an element around the article ends the slice.
 *   tests/e2e/markdown-twins.test.ts checks, on every built page, that the twin is the one made from
 *   the article of the whole page.
 */
import {Parser} from 'htmlparser2';
import type {Element, Root} from 'hast';
import type * as FromParse5 from 'hast-util-from-parse5';
import {defaultTreeAdapter, html as parse5Html, parse, parseFragment, type DefaultTreeAdapterMap} from 'parse5';
import {requireEsm} from '../../shared/require-esm';

const {fromParse5} = requireEsm<typeof FromParse5>('hast-util-from-parse5', __filename);

/** The class of the article (Docusaurus's ThemeClassNames.docs.docMarkdown). */
export const ARTICLE_CLASS = 'theme-doc-markdown';

/** ASCII whitespace, which separates class names in HTML. */
const SPACE = /[\t\n\f\r ]+/;

const isArticle = (classNames: string | undefined) => (classNames ?? '').split(SPACE).includes(ARTICLE_CLASS);

/**
 * The text of the page's first article element, from its start tag to its end tag (to where it is
 * closed, when an end tag of an element around it closes it, or to the end of the page); undefined
 * when the page has none.
 */
export function articleSlice(html: string): string | undefined {
  let depth = 0;
  let start = -1;
  let startDepth = -1;
  let end = -1;
  const parser = new Parser(
    {
      onopentag(_name, attribs) {
        depth++;
        if (start < 0 && isArticle(attribs.class)) {
          start = parser.startIndex;
          startDepth = depth;
        }
      },
      onclosetag(_name, isImplied) {
        if (start >= 0 && end < 0 && depth === startDepth) {
          // An end tag of its own, or closed by the end tag of an element around it (which is not the article's).
          end = isImplied ? parser.startIndex : parser.endIndex + 1;
          parser.pause();
        }
        depth--;
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  if (start < 0) return undefined;
  if (end < 0) parser.end();
  return html.slice(start, end < 0 ? html.length : end);
}

/**
 * An element after the slice, which lands beside the article only when the article's own end tag,
 * the slice's last, closed it: when the article is still open there (parse5 closed something else
 * with that tag), it lands inside it.
 */
const SENTINEL = '<hr>';

/** A `div` of the HTML namespace: the context the article is parsed in. */
const CONTEXT = defaultTreeAdapter.createElement('div', parse5Html.NS.HTML, []);

type Parse5Node = DefaultTreeAdapterMap['node'];

const hasArticleClass = (node: Parse5Node): node is DefaultTreeAdapterMap['element'] =>
  'attrs' in node && isArticle(node.attrs.find((a) => a.name === 'class')?.value);

/** The first article element of a parse5 tree, depth first (not in a template's content, which a browser does not show). */
function findArticle(node: Parse5Node): DefaultTreeAdapterMap['element'] | undefined {
  if (hasArticleClass(node)) return node;
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    const found = findArticle(child);
    if (found) return found;
  }
  return undefined;
}

/** A root holding one parse5 element, as hast. */
function asRoot(element: DefaultTreeAdapterMap['element']): Root {
  return {type: 'root', children: [fromParse5(element) as Element]};
}

/**
 * The article of a page as a hast root holding it alone, parsed from its slice (`articleSlice`), or
 * from the whole page (`page()`) where the slice does not parse into that element alone; undefined
 * when the page has no article.
 */
export function parseArticle(slice: string | undefined, page: () => string): Root | undefined {
  if (slice !== undefined) {
    const nodes = parseFragment(CONTEXT, slice + SENTINEL, {}).childNodes;
    const [article, after] = nodes;
    if (
      nodes.length === 2 &&
      hasArticleClass(article) &&
      after.nodeName === 'hr' &&
      !(after as DefaultTreeAdapterMap['element']).attrs.length
    )
      return asRoot(article);
  }
  // The whole page parsed as a document: what the slice must give (tests/support/whole-page-twins.ts).
  const article = findArticle(parse(page()));
  return article && asRoot(article);
}
