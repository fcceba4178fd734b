/**
 * With `lint-spelling.test.ts`: The writers' lint rules and the spelling check (broken fixtures;
 * the voice rules read a phrase wrapped across source lines as one); the quickstart keeps to 1,500
 * words of prose (`pitel-docs:word-budget`, failing on the pre-issue-35 quickstart); changelog
 * entries (`pitel-docs:changelog-entry`: name, front matter, truncate marker, a link; the
 * Vietnamese rules on the Vietnamese entries).
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {lintPage} from '../../scripts/lint/content';
import {contentDirs, mdxFiles} from '../../src/config/content-files';
import {changelogFiles} from '../../src/config/changelog-files';
import {forbiddenVariants} from '../../scripts/lint/shared-facts';
import {sectionsOverAverage, viGlossaryMatches, voiceApplies, voiceSections} from '../../scripts/lint/voice';
import {viChrome, viComponents, viGuides, viLabels} from '../../src/config/vi-chrome';
import {statements, statementText} from '../../src/data/shared-facts';
import sidebars from '../../sidebars';
import {sections} from '../../src/config/sections';
import {readFileSync} from 'node:fs';
import {parsePage} from '../../scripts/lint/content';
import {proseWords} from '../../scripts/lint/length';

const fixtures = path.resolve(__dirname, '../fixtures/lint/content');

/** `line rule` for each problem of a page. */
async function problems(file: string, text?: string): Promise<string[]> {
  return (await lintPage(file, text)).map((p) => `${p.line} ${p.rule}`);
}

const page = (body: string) => `---\ntitle: T\ndescription: D.\n---\n\n${body}\n`;

describe('content lint', () => {
  it('passes a good page: front matter, heading ids, admonition titles, comments, tabs, images and links', async () => {
    expect(await lintPage(path.join(fixtures, 'good.mdx'))).toEqual([]);
  });

  it('reports each rule on a broken page, with its line', async () => {
    expect(await problems(path.join(fixtures, 'broken.mdx'))).toEqual([
      '1 pitel-docs:front-matter', // no description
      '5 pitel-docs:heading-start', // h1 in the body
      '7 remark-lint:no-empty-url', // [an empty URL]()
      '7 pitel-docs:no-empty-link', // [](/api/...)
      '11 remark-lint:heading-increment', // ## then ####
      '13 pitel-docs:image-alt', // ![](...)
      '15 pitel-docs:image-alt', // <img> without alt
      '17 pitel-docs:no-html-internal-link', // <a href="/api/...">
      '19 pitel-docs:table-header', // a table with an empty header cell
      '23 pitel-docs:no-prose-expression', // {1 + 1} in the text (the comment beside it is allowed)
    ]);
  });

  it('reports a first heading below h2, a JSX h1, an empty JSX alt or link, and a page that does not parse', async () => {
    expect(await problems('x.mdx', page('### Too deep'))).toEqual(['6 pitel-docs:heading-start']);
    expect(await problems('x.mdx', page('<h1>Title again</h1>'))).toEqual(['6 pitel-docs:heading-start']);
    expect(await problems('x.mdx', page('<img src="/img/a.png" alt=" " /> <img src="/img/b.png" alt />'))).toEqual([
      '6 pitel-docs:image-alt',
      '6 pitel-docs:image-alt',
    ]);
    expect(await problems('x.mdx', page('<img src="/img/a.png" alt={props.alt} />'))).toEqual([]);
    expect(await problems('x.mdx', page('<a href="https://example.com"></a>'))).toEqual(['6 pitel-docs:no-empty-link']);
    expect(await problems('x.mdx', page('<a href="#top">Top</a> and <a href="../x">X</a>'))).toEqual([
      '6 pitel-docs:no-html-internal-link',
      '6 pitel-docs:no-html-internal-link',
    ]);
    expect(await problems('x.mdx', page('A brace { opens here.'))).toEqual(['6 pitel-docs:mdx-syntax']);
  });

  it('passes shared facts, planned notices and support written the house way', async () => {
    expect(await lintPage(path.join(fixtures, 'shared-facts-good.mdx'))).toEqual([]);
  });

  it('reports every forbidden variant of the shared facts and every misplaced notice, with its line', async () => {
    const found = (await lintPage(path.join(fixtures, 'shared-facts-broken.mdx'))).map(
      (p) => `${p.line} ${p.rule} ${p.message.split(' ')[1]}`,
    );
    expect(found).toEqual([
      '8 pitel-docs:shared-facts settled-wording-for-planned-material', // "the usual set-up"
      '10 pitel-docs:shared-facts settled-wording-for-planned-material', // "the current design of the app"
      '12 pitel-docs:shared-facts token-lifetime', // "valid for 24 hours"
      '14 pitel-docs:shared-facts token-lifetime', // "short-lived token"
      '16 pitel-docs:shared-facts api-key-per-tenant', // "the tenant API key"
      '18 pitel-docs:shared-facts one-token-for-every-version', // "the same bearer token"
      '22 pitel-docs:shared-facts cancel-defined-outside-call-statuses', // a table row defining `cancel`
      '24 pitel-docs:shared-facts support-without-a-link', // "Pitel support" in a paragraph
      '26 pitel-docs:shared-facts support-without-a-link', // in an admonition's title
      '36 pitel-docs:planned second', // two notices in one h2 section
      '42 pitel-docs:planned `<Planned', // not right after the heading
      '48 pitel-docs:planned `<Planned', // on the heading's paragraph line
      '48 pitel-docs:block-component `<Planned>`', // ... which puts it inside a <p>
      '52 pitel-docs:block-component `<TokenLifetime>`', // a statement inside a sentence
    ]);
  });

  it('reports the Vietnamese variants (the rule runs on bitrix_vie too)', async () => {
    expect(await problems(path.join(fixtures, 'shared-facts-vi-broken.mdx'))).toEqual([
      '6 pitel-docs:shared-facts', // "thiết kế hiện tại của ứng dụng"
      '8 pitel-docs:shared-facts', // "hiệu lực trong 24 giờ"
      '10 pitel-docs:shared-facts', // "API key của tenant"
      '12 pitel-docs:shared-facts', // "dùng chung một token" with v1 and v3
      '14 pitel-docs:shared-facts', // "bộ phận hỗ trợ Pitel" without a link
      '18 pitel-docs:shared-facts', // `CANCEL` defined in a table row
    ]);
  });

  it('lets the canonical page state its own fact, and no other', async () => {
    const lifetime = page('A token is valid for 24 hours, say the overviews.');
    expect(await problems('docs/authentication.mdx', lifetime)).toEqual([]);
    expect(await problems('docs/intro.mdx', lifetime)).toEqual(['6 pitel-docs:shared-facts']);
    expect(await problems('docs/errors.mdx', lifetime)).toEqual(['6 pitel-docs:shared-facts']);
    const cancel = page('`cancel`: the system hung up at the ring timeout.');
    expect(await problems('docs/call-statuses.mdx', cancel)).toEqual([]);
    expect(await problems('guide/portal_callcenter_guide/cdrs.mdx', cancel)).toEqual(['6 pitel-docs:shared-facts']);
    // A guide's record of where Pitel's documents differ quotes both wordings; the same line under another
    // heading is a definition.
    const disputes = (id: string) =>
      page(`## Where Pitel's documents differ \\{#${id}}\n\n- ${'`cancel`: the system hung up at the ring timeout.'}`);
    expect(
      await problems('guide/portal_callcenter_guide/questions.mdx', disputes('where-pitels-documents-differ')),
    ).toEqual([]);
    expect(await problems('guide/portal_callcenter_guide/questions.mdx', disputes('elsewhere'))).toEqual([
      '8 pitel-docs:shared-facts',
    ]);
    expect(await problems('docs/support.mdx', page('Write to Pitel support.'))).toEqual([]);
    expect(await problems('docs/intro.mdx', page('Write to Pitel support.'))).toEqual(['6 pitel-docs:shared-facts']);
  });

  it('needs the nearby words before it reports a number or a generic phrase', async () => {
    expect(await problems('x.mdx', page('Reports cover at most 24 hours per request.'))).toEqual([]);
    expect(await problems('x.mdx', page('Keep the cache short-lived.'))).toEqual([]);
    expect(await problems('x.mdx', page('Retry with the same token.'))).toEqual([]);
    expect(await problems('x.mdx', page('Click **Cancel** to close the dialog.'))).toEqual([]);
    // A link in another paragraph does not count.
    expect(await problems('x.mdx', page('Supervisors can ask Pitel support.\n\nSee [Support](/support).'))).toEqual([
      '6 pitel-docs:shared-facts',
    ]);
  });

  it('gives every variant a canonical page that exists, or none', () => {
    for (const v of forbiddenVariants) {
      for (const file of [v.canonicalFile ?? []].flat())
        expect(mdxFiles(['docs'], path.resolve(__dirname, '../..')), v.id).toContain(file);
      expect(v.fix.startsWith('expected'), v.id).toBe(true);
    }
  });

  it('asks a planned page to say so in its description, in the page language (pitel-docs:planned-description)', async () => {
    expect(await problems(path.join(fixtures, 'planned-description-broken.mdx'))).toEqual([
      '1 pitel-docs:planned-description',
    ]);
    expect(await lintPage(path.join(fixtures, 'planned-description-good.mdx'))).toEqual([]);
    const planned = (description: string) =>
      `---\ntitle: T\ndescription: "${description}"\n---\n\n## A\n\n<Planned>\nThe screen is our design.\n</Planned>\n\nText.\n\n## B\n\n<Planned>\nThe field too.\n</Planned>\n\n## C\n\nDocumented.\n`;
    // Two of three h2 sections planned: mostly planned.
    expect(await problems('bitrix_vie/x.mdx', planned('Cài đặt ứng dụng.'))).toEqual([
      '1 pitel-docs:planned-description',
    ]);
    expect(await problems('bitrix_vie/x.mdx', planned('Thiết kế đề xuất: cài đặt ứng dụng.'))).toEqual([]);
    // The English prefix on a Vietnamese page is not the mark.
    expect(await problems('bitrix_vie/x.mdx', planned('Proposed design: cài đặt ứng dụng.'))).toEqual([
      '1 pitel-docs:planned-description',
    ]);
    expect(await problems('bitrix_eng/x.mdx', planned('Proposed design: install the app.'))).toEqual([]);
    // One planned section of three is not "mostly"; a mark with no notice at all is reported.
    expect(
      await problems(
        'x.mdx',
        page(
          `## A\n\n<Planned>\nOne field.\n</Planned>\n\n## B\n\n${'Text of a documented section. '.repeat(5)}\n\n## C\n\nText.`,
        ),
      ),
    ).toEqual([]);
    expect(await problems('x.mdx', '---\ntitle: T\ndescription: "Proposed design: x."\n---\n\nText.\n')).toEqual([
      '1 pitel-docs:planned-description',
    ]);
    // An endpoint page whose operations are all x-proposed is planned throughout.
    const api = (description: string) =>
      `---\ntitle: T\ndescription: "${description}"\napi:\n  spec: v3\n  operations:\n    - DELETE /v3/user/{user_uuid}\n---\n\n<ApiReference />\n`;
    expect(await problems('docs/api/v3/x.mdx', api('Receive the presskey callback.'))).toEqual([
      '1 pitel-docs:planned-description',
    ]);
  });

  it('sends a Vietnamese page to the Vietnamese edition of a page (pitel-docs:vi-link-edition)', async () => {
    const body = page(
      'Xem [Hỗ trợ](/support#contact), [cài đặt](/bitrix_pitel_eng/setup/install_app) và [trạng thái](/call-statuses#cancel).',
    );
    expect(await problems('bitrix_vie/x.mdx', body)).toEqual([
      '6 pitel-docs:vi-link-edition',
      '6 pitel-docs:vi-link-edition',
      '6 pitel-docs:vi-link-edition',
    ]);
    // English pages, and links to English-only pages, are fine.
    expect(await problems('bitrix_eng/x.mdx', body)).toEqual([]);
    expect(
      await problems(
        'bitrix_vie/x.mdx',
        page('Xem [Hỗ trợ](/ho-tro), [trạng thái](/trang-thai-cuoc-goi#cancel) và [lỗi](/errors).'),
      ),
    ).toEqual([]);
    // A page may link its own English edition.
    expect(await problems('docs/ho-tro.mdx', page('[Support](/support): trang này bằng tiếng Anh.'))).toEqual([]);
  });

  it('reports words that present a guess as a fact, unless the sentence says it is our reading (pitel-docs:unsourced-wording)', async () => {
    expect(await problems(path.join(fixtures, 'unsourced-broken.mdx'))).toEqual([
      '6 pitel-docs:unsourced-wording', // "usually"
      '8 pitel-docs:unsourced-wording', // "Most tenants"
      '12 pitel-docs:unsourced-wording', // "in practice", in a table row
      '14 pitel-docs:unsourced-wording', // "Thông thường"
    ]);
    expect(
      await problems('x.mdx', page('Retry once. Tokens usually last a day in our reading, so read `expired_in`.')),
    ).toEqual([]);
  });

  it('asks a mixed page whose planned sections hold a quarter of its words to say so in its description', async () => {
    const filler = 'The screen lists the calls of the day with their agents. '.repeat(6);
    const mixed = (description: string) =>
      `---\ntitle: T\ndescription: "${description}"\n---\n\n## A\n\n${filler}\n\n## B\n\n${filler}\n\n## C\n\n<Planned>\nThe claims.\n</Planned>\n\n${filler}\n`;
    // One planned section of three holds a third of the words: its core is planned.
    expect(await problems('x.mdx', mixed('Get a token.'))).toEqual(['1 pitel-docs:planned-description']);
    expect(await problems('x.mdx', mixed('Get a token; the JWT claims are proposed design.'))).toEqual([]);
    expect(await problems('bitrix_vie/x.mdx', mixed('Lấy token; các claim của JWT là thiết kế đề xuất.'))).toEqual([]);
    expect(await problems('bitrix_vie/x.mdx', mixed('Lấy token; the JWT claims are proposed design.'))).toEqual([
      '1 pitel-docs:planned-description',
    ]);
    // A short planned section (under a quarter of the words) does not make the core planned.
    const small = `---\ntitle: T\ndescription: D.\n---\n\n## A\n\n${filler}\n\n## B\n\n${filler}${filler}\n\n## C\n\n<Planned>\nOne field.\n</Planned>\n\nShort.\n`;
    expect(await problems('x.mdx', small)).toEqual([]);
  });

  it('reports two marks in one table column and the retired wordings of both languages (pitel-docs:mark-column, retired-wording)', async () => {
    expect(await problems(path.join(fixtures, 'voice-broken.mdx'))).toEqual([
      '10 pitel-docs:mark-column', // "Yes (our reading)" and "Yes (not documented)" in the Required column
      '17 pitel-docs:retired-wording', // "we assume"
      '17 pitel-docs:retired-wording', // "Pitel does not document"
      '19 pitel-docs:retired-wording', // "as we read it"
      '19 pitel-docs:retired-wording', // "presumably"
      '21 pitel-docs:retired-wording', // "Confirm before you rely on it"
      '23 pitel-docs:retired-wording', // "Theo cách chúng tôi hiểu"
      '23 pitel-docs:retired-wording', // "chúng tôi giả định"
      '23 pitel-docs:retired-wording', // "không được mô tả"
      '25 pitel-docs:retired-wording', // "Hãy xác nhận trước khi áp dụng"
      '29 pitel-docs:retired-wording', // "we\nassume", wrapped across two lines
      '29 pitel-docs:retired-wording', // "Pitel does not\ndocument"
      '33 pitel-docs:retired-wording', // "giả định của chúng tôi"
      '35 pitel-docs:retired-wording', // "our assumption"
      '37 pitel-docs:retired-wording', // "documents no"
      '39 pitel-docs:retired-wording', // "documents none"
      '41 pitel-docs:retired-wording', // "không mô tả"
      '43 pitel-docs:retired-wording', // "Pitel không nói"
      '43 pitel-docs:retired-wording', // "Pitel không công bố" (a statement; line 45's relative clause "mà Pitel không công bố" and "documents no-answer" pass)
    ]);
    // The column's one mark in its header note, and the voice's own wordings, pass.
    const table = page(
      '| Column | Required (our reading) |\n|---|---|\n| Name | Yes |\n| Phone | Yes |\n\nThe order is not documented.',
    );
    expect(await problems('x.mdx', table)).toEqual([]);
  });

  it('reports a page above 10 marks, or above 8 marks per 1,000 words (pitel-docs:mark-density)', async () => {
    expect(await problems(path.join(fixtures, 'voice-density-broken.mdx'))).toEqual(['1 pitel-docs:mark-density']);
    expect(await problems(path.join(fixtures, 'voice-density-ratio-broken.mdx'))).toEqual([
      '1 pitel-docs:mark-density',
    ]);
    // Ten marks on a long page, and two marks on a stub, pass.
    const long = 'The screen lists the calls of the day with their agents and their queues. '.repeat(20);
    expect(
      await problems(
        'x.mdx',
        page(Array.from({length: 10}, (_, i) => `${long} Field ${i} is not documented.`).join('\n\n')),
      ),
    ).toEqual([]);
    expect(await problems('x.mdx', page('Field A is not documented. Field B, in our reading, is optional.'))).toEqual(
      [],
    );
    // A mark wrapped across two source lines counts: eleven marks, one of them "not\ndocumented".
    const wrapped =
      Array.from({length: 10}, (_, i) => `Field ${i} is not documented.`).join('\n\n') +
      '\n\nField 10 is not\ndocumented.';
    expect(await problems('x.mdx', page(wrapped))).toEqual(['1 pitel-docs:mark-density']);
  });

  it('holds every section of the mark rules to at most 4 marks a page on average (pitel-docs:mark-average)', () => {
    // The corpus itself is checked by `npm run lint:content` (scripts/lint/cli.ts) over every page. Broken input: a section at 4.5 a page fails; one at 4 passes; a section outside the rules is not held to it.
    expect(
      sectionsOverAverage([
        {file: 'guide/portal_callcenter_guide/a.mdx', marks: 5},
        {file: 'guide/portal_callcenter_guide/b.mdx', marks: 4},
      ]),
    ).toEqual([expect.stringMatching(/^portal_callcenter_guide: 9 marks on 2 pages, 4\.50 a page/)]);
    expect(
      sectionsOverAverage([
        {file: 'guide/portal_callcenter_guide/a.mdx', marks: 4},
        {file: 'guide/portal_callcenter_guide/b.mdx', marks: 4},
      ]),
    ).toEqual([]);
    expect(sectionsOverAverage([{file: 'docs/a.mdx', marks: 12}])).toEqual([]);
  });

  it('runs the voice rules on the configured sections only', async () => {
    // Every section, the API reference included, is held to the wordings; every guide (every section but the
    // API reference) to the mark limits and the doubt rules, from the sections list.
    // A fixture outside every section is linted by both (the voice-broken.mdx test above fails without it).
    expect(voiceSections.wording).toEqual(sections.map((s) => s.id));
    expect(voiceSections.marks).toEqual(sections.filter((s) => s.id !== 'docs').map((s) => s.id));
    expect(voiceApplies('guide/portal_autocall_guide/report.mdx', 'marks')).toBe(true);
    expect(voiceApplies('pitel_app/web/pitelsdk_web.mdx', 'marks')).toBe(true);
    expect(voiceApplies('docs/quickstart.mdx', 'marks')).toBe(false);
  });

  it('holds every Vietnamese page to the glossary, outside UI labels, code and URLs (pitel-docs:vi-glossary)', async () => {
    const broken = readFileSync(path.join(fixtures, 'vi-glossary-broken.mdx'), 'utf8');
    expect(await problems('guide/portal_callcenter_guide_vie/x.mdx', broken)).toEqual([
      '1 pitel-docs:vi-glossary', // "Giám Sát Nhân Viên": title case
      '8 pitel-docs:vi-glossary', // "tab"
      '8 pitel-docs:vi-glossary', // "bấm"
      '10 pitel-docs:vi-glossary', // "Tích vào"
      '10 pitel-docs:vi-glossary', // "file"
      '12 pitel-docs:vi-glossary', // "Không bắt buộc:"
      '14 pitel-docs:vi-glossary', // "nghe lén"
      '14 pitel-docs:vi-glossary', // "đã Barge"
      '16 pitel-docs:vi-glossary', // "Chưa Sẵn Sàng"
      '16 pitel-docs:vi-glossary', // "nó"
      '18 pitel-docs:vi-glossary', // "Cách xử lý"
      '20 pitel-docs:vi-glossary', // "Số DNC luôn được ưu tiên"
      '22 pitel-docs:vi-glossary', // "Cuộc gọi đi theo kịch bản như thế nào"
      '22 pitel-docs:vi-glossary', // … and its "gọi đi" (outbound is "gọi ra")
    ]);
    // The glossary's terms: one Vietnamese word per concept; each retired variant on its own line (from line 38:
    // dấu cách, trình kết nối, "Những kết quả cuộc gọi khiến", tình trạng chạy, thôi đổ chuông, **Số gọi đi mặc
    // định** in bold, API tổng đài, bấm gửi; from line 54: "nhà mạng" for a network, "bản ghi khách hàng",
    // robot, "chiều gọi"; from line 66: "tập tin mẫu khách hàng", "tập tin khách hàng mẫu", "nhấn Start"; from
    // line 72: "đổ chuông vào" a queue, "bản ghi thừa", and on the call-center guide a caller number "bị mạng di
    // động chặn" and the closing line's calque; from line 80: "nhân viên thử" for a test account,
    // "danh sách thử" for a test list, and a user "bị tắt" for a disabled one).
    const terms = readFileSync(path.join(fixtures, 'vi-glossary-terms-broken.mdx'), 'utf8');
    const termProblems = await problems('guide/portal_callcenter_guide_vie/x.mdx', terms);
    expect(termProblems.filter((p) => p.endsWith('vi-glossary'))).toEqual(
      [
        8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62,
        64, 66, 68, 70, 72, 74, 76, 78, 80, 82, 84, 86, 88,
      ].map((line) => `${line} pitel-docs:vi-glossary`),
    );
    // Line 88's "… thì tự kiểm tra" is also a check outside the page's checks list (pitel-docs:check-placement).
    expect(termProblems.filter((p) => !p.endsWith('vi-glossary'))).toEqual(['88 pitel-docs:check-placement']);
    // The test account, test list, disabled-user, "được lớn tối đa" and "… thì tự kiểm tra" entries hold on every
    // Vietnamese page.
    expect((await problems('bitrix_vie/x.mdx', terms)).filter((p) => /^8\d /.test(p))).toEqual([
      '80 pitel-docs:vi-glossary',
      '82 pitel-docs:vi-glossary',
      '84 pitel-docs:vi-glossary',
      '86 pitel-docs:vi-glossary',
      '88 pitel-docs:vi-glossary',
    ]);
    // A condition opened by "Nếu" or "Khi" may end in "thì xem"; the purpose-first form passes.
    expect(await problems('bitrix_vie/x.mdx', page('Nếu cuộc gọi không có ghi âm thì xem mục Ghi âm.'))).toEqual([]);
    expect(
      await problems('bitrix_vie/x.mdx', page('Muốn biết ai thấy cuộc gọi, hãy tự kiểm tra theo cách ở mục Vai trò.')),
    ).toEqual([]);
    // The last two hold on every Vietnamese page, the Bitrix24 guide's too; a phone still rings at a time.
    expect((await problems('bitrix_vie/x.mdx', terms)).filter((p) => /^7[68] /.test(p))).toEqual([
      '76 pitel-docs:vi-glossary',
      '78 pitel-docs:vi-glossary',
    ]);
    expect(await problems('bitrix_vie/x.mdx', page('Máy của nhân viên đổ chuông vào lúc 10 giờ.'))).toEqual([]);
    // The label of our own design fails in bold too; a portal's label in bold is still skipped.
    expect(await problems('bitrix_vie/x.mdx', page('Chọn mục **Số gọi đi mặc định**.'))).toEqual([
      '6 pitel-docs:vi-glossary',
    ]);
    expect(await problems('bitrix_vie/x.mdx', page('Chọn mục **Gọi đi**.'))).toEqual([]);
    // The Bitrix24 guide names the designed app "ứng dụng Pitel" and the reference connector "ứng dụng kết nối
    // mẫu": a bare "ứng dụng kết nối", or "ứng dụng kết nối Pitel", fails there; other guides are not held to it.
    expect(await problems('bitrix_vie/x.mdx', page('Cài ứng dụng kết nối Pitel từ Market.'))).toEqual([
      '6 pitel-docs:vi-glossary',
    ]);
    expect(await problems('bitrix_vie/x.mdx', page('Quyền này cần cho ứng dụng kết nối.'))).toEqual([
      '6 pitel-docs:vi-glossary',
    ]);
    expect(await problems('bitrix_vie/x.mdx', page('Chạy ứng dụng kết nối mẫu, rồi cài ứng dụng Pitel.'))).toEqual([]);
    expect(
      await problems('guide/portal_callcenter_guide_vie/x.mdx', page('Cài ứng dụng kết nối Pitel từ Market.')),
    ).toEqual([]);
    // The last paragraph uses every chosen term (its "quản trị viên Bitrix24" is the Bitrix24 guide's word, not a portal guide's).
    expect((await problems('bitrix_vie/x.mdx', terms)).filter((p) => p.startsWith('64 '))).toEqual([]);
    expect((await problems('bitrix_vie/x.mdx', terms)).filter((p) => p.startsWith('24 '))).toEqual([]);
    expect(
      await problems('bitrix_vie/x.mdx', readFileSync(path.join(fixtures, 'vi-glossary-good.mdx'), 'utf8')),
    ).toEqual([]);
    // English pages are not held to it.
    expect(await problems('guide/portal_callcenter_guide/x.mdx', page('Open the tab and click **Save**.'))).toEqual([]);
    // "Cách xử lý" is the column's name only: in a sentence it means something else ("how X is handled").
    expect(await problems('bitrix_vie/x.mdx', page('Chọn cách xử lý dữ liệu CRM.'))).toEqual([]);
  });

  it('holds the auto-call guide to its carrier, Congestion and closing-line wording (pitel-docs:vi-glossary)', async () => {
    const broken = readFileSync(path.join(fixtures, 'vi-glossary-autocall-broken.mdx'), 'utf8');
    expect(await problems('guide/portal_autocall_guide_vie/x.mdx', broken)).toEqual([
      '8 pitel-docs:vi-glossary', // a bare "nhà mạng" before the page's gloss (lines 10 and 12 pass after it)
      '14 pitel-docs:vi-glossary', // Congestion: "bị mạng di động chặn" (line 18, Phone Block's "mạng di động của số đó", passes)
      '16 pitel-docs:vi-glossary', // the calque closing line "nên mỗi câu được hỏi một lần"
      '20 pitel-docs:vi-glossary', // a self-check as "xem được ngay trên trang quản trị", not "Tự kiểm tra …:"
      '20 pitel-docs:vi-glossary', // and the topic-first "… thì xem", not "Muốn biết …, hãy …"
    ]);
    // Without the gloss above it, the bare "nhà mạng" of line 12 fails.
    expect(await problems('guide/portal_autocall_guide_vie/x.mdx', page('Bộ đếm dưới trường của nhà mạng.'))).toEqual([
      '6 pitel-docs:vi-glossary',
    ]);
    // The Congestion, closing-line and self-check entries hold on the call-center guide too.
    expect(await problems('guide/portal_callcenter_guide_vie/x.mdx', broken)).toEqual([
      '8 pitel-docs:vi-glossary',
      '14 pitel-docs:vi-glossary',
      '16 pitel-docs:vi-glossary',
      '20 pitel-docs:vi-glossary',
      '20 pitel-docs:vi-glossary',
    ]);
  });

  it("holds the site's own Vietnamese strings to the glossary too: the chrome, the shared statements and the Vietnamese sidebar", () => {
    const strings = [
      ...Object.values(viLabels),
      ...Object.values(viChrome),
      ...Object.values(viComponents).flatMap((table) => Object.values(table)),
      ...viGuides.map((g) => g.label),
      ...Object.values(statements).map((s) => statementText(s.vi)),
      ...(sidebars.hoTro as {label?: string}[]).map((item) => item.label ?? ''),
    ];
    expect(strings.length).toBeGreaterThan(60);
    expect(strings.flatMap((text) => viGlossaryMatches(text).map((m) => `${m.found} in "${text}"`))).toEqual([]);
    // The strings this check caught once.
    expect(
      [
        'Thư chỉ được gửi khi bạn bấm gửi.',
        'chỉ lưu key trên máy chủ',
        'Hướng dẫn trang quản trị auto-call',
        'cho API tổng đài (v1)',
      ].map((text) => viGlossaryMatches(text).map((m) => m.found)),
    ).toEqual([['bấm'], ['key'], ['auto-call'], ['API tổng đài']]);
  });

  it('holds the quickstart to its 1,500 words of prose, code blocks aside (pitel-docs:word-budget)', async () => {
    // An earlier, longer quickstart: about 2,500 words of prose, with a "What can go wrong" in every step.
    const before = readFileSync(path.join(fixtures, 'quickstart-too-long.mdx'), 'utf8');
    expect((await problems('docs/quickstart.mdx', before)).filter((p) => p.endsWith('word-budget'))).toEqual([
      '1 pitel-docs:word-budget',
    ]);
    // The same text on a page without a budget passes.
    expect(await problems('docs/intro.mdx', before)).not.toContain('1 pitel-docs:word-budget');
    // Today's quickstart keeps to it.
    const words = proseWords(parsePage('docs/quickstart.mdx'));
    expect(words).toBeGreaterThan(500);
    expect(words).toBeLessThanOrEqual(1500);
    // What counts: prose, headings without their id, link text and inline code; not code blocks, URLs or front matter.
    const count = (body: string) => proseWords(parsePage('x.mdx', page(body)));
    expect(
      count('## Get a token {#token}\n\nSend `Authorization: Bearer <token>` to [the API](/api/v1/auth/access_token).'),
    ).toBe(3 + 5 + 2);
    expect(
      count('One two three.\n\n```bash\ncurl one two three four five\n```\n\n:::note A title\nFour five.\n:::'),
    ).toBe(3 + 2 + 2);
    expect(count('<Planned>\nSix words are in this notice.\n</Planned>\n\n{/* not this comment */}')).toBe(6);
    const long = `${'The receiver prints each event as it arrives. '.repeat(190)}`;
    expect(await problems('docs/quickstart.mdx', page(long))).toEqual(['1 pitel-docs:word-budget']);
    expect(
      await problems('docs/quickstart.mdx', page(`${long.slice(0, 6000)}\n\n\`\`\`text\n${long}\n\`\`\``)),
    ).toEqual([]);
  });

  it('finds every page of every section', () => {
    const files = mdxFiles(contentDirs, path.resolve(__dirname, '../..'));
    expect(files.length).toBeGreaterThanOrEqual(164);
    for (const dir of ['docs/', 'bitrix_eng/', 'bitrix_vie/', 'guide/', 'pitel_app/']) {
      expect(files.some((f) => f.startsWith(dir))).toBe(true);
    }
  });
});

describe('changelog entries (pitel-docs:changelog-entry; WRITING.md, "The changelog")', () => {
  const good = readFileSync(path.join(fixtures, 'changelog-good.mdx'), 'utf8');

  it('passes an entry named by its date, with a summary, a truncate marker and a link', async () => {
    expect(await problems('changelog/2026-11-20-postman.mdx', good)).toEqual([]);
  });

  it('reports a date or tags in the front matter, no summary before the marker, no link to the site, and a name without a date', async () => {
    const broken = readFileSync(path.join(fixtures, 'changelog-broken.mdx'), 'utf8');
    expect(await problems('changelog/2026-11-20-postman.mdx', broken)).toEqual([
      '1 pitel-docs:changelog-entry', // date
      '1 pitel-docs:changelog-entry', // tags
      '1 pitel-docs:changelog-entry', // no link to a page of the site
      '8 pitel-docs:changelog-entry', // the marker before any paragraph
    ]);
    expect(await problems('changelog/Postman.mdx', good)).toEqual(['1 pitel-docs:changelog-entry']);
    // In the Vietnamese changelog, the English entry's link to Getting started (English only) is reported too.
    expect(await problems('changelog_vie/2026-11-20-Postman.mdx', good)).toEqual([
      '1 pitel-docs:changelog-entry',
      '10 pitel-docs:changelog-entry',
    ]);
    // Outside the changelog folders, the rule has nothing to say.
    expect(await problems('docs/x.mdx', broken)).toEqual([]);
  });

  it('holds a Vietnamese entry to the Vietnamese rules: the glossary, the Vietnamese editions, no English-only page, and the marker', async () => {
    const broken = readFileSync(path.join(fixtures, 'changelog-vi-broken.mdx'), 'utf8');
    expect(await problems('changelog_vie/2026-11-20-hang-cho.mdx', broken)).toEqual([
      '1 pitel-docs:changelog-entry', // no truncate marker
      '6 pitel-docs:vi-glossary', // hàng đợi
      '6 pitel-docs:vi-link-edition', // the English queue page, which has a Vietnamese edition
      '10 pitel-docs:changelog-entry', // an SDK page, in English only: developer news in the administrators' changelog
    ]);
    // The same text as an English entry: no Vietnamese rule applies.
    expect(await problems('changelog/2026-11-20-hang-cho.mdx', broken)).toEqual(['1 pitel-docs:changelog-entry']);
  });

  it('keeps "tiếng Việt" in a sentence-case Vietnamese title, and still reports title case', async () => {
    const titled = (title: string) => `---\ntitle: ${title}\ndescription: D.\n---\n\nXem [Hỗ trợ](/ho-tro).\n`;
    expect(await problems('bitrix_vie/x.mdx', titled('Tìm kiếm bằng tiếng Việt'))).toEqual([]);
    expect(await problems('bitrix_vie/x.mdx', titled('Tìm Kiếm bằng tiếng Việt'))).toEqual([
      '1 pitel-docs:vi-glossary',
    ]);
  });

  it('finds every entry of both changelogs', () => {
    const files = changelogFiles(path.resolve(__dirname, '../..'));
    expect(files.filter((f) => f.startsWith('changelog/')).length).toBeGreaterThanOrEqual(8);
    expect(files.filter((f) => f.startsWith('changelog_vie/')).length).toBeGreaterThanOrEqual(5);
  });
});
