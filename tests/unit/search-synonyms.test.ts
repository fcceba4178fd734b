/**
 * The search in Vietnamese: synonyms applied to queries (never to the index), a word typed with tone
 * marks while it is typed and when it is misspelt, questions pages ranked as hubs, the pages and editions
 * in the query's language first, the heading that holds a query, and the section label of a hit on a
 * Vietnamese page.
 */
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {buildIndex, type IndexPage} from '../../src/plugins/features/search/write-index';
import {SearchEngine, aboutPart, filesSource, highlight} from '../../src/plugins/features/search/core/engine';
import {
  MAX_VARIANTS,
  parseSynonyms,
  queryVariants,
  synonymSpans,
  type SynonymGroups,
} from '../../src/plugins/features/search/core/synonyms';
import {queryTerms} from '../../src/plugins/features/search/core/tokenize';
import {SYNONYMS_KEY} from '../../src/plugins/features/search/core/types';
import {loadBudgets} from '../support/budgets';
import {SYNONYMS_FILE, loadSynonyms} from '../../src/plugins/features/search/index';
import {hitLabel} from '../../src/plugins/features/search/client/labels';

const fixtures = path.resolve(__dirname, '../fixtures/search-synonyms');

const memorySource = (files: Map<string, string>) => filesSource(async (name) => JSON.parse(files.get(name) ?? 'null'));

const part = (anchor: string, heading: string, text: string) => ({anchor, heading, text});
const page =
  (lang: 'en' | 'vi') =>
  (url: string, label: string, ...parts: ReturnType<typeof part>[]): IndexPage => ({url, label, lang, parts});
const vi = page('vi');
const en = page('en');

const TABLE: SynonymGroups = [
  ['file', 'tập tin'],
  ['cúp máy', 'gác máy'],
  ['hàng đợi', 'hàng chờ'],
];

const PAGES: IndexPage[] = [
  vi('/vi/recording', 'Tổng đài', part('', 'Ghi âm', 'Tải tập tin ghi âm của cuộc gọi về máy.')),
  vi('/vi/quick', 'Tổng đài', part('', 'Thiết lập nhanh', 'Thiết lập nhanh máy và nhạc.')),
  vi('/vi/ext', 'Tổng đài', part('', 'Máy nhánh', 'Tạo máy nhánh cho nhân viên. Nhắc nhở: giờ AM hoặc PM.')),
  vi('/vi/statuses', 'Tổng đài', part('', 'Trạng thái', 'Khách hàng gác máy trước khi nhân viên nghe.')),
  vi('/vi/queue', 'Tổng đài', part('', 'Hàng chờ', 'Cuộc gọi vào hàng chờ.')),
  en('/en/recording', 'Guide', part('', 'Recordings', 'Download a recording file.')),
];

describe('synonym table (data, checked)', () => {
  // (Groups of two phrases or more, each phrase once: parseSynonyms fails the file otherwise, as the next test proves.)
  it('reads the site table, within its byte budget', async () => {
    const groups = await loadSynonyms();
    expect(groups.length).toBeGreaterThanOrEqual(6);
    expect(groups).toEqual(expect.arrayContaining([expect.arrayContaining(['file', 'tập tin'])]));
    expect(gzipSync(readFileSync(SYNONYMS_FILE)).length / 1024).toBeLessThan(loadBudgets().searchSynonymsKiB);
  });

  it('fails a malformed entry, naming the file and the group (broken fixtures)', async () => {
    await expect(loadSynonyms(path.join(fixtures, 'one-phrase.json'))).rejects.toThrow(
      `search synonyms (${path.join(fixtures, 'one-phrase.json')}): group 2 ("cúp máy"): expected a list of two phrases or more`,
    );
    await expect(loadSynonyms(path.join(fixtures, 'not-json.json'))).rejects.toThrow(
      `search synonyms (${path.join(fixtures, 'not-json.json')}): not JSON`,
    );
    const problem = (data: unknown) => {
      try {
        parseSynonyms(data, 'x.json');
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem([['file', 'tập tin']])).toMatchInlineSnapshot(
      `"search synonyms (x.json): the file: expected an object with "groups": a list of groups of phrases"`,
    );
    expect(problem({groups: [['file', 'tập tin.']]})).toMatchInlineSnapshot(
      `"search synonyms (x.json): group 1 ("file"): "tập tin." is not words separated by single spaces (no punctuation, no spaces around)"`,
    );
    expect(problem({groups: [['file', 'tập  tin']]})).toMatchInlineSnapshot(
      `"search synonyms (x.json): group 1 ("file"): "tập  tin" is not words separated by single spaces (no punctuation, no spaces around)"`,
    );
    expect(problem({groups: [['file', 3]]})).toMatchInlineSnapshot(
      `"search synonyms (x.json): group 1 ("file"): expected a phrase (a string), got 3"`,
    );
    expect(problem({groups: [['a', 'b c d e f']]})).toMatchInlineSnapshot(
      `"search synonyms (x.json): group 1 ("a"): "b c d e f" has more than 4 words"`,
    );
    expect(
      problem({
        groups: [
          ['file', 'tập tin'],
          ['tệp', 'File'],
        ],
      }),
    ).toMatchInlineSnapshot(
      `"search synonyms (x.json): group 2 ("tệp"): "File" is already in group 1: a phrase belongs to one group (merge them)"`,
    );
    expect(problem({groups: [['File', 'Tập Tin']]})).toBe('accepted');
    expect(parseSynonyms({groups: [['File', 'Tập Tin']]})).toEqual([['file', 'tập tin']]);
  });

  it('finds the phrases of a query, with marks as typed or without any, and words the wordings', () => {
    const spans = (q: string) => synonymSpans(queryTerms(q), TABLE).map((s) => [s.start, s.end, s.others, s.marked]);
    expect(spans('xuất file lịch sử')).toEqual([[1, 2, ['tập tin'], false]]);
    expect(spans('cúp máy')).toEqual([[0, 2, ['gác máy'], true]]);
    expect(spans('cup may')).toEqual([[0, 2, ['gác máy'], true]]);
    // Other marks are other words: "cúp mày" is no phrase of the table, nor "fil" being typed.
    expect(spans('cúp mày')).toEqual([]);
    expect(spans('fil')).toEqual([]);
    const variants = queryVariants(queryTerms('file hàng đợi'), synonymSpans(queryTerms('file hàng đợi'), TABLE));
    expect(variants.map((v) => [v.terms.map((t) => t.exact).join(' '), v.synonym])).toEqual([
      ['file hàng đợi', false],
      ['file hàng chờ', true],
      ['tập tin hàng đợi', true],
      ['tập tin hàng chờ', true],
    ]);
    const threes: SynonymGroups = [
      ['xa', 'xb', 'xc'],
      ['ya', 'yb', 'yc'],
    ];
    const many = queryTerms('xa ya');
    expect(queryVariants(many, synonymSpans(many, threes)).length).toBe(MAX_VARIANTS);
    expect(queryVariants(many, synonymSpans(many, threes))[0]).toEqual({terms: many, synonym: false});
  });
});

describe('search with the table', () => {
  const withTable = buildIndex(PAGES, undefined, TABLE);
  const without = buildIndex(PAGES);
  const engine = new SearchEngine(memorySource(withTable.files));
  const urls = async (q: string, lang?: 'en' | 'vi') =>
    (await engine.search(q, 10, lang)).hits.map((h) => h.url.split('#')[0]);

  it('rides in the shards of the first words of its phrases, and changes no postings: the table acts on queries', () => {
    // Each shard file by its name under the index id, its words' postings apart from its groups.
    const shards = ({manifest, files}: ReturnType<typeof buildIndex>) =>
      new Map(
        [...files]
          .filter(([name]) => name.startsWith(`${manifest.id}/t/`))
          .map(([name, text]): [string, Record<string, unknown>] => [name.slice(manifest.id.length), JSON.parse(text)]),
      );
    const [table, plain] = [shards(withTable), shards(without)];
    const groupsOf = (file: string) => table.get(file)?.[SYNONYMS_KEY];
    expect(groupsOf('/t/fi.json')).toEqual([TABLE[0]]);
    // "hàng đợi" and "hàng chờ" in one shard; "cúp máy" and "gác máy" in two.
    expect([...table].flatMap(([file, shard]) => (SYNONYMS_KEY in shard ? [file] : [])).sort()).toEqual(
      ['cu', 'fi', 'ga', 'ha', 'ta'].map((key) => `/t/${key}.json`),
    );
    for (const [file, shard] of table) {
      const {[SYNONYMS_KEY]: groups, ...postings} = shard;
      expect(groups === undefined || Array.isArray(groups)).toBe(true);
      expect(postings).toEqual(plain.get(file) ?? {});
    }
    expect(JSON.parse(withTable.files.get('manifest.json')!)).not.toHaveProperty('synonyms');
  });

  it('finds the pages that say it in other words, marking those words', async () => {
    expect(await urls('file ghi âm')).toEqual(['/vi/recording']);
    const [hit] = (await engine.search('file ghi âm')).hits;
    // "tập tin" is marked as a whole: a lone "tin" is part of another word ("thông tin").
    expect(hit.matched.sort()).toEqual(['ghi', 'tập tin', 'âm']);
    const marked = (text: string) =>
      highlight(text, {isMatch: (w) => w === 'ghi', phrases: ['tập tin']})
        .filter((s) => s.mark)
        .map((s) => s.text);
    expect(marked('Thông tin: ghi Tập tin, tin, tập')).toEqual(['ghi', 'Tập tin']);
    expect(await urls('cúp máy')).toEqual(['/vi/statuses']);
    expect(await urls('cup may')).toEqual(['/vi/statuses']);
    expect(await urls('hàng đợi')).toEqual(['/vi/queue']);
    // The English page has "file" as typed.
    expect(await urls('recording file', 'en')).toEqual(['/en/recording']);
  });

  it('lets a word being typed with its tone go on only where the site has no word as typed', async () => {
    // "nhá" is no word of these pages, only the start of "nhánh".
    const typing = await engine.search('máy nhá');
    expect(typing.hits.map((h) => h.url)).toEqual(['/vi/ext']);
    expect(typing.corrections).toEqual([]);
    expect(typing.hits[0].matched.sort()).toEqual(['máy', 'nhánh']);
    // "máy" is a word of the site: typed whole, it finds no longer word.
    expect((await engine.search('máy')).hits.flatMap((h) => h.matched).every((w) => w === 'máy')).toBe(true);
  });

  it('corrects a word typed with marks that no page has to a word with marks a typo away, or leaves it out', async () => {
    // One edit, a letter's marks being part of it: "nhăc" is "nhạc" (the commoner of "nhạc" and "nhắc").
    const slip = await engine.search('nhăc');
    expect(slip.corrections).toEqual([{from: 'nhăc', to: 'nhạc'}]);
    expect(slip.hits.map((h) => h.url)).toEqual(['/vi/quick']);
    // Under four letters nothing is a typo: "nghe lén" is not "nghe lên" nor "nghe len".
    const short = await engine.search('máy lén');
    expect(short.corrections).toEqual([]);
    expect(short.dropped).toEqual(['lén']);
    expect(short.hits.flatMap((h) => h.matched).every((w) => w === 'máy')).toBe(true);
  });
});

describe('ranking', () => {
  it('ranks a questions page (a hub) after every page that holds the query, even with the words in its heading', async () => {
    const pages: IndexPage[] = [
      en('/auth', 'API', part('', 'Authentication', 'A token expired: ask a new one.')),
      {
        url: '/questions',
        label: 'API',
        lang: 'en',
        hub: true,
        parts: [
          part('', 'Questions', 'Token expired? The token expired again.'),
          part('expiry', 'Token expired', 'When?'),
        ],
      },
    ];
    const built = buildIndex(pages);
    expect(built.manifest.hubs).toEqual([1]);
    const {hits} = await new SearchEngine(memorySource(built.files)).search('token expired');
    expect(hits.map((h) => h.url)).toEqual(['/auth', '/questions#expiry']);
    // The same pages with no hub: the questions page, which says the words more often, comes first.
    const flat = buildIndex(pages.map((p) => ({...p, hub: undefined})));
    const flatHits = (await new SearchEngine(memorySource(flat.files)).search('token expired')).hits;
    expect(flatHits.map((h) => h.url)).toEqual(['/questions#expiry', '/auth']);
  });

  it("ranks a page's edition in the query's language at the better rank of its two editions", async () => {
    const built = buildIndex([
      {
        url: '/en/key',
        label: 'Guide',
        lang: 'en',
        counterpart: '/vi/key',
        parts: [part('', 'Obtain the API key', 'Copy the API key of the app.')],
      },
      {...vi('/vi/key', 'Hướng dẫn', part('', 'Lấy API key', 'Sao chép API key.')), counterpart: '/en/key'},
    ]);
    const engine = new SearchEngine(memorySource(built.files));
    const order = async (q: string, lang: 'en' | 'vi') => (await engine.search(q, 10, lang)).hits.map((h) => h.url);
    expect(await order('api key', 'en')).toEqual(['/en/key', '/vi/key']);
    expect(await order('api key', 'vi')).toEqual(['/vi/key', '/en/key']);
    expect(await order('lấy api key', 'en')).toEqual(['/vi/key']);
  });

  it("ranks pages in the query's language first: the reader's, or Vietnamese for a phrase of the table typed without marks", async () => {
    const built = buildIndex(
      [
        vi(
          '/vi/dnc',
          'Tổng đài',
          part('', 'Danh sách chặn', 'Số trong danh sách chặn không gọi được.'),
          part('api', 'Qua API', 'Lập trình viên gọi danh sách chặn là blacklist.'),
        ),
        // The words of "danh sách chặn" apart: no blacklist.
        vi('/vi/calls', 'Tổng đài', part('', 'Cuộc gọi', 'Danh sách cuộc gọi. Chặn số lạ.')),
        vi('/vi/webhook', 'Tổng đài', part('', 'Nhận sự kiện', 'Webhook gửi sự kiện cuộc gọi.')),
        vi('/vi/statuses', 'Tổng đài', part('', 'Trạng thái', 'Khách hàng gác máy trước khi nhân viên nghe.')),
        en('/en/webhook', 'API', part('', 'Receive events', 'Webhook sends call events.')),
        en(
          '/en/blacklist',
          'API',
          part('', 'Blacklist', 'Add a number to the blacklist. The blacklist blocks it. List the blacklist.'),
        ),
        en('/en/statuses', 'API', part('', 'Call statuses', 'The customer may hang up ("cúp máy" in the portal).')),
        // "cup" and "may" are English words too.
        en('/en/break', 'API', part('', 'Break', 'A cup of tea.')),
      ],
      undefined,
      [...TABLE, ['blacklist', 'danh sách chặn']],
    );
    const engine = new SearchEngine(memorySource(built.files));
    const order = async (q: string, lang: 'en' | 'vi') => (await engine.search(q, 10, lang)).hits.map((h) => h.url);
    // The same words, as often, in either language: the reader's first.
    expect(await order('webhook', 'en')).toEqual(['/en/webhook', '/vi/webhook']);
    expect(await order('webhook', 'vi')).toEqual(['/vi/webhook', '/en/webhook']);
    // From a Vietnamese page, the Vietnamese phrase of an English word counts only with its syllables side by side.
    expect(await order('blacklist', 'vi')).toEqual(['/vi/dnc', '/en/blacklist']);
    // "cup may" is "cúp máy" of the table: Vietnamese, even from an English page that quotes it.
    expect(await order('cup may', 'en')).toEqual(['/vi/statuses', '/en/statuses']);
  });

  it('finds the heading that holds the query, the words that name the section left to it', () => {
    const terms = queryTerms('tao chien dich goi tu dong');
    const parts: [string, string][] = [
      ['', 'Thiết lập chiến dịch'],
      ['s0', 'S0: tạo chiến dịch'],
    ];
    expect(aboutPart(parts, 'Hướng dẫn gọi tự động', terms)).toBe(1);
    expect(aboutPart(parts, 'Hướng dẫn tổng đài', terms)).toBe(-1);
    expect(aboutPart([['', 'Tạo chiến dịch gọi tự động']], 'API', terms)).toBe(0);
    // With marks typed, the heading needs them: "tạo" is not "táo".
    expect(aboutPart([['', 'Táo chiến dịch']], 'gọi tự động', queryTerms('tạo chiến dịch gọi tự động'))).toBe(-1);
    expect(aboutPart(parts, 'Hướng dẫn gọi tự động', queryTerms('chiến'))).toBe(-1);
  });

  it('finds the words of an English query in an English heading in any order and any form, side by side', () => {
    const parts: [string, string][] = [
      ['', 'Auto-call reports'],
      ['report-campaign', 'Report Campaign'],
    ];
    expect(aboutPart(parts, 'Guide', queryTerms('campaign report'), true)).toBe(1);
    expect(aboutPart([['', 'Create users']], 'Guide', queryTerms('create user'), true)).toBe(0);
    // Not on a Vietnamese page, whose syllables make words only in their order; nor words apart.
    expect(aboutPart(parts, 'Guide', queryTerms('campaign report'))).toBe(-1);
    expect(aboutPart([['', 'Create a list of users']], 'Guide', queryTerms('create user'), true)).toBe(-1);
  });

  it('skips the little words of English between the words of the query, and in it', () => {
    expect(aboutPart([['', 'Create a queue']], 'Guide', queryTerms('create queue'), true)).toBe(0);
    const parts: [string, string][] = [
      ['', 'Monitor agents on live calls'],
      ['join', 'Listen to a live call, whisper or barge in'],
    ];
    expect(aboutPart(parts, 'Guide', queryTerms('listen to a live call'), true)).toBe(1);
    expect(aboutPart(parts, 'Guide', queryTerms('listen live call'), true)).toBe(1);
    // A query of little words keeps them, and the heading's too.
    expect(aboutPart([['', 'Log in']], 'Guide', queryTerms('log in'), true)).toBe(0);
    expect(aboutPart([['', 'Log the calls in']], 'Guide', queryTerms('log in'), true)).toBe(-1);
    // Not on a Vietnamese page.
    expect(aboutPart([['', 'Create a queue']], 'Guide', queryTerms('create queue'))).toBe(-1);
  });

  it('puts that page first among the hits shown, at that heading', async () => {
    const built = buildIndex([
      vi(
        '/ac/monitor',
        'Gọi tự động',
        part('', 'Giám sát chiến dịch gọi tự động', 'Theo dõi chiến dịch gọi tự động bạn tạo.'),
      ),
      vi(
        '/ac/quick',
        'Gọi tự động',
        part('', 'Thiết lập chiến dịch', 'Dựng chiến dịch gọi tự động.'),
        part('s0', 'S0: tạo chiến dịch', 'Tạo chiến dịch mới.'),
      ),
    ]);
    const {hits} = await new SearchEngine(memorySource(built.files)).search('tao chien dich goi tu dong');
    expect(hits.map((h) => h.url)).toEqual(['/ac/quick#s0', '/ac/monitor']);
  });
});

describe('section label of a hit', () => {
  it('names the section in Vietnamese on a Vietnamese page, saying when the page found is in English', () => {
    expect(hitLabel('API', 'vi', 'vi')).toMatchInlineSnapshot(`"Tài liệu API"`);
    expect(hitLabel('API', 'en', 'vi')).toMatchInlineSnapshot(`"Tài liệu API (tiếng Anh)"`);
    expect(hitLabel('Bitrix24 connector (VI)', 'vi', 'vi')).toMatchInlineSnapshot(`"Bitrix24"`);
    expect(hitLabel('Hướng dẫn trang quản trị tổng đài', 'vi', 'vi')).toBe('Hướng dẫn trang quản trị tổng đài');
    expect(hitLabel('API', 'vi', 'en')).toBe('API');
    // Support and the call statuses (pageLabel in src/config/sections.ts): under the footer's "Trợ giúp", not "Tài liệu API".
    expect(hitLabel('Help', 'vi', 'vi')).toMatchInlineSnapshot(`"Trợ giúp"`);
    expect(hitLabel('Help', 'en', 'vi')).toMatchInlineSnapshot(`"Trợ giúp (tiếng Anh)"`);
  });
});
