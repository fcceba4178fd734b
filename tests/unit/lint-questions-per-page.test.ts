/**
 * A page asks few questions (scripts/lint/questions.ts, `pitel-docs:questions-per-page`; WRITING.md, "One page
 * shape for doubt"): the broken fixture in tests/fixtures/lint/questions-per-page/ is a small guide, linted as if
 * its pages stood in the auto-call guide, in which one page asks seven questions (five in its list, two by
 * linking its guide's questions page, one of them linked twice) and the pages ask 4.67 a page on average. Fixed
 * (the questions a reader answers on their own screen gone, the overlapping ones merged), the same guide passes,
 * at 3 a page: the questions page's own questions are counted on the pages that link them, not again.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parsePage} from '../../scripts/lint/content';
import {
  maxQuestionsPerPage,
  maxQuestionsSectionAverage,
  pageQuestionCount,
  questionsPerPage,
  questionsPerPageSections,
} from '../../scripts/lint/questions';
import {doubtSections} from '../../scripts/lint/doubts';

const fixtures = path.resolve(__dirname, '../fixtures/lint/questions-per-page');
const guide = 'guide/portal_autocall_guide';
const route = `/${guide}/questions`;

/** The fixture's pages, each parsed as if it stood in `dir`, with its text rewritten by `edit`. */
function fixtureGuide(edit: (name: string, text: string) => string = (_, t) => t, dir = guide) {
  return readdirSync(fixtures).map((name) => {
    const file = `${dir}/${name}`;
    return {file, tree: parsePage(file, edit(name, readFileSync(path.join(fixtures, name), 'utf8')))};
  });
}

const brief = (problems: ReturnType<typeof questionsPerPage>) =>
  problems.map((p) => `${path.basename(p.file)}:${p.line} ${p.rule}`);

/** Drops the list items that start with one of `starts`. */
const drop = (text: string, starts: string[]) =>
  starts.reduce((t, s) => t.replace(new RegExp(`^- ${s}.*\\n`, 'm'), ''), text);

describe('few questions a page (pitel-docs:questions-per-page)', () => {
  it('holds a page to 6 closing questions and a section to 3 a page on average', () => {
    expect([maxQuestionsPerPage, maxQuestionsSectionAverage]).toEqual([6, 3]);
  });

  it("counts a page's list items and each question of the questions page it links, once however often it links it", () => {
    const pages = Object.fromEntries(fixtureGuide().map((p) => [path.basename(p.file), p.tree]));
    expect(pageQuestionCount(pages['crowded.mdx'], route)).toBe(5 + 2);
    expect(pageQuestionCount(pages['leads.mdx'], route)).toBe(4 + 1);
    expect(pageQuestionCount(pages['campaigns.mdx'], route)).toBe(1 + 1);
    // A link to another guide's questions page is not a question of this one.
    expect(pageQuestionCount(pages['crowded.mdx'], '/guide/portal_callcenter_guide/questions')).toBe(5);
  });

  it('reports the page above 6 at its closing section, and the section above 3 on its questions page (broken fixture)', () => {
    const problems = questionsPerPage(fixtureGuide());
    expect(brief(problems)).toEqual([
      'crowded.mdx:8 pitel-docs:questions-per-page',
      'questions.mdx:1 pitel-docs:questions-per-page',
    ]);
    expect(problems.map((p) => p.message)).toMatchInlineSnapshot(`
      [
        "Unexpected 7 closing questions on one page, expected at most 6: ask only what Pitel alone can answer (not what the reader sees on their own portal or checks on this page), merge the questions that overlap, and link a question the guide's questions page asks (WRITING.md, "One page shape for doubt")",
        "Unexpected 4.67 closing questions a page in portal_autocall_guide (14 on 3 pages, its questions page aside), expected at most 3 on average",
      ]
    `);
  });

  it('passes the same guide once the questions the reader can answer go and the overlapping ones merge', () => {
    const fixed = fixtureGuide((name, text) => {
      if (name === 'crowded.mdx')
        return drop(text, ['Where on the Export screen', 'Is there a limit', 'Which time zone']);
      if (name === 'leads.mdx') return drop(text, ['Which phone number formats', 'Are the leads of a deleted list']);
      return text;
    });
    const counts = fixed.filter((p) => !p.file.endsWith('questions.mdx')).map((p) => pageQuestionCount(p.tree, route));
    // 3 a page: within the limit only because the questions page's four questions are not counted again.
    expect(counts.reduce((a, b) => a + b, 0) / counts.length).toBe(3);
    expect(questionsPerPage(fixed)).toEqual([]);
  });

  it('holds the guide sections, the SDK guide aside until its pages are within the limits, and nothing else', () => {
    expect(questionsPerPageSections).toEqual(doubtSections.filter((id) => id !== 'pitel_app'));
    expect(questionsPerPageSections).toContain('bitrix_vie');
    expect(questionsPerPageSections).toContain('portal_autocall_guide_vie');
    expect(questionsPerPage(fixtureGuide(undefined, 'docs/api/x'))).toEqual([]);
    expect(questionsPerPage(fixtureGuide(undefined, 'pitel_app'))).toEqual([]);
  });
});
