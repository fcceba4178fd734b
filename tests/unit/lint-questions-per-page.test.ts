/**
 * A page asks few questions (scripts/lint/questions.ts, `pitel-docs:questions-per-page`; WRITING.md, "One page
 * shape for doubt"): the broken fixture in tests/fixtures/lint/questions-per-page/ is a small guide, linted as if
 * its pages stood in the auto-call guide, in which one page asks seven questions of its own, and the guide asks
 * 16 on 4 pages (its questions page's four included), 4 a page. Fixed (the questions a reader answers on their
 * own screen gone, the overlapping ones merged), the same guide passes at 2.75 a page. A page's links to the
 * questions page ask nothing again: those questions are counted once, on the questions page.
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

  it("counts a page's list items, and the questions page's questions once, there, not on the pages that link them", () => {
    const pages = Object.fromEntries(fixtureGuide().map((p) => [path.basename(p.file), p]));
    const count = (name: string) => pageQuestionCount(pages[name].tree, pages[name].file);
    expect([count('crowded.mdx'), count('leads.mdx'), count('campaigns.mdx'), count('questions.mdx')]).toEqual([
      7, 4, 1, 4,
    ]);
  });

  it('reports the page above 6 at its closing section, and the section above 3 on its questions page (broken fixture)', () => {
    const problems = questionsPerPage(fixtureGuide());
    expect(brief(problems)).toEqual([
      'crowded.mdx:8 pitel-docs:questions-per-page',
      'questions.mdx:1 pitel-docs:questions-per-page',
    ]);
    expect(problems.map((p) => p.message)).toMatchInlineSnapshot(`
      [
        "Unexpected 7 closing questions on one page, expected at most 6: ask only what Pitel alone can answer (not what the reader sees on their own portal or checks on this page), merge the questions that overlap, and ask a question several pages raise once, on the guide's questions page (WRITING.md, "One page shape for doubt")",
        "Unexpected 4.00 questions a page in portal_autocall_guide (16 asked on 4 pages, its questions page included), expected at most 3 on average",
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
    const counts = fixed.map((p) => pageQuestionCount(p.tree, p.file));
    expect(counts.reduce((a, b) => a + b, 0) / counts.length).toBe(2.75);
    expect(questionsPerPage(fixed)).toEqual([]);
  });

  it('holds the guide sections, and nothing else', () => {
    expect(questionsPerPageSections).toEqual(doubtSections);
    expect(questionsPerPageSections).toEqual(
      expect.arrayContaining(['bitrix_vie', 'portal_autocall_guide_vie', 'pitel_app']),
    );
    expect(questionsPerPage(fixtureGuide(undefined, 'docs/api/x'))).toEqual([]);
  });
});
