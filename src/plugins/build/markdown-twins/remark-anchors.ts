/**
 * The last step of a Markdown twin before it is written out (./convert.ts), on its Markdown tree: every
 * id of the page is carried by the twin, so that a `#id` link resolves in the twin as on the page.
 *
 * ./rehype-twin.ts marks each id of the article with an HTML comment where its element starts; here,
 * with the Markdown tree as it will be written:
 * - a heading whose GitHub-style slug (github-slugger, as GitHub and most Markdown renderers make
 *   heading ids, counting repeats in document order) is the page's id needs nothing: the mark goes;
 * - a heading with another id (a custom `{#id}`, or an English id above a Vietnamese heading) gets an
 *   explicit anchor, `<a id="token-lifetime"></a>`, on its own line just above it, so the heading line
 *   itself stays `## Token lifetime`;
 * - any other element (a table row of /call-statuses) gets the anchor where it starts, in its first cell.
 *
 * A renderer also slugs the title (`# …`), which has no id on the page: when the title's slug is the
 * id of a later heading (an endpoint page whose operation heading repeats the title), `#id` opens the
 * twin at its title, a few lines above that heading. tests/support/twin-anchors.ts reports any link
 * that targets such an id as ambiguous.
 */
import type {Html, Parent, Root, RootContent} from 'mdast';
import GithubSlugger from 'github-slugger';
import {CONTINUE, SKIP, visit} from 'unist-util-visit';
import {ID_MARK} from './rehype-twin';

type Node = Root | RootContent;

const MARK = new RegExp(`^<!--${ID_MARK}([^>]*)-->$`);

/** The id a mark carries, or undefined for any other node. */
function markedId(node: Node): string | undefined {
  if (node.type !== 'html') return undefined;
  const m = MARK.exec(node.value);
  return m ? decodeURIComponent(m[1]) : undefined;
}

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The explicit anchor of an id, as the twin writes it. */
export const anchorHtml = (id: string) => `<a id="${escapeAttribute(id)}"></a>`;

/**
 * The text of a heading as a renderer shows it, which its slug is made from: text and inline code,
 * without HTML and images (mdast-util-to-string with `includeHtml: false`, `includeImageAlt: false`).
 */
export function headingText(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'html' || node.type === 'image') return '';
  return 'children' in node ? (node.children as Node[]).map(headingText).join('') : '';
}

/** Gives the twin's Markdown tree every id marked in it, in place. */
export function remarkTwinAnchors(tree: Root): void {
  // The slugger Docusaurus gives its headings ids with (@docusaurus/utils: createSlugger), without loading
  // all of @docusaurus/utils in each worker (bench/results/2026-11-27-twin-converters.md, "Where a twin's
  // time goes, and what was cut").
  const slugger = new GithubSlugger();
  const anchor = (id: string): Html => ({type: 'html', value: anchorHtml(id)});
  // In document order, as a renderer counts repeated slugs.
  visit(tree, (node: Node, index, parent: Parent | undefined) => {
    if (!parent || index === undefined) return CONTINUE;
    if (node.type === 'heading') {
      const ids = node.children.map(markedId).filter((id): id is string => id !== undefined);
      node.children = node.children.filter((c) => markedId(c) === undefined);
      const slug = slugger.slug(headingText(node).trim());
      const anchors = ids.filter((id) => id !== slug).map(anchor);
      parent.children.splice(index, 0, ...(anchors as Parent['children']));
      return [SKIP, index + anchors.length + 1];
    }
    const id = markedId(node);
    if (id !== undefined) parent.children[index] = anchor(id) as Parent['children'][number];
    return CONTINUE;
  });
}
