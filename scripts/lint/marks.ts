/**
 * Lint rules about what a page says of itself and where it sends a reader:
 * - `pitel-docs:planned-description`: a page that is planned throughout, or mostly, says so in its
 *   front-matter `description`, which becomes the meta and Open Graph description, the llms.txt line,
 *   the category card and the search snippet. The description starts with "Proposed design: " (English
 *   pages) or "Thiết kế đề xuất: " (Vietnamese pages). A mixed page whose planned h2 sections hold at
 *   least a quarter of its words (its core is planned) says so too: the prefix, or a clause naming what is
 *   planned with the words "proposed design" / "thiết kế đề xuất" ("…; the JWT claims are proposed design.").
 * - `pitel-docs:vi-link-edition`: a Vietnamese page links the Vietnamese edition of a page when there
 *   is one (`/ho-tro`, not `/support`), never its English edition.
 */
import path from 'node:path';
import type {Nodes, Root, RootContent} from 'mdast';
import {lintRule} from 'unified-lint-rule';
import {SKIP, visit} from 'unist-util-visit';
import {counterpartOf, langOfPath, type Lang} from '../../src/config/page-langs';
import {pageLangs} from '../../src/config/sections';
import {pageMarks} from '../../src/config/planned';
import {internalTarget, routeOfFile} from '../../src/plugins/features/page-lang/remark-link-lang';
import {isJsx, pageFrontMatter} from './rules';

export const plannedDescriptionPrefix: Record<Lang, string> = {en: 'Proposed design: ', vi: 'Thiết kế đề xuất: '};

const langs = pageLangs();

/** The language of a page file, from its route (English for a file outside the sections, such as a fixture). */
export function langOfFile(file: string): Lang {
  const route = routeOfFile(path.resolve(file));
  return route ? langOfPath(route, langs) : 'en';
}

const isPlannedNotice = (node: RootContent | undefined) => !!node && isJsx(node, 'Planned');

/** The body's nodes that a reader sees: no front matter, imports or comments. */
function bodyNodes(tree: Root): RootContent[] {
  return tree.children.filter(
    (n) =>
      n.type !== 'yaml' &&
      n.type !== 'mdxjsEsm' &&
      !(n.type === 'mdxFlowExpression' && /^\s*\/\*[\s\S]*\*\/\s*$/.test(n.value)),
  );
}

/**
 * How much of a page is planned: 'whole' when it opens with a `<Planned>` notice (or, for an endpoint
 * page, when every operation it documents is `x-proposed`), 'most' when more than half of its h2
 * sections open with one, else 'part' or 'none'.
 */
export function plannedShare(
  tree: Root,
  frontMatter: Record<string, unknown>,
  siteDir = process.cwd(),
): 'whole' | 'most' | 'part' | 'none' {
  const body = bodyNodes(tree);
  if (isPlannedNotice(body[0])) return 'whole';
  try {
    if (pageMarks(siteDir, frontMatter)?.planned) return 'whole';
  } catch {
    // An operation missing from its document is the contract test's to report.
  }
  const sections = body.map((n, i) => (n.type === 'heading' && n.depth === 2 ? i : -1)).filter((i) => i >= 0);
  const planned = sections.filter((i) => isPlannedNotice(body[i + 1])).length;
  if (!planned) return 'none';
  return planned * 2 > sections.length ? 'most' : 'part';
}

/** The words of the text a reader sees in a list of nodes (no code). */
function wordsOf(nodes: RootContent[]): number {
  const text = (node: Nodes): string =>
    node.type === 'text'
      ? node.value
      : node.type === 'code' || node.type === 'inlineCode'
        ? ' '
        : 'children' in node
          ? (node.children as Nodes[]).map(text).join(' ')
          : '';
  return nodes
    .map((n) => text(n))
    .join(' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * The share of a page's words that stand in its planned h2 sections (those that open with `<Planned>`).
 * A page whose planned sections hold at least `plannedCoreShare` of its words has a planned core.
 */
export function plannedWordShare(tree: Root): number {
  const body = bodyNodes(tree);
  const starts = body.map((n, i) => (n.type === 'heading' && n.depth === 2 ? i : -1)).filter((i) => i >= 0);
  const total = wordsOf(body);
  if (!total) return 0;
  let planned = 0;
  starts.forEach((start, k) => {
    if (isPlannedNotice(body[start + 1])) planned += wordsOf(body.slice(start, starts[k + 1] ?? body.length));
  });
  return planned / total;
}

export const plannedCoreShare = 1 / 4;

/** The clause that says a mixed page's core is planned, anywhere in its description ("…; the JWT claims are proposed design."). */
export const plannedClause: Record<Lang, RegExp> = {en: /\bproposed design\b/i, vi: /thiết kế đề xuất/i};

export const plannedDescription = lintRule<Root>({origin: 'pitel-docs:planned-description'}, (tree, file) => {
  const {node: yamlNode, data} = pageFrontMatter(tree);
  if (!data) return; // the front-matter rule reports it
  const description = typeof data.description === 'string' ? data.description : '';
  const share = plannedShare(tree, data);
  const prefix = plannedDescriptionPrefix[langOfFile(file.path)];
  const marked = description.startsWith(prefix);
  if ((share === 'whole' || share === 'most') && !marked) {
    file.message(
      `Expected the \`description\` of a page that is ${share === 'whole' ? 'planned throughout' : 'mostly planned'} to start with "${prefix}" (it becomes the meta description, the llms.txt line and the search snippet)`,
      {place: yamlNode?.position ?? {line: 1, column: 1}},
    );
  } else if (
    share === 'part' &&
    plannedWordShare(tree) >= plannedCoreShare &&
    !plannedClause[langOfFile(file.path)].test(description)
  ) {
    file.message(
      `Expected the \`description\` of a page whose planned sections hold ${Math.round(plannedWordShare(tree) * 100)}% of its words to say what is planned: start with "${prefix}" or add a clause such as "…; the … is ${langOfFile(file.path) === 'vi' ? 'thiết kế đề xuất' : 'proposed design'}"`,
      {place: yamlNode?.position ?? {line: 1, column: 1}},
    );
  } else if (marked && share === 'none') {
    file.message(`Unexpected "${prefix.trim()}" in the \`description\` of a page with no \`<Planned>\` notice`, {
      place: yamlNode?.position,
    });
  }
});

export const viLinkEdition = lintRule<Root>({origin: 'pitel-docs:vi-link-edition'}, (tree, file) => {
  if (langOfFile(file.path) !== 'vi') return;
  // The page's own English edition may be linked as such ("this page in English").
  const route = routeOfFile(path.resolve(file.path));
  const own = route ? counterpartOf(route, langs.pairs)?.path : undefined;
  visit(tree, 'link', (node) => {
    const target = internalTarget(node.url);
    const edition = target && langOfPath(target, langs) === 'en' ? counterpartOf(target, langs.pairs) : undefined;
    if (edition && target !== own) {
      const hash = node.url.includes('#') ? node.url.slice(node.url.indexOf('#')) : '';
      file.message(
        `Unexpected link to the English edition \`${node.url}\`, expected its Vietnamese edition \`${encodeURI(edition.path)}${hash}\``,
        {
          place: node.position,
        },
      );
    }
  });
});

/**
 * Words that dress a guess as a known fact ("usually", "typically", "in practice", "most tenants").
 * A sentence that uses one also says it is our reading ("not documented", "we assume"), or it is reported:
 * say what Pitel documents, mark the guess as one, or leave it out (WRITING.md, "Say only what we know").
 */
export const unsourcedWording =
  /\b(?:typically|usually|normally|generally|by convention|commonly|in practice|as a rule|in most (?:set-?ups|cases|tenants)|most tenants)\b|thông thường|thường thì|theo thông lệ|trên thực tế|phần lớn hệ thống|hầu hết (?:các )?hệ thống/i;

/** Words that say the sentence is our reading, not Pitel's documentation. */
export const inferenceMarker =
  /not (?:documented|published|stated|shown|spelled out)|undocumented|does not (?:document|say|publish|state)|doesn't (?:document|say)|we assume|we suggest|we recommend|our reading|in our tests|planned|không được (?:công bố|mô tả|nêu)|chưa được (?:công bố|mô tả)|tài liệu (?:của Pitel )?không (?:nêu|nói|mô tả)|chúng tôi giả định|chúng tôi đề xuất|theo cách hiểu của chúng tôi|dự kiến/i;

export const unsourced = lintRule<Root>({origin: 'pitel-docs:unsourced-wording'}, (tree, file) => {
  const textOf = (node: Nodes): string => {
    if (node.type === 'text') return node.value;
    if (node.type === 'inlineCode' || node.type === 'code') return ' ';
    return 'children' in node ? (node.children as Nodes[]).map(textOf).join(node.type === 'tableRow' ? ' | ' : '') : '';
  };
  visit(tree, (node) => {
    if (node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'tableRow') return undefined;
    for (const sentence of textOf(node).split(/(?<=[.!?])\s+|\s\|\s/)) {
      const found = unsourcedWording.exec(sentence);
      if (found && !inferenceMarker.test(sentence)) {
        file.message(
          `Unexpected "${found[0]}": it presents a guess as a fact. Say what Pitel documents, or say it is not documented and give our reading (WRITING.md, "Say only what we know")`,
          {place: node.position},
        );
      }
    }
    return SKIP;
  });
});
