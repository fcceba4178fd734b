/**
 * A page's Markdown twin, from its article (./article.ts): our step on the HTML tree (./rehype-twin.ts),
 * hast-util-to-mdast, our step on the Markdown tree (./remark-anchors.ts), then mdast-util-to-markdown
 * with the GitHub-flavoured Markdown extension (tables, strikethrough, autolinks). It runs in the
 * conversion workers (./worker.ts), so it imports nothing of the site but what converting needs.
 *
 * Why this converter: bench/results/2026-11-27-twin-converters.md measures it against node-html-markdown
 * and turndown on pages of the site (an endpoint page, a guide, a Vietnamese page, the largest page).
 * It is the only one of the three that writes every table of the site as a table and escapes the
 * text as CommonMark needs, and our steps stay on a standard HTML tree.
 */
import type {Root as HastRoot} from 'hast';
import type {Root as MdastRoot} from 'mdast';
import {toMdast} from 'hast-util-to-mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown, type Options as ToMarkdownOptions} from 'mdast-util-to-markdown';
import stringWidth from 'string-width';
import {parseArticle} from './article';
import {rehypeTwin, type RehypeTwinOptions} from './rehype-twin';
import {remarkTwinAnchors} from './remark-anchors';

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

/** What converting a page needs besides its article. */
export type TwinOptions = RehypeTwinOptions;

/** The twin of an article (a root holding the article element alone, as ./article.ts parses it), which it changes. */
export function articleMarkdown(article: HastRoot, options: TwinOptions): string {
  rehypeTwin(article, options);
  // A root gives a root.
  const markdown = toMdast(article, {document: true, handlers: BREAK}) as MdastRoot;
  remarkTwinAnchors(markdown);
  return toMarkdown(markdown, MARKDOWN_OPTIONS);
}

/** A page's twin, and the links to pages it rewrote, each as the path it had and the twin it went to (or null). */
export interface PageTwin {
  markdown: string;
  links: [pathname: string, twin: string | null][];
  /** Whether the article was taken from the whole page (./article.ts: parseArticle), so the twin depends on more than the slice. */
  wholePage: boolean;
}

/**
 * The twin of a page from its article's slice (./article.ts: articleSlice); `page` gives the whole
 * page, read only where the slice does not parse into the article alone. Throws, naming `route`, when
 * the page has no article or its article cannot be converted.
 */
export function pageTwin(route: string, slice: string | undefined, page: () => string, options: TwinOptions): PageTwin {
  const links = new Map<string, string | null>();
  const twinOf = (pathname: string) => {
    const twin = options.twinOf(pathname);
    links.set(pathname, twin ?? null);
    return twin;
  };
  let wholePage = false;
  try {
    const article = parseArticle(slice, () => ((wholePage = true), page())) ?? {type: 'root', children: []};
    const markdown = articleMarkdown(article, {...options, twinOf});
    return {markdown, links: [...links], wholePage};
  } catch (e) {
    throw new Error(`markdown-twins: cannot make the twin of ${route}: ${(e as Error).message}`, {cause: e});
  }
}
