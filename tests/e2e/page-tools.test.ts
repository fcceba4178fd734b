/**
 * The reader's tools on a page (issue "Docs that work with the reader's tools"): the reader's own
 * API host and token in every sample, Copy page / View as Markdown / Open in ChatGPT or Claude (the last
 * three in the list of the button beside "Copy page"), and the last-updated line; the tools in one row
 * at phone and desktop width, and the list by keyboard.
 * Each runs at phone and desktop width, in light and dark mode.
 */
import type {Locator, Page} from 'playwright-core';
import {describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {openPage, waitForHydration} from '../support/page';
import {assistants, twinPath, twinUrl} from '../../src/config/markdown-twins';
import {assistantPrompt, pageActionsEn} from '../../src/components/PageActions/text';
import {viComponents} from '../../src/config/vi-chrome';
import {axeViolations} from '../support/axe';
import {mcpEditors, mcpServer} from '../../src/components/PageActions/mcp-install';
import {DEFAULT_SITE_URL as SITE} from '../../src/config/site-url';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const HOST = 'pbx.customer-example.vn:8443';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.c2FtcGxl.dGVzdC1zaWduYXR1cmU';

const LAYOUTS = [
  {name: 'desktop, light', viewport: {width: 1280, height: 900}, mode: 'light'},
  {name: 'phone, dark', viewport: {width: 390, height: 844}, mode: 'dark'},
] as const;

/** The button that shows the other page actions (View as Markdown, Open in …), and its list. */
const moreButton = (actions: Locator, name = 'More page actions') => actions.getByRole('button', {name, exact: true});
async function openMore(actions: Locator, name?: string) {
  const button = moreButton(actions, name);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
  return button;
}

/** The text of every visible code block of the page. */
const codeTexts = (page: Page) =>
  page.$$eval('.theme-code-block pre code', (codes) => codes.map((c) => c.textContent ?? ''));

async function open(layout: (typeof LAYOUTS)[number], options = {}) {
  const opened = await openPage(browser(), {viewport: layout.viewport, ...options});
  await opened.page.addInitScript((theme) => localStorage.setItem('theme', theme), layout.mode);
  return opened;
}

/** Follows the page's link to /authentication (in the article or the footer) without a document load. */
const followAuthenticationLink = (page: Page) =>
  page.evaluate(() =>
    document
      .querySelector<HTMLAnchorElement>(
        '.theme-doc-markdown a[href="/authentication"], footer a[href="/authentication"]',
      )!
      .click(),
  );

describe('your values in the samples', () => {
  for (const layout of LAYOUTS) {
    it(`fill every sample after hydration, follow navigation and reloads, and are forgotten (${layout.name})`, async () => {
      const {context, page, errors} = await open(layout, {permissions: ['clipboard-read', 'clipboard-write']});
      // Every request the page makes, to prove the token never leaves it.
      const sent: string[] = [];
      page.on('request', (request) =>
        sent.push(`${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`),
      );

      await page.goto(`${baseUrl}/api/v3/campaign/create`);
      await waitForHydration(page);
      expect(await page.getAttribute('html', 'data-theme')).toBe(layout.mode);
      const before = await codeTexts(page);
      expect(before.some((t) => t.includes('{{API_HOST}}'))).toBe(true);
      expect(before.some((t) => t.includes('YOUR_ACCESS_TOKEN'))).toBe(true);

      const toggle = page.getByRole('button', {name: 'Your values'});
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await toggle.click();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      const token = page.getByLabel('Access token');
      await expect(token.getAttribute('type')).resolves.toBe('password');
      await expect(page.getByText("Kept only in this browser's local storage").count()).resolves.toBe(1);

      // A host that is not one is refused with a message, and nothing is stored.
      await page.getByLabel('Your API host').fill('https://pbx.example.vn/v3 extra');
      await page.getByRole('button', {name: 'Use in samples'}).click();
      await expect(page.getByLabel('Your API host').getAttribute('aria-invalid')).resolves.toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('pitel-docs.sample-values'))).toBeNull();

      await page.getByLabel('Your API host').fill(`https://${HOST}/`);
      await token.fill(TOKEN);
      await page.getByRole('button', {name: 'Use in samples'}).click();
      await expect.poll(() => page.getByRole('status').filter({hasText: 'Saved.'}).count()).toBe(1);

      const filled = await codeTexts(page);
      expect(filled.some((t) => t.includes(`https://${HOST}/v3/campaign`))).toBe(true);
      expect(filled.some((t) => t.includes(TOKEN))).toBe(true);
      expect(filled.join('\n')).not.toContain('{{API_HOST}}');
      expect(filled.join('\n')).not.toContain('YOUR_ACCESS_TOKEN');

      // The copy button copies what the reader sees.
      const block = page.locator('.theme-code-block', {hasText: TOKEN}).filter({visible: true}).first();
      const shown = await block.locator('pre code').textContent();
      await block.hover();
      await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

      // A client-side navigation to another page: its samples are filled too, without a document load.
      await page.locator('form').getByRole('button', {name: 'Close', exact: true}).click();
      // A mark on the window, which a document load would clear.
      await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
      await followAuthenticationLink(page);
      await page.waitForURL(`${baseUrl}/authentication`);
      await expect
        .poll(async () => (await codeTexts(page)).some((t) => t.includes(`https://${HOST}/v3/auth/token`)))
        .toBe(true);
      expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);

      // And after a reload.
      await page.reload();
      await waitForHydration(page);
      await expect
        .poll(async () => (await codeTexts(page)).some((t) => t.includes(`https://${HOST}/v3/auth/token`)))
        .toBe(true);
      await expect(page.getByRole('button', {name: 'Your values (in use)'}).count()).resolves.toBe(1);

      // Forget restores the placeholders everywhere.
      await page.getByRole('button', {name: /^Your values/}).click();
      await page.getByRole('button', {name: 'Forget'}).click();
      await expect
        .poll(async () => (await codeTexts(page)).some((t) => t.includes('https://{{API_HOST}}/v3/auth/token')))
        .toBe(true);
      expect((await codeTexts(page)).join('\n')).not.toContain(TOKEN);
      expect(await page.evaluate(() => localStorage.getItem('pitel-docs.sample-values'))).toBeNull();

      expect(sent.length).toBeGreaterThan(0);
      expect(sent.filter((r) => r.includes(TOKEN) || r.includes(HOST))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('are applied only after hydration: the server HTML keeps the placeholders and hydrates without a mismatch', async () => {
    const {context, page, errors} = await openPage(browser());
    await page.addInitScript(
      ([host, token]) => localStorage.setItem('pitel-docs.sample-values', JSON.stringify({host, token})),
      [HOST, TOKEN],
    );
    const html = await (await page.goto(`${baseUrl}/authentication`))!.text();
    expect(html).toMatch(/data-sample-value="?host/);
    expect(html).not.toContain(HOST);
    await waitForHydration(page);
    await expect.poll(async () => (await codeTexts(page)).some((t) => t.includes(HOST))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('copy page and view as Markdown', () => {
  for (const layout of LAYOUTS) {
    it(`copies the page's Markdown twin and links it (${layout.name})`, async () => {
      const {context, page, errors} = await open(layout, {permissions: ['clipboard-read', 'clipboard-write']});
      const route = '/api/v3/campaign/create';
      const twinRequests: string[] = [];
      page.on('request', (r) => r.url().endsWith('.md') && twinRequests.push(r.url()));
      await page.goto(`${baseUrl}${route}`);
      await waitForHydration(page);
      const actions = page.getByRole('group', {name: 'Page actions'});
      await openMore(actions);
      await expect(actions.getByRole('link', {name: 'View as Markdown'}).getAttribute('href')).resolves.toBe(
        twinPath(route),
      );
      // Nothing of the copy code or the twin is loaded before use.
      expect(twinRequests).toEqual([]);
      const copy = actions.getByRole('button', {name: 'Copy page'});
      await copy.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => actions.getByRole('status').textContent()).toBe('Page copied as Markdown.');
      const twin = await (await fetch(`${baseUrl}${twinPath(route)}`)).text();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('speaks Vietnamese on the Vietnamese pages', async () => {
    const {context, page, errors} = await openPage(browser());
    await page.goto(`${baseUrl}/bitrix_pitel_vie/`);
    await waitForHydration(page);
    const actions = page.getByRole('group', {name: 'Thao tác với trang'});
    await expect(actions.getByRole('button', {name: 'Sao chép trang (dạng văn bản)'}).count()).resolves.toBe(1);
    const more = await openMore(actions, 'Các thao tác khác với trang');
    await expect(more.getAttribute('title')).resolves.toBe('Các thao tác khác với trang');
    await expect(actions.getByRole('link', {name: 'Xem dạng văn bản (Markdown)'}).getAttribute('href')).resolves.toBe(
      '/bitrix_pitel_vie/index.md',
    );
    // The assistants get a Vietnamese prompt naming the twin, under Vietnamese labels.
    const prompt = assistantPrompt(viComponents.pageActions, `${SITE}/bitrix_pitel_vie/index.md`);
    for (const assistant of assistants) {
      const link = actions.getByRole('link', {name: `Mở trong ${assistant.name} (thẻ trình duyệt mới)`, exact: true});
      await expect(link.getAttribute('href')).resolves.toBe(assistant.href(prompt));
    }
    // The editors' install links, under Vietnamese labels, add the same server.
    for (const editor of mcpEditors) {
      const link = actions.getByRole('link', {name: `Thêm máy chủ MCP của tài liệu vào ${editor.name}`, exact: true});
      await expect(link.getAttribute('href'), editor.name).resolves.toBe(editor.href(mcpServer(SITE)));
    }
    // The values form belongs to the API pages only.
    await expect(page.getByRole('button', {name: /^Your values/}).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves the developer items out on the pages written for administrators and on Support and Call statuses, in both languages', async () => {
    const {context, page, errors} = await openPage(browser());
    for (const [path, name, t] of [
      ['/guide/portal_autocall_guide_vie/script', 'Các thao tác khác với trang', viComponents.pageActions],
      ['/guide/portal_callcenter_guide/queue', 'More page actions', pageActionsEn],
      ['/ho-tro', 'Các thao tác khác với trang', viComponents.pageActions],
      ['/call-statuses', 'More page actions', pageActionsEn],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      const actions = page.getByRole('group', {name: t.group});
      await openMore(actions, name);
      const items = actions.locator('.dropdown__menu a');
      // The list loads when its button is first used.
      await items.first().waitFor({state: 'visible'});
      // The page's own twin and the assistants stay; no item adds the MCP server to an editor.
      const hrefs = await items.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs, path).toContain(twinPath(path));
      expect(hrefs.length, path).toBe(1 + assistants.length);
      expect(
        hrefs.filter((href) => /^(cursor|vscode):/.test(href)),
        path,
      ).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the page tools in one row, and the list of the other actions', () => {
  /** The visible page tools: their labels and boxes. */
  const tools = (page: Page, group: string) =>
    page.getByRole('group', {name: group}).evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('a[href], button')]
        .filter((c) => c.getBoundingClientRect().width > 0)
        .map((c) => ({
          name: (c.getAttribute('aria-label') ?? c.textContent ?? '').trim(),
          top: c.getBoundingClientRect().top,
          bottom: c.getBoundingClientRect().bottom,
          right: c.getBoundingClientRect().right,
        })),
    );

  for (const layout of LAYOUTS) {
    it(`keeps every tool in one row above the title, inside the page (${layout.name})`, async () => {
      const {context, page, errors} = await open(layout);
      for (const [route, group, names] of [
        ['/api/v3/campaign/create', 'Page actions', ['Your values', 'Copy page', 'More page actions']],
        [
          '/guide/portal_callcenter_guide_vie/',
          'Thao tác với trang',
          ['English', 'Sao chép trang (dạng văn bản)', 'Các thao tác khác với trang'],
        ],
        ['/bitrix_pitel_eng/', 'Page actions', ['Tiếng Việt', 'Copy page', 'More page actions']],
      ] as const) {
        await page.goto(baseUrl + encodeURI(route));
        await waitForHydration(page);
        const row = await tools(page, group);
        expect(
          row.map((r) => r.name),
          route,
        ).toEqual(names);
        // One row: every tool on the line of the first.
        for (const r of row) expect(Math.abs(r.top - row[0].top), `${route} ${r.name}`).toBeLessThan(2);
        expect(Math.max(...row.map((r) => r.right)), route).toBeLessThanOrEqual(layout.viewport.width);
        const title = await page.locator('article h1').first().boundingBox();
        expect(Math.max(...row.map((r) => r.bottom)), route).toBeLessThan(title!.y);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('is a disclosure of links: the button says whether the list is shown and names it; the items stay links, the assistants open the page in a new tab with a prompt naming the twin, the editors add the docs MCP server; it starts closed on the next page', async () => {
    // Reduced motion: the links' colours settle as soon as the colour mode changes (see the axe sweep, tests/README.md).
    const {context, page, errors} = await openPage(browser(), {reducedMotion: 'reduce'});
    const route = '/api/v3/campaign/create';
    await page.goto(`${baseUrl}${route}`);
    await waitForHydration(page);
    const actions = page.getByRole('group', {name: 'Page actions'});
    const button = moreButton(actions);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    // Closed: no list, and nothing of it loaded before the button is used; its links are out of the
    // accessibility tree and of the Tab order.
    await expect(actions.locator('ul').count()).resolves.toBe(0);
    await expect(actions.getByRole('link', {name: /^Open in /}).count()).resolves.toBe(0);
    await button.click();
    const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(list.evaluate((el) => el.tagName)).resolves.toBe('UL');
    await expect(list.isVisible()).resolves.toBe(true);
    // Links, not menu items: a screen reader says "link", and the new-tab notice.
    await expect(list.getByRole('link').evaluateAll((links) => links.map((a) => a.textContent))).resolves.toEqual([
      'View as Markdown',
      'Open in ChatGPT (opens in a new tab)',
      'Open in Claude (opens in a new tab)',
      'Add the docs MCP server to Cursor',
      'Add the docs MCP server to VS Code',
    ]);
    await expect(page.locator('[role="menu"], [role="menuitem"]').count()).resolves.toBe(0);
    // The prompt's wording and the assistants' URLs: tests/unit/seo.test.ts.
    const prompt = assistantPrompt(pageActionsEn, twinUrl(SITE, route));
    for (const [i, assistant] of assistants.entries()) {
      const link = actions.getByRole('link', {name: `Open in ${assistant.name} (opens in a new tab)`, exact: true});
      await expect(link.getAttribute('href')).resolves.toBe(assistant.href(prompt));
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
      // Tab order: View as Markdown, then each assistant in turn.
      await (
        i === 0
          ? actions.getByRole('link', {name: 'View as Markdown'})
          : actions.getByRole('link', {name: new RegExp(`^Open in ${assistants[i - 1].name}`)})
      ).focus();
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
        `Open in ${assistant.name} (opens in a new tab)`,
      );
    }
    // The editors' install links: what each decodes to, and the published file it runs, are
    // tests/unit/static-hosts.test.ts's.
    for (const editor of mcpEditors) {
      const link = actions.getByRole('link', {name: `Add the docs MCP server to ${editor.name}`, exact: true});
      await expect(link.getAttribute('href'), editor.name).resolves.toBe(editor.href(mcpServer(SITE)));
      // The editor opens from the link: no new tab, nothing for the browser to load.
      await expect(link.getAttribute('target'), editor.name).resolves.toBeNull();
    }
    for (const mode of ['light', 'dark']) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      const violations = await axeViolations(page, {
        include: '[role="group"][aria-label="Page actions"]',
        tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      });
      expect(violations.map((v) => `${mode}: ${v.id} ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    }
    // A click outside hides it; so does a click on the button.
    await page.locator('article h1').first().click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(list.count()).resolves.toBe(0);
    await button.click();
    await expect(list.isVisible()).resolves.toBe(true);
    await button.click();
    await expect(list.count()).resolves.toBe(0);
    // Shown when the reader follows a link to the next page, it starts closed there.
    await openMore(actions);
    const title = await page.locator('article h1').first().textContent();
    await followAuthenticationLink(page);
    await page.waitForURL(`${baseUrl}/authentication`);
    // The router shows the next page once its code has loaded: wait for its title.
    await page.waitForFunction((old) => document.querySelector('article h1')?.textContent !== old, title);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(actions.locator('ul').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works by keyboard: Enter and Space show and hide it, the arrows (from the button too), Home and End move in it, Escape and Tab leave it', async () => {
    const {context, page, errors} = await openPage(browser(), {viewport: {width: 390, height: 844}});
    // The assistants' sites are not opened for real.
    await context.route(
      (url) => !url.href.startsWith(baseUrl),
      (route) => route.abort(),
    );
    await page.goto(`${baseUrl}/api/v3/campaign/create`);
    await waitForHydration(page);
    const actions = page.getByRole('group', {name: 'Page actions'});
    const button = moreButton(actions);
    const expanded = () => button.getAttribute('aria-expanded');
    const focused = () =>
      page.evaluate(() =>
        (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim(),
      );
    /** Focus moves once the list has loaded (on first use) and shown. */
    const focusIs = (name: string, label?: string) => expect.poll(focused, {message: label}).toBe(name);

    // Tab order: Copy page, then the button.
    await actions.getByRole('button', {name: 'Copy page'}).focus();
    await page.keyboard.press('Tab');
    await expect(focused()).resolves.toBe('More page actions');
    // Enter shows it and keeps focus on the button, as a disclosure does; Tab enters it.
    await page.keyboard.press('Enter');
    await expect(expanded()).resolves.toBe('true');
    await expect(focused()).resolves.toBe('More page actions');
    await actions.locator('ul a').first().waitFor();
    await page.keyboard.press('Tab');
    await focusIs('View as Markdown');
    const steps: [string, string][] = [
      ['ArrowDown', 'Open in ChatGPT (opens in a new tab)'],
      ['ArrowDown', 'Open in Claude (opens in a new tab)'],
      ['ArrowDown', 'Add the docs MCP server to Cursor'],
      ['ArrowDown', 'Add the docs MCP server to VS Code'],
      ['ArrowDown', 'View as Markdown'],
      ['ArrowUp', 'Add the docs MCP server to VS Code'],
      ['Home', 'View as Markdown'],
      ['End', 'Add the docs MCP server to VS Code'],
    ];
    for (const [key, name] of steps) {
      await page.keyboard.press(key);
      await focusIs(name, key);
    }
    // Escape hides it and returns to the button.
    await page.keyboard.press('Escape');
    await expect(expanded()).resolves.toBe('false');
    await expect(focused()).resolves.toBe('More page actions');
    // Space toggles it too.
    await page.keyboard.press('Space');
    await expect(expanded()).resolves.toBe('true');
    await page.keyboard.press('Space');
    await expect(expanded()).resolves.toBe('false');
    // Shown, Arrow Down on the button goes to its first item, Arrow Up to its last.
    await page.keyboard.press('Enter');
    await actions.locator('ul a').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await focusIs('View as Markdown');
    await page.keyboard.press('Escape');
    await focusIs('More page actions');
    await page.keyboard.press('Enter');
    await actions.locator('ul a').first().waitFor();
    await page.keyboard.press('ArrowUp');
    await focusIs('Add the docs MCP server to VS Code');
    // Tab past the last item leaves the list, which hides; focus goes on to the next control.
    await page.keyboard.press('Tab');
    await expect(expanded()).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.closest('[role="group"]') === null)).resolves.toBe(true);
    // Choosing an item hides the list: Enter on an assistant opens it in a new tab, the page stays.
    await button.focus();
    await page.keyboard.press('Space');
    await actions.locator('ul a').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await focusIs('View as Markdown');
    await page.keyboard.press('ArrowDown');
    await focusIs('Open in ChatGPT (opens in a new tab)');
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    await (await popup).close();
    await expect(expanded()).resolves.toBe('false');
    expect(page.url()).toBe(`${baseUrl}/api/v3/campaign/create`);
    expect(errors.filter((e) => !/ERR_FAILED|net::/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('last updated', () => {
  it('shows when a page last changed, from the git history, in the page language', async () => {
    const en = await (await fetch(`${baseUrl}/api/v3/campaign/create`)).text();
    expect(en).toMatch(
      /Last updated(?:<!-- -->)? on <b><time datetime="?\d{4}-\d\d-\d\dT[^" >]+"? itemprop="?dateModified"?>[A-Z][a-z]{2} \d{1,2}, \d{4}<\/time>/,
    );
    const vi = await (await fetch(`${baseUrl}/bitrix_pitel_vie/`)).text();
    expect(vi).toMatch(
      /Cập nhật lần cuối ngày(?:<!-- -->)? <b><time datetime="?\d{4}-\d\d-\d\dT[^" >]+"? itemprop="?dateModified"?>\d\d\/\d\d\/\d{4}<\/time>/,
    );
  });
});
