/**
 * Rehype plugin for the Markdown twins: prepares the article of a built page (the
 * `.theme-doc-markdown` element the HTML-to-Markdown converter selected) so that it converts to
 * Markdown that reads like the page. It runs before the converter's own steps
 * (@signalwire/docusaurus-plugin-llms-txt `beforeDefaultRehypePlugins`).
 *
 * - Code blocks (src/plugins/code-blocks/theme/CodeBlock: highlighted at build time, the language on the wrapper)
 *   become `<pre><code class="language-…">` holding the plain code, so they are fenced with their
 *   language; a block's title becomes a bold line above it.
 * - Diagrams (src/plugins/diagrams/theme/Diagram) become a `mermaid` code block with the source recorded when the
 *   page was compiled, found by the diagram id that prefixes the ids of its SVG; no SVG is kept.
 * - Tabs become every tab in turn: its label as a bold line, then its content.
 * - Admonitions become a quote that starts with their title in bold.
 * - Links to pages of the site point to their twins (src/config/markdown-twins.ts), in every form the
 *   converter's own link step would resolve to a page, so that its result never depends on which pages
 *   it converts (./convert.ts).
 * - Every id of the article (headings, table rows) is marked with an HTML comment where its element
 *   starts, which the converter keeps as a Markdown `html` node: ./remark-anchors.ts turns each mark
 *   into the id the twin carries (the heading's own GitHub-style slug, or an explicit anchor).
 * - The page's own controls are dropped: heading anchors (`#`), buttons, forms (the call-event
 *   inspector of src/plugins/call-inspector), icons, the diagram's "Diagram as text" box, and React's
 *   empty comments.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

export interface RehypeTwinOptions {
  /** The Mermaid source of a diagram, by its id (src/plugins/diagrams/sources.ts). */
  diagramSource(id: string): string;
  /**
   * The twin a link to a URL path (as in an href, percent-encoded or not) goes to, or undefined when
   * the path leads to no page that has a twin (./convert.ts: twinLink).
   */
  twinOf(pathname: string): string | undefined;
}

/** The class of the element the twin is made from (Docusaurus's ThemeClassNames.docs.docMarkdown). */
export const ARTICLE_CLASS = 'theme-doc-markdown';

type Node = Root | RootContent | ElementContent;

function classes(node: Element): string[] {
  const value: unknown = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

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

/** A code block of src/plugins/code-blocks/theme/CodeBlock: `div.theme-code-block.language-x > [div title] div > pre > code`. */
function convertCodeBlock(node: Element, where: string): ElementContent[] {
  const language = classes(node)
    .map((c) => /^language-(.+)$/.exec(c)?.[1])
    .find(Boolean);
  const [code] = findAll(node, (e) => e.tagName === 'code');
  if (!language || !code) throw new Error(`${where}: a code block without a language or a <code> element`);
  const title = node.children.find((c): c is Element => isElement(c) && !findAll(c, (e) => e.tagName === 'pre').length);
  const plain = textOf(code).replace(/\n$/, '');
  return [...(title ? [boldLine(textOf(title).trim())] : []), codeBlock(plain, language)];
}

/** A diagram of src/plugins/diagrams/theme/Diagram: `figure.pitel-diagram` with the SVG whose ids start with the diagram id. */
function convertDiagram(node: Element, options: RehypeTwinOptions, where: string): ElementContent[] {
  const ids = findAll(node, (e) => typeof e.properties?.id === 'string').map((e) => String(e.properties.id));
  const id = ids.map((i) => /^diagram-[0-9a-f]{8}(?=-)/.exec(i)?.[0]).find(Boolean);
  if (!id) throw new Error(`${where}: a diagram whose SVG has no id starting with its diagram id`);
  let source: string;
  try {
    source = options.diagramSource(id);
  } catch (e) {
    throw new Error(`${where}: ${(e as Error).message}`, {cause: e});
  }
  return [codeBlock(source.trimEnd(), 'mermaid')];
}

/** The outermost elements under `node` that pass `test` (not those nested in a match). */
function findOutermost(node: Element, test: (e: Element) => boolean): Element[] {
  return node.children.flatMap((c) => (isElement(c) ? (test(c) ? [c] : findOutermost(c, test)) : []));
}

/** Tabs of the classic theme: `[role=tablist] > [role=tab]` labels and `[role=tabpanel]` panels, in order. */
function convertTabs(node: Element, where: string): ElementContent[] {
  const [tablist] = findOutermost(node, (e) => e.properties?.role === 'tablist');
  const labels = tablist
    ? findOutermost(tablist, (e) => e.properties?.role === 'tab').map((e) => textOf(e).trim())
    : [];
  const panels = findOutermost(node, (e) => e.properties?.role === 'tabpanel');
  if (!labels.length || labels.length !== panels.length) {
    throw new Error(`${where}: tabs with ${labels.length} labels and ${panels.length} panels`);
  }
  return panels.flatMap((panel, i) => [boldLine(labels[i]), ...panel.children]);
}

/** An admonition of the classic theme: a heading (icon and title) and a content element. */
function convertAdmonition(node: Element, where: string): ElementContent[] {
  const parts = node.children.filter((c): c is Element => isElement(c));
  const heading = parts.find((c) => classes(c).some((n) => n.startsWith('admonitionHeading')));
  const content = parts.find((c) => classes(c).some((n) => n.startsWith('admonitionContent')));
  if (!heading || !content) throw new Error(`${where}: an admonition without its heading or content element`);
  const title = textOf(heading).trim();
  return [element('blockquote', [boldLine(title.charAt(0).toUpperCase() + title.slice(1)), ...content.children])];
}

/** A link to a page of the site points to its twin; anything else is left as it is. */
function rewriteLink(node: Element, options: RehypeTwinOptions) {
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
function transform(node: ElementContent, options: RehypeTwinOptions, where: string): ElementContent[] {
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
  if (hasClass(node, 'theme-code-block')) replaced = convertCodeBlock(node, where);
  else if (hasClass(node, 'pitel-diagram')) replaced = convertDiagram(node, options, where);
  else if (hasClass(node, 'tabs-container')) replaced = convertTabs(node, where);
  else if (hasClass(node, 'theme-admonition')) replaced = convertAdmonition(node, where);
  if (replaced) return replaced.flatMap((n) => transform(n, options, where));
  if (node.tagName === 'a') rewriteLink(node, options);
  node.children = node.children.flatMap((c) => transform(c, options, where));
  return INLINE.has(node.tagName) ? spacesOutside(node) : [node];
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

export function rehypeTwin(options: RehypeTwinOptions) {
  return (tree: Root, file: {path?: string}) => {
    const article = tree.children.filter((c) => c.type === 'element');
    // The converter names the route in its message; a file path is there only in tests.
    const where = file.path || 'this page';
    // The converter falls back to the whole <body> when its selector finds nothing: never let the
    // navbar, sidebar and footer into a twin.
    if (article.length !== 1 || !hasClass(article[0], ARTICLE_CLASS)) {
      throw new Error(`${where}: no .${ARTICLE_CLASS} element to make the Markdown twin from`);
    }
    tree.children = tree.children.flatMap((c) =>
      c.type === 'doctype' ? [] : transform(c as ElementContent, options, where),
    );
    markIds(tree);
  };
}
