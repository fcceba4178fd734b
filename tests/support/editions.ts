/**
 * The pages that exist in both languages, from the sources: the pages of the sections that are editions
 * of each other (`editionOf` in src/config/sections.ts) and the single pairs of src/config/pages.ts, each
 * with its counterpart. Used by the editions unit test and the Vietnamese browser test.
 */
import path from 'node:path';
import type {Nodes} from 'mdast';
import {createSlugger} from '@docusaurus/utils';
import {parsePage} from '../../scripts/lint/content';
import {closingQuestions, pageDoubts} from '../../scripts/lint/doubts';
import {askedQuestions, isQuestionsPage} from '../../scripts/lint/questions';
import {counterpartOf} from '../../src/config/page-langs';
import {pageLangs, sections, type Section} from '../../src/config/sections';
import {pagePairs} from '../../src/config/pages';
import {mdxFiles} from '../../src/config/content-files';
import {routeOfFile} from '../../src/plugins/page-lang/remark-link-lang';

export const root = path.resolve(__dirname, '../..');

/**
 * Pages that are meant to exist in one edition only, by route, with the reason. Empty today: every
 * page of the paired sections has its counterpart.
 */
export const singleEditionPages: ReadonlyMap<string, string> = new Map();

/** The heading ids of a page, as Docusaurus gives them: the `{#id}` a writer set, else the slug of the text. */
export function headingIds(file: string, text?: string): string[] {
  const slugger = createSlugger();
  const ids: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'heading') {
      const heading = node;
      const raw = heading.children.map((c) => ('value' in c ? c.value : '')).join('');
      const custom = /\{#([^}]+)\}\s*$/.exec(raw);
      ids.push(custom ? custom[1] : slugger.slug(raw.trim()));
      return;
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(parsePage(file, text));
  return ids;
}

/** The source file of a route: `<section folder>/<path>.mdx` or `…/index.mdx`. */
export function fileOfRoute(route: string, list: readonly Section[] = sections): string | undefined {
  const candidates = mdxFiles(
    list.map((s) => s.path),
    root,
  );
  return candidates.find(
    (f) =>
      routeOfFile(path.join(root, f), list, root)?.replace(/\/$/, '') === route.replace(/\/$/, '') ||
      routeOfFile(path.join(root, f), list, root) === route,
  );
}

/** Each page of the paired sections and single pairs, with its counterpart's file (undefined when missing). */
export function editionPairs(
  list: readonly Section[] = sections,
): {route: string; file: string; other: string; otherFile: string | undefined}[] {
  const langs = pageLangs(list, pagePairs);
  const paired = list.filter((s) => s.editionOf || list.some((o) => o.editionOf === s.id));
  const files = mdxFiles(
    paired.map((s) => s.path),
    root,
  ).concat(
    pagePairs
      .flatMap((p) => [p.en, p.vi])
      .map((r) => fileOfRoute(r, list)!)
      .filter(Boolean),
  );
  return [...new Set(files)].map((file) => {
    const route = routeOfFile(path.join(root, file), list, root)!;
    const other = counterpartOf(route, langs.pairs)!;
    return {route, file, other: other?.path, otherFile: other && fileOfRoute(other.path, list)};
  });
}

/**
 * What a page says about its own certainty: the doubts a reader meets outside its closing questions (every
 * form the content lint counts, scripts/lint/doubts.ts, notices included), the questions of its closing
 * "Questions for Pitel support" list (on a guide's questions page, its questions), and its proposed-design notices and badges. The two editions of a page
 * carry the same doubts in the same places and ask the same questions (WRITING.md, "Two languages").
 */
export function doubtsOf(
  file: string,
  text?: string,
): {doubts: number; questions: number; notices: number; badges: number} {
  const tree = parsePage(file, text);
  let notices = 0;
  let badges = 0;
  const walk = (node: Nodes) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name === 'Planned') notices++;
      if (node.name === 'PlannedBadge') badges++;
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  // A guide's questions page asks its questions one to an h2 section, not in a closing list.
  const questions = isQuestionsPage(file) ? askedQuestions(tree, true).length : closingQuestions(tree);
  return {doubts: pageDoubts(tree).total, questions, notices, badges};
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
