/**
 * Lint rules for the one voice of uncertainty and the Vietnamese glossary (WRITING.md, "One voice for
 * uncertainty" and "Vietnamese terms"):
 * - `pitel-docs:mark-density`: a page carries at most `maxMarksPerPage` uncertainty marks and at most
 *   `maxMarksPer1000Words` per 1,000 words (pages of fewer than `densityMinWords` words are judged on the
 *   count alone, since one mark on a stub is not a habit).
 * - `pitel-docs:mark-column`: no table column carries two marks: the column says it once, in its header
 *   note or in the sentence above the table.
 * - `pitel-docs:retired-wording`: the retired wordings of "not documented", "our reading" and the planned
 *   notice's tail, in both languages.
 * - `pitel-docs:vi-glossary`: a Vietnamese page uses the glossary's term for each pair (thẻ, nhấn,
 *   đánh dấu, tập tin, Cách khắc phục, nghe giám sát …), and its title is in sentence case.
 *
 * A mark is one occurrence of "not documented", "our reading", "Pitel không nêu" or "theo cách hiểu của
 * chúng tôi" (any case) in the text a reader sees: prose, headings, tables, admonitions and JSX children,
 * not code, front matter or link URLs. The sections each rule is enforced on are `voiceSections`.
 */
import type {Nodes, Root} from 'mdast';
import {lintRule} from 'unified-lint-rule';
import {SKIP, visit} from 'unist-util-visit';
import {sections, type Section, type SectionId} from '../../src/config/sections';
import {langOfFile} from './marks';
import {isJsx, pageFrontMatter} from './rules';
import {sectionOfFile} from '../../src/config/content-files';

/**
 * The guide sections, both languages: every section but the API reference (the main section, `docs`),
 * taken from src/config/sections.ts, so a new section is held to the rules from its first page. The voice
 * rules' wording list and the doubt rules (doubts.ts) hold on them.
 */
export const guideSections: readonly SectionId[] = sections.filter((s) => s.routeBasePath).map((s) => s.id);

/**
 * The sections each voice rule is enforced on. `npx tsx scripts/lint/cli.ts --marks` prints the marks of
 * every page of every section. After the issue-35 pass of 2026-11-25 every section, the API section
 * (`docs`) included, uses only the chosen wordings and the Vietnamese glossary (the descriptions that
 * `openapi/*.yaml` renders into the API pages are held to the same wordings by
 * tests/unit/reference-wording.test.ts), and every guide meets the mark limits. The API section is
 * outside the mark limits: its notes were converted from retired wordings one for one, so its endpoint
 * pages carry their doubts sentence by sentence (at most 7 a page).
 */
export const voiceSections = {
  /** pitel-docs:retired-wording and pitel-docs:vi-glossary: every section. */
  wording: sections.map((s) => s.id),
  /** pitel-docs:mark-density and pitel-docs:mark-column. */
  marks: guideSections,
} as const satisfies Record<string, readonly SectionId[]>;

/**
 * Thresholds, set from the corpus: no page above
 * 10 marks (the target), and no page above 8 marks per 1,000 words, which is about twice the density of
 * the reworked portal guides, so a page fails when it drifts back to a mark in every paragraph.
 */
export const maxMarksPerPage = 10;
export const maxMarksPer1000Words = 8;
export const densityMinWords = 250;

/**
 * The issue-35 target for a whole section: at most 4 marks a page on average, in every section the mark
 * rules hold on (checked by `npm run lint:content` over every page; `sectionsOverAverage`).
 */
export const maxSectionAverage = 4;

export const markPattern = /not documented|our reading|Pitel không nêu|theo cách hiểu của chúng tôi/gi;

/** Retired wordings: each has its replacement (WRITING.md, "One voice for uncertainty"). */
export const retiredWordings: readonly {pattern: RegExp; use: string}[] = [
  {pattern: /\bwe assume\b/i, use: '"our reading" ("Our reading: …")'},
  {pattern: /\bwe infer\b/i, use: '"our reading"'},
  {pattern: /\bas we read it\b/i, use: '"in our reading"'},
  {pattern: /\bpresumably\b/i, use: '"our reading"'},
  {pattern: /\bour assumption\b/i, use: '"our reading"'},
  {
    pattern: /\bPitel does not (?:say|document|describe|publish|list|spell out|state)\b/i,
    use: '"not documented" ("The order is not documented.")',
  },
  // "documents no"/"documents none" (not "documents no-answer calls"): "Pitel documents no undo" → "An undo is not documented."
  {pattern: /\bdocuments no(?:ne)?\b(?!-)/i, use: '"not documented" ("Restoring a deleted user is not documented.")'},
  {pattern: /Confirm before you rely on it/i, use: 'nothing: the `<Planned>` notice links Support in its title'},
  {pattern: /theo cách chúng tôi hiểu/i, use: '"theo cách hiểu của chúng tôi"'},
  {pattern: /chúng tôi giả định/i, use: '"theo cách hiểu của chúng tôi"'},
  {pattern: /chúng tôi cho rằng/i, use: '"theo cách hiểu của chúng tôi"'},
  {pattern: /giả định của chúng tôi/i, use: '"theo cách hiểu của chúng tôi"'},
  {pattern: /(?:không|chưa) được mô tả/i, use: '"Pitel không nêu" ("Pitel không nêu thứ tự của danh sách.")'},
  {pattern: /không mô tả/i, use: '"Pitel không nêu" ("Pitel không nêu cách tự đăng ký.")'},
  {pattern: /Pitel không nói/i, use: '"Pitel không nêu"'},
  // A statement "Pitel không công bố X" is a doubt; a relative clause "(chi tiết) mà Pitel không công bố" names the
  // category of unpublished material (docs/ho-tro.mdx) and is left alone.
  {pattern: /(?<!mà )Pitel không công bố/i, use: '"Pitel không nêu" ("Pitel không nêu thời gian phản hồi.")'},
  {pattern: /Hãy xác nhận trước khi áp dụng/i, use: 'nothing: the `<Planned>` notice links Support in its title'},
];

const L = '[\\p{L}\\p{N}_]';
const word = (w: string) => new RegExp(`(?<!${L})${w}(?!${L})`, 'iu');

/**
 * The Vietnamese glossary: one term for each pair (WRITING.md, "Vietnamese terms"). UI labels in **bold** and code are skipped,
 * except by an entry marked `labels`: a label of our own proposed design (the Bitrix24 connector's screens and
 * the settings it names) follows the glossary too, so its retired form fails in bold as in prose. An entry with
 * `glossedBy` holds on a page only until the gloss appears: after "nhà mạng (trunk)", the page's "nhà mạng" is that trunk.
 */
export interface ViGlossaryEntry {
  pattern: RegExp;
  use: string;
  sections?: readonly SectionId[];
  labels?: true;
  glossedBy?: RegExp;
}

export const viGlossary: readonly ViGlossaryEntry[] = [
  {pattern: word('tab'), use: '"thẻ" for a portal tab, "thẻ trình duyệt" for a browser tab'},
  // Keys are pressed ("bấm phím", "bấm số"); things on a screen are clicked ("nhấn").
  {
    pattern: /(?<![\p{L}])nhấn (?:phím|số|sai phím|nút số)(?![\p{L}])/iu,
    use: '"bấm phím" / "bấm số" (a key on the phone\'s keypad)',
  },
  {
    pattern: /(?<![\p{L}])bấm(?! (?:phím|số|sai|nút số|tiếp|các phím|một phím|đúng|lại phím))(?![\p{L}])/iu,
    use: '"nhấn" for a button or link on a screen ("bấm" is for a keypad: "bấm phím", "bấm số")',
  },
  {pattern: /(?<![\p{L}])(?:tích (?:vào|chọn|ô)|dấu tích|bỏ tích)(?![\p{L}])/iu, use: '"đánh dấu" / "bỏ đánh dấu"'},
  {pattern: word('(?:file|tệp)'), use: '"tập tin"'},
  // Only the column's name (a cell that says just that): "cách xử lý" in a sentence has other meanings
  // ("choose how the CRM is handled"), which a blanket replacement turned into nonsense once.
  {pattern: /^\s*Cách xử lý\s*$/i, use: '"Cách khắc phục" (the troubleshooting column)'},
  {pattern: /nghe lén/i, use: '"nghe giám sát"'},
  {pattern: /đã Barge/, use: '"xen vào cuộc gọi (Barge)", not a bare English verb'},
  {
    pattern: /(?:^|[.!?:]\s+)(?:Không bắt buộc|Tùy chọn|Tuỳ chọn)\s*[:,]/u,
    use: '"Nếu cần, …" or "… (không bắt buộc)" inside the sentence',
  },
  {
    pattern: /Chưa Sẵn Sàng/,
    use: 'the portal\'s labels: **Chưa Sẵn Sàng** in bold where the Monitor toggle is meant, or the status column\'s "Not Ready (chưa sẵn sàng)"',
  },
  {pattern: word('nó'), use: 'the name of the thing ("nó" reads as a person or a pet)'},
  {
    pattern: /Số DNC luôn được ưu tiên/i,
    use: '"Danh sách DNC luôn được áp dụng trước" (the title read as "DNC numbers are dialled first")',
  },
  {pattern: /Cuộc gọi đi theo kịch bản như thế nào/i, use: '"Diễn biến một cuộc gọi theo kịch bản"'},
  // One term per concept (WRITING.md, "Vietnamese terms").
  {pattern: word('hàng đợi'), use: '"hàng chờ" (the portal\'s "Hàng chờ cuộc gọi")'},
  {pattern: word('(?:cuộc gọi|gọi) đến'), use: '"cuộc gọi vào" (the portal\'s "Gọi vào")'},
  {pattern: word('(?:cuộc gọi|gọi) đi'), use: '"cuộc gọi ra" / "gọi ra" (the portal\'s "Gọi ra")'},
  {
    pattern: word('cúp máy|ngắt máy'),
    use: '"gác máy" (a person ends the call) or "kết thúc cuộc gọi" (the system ends it)',
  },
  {pattern: word('nhấc máy'), use: '"nghe máy" (the portal\'s "Nghe Máy")'},
  {pattern: word('thẻ cuộc gọi'), use: '"cửa sổ cuộc gọi" (Bitrix24\'s call card; "thẻ" is a portal tab)'},
  {pattern: word('khóa API|khoá API'), use: '"API key"'},
  {
    pattern: /(?<![\p{L}\p{N}_])(?<!API |secret )key(?![\p{L}\p{N}_])/iu,
    use: '"API key" (a bare "key" reads as a door key; the SDK\'s "secret key" is its own name)',
  },
  {
    pattern: word('auto-call|autocall'),
    use: '"gọi tự động" (the portal\'s own name, **Autocall**, in bold where its label is meant)',
  },
  {
    pattern: word('quản trị viên'),
    use: '"Admin" (the portal\'s level); "quản trị viên Bitrix24" is for the Bitrix24 guide',
    sections: ['portal_callcenter_guide_vie', 'portal_autocall_guide_vie'],
  },
  {pattern: word('đề nghị|gợi ý'), use: '"đề xuất"'},
  {pattern: word('(?:danh sách|số) không gọi'), use: '"danh sách chặn gọi (DNC)"'},
  {
    pattern: word('Ai dùng trang này'),
    use: '"Ai dùng màn hình này" (a portal screen is a "màn hình"; a "trang" is a page of this site)',
  },
  {
    pattern: word('dự kiến'),
    use: '"đề xuất" (a proposal of ours) or say what is meant: "dự kiến" reads as Pitel\'s own plan',
  },
  {pattern: word('dấu cách'), use: '"khoảng trắng" (a space in a user name, an ID or a pasted API key)'},
  {
    pattern: word('trình kết nối'),
    use: '"ứng dụng Pitel" (the designed app) or "ứng dụng kết nối mẫu" (the reference connector), as the Bitrix24 guide names them',
  },
  {
    pattern: word('Những kết quả cuộc gọi khiến'),
    use: '"Những trạng thái cuộc gọi khiến …": what a campaign recalls on is a call status; a "kết quả cuộc gọi" is a disposition',
  },
  {
    pattern: word('tình trạng chạy'),
    use: '"trạng thái chạy" (a campaign\'s start, pause, stop, as the auto-call guide says)',
  },
  {pattern: word('thôi đổ chuông'), use: '"ngừng đổ chuông"'},
  {
    pattern: word('Số gọi đi mặc định'),
    use: '**Default Number for Outgoing Calls** (số gọi ra mặc định), Bitrix24\'s documented label; outbound is "gọi ra"',
    labels: true,
  },
  // The Bitrix24 guide: one term for click-to-call and one for Pitel's event hooks ("nhấn gọi", "lượt nhấn" and
  // "hook sự kiện" stood beside them for the same things), and "build" as engineers say it.
  {
    pattern: word('nhấn gọi|lượt nhấn'),
    use: '"click-to-call" (the feature, its event, its request) or "nhấn vào số" (what the agent does in the CRM)',
    sections: ['bitrix_vie'],
  },
  // The designed app is "ứng dụng Pitel"; "ứng dụng kết nối" is only ever the start of the reference connector's
  // name, "ứng dụng kết nối mẫu": a bare one, or "ứng dụng kết nối Pitel", read as either.
  {
    pattern: /(?<![\p{L}])ứng dụng kết nối(?! mẫu)(?![\p{L}])/iu,
    use: '"ứng dụng Pitel" (the designed app) or "ứng dụng kết nối mẫu" (the reference connector)',
    sections: ['bitrix_vie'],
  },
  {
    pattern: word('hook sự kiện'),
    use: '"đăng ký nhận sự kiện" (Pitel\'s event hook, as the API page names it)',
    sections: ['bitrix_vie'],
  },
  {
    pattern: word('dựng ứng dụng|bước dựng|(?:trang web|ứng dụng) được dựng'),
    use: '"build" ("build ứng dụng", "bước build", "mỗi lần build trang web"), as engineers say it',
    sections: ['bitrix_vie'],
  },
  {
    pattern: word('API tổng đài'),
    use: '"API v1" or "API v3", the APIs by their own names ("tổng đài" names the call-center portal and the tenant\'s system)',
  },
  // "Nhà Mạng" is the auto-call campaign's trunk field, in bold as its label. In prose, the word read both as
  // that trunk and as Viettel, Vinaphone or Mobifone, so prose says "mạng di động" for a network; the text
  // cannot tell which one a bare "nhà mạng" means, so a page glosses it once, "nhà mạng (trunk…)", and after
  // that its "nhà mạng" is the trunk (a gloss in every sentence read as noise).
  {
    pattern: /(?<![\p{L}])nhà mạng(?! \(trunk)(?![\p{L}])/iu,
    use: '"mạng di động" for Viettel, Vinaphone, Mobifone…; the trunk is the field **Nhà Mạng** in bold, or "nhà mạng (trunk)" the first time a page names it',
    glossedBy: /(?<![\p{L}])nhà mạng \(trunk/iu,
  },
  // Congestion: the caller number is blocked or locked by its carrier (portal-autocall.md, "carrier" = "Nhà
  // mạng"), as /trang-thai-cuoc-goi says; "mạng di động" is the called customer's network (Phone Block).
  {
    pattern: /bị mạng di động (?:chặn|khóa|khoá)/iu,
    use: '"bị nhà mạng (trunk) chặn hoặc khóa": a blocked caller number (Congestion) is its carrier\'s doing, as /trang-thai-cuoc-goi says',
  },
  // One closing line for a page whose questions are all on its guide's questions page (a calque said
  // "each is asked once, so that you send it as it is").
  {
    pattern: /nên mỗi câu được hỏi một lần/iu,
    use: '"Các câu hỏi của trang này là câu hỏi chung của cả bộ hướng dẫn và được gom ở một trang riêng. Bạn có thể gửi nguyên văn cho …:"',
  },
  // One formula for a check the admin makes on her own portal, with the test that answers it. "… thì xem được
  // ngay trên trang quản trị" promised an answer at a glance where the check needs a test upload or a sum.
  {
    pattern: /xem được ngay trên trang quản trị/iu,
    use: '"Tự kiểm tra trên trang quản trị: …", then the test that answers it',
  },
  {
    pattern: word('bản ghi (?:của )?khách hàng'),
    use: '"hồ sơ khách hàng" (a lead record; "bản ghi" is a call record or a recording)',
  },
  {pattern: word('robot'), use: '"hệ thống" (what places the calls and plays the script)'},
  {pattern: word('chiều (?:cuộc )?gọi'), use: '"hướng" (a call\'s direction: cuộc gọi vào, cuộc gọi ra)'},
  // Two files share "mẫu": the download template ("tập tin mẫu", the screen's **Tài liệu mẫu Tải Xuống**) and the
  // sample list loaded into the script editor ("danh sách khách hàng mẫu", its **Tải Lên Danh Sách Khách Hàng Mẫu**).
  {
    pattern: word('tập tin mẫu khách hàng'),
    use: '"tập tin mẫu" (the download template of the **Danh Sách** screen)',
  },
  {
    pattern: word('tập tin khách hàng mẫu'),
    use: '"danh sách khách hàng mẫu" (the sample list loaded into the script editor; "tập tin mẫu" is the template)',
  },
  {
    pattern: word('nhấn Start'),
    use: '"chuyển chiến dịch sang START" (the run status START, set with the state control in Thiết lập nâng cao)',
  },
  // The calls of a hotline "đổ về" a queue; "đầu số đổ chuông vào hàng chờ" was a calque of "the queue a hotline
  // rings" (a phone still rings at a time: "đổ chuông vào lúc 10 giờ").
  {
    pattern: /(?<![\p{L}])đổ chuông vào(?! (?:lúc|giờ|khoảng|thời điểm|ngày|buổi))(?![\p{L}])/iu,
    use: '"đổ về" ("đầu số nào đổ về hàng chờ nào", "hàng chờ nhận cuộc gọi vào đầu số đó")',
  },
  {pattern: word('bản ghi (?:thừa|trùng)'), use: '"hồ sơ thừa" / "hồ sơ trùng" (a lead is a "hồ sơ khách hàng")'},
  // A person or an account kept for a test is "thử nghiệm": "nhân viên thử" read as a probationary agent
  // ("thử việc") and "người dùng thử" as a trial user; "cuộc gọi thử" (a test call) is the idiom and stays.
  {
    pattern: /(?<![\p{L}])(?:nhân viên|người dùng|khách hàng|tài khoản) thử(?! (?:nghiệm|việc))(?![\p{L}])/iu,
    use: '"… thử nghiệm" ("một tài khoản nhân viên thử nghiệm", "một người dùng thử nghiệm")',
  },
  // The same for a list or a campaign kept for a test ("tải lên một danh sách thử một dòng" read as "upload a
  // list, try one row").
  {
    pattern: /(?<![\p{L}])(?:danh sách|chiến dịch) thử(?! (?:nghiệm|việc))(?![\p{L}])/iu,
    use: '"danh sách thử nghiệm" / "chiến dịch thử nghiệm" ("tải một tập tin … lên một danh sách thử nghiệm")',
  },
  // "được lớn/dài tối đa" calqued "may be at most": a size or a length is "lớn/dài tối đa" ("Tập tin tải lên lớn tối
  // đa bao nhiêu?").
  {pattern: word('được (?:lớn|dài) tối đa'), use: '"lớn tối đa" / "dài tối đa" (without "được")'},
  // A user switched off is "vô hiệu hóa" (the screen's **Tắt** and **Kích hoạt** stay labels): one word for the state.
  {
    pattern: /(?<![\p{L}])(?:(?:tài khoản|người dùng) (?:có )?bị tắt|tắt tài khoản)(?![\p{L}])/iu,
    use: '"vô hiệu hóa" ("người dùng bị vô hiệu hóa", "vô hiệu hóa tài khoản")',
  },
  // A topic, then "thì tự kiểm tra theo cách ở …" or "thì xem …": the reader takes the first clause for a statement or
  // a question and learns only at "thì" that it was the thing to check (spoken register). A condition opened by
  // "Nếu", "Khi" or "Hễ" ("Nếu … thì xem …") is ordinary and left alone.
  {
    pattern:
      /(?<!(?:^|[.!?;]\s+)(?:Nếu|Khi|Hễ)(?![\p{L}])[^.!?;]*)(?<![\p{L}])thì (?:bạn )?(?:hãy )?(?:tự kiểm tra|xem)(?![\p{L}])/iu,
    use: '"Muốn biết …, hãy tự kiểm tra theo cách ở mục […]" or "hãy xem … ở …", the purpose first',
  },
];

/** Whether a group of voice rules runs on a file (a file outside every section, such as a fixture, is linted). */
export function voiceApplies(file: string, rules: keyof typeof voiceSections): boolean {
  const section = sectionOfFile(file);
  return !section || (voiceSections[rules] as readonly SectionId[]).includes(section.id);
}

/** The text a reader sees in a node (no code, no URLs), blocks separated by newlines; `skipStrong` drops **UI labels**. */
export function readerText(node: Nodes, skipStrong = false): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'yaml' || node.type === 'mdxjsEsm')
    return ' ';
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'html') return ' ';
  if (skipStrong && node.type === 'strong') return ' ';
  if (!('children' in node)) return '';
  const block =
    !['paragraph', 'heading', 'tableCell', 'link', 'emphasis', 'strong', 'delete', 'linkReference'].includes(
      node.type,
    ) && !(node.type === 'mdxJsxTextElement');
  return (node.children as Nodes[]).map((c) => readerText(c, skipStrong)).join(block || isJsx(node) ? '\n' : '');
}

/** Runs of white space, line breaks included, as one space: a phrase wrapped across source lines is one phrase. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ');

export const countMarks = (text: string) => (oneLine(text).match(markPattern) ?? []).length;
export const countWords = (text: string) => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu) ?? []).length;

/** Marks and words of a page's tree. */
export function pageVoice(tree: Root): {marks: number; words: number} {
  const text = readerText(tree);
  return {marks: countMarks(text), words: countWords(text)};
}

export const markDensity = lintRule<Root>({origin: 'pitel-docs:mark-density'}, (tree, file) => {
  if (!voiceApplies(file.path, 'marks')) return;
  const {marks, words} = pageVoice(tree);
  const density = words ? (marks * 1000) / words : 0;
  if (marks > maxMarksPerPage) {
    file.message(
      `Unexpected ${marks} uncertainty marks on one page, expected at most ${maxMarksPerPage}: say it once per table or section (WRITING.md, "One voice for uncertainty")`,
      {place: {line: 1, column: 1}},
    );
  } else if (words >= densityMinWords && density > maxMarksPer1000Words) {
    file.message(
      `Unexpected ${density.toFixed(1)} uncertainty marks per 1,000 words (${marks} in ${words} words), expected at most ${maxMarksPer1000Words}: say it once per table or section`,
      {place: {line: 1, column: 1}},
    );
  }
});

export const markColumn = lintRule<Root>({origin: 'pitel-docs:mark-column'}, (tree, file) => {
  if (!voiceApplies(file.path, 'marks')) return;
  visit(tree, 'table', (node) => {
    const perColumn = new Map<number, number>();
    for (const row of node.children) {
      row.children.forEach((cell, i) => perColumn.set(i, (perColumn.get(i) ?? 0) + countMarks(readerText(cell))));
    }
    const header = node.children[0];
    for (const [i, n] of perColumn) {
      if (n < 2) continue;
      const name = header ? readerText(header.children[i] ?? header).trim() : String(i + 1);
      file.message(
        `Unexpected ${n} uncertainty marks in the column "${name}", expected one, in its header note or the sentence above the table`,
        {place: node.position},
      );
    }
  });
});

/** The blocks whose text is checked sentence by sentence (a paragraph, heading or table cell). */
const leafBlocks = new Set(['paragraph', 'heading', 'tableCell']);

function eachLeafBlock(tree: Root, fn: (node: Nodes) => void) {
  visit(tree, (node) => {
    if (!leafBlocks.has(node.type)) return;
    fn(node);
    return SKIP;
  });
}

/** The text of a leaf block, without a heading's `{#custom-id}`. */
const blockText = (node: Nodes, skipStrong = false) => {
  const text = readerText(node, skipStrong);
  return oneLine(node.type === 'heading' ? text.replace(/\s*\\?\{#[^}]*\}\s*$/, '') : text);
};

export const retiredWording = lintRule<Root>({origin: 'pitel-docs:retired-wording'}, (tree, file) => {
  if (!voiceApplies(file.path, 'wording')) return;
  eachLeafBlock(tree, (node) => {
    const text = blockText(node);
    for (const {pattern, use} of retiredWordings) {
      const found = pattern.exec(text);
      if (found) file.message(`Unexpected retired wording "${found[0]}", expected ${use}`, {place: node.position});
    }
  });
});

/** Vietnamese names that keep their capital in a sentence-case title. */
const properNouns = new Set(['Việt', 'Nam']);

/**
 * The retired variants in a piece of Vietnamese text, each with the term to use: `text` without the bold
 * labels, `withLabels` with them (for the entries that hold labels of our own design too). The site's own
 * Vietnamese strings (chrome, shared statements), which have no bold, pass the same text twice.
 */
export function viGlossaryMatches(
  text: string,
  withLabels = text,
  section?: SectionId,
  glossed: ReadonlySet<ViGlossaryEntry> = new Set(),
): {found: string; use: string}[] {
  return viGlossary
    .filter((entry) => !glossed.has(entry))
    .filter(({sections: only}) => !(only && section && !only.includes(section)))
    .flatMap(({pattern, use, labels}) => {
      const found = pattern.exec(labels ? withLabels : text);
      return found ? [{found: found[0].trim(), use}] : [];
    });
}

export const viGlossaryRule = lintRule<Root>({origin: 'pitel-docs:vi-glossary'}, (tree, file) => {
  if (langOfFile(file.path) !== 'vi' || !voiceApplies(file.path, 'wording')) return;
  const section = sectionOfFile(file.path)?.id;
  // The entries whose gloss the page has given so far (in bold or not), in reading order, this block's included.
  const glossed = new Set<ViGlossaryEntry>();
  eachLeafBlock(tree, (node) => {
    for (const entry of viGlossary) if (entry.glossedBy?.test(blockText(node))) glossed.add(entry);
    for (const {found, use} of viGlossaryMatches(blockText(node, true), blockText(node), section, glossed))
      file.message(`Unexpected "${found}" on a Vietnamese page, expected ${use}`, {place: node.position});
  });
  // A front matter that does not parse is the front-matter rule's to report.
  const {node: yamlNode, data} = pageFrontMatter(tree);
  const title = data?.title;
  if (typeof title !== 'string') return;
  // Sentence case: after the first word, a capitalised word with Vietnamese diacritics is title case
  // (names such as Bitrix24, DNC or Autodialer have none; "Việt" of "tiếng Việt" is a name).
  const words = title.split(/\s+/).slice(1);
  const capitalised = words.find(
    (w) =>
      /^\p{Lu}/u.test(w) &&
      /[^\p{ASCII}]/u.test(w) &&
      w !== w.toUpperCase() &&
      !properNouns.has(w.replace(/[^\p{L}]+$/u, '')),
  );
  if (capitalised) {
    file.message(
      `Unexpected title case "${capitalised}" in the title "${title}", expected sentence case (Vietnamese norm)`,
      {place: yamlNode?.position},
    );
  }
});

/** The pages of each section of `among`, in the order the pages come (pages outside them are left out). */
export function pagesBySection<T extends {file: string}>(
  pages: readonly T[],
  among: readonly SectionId[],
): Map<SectionId, {section: Section; pages: T[]}> {
  const out = new Map<SectionId, {section: Section; pages: T[]}>();
  for (const page of pages) {
    const section = sectionOfFile(page.file);
    if (!section || !among.includes(section.id)) continue;
    const entry = out.get(section.id) ?? {section, pages: []};
    entry.pages.push(page);
    out.set(section.id, entry);
  }
  return out;
}

/**
 * The sections of `voiceSections.marks` whose pages carry more than `maxSectionAverage` marks a page on
 * average, each with its figures. The whole corpus is needed, so the CLI checks it after the pages.
 */
export function sectionsOverAverage(pages: readonly {file: string; marks: number}[]): string[] {
  return [...pagesBySection(pages, voiceSections.marks)]
    .map(([id, {pages: list}]) => ({id, pages: list.length, marks: list.reduce((a, p) => a + p.marks, 0)}))
    .filter((s) => s.marks / s.pages > maxSectionAverage)
    .map(
      (s) =>
        `${s.id}: ${s.marks} marks on ${s.pages} pages, ${(s.marks / s.pages).toFixed(2)} a page, expected at most ${maxSectionAverage} (WRITING.md, "One voice for uncertainty")`,
    );
}
