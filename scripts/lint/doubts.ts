/**
 * Doubt as a reader meets it (WRITING.md, "One page shape for doubt"). A guide page states what is sourced
 * plainly and keeps everything it does not know in one closing section of questions for Pitel support.
 * Outside that section, every form in which a page tells its reader it is unsure counts as one doubt:
 * the wordings of `doubtForms` (both languages), a proposed-design notice or badge, a link to the closing
 * section, and a table cell that says only "Unknown" / "Không rõ".
 *
 * The rules:
 * - `pitel-docs:doubt-density`: at most `maxDoubtsPerPage` doubts on a page outside its closing section;
 * - `pitel-docs:doubt-average` (the CLI, over the whole corpus): a section averages at most
 *   `maxDoubtSectionAverage` a page;
 * - `pitel-docs:closing-questions`: at most one closing section, under its one title per language, and
 *   no second list of open points under another title;
 * - `pitel-docs:doubt-once`: within one h2 section, at most one pointer to the closing section and one
 *   "our reading";
 * - `pitel-docs:inline-proposal`: no proposed-design badge on a guide page (a sentence, a cell or a row):
 *   the notice marks a whole page or h2 section (`pitel-docs:planned` checks where it stands).
 *
 * These hold on the guide sections (`doubtSections`): the portal guides, the Bitrix24 guides and the SDK
 * guide, in both languages. `pitel-docs:closing-questions` and `pitel-docs:doubt-once` run from ./reference.ts,
 * which holds the API reference pages to them too. `npx tsx scripts/lint/cli.ts --doubts [FILE...]` prints every page's count,
 * by form, and each section's average.
 */
import type {Heading, Nodes, Root, RootContent} from 'mdast';
import {lintRule} from 'unified-lint-rule';
import {visit} from 'unist-util-visit';
import type {SectionId} from '../../src/config/sections';
import {questionsPageSlug} from '../../src/config/pages';
import {isJsx} from './rules';
import {guideSections, oneLine, pagesBySection, readerText} from './voice';
import {sectionOfFile} from '../../src/config/content-files';

/** The sections the doubt rules hold on: every guide, both languages. */
export const doubtSections: readonly SectionId[] = guideSections;

/** The thresholds: a page above 6 doubts fails; a section averaging above 4 fails. */
export const maxDoubtsPerPage = 6;
export const maxDoubtSectionAverage = 4;

/** The title of the closing section, one per language, and the id both editions share. */
export const closingTitles = {en: 'Questions for Pitel support', vi: 'Câu hỏi gửi bộ phận hỗ trợ Pitel'} as const;
export const closingId = 'questions-for-pitel-support';

/** Titles that hold a second list of open points under another name (retired). */
const retiredClosingTitles =
  /does not cover|open (?:points|questions)|không nêu|không đề cập|còn bỏ ngỏ|chưa rõ|câu hỏi mở/i;

const L = '[\\p{L}\\p{N}_]';
const w = (s: string) => new RegExp(`(?<!${L})(?:${s})(?!${L})`, 'giu');

/**
 * Every wording of doubt, by form, in both languages. A form that a later writer finds (a new way to say
 * "we do not know") belongs here, with a fixture in tests/fixtures/lint/doubts/.
 */
export const doubtForms: readonly {id: string; pattern: RegExp}[] = [
  {
    id: 'not documented',
    pattern: w(
      "not (?:documented|published|stated|specified|confirmed|known|described|defined)|undocumented|unpublished|does not (?:say|document|describe|state|specify|publish|define|mention)|doesn't (?:say|document|describe|state)|no documented|(?:no|nothing|none)(?: [^.;:]{1,50})? (?:is|are|was|were) (?:documented|published)|(?:Pitel|Pitel's material|the material|the reference|the documentation|the sources?) (?:does not|doesn't|do not|never) \\p{L}+",
    ),
  },
  {
    id: 'our reading',
    pattern: w(
      'our reading|our guess|(?:is|are|was|were) inferred|(?:we|I) (?:read|take) (?:this|it|that|its|them|these|those|the)|(?:we|this document|the document) assumes?',
    ),
  },
  {id: 'our suggestion', pattern: w('our suggestion|we suggest|we recommend|our recommendation')},
  {
    id: 'likely',
    pattern: w(
      'likely|unlikely|probably|presumably|possibly|perhaps|seems? to|appears? to|it may be that|we (?:would )?(?:expect|believe|think|guess)|our expectation',
    ),
  },
  {id: 'unknown', pattern: w('unknown|unclear|not clear|we do not know|nobody knows')},
  {id: 'open point', pattern: w('open points?|open questions?|(?:this|the) page does not cover|not covered here')},
  {
    id: 'confirm with support',
    pattern: w(
      "confirm(?: [^.;:]{1,40}?)? with (?:Pitel|support|your Pitel)|check with Pitel|ask Pitel(?: support)?|before you rely on it|until Pitel confirms|Pitel (?:has not|hasn't) (?:confirmed|published)",
    ),
  },
  {
    id: 'Pitel không nêu',
    pattern: w(
      'Pitel (?:không|chưa) nêu|(?:không|chưa) được (?:nêu|công bố|xác nhận)|tài liệu (?:không|chưa) (?:nêu|đề cập)|Pitel chưa xác nhận',
    ),
  },
  {id: 'theo cách hiểu của chúng tôi', pattern: w('theo cách hiểu của chúng tôi|chúng tôi hiểu là')},
  {
    id: 'đề xuất của chúng tôi',
    pattern: w('đề xuất của chúng tôi|chúng tôi đề (?:xuất|nghị)|chúng tôi gợi ý|chúng tôi khuyên'),
  },
  {id: 'có lẽ', pattern: w('có lẽ|nhiều khả năng|dường như|hình như|có vẻ|chắc là')},
  {id: 'chưa rõ', pattern: w('chưa rõ|không rõ|chưa biết|không biết')},
  {
    id: 'điểm còn bỏ ngỏ',
    pattern: w('(?:điểm|câu hỏi) còn (?:bỏ ngỏ|mở)|điểm (?:trang này|tài liệu) không nêu|trang này không nêu'),
  },
  {
    id: 'xác nhận với hỗ trợ',
    pattern: w('xác nhận (?:lại )?với (?:bộ phận )?hỗ trợ|hỏi (?:lại )?(?:bộ phận )?hỗ trợ Pitel|trước khi áp dụng'),
  },
];

/** A table cell whose whole text is one of these says "we do not know" for that cell (unless the cell is a link, which names a thing so called). */
const unknownCell = /^(?:unknown|not documented|\?|—\s*unknown|không rõ|chưa rõ|pitel không nêu)\.?$/i;

export type DoubtCount = {total: number; byForm: Record<string, number>};

/** A heading's text without its `{#id}`. */
export const headingText = (node: Heading) =>
  oneLine(readerText(node))
    .replace(/\s*\\?\{#[^}]*\}\s*$/, '')
    .trim();

/** Whether an h2 is the closing section (either language's title). */
export const isClosingHeading = (node: RootContent) =>
  node.type === 'heading' && node.depth === 2 && (Object.values(closingTitles) as string[]).includes(headingText(node));

/**
 * Whether a link points at a page's closing section (or at a retired one), at its guide's questions page
 * (`…/questions`, a question of it by its anchor), or at a question of the API questions page: outside
 * the closing section, each is a pointer to a doubt.
 */
const isPointerLink = (url: string) =>
  /#(?:questions-for-pitel-support|what-this-page-does-not-cover|not-covered|open-(?:points|questions))$/.test(url) ||
  new RegExp(`(?:^|/)${questionsPageSlug}(?:#[^/]*)?$`).test(url) ||
  /^\/api\/questions(?:\.md)?#/.test(url);

/** Whether a link leads to a call status of the call-status reference, in either edition (or in its Markdown twin). */
const isStatusLink = (url: string) => /^\/(?:call-statuses|trang-thai-cuoc-goi)(?:\.md)?#status-/.test(url);

/** The doubts of a list of nodes (the reader's text, the notices, badges, pointers and unknown cells). */
export function countDoubts(nodes: readonly Nodes[]): DoubtCount {
  const byForm: Record<string, number> = {};
  const add = (id: string, n = 1) => {
    if (n) byForm[id] = (byForm[id] ?? 0) + n;
    if (byForm[id] === 0) delete byForm[id];
  };
  const count = (node: Nodes) => {
    if (isJsx(node) && node.name === 'Planned') add('proposal notice');
    if (isJsx(node) && node.name === 'PlannedBadge') add('proposal badge');
    if (node.type === 'link' && isPointerLink(node.url)) add('pointer to the closing list');
    // A link to a call status names the status ("[Unknown](/call-statuses#status-unknown)"): its words are a name, not a doubt.
    if (node.type === 'link' && isStatusLink(node.url))
      for (const {id, pattern} of doubtForms) add(id, -(oneLine(readerText(node)).match(pattern) ?? []).length);
    // A cell that is only a link names something ("[Unknown](/call-statuses#status-unknown)", a status), it does not say "we do not know".
    const onlyLink = node.type === 'tableCell' && node.children.length === 1 && node.children[0].type === 'link';
    if (node.type === 'tableCell' && !onlyLink && unknownCell.test(oneLine(readerText(node)).trim())) {
      add('unknown cell');
      // The cell's word is this one doubt, not a second one of its wording's form.
      for (const {id, pattern} of doubtForms) add(id, -(oneLine(readerText(node)).match(pattern) ?? []).length);
    }
  };
  let text = '';
  for (const node of nodes) {
    visit(node, count);
    text += `\n${readerText(node)}`;
  }
  const line = oneLine(text);
  for (const {id, pattern} of doubtForms) add(id, (line.match(pattern) ?? []).length);
  return {total: Object.values(byForm).reduce((a, b) => a + b, 0), byForm};
}

/** The body's top-level nodes, split at its h2 headings: [{heading, nodes}] (the part before the first h2 has none). */
export function h2Sections(tree: Root): {heading?: Heading; nodes: RootContent[]}[] {
  const out: {heading?: Heading; nodes: RootContent[]}[] = [{nodes: []}];
  for (const node of tree.children) {
    if (node.type === 'yaml' || node.type === 'mdxjsEsm') continue;
    if (node.type === 'heading' && node.depth === 2) out.push({heading: node, nodes: [node]});
    else out.at(-1)!.nodes.push(node);
  }
  return out;
}

/** The doubts a reader meets on a page outside its closing section of questions. */
export function pageDoubts(tree: Root): DoubtCount {
  const outside = h2Sections(tree)
    .filter((s) => !(s.heading && isClosingHeading(s.heading)))
    .flatMap((s) => s.nodes);
  return countDoubts(outside);
}

/** Whether the doubt rules hold on a file: a page of a guide section (fixtures are linted as if they stood there). */
export function doubtRulesApply(file: string): boolean {
  const section = sectionOfFile(file);
  return !!section && doubtSections.includes(section.id);
}

const describe = (c: DoubtCount) =>
  Object.entries(c.byForm)
    .sort((a, b) => b[1] - a[1])
    .map(([id, n]) => `${n} ${id}`)
    .join(', ');

export const doubtDensity = lintRule<Root>({origin: 'pitel-docs:doubt-density'}, (tree, file) => {
  if (!doubtRulesApply(file.path)) return;
  const c = pageDoubts(tree);
  if (c.total > maxDoubtsPerPage) {
    file.message(
      `Unexpected ${c.total} doubts outside the closing questions (${describe(c)}), expected at most ${maxDoubtsPerPage}: state what is sourced plainly and ask the rest once under "${closingTitles.en}" / "${closingTitles.vi}" (WRITING.md, "One page shape for doubt")`,
      {place: {line: 1, column: 1}},
    );
  }
});

/** A problem a rule reports, where it stands (a generated node of the API reference has none: the rule then names the page's start). */
export type Problem = {message: string; place?: Heading['position']};

/** The problems of a page's closing section: a second one, a list of open points under a retired title, another id. */
export function closingProblems(tree: Root): Problem[] {
  const out: Problem[] = [];
  const h2 = tree.children.filter((n): n is Heading => n.type === 'heading' && n.depth === 2);
  const closing = h2.filter(isClosingHeading);
  if (closing.length > 1)
    out.push({
      message: `Unexpected ${closing.length} closing sections of questions, expected one`,
      place: closing[1].position,
    });
  for (const h of h2) {
    const text = headingText(h);
    if (!isClosingHeading(h) && retiredClosingTitles.test(text)) {
      out.push({
        message: `Unexpected list of open points under "${text}", expected the closing section "${closingTitles.en}" / "${closingTitles.vi}" (id ${closingId})`,
        place: h.position,
      });
    }
  }
  for (const h of closing) {
    const raw = readerText(h);
    const id = /\{#([^}]+)\}\s*$/.exec(raw)?.[1];
    if (id && id !== closingId)
      out.push({
        message: `Unexpected id "${id}" on the closing section, expected "${closingId}" (both editions share it)`,
        place: h.position,
      });
  }
  return out;
}

/** The h2 sections of a page with more than one pointer to the closing questions, or more than one "our reading". */
export function doubtOnceProblems(tree: Root): Problem[] {
  const out: Problem[] = [];
  for (const s of h2Sections(tree)) {
    if (s.heading && isClosingHeading(s.heading)) continue;
    const c = countDoubts(s.nodes);
    const name = s.heading ? `"${headingText(s.heading)}"` : "the page's opening";
    const place = s.heading?.position ?? s.nodes[0]?.position;
    if ((c.byForm['pointer to the closing list'] ?? 0) > 1) {
      out.push({
        message: `Unexpected ${c.byForm['pointer to the closing list']} pointers to the closing questions in ${name}, expected at most one per h2 section`,
        place,
      });
    }
    const readings = (c.byForm['our reading'] ?? 0) + (c.byForm['theo cách hiểu của chúng tôi'] ?? 0);
    if (readings > 1)
      out.push({message: `Unexpected ${readings} "our reading" in ${name}, expected it once per section`, place});
  }
  return out;
}

export const inlineProposal = lintRule<Root>({origin: 'pitel-docs:inline-proposal'}, (tree, file) => {
  if (!doubtRulesApply(file.path)) return;
  visit(tree, (node) => {
    if (isJsx(node, 'PlannedBadge')) {
      file.message(
        'Unexpected proposed-design badge on a guide page, expected the notice once for a whole page or h2 section (or nothing: a guess, a symptom or a question is not a design)',
        {place: node.position},
      );
    }
  });
});

/** The sections of `doubtSections` whose pages average more than `maxDoubtSectionAverage` doubts, with figures. */
export function sectionsOverDoubtAverage(pages: readonly {file: string; doubts: number}[]): string[] {
  return [...pagesBySection(pages, doubtSections)]
    .map(([id, {pages: list}]) => ({id, pages: list.length, doubts: list.reduce((a, p) => a + p.doubts, 0)}))
    .filter((s) => s.doubts / s.pages > maxDoubtSectionAverage)
    .map(
      (s) =>
        `${s.id}: ${s.doubts} doubts on ${s.pages} pages, ${(s.doubts / s.pages).toFixed(2)} a page, expected at most ${maxDoubtSectionAverage} (WRITING.md, "One page shape for doubt")`,
    );
}

export {describe as describeDoubts};
