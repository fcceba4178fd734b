/**
 * With `search-quality.test.ts`: The search box (English and Vietnamese queries with and without
 * accents, no results, Ctrl/Cmd+K, arrows/Enter/Escape, nothing loaded before focus, axe in both
 * colour modes) and the results page; the judged query set over the built index (thresholds with
 * broken fixtures).
 */
import {afterAll, describe, expect, inject, it} from 'vitest';
import type {Locator, Page} from 'playwright-core';
import {axeViolations} from '../support/axe';
import {useBrowser} from '../support/browser';
import {SEARCH_BOX, openPage, search, waitForHydration} from '../support/page';
import {pageLabel, sections} from '../../src/config/sections';
import {canonicalPages} from '../../src/config/pages';
import {hasAccents, stem} from '../../src/plugins/features/search/core/tokenize';
import {loadSynonyms} from '../../src/plugins/features/search';
import {searchQueries} from '../support/search-queries';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const NONSENSE = 'qxzvjkwq';
/** The nine everyday queries a Vietnamese admin types, as judged in tests/support/search-queries.ts. */
const NINE = [
  'nhạc chờ',
  'sđt',
  'hotline',
  'blacklist',
  'upload danh sách',
  'nghe lén',
  'danh sách đen',
  'tải file mẫu',
  'khách hàng không nghe máy',
];

async function open(path = '/api/v3/campaign/create', dark = false) {
  const opened = await openPage(browser(), {colorScheme: dark ? 'dark' : 'light'});
  await opened.page.goto(baseUrl + path);
  await waitForHydration(opened.page);
  return {...opened, box: opened.page.locator(SEARCH_BOX)};
}

/**
 * One page per path for the tests that only type queries into its box (and leave it on that page):
 * the page is loaded, hydrated and its search loaded once rather than once per test. Each test reads
 * only the errors of its own queries. The tests of what happens before the first focus, of the
 * shortcuts and of following a hit open a page of their own.
 */
const sharedPages = new Map<string, ReturnType<typeof open>>();
async function sharedPage(path: string) {
  if (!sharedPages.has(path)) sharedPages.set(path, open(path));
  const opened = await sharedPages.get(path)!;
  opened.errors.length = 0;
  return opened;
}
afterAll(async () => {
  for (const opened of sharedPages.values()) await (await opened).context.close();
});

const hitPath = async (option: Locator) => decodeURI(new URL((await option.getAttribute('href'))!, baseUrl).pathname);

describe('search box', () => {
  it('loads nothing of search until the reader focuses the box, and then only from this site', async () => {
    const {context, page} = await openPage(browser());
    const box = page.locator(SEARCH_BOX);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${baseUrl}/api/v3/campaign/create`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Neither the popup and search client (one chunk, search-box) nor the index.
    expect(requests.filter((u) => /\/search\/|search-client|search-box/.test(u))).toEqual([]);

    await box.focus();
    await expect.poll(() => requests.filter((u) => /\/search-box\.[0-9a-f]+\.js$/.test(u)).length).toBe(1);
    expect(requests.filter((u) => /search-client.*\.js$/.test(u))).toEqual([]);
    await expect.poll(() => requests.some((u) => u.endsWith('/search/manifest.json'))).toBe(true);
    await search(page, box, 'campaign');
    expect(requests.filter((u) => !u.startsWith(baseUrl))).toEqual([]);
    await context.close();
  });

  const cases: [query: string, check: (first: Locator, page: Page) => Promise<void>][] = [
    // A word, no API named: an admin's query, which a guide's campaign page answers first (Manifest.admins).
    [
      'campaign',
      async (first) =>
        expect(await hitPath(first)).toMatch(
          /^\/(?:api\/v3\/campaign\/|guide\/portal_(?:callcenter|autocall)_guide\/)/,
        ),
    ],
    ['presskey', async (first) => expect(await hitPath(first)).toBe('/api/v3/webhook/presskey_cb')],
    ['cài đặt ứng dụng', async (first) => expect(await hitPath(first)).toBe('/bitrix_pitel_vie/setup/install_app')],
    [
      'dat',
      async (first) => {
        const marked = (await first.locator('mark').allTextContents()).map((t) => t.toLowerCase());
        expect(marked).toContain('đặt');
      },
    ],
  ];

  it.each(cases)('finds the right page first for "%s", with its section and marked terms', async (query, check) => {
    const {page, box, errors} = await sharedPage('/api/v3/campaign/create');
    const popup = await search(page, box, query);
    const first = popup.locator('[role="option"]').first();
    await check(first, page);
    // A section's label, or "Help" for Support and the call statuses (pageLabel).
    const labels = [...sections.map((s) => s.label), pageLabel(canonicalPages.support)];
    const hitLabels = await popup.locator('[role="option"] > span:first-child').allTextContents();
    expect(hitLabels.length).toBeGreaterThan(0);
    for (const label of hitLabels) expect(labels).toContain(label);
    await expect.poll(() => first.locator('mark').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("says the search could not load when the box's popup cannot, and tries again on the next focus", async () => {
    const {context, page, box} = await open();
    let blocked = true;
    await context.route(/\/search-box\.[0-9a-f]+\.js$/, (route) => (blocked ? route.abort() : route.continue()));
    await box.click();
    await box.pressSequentially('campaign');
    const popup = page.locator('.navbar__items--right [data-status="error"]');
    await popup.waitFor({timeout: 10_000});
    await expect(popup.textContent()).resolves.toBe('Search could not load. Check your connection and try again.');
    // Said to assistive technology too: the box is expanded and the live region reads the message.
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await expect(page.locator('.navbar__items--right [role="status"]').textContent()).resolves.toBe(
      'Search could not load. Check your connection and try again.',
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('campaign');
    blocked = false;
    await page.locator('article h1').click();
    await search(page, box, 'campaign');
    await context.close();
  });

  it('says clearly that a nonsense word has no results', async () => {
    const {page, box} = await sharedPage('/api/v3/campaign/create');
    const popup = await search(page, box, NONSENSE);
    await expect(popup.textContent()).resolves.toContain(`No results for “${NONSENSE}”.`);
    expect(await popup.locator('[role="option"]').count()).toBe(0);
  });

  it('forgives a misspelt word and says what it searched, in the language of the page', async () => {
    const {page, box} = await sharedPage('/api/v3/campaign/create');
    const popup = await search(page, box, 'campain create');
    await expect(popup.textContent()).resolves.toContain('Showing results for “campaign create”.');
    expect(await hitPath(popup.locator('[role="option"]').first())).toBe('/api/v3/campaign/create');
    await expect(page.locator('.navbar__items--right [role="status"]').textContent()).resolves.toMatch(
      /results?\. Showing results for “campaign create”\./,
    );
    // A word no page has, beside one that matches: left out, and said so.
    const partial = await search(page, box, `voicemail ${NONSENSE}`);
    await expect(partial.textContent()).resolves.toContain(
      `No page has “${NONSENSE}” with the other words: showing results for those.`,
    );

    const vi = await open('/guide/portal_callcenter_guide_vie/queue');
    const viPopup = await search(vi.page, vi.box, 'hang cho cuocc goi');
    await expect(viPopup.textContent()).resolves.toContain('Đang hiển thị kết quả cho “hang cho cuoc goi”.');
    expect(await hitPath(viPopup.locator('[role="option"]').first())).toBe('/guide/portal_callcenter_guide_vie/queue');
    await expect(viPopup.textContent()).resolves.toContain('Xem tất cả kết quả cho');
    await vi.context.close();
  });

  it('opens with Ctrl+K and Cmd+K', async () => {
    const {context, page, box} = await open();
    for (const shortcut of ['Control+k', 'Meta+k']) {
      await page.locator('article h1').click();
      expect(await box.evaluate((el) => el === document.activeElement)).toBe(false);
      await page.keyboard.press(shortcut);
      expect(await box.evaluate((el) => el === document.activeElement), shortcut).toBe(true);
    }
    await context.close();
  });

  it('works from the keyboard: arrows select, Enter opens, Escape closes then clears', async () => {
    const {context, page, box} = await open();
    const popup = await search(page, box, 'campaign');
    const options = popup.locator('[role="option"]');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const firstId = await options.first().getAttribute('id');
    await expect.poll(() => box.getAttribute('aria-activedescendant'), {timeout: 5000}).toBe(firstId);
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('false');

    await page.keyboard.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded'), {timeout: 5000}).toBe('false');
    expect(await popup.isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => box.inputValue(), {timeout: 5000}).toBe('');

    await search(page, box, 'presskey');
    await page.keyboard.press('ArrowDown');
    await page.locator('[role="option"][aria-selected="true"]').waitFor({timeout: 5000});
    const target = await page.locator('[role="option"][aria-selected="true"]').getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(baseUrl + target);
    // The URL changes first; the new page replaces the old one once its chunks are loaded.
    await expect.poll(() => page.locator('article h1').textContent(), {timeout: 15_000}).toBe('Key-press webhook');

    // Enter with no hit selected opens the results page.
    await search(page, box, 'cai dat');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/search?q=cai%20dat`);
    await context.close();
  });

  it('is accessible with the list open, in both colour modes', async () => {
    // The system prefers dark; the site starts light (the site's styles never read the system's preference).
    const {context, page, box} = await open('/', true);
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    for (const dark of [false, true]) {
      if (dark) {
        await page.locator('.navbar button[class*="toggleButton"]').first().click();
        await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
      }
      await search(page, box, 'cai dat');
      await page.keyboard.press('ArrowDown');
      const violations = await axeViolations(page, {
        include: '.navbar__items--right div:has(> input[aria-label="Search"])',
      });
      expect(
        violations.map((v) => `${dark ? 'dark' : 'light'}: ${v.id} ${v.nodes.map((n) => n.target).join(', ')}`),
      ).toEqual([]);
    }
    await context.close();
  });
});

describe('results page', () => {
  it('lists the hits of the query in the address and follows what the reader types', async () => {
    const {context, page, errors} = await open('/search?q=cai%20dat%20ung%20dung');
    const input = page.getByLabel('Words to find, in English or Vietnamese (accents optional)');
    expect(await input.inputValue()).toBe('cai dat ung dung');
    await page.locator('main [data-status="ready"][data-query="cai dat ung dung"]').waitFor();
    const first = page.locator('main ol a').first();
    expect(await hitPath(first)).toBe('/bitrix_pitel_vie/setup/install_app');
    await expect(first.textContent()).resolves.toContain('Bitrix24 connector (VI)');

    await input.fill('');
    await input.pressSequentially(NONSENSE);
    await page.locator(`main [data-status="ready"][data-query="${NONSENSE}"]`).waitFor();
    await expect(page.locator('main [role="status"]').textContent()).resolves.toBe(`No results for “${NONSENSE}”.`);
    expect(new URL(page.url()).searchParams.get('q')).toBe(NONSENSE);
    expect(errors).toEqual([]);

    const violations = await axeViolations(page, {include: 'main'});
    expect(violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});

describe('Vietnamese search', () => {
  it('from a Vietnamese page, puts the matching page first on a Vietnamese results page, for words of two syllables', async () => {
    const {context, page, box, errors} = await open('/guide/portal_callcenter_guide_vie/');
    const expected: Record<string, RegExp> = {
      'hàng chờ': /^\/guide\/portal_callcenter_guide_vie\/(queue|inbound-queues)$/,
      // The auto-call campaign pages: set one up, manage it, or watch it ("Giám sát chiến dịch gọi tự động" is the query word for word).
      'chiến dịch gọi tự động': /^\/guide\/portal_autocall_guide_vie\/(quicksetup|advanced_setup|monitor_autocall)$/,
      'khách hàng': /^\/guide\/portal_(callcenter_guide_vie\/lead|autocall_guide_vie\/import_lead)$/,
    };
    for (const [query, first] of Object.entries(expected)) {
      // In the box: the first hit, its section named in Vietnamese.
      const popup = await search(page, box, query);
      const option = popup.locator('[role="option"]').first();
      expect(await hitPath(option), query).toMatch(first);
      await expect(option.textContent()).resolves.not.toMatch(/CRM connector|portal guide/);
      // Enter with no hit selected: the Vietnamese results page, in Vietnamese chrome.
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/tim-kiem?q=${encodeURIComponent(query)}`);
      await page.locator(`main [data-status="ready"][data-query="${query}"]`).waitFor({timeout: 15_000});
      await expect(page.locator('main h1').textContent()).resolves.toBe('Tìm trong tài liệu');
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('vi');
      await expect(page.locator('main [role="status"]').textContent()).resolves.toMatch(/kết quả/);
      expect(await hitPath(page.locator('main ol a').first()), query).toMatch(first);
      // The top hits mark the words found (which words: search-index.test.ts, "marks the exact syllables only").
      expect(await page.locator('main ol > li:nth-child(-n+5) mark').count(), query).toBeGreaterThan(0);
      await page.goto(`${baseUrl}/guide/portal_callcenter_guide_vie/`);
      await waitForHydration(page);
    }
    // The server HTML of the results page is Vietnamese before any script runs.
    const html = await (await fetch(`${baseUrl}/tim-kiem`)).text();
    expect(html).toMatch(/<html[^>]* lang="?vi"?[ >]/);
    expect(html).toContain('Tìm trong tài liệu');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Vietnamese tone marks and everyday words', () => {
  const ccVi = '/guide/portal_callcenter_guide_vie';
  const acVi = '/guide/portal_autocall_guide_vie';

  /** The hits of the box, once every snippet is in: path, label and the words marked. */
  async function hits(popup: Locator) {
    const options = popup.locator('[role="option"]');
    await expect
      .poll(async () => (await options.locator('> span:last-child').allTextContents()).filter((t) => !t.trim()).length)
      .toBe(0);
    return Promise.all(
      (await options.all()).map(async (o) => ({
        path: await hitPath(o),
        label: await o.locator('> span:first-child').textContent(),
        marked: (await o.locator('mark').allTextContents()).map((m) => m.normalize('NFC').toLowerCase()),
      })),
    );
  }

  it('finds a word typed with tone marks first, from a Vietnamese page', async () => {
    // Which words it marks: search-index.test.ts, "finds a word typed with marks only with the same marks".
    const {page, box, errors} = await sharedPage(`${ccVi}/`);
    const expected: Record<string, string> = {
      'kịch bản': `${acVi}/script`,
      'máy nhánh': `${ccVi}/manager-ext`,
      'ghi âm': `${ccVi}/recording`,
    };
    for (const [query, first] of Object.entries(expected)) {
      const found = await hits(await search(page, box, query));
      expect(found[0].path, query).toBe(first);
    }
    expect(errors).toEqual([]);
  });

  it('finds the pages that say it in other words, and the setup for a query typed without marks', async () => {
    const {page, box, errors} = await sharedPage(`${ccVi}/`);
    // "file" is "tập tin" on the Vietnamese pages: a call-history (CDR) page in the first three.
    const cdr = await hits(await search(page, box, 'xuất file lịch sử cuộc gọi'));
    expect(
      cdr.slice(0, 3).map((h) => h.path),
      'xuất file lịch sử cuộc gọi',
    ).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/guide\/portal_(callcenter|autocall)_guide_vie\/cdrs$/)]),
    );
    // "cúp máy" is "gác máy" (or "ngắt máy") on the pages about hanging up.
    const hangUp = await hits(await search(page, box, 'cúp máy'));
    expect(['/trang-thai-cuoc-goi', `${acVi}/cdrs`, '/bitrix_pitel_vie/testing']).toContain(hangUp[0].path);
    // The synonym is marked as a whole phrase, where its words stand side by side.
    expect(hangUp[0].marked.some((m) => m === 'gác máy' || m === 'ngắt máy')).toBe(true);
    // Without marks: the setup page whose heading holds "tạo chiến dịch", in the auto-call guide, first or second.
    const setup = await hits(await search(page, box, 'tao chien dich goi tu dong'));
    expect(setup.slice(0, 2).map((h) => h.path)).toContain(`${acVi}/quicksetup`);
    expect(errors).toEqual([]);
  });

  it('gives the everyday words of a Vietnamese administrator a Vietnamese page in the top three, marking no other word', async () => {
    const {page, box, errors} = await sharedPage(`${ccVi}/`);
    const groups = await loadSynonyms();
    const everyday = searchQueries.filter((q) => q.from === 'vi' && NINE.includes(q.q));
    expect(everyday.map((q) => q.q).sort()).toEqual([...NINE].sort());
    for (const {q, relevant} of everyday) {
      const found = await hits(await search(page, box, q));
      expect(
        found.slice(0, 3).some((h) => relevant.includes(h.path)),
        `${q}: ${found.map((h) => h.path).join(' ')}`,
      ).toBe(true);
      // What may be marked: the words typed, and the phrases of the groups of the phrases typed.
      const words = q.split(' ');
      const allowed = new Set([...words, ...groups.filter((g) => g.some((p) => ` ${q} `.includes(` ${p} `))).flat()]);
      // (An English word also in another form: "listening" for "listen".)
      const stems = new Set([...allowed].map((w) => stem(w)));
      const marked = [...new Set(found.flatMap((h) => h.marked))];
      expect(
        marked.filter((m) => !allowed.has(m) && !(!hasAccents(m) && stems.has(stem(m)))),
        q,
      ).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it('names the part of the site of a Vietnamese page of the main section in Vietnamese, "Trợ giúp" as the footer does', async () => {
    const {page, box, errors} = await sharedPage(`${ccVi}/`);
    for (const query of ['hỗ trợ', 'ý nghĩa trạng thái cuộc gọi']) {
      const found = await hits(await search(page, box, query));
      const own = found.find((h) => h.path === '/ho-tro' || h.path === '/trang-thai-cuoc-goi');
      expect(own, query).toBeDefined();
      expect(own!.label, query).toBe('Trợ giúp');
    }
    expect(errors).toEqual([]);
  });
});
