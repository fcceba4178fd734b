/**
 * Every visible control is reached with Tab and visibly focused.
 */
import {describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {openPage, waitForHydration} from '../support/page';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Tabs through the whole page and checks that every visible control is reached and visibly focused. */
describe.each([
  '/api/v3/campaign/create',
  '/bitrix_pitel_vie/setup/install_app',
  '/guide/portal_autocall_guide/quicksetup',
])('keyboard on %s', (path) => {
  it('reaches every visible interactive element with Tab, each with a visible focus indicator', async () => {
    const {context, page} = await openPage(browser());
    await page.goto(baseUrl + path);
    await waitForHydration(page);
    // Tag every visible element that should be in the tab order.
    const expected = await page.evaluate(() => {
      const selector =
        'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
      let n = 0;
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (el.tabIndex < 0 || el.closest('[inert], [aria-hidden="true"]')) continue;
        const rect = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
        el.dataset.kbd = String(n++);
      }
      return n;
    });
    expect(expected).toBeGreaterThan(10);
    const reached = new Set<string>();
    const unfocusedStyle: string[] = [];
    for (let i = 0; i < expected + 40 && reached.size < expected; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const visible =
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        return {
          id: el.dataset.kbd ?? null,
          visible,
          label: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
        };
      });
      if (!info) continue;
      if (info.id !== null) reached.add(info.id);
      if (!info.visible) unfocusedStyle.push(info.label);
    }
    const missed = await page.evaluate(
      (ids) =>
        [...document.querySelectorAll<HTMLElement>('[data-kbd]')]
          .filter((el) => !ids.includes(el.dataset.kbd!))
          .map(
            (el) =>
              `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`,
          ),
      [...reached],
    );
    await context.close();
    expect(missed).toEqual([]);
    expect(unfocusedStyle).toEqual([]);
  });
});
