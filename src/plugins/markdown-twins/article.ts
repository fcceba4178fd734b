/**
 * The part of a built page the Markdown twin is made from, for the converter to read instead of the
 * whole page: the page with everything before its article (`.theme-doc-markdown`) left out but the
 * start tags of the elements the article is in.
 *
 * Why: @signalwire/docusaurus-plugin-llms-txt (1.2.2, lib/transformation/html-parser.js) parses the
 * whole page with parse5 (rehype-parse) and then keeps the first `.theme-doc-markdown` element. About
 * half of a page comes before the article (the head, the navbar, the sidebar with every page of the
 * section), so parsing the page was a quarter of the twins' time and half of it was spent on what is
 * thrown away.
 *
 * Why the article comes out the same: an HTML parser builds an element from the tokens between its
 * start tag and the end tag that closes it, and from the elements open at its start (scope rules:
 * a stray `</main>` in the article would close the `main` it is in). Here the tokens from the
 * article's start tag to the end of the page are the page's own, and the elements open at the
 * article's start are opened by their own start tags, as in the page. What is left out only ever held
 * closed elements (the head, the navbar, the sidebar), which a later token cannot reopen or add to.
 * The converter's title and description, which it reads from the `<title>` and the first `<h1>`,
 * change, but the plugin never uses them (its llms.txt is replaced, src/plugins/markdown-twins/index.ts).
 *
 * Finding the article's start needs a tokenizer, not a search for the class name (a class name in a
 * script or an attribute is no element): htmlparser2, about five times faster than building the tree.
 * It agrees with parse5 on where a start tag is, except inside the elements whose content parse5
 * reads as text and htmlparser2 as markup (`noscript` with scripting on, `iframe`, `noembed`,
 * `noframes`, `xmp`, `plaintext`, and `template` contents, which parse5 keeps apart): a page with one
 * of them before its article is given whole, as is a page without the standard doctype (quirks mode
 * parses some tables differently) or whose article is in anything but plain block containers.
 * tests/unit/markdown-twins-convert.test.ts and tests/e2e/markdown-twins.test.ts (every built page)
 * check that the article parsed from the cut page is the one parsed from the whole page.
 */
import {Parser} from 'htmlparser2';

/** The class of the converter's selector (`contentSelectors`), as in ./rehype-twin.ts (ARTICLE_CLASS). */
const ARTICLE_CLASS = 'theme-doc-markdown';

/** Elements whose content parse5 does not read as markup, while htmlparser2 does. */
const TEXT_FOR_PARSE5 = new Set(['noscript', 'iframe', 'noembed', 'noframes', 'xmp', 'plaintext', 'template']);

/** The elements the article may be in: block containers with no scope or tree-building rule of their own. */
const CONTAINERS = new Set(['html', 'body', 'div', 'main', 'article', 'section', 'aside', 'header', 'footer', 'nav']);

/** ASCII whitespace, which separates class names in HTML. */
const SPACE = /[\t\n\f\r ]+/;

interface OpenTag {
  name: string;
  /** The start tag's text in the page. */
  text: string;
}

/**
 * The page from its article on, after the doctype and the start tags of the elements the article is
 * in; the page itself when the cut could differ from it (see above).
 */
export function articlePage(html: string): string {
  if (!/^<!doctype html>/i.test(html)) return html;
  const open: OpenTag[] = [];
  let cut: {at: number; ancestors: OpenTag[]} | undefined;
  let unsure = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (TEXT_FOR_PARSE5.has(name)) unsure = true;
        const text = html.slice(parser.startIndex, parser.endIndex + 1);
        if (!cut && (attribs.class ?? '').split(SPACE).includes(ARTICLE_CLASS)) {
          cut = {at: parser.startIndex, ancestors: [...open]};
          parser.pause();
        }
        open.push({name, text});
      },
      onclosetag(name) {
        // htmlparser2 closes elements innermost first, so the one closed is the last opened.
        if (open.pop()?.name !== name) unsure = true;
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  if (!cut || unsure) return html;
  for (const {name, text} of cut.ancestors) {
    // A start tag as written in the page (not one htmlparser2 implied), of a plain container.
    if (!CONTAINERS.has(name) || !text.toLowerCase().startsWith(`<${name}`)) return html;
  }
  return `<!doctype html>${cut.ancestors.map((a) => a.text).join('')}${html.slice(cut.at)}`;
}
