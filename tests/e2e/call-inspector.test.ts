/**
 * The call-event inspector on its page (src/plugins/features/call-inspector): /call-statuses, at desktop width
 * in light mode and at phone width in dark mode. It sits in the page's part for developers, which only the
 * English edition carries (src/config/pages.ts, `englishOnlyParts`); its Vietnamese answers are the MCP
 * server's and the unit tests' (tests/unit/call-inspector.test.ts).
 * A reader pastes a broken event into the labelled text box, runs it by keyboard and reads the answer:
 * - nothing of the inspector loads before the first press, then its one chunk does; no request carries
 *   the payload, and no request leaves the site;
 * - the answer is a region named by its heading, with each problem and its path, in the page's language,
 *   the same problems the core gives on the built site's documents; the live region announces it;
 * - a proposed event's answer carries the site's proposal notice;
 * - axe finds nothing in the inspector, and nothing goes to the console.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, inject, it} from 'vitest';
import {axeViolations} from '../support/axe';
import {useBrowser} from '../support/browser';
import {openPage, waitForHydration} from '../support/page';
import {APIS, buildCatalogue} from '../../src/plugins/features/call-inspector/core/catalogue';
import {inspectText, type Lang} from '../../src/plugins/features/call-inspector/core/inspect';
import {plain} from '../../src/plugins/features/call-inspector/core/inline';
import {labels} from '../../src/plugins/features/call-inspector/theme/CallInspector/labels';
import {text} from '../../src/plugins/features/call-inspector/core/text';

const baseUrl = inject('baseUrl');
const buildDir = inject('buildDir');
const browser = useBrowser();
const root = path.resolve(__dirname, '../..');

const fixture = (name: string) => readFileSync(path.join(root, 'tests/fixtures/call-inspector', name), 'utf8');
const catalogue = () =>
  buildCatalogue(
    Object.fromEntries(
      APIS.map((api) => [api, parse(readFileSync(path.join(buildDir, 'openapi', `${api}.yaml`), 'utf8'))]),
    ),
  );

/** The page in each layout. */
const PAGES: {
  path: string;
  lang: Lang;
  heading: string;
  announcement: string;
  layout: {name: string; viewport: {width: number; height: number}; mode: string};
}[] = [
  {
    path: '/call-statuses',
    lang: 'en',
    heading: 'Result: v1 event hangup — A call ends',
    announcement: 'Inspected v1 event hangup: 2 problems.',
    layout: {name: 'desktop, light', viewport: {width: 1280, height: 900}, mode: 'light'},
  },
  {
    path: '/call-statuses',
    lang: 'en',
    heading: 'Result: v1 event hangup — A call ends',
    announcement: 'Inspected v1 event hangup: 2 problems.',
    layout: {name: 'phone, dark', viewport: {width: 390, height: 844}, mode: 'dark'},
  },
];

const isInspectorChunk = (url: string) => /\/assets\/js\/call-inspector\.[0-9a-f]+\.js$/.test(new URL(url).pathname);

describe('the call-event inspector', () => {
  for (const spec of PAGES) {
    const {layout} = spec;
    it(`${spec.path}: paste, run by keyboard, read the answer (${layout.name})`, async () => {
      const {context, page, errors} = await openPage(browser(), {viewport: layout.viewport});
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), layout.mode);
      const requests: {url: string; body: string}[] = [];
      page.on('request', (r) => requests.push({url: r.url(), body: r.postData() ?? ''}));
      await page.goto(`${baseUrl}${encodeURI(spec.path)}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await page.getAttribute('html', 'data-theme')).toBe(layout.mode);
      expect(
        requests.filter((r) => isInspectorChunk(r.url)),
        'loaded before use',
      ).toEqual([]);

      const t = labels[spec.lang];
      const box = page.getByRole('textbox', {name: t.label});
      await expect(box.count()).resolves.toBe(1);
      // Paste the event, then Tab to the button and press Enter.
      await box.focus();
      const payload = fixture('hangup-broken.json');
      await page.keyboard.insertText(payload);
      const before = requests.length;
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(t.button);
      await page.keyboard.press('Enter');

      const region = page.getByRole('region', {name: spec.heading});
      await region.waitFor();
      await expect(region.getByRole('heading', {level: 3}).textContent()).resolves.toBe(spec.heading);
      const expected = inspectText(payload, spec.lang, catalogue());
      const items = await region.locator('ul li').allTextContents();
      expect(items).toEqual(expected.problems.map((p) => `${p.path}: ${plain(p.message)}`));
      await expect
        .poll(() => page.locator('.pitel-call-inspector [role="status"]').textContent())
        .toBe(spec.announcement);
      // The link to the event's page: an English page, so on the Vietnamese page it says so.
      const link = region.getByRole('link', {
        name: spec.lang === 'en' ? 'Matching events of one call' : 'Ghép các sự kiện của một cuộc gọi',
      });
      await expect(link.getAttribute('href')).resolves.toBe('/api/v1/event/description#matching-events-of-one-call');
      await expect(link.getAttribute('hreflang')).resolves.toBe(spec.lang === 'vi' ? 'en' : null);

      // One chunk came, from the site; nothing carried the payload.
      const after = requests.slice(before);
      expect(after.filter((r) => isInspectorChunk(r.url))).toHaveLength(1);
      expect(after.filter((r) => new URL(r.url).origin !== new URL(baseUrl).origin)).toEqual([]);
      expect(requests.filter((r) => r.body || r.url.includes('hangup_cause') || r.url.includes('0900000001'))).toEqual(
        [],
      );

      /** Types a status or event name, runs it by keyboard, and returns its answer once shown. */
      const typed = async (name: string) => {
        await box.fill(name);
        await box.press('Tab');
        await page.keyboard.press('Enter');
        const answer = page.getByRole('region', {
          name: spec.lang === 'en' ? `Result: Status ${name}` : `Kết quả: Trạng thái ${name}`,
        });
        await answer.waitFor();
        return answer;
      };

      // A status typed after it: the answer is replaced.
      const status = await typed('C1');
      // The label links its row on the reference of the page's language: /trang-thai-cuoc-goi is the
      // Vietnamese edition, so the link carries no hreflang and no " (tiếng Anh)" after it.
      const reference = spec.lang === 'en' ? '/call-statuses' : '/trang-thai-cuoc-goi';
      const cancel = status.getByRole('link', {name: 'Cancel', exact: true}).first();
      await expect(cancel.getAttribute('href')).resolves.toBe(`${reference}#status-cancel`);
      await expect(cancel.getAttribute('hreflang')).resolves.toBeNull();
      await expect
        .poll(() => page.locator('.pitel-call-inspector [role="status"]').textContent())
        .toMatch(/C1: Cancel\.$/);

      // A proposed event, typed by its name: the answer carries the site's proposal notice (the pages'
      // own, src/components/Planned), in the page's language, with the inspector's sentence as its body.
      const proposal = await typed('presskey');
      const notice = proposal.locator('.planned-notice');
      await expect(notice.count()).resolves.toBe(1);
      await expect(notice.textContent()).resolves.toContain(
        spec.lang === 'en' ? 'Our proposal, not confirmed by Pitel' : 'Đề xuất của chúng tôi, Pitel chưa xác nhận',
      );
      await expect(notice.textContent()).resolves.toContain(text[spec.lang].plannedBody);
      await expect(notice.getByRole('link').first().getAttribute('href')).resolves.toBe(
        spec.lang === 'en' ? '/support' : '/ho-tro',
      );

      const violations = await axeViolations(page, {
        include: '.pitel-call-inspector',
        tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
      });
      expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
      // Nothing wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("the server HTML has the form in the page's language and no answer; a press before the page is interactive sends nothing", () => {
    for (const spec of PAGES) {
      const html = readFileSync(path.join(buildDir, decodeURI(spec.path).slice(1), 'index.html'), 'utf8');
      const inspector =
        /<div class="?[^"]*pitel-call-inspector[^>]*>.*?<\/form><div role="?status"?[^>]*><\/div><\/div>/s.exec(
          html,
        )?.[0];
      expect(inspector, spec.path).toBeDefined();
      const form = /<form[^>]*>/.exec(inspector!)![0];
      // No action and the dialog method: the form goes nowhere, before hydration too; the text box has no name.
      expect(form).toMatch(/\bmethod="?dialog"?/);
      expect(form).not.toMatch(/\baction=/);
      expect(form).toMatch(/\bdata-search-skip\b/);
      expect(/<textarea[^>]*>/.exec(inspector!)![0]).not.toMatch(/\bname=/);
      expect(inspector).toContain(labels[spec.lang].label);
      expect(inspector).toContain(`>${labels[spec.lang].button}</button>`);
      expect(inspector).not.toContain('<section');
    }
  });
});
