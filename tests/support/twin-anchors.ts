/**
 * Resolves the `#anchor` links of the Markdown twins and of llms-full.txt the way a Markdown renderer
 * does (src/plugins/build/markdown-twins: every id of a page is in its twin). The ids of a twin are those a
 * renderer gives it: the GitHub-style slug of every heading (github-slugger, repeats counted in
 * document order), and every `<a id="…">` (or `name`) of its HTML. A link resolves when its target
 * twin carries the id exactly once.
 *
 * In llms-full.txt, every page is a part that opens with a rule and `Source: <page URL> (<section>)`;
 * a link resolves against the part of the page it names (the same part for `#id`, the part of `/a/b`
 * for `/a/b.md#id`), and against that page's twin when the page has no part there (unlisted pages).
 *
 * Used by tests/e2e/twin-anchors.test.ts on the build, and proven on broken input by
 * tests/unit/twin-anchors.test.ts.
 */
import type {Root, RootContent} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {createSlugger} from '@docusaurus/utils';
import {twinPath} from '../../src/config/markdown-twins';

type Node = Root | RootContent;

/** The ids of a twin and what carries each: a heading's slug or an HTML anchor (more than one: ambiguous). */
export type TwinIds = Map<string, string[]>;

/** A link of a twin: its target as written and its text. */
export interface TwinLink {
  url: string;
  text: string;
}

const parser = unified().use(remarkParse).use(remarkGfm);

/** What a renderer shows of a node as text: text and inline code, no HTML and no image. */
function plainText(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'html' || node.type === 'image') return '';
  return 'children' in node ? (node.children as Node[]).map(plainText).join('') : '';
}

const entities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The `<a>` tags of an HTML fragment with the value of one attribute. */
function anchorAttributes(html: string, names: string): string[] {
  return [...html.matchAll(/<a\b[^>]*>/gi)].flatMap((tag) =>
    [...tag[0].matchAll(new RegExp(`\\s(?:${names})\\s*=\\s*"([^"]*)"`, 'gi'))].map((m) => entities(m[1])),
  );
}

/** What a renderer makes of a Markdown text: its ids and its links, from one parse. */
function analyse(markdown: string): {ids: TwinIds; links: TwinLink[]} {
  const ids: TwinIds = new Map();
  const links: TwinLink[] = [];
  const add = (id: string, by: string) => ids.set(id, [...(ids.get(id) ?? []), by]);
  const slugger = createSlugger();
  visit(parser.parse(markdown), (node: Node) => {
    if (node.type === 'heading') {
      const text = plainText(node).trim();
      const slug = slugger.slug(text);
      if (slug) add(slug, `the heading "${text}"`);
    }
    if (node.type === 'html') {
      for (const id of anchorAttributes(node.value, 'id|name')) add(id, `<a id="${id}">`);
      for (const href of anchorAttributes(node.value, 'href')) links.push({url: href, text: '<a href>'});
    }
    if (node.type === 'link') links.push({url: node.url, text: plainText(node)});
    if (node.type === 'definition') links.push({url: node.url, text: `[${node.identifier}]`});
  });
  return {ids, links};
}

/**
 * Parsing is the slow part (every twin, and the same text again in llms-full.txt, whose parts are
 * the twins): a text is parsed once, whatever asks for it.
 */
const analysed = new Map<string, ReturnType<typeof analyse>>();
function analysis(markdown: string) {
  const key = markdown.trim();
  if (!analysed.has(key)) analysed.set(key, analyse(key));
  return analysed.get(key)!;
}

/** The ids a renderer gives a twin, with their carriers. */
export const twinIds = (markdown: string): TwinIds => analysis(markdown).ids;

/** Every link of a twin: Markdown links and definitions, and `<a href>` in its HTML. */
export const twinLinks = (markdown: string): TwinLink[] => analysis(markdown).links;

export interface AnchorCheck {
  /** What the problems are reported against (a twin path, or llms-full.txt and a page). */
  where: string;
  markdown: string;
  /** The URL path the links are relative to: the twin's own path. */
  base: string;
  /** The site's origin and base (`https://docs.example.com`): absolute links under it are links of the site. */
  siteUrl: string;
  /** The ids of the twin at a URL path (decoded), or undefined when there is none. */
  idsOf(twinPath: string): TwinIds | undefined;
}

export interface AnchorResult {
  problems: string[];
  /** How many `#anchor` links into the site were resolved. */
  checked: number;
}

/**
 * Problems of the `#anchor` links of one twin: a target twin that does not exist, an id the target
 * does not carry or carries more than once, and a fragment into a site path that is not a twin.
 * Links to other sites are not resolved.
 */
export function anchorProblems(check: AnchorCheck): AnchorResult {
  const site = new URL(check.siteUrl.replace(/\/?$/, '/'));
  const problems: string[] = [];
  let checked = 0;
  for (const link of twinLinks(check.markdown)) {
    if (!link.url.includes('#')) continue;
    let url: URL;
    try {
      url = new URL(link.url, new URL(encodeURI(check.base), site));
    } catch {
      problems.push(`${check.where}: [${link.text}](${link.url}) is not a URL`);
      continue;
    }
    if (url.origin !== site.origin) continue;
    checked++;
    const said = `${check.where}: [${link.text}](${link.url})`;
    const target = decodeURIComponent(url.pathname);
    const id = decodeURIComponent(url.hash.slice(1));
    if (!target.endsWith('.md') && target !== decodeURIComponent(new URL(encodeURI(check.base), site).pathname)) {
      problems.push(`${said} points into ${target}, which is not a Markdown twin`);
      continue;
    }
    const ids = check.idsOf(target);
    if (!ids) problems.push(`${said}: no Markdown twin at ${target}`);
    else if (!ids.has(id)) problems.push(`${said}: ${target} has no id "${id}"`);
    else if (ids.get(id)!.length > 1)
      problems.push(
        `${said}: ${target} carries the id "${id}" ${ids.get(id)!.length} times (${ids.get(id)!.join('; ')})`,
      );
  }
  return {problems, checked};
}

/** The parts of llms-full.txt: the page URL of each and its Markdown (the header is the part without a page). */
export function llmsFullParts(full: string): {source?: string; markdown: string}[] {
  const pieces = full.split(/^---\n\nSource: (\S+) \(.*\)\n\n/m);
  const parts: {source?: string; markdown: string}[] = [{markdown: pieces[0]}];
  for (let i = 1; i < pieces.length; i += 2) parts.push({source: pieces[i], markdown: pieces[i + 1]});
  return parts;
}

/**
 * Problems of the `#anchor` links of llms-full.txt: each part's links resolve against the part of
 * the page they name (its own for `#id`), or against that page's twin (twinIdsOf) when it has no
 * part; the header's links against llms-full.txt itself, which carries no id of its own.
 */
export function llmsFullAnchorProblems(
  full: string,
  siteUrl: string,
  twinIdsOf: (twinPath: string) => TwinIds | undefined,
): AnchorResult {
  const parts = llmsFullParts(full).map((part) => {
    const route = part.source === undefined ? undefined : decodeURIComponent(new URL(part.source).pathname);
    return {...part, route, path: route === undefined ? '/llms-full.txt' : twinPath(route)};
  });
  const partIds = new Map(
    parts.filter((p) => p.route !== undefined).map((p) => [p.path, twinIds(p.markdown)] as const),
  );
  const results = parts.map((part) =>
    anchorProblems({
      where: `llms-full.txt${part.route === undefined ? ' (header)' : ` (${part.route})`}`,
      markdown: part.markdown,
      base: part.path,
      siteUrl,
      idsOf: (p) => partIds.get(p) ?? (p === '/llms-full.txt' ? new Map() : twinIdsOf(p)),
    }),
  );
  return {problems: results.flatMap((r) => r.problems), checked: results.reduce((n, r) => n + r.checked, 0)};
}
