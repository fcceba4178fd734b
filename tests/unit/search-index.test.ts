/**
 * With `search-tokenize.test.ts`, `search-client.test.ts`, `search-config.test.ts`: The search
 * tokenizer (folding, words, stems), index, ranking, client and the Algolia switch.
 */
import {describe, expect, it} from 'vitest';
import {extractPage} from '../../src/plugins/features/search/extract';
import {buildIndex, type IndexPage} from '../../src/plugins/features/search/write-index';
import {
  SearchEngine,
  filesSource,
  highlight,
  isVietnameseQuery,
  snippet,
  type Hit,
  type IndexSource,
} from '../../src/plugins/features/search/core/engine';
import {fold, queryTerms, type QueryTerm} from '../../src/plugins/features/search/core/tokenize';
import {
  DOCS_GROUP,
  decodePostings,
  editionPairsOf,
  encodePostings,
  langOfPage,
  packEntry,
  packKeys,
  shardKeys,
  splitGroups,
  unpackEntry,
} from '../../src/plugins/features/search/core/types';

const HTML = `<html><body><nav class=navbar>Pitel Docs navbar</nav><article>
<nav aria-label=Breadcrumbs><a href=/>Home</a></nav>
<div class="theme-doc-markdown markdown"><header><h1>Create a campaign</h1></header>
<p class=api-endpoints><span class="api-method method--post">POST</span> <span><span class=api-path>/v3/<wbr/>campaign</span></span></p>
<p><code>POST /v3/campaign</code> creates a campaign.<!-- --> Set <code>time_ringging</code>.
<h2 class="anchor" id=request>Request<a href=#request class=hash-link aria-label="Direct link">&#8203;</a></h2>
<table><thead><tr><th>Field<th>Type<tbody><tr><td><code>campaign_name</code><td>string</table>
<h3 id=request-body>Request body</h3><p>JSON &amp; more.
<div class=tabs-container><ul role=tablist><li role=tab>curl<li role=tab>Python</ul>
<div role=tabpanel><pre><code>curl -X POST secretcodeword</code></pre></div></div>
<h4 id=deep>Deeper</h4><p>Still the request body.
<figure><svg><text>Diagramlabel</text></svg><details data-search-skip><summary>Diagram as text</summary><pre>sequenceDiagram</pre></details></figure>
<button>Copy</button></div>
<footer>Edit this page</footer></article></body></html>`;

describe('extractPage', () => {
  it('reads the title and cuts the article at each h2/h3, leaving out code, tabs, buttons, anchors and diagrams', () => {
    const parts = extractPage(HTML);
    expect(parts.map((p) => [p.anchor, p.heading])).toEqual([
      ['', 'Create a campaign'],
      ['request', 'Request'],
      ['request-body', 'Request body'],
    ]);
    // The method and path line under the h1 reads as one path: its line-break opportunities split no word.
    expect(parts[0].text).toBe('POST /v3/campaign POST /v3/campaign creates a campaign. Set time_ringging.');
    expect(parts[1].text).toBe('Field Type campaign_name string');
    expect(parts[2].text).toBe('JSON & more. Deeper Still the request body.');
    const all = JSON.stringify(parts);
    for (const left of [
      'secretcodeword',
      'curl',
      'Python',
      'Copy',
      'Home',
      'navbar',
      'Edit this page',
      '\u200b',
      'Diagramlabel',
      'Diagram as text',
      'sequenceDiagram',
    ]) {
      expect(all, left).not.toContain(left);
    }
  });
});

const part = (anchor: string, heading: string, text: string) => ({anchor, heading, text});

const PAGES: IndexPage[] = [
  {
    url: '/bitrix_pitel_vie/setup/install_app',
    label: 'Bitrix24 connector (VI)',
    lang: 'vi',
    parts: [
      part('', 'Cài đặt ứng dụng', 'Trang này hướng dẫn cài ứng dụng điện thoại Pitel.'),
      part('market', 'Cài từ Market', 'Nhấn Cài đặt. Các campaigns không liên quan.'),
    ],
  },
  {
    url: '/bitrix_pitel_vie/setup/other',
    label: 'Bitrix24 connector (VI)',
    lang: 'vi',
    // Same letters as "cài đặt" without accents, other accents: found by "cai dat", not by "cài đặt".
    parts: [part('', 'Cái đất', 'Cái đất và cài dát.')],
  },
  {
    url: '/api/v3/campaign/create',
    label: 'API',
    lang: 'en',
    parts: [part('', 'Create a campaign', 'Creates campaigns. The data field time_ringging is configured once.')],
    keywords: 'Create',
  },
  {
    url: '/api/v3/webhook/presskey_cb',
    label: 'API',
    lang: 'en',
    parts: [part('', 'Key-press webhook', 'A JSON event.'), part('payload', 'Payload', 'The presskey event body.')],
    keywords: 'Webhook presskey',
  },
];

/** The index's files in memory, and the names of those a search read. */
function memorySource(files: Map<string, string>): IndexSource & {fetched: string[]} {
  const fetched: string[] = [];
  const source = filesSource(async (name) => {
    fetched.push(name);
    const text = files.get(name);
    if (text === undefined) throw new Error(`missing ${name}`);
    return JSON.parse(text);
  });
  return {...source, fetched};
}

const index = buildIndex(PAGES);

describe('buildIndex', () => {
  it('writes a manifest, page groups, shards by folded first letters, and one text file per page, under a content hash', () => {
    const names = [...index.files.keys()];
    expect(index.manifest.id).toMatch(/^[0-9a-f]{12}$/);
    expect(names).toContain('manifest.json');
    expect(index.manifest).toMatchObject({
      pages: PAGES.length,
      parts: PAGES.reduce((n, p) => n + p.parts.length, 0),
      labels: ['Bitrix24 connector (VI)', 'API'],
    });
    expect(names).toContain(`${index.manifest.id}/t/ca.json`);
    expect(names.filter((n) => n.includes('/p/'))).toHaveLength(PAGES.length);
    // "đặt" lives with "dat…": the shard of its folded form.
    expect(Object.keys(JSON.parse(index.files.get(`${index.manifest.id}/t/da.json`)!))).toEqual(
      expect.arrayContaining(['đặt', 'data', 'dát']),
    );
    // The keys packed, each under the characters before its last one.
    expect(shardKeys(index.manifest)).toEqual(expect.arrayContaining(['ca', 'da']));
    expect(index.manifest.shards.c).toContain('a');
    expect(packKeys(['cam', 'ca', 'ch'])).toEqual({c: 'ah', ca: 'm'});
  });

  it('changes the id when the content changes, and only then', () => {
    expect(buildIndex(PAGES).manifest.id).toBe(index.manifest.id);
    const changed = PAGES.map((p, i) => (i === 0 ? {...p, parts: [part('', 'Cài đặt ứng dụng', 'Khác.')]} : p));
    expect(buildIndex(changed).manifest.id).not.toBe(index.manifest.id);
  });
});

// The same searches over the index as written for this site (small groups stay whole) and with every
// shard group split in three-character shards, as a large site's are.
describe.each([
  ['whole shard groups', Infinity, ['ca', 'da']],
  ['every shard group split', 0, ['cai', 'dat']],
])('search, %s', (_, splitBytes, caiDatShards) => {
  const built = buildIndex(PAGES, splitBytes);
  const engine = new SearchEngine(memorySource(built.files));
  const urls = async (q: string) => (await engine.search(q)).hits.map((h) => h.url.split('#')[0]);

  it('finds field names whole and by parts, and pages by their sidebar label', async () => {
    expect(await urls('time_ringging')).toEqual(['/api/v3/campaign/create']);
    expect(await urls('ringging')).toEqual(['/api/v3/campaign/create']);
    expect((await urls('presskey'))[0]).toBe('/api/v3/webhook/presskey_cb');
  });

  it('needs every word of the query, else all but one, saying which; nothing for a nonsense word', async () => {
    // No page holds both: the pages of one of them, the other said left out.
    const partial = await engine.search('campaign presskey');
    expect(partial.dropped).toHaveLength(1);
    // (A space after it: not matched as a word being typed, as it was not in the query.)
    expect(partial.hits.map((h) => h.url)).toEqual(
      (await engine.search(`${partial.searched} `)).hits.map((h) => h.url),
    );
    expect(partial.hits.length).toBeGreaterThan(0);
    expect(await urls('qxzvj')).toEqual([]);
    expect(await urls('')).toEqual([]);
  });

  it('points at the part holding the query, with marked title, heading and snippet', async () => {
    const [hit] = (await engine.search('presskey event body')).hits;
    expect(hit.url).toBe('/api/v3/webhook/presskey_cb#payload');
    expect(hit.label).toBe('API');
    expect(hit.title.map((s) => s.text).join('')).toBe('Key-press webhook');
    expect(hit.heading?.map((s) => s.text).join('')).toBe('Payload');
    const marked = (await engine.snippet(hit)).filter((s) => s.mark).map((s) => s.text);
    expect(marked).toEqual(['presskey', 'event', 'body']);
  });

  it('fetches only the shards of the query words, and page texts only for snippets', async () => {
    const fresh = memorySource(built.files);
    const {hits} = await new SearchEngine(fresh).search('cai dat');
    expect(fresh.fetched.filter((f) => f.includes('/t/')).sort()).toEqual(
      caiDatShards.map((k) => `${built.manifest.id}/t/${k}.json`),
    );
    expect(fresh.fetched.some((f) => f.includes('/p/'))).toBe(false);
    expect(hits.length).toBeGreaterThan(0);
  });

  it('matches the word being typed, not a finished one, as a prefix: from two letters, from three in a split group', async () => {
    const twoLetters = await urls('ca');
    if (splitBytes === Infinity)
      expect(twoLetters).toEqual(
        expect.arrayContaining(['/api/v3/campaign/create', '/bitrix_pitel_vie/setup/install_app']),
      );
    else expect(twoLetters).toEqual([]);
    expect(await urls('cam')).toEqual(
      expect.arrayContaining(['/api/v3/campaign/create', '/bitrix_pitel_vie/setup/install_app']),
    );
    expect(await urls('campa ')).toEqual([]);
  });
});

describe('three-character shards', () => {
  const pages: IndexPage[] = [
    ...PAGES,
    {url: '/try', label: 'API', lang: 'en', parts: [part('', 'Try it', 'Try the request; it uses a token.')]},
  ];
  const whole = buildIndex(pages, Infinity);
  const split = buildIndex(pages, 0);

  it('keeps a word in the shard of its stem too, where another form of it looks', () => {
    expect([...splitGroups(whole.manifest)]).toEqual([]);
    // Every group with a word of three letters or more is split (one of short words alone reads the same either way).
    expect(shardKeys(whole.manifest)).toEqual(expect.arrayContaining([...splitGroups(split.manifest)]));
    expect(splitGroups(split.manifest)).toContain('us');
    // "uses" stems to "us": it sits in "use" and in "us", where the stem of another form of it leads.
    expect(shardKeys(split.manifest)).toEqual(expect.arrayContaining(['try', 'use', 'us']));
    expect(Object.keys(JSON.parse(split.files.get(`${split.manifest.id}/t/use.json`)!))).toContain('uses');
    expect(Object.keys(JSON.parse(split.files.get(`${split.manifest.id}/t/us.json`)!))).toContain('uses');
    expect(shardKeys(split.manifest)).not.toContain('usi');
  });

  it('gives the same hits, scores included, as whole shard groups', async () => {
    const a = new SearchEngine(memorySource(whole.files));
    const b = new SearchEngine(memorySource(split.files));
    for (const q of [
      'using ',
      'try',
      'campaign',
      'cam',
      'cai dat',
      'cài đặt',
      'dat',
      'presskey event body',
      'time_ringging',
      'configuring ',
    ]) {
      // The matched words are a set (for highlighting): compared in order.
      const sorted = (hits: Hit[]) => hits.map((h) => ({...h, matched: [...h.matched].sort()}));
      expect(sorted((await b.search(q)).hits), q).toEqual(sorted((await a.search(q)).hits));
    }
  });
});

describe('search over many pages', () => {
  // 41 pages: an English page every 10th page is about "gateways", the others about routes; page 33 is Vietnamese.
  const many: IndexPage[] = Array.from({length: 41}, (_, i) => ({
    url: `/p/${String(i).padStart(2, '0')}`,
    label: i < 20 ? 'API' : 'Guide',
    lang: i === 33 ? 'vi' : 'en',
    parts: [
      part('', `Page ${i}`, i % 10 === 3 ? 'Configuring gateways.' : 'Routes and queues.'),
      part(`h${i}`, `Heading ${i}`, 'More text.'),
    ],
  }));
  const big = buildIndex(many);

  it('writes a group of page entries per DOCS_GROUP pages, and the languages as runs', () => {
    expect([...big.files.keys()].filter((n) => n.includes('/d/'))).toHaveLength(Math.ceil(41 / DOCS_GROUP));
    expect(big.manifest.langs).toEqual([
      [0, 'en'],
      [33, 'vi'],
      [34, 'en'],
    ]);
    expect(langOfPage(big.manifest, 32)).toBe('en');
    expect(langOfPage(big.manifest, 33)).toBe('vi');
    expect(langOfPage(big.manifest, 40)).toBe('en');
  });

  it('fetches the manifest, the shards of the query words and only the groups of the pages it shows; stems English pages only', async () => {
    const fresh = memorySource(big.files);
    const {hits} = await new SearchEngine(fresh).search('configured gateway');
    // Stems match on the English pages only: page 33 (Vietnamese) has the words but not "configured".
    expect(hits.map((h) => h.url)).toEqual(['/p/03', '/p/13', '/p/23']);
    expect(hits.map((h) => h.label)).toEqual(['API', 'API', 'Guide']);
    const groups = fresh.fetched.filter((f) => f.includes('/d/')).map((f) => f.replace(/.*\/d\//, ''));
    expect(groups.sort()).toEqual([...new Set([3, 13, 23].map((p) => `${Math.floor(p / DOCS_GROUP)}.json`))].sort());
    const limited = memorySource(big.files);
    const two = (await new SearchEngine(limited).search('routes', 2)).hits;
    expect(two).toHaveLength(2);
    // The groups of those two hits only.
    expect(limited.fetched.filter((f) => f.includes('/d/'))).toHaveLength(
      new Set(two.map((h) => Math.floor(h.page / DOCS_GROUP))).size,
    );
  });
});

describe('highlight and snippet', () => {
  const isMatch = {isMatch: (w: string) => w === 'đặt' || w === 'presskey'};

  it('marks whole words, and only the matching part of a field name', () => {
    expect(highlight('Cài đặt xong', isMatch)).toEqual([
      {text: 'Cài ', mark: false},
      {text: 'đặt', mark: true},
      {text: ' xong', mark: false},
    ]);
    expect(highlight('time_presskey', isMatch)).toEqual([
      {text: 'time_', mark: false},
      {text: 'presskey', mark: true},
    ]);
  });

  it('cuts a long text around the matches', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(20)}Then đặt here. ${'More filler text. '.repeat(20)}`;
    const s = snippet(text, isMatch, 100);
    const joined = s.map((x) => x.text).join('');
    expect(joined.startsWith('… ')).toBe(true);
    expect(joined.endsWith(' …')).toBe(true);
    expect(joined.length).toBeLessThan(110);
    expect(s.filter((x) => x.mark).map((x) => x.text)).toEqual(['đặt']);
  });
});

describe('a search that forgives (typos, accents, the page about the thing)', () => {
  const long = 'Field table: '.concat(Array.from({length: 60}, (_, i) => `field_${i} string value ${i}`).join(' '));
  // An API page whose request part is a long field table that ends with the callback page's words.
  const tabled = (url: string, title: string, text: string): IndexPage => {
    const table = `${long} callback reminder schedule`;
    return {
      url,
      label: 'API',
      lang: 'en',
      parts: [part('', title, text), {...part('request', 'Request', table), table}],
    };
  };
  const pages: IndexPage[] = [
    tabled('/api/v3/campaign/create', 'Create a campaign', 'Creates a campaign.'),
    tabled('/api/v3/campaign/edit', 'Update a campaign', 'Updates a campaign.'),
    {
      url: '/guide/callback',
      label: 'Guide',
      lang: 'en',
      parts: [part('', 'Callbacks', 'Schedule a callback reminder for an agent.')],
    },
    {
      url: '/api/v1/voicemail/setting',
      label: 'API',
      lang: 'en',
      parts: [part('', 'Voicemail settings', 'Read the voicemail settings of an extension.')],
    },
    {
      url: '/guide/vi/script',
      label: 'Hướng dẫn',
      lang: 'vi',
      parts: [part('', 'Kịch bản gọi', 'Kịch bản gọi cho chiến dịch.')],
    },
    {
      url: '/bitrix/vi/trial',
      label: 'Hướng dẫn',
      lang: 'vi',
      parts: [part('', 'Dùng thử', 'Kích hoạt bản dùng thử, gói trả phí và bạn cần gì. Kích bán gói.')],
    },
    {
      url: '/guide/en/script',
      label: 'Guide',
      lang: 'en',
      parts: [part('', 'Call scripts', 'The script screen ("Kịch Bản Gọi") lists scripts.')],
    },
  ];
  const built = buildIndex(pages);
  const engine = new SearchEngine(memorySource(built.files));
  const urls = async (q: string) => (await engine.search(q)).hits.map((h) => h.url.split('#')[0]);

  it('corrects a misspelt word from the shards already fetched, and says what it searched', async () => {
    const fresh = memorySource(built.files);
    const result = await new SearchEngine(fresh).search('voicemial settings');
    expect(result.hits.map((h) => h.url)).toEqual(['/api/v1/voicemail/setting']);
    expect(result.corrections).toEqual([{from: 'voicemial', to: 'voicemail'}]);
    expect(result.searched).toBe('voicemail settings');
    expect(fresh.fetched.some((f) => f.includes('/v/'))).toBe(false);
  });

  it('corrects a misspelt first letter from the vocabulary of the lengths within reach, fetched only then', async () => {
    const fresh = memorySource(built.files);
    const result = await new SearchEngine(fresh).search('boicemail');
    expect(result.corrections).toEqual([{from: 'boicemail', to: 'voicemail'}]);
    expect(result.hits[0].url).toBe('/api/v1/voicemail/setting');
    // 9 letters: two edits allowed, so the words of 7 to 11 letters.
    expect(
      fresh.fetched
        .filter((f) => f.includes('/v/'))
        .map((f) => f.replace(/.*\/v\//, ''))
        .sort(),
    ).toEqual(
      [7, 8, 9, 10, 11]
        .filter((l) => l >= built.manifest.vocabulary[0] && l <= built.manifest.vocabulary[1])
        .map((l) => `${l}.json`)
        .sort(),
    );
    const exact = memorySource(built.files);
    await new SearchEngine(exact).search('voicemail');
    expect(exact.fetched.some((f) => f.includes('/v/'))).toBe(false);
  });

  it('allows one edit from 4 letters, two from 8, none below 4, and swaps count as one', async () => {
    expect((await engine.search('shedule callback')).corrections).toEqual([{from: 'shedule', to: 'schedule'}]);
    expect((await engine.search('callbakc')).corrections).toEqual([{from: 'callbakc', to: 'callback'}]);
    expect((await engine.search('vociemali')).corrections).toEqual([{from: 'vociemali', to: 'voicemail'}]);
    expect((await engine.search('vxcxemaxl')).hits).toEqual([]);
    expect((await engine.search('scrpt')).corrections).toEqual([{from: 'scrpt', to: 'script'}]);
    expect((await engine.search('fxr callback')).dropped).toEqual(['fxr']);
  });

  it('leaves out a word that matches nothing, even corrected, and ranks by the others', async () => {
    const result = await engine.search('voicemail qxzvjkwq');
    expect(result.dropped).toEqual(['qxzvjkwq']);
    expect(result.searched).toBe('voicemail');
    expect(result.hits.map((h) => h.url)).toEqual(['/api/v1/voicemail/setting']);
    expect((await engine.search('qxzvjkwq')).hits).toEqual([]);
  });

  it('ranks the page about the thing above long tables that mention it', async () => {
    expect((await urls('schedule callback reminder'))[0]).toBe('/guide/callback');
    // The same words in a sentence weigh more than in a table of the same part.
    const sentence = buildIndex([
      {url: '/a', label: 'A', lang: 'en', parts: [{anchor: '', heading: 'A', text: 'gateway', table: 'gateway'}]},
      {url: '/b', label: 'A', lang: 'en', parts: [part('', 'B', 'gateway')]},
    ]);
    expect((await new SearchEngine(memorySource(sentence.files)).search('gateway')).hits.map((h) => h.url)).toEqual([
      '/b',
      '/a',
    ]);
  });

  it('finds a word typed with marks only with the same marks, and marks only those words; a hit names its language', async () => {
    // "kịch bản gọi": the trial page has kích/bán/bạn/gói many times, and no word of the query with its marks.
    const {hits} = await engine.search('kịch bản gọi');
    expect(hits.map((h) => `${h.url} ${h.lang}`)).toEqual(['/guide/vi/script vi', '/guide/en/script en']);
    expect(hits.flatMap((h) => h.matched).sort()).toEqual(['bản', 'bản', 'gọi', 'gọi', 'kịch', 'kịch']);
    // Without marks every page matches; the Vietnamese pages come first for a Vietnamese query.
    expect((await urls('kich ban goi')).slice(0, 1)).toEqual(['/guide/vi/script']);
    expect(await urls('kich ban goi')).toContain('/bitrix/vi/trial');
  });

  it('takes a word typed without marks amid marked words as typed when the site writes it so, and folds it otherwise', async () => {
    const index = buildIndex([
      {url: '/list', label: 'G', lang: 'vi', parts: [part('', 'Danh sách', 'Tải lên danh sách khách hàng.')]},
      {url: '/dev', label: 'G', lang: 'vi', parts: [part('', 'Trang', 'Dành cho lập trình viên: sách hướng dẫn.')]},
    ]);
    const search = (q: string) => new SearchEngine(memorySource(index.files)).search(q, 10, 'vi');
    // "danh" beside "sách" is "danh", not "dành": the page that says "Dành … sách" is not found, nothing else is marked.
    const typed = await search('danh sách');
    expect(typed.hits.map((h) => h.url)).toEqual(['/list']);
    expect(typed.hits.flatMap((h) => h.matched).sort()).toEqual(['danh', 'sách']);
    // Without a marked word, "danh" folds as before and finds "Dành" too.
    expect((await search('danh sach')).hits.map((h) => h.url).sort()).toEqual(['/dev', '/list']);
    // A word the site writes only with marks ("sach") still folds beside a marked one.
    expect((await search('sach hướng')).hits.map((h) => h.url)).toEqual(['/dev']);
  });

  it('ranks a short title about the word above a long title that mentions it', async () => {
    const titles = buildIndex([
      {
        url: '/api/v1/blacklist/remove',
        label: 'API',
        lang: 'en',
        parts: [part('', 'Remove numbers from the blacklist', 'Removes numbers.')],
      },
      {
        url: '/category/blacklist-api',
        label: 'API',
        lang: 'en',
        parts: [part('', 'Blacklist API', 'The calls of the list.')],
      },
    ]);
    expect((await new SearchEngine(memorySource(titles.files)).search('blacklist')).hits.map((h) => h.url)).toEqual([
      '/category/blacklist-api',
      '/api/v1/blacklist/remove',
    ]);
  });
});

describe('the vocabulary of the typo fallback', () => {
  it('keeps the commonest words of each length, at most VOCABULARY_CAP, so it does not grow with the site', async () => {
    const {VOCABULARY_CAP} = await import('../../src/plugins/features/search/write-index');
    // VOCABULARY_CAP + 50 distinct six-letter words, the first one on every page.
    const six = Array.from(
      {length: VOCABULARY_CAP + 50},
      (_, i) =>
        `w${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + (Math.floor(i / 26) % 26))}${String.fromCharCode(97 + Math.floor(i / 676))}zz`,
    );
    const pages: IndexPage[] = Array.from({length: 3}, (_, p) => ({
      url: `/p${p}`,
      label: 'A',
      lang: 'en',
      parts: [part('', `Page ${p}`, p === 0 ? six.join(' ') : six[0])],
    }));
    const built = buildIndex(pages);
    const list = JSON.parse(built.files.get(`${built.manifest.id}/v/6.json`)!);
    expect(list).toHaveLength(VOCABULARY_CAP);
    expect(list[0]).toBe(six[0]);
  });

  it('has a file for every length from the shortest to the longest, empty where no word has that length', () => {
    const built = buildIndex([{url: '/p', label: 'A', lang: 'en', parts: [part('', 'Page', 'cat elephant')]}]);
    const file = (length: number) => built.files.get(`${built.manifest.id}/v/${length}.json`);
    expect(built.manifest.vocabulary).toEqual([3, 8]);
    expect([3, 4, 5, 6, 7, 8].map((l) => JSON.parse(file(l)!))).toEqual([['cat'], ['page'], [], [], [], ['elephant']]);
  });
});

describe('the language of a query (isVietnameseQuery)', () => {
  // The words of a small site: "hàng" only with accents, "cho" both with and without; `mostly`, a word it
  // writes mostly on its Vietnamese pages.
  const site = (mostly?: string) => ({
    wordsOf: (term: QueryTerm) =>
      ['hàng', 'chờ', 'cho', 'queue', 'api'].filter((w) => fold(w).startsWith(term.folded.slice(0, 2))),
    mostlyVietnamese: (word: string) => word === mostly,
  });

  it('is Vietnamese for a word typed with accents, or one the site writes only with accents', () => {
    // "chờ": the site also writes "cho", on pages of either language.
    expect(isVietnameseQuery(queryTerms('chờ '), site())).toBe(true);
    expect(isVietnameseQuery(queryTerms('hang '), site())).toBe(true);
    expect(isVietnameseQuery(queryTerms('queue hang '), site())).toBe(true);
  });

  it('is Vietnamese for a word the site writes without accents mostly on its Vietnamese pages', () => {
    expect(isVietnameseQuery(queryTerms('cho '), site('cho'))).toBe(true);
    expect(isVietnameseQuery(queryTerms('api '), site('cho'))).toBe(false);
  });

  it('is not for a word with a digit, even one the site writes mostly on its Vietnamese pages', () => {
    // "bitrix24": the Vietnamese pages name the product more often than the English ones.
    const bitrix = {...site('bitrix24'), wordsOf: () => ['bitrix24']};
    expect(isVietnameseQuery(queryTerms('bitrix24 '), bitrix)).toBe(false);
    expect(isVietnameseQuery(queryTerms('bitrix24 telephony '), bitrix)).toBe(false);
  });

  it('is not for words the site also writes without accents, nor for words it does not have', () => {
    expect(isVietnameseQuery(queryTerms('cho '), site())).toBe(false);
    expect(isVietnameseQuery(queryTerms('queue api '), site())).toBe(false);
    expect(isVietnameseQuery(queryTerms('xyz '), site())).toBe(false);
  });
});

describe('Vietnamese words of two syllables', () => {
  const vi = (url: string, title: string, ...texts: string[]): IndexPage => ({
    url,
    label: 'Hướng dẫn trang quản trị tổng đài',
    lang: 'vi',
    parts: texts.map((text, i) => part(i ? `p${i}` : '', i ? `Phần ${i}` : title, text)),
  });
  const pages: IndexPage[] = [
    // "hàng" and "chờ" apart, many times: more of each syllable than the queue page has.
    vi(
      '/vi/khach-hang',
      'Tìm hồ sơ',
      'Tìm khách hàng theo số. Khách hàng đang chờ được gọi lại. Chọn khách hàng, chờ kết quả, chọn trạng thái.',
      'Khách hàng mới. Hàng nghìn khách hàng đang chờ.',
    ),
    // "hàng chờ" side by side, in two parts.
    vi(
      '/vi/hang-cho',
      'Giám sát',
      'Mỗi hàng chờ có nhân viên riêng.',
      'Cuộc gọi vào hàng chờ được phân cho nhân viên rảnh.',
    ),
    {
      url: '/en/queue',
      label: 'Call-center portal guide',
      lang: 'en',
      parts: [
        part(
          '',
          'Queues',
          'The queue screen, "Hàng chờ" in the portal. Hàng chờ lists the queue. Hàng chờ again, hàng chờ everywhere.',
        ),
      ],
      counterpart: '/vi/queue',
    },
    {...vi('/vi/queue', 'Hàng chờ cuộc gọi', 'Màn hình hàng chờ cho biết ai đang chờ.'), counterpart: '/en/queue'},
    // Other pages, so that the syllables are as rare as on the site (a word in every part weighs nothing).
    ...['Báo cáo', 'Ghi âm', 'Phòng ban', 'Nhóm', 'Vai trò', 'Danh sách'].map((title, i) =>
      vi(`/vi/khac-${i}`, title, `Trang ${title.toLowerCase()} của tổng đài.`, 'Nhân viên xem số liệu theo ngày.'),
    ),
  ];
  const built = buildIndex(pages);

  it('indexes a pair of adjacent syllables that two parts hold, and no pair that one part holds', () => {
    const shards = [...built.files]
      .filter(([name]) => name.includes('/t/'))
      .map(([, text]) => JSON.parse(text) as Record<string, number[]>);
    const keys = new Set(shards.flatMap((s) => Object.keys(s)));
    expect(keys.has('hàng chờ')).toBe(true);
    expect(keys.has('khách hàng')).toBe(true);
    // "mỗi hàng" stands once: a chance neighbour, not a word.
    expect(keys.has('mỗi hàng')).toBe(false);
    // English pages are not cut into pairs.
    expect(keys.has('queue screen')).toBe(false);
    expect(editionPairsOf(built.manifest)).toEqual([
      [pages.findIndex((p) => p.url === '/en/queue'), pages.findIndex((p) => p.url === '/vi/queue')],
    ]);
  });

  it('ranks a page that has the two syllables side by side above one that has them apart, and without accents too', async () => {
    const engine = new SearchEngine(memorySource(built.files));
    for (const q of ['hàng chờ', 'hang cho']) {
      const urls = (await engine.search(q, 10, 'vi')).hits.map((h) => h.url.replace(/#.*/, ''));
      expect(urls.indexOf('/vi/hang-cho'), q).toBeLessThan(urls.indexOf('/vi/khach-hang'));
    }
  });

  it('marks the exact syllables only, not a folded prefix, when the page has them with their accents', async () => {
    const engine = new SearchEngine(memorySource(built.files));
    const hit = (await engine.search('hàng chờ', 10, 'vi')).hits.find((h) => h.url.startsWith('/vi/khach-hang'))!;
    expect(hit.matched).toEqual(expect.arrayContaining(['hàng', 'chờ']));
    expect(hit.matched).not.toContain('chọn');
    // The syllable pairs of the index never stand for a single word.
    expect(hit.matched.some((w) => w.includes(' '))).toBe(false);
  });

  it('ranks the Vietnamese edition of a page above its English edition for a Vietnamese query', async () => {
    const engine = new SearchEngine(memorySource(built.files));
    const urls = (await engine.search('hàng chờ', 10, 'en')).hits.map((h) => h.url.replace(/#.*/, ''));
    expect(urls.indexOf('/vi/queue')).toBeGreaterThanOrEqual(0);
    expect(urls.indexOf('/vi/queue')).toBeLessThan(urls.indexOf('/en/queue'));
    // An English query keeps the English edition first.
    const english = (await engine.search('queue', 10, 'en')).hits.map((h) => h.url.replace(/#.*/, ''));
    expect(english[0]).toBe('/en/queue');
  });
});

describe('the bytes a query fetches, and an admin’s everyday words', () => {
  const same = (url: string, label: string, admin?: true): IndexPage => ({
    url,
    label,
    lang: 'en',
    admin,
    parts: [part('', 'Blacklist', 'Add a number to the blacklist so that campaigns never dial it.')],
  });
  const pages = [same('/api/blacklist', 'API'), same('/guide/dnc', 'Guide', true)];
  const built = buildIndex(pages);

  it('writes postings relative (page from the page before, part from the part before on the same page) and reads them back', () => {
    const absolute = [3, 0, 17, 3, 4, 2, 3, 9, 5, 12, 1, 3, 40, 0, 15];
    expect(encodePostings(absolute)).toEqual([3, 0, 17, 0, 4, 2, 0, 5, 5, 9, 1, 3, 28, 0, 15]);
    expect(decodePostings(encodePostings(absolute))).toEqual(absolute);
    // In a shard file as written: "blacklist" on pages 0 and 1, the second page as 1 after the first.
    const shard = JSON.parse(built.files.get(`${built.manifest.id}/t/bl.json`)!) as Record<string, number[]>;
    expect(shard.blacklist.filter((_, i) => i % 3 === 0)).toEqual([0, 1]);
  });

  it('ranks the pages written for administrators first for a query in everyday words, and the API for one that names it', async () => {
    expect(built.manifest.admins).toEqual([[1, 2]]);
    const first = async (q: string) => (await new SearchEngine(memorySource(built.files)).search(q)).hits[0].url;
    expect(await first('blacklist a number')).toBe('/guide/dnc');
    expect(await first('blacklist api')).toBe('/api/blacklist');
    expect(await first('blacklist number v1')).toBe('/api/blacklist');
  });
});

describe('an HTTP method in an admin’s words', () => {
  const page = (url: string, title: string, text: string, admin?: true): IndexPage => ({
    url,
    label: admin ? 'Guide' : 'API',
    lang: 'en',
    admin,
    parts: [part('', title, text)],
  });
  const built = buildIndex([
    page('/api/group/edit', 'Update a group', 'PUT /v3/group/{id} sets the members of a group; DELETE removes it.'),
    page(
      '/api/group/remove',
      'Delete a group',
      'DELETE /v3/group/{id} removes the group for good, with its list of members and its campaigns.',
    ),
    page('/guide/group', 'Groups', 'Add members to a group, set its department and priority, or delete it.', true),
  ]);
  const first = async (q: string) => (await new SearchEngine(memorySource(built.files)).search(q)).hits[0]?.url;

  it('is an everyday verb: neither required nor counted from an endpoint’s method badge', async () => {
    expect(await first('put members in a group')).toBe('/guide/group');
    // A query that names the API keeps the method as a word like any other.
    expect(await first('put group members api')).toBe('/api/group/edit');
  });

  it('still counts in an endpoint page’s title', async () => {
    // Both endpoints print DELETE; the one whose title says it comes first.
    const urls = (await new SearchEngine(memorySource(built.files)).search('delete group')).hits.map((h) => h.url);
    expect(urls.indexOf('/api/group/remove')).toBeGreaterThanOrEqual(0);
    expect(urls.indexOf('/api/group/remove')).toBeLessThan(urls.indexOf('/api/group/edit'));
  });
});

describe('another form of a word in a title', () => {
  const page = (url: string, title: string, text: string): IndexPage => ({
    url,
    label: 'Guide',
    lang: 'en',
    parts: [part('', title, text)],
  });
  const built = buildIndex([
    page('/campaign', 'Create a campaign', 'A campaign sends its calls to a queue of agents, and reports on them.'),
    page('/queues', 'Inbound queues', 'Calls to a hotline wait here for an agent. Create one for each hotline.'),
    page('/other', 'Reports', 'Daily figures of calls and agents.'),
  ]);

  it('weighs nearly as much as the word: a title in the plural before a title that names the word in passing', async () => {
    const hits = (await new SearchEngine(memorySource(built.files)).search('create queue')).hits;
    expect(hits.map((h) => h.url)).toEqual(['/queues', '/campaign']);
  });
});

describe('page entries as written', () => {
  const entry = {
    u: '/guide/queue',
    s: 0,
    h: [
      ['', 'Call queue'],
      ['before-you-start', 'Before you start'],
      ['what-can-go-wrong', 'What can go wrong?'],
      ['hàng-chờ', 'Hàng chờ'],
      ['columns-1', 'Columns'],
    ] as [string, string][],
  };

  it('leave out an anchor that is its heading’s slug, keep any other, and read back the same', () => {
    expect(packEntry(entry).h).toEqual([
      ['', 'Call queue'],
      ['Before you start'],
      ['What can go wrong?'],
      ['Hàng chờ'],
      ['columns-1', 'Columns'],
    ]);
    expect(unpackEntry(JSON.parse(JSON.stringify(packEntry(entry))))).toEqual(entry);
  });

  it('give a hit its heading’s anchor when the file leaves it out', async () => {
    const built = buildIndex([
      {
        url: '/guide/queue',
        label: 'Guide',
        lang: 'en',
        parts: [
          part('', 'Call queue', 'Calls wait.'),
          part('ring-strategies', 'Ring strategies', 'Round robin rings each agent.'),
        ],
      },
    ]);
    expect(built.files.get(`${built.manifest.id}/d/0.json`)).not.toContain('ring-strategies');
    const hits = (await new SearchEngine(memorySource(built.files)).search('round robin')).hits;
    expect(hits[0].url).toBe('/guide/queue#ring-strategies');
  });
});
