/**
 * Vietnamese readers get Vietnamese (issue "Vietnamese readers get Vietnamese"): on the built site,
 * every page with an edition in the other language links it (hreflang both ways, x-default on the
 * English edition, og:locale, a visible language switch); Vietnamese pages carry `lang="vi"` from the
 * first byte through hydration and show the theme's chrome in Vietnamese, at desktop width in the light
 * mode and at phone width in the dark one (LAYOUTS); the footer leads them to the Vietnamese support page; links to English-only pages
 * say "(tiếng Anh)". English pages keep English chrome.
 */
import type {Page} from 'playwright-core';
import {describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {openPage, waitForHydration} from '../support/page';
import {get} from '../support/http';
import {languageAlternates, metaContents, pageHead} from '../support/page-head';
import {editionPairs} from '../support/editions';
import {langOfPath} from '../../src/config/page-langs';
import {pageLangs} from '../../src/config/sections';
import {viCallStatusesPage, viNotFoundPage, viSupportPage} from '../../src/config/pages';
import {viSitePaths} from '../support/routes';
import {englishChromeIn, englishChromeStrings} from '../support/vi-chrome';
import {DEFAULT_SITE_URL as SITE} from '../../src/config/site-url';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const langs = pageLangs();

const pairs = editionPairs().filter((p) => p.otherFile);
const viPages = pairs.filter((p) => langOfPath(p.route, langs) === 'vi').map((p) => p.route);
/** Every page with an edition in the other language (computed once: it reads every page's file). */
const paired = new Set(editionPairs().map((p) => p.route));

/** The server HTML of a built page, its language, its language alternates (decoded) and its og:locale metas. */
async function head(route: string) {
  const res = await get(baseUrl, encodeURI(route));
  expect(res.status, route).toBe(200);
  const html = res.body.toString('utf8');
  const h = pageHead(html);
  return {
    html,
    lang: h.lang,
    // (The page's Markdown twin and the changelog's feeds are alternates by type, without a language:
    // markdown-twins.test.ts, feeds.test.ts.)
    alternates: languageAlternates(h).map((a) => decodeURI(a)),
    ogLocale: metaContents(h, 'og:locale'),
    ogAlternate: metaContents(h, 'og:locale:alternate'),
  };
}

describe('paired pages link each other', () => {
  it(`in the server HTML of all ${pairs.length} pages with another edition: lang, hreflang both ways, x-default, og:locale, the switch`, async () => {
    // 46 pairs: the 8 Bitrix24 pages, Support, and the 37 pages of the two portal guides.
    expect(pairs.length).toBeGreaterThanOrEqual(92);
    for (const p of pairs) {
      const lang = langOfPath(p.route, langs);
      const other = lang === 'vi' ? 'en' : 'vi';
      const h = await head(p.route);
      const own = `${SITE}${p.route}`;
      const theirs = `${SITE}${p.other}`;
      expect(h.lang, p.route).toBe(lang);
      expect(h.alternates, p.route).toEqual(
        [`${lang} ${own}`, `${other} ${theirs}`, `x-default ${lang === 'en' ? own : theirs}`].sort(),
      );
      expect(h.ogLocale, p.route).toEqual([lang === 'vi' ? 'vi_VN' : 'en_US']);
      expect(h.ogAlternate, p.route).toEqual([lang === 'vi' ? 'en_US' : 'vi_VN']);
      // The language switch in the page and the navbar's language menu, named in the other language.
      const name = other === 'vi' ? 'Tiếng Việt' : 'English';
      const links = [...h.html.matchAll(new RegExp(`<a [^>]*hreflang="?${other}"?[^>]*>${name}</a>`, 'g'))].map((m) =>
        decodeURI(/href="?([^"\s>]+)/.exec(m[0])?.[1] ?? ''),
      );
      expect(links, p.route).toEqual([p.other, p.other]);
    }
  });

  it('an English page without an edition keeps one hreflang, itself as en and x-default', async () => {
    const h = await head('/errors');
    expect(h.alternates).toEqual([`en ${SITE}/errors`, `x-default ${SITE}/errors`]);
    expect(h.html).not.toContain('>Tiếng Việt</a>');
    // The language menu lists Vietnamese as not available, as no link, in the page's own language.
    expect(h.html).toMatch(
      /<span class="?dropdown__link pitel-lang-unavailable"? lang="?en"? aria-disabled="?true"?>Tiếng Việt: this page has no Vietnamese edition<\/span>/,
    );
  });
});

describe('Vietnamese chrome in the server HTML of every Vietnamese page', () => {
  it('pagination, copy button, back-to-top and breadcrumbs in Vietnamese, links to English-only pages marked', async () => {
    let admonitions = 0;
    let englishOnlyLinks = 0;
    for (const route of viPages) {
      const {html} = await head(route);
      const article = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      // No English pagination, copy button, back-to-top, breadcrumbs or table of contents: the English
      // chrome sweep below (its strings: tests/unit/vi-chrome.test.ts).
      expect(html, route).toContain('aria-label="Trở lại đầu trang"');
      // (The copy button is drawn after hydration: the browser test below checks its label.)
      if (article.includes('pagination-nav__link')) expect(article, route).toMatch(/Trang (trước|sau)/);
      // The main section's Vietnamese pages (Support, call statuses) have a Vietnamese sidebar of their own
      // (with the Vietnamese guides), and paginate between themselves only, never into English pages.
      if (route === viSupportPage || route === viCallStatusesPage) {
        const pagination = [...html.matchAll(/<a [^>]*pagination-nav__link[^>]*>/g)].map((m) =>
          decodeURI(/href="?([^"\s>]+)/.exec(m[0])?.[1] ?? ''),
        );
        expect(pagination, route).toEqual([route === viSupportPage ? viCallStatusesPage : viSupportPage]);
        expect(html, route).toMatch(/theme-doc-sidebar-container/);
        expect(html, route).toContain('Hướng dẫn trang quản trị tổng đài');
        expect(html, route).not.toMatch(/menu__link[^>]*>Getting started</);
      }
      // Admonition titles: none of the English defaults.
      for (const m of article.matchAll(/class="?[^"]*admonitionHeading[^"]*"?[^>]*>([\s\S]*?)<\/div>/g)) {
        const title = m[1]
          .replace(/<[^>]+>/g, '')
          .trim()
          .toLowerCase();
        expect(['note', 'tip', 'info', 'warning', 'danger', 'caution'], `${route}: ${title}`).not.toContain(title);
        admonitions += 1;
      }
      // A link to an English-only page says so; the Vietnamese support page replaces /support.
      for (const m of article.matchAll(/<a [^>]*href="?(\/[^"\s>]*)"?[^>]*>([\s\S]*?)<\/a>/g)) {
        // The breadcrumbs' home icon leads to the site's home page (named "Trang chủ" by its label).
        if (m[0].includes('breadcrumbHomeIcon')) continue;
        const target = decodeURI(m[1].replace(/[#?].*$/, ''));
        if (!target || /\.\w+$/.test(target) || target.startsWith('/openapi/')) continue;
        if (langOfPath(target, langs) === 'en' && !paired.has(target) && !paired.has(`${target}/`)) {
          expect(m[2], `${route} → ${target}`).toContain('(tiếng Anh)');
          englishOnlyLinks += 1;
        }
        // The Vietnamese support page, not the English one (but for /ho-tro itself, which names its English edition).
        if (route !== viSupportPage) expect(target, route).not.toBe('/support');
      }
    }
    expect(admonitions).toBeGreaterThan(0);
    expect(englishOnlyLinks).toBeGreaterThan(0);
  });

  it('English pages keep English chrome', async () => {
    for (const route of ['/bitrix_pitel_eng/setup/obtain_apikey', '/api/v3/campaign/create', '/support']) {
      const {html, lang} = await head(route);
      expect(lang).toBe('en');
      for (const vi of ['Trang trước', 'Trang sau', 'Sao chép mã vào bộ nhớ tạm', 'Trở lại đầu trang', '(tiếng Anh)'])
        expect(html, `${route}: ${vi}`).not.toContain(vi);
    }
  });
});

/**
 * Each width and each colour mode once: what the test reads depends on the width (the table of contents'
 * button, the guides dropdown) or on the mode (the footer's colours), not on both.
 */
const LAYOUTS = [
  {name: 'desktop, light', viewport: {width: 1280, height: 900}, mode: 'light'},
  {name: 'phone, dark', viewport: {width: 390, height: 844}, mode: 'dark'},
] as const;

/** Records every value <html lang> takes from the first byte on (before any script of the page runs). */
async function recordLang(page: Page) {
  await page.addInitScript(() => {
    const seen: (string | null)[] = [];
    (window as unknown as {__langs: (string | null)[]}).__langs = seen;
    const watch = () => {
      seen.push(document.documentElement.getAttribute('lang'));
      new MutationObserver(() => seen.push(document.documentElement.getAttribute('lang'))).observe(
        document.documentElement,
        {attributes: true, attributeFilter: ['lang']},
      );
    };
    if (document.documentElement) watch();
    else document.addEventListener('readystatechange', watch, {once: true});
  });
}

/** Tabs to the language switch named `name` (a link with `hreflang`, not the navbar's locale menu). */
async function tabTo(page: Page, name: string, limit = 80): Promise<boolean> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.hasAttribute('hreflang') ? (el.textContent?.trim() ?? '') : '';
    });
    if (focused === name) return true;
  }
  return false;
}

describe('Vietnamese pages in the browser', () => {
  for (const layout of LAYOUTS) {
    it(`keep lang="vi" through hydration, show Vietnamese chrome, link only the Vietnamese edition of a guide from the footer, and reach the switch by keyboard (${layout.name})`, async () => {
      const {context, page, errors} = await openPage(browser(), {viewport: layout.viewport});
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), layout.mode);
      await recordLang(page);
      await page.goto(`${baseUrl}${encodeURI('/bitrix_pitel_vie/setup/obtain_apikey')}`);
      await waitForHydration(page);
      expect(await page.getAttribute('html', 'data-theme')).toBe(layout.mode);
      const seen = await page.evaluate(() => (window as unknown as {__langs: string[]}).__langs);
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen)).toEqual(new Set(['vi']));

      await expect(page.locator('.pagination-nav').innerText()).resolves.toMatch(/Trang (trước|sau)/);
      await expect(
        page.locator('.theme-code-block button[aria-label="Sao chép mã vào bộ nhớ tạm"]').count(),
      ).resolves.toBeGreaterThan(0);
      await expect(
        page.locator('nav.theme-doc-breadcrumbs, nav[aria-label="Đường dẫn trang"]').count(),
      ).resolves.toBeGreaterThan(0);
      if (layout.viewport.width < 997) {
        await expect(page.locator('.theme-doc-toc-mobile button').innerText()).resolves.toBe('Trên trang này');
      }
      // The footer leads to the Vietnamese support page.
      const support = page.locator(`footer a[href="${viSupportPage}"]`);
      await expect(support.innerText()).resolves.toBe('Hỗ trợ');
      // Before a column's English-only links, a label that is not a link, in the column title's colour, not the links'.
      const note = page.locator('footer li.footer__item', {hasText: /^Trang tiếng Anh$/});
      await expect(note.count()).resolves.toBeGreaterThan(0);
      await expect(note.first().locator('a').count()).resolves.toBe(0);
      const colour = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).color);
      expect(await note.first().evaluate((el) => getComputedStyle(el).color)).toBe(
        await colour('footer .footer__title'),
      );
      expect(await note.first().evaluate((el) => getComputedStyle(el).color)).not.toBe(
        await colour('footer a.footer__link-item'),
      );
      // Every guide the footer links is a Vietnamese edition; no English page of a guide that has one.
      const hrefs = await page
        .locator('footer a.footer__link-item')
        .evaluateAll((links) => links.map((a) => decodeURI(a.getAttribute('href') ?? '')));
      const guideLinks = hrefs.filter((href) => /^\/(guide|bitrix_pitel_)/.test(href));
      expect(guideLinks.length).toBeGreaterThanOrEqual(5);
      expect(guideLinks.filter((href) => langOfPath(href, langs) !== 'vi')).toEqual([]);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      // The English-only links (the API, the SDK, the OpenAPI file) say so, through hreflang.
      for (const href of hrefs.filter((h) => langOfPath(h.replace(/^pathname:\/\//, ''), langs) === 'en'))
        await expect(page.locator(`footer a[href="${href}"]`).first().getAttribute('hreflang'), href).resolves.toBe(
          'en',
        );
      // The guides dropdown leads with the Vietnamese editions; the top row links the Vietnamese Bitrix24
      // guide only (the language menu leads to the English one).
      if (layout.viewport.width >= 997) {
        await expect(
          page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item').allTextContents(),
        ).resolves.toEqual(['Tài liệu API', 'SDK', 'Bitrix24']);
        const guides = page.locator('.navbar__items--right .dropdown', {hasText: 'Hướng dẫn sử dụng'});
        await guides.hover();
        await expect(guides.locator('.dropdown__menu a').allTextContents()).resolves.toEqual([
          'Trang quản trị tổng đài',
          'Trang quản trị gọi tự động',
          'Trang quản trị tổng đài (tiếng Anh)',
          'Trang quản trị gọi tự động (tiếng Anh)',
        ]);
        await expect(guides.locator('.dropdown__menu a').first().getAttribute('href')).resolves.toBe(
          '/guide/portal_callcenter_guide_vie/',
        );
        await page.mouse.move(0, layout.viewport.height - 1);
      }

      // The language switch is reachable by keyboard and leads to the English edition, whose chrome is English.
      expect(await tabTo(page, 'English')).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/bitrix_pitel_eng/setup/obtain_apikey`, {waitUntil: 'commit'});
      await page.waitForFunction(
        () =>
          document.querySelector('article h1')?.textContent === 'Obtain the API key' ||
          document.documentElement.lang === 'en',
      );
      await page.waitForFunction(() =>
        /Previous|Next/.test(document.querySelector('.pagination-nav')?.textContent ?? ''),
      );
      await expect(page.getAttribute('html', 'lang')).resolves.toBe('en');
      await expect(
        page.locator('.theme-code-block button[aria-label="Copy code to clipboard"]').count(),
      ).resolves.toBeGreaterThan(0);
      // And back, by keyboard too.
      expect(await tabTo(page, 'Tiếng Việt')).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/bitrix_pitel_vie/setup/obtain_apikey`, {waitUntil: 'commit'});
      await page.waitForFunction(() =>
        /Trang (trước|sau)/.test(document.querySelector('.pagination-nav')?.textContent ?? ''),
      );
      // <html lang> is written by the head manager after the render that changed the text, a moment
      // later on a loaded machine: the wait fails the test if it never turns to vi.
      await page.waitForFunction(() => document.documentElement.lang === 'vi', null, {timeout: 10_000});
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

/** Every Vietnamese page of the site (46 at this writing), and the Vietnamese not-found page. */
const allViPages = [...viSitePaths(), viNotFoundPage];
const englishStrings = englishChromeStrings();

describe('no English chrome on any Vietnamese page (the sweep of tests/support/vi-chrome.ts)', () => {
  it(`in the server HTML, without JavaScript (${allViPages.length} pages)`, async () => {
    expect(allViPages.length).toBeGreaterThanOrEqual(47);
    const failures: string[] = [];
    for (const route of allViPages) {
      const res = await get(baseUrl, encodeURI(route));
      expect(res.status, route).toBe(200);
      for (const f of englishChromeIn(res.body.toString('utf8'), englishStrings)) failures.push(`${route}: ${f}`);
    }
    expect(failures).toEqual([]);
  });
  // In the browser after hydration, every Vietnamese page and the not-found page are checked at phone
  // and desktop width by the route sweep, on the loads it makes anyway (tests/e2e/routes.test.ts).
});

describe('the language menu', () => {
  it('on a Vietnamese page reads "Tiếng Việt" and offers "English", leading to the English edition of this page', async () => {
    const {context, page} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await page.goto(`${baseUrl}/guide/portal_callcenter_guide_vie/queue`);
    await waitForHydration(page);
    const menu = page.locator('.navbar__items--right .dropdown', {has: page.locator('a[lang="en"][hreflang="en"]')});
    await expect(menu.locator('> .navbar__link').innerText()).resolves.toBe('Tiếng Việt');
    const own = menu.locator('a[lang="vi"][hreflang="vi"]');
    await expect(own.getAttribute('aria-current')).resolves.toBe('page');
    await menu.hover();
    const english = menu.locator('a[lang="en"][hreflang="en"]');
    // The menu opens with a short transition: its text is there once it is shown.
    await expect.poll(() => english.innerText(), {timeout: 5000}).toBe('English');
    await english.click();
    await page.waitForURL(`${baseUrl}/guide/portal_callcenter_guide/queue`);
    // The address changes first; the page (the navbar with it) follows once its chunks are loaded.
    await expect
      .poll(() => page.locator('.navbar__items--right .dropdown > .navbar__link', {hasText: /^English$/}).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), {timeout: 5000}).toBe('en');
    await context.close();
  });

  it("keeps the page's language until the next page shows, during a client-side navigation", async () => {
    const {context, page} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    // Scripts asked for once `hold` is set wait for `release`: the English page's chunks, so the
    // Vietnamese page stays on screen while the address already names the English one.
    // (Routing a request turns the HTTP cache off, so a chunk prefetched earlier is asked for again.)
    let hold = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route('**/*.js', async (route) => {
      if (hold) {
        held.push(route.request().url());
        await released;
      }
      await route.continue();
    });
    await page.goto(`${baseUrl}/guide/portal_callcenter_guide_vie/queue`);
    await waitForHydration(page);
    const heading = await page.locator('article h1').innerText();
    hold = true;
    // A click without a hover first, so nothing preloads the English page.
    await page.locator('.navbar__items--right a[lang="en"][hreflang="en"]').evaluate((a: HTMLElement) => a.click());
    await page.waitForURL(`${baseUrl}/guide/portal_callcenter_guide/queue`);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // The head is written on the next animation frames (react-helmet-async): let a few pass.
    await page.evaluate(
      () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
    );
    await expect(page.locator('article h1').innerText()).resolves.toBe(heading);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('vi');
    release();
    await expect.poll(() => page.locator('article h1').innerText(), {timeout: 10_000}).not.toBe(heading);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), {timeout: 5000}).toBe('en');
    await context.close();
  });

  it('on the Vietnamese not-found page, offers the English not-found page, never the English edition of a mistyped address', async () => {
    const res = await get(baseUrl, encodeURI(viNotFoundPage));
    const html = res.body.toString('utf8');
    const english = [...html.matchAll(/<a [^>]*hreflang="?en"?[^>]*>English<\/a>/g)].map(
      (m) => /href="?([^"\s>]+)/.exec(m[0])?.[1],
    );
    expect(english).toEqual(['/404.html']);
    expect(html).not.toContain('this page has no English edition');
    // In the browser, at a mistyped Vietnamese address (the not-found page, rendered by the router).
    const {context, page} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await page.goto(`${baseUrl}/guide/portal_callcenter_guide_vie/hang-cho-sai`);
    await waitForHydration(page);
    const links = await page
      .locator('.navbar__items--right a[lang="en"][hreflang="en"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['/404.html']);
    await expect(page.locator('.pitel-lang-unavailable').count()).resolves.toBe(0);
    await context.close();
  });
});
