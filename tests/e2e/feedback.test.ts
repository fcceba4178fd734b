/**
 * "Was this page helpful?" at the end of every doc page (src/components/PageFeedback): on an English page
 * by mouse and a Vietnamese page by keyboard (the language picks the words only), "Yes" thanks the reader
 * in the page's language through the status region, and "No" opens a labelled text box whose link opens a message to Pitel support with the
 * page's title, its full address and the reader's text. Nothing is requested when Yes or No is pressed
 * (the form's code loads when "No" is pointed at or focused, before the press), no request ever goes to
 * another host or sends anything, and the page stores nothing (no cookie, no new storage key). Axe finds
 * nothing in the open form in either colour mode.
 */
import type {Page, Request} from 'playwright-core';
import {describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {openPage, waitForHydration} from '../support/page';
import {axeViolations, COLOUR_RULES} from '../support/axe';
import {emulateSlowConnection} from '../support/chunks';
import {feedbackHref} from '../../src/config/feedback';
import {support} from '../../src/data/support';
import {DEFAULT_SITE_URL as SITE} from '../../src/config/site-url';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const PAGES = [
  {
    lang: 'en',
    path: '/guide/portal_callcenter_guide/queue',
    question: 'Was this page helpful?',
    yes: 'Yes',
    no: 'No',
    thanks: 'Thank you! Glad this page helped.',
    label: 'What was missing or unclear? (optional)',
    link: 'Write to Pitel support',
    opened: `If your mail app opened, send the message from there. If nothing opened, write to ${support.email} with this page’s address. This page sent nothing.`,
    text: 'Which ring strategy suits a team of 3 agents? Ngày & giờ: 26/11',
  },
  {
    lang: 'vi',
    path: '/guide/portal_callcenter_guide_vie/queue',
    question: 'Trang này có hữu ích không?',
    yes: 'Có',
    no: 'Không',
    thanks: 'Cảm ơn bạn! Rất vui vì trang này có ích.',
    label: 'Trang còn thiếu gì hoặc chỗ nào khó hiểu? (không bắt buộc)',
    link: 'Viết thư cho bộ phận hỗ trợ Pitel',
    opened: `Nếu ứng dụng thư đã mở, hãy gửi thư từ đó. Nếu không có gì mở ra, hãy gửi thư tới ${support.email} kèm địa chỉ trang này. Trang này không gửi gì.`,
    text: 'Hàng chờ có giới hạn số nhân viên không? 100% & #1',
  },
] as const;

type Case = (typeof PAGES)[number];

/** Every request the page makes from now on, until `stop`. */
function recordRequests(page: Page): {requests: Request[]; stop: () => void} {
  const requests: Request[] = [];
  const on = (r: Request) => requests.push(r);
  page.on('request', on);
  return {requests, stop: () => page.off('request', on)};
}

const describeRequest = (r: Request) => `${r.method()} ${r.resourceType()} ${r.url()}`;

/**
 * The only request of a whole exchange: the form's code, from this site, when No is pointed at or focused
 * (each test awaits it before pressing No, so neither press requests anything).
 */
const onlyFormCode = [
  expect.stringMatching(
    new RegExp(`^GET script ${new URL(baseUrl).origin}/assets/js/page-feedback-form\\.[0-9a-f]+\\.js$`),
  ),
];

/** The storage the page can write without a server: cookies, local and session storage keys. */
async function storage(page: Page): Promise<string[]> {
  const cookies = (await page.context().cookies()).map((c) => `cookie ${c.name}`);
  const keys = await page.evaluate(() => [
    ...Object.keys(localStorage).map((k) => `local ${k}`),
    ...Object.keys(sessionStorage).map((k) => `session ${k}`),
  ]);
  return [...cookies, ...keys].sort();
}

/**
 * Opens a page at its feedback. The connection is a 2G one, on which the site prefetches nothing (the
 * links' chunks, the route shards: Docusaurus's own rule, kept by the site's prefetching), so that every
 * request the test sees while the reader answers is one the answer made, and none may be.
 */
async function openFeedback(c: Case) {
  const opened = await openPage(browser());
  const {page} = opened;
  await emulateSlowConnection(page, false);
  const response = await page.goto(baseUrl + c.path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const title = (await page.locator('article h1').first().textContent())!.trim();
  const group = page.getByRole('group', {name: c.question});
  await group.scrollIntoViewIfNeeded();
  return {...opened, title, group, before: await storage(page)};
}

/** Waits for the form's code, which "No" starts loading when pointed at or focused. */
const formCode = (page: Page) => page.waitForResponse((r) => /\/page-feedback-form\.[0-9a-f]+\.js$/.test(r.url()));

/**
 * Checks the open form's link: the message to the support address with the page's title, its full
 * address and the reader's text (its wording and encoding, and the setting's other form, a form
 * service's URL template: tests/unit/feedback.test.ts); and the text box's description, which names the
 * address for a reader whose mail is on the web.
 */
async function checkLink(page: Page, c: Case, title: string) {
  await expect(
    page
      .getByRole('textbox', {name: c.label})
      .evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent),
  ).resolves.toContain(support.email);
  const link = page.getByRole('link', {name: c.link});
  const message = {title, url: `${SITE}${encodeURI(c.path)}`, text: c.text, lang: c.lang};
  await expect(link.getAttribute('href')).resolves.toBe(feedbackHref(message));
  return link;
}

/**
 * The reader follows the form's link by `follow` (its default, opening the mail app, held back in the
 * test), and the page says what to do next.
 */
async function followLink(page: Page, c: Case, follow: () => Promise<void>) {
  await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), {capture: true, once: true}));
  await follow();
  await expect.poll(() => page.getByRole('status').filter({hasText: c.opened}).count()).toBe(1);
}

describe('page feedback (src/components/PageFeedback)', () => {
  for (const c of PAGES) {
    it(`${c.lang}: is in the server HTML, in the page's language`, async () => {
      const {context, page} = await openPage(browser(), {javaScriptEnabled: false});
      await page.goto(baseUrl + c.path);
      expect(await page.getByRole('group', {name: c.question}).getByRole('button').allTextContents()).toEqual([
        c.yes,
        c.no,
      ]);
      expect(await page.getByRole('status').filter({hasText: /^$/}).count()).toBeGreaterThan(0);
      await context.close();
    });
  }

  it('en, by mouse: Yes thanks, No asks and fills the message, and nothing is sent or stored', async () => {
    const c = PAGES[0];
    const {context, page, errors, title, group, before} = await openFeedback(c);
    const all = recordRequests(page);

    const yes = group.getByRole('button', {name: c.yes});
    await yes.click();
    await expect.poll(() => page.getByRole('status').filter({hasText: c.thanks}).count()).toBe(1);
    expect(await yes.getAttribute('aria-pressed')).toBe('true');

    const no = group.getByRole('button', {name: c.no});
    const code = formCode(page);
    await no.hover();
    await code;
    await no.click();
    const box = page.getByRole('textbox', {name: c.label});
    await box.waitFor();
    expect(await no.getAttribute('aria-pressed')).toBe('true');
    expect(await yes.getAttribute('aria-pressed')).toBe('false');
    // The thank-you is gone once the answer is No; the text box has the focus.
    expect(await page.getByRole('status').filter({hasText: c.thanks}).count()).toBe(0);
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);

    await box.fill(c.text);
    const link = await checkLink(page, c, title);
    await followLink(page, c, () => link.click());
    all.stop();
    expect(all.requests.map(describeRequest)).toEqual(onlyFormCode);
    expect(await storage(page)).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('vi, by keyboard: buttons reached with Tab and visibly focused, Space and Enter answer, the message carries the text', async () => {
    const c = PAGES[1];
    const {context, page, errors, title, group, before} = await openFeedback(c);
    // Start the keyboard where a reader who has read the page is: on the question.
    await group.getByText(c.question).click();
    const all = recordRequests(page);

    await page.keyboard.press('Tab');
    const yes = group.getByRole('button', {name: c.yes});
    // (Its focus ring, and every other control's of the page: tests/e2e/keyboard.test.ts.)
    expect(await yes.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('status').filter({hasText: c.thanks}).count()).toBe(1);

    const code = formCode(page);
    await page.keyboard.press('Tab');
    const no = group.getByRole('button', {name: c.no});
    expect(await no.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true);
    await code;
    await page.keyboard.press('Enter');
    const box = page.getByRole('textbox', {name: c.label});
    await box.waitFor();
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.type(c.text);
    await page.keyboard.press('Tab');
    const link = await checkLink(page, c, title);
    expect(await link.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true);
    await followLink(page, c, () => page.keyboard.press('Enter'));
    all.stop();
    expect(all.requests.map(describeRequest)).toEqual(onlyFormCode);
    expect(await storage(page)).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no axe violation with an answer given and the form open, at phone width in light and dark mode', async () => {
    const {context, page} = await openPage(browser(), {
      viewport: {width: 390, height: 844},
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(baseUrl + PAGES[1].path);
    await waitForHydration(page);
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
    /** Every rule in light mode; in dark mode the colour rules, the only ones a mode can change. */
    const bothModes = async () => {
      const found = (await axeViolations(page, {include: '.page-feedback', tags})).map((v) => `light: ${v.id}`);
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      for (const v of await axeViolations(page, {include: '.page-feedback', rules: COLOUR_RULES}))
        found.push(`dark: ${v.id}`);
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
      return found;
    };
    await page.getByRole('button', {name: PAGES[1].yes}).click();
    expect(await bothModes()).toEqual([]);
    await page.getByRole('button', {name: PAGES[1].no}).click();
    await page.getByRole('textbox', {name: PAGES[1].label}).fill(PAGES[1].text);
    expect(await bothModes()).toEqual([]);
    await context.close();
  });
});
