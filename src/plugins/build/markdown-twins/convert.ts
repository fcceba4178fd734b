/**
 * A page's Markdown twin, from its article (./article.ts): our step on the HTML tree (./rehype-twin.ts),
 * hast-util-to-mdast, our step on the Markdown tree (./remark-anchors.ts), then mdast-util-to-markdown
 * with the GitHub-flavoured Markdown extension (tables, strikethrough, autolinks).
 *
 * Why this converter: bench/results/2026-11-27-twin-converters.md measures it against node-html-markdown
 * and turndown on pages of the site (an endpoint page, a guide, a Vietnamese page, the largest page).
 * It is the only one of the three that writes every table of the site as a table and escapes the
 * text as CommonMark needs, and our steps stay on a standard HTML tree.
 *
 * The packages, ES modules only, are loaded by Node itself (src/plugins/shared/require-esm.ts), not
 * transpiled with the site's code.
 */
import type {Root as MdastRoot} from 'mdast';
import type * as HastToMdast from 'hast-util-to-mdast';
import type * as MdastGfm from 'mdast-util-gfm';
import type * as MdastToMarkdown from 'mdast-util-to-markdown';
import type {Options as ToMarkdownOptions} from 'mdast-util-to-markdown';
import type StringWidth from 'string-width';
import {requireEsm} from '../../shared/require-esm';
import {parseArticle} from './article';
import {rehypeTwin, type TwinOptions} from './rehype-twin';
import {remarkTwinAnchors} from './remark-anchors';

const {toMdast} = requireEsm<typeof HastToMdast>('hast-util-to-mdast', __filename);
const {gfmToMarkdown} = requireEsm<typeof MdastGfm>('mdast-util-gfm', __filename);
const {toMarkdown} = requireEsm<typeof MdastToMarkdown>('mdast-util-to-markdown', __filename);
const stringWidth = requireEsm<{default: typeof StringWidth}>('string-width', __filename).default;

/** How the twins write Markdown: `-` bullets and rules, `_` emphasis, fenced code, aligned tables. */
export const MARKDOWN_OPTIONS: ToMarkdownOptions = {
  bullet: '-',
  listItemIndent: 'one',
  rule: '-',
  emphasis: '_',
  fences: true,
  // Table columns padded to the width a terminal shows (wide characters count two).
  extensions: [gfmToMarkdown({tableCellPadding: true, tablePipeAlign: true, stringLength: stringWidth})],
};

/** A line break is kept as `<br />`: in a table cell, where the items of a list go on lines of their own, nothing else would do. */
const BREAK = {br: () => ({type: 'html' as const, value: '<br />'})};

/**
 * The twin of a page from its article's slice (./article.ts: articleSlice); `page` gives the whole
 * page, read only where the slice does not parse into the article alone. Throws, naming `route`, when
 * the page has no article or its article cannot be converted.
 */
export function pageTwin(route: string, slice: string | undefined, page: () => string, options: TwinOptions): string {
  try {
    const article = parseArticle(slice, page) ?? {type: 'root', children: []};
    rehypeTwin(article, options);
    // A root gives a root.
    const markdown = toMdast(article, {document: true, handlers: BREAK}) as MdastRoot;
    remarkTwinAnchors(markdown);
    return toMarkdown(markdown, MARKDOWN_OPTIONS);
  } catch (e) {
    throw new Error(`markdown-twins: cannot make the twin of ${route}: ${(e as Error).message}`, {cause: e});
  }
}
