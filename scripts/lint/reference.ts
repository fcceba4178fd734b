/**
 * Doubt on the API reference, counted as its reader meets it (WRITING.md, "One page shape for doubt" and
 * "API pages"). An endpoint page is the writer's MDX and the reference the build renders from
 * `openapi/*.yaml` in place of `<ApiReference />` (src/plugins/features/api-reference): the descriptions of the
 * parameters, fields and answers, the notes of the generated tables. Counting the MDX alone would miss
 * what the reader reads most, so the rules here count the page with its reference rendered in place, in
 * reading order, every form of `doubtForms` and the structural ones (proposal notices and badges,
 * pointers to the questions, "Unknown" cells), outside the page's closing "Questions for Pitel support".
 *
 * The rules, on the reference pages (`referenceDirs`: `/api/v1`, `/api/v3`, `/module/psr`):
 * - `pitel-docs:reference-doubt-density`: at most `maxReferenceDoubtsPerPage` doubts on a page;
 * - `pitel-docs:reference-doubt-average` (the CLI, over every reference page): at most
 *   `maxReferenceDoubtAverage` a page on average;
 * - `pitel-docs:closing-questions` and `pitel-docs:doubt-once` hold there as on the guides (./doubts.ts),
 *   on the rendered page; each is one rule, registered here for the guides and the reference pages.
 *
 * `npx tsx scripts/lint/cli.ts --reference` prints every reference page's count by form, the average
 * and the worst pages; with `--twins <build dir>` it counts the built Markdown twins instead (the same
 * pages as a tool reads them), so the two can be compared after a build.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {lintRule} from 'unified-lint-rule';
import {CONTINUE, visit} from 'unist-util-visit';
import {apiPageNodes, apiFrontMatter, pageLayout, withQuestionsPage} from '../../src/plugins/features/api-reference';
import {frontMatterQuestions, withClosingQuestions} from '../../src/plugins/features/api-reference/questions';
import {twinPath} from '../../src/config/markdown-twins';
import {routeOfFile} from '../../src/plugins/features/page-lang/remark-link-lang';
import {pageFrontMatter} from './rules';
import {siteRelative} from '../../src/config/content-files';
import {
  closingProblems,
  describeDoubts,
  doubtOnceProblems,
  doubtRulesApply,
  pageDoubts,
  type DoubtCount,
} from './doubts';

/** The folders of the API reference: the v1 and v3 endpoint pages and the psr module. */
export const referenceDirs = ['docs/api', 'docs/module'] as const;

/** The thresholds: at most 6 doubts on a reference page, 2 a page on average over the reference. */
export const maxReferenceDoubtsPerPage = 6;
export const maxReferenceDoubtAverage = 2;

/** Whether a file is a page of the API reference. */
export function isReferencePage(file: string): boolean {
  const rel = siteRelative(file);
  return referenceDirs.some((dir) => rel.startsWith(`${dir}/`));
}

/**
 * A page's tree with its generated reference in place, flat and in reading order: the method and path
 * of each operation, the page's prose before `<ApiReference />`, then each operation's request, samples,
 * response and errors (and the fields a page of several webhooks shows once), then the prose after it,
 * as the remark step lays them out (pageLayout). A page without `api` front matter is returned as it is.
 * The panes of the build are left out: they change where the parts stand on a wide screen, not what is read.
 */
export function withReference(tree: Root, siteDir = process.cwd(), file = ''): Root {
  const {data: frontMatter} = pageFrontMatter(tree);
  tree = {...tree, children: withQuestionsPage(tree.children)};
  if (!frontMatter) return tree;
  let api;
  let pageQuestions: string[];
  try {
    api = apiFrontMatter(frontMatter);
    pageQuestions = frontMatterQuestions(frontMatter);
  } catch {
    return tree; // the build reports a broken front matter
  }
  if (!api)
    return pageQuestions.length ? {...tree, children: withClosingQuestions(tree.children, pageQuestions)} : tree;
  const nodes = apiPageNodes(siteDir, api, file, false);
  const {head, before, after, generated} = pageLayout(tree.children, pageQuestions, nodes);
  return {
    ...tree,
    children: [...head, ...(nodes.endpoints ? [nodes.endpoints] : []), ...before, ...generated, ...after],
  };
}

/** The doubts a reader meets on a reference page, its generated reference included, outside its closing questions. */
export function referenceDoubts(tree: Root, file = '', siteDir = process.cwd()): DoubtCount {
  return pageDoubts(withReference(tree, siteDir, file));
}

const twinProcessor = unified().use(remarkParse).use(remarkGfm);

/** A text's first words, for the notice and the badge of a proposed design as a twin writes them. */
const PROPOSAL = /^Our proposal, not confirmed by Pitel/;

/**
 * A built Markdown twin as a tree the doubt count reads like a page: the proposed-design notice (a quote
 * opening with its bold title) and badge (a link to Support titled with the notice's words) become the
 * `<Planned>` and `<PlannedBadge />` they were written as, so each counts once, as on the page.
 */
export function twinTree(markdown: string): Root {
  const tree = twinProcessor.parse(markdown);
  visit(tree, (node, index, parent) => {
    let replacement: object | undefined;
    if (node.type === 'link' && PROPOSAL.test(node.title ?? '')) {
      replacement = {type: 'mdxJsxTextElement', name: 'PlannedBadge', attributes: [], children: []};
    } else if (node.type === 'blockquote') {
      const [first, ...rest] = node.children;
      const title = first?.type === 'paragraph' && first.children[0]?.type === 'strong' ? first.children[0] : undefined;
      const words = title?.children.map((c) => ('value' in c ? c.value : '')).join('') ?? '';
      if (PROPOSAL.test(words))
        replacement = {type: 'mdxJsxFlowElement', name: 'Planned', attributes: [], children: rest};
    }
    if (!replacement || !parent || index === undefined) return CONTINUE;
    (parent.children as RootContent[])[index] = replacement as RootContent;
    // The notice's content is visited in its new place.
    return index;
  });
  return tree;
}

/** The doubts of a built twin outside its closing questions. */
export function twinDoubts(markdown: string): DoubtCount {
  return pageDoubts(twinTree(markdown));
}

/** The built twin of a reference page (`build/api/v3/carrier/get.md`), or undefined when it is not there. */
export function twinOfPage(file: string, buildDir = 'build'): string | undefined {
  const route = routeOfFile(path.resolve(file));
  if (!route) return undefined;
  const twin = path.join(buildDir, twinPath(route));
  return existsSync(twin) ? readFileSync(twin, 'utf8') : undefined;
}

/** Average and worst pages of a list of counts. */
export function referenceSummary(pages: readonly {file: string; doubts: number}[]): {
  pages: number;
  average: number;
  max: number;
  worst: {file: string; doubts: number}[];
} {
  const sorted = [...pages].sort((a, b) => b.doubts - a.doubts || a.file.localeCompare(b.file));
  const total = pages.reduce((a, p) => a + p.doubts, 0);
  return {
    pages: pages.length,
    average: pages.length ? total / pages.length : 0,
    max: sorted[0]?.doubts ?? 0,
    worst: sorted.slice(0, 5),
  };
}

/** The line the CLI prints, and fails on, when the reference averages more than its threshold. */
export function referenceOverAverage(pages: readonly {file: string; doubts: number}[]): string | undefined {
  const s = referenceSummary(pages);
  if (s.average <= maxReferenceDoubtAverage) return undefined;
  return `the API reference: ${pages.reduce((a, p) => a + p.doubts, 0)} doubts on ${s.pages} pages, ${s.average.toFixed(2)} a page, expected at most ${maxReferenceDoubtAverage} (WRITING.md, "API pages")`;
}

/**
 * The page the doubt rules read: a guide page as written, a reference page with its reference rendered;
 * undefined where they do not hold, or when a document cannot be loaded (the build and the contract test
 * report it).
 */
function doubtPage(tree: Root, file: string): Root | undefined {
  if (doubtRulesApply(file)) return tree;
  if (!isReferencePage(file)) return undefined;
  try {
    return withReference(tree, process.cwd(), siteRelative(file));
  } catch {
    return undefined;
  }
}

export const referenceDoubtDensity = lintRule<Root>({origin: 'pitel-docs:reference-doubt-density'}, (tree, file) => {
  if (!isReferencePage(file.path)) return;
  const page = doubtPage(tree, file.path);
  if (!page) return;
  const c = pageDoubts(page);
  if (c.total > maxReferenceDoubtsPerPage) {
    file.message(
      `Unexpected ${c.total} doubts on this reference page, its generated reference included, outside the closing questions (${describeDoubts(c)}), expected at most ${maxReferenceDoubtsPerPage}: state what Pitel documents plainly, in the page or in openapi/*.yaml, and ask the rest once under "Questions for Pitel support" or on /api/questions (WRITING.md, "API pages")`,
      {place: {line: 1, column: 1}},
    );
  }
});

/**
 * `pitel-docs:closing-questions` and `pitel-docs:doubt-once` (./doubts.ts) on the guides, and on the reference
 * pages read with their reference rendered: one closing list (on a reference page, the page's own, which the
 * build completes with the questions its reference raises), and in each h2 section at most one "our reading"
 * and one pointer to the questions.
 */
export const closingQuestions = lintRule<Root>({origin: 'pitel-docs:closing-questions'}, (tree, file) => {
  const page = doubtPage(tree, file.path);
  for (const p of page ? closingProblems(page) : []) file.message(p.message, {place: p.place ?? {line: 1, column: 1}});
});

export const doubtOnce = lintRule<Root>({origin: 'pitel-docs:doubt-once'}, (tree, file) => {
  const page = doubtPage(tree, file.path);
  for (const p of page ? doubtOnceProblems(page) : [])
    file.message(p.message, {place: p.place ?? {line: 1, column: 1}});
});
