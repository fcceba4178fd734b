/**
 * The doubt rules of the content lint (scripts/lint/doubts.ts; WRITING.md, "One page shape for doubt"):
 * every form of doubt a reader meets outside a page's closing questions counts, in both languages, and a
 * guide page above 6 fails. Each form has a broken fixture in tests/fixtures/lint/doubts/ that carries it
 * seven times; moved into the closing list, the same doubts pass.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {lintPage, parsePage} from '../../scripts/lint/content';
import {
  doubtForms,
  doubtRulesApply,
  maxDoubtsPerPage,
  pageDoubts,
  sectionsOverDoubtAverage,
} from '../../scripts/lint/doubts';
import {pageQuestionCount} from '../../scripts/lint/questions';

const fixtures = path.resolve(__dirname, '../fixtures/lint/doubts');

/** `line rule` for each problem of a page, linted as if it stood at `file`. */
async function problems(file: string, text: string): Promise<string[]> {
  return (await lintPage(file, text)).map((p) => `${p.line} ${p.rule}`);
}

const page = (body: string) => `---\ntitle: T\ndescription: D.\n---\n\n${body}\n`;

/** Each fixture, the form it carries (as the lint names it) and where it is linted (an English or Vietnamese guide page). */
const cases: Record<string, {form: string; lang: 'en' | 'vi'}> = {
  'not-documented': {form: 'not documented', lang: 'en'},
  'our-reading': {form: 'our reading', lang: 'en'},
  'our-suggestion': {form: 'our suggestion', lang: 'en'},
  likely: {form: 'likely', lang: 'en'},
  unknown: {form: 'unknown', lang: 'en'},
  'open-point': {form: 'open point', lang: 'en'},
  'confirm-with-support': {form: 'confirm with support', lang: 'en'},
  'proposal-notice': {form: 'proposal notice', lang: 'en'},
  'proposal-badge': {form: 'proposal badge', lang: 'en'},
  pointer: {form: 'pointer to the closing list', lang: 'en'},
  'unknown-cell': {form: 'unknown cell', lang: 'en'},
  'pitel-khong-neu': {form: 'Pitel không nêu', lang: 'vi'},
  'theo-cach-hieu': {form: 'theo cách hiểu của chúng tôi', lang: 'vi'},
  'de-xuat': {form: 'đề xuất của chúng tôi', lang: 'vi'},
  'co-le': {form: 'có lẽ', lang: 'vi'},
  'chua-ro': {form: 'chưa rõ', lang: 'vi'},
  'diem-bo-ngo': {form: 'điểm còn bỏ ngỏ', lang: 'vi'},
  'xac-nhan-ho-tro': {form: 'xác nhận với hỗ trợ', lang: 'vi'},
};

const at = (lang: 'en' | 'vi') =>
  lang === 'en' ? 'guide/portal_autocall_guide/x.mdx' : 'guide/portal_autocall_guide_vie/x.mdx';

describe('doubt lint', () => {
  it('has a broken fixture for every form it counts, and no fixture for a form it does not', () => {
    const files = readdirSync(fixtures).map((f) => f.replace(/\.mdx$/, ''));
    expect(files.sort()).toEqual(Object.keys(cases).sort());
    const textForms = doubtForms.map((f) => f.id);
    const structural = ['proposal notice', 'proposal badge', 'pointer to the closing list', 'unknown cell'];
    expect(
      Object.values(cases)
        .map((c) => c.form)
        .sort(),
    ).toEqual([...textForms, ...structural].sort());
  });

  for (const [name, {form, lang}] of Object.entries(cases)) {
    it(`fails a guide page that says "${form}" seven times outside its closing questions (${name}.mdx)`, async () => {
      const text = readFileSync(path.join(fixtures, `${name}.mdx`), 'utf8');
      const found = await lintPage(at(lang), text);
      const density = found.filter((p) => p.rule === 'pitel-docs:doubt-density');
      expect(density, JSON.stringify(found)).toHaveLength(1);
      expect(density[0].message).toContain(`7 ${form}`);
      expect(pageDoubts(parsePage(`${name}.mdx`, text)).byForm[form]).toBe(7);
    });
  }

  it('passes the same doubts asked once in the closing section, and six outside it', async () => {
    const questions = Array.from({length: 12}, (_, i) => `- How long is item ${i} kept before it is removed?`).join(
      '\n',
    );
    const six = Array.from({length: 6}, (_, i) => `## Part ${i}\n\nThe retention of item ${i} is not documented.`).join(
      '\n\n',
    );
    expect(await problems(at('en'), page(`${six}\n\n## Questions for Pitel support\n\n${questions}`))).toEqual([]);
    const vi = page(
      `Giữ tập tin.\n\n## Câu hỏi gửi bộ phận hỗ trợ Pitel \\{#questions-for-pitel-support}\n\n- Pitel không nêu thời gian lưu: tập tin được giữ bao lâu?\n- Có lẽ còn giới hạn nào khác?`,
    );
    expect(await problems(at('vi'), vi)).toEqual([]);
    expect(pageQuestionCount(parsePage('x.mdx', vi), 'x.mdx')).toBe(2);
    expect(maxDoubtsPerPage).toBe(6);
  });

  it('wants one closing section under its one title, with the shared id (pitel-docs:closing-questions)', async () => {
    const two = page('Text.\n\n## Questions for Pitel support\n\n- A?\n\n## Questions for Pitel support\n\n- B?');
    expect(await problems(at('en'), two)).toEqual(['12 pitel-docs:closing-questions']);
    const old = page('Text.\n\n## What this page does not cover\n\n- A.');
    expect(await problems(at('en'), old)).toEqual(['8 pitel-docs:closing-questions']);
    const oldVi = page('Văn bản.\n\n## Những gì trang này không nêu \\{#what-this-page-does-not-cover}\n\n- A.');
    expect(await problems(at('vi'), oldVi)).toEqual(['8 pitel-docs:closing-questions']);
    const wrongId = page('Văn bản.\n\n## Câu hỏi gửi bộ phận hỗ trợ Pitel \\{#cau-hoi}\n\n- A?');
    expect(await problems(at('vi'), wrongId)).toEqual(['8 pitel-docs:closing-questions']);
  });

  it('allows one pointer and one "our reading" per h2 section (pitel-docs:doubt-once)', async () => {
    const pointers = page(
      '## Steps\n\nOne [question](#questions-for-pitel-support). Another [question](#questions-for-pitel-support).\n\n## Questions for Pitel support\n\n- A?',
    );
    expect(await problems(at('en'), pointers)).toEqual(['6 pitel-docs:doubt-once']);
    // A link to a question of the guide's questions page is a pointer too.
    const shared = page(
      '## Steps\n\nOne [question](/guide/portal_autocall_guide/questions#schedule). Another [question](#questions-for-pitel-support).\n\n## Questions for Pitel support\n\n- A?',
    );
    expect(await problems(at('en'), shared)).toEqual(['6 pitel-docs:doubt-once']);
    expect(pageDoubts(parsePage('x.mdx', page('See [the question](questions#schedule).'))).byForm).toEqual({
      'pointer to the closing list': 1,
    });
    const readings = page('## Steps\n\nOur reading: A. Our reading: B.\n\n## More\n\nOur reading: C.');
    expect(await problems(at('en'), readings)).toEqual(['6 pitel-docs:doubt-once']);
    const vi = page('## Các bước \\{#steps}\n\nTheo cách hiểu của chúng tôi, A. Theo cách hiểu của chúng tôi, B.');
    expect(await problems(at('vi'), vi)).toEqual(['6 pitel-docs:doubt-once']);
  });

  it('refuses a proposed-design badge on a guide page, and leaves the API reference its operation badges (pitel-docs:inline-proposal)', async () => {
    const badge = page('The file is kept a week <PlannedBadge />.');
    expect(await problems(at('en'), badge)).toEqual(['6 pitel-docs:inline-proposal']);
    expect(await problems('docs/api/v3/x.mdx', badge)).toEqual([]);
    expect(doubtRulesApply('docs/api/v3/campaign/create.mdx')).toBe(false);
    expect(doubtRulesApply('bitrix_vie/setup/trial.mdx')).toBe(true);
  });

  it('holds every guide section to an average of 4 doubts a page (pitel-docs:doubt-average)', () => {
    expect(
      sectionsOverDoubtAverage([
        {file: 'guide/portal_callcenter_guide/a.mdx', doubts: 5},
        {file: 'guide/portal_callcenter_guide/b.mdx', doubts: 4},
      ]),
    ).toEqual([expect.stringMatching(/^portal_callcenter_guide: 9 doubts on 2 pages, 4\.50 a page/)]);
    expect(
      sectionsOverDoubtAverage([
        {file: 'guide/portal_callcenter_guide/a.mdx', doubts: 4},
        {file: 'guide/portal_callcenter_guide/b.mdx', doubts: 4},
      ]),
    ).toEqual([]);
    expect(sectionsOverDoubtAverage([{file: 'docs/a.mdx', doubts: 12}])).toEqual([]);
  });

  it('counts a doubt wrapped across source lines once, and an unknown cell once', () => {
    expect(pageDoubts(parsePage('x.mdx', page('The order is not\ndocumented.'))).total).toBe(1);
    expect(pageDoubts(parsePage('x.mdx', page('| Field | Required |\n|---|---|\n| `a` | Unknown |'))).byForm).toEqual({
      'unknown cell': 1,
    });
    // Words that only look alike are not doubts: "documented", "known", "reading" alone.
    expect(
      pageDoubts(parsePage('x.mdx', page('The documented fields are known; start reading the table.'))).total,
    ).toBe(0);
  });
});
