/**
 * The pages that exist in both languages, from the sources: the pages of the sections that are editions
 * of each other (`editionOf` in src/config/sections.ts) and the single pairs of src/config/pages.ts, each
 * with its counterpart (scripts/editions/pairs.ts), and what the tests compare between them. Used by the
 * editions unit test and the Vietnamese browser test.
 */
import type {Heading} from 'mdast';
import {SKIP, visit} from 'unist-util-visit';
import {createSlugger} from '@docusaurus/utils';
import {parsePage} from '../../scripts/lint/content';
import {pageDoubts} from '../../scripts/lint/doubts';
import {pageQuestionCount} from '../../scripts/lint/questions';

export {editionPairs, fileOfRoute, root} from '../../scripts/editions/pairs';

type Tree = ReturnType<typeof parsePage>;

/** Each page parsed once, for both of the comparisons below (neither changes the tree). */
const trees = new Map<string, Tree>();
function parsed(file: string, without?: string): Tree {
  const tree = trees.get(file) ?? parsePage(file);
  trees.set(file, tree);
  return without ? withoutPart(tree, without) : tree;
}

/** The id a heading is given: the `{#id}` a writer set, else the slug of its text. */
function idOf(heading: Heading, slugger: ReturnType<typeof createSlugger>): string {
  const raw = heading.children.map((c) => ('value' in c ? c.value : '')).join('');
  const custom = /\{#([^}]+)\}\s*$/.exec(raw);
  return custom ? custom[1] : slugger.slug(raw.trim());
}

/**
 * The page without the part that only one edition carries: from the heading whose id is `id` up to the next
 * heading of the same or a higher level (src/config/pages.ts, `englishOnlyParts`). A new tree; the cached one
 * is left as it is.
 */
function withoutPart(tree: Tree, id: string): Tree {
  const slugger = createSlugger();
  let depth = 0;
  const children = tree.children.filter((node) => {
    if (node.type === 'heading') {
      if (depth && node.depth <= depth) depth = 0;
      if (!depth && idOf(node, slugger) === id) depth = node.depth;
    }
    return !depth;
  });
  return {...tree, children};
}

/** The heading ids of a page, as Docusaurus gives them: the `{#id}` a writer set, else the slug of the text. */
export function headingIds(file: string, without?: string): string[] {
  const slugger = createSlugger();
  const ids: string[] = [];
  visit(parsed(file, without), 'heading', (heading) => {
    ids.push(idOf(heading, slugger));
    return SKIP;
  });
  return ids;
}

/**
 * What a page says about its own certainty: the doubts a reader meets outside its closing questions (every
 * form the content lint counts, scripts/lint/doubts.ts, notices included), the questions of its closing
 * "Questions for Pitel support" list (on a guide's questions page, its questions), and its proposed-design notices and badges. The two editions of a page
 * carry the same doubts in the same places and ask the same questions (WRITING.md, "Two languages").
 */
export function doubtsOf(
  file: string,
  without?: string,
): {doubts: number; questions: number; notices: number; badges: number} {
  const tree = parsed(file, without);
  let notices = 0;
  let badges = 0;
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    if (node.name === 'Planned') notices++;
    if (node.name === 'PlannedBadge') badges++;
  });
  return {doubts: pageDoubts(tree).total, questions: pageQuestionCount(tree, file), notices, badges};
}

/**
 * Whether two editions' doubts agree: the same notices, badges and closing questions, and doubts in the body
 * within one of each other (a doubt said in one clause in one language may take two in the other).
 */
export function doubtsAgree(a: ReturnType<typeof doubtsOf>, b: ReturnType<typeof doubtsOf>): boolean {
  return (
    a.notices === b.notices &&
    a.badges === b.badges &&
    a.questions === b.questions &&
    Math.abs(a.doubts - b.doubts) <= 1
  );
}
