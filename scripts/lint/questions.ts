/**
 * A question is asked once per guide, and a page asks few (WRITING.md, "One page shape for doubt"). A question
 * that several pages of a guide raise lives once, on the guide's questions page (`questions.mdx` at the root of
 * its section), and those pages link it from their closing "Questions for Pitel support" section. The rule
 * `pitel-docs:question-once-per-guide` holds on the guide sections (`doubtSections`) and fails on:
 * - the same question in the closing lists of two pages of one section, or twice on one page;
 * - a page's closing list asking a question that its guide's questions page asks (link it instead);
 * - a question of the questions page that fewer than two pages of its guide link (it is one page's question);
 * - a link to a question that the guide's questions page does not ask.
 * `pitel-docs:questions-per-page` holds the same sections to few questions: at most `maxQuestionsPerPage` in a
 * page's closing list, and `maxQuestionsSectionAverage` a page on average over a section, every question the
 * guide asks counted once (`questionsPerPage`).
 *
 * The comparison is structural: the text of each list item of a closing section, and on a questions page the
 * first paragraph of each h2 section (the question; the heading is its anchor), with letter case,
 * punctuation, spacing and Unicode form normalised. Both rules need every page of a section, so the CLI runs
 * them over whole sections (scripts/lint/cli.ts); `lintPage` alone does not.
 */
import type {Heading, Nodes, Root} from 'mdast';
import type {Position} from 'unist';
import {visit} from 'unist-util-visit';
import type {Section} from '../../src/config/sections';
import {questionsPageSlug} from '../../src/config/pages';
import {doubtSections, h2Sections, isClosingHeading} from './doubts';
import {pagesBySection} from './voice';
import {sectionOfFile, siteRelative} from '../../src/config/content-files';
import type {Problem} from './content';

export const questionOnceRule = 'pitel-docs:question-once-per-guide';

/** The text of a node as written, inline code and link texts included (no URLs). */
function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (!('children' in node)) return '';
  return (node.children as Nodes[])
    .map(plainText)
    .join(node.type === 'paragraph' || node.type === 'heading' ? '' : ' ');
}

/** A question's text for comparison: Unicode NFC, lower case, every run of non-letters and non-digits one space. */
export const normaliseQuestion = (text: string) =>
  text
    .normalize('NFC')
    .toLocaleLowerCase('vi')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Whether a file is its section's questions page (linted as if it stood where `file` says). */
export function isQuestionsPage(file: string): boolean {
  const section = sectionOfFile(file);
  if (!section) return false;
  return siteRelative(file) === `${section.path}/${questionsPageSlug}.mdx`;
}

/** The route of a section's questions page. */
export const questionsRoute = (section: Pick<Section, 'routeBasePath'>) =>
  `${section.routeBasePath ? `/${section.routeBasePath}` : ''}/${questionsPageSlug}`;

export interface AskedQuestion {
  text: string;
  /** The anchor of a questions page's question (its heading's id); undefined on other pages. */
  id?: string;
  position?: Position;
}

/** A heading's id: the `{#id}` a writer set, else none (questions pages set one on every question). */
const headingId = (node: Heading) => /\\?\{#([^}]+)\}\s*$/.exec(plainText(node))?.[1];

/**
 * The questions a page asks: the items of the lists of its closing section; on a questions page, the first
 * paragraph of each h2 section that opens with one, with the heading's id.
 */
export function askedQuestions(tree: Root, questionsPage: boolean): AskedQuestion[] {
  const out: AskedQuestion[] = [];
  for (const section of h2Sections(tree)) {
    if (!section.heading) continue;
    if (questionsPage) {
      const first = section.nodes[1];
      if (first?.type === 'paragraph')
        out.push({text: plainText(first), id: headingId(section.heading), position: first.position});
      continue;
    }
    if (!isClosingHeading(section.heading)) continue;
    for (const node of section.nodes) {
      if (node.type !== 'list') continue;
      for (const item of node.children) out.push({text: plainText(item), position: item.position});
    }
  }
  return out;
}

/** The links of a page to questions of its guide's questions page (`<questions route>#id`), with their places. */
function linkedQuestionIds(tree: Root, route: string): {id: string; position?: Position}[] {
  const ids: {id: string; position?: Position}[] = [];
  visit(tree, 'link', (node) => {
    const m = /^([^#?]*)#(.+)$/.exec(node.url);
    if (m && m[1] === route) ids.push({id: decodeURIComponent(m[2]), position: node.position});
  });
  return ids;
}

/** Where a problem stands: a node's start, or the page's when it has no position. */
export const place = (p?: Position) => ({line: p?.start.line ?? 1, column: p?.start.column ?? 1});

/**
 * The problems of `pitel-docs:question-once-per-guide` over a set of pages, each `file` being where the page
 * stands (or is linted as if it stood). Pages outside the guide sections are left alone.
 */
export function questionsOncePerGuide(pages: readonly {file: string; tree: Root}[]): Problem[] {
  const problems: Problem[] = [];
  const report = (file: string, position: Position | undefined, message: string) =>
    problems.push({file, ...place(position), rule: questionOnceRule, message});
  for (const {section, pages: list} of pagesBySection(pages, doubtSections).values()) {
    const route = questionsRoute(section);
    const questionsPage = list.find((p) => isQuestionsPage(p.file));
    const shared = questionsPage ? askedQuestions(questionsPage.tree, true) : [];
    const sharedByText = new Map(shared.map((q) => [normaliseQuestion(q.text), q]));
    const sharedIds = new Set(shared.map((q) => q.id).filter(Boolean));
    const where = new Map<string, {file: string; position?: Position}[]>();
    const linkedBy = new Map<string, Set<string>>();
    for (const page of list) {
      if (page === questionsPage) continue;
      for (const q of askedQuestions(page.tree, false)) {
        const key = normaliseQuestion(q.text);
        const asked = sharedByText.get(key);
        if (asked) {
          report(
            page.file,
            q.position,
            `Unexpected question asked again: the guide's questions page (${route}) asks it${asked.id ? ` as #${asked.id}` : ''}, expected a link to it in the closing section`,
          );
          continue;
        }
        where.set(key, [...(where.get(key) ?? []), {file: page.file, position: q.position}]);
      }
      for (const {id, position} of linkedQuestionIds(page.tree, route)) {
        if (questionsPage && !sharedIds.has(id)) {
          report(
            page.file,
            position,
            `Unexpected link to ${route}#${id}, a question the guide's questions page does not ask`,
          );
        }
        linkedBy.set(id, (linkedBy.get(id) ?? new Set()).add(page.file));
      }
    }
    for (const places of where.values()) {
      if (places.length < 2) continue;
      const files = [...new Set(places.map((p) => p.file))];
      for (const p of places) {
        const others = files.filter((f) => f !== p.file);
        report(
          p.file,
          p.position,
          `Unexpected question asked ${places.length} times in ${section.id}${others.length ? ` (also on ${others.join(', ')})` : ' (twice on this page)'}, expected it once: on the guide's questions page (${route}), linked from each page that raises it`,
        );
      }
    }
    if (!questionsPage) continue;
    const seen = new Set<string>();
    for (const q of shared) {
      const key = normaliseQuestion(q.text);
      if (seen.has(key))
        report(
          questionsPage.file,
          q.position,
          'Unexpected question asked twice on the questions page, expected it once',
        );
      seen.add(key);
      if (!q.id) {
        report(
          questionsPage.file,
          q.position,
          'Unexpected question without an anchor on the questions page, expected its heading to carry an id ({#…})',
        );
        continue;
      }
      const n = linkedBy.get(q.id)?.size ?? 0;
      if (n < 2) {
        report(
          questionsPage.file,
          q.position,
          `Unexpected question #${q.id} linked from ${n} page${n === 1 ? '' : 's'} of the guide, expected at least two (a question one page raises stays on that page)`,
        );
      }
    }
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

export const questionsPerPageRule = 'pitel-docs:questions-per-page';

/** The thresholds: a page asks at most 6 closing questions, and a guide at most 3 a page on average. */
export const maxQuestionsPerPage = 6;
export const maxQuestionsSectionAverage = 3;

/**
 * The questions a page asks itself: the items of its closing list (a guide's questions page: its questions).
 * A link to a question of the guide's questions page is not asked again: that question is asked once, there.
 */
export function pageQuestionCount(tree: Root, file: string): number {
  return askedQuestions(tree, isQuestionsPage(file)).length;
}

/**
 * `pitel-docs:questions-per-page` over a set of pages (each `file` where the page stands, or is linted as if it
 * stood): at most `maxQuestionsPerPage` questions in a page's closing list, the guide's questions page aside
 * (it asks the guide's shared questions, once each); and at most `maxQuestionsSectionAverage` a page on
 * average over each guide section, counting every question the guide asks once: the pages' own and the
 * questions page's, over all its pages (reported on the questions page, or on the section's first page when it
 * has none). What a reader is asked to send for a whole guide, shared by its pages. Pages outside the guide
 * sections are left alone. WRITING.md, "One page shape for doubt".
 */
export function questionsPerPage(pages: readonly {file: string; tree: Root}[]): Problem[] {
  const problems: Problem[] = [];
  for (const {section, pages: list} of pagesBySection(pages, doubtSections).values()) {
    let total = 0;
    for (const page of list) {
      const n = pageQuestionCount(page.tree, page.file);
      total += n;
      if (n > maxQuestionsPerPage && !isQuestionsPage(page.file)) problems.push(crowdedPage(page, n));
    }
    if (total / list.length > maxQuestionsSectionAverage) problems.push(crowdedGuide(section, list, total));
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

function crowdedPage(page: {file: string; tree: Root}, n: number): Problem {
  const closing = page.tree.children.find(isClosingHeading);
  return {
    file: page.file,
    ...place(closing?.position),
    rule: questionsPerPageRule,
    message: `Unexpected ${n} closing questions on one page, expected at most ${maxQuestionsPerPage}: ask only what Pitel alone can answer (not what the reader sees on their own portal or checks on this page), merge the questions that overlap, and ask a question several pages raise once, on the guide's questions page (WRITING.md, "One page shape for doubt")`,
  };
}

function crowdedGuide(section: Section, list: readonly {file: string; tree: Root}[], total: number): Problem {
  const at = list.find((p) => isQuestionsPage(p.file)) ?? [...list].sort((a, b) => a.file.localeCompare(b.file))[0];
  return {
    file: at.file,
    line: 1,
    column: 1,
    rule: questionsPerPageRule,
    message: `Unexpected ${(total / list.length).toFixed(2)} questions a page in ${section.id} (${total} asked on ${list.length} pages, its questions page included), expected at most ${maxQuestionsSectionAverage} on average`,
  };
}
