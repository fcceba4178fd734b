/**
 * The first step of a Markdown twin (./convert.ts): prepares the article of a built page (the
 * `.theme-doc-markdown` element, ./article.ts) so that hast-util-to-mdast turns it into Markdown that
 * reads like the page.
 *
 * - Code blocks (src/plugins/features/code-blocks/theme/CodeBlock: highlighted at build time, the language on the wrapper)
 *   become `<pre><code class="language-…">` holding the plain code, so they are fenced with their
 *   language; a block's title becomes a bold line above it.
 * - Diagrams (src/plugins/features/diagrams/theme/Diagram) become a `mermaid` code block with the source recorded when the
 *   page was compiled, found by the diagram id that prefixes the ids of its SVG; no SVG is kept.
 * - Tabs become every tab in turn: its label as a bold line, then its content.
 * - Admonitions become a quote that starts with their title in bold.
 * - Links to pages of the site point to their twins (src/config/markdown-twins.ts), in every form that
 *   leads to a page (./convert.ts: twinLink).
 * - A list in a table cell becomes its items on lines of their own (`- ` or `1. ` before each, `<br />`
 *   between), since a Markdown table cell holds one line of text.
 * - Every id of the article (headings, table rows) is marked with an HTML comment where its element
 *   starts, which hast-util-to-mdast keeps as a Markdown `html` node: ./remark-anchors.ts turns each
 *   mark into the id the twin carries (the heading's own GitHub-style slug, or an explicit anchor).
 * - The page's own controls are dropped: heading anchors (`#`), buttons, forms (the call-event
 *   inspector of src/plugins/features/call-inspector), icons, the diagram's "Diagram as text" box, and React's
 *   empty comments.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {ARTICLE_CLASS} from './article';

/** What converting a page needs besides its article. */
export interface TwinOptions {
  /** The Mermaid source of a diagram, by its id (src/plugins/features/diagrams/sources.ts). */
  diagramSource(id: string): string;
  /**
   * The twin a link to a URL path (as in an href, percent-encoded or not) goes to, or undefined when
   * the path leads to no page that has a twin (./convert.ts: twinLink).
   */
  twinOf(pathname: string): string | undefined;
}

type Node = Root | RootContent | ElementContent;

/** Its class names: a list, as hast-util-from-parse5 and the elements made here give them. */
const classes = (node: Element) => (node.properties?.className as string[] | undefined) ?? [];

const hasClass = (node: Element, name: string) => classes(node).includes(name);
const isElement = (node: Node | undefined, tag?: string): node is Element =>
  node?.type === 'element' && (tag === undefined || node.tagName === tag);

function textOf(node: Node): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as Node[]).map(textOf).join('');
  return '';
}

function findAll(node: Node, test: (e: Element) => boolean, out: Element[] = []): Element[] {
  if (isElement(node) && test(node)) out.push(node);
  if ('children' in node) for (const child of node.children as Node[]) findAll(child, test, out);
  return out;
}

const element = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string) => ({type: 'text' as const, value});
const boldLine = (label: string) => element('p', [element('strong', [text(label)])]);
const codeBlock = (code: string, language: string) =>
  element('pre', [element('code', [text(code)], {className: [`language-${language}`]})]);

/** A code block of src/plugins/features/code-blocks/theme/CodeBlock: `div.theme-code-block.language-x > [div title] div > pre > code`. */
function convertCodeBlock(node: Element): ElementContent[] {
  const language = classes(node)
    .map((c) => /^language-(.+)$/.exec(c)?.[1])
    .find(Boolean);
  const [code] = findAll(node, (e) => e.tagName === 'code');
  if (!language || !code) throw new Error(`a code block without a language or a <code> element`);
  const title = node.children.find((c): c is Element => isElement(c) && !findAll(c, (e) => e.tagName === 'pre').length);
  const plain = textOf(code).replace(/\n$/, '');
  return [...(title ? [boldLine(textOf(title).trim())] : []), codeBlock(plain, language)];
}

/** A diagram of src/plugins/features/diagrams/theme/Diagram: `figure.pitel-diagram` with the SVG whose ids start with the diagram id. */
function convertDiagram(node: Element, options: TwinOptions): ElementContent[] {
  const ids = findAll(node, (e) => typeof e.properties?.id === 'string').map((e) => String(e.properties.id));
  const id = ids.map((i) => /^diagram-[0-9a-f]{8}(?=-)/.exec(i)?.[0]).find(Boolean);
  if (!id) throw new Error(`a diagram whose SVG has no id starting with its diagram id`);
  return [codeBlock(options.diagramSource(id).trimEnd(), 'mermaid')];
}

/** The outermost elements under `node` that pass `test` (not those nested in a match). */
function findOutermost(node: Element, test: (e: Element) => boolean): Element[] {
  return node.children.flatMap((c) => (isElement(c) ? (test(c) ? [c] : findOutermost(c, test)) : []));
}

/** Tabs of the classic theme: `[role=tablist] > [role=tab]` labels and `[role=tabpanel]` panels, in order. */
function convertTabs(node: Element): ElementContent[] {
  const [tablist] = findOutermost(node, (e) => e.properties?.role === 'tablist');
  const labels = tablist
    ? findOutermost(tablist, (e) => e.properties?.role === 'tab').map((e) => textOf(e).trim())
    : [];
  const panels = findOutermost(node, (e) => e.properties?.role === 'tabpanel');
  if (!labels.length || labels.length !== panels.length) {
    throw new Error(`tabs with ${labels.length} labels and ${panels.length} panels`);
  }
  return panels.flatMap((panel, i) => [boldLine(labels[i]), ...panel.children]);
}

/** An admonition of the classic theme: a heading (icon and title) and a content element. */
function convertAdmonition(node: Element): ElementContent[] {
  const parts = node.children.filter((c): c is Element => isElement(c));
  const heading = parts.find((c) => classes(c).some((n) => n.startsWith('admonitionHeading')));
  const content = parts.find((c) => classes(c).some((n) => n.startsWith('admonitionContent')));
  if (!heading || !content) throw new Error(`an admonition without its heading or content element`);
  const title = textOf(heading).trim();
  return [element('blockquote', [boldLine(title.charAt(0).toUpperCase() + title.slice(1)), ...content.children])];
}

/** A link to a page of the site points to its twin; anything else is left as it is. */
function rewriteLink(node: Element, options: TwinOptions) {
  const href = node.properties?.href;
  if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return;
  const [, pathname, rest] = /^([^?#]*)(.*)$/.exec(href)!;
  const twin = options.twinOf(pathname);
  if (twin !== undefined) node.properties.href = twin + rest;
}

/** Inline formatting whose edge spaces Markdown cannot hold (`**Base URL: **x` is not bold). */
const INLINE = new Set(['strong', 'b', 'em', 'i', 'del', 's', 'a']);

/** Moves the spaces at the edges of an inline formatting element to just outside it. */
function spacesOutside(node: Element): ElementContent[] {
  // Formatting around nothing but spaces is only the spaces (a link keeps its target).
  if (node.tagName !== 'a' && node.children.every((c) => c.type === 'text' && !c.value.trim()))
    return textOf(node) ? [text(' ')] : [];
  const first = node.children[0];
  const before = first?.type === 'text' ? /^\s*/.exec(first.value)![0] : '';
  if (first?.type === 'text') first.value = first.value.slice(before.length);
  const last = node.children[node.children.length - 1];
  const after = last?.type === 'text' ? /\s*$/.exec(last.value)![0] : '';
  if (last?.type === 'text') last.value = last.value.slice(0, last.value.length - after.length);
  return [...(before ? [text(' ')] : []), node, ...(after ? [text(' ')] : [])];
}

/** The replacement of a node: itself (children done), other nodes, or nothing. */
function transform(node: ElementContent, options: TwinOptions): ElementContent[] {
  if (node.type === 'comment') return [];
  if (node.type !== 'element') return [node];
  // `wbr` (line-break opportunities in API paths) would come out as a zero-width space.
  if (
    node.tagName === 'button' ||
    node.tagName === 'form' ||
    node.tagName === 'svg' ||
    node.tagName === 'wbr' ||
    hasClass(node, 'hash-link')
  )
    return [];
  let replaced: ElementContent[] | undefined;
  if (hasClass(node, 'theme-code-block')) replaced = convertCodeBlock(node);
  else if (hasClass(node, 'pitel-diagram')) replaced = convertDiagram(node, options);
  else if (hasClass(node, 'tabs-container')) replaced = convertTabs(node);
  else if (hasClass(node, 'theme-admonition')) replaced = convertAdmonition(node);
  if (replaced) return replaced.flatMap((n) => transform(n, options));
  if (node.tagName === 'a') rewriteLink(node, options);
  node.children = node.children.flatMap((c) => transform(c, options));
  if (node.tagName === 'td' || node.tagName === 'th') node.children = listsAsLines(node.children);
  return INLINE.has(node.tagName) ? spacesOutside(node) : [node];
}

const isList = (node: ElementContent): node is Element => isElement(node, 'ul') || isElement(node, 'ol');
const isBlank = (node: ElementContent) => node.type === 'text' && !node.value.trim();

/**
 * In a table cell: each list as its items, each on a line of its own (`<br />` between them, and
 * between the list and what is before or after it in the cell); lists in lists done first.
 */
function listsAsLines(children: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  let afterList = false;
  for (const child of children) {
    if (isElement(child)) child.children = listsAsLines(child.children);
    const items = isList(child) ? child.children.filter((c): c is Element => isElement(c, 'li')) : [];
    if (!items.length) {
      if (afterList && !isBlank(child)) {
        out.push(element('br', []));
        afterList = false;
      }
      out.push(child);
      continue;
    }
    if (out.some((c) => !isBlank(c))) out.push(element('br', []));
    out.push(
      ...items.flatMap((item, i) => [
        ...(i ? [element('br', [])] : []),
        text((child as Element).tagName === 'ol' ? `${i + 1}. ` : '- '),
        ...item.children,
      ]),
    );
    afterList = true;
  }
  return out;
}

/** The text of the comment that marks an id (ID_MARK + the id, percent-encoded), read by ./remark-anchors.ts. */
export const ID_MARK = 'pitel-twin-id:';

const idMark = (id: string): ElementContent => ({type: 'comment', value: `${ID_MARK}${encodeURIComponent(id)}`});

/**
 * Marks the id of every element that has one, where the element starts: first in a heading, first in
 * the first cell of a table row (a Markdown row has no place of its own for it), first in any other
 * element. The page's own comments are gone by then (transform drops them), so every comment left is a mark.
 */
function markIds(node: Node) {
  if (!('children' in node)) return;
  for (const child of node.children as Node[]) markIds(child);
  if (!isElement(node)) return;
  const id = node.properties?.id;
  if (typeof id !== 'string' || !id) return;
  const cell =
    node.tagName === 'tr'
      ? node.children.find((c): c is Element => isElement(c) && (c.tagName === 'td' || c.tagName === 'th'))
      : node;
  if (cell) cell.children.unshift(idMark(id));
}

/**
 * Prepares the article (a root holding the article element alone, ./article.ts) in place. Throws on
 * what it cannot convert (no article, tabs without labels, a diagram without its source); the caller
 * names the page.
 */
export function rehypeTwin(tree: Root, options: TwinOptions): void {
  const article = tree.children.filter((c) => c.type === 'element');
  if (article.length !== 1 || !hasClass(article[0] as Element, ARTICLE_CLASS)) {
    throw new Error(`no .${ARTICLE_CLASS} element to make the Markdown twin from`);
  }
  tree.children = tree.children.flatMap((c) => (c.type === 'doctype' ? [] : transform(c as ElementContent, options)));
  markIds(tree);
}
