/**
 * A question is asked once per guide (scripts/lint/questions.ts, `pitel-docs:question-once-per-guide`;
 * WRITING.md, "One page shape for doubt"): the broken fixture in tests/fixtures/lint/questions/ is a small
 * guide, linted as if its pages stood in the call-center guide, in which two pages ask the same question,
 * a page asks again what the questions page asks, a page links a question the questions page does not ask,
 * and the questions page holds questions that fewer than two pages link. Fixed, the same guide passes.
 *
 * And a page asks few questions (`pitel-docs:questions-per-page`): the broken fixture in
 * tests/fixtures/lint/questions-per-page/ is a small guide, linted as if its pages stood in the auto-call
 * guide, in which one page asks seven questions of its own, and the guide asks 16 on 4 pages (its questions
 * page's four included), 4 a page. Fixed (the questions a reader answers on their own screen gone, the
 * overlapping ones merged), the same guide passes at 2.75 a page. A page's links to the questions page ask
 * nothing again: those questions are counted once, on the questions page.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parsePage} from '../../scripts/lint/content';
import {
  askedQuestions,
  isQuestionsPage,
  normaliseQuestion,
  pageQuestionCount,
  questionsOncePerGuide,
  questionsPerPage,
  questionsRoute,
} from '../../scripts/lint/questions';
import {sections} from '../../src/config/sections';

const fixtures = path.resolve(__dirname, '../fixtures/lint/questions');
const guide = 'guide/portal_callcenter_guide';

type Edit = (name: string, text: string) => string;
/** The pages of a fixture folder, each parsed as if it stood in `dir`, with its text rewritten by `edit`. */
function guideOf(folder: string, dir: string, edit: Edit = (_, t) => t) {
  return readdirSync(folder).map((name) => {
    const file = `${dir}/${name}`;
    return {file, tree: parsePage(file, edit(name, readFileSync(path.join(folder, name), 'utf8')))};
  });
}
/** The fixture's pages, as if they stood in the call-center guide. */
const fixtureGuide = (edit?: Edit) => guideOf(fixtures, guide, edit);

const brief = (problems: {file: string; line: number; rule: string}[]) =>
  problems.map((p) => `${path.basename(p.file)}:${p.line} ${p.rule}`);

describe('a question once per guide (pitel-docs:question-once-per-guide)', () => {
  it('reports each repeated question, each link to a question the page does not ask, and each question fewer than two pages link (broken fixture)', () => {
    const problems = questionsOncePerGuide(fixtureGuide());
    expect(brief(problems)).toEqual([
      'autodial.mdx:12 pitel-docs:question-once-per-guide',
      'autodial.mdx:15 pitel-docs:question-once-per-guide',
      'manual.mdx:12 pitel-docs:question-once-per-guide',
      'manual.mdx:13 pitel-docs:question-once-per-guide',
      'questions.mdx:10 pitel-docs:question-once-per-guide',
      'questions.mdx:16 pitel-docs:question-once-per-guide',
    ]);
    expect(problems.map((p) => p.message)).toMatchInlineSnapshot(`
      [
        "Unexpected question asked 2 times in portal_callcenter_guide (also on guide/portal_callcenter_guide/manual.mdx), expected it once: on the guide's questions page (/guide/portal_callcenter_guide/questions), linked from each page that raises it",
        "Unexpected link to /guide/portal_callcenter_guide/questions#answer-timeout, a question the guide's questions page does not ask",
        "Unexpected question asked again: the guide's questions page (/guide/portal_callcenter_guide/questions) asks it as #who-may-create-campaigns, expected a link to it in the closing section",
        "Unexpected question asked 2 times in portal_callcenter_guide (also on guide/portal_callcenter_guide/autodial.mdx), expected it once: on the guide's questions page (/guide/portal_callcenter_guide/questions), linked from each page that raises it",
        "Unexpected question #who-may-create-campaigns linked from 1 page of the guide, expected at least two (a question one page raises stays on that page)",
        "Unexpected question #new-menus linked from 1 page of the guide, expected at least two (a question one page raises stays on that page)",
      ]
    `);
  });

  it('passes the same guide once each shared question is asked on the questions page and linked from the pages that raise it', () => {
    const fixed = fixtureGuide((name, text) => {
      if (name === 'manual.mdx') {
        return text
          .replace(/^- Which user levels.*\n/m, '')
          .replace(/^- Does the DNC list.*\n/m, '')
          .replace(
            '[Do new menus apply at once?](/guide/portal_callcenter_guide/questions#new-menus)',
            '[Who may create campaigns?](/guide/portal_callcenter_guide/questions#who-may-create-campaigns) and [Does DNC block numbers dialed by hand?](/guide/portal_callcenter_guide/questions#dnc-manual-dialing)',
          );
      }
      if (name === 'autodial.mdx') {
        return text
          .replace(/^- Does the DNC list.*\n/m, '')
          .replace('questions#answer-timeout', 'questions#dnc-manual-dialing');
      }
      return text.replace(
        /## Do new menus apply at once\?[\s\S]*$/,
        '## Does DNC block numbers dialed by hand? \\{#dnc-manual-dialing}\n\nDoes the DNC list also stop an agent from dialing a number by hand?\n\nPages that raise it: two.\n',
      );
    });
    expect(brief(questionsOncePerGuide(fixed))).toEqual([]);
  });

  it("compares the structure, not the wording: list items of the closing section, normalised, and a questions page's first paragraph under each h2", () => {
    expect(normaliseQuestion('Which roles does `role_name` TAKE ?')).toBe(
      normaliseQuestion('which roles does role_name take'),
    );
    // Vietnamese typed with combining accents (NFD) is the same question as the precomposed (NFC) form.
    expect(normaliseQuestion('Ai được tạo chiến dịch?'.normalize('NFD'))).toBe(
      normaliseQuestion('Ai được tạo chiến dịch?'),
    );
    expect(normaliseQuestion('What happens to the lists?')).not.toBe(normaliseQuestion('What happens to the leads?'));
    const page = parsePage(
      `${guide}/x.mdx`,
      '---\ntitle: T\ndescription: D.\n---\n\n## Steps\n\n- Not a question of the closing section?\n\n## Questions for Pitel support\n\nIntro:\n\n- A?\n- B?\n\nAlso asked for the whole guide: [C?](/guide/portal_callcenter_guide/questions#c)\n',
    );
    expect(askedQuestions(page, false).map((q) => q.text)).toEqual(['A?', 'B?']);
    const questions = parsePage(`${guide}/questions.mdx`, readFileSync(path.join(fixtures, 'questions.mdx'), 'utf8'));
    expect(askedQuestions(questions, true).map((q) => q.id)).toEqual(['who-may-create-campaigns', 'new-menus']);
  });

  it("knows each guide's questions page by its file, and holds only the guide sections", () => {
    expect(isQuestionsPage(`${guide}/questions.mdx`)).toBe(true);
    expect(isQuestionsPage(`${guide}/setup/questions.mdx`)).toBe(false);
    expect(questionsRoute(sections.find((s) => s.id === 'bitrix_vie')!)).toBe('/bitrix_pitel_vie/questions');
    // The same repeated question in the API reference is not this rule's business.
    const api = fixtureGuide().map((p) => ({...p, file: p.file.replace(guide, 'docs/api/x')}));
    expect(questionsOncePerGuide(api)).toEqual([]);
  });
});

/** Drops the list items that start with one of `starts`. */
const drop = (text: string, starts: string[]) =>
  starts.reduce((t, s) => t.replace(new RegExp(`^- ${s}.*\\n`, 'm'), ''), text);

describe('few questions a page (pitel-docs:questions-per-page)', () => {
  const perPage = path.resolve(__dirname, '../fixtures/lint/questions-per-page');
  /** The fixture's pages, as if they stood in the auto-call guide (or in `dir`). */
  const crowdedGuide = (edit?: Edit, dir = 'guide/portal_autocall_guide') => guideOf(perPage, dir, edit);

  it("counts a page's list items, and the questions page's questions once, there, not on the pages that link them", () => {
    const pages = Object.fromEntries(crowdedGuide().map((p) => [path.basename(p.file), p]));
    const count = (name: string) => pageQuestionCount(pages[name].tree, pages[name].file);
    expect([count('crowded.mdx'), count('leads.mdx'), count('campaigns.mdx'), count('questions.mdx')]).toEqual([
      7, 4, 1, 4,
    ]);
  });

  it('reports the page above 6 at its closing section, and the section above 3 on its questions page (broken fixture)', () => {
    const problems = questionsPerPage(crowdedGuide());
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
    const fixed = crowdedGuide((name, text) => {
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
    expect(questionsPerPage(crowdedGuide(undefined, 'guide/portal_autocall_guide_vie'))).toHaveLength(2);
    expect(questionsPerPage(crowdedGuide(undefined, 'docs/api/x'))).toEqual([]);
  });
});
