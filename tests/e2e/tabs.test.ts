/**
 * The tabs link each tab to its panel (src/theme/Tabs, src/theme/TabItem): every `role=tab` names its
 * `role=tabpanel` in `aria-controls`, the panel has that id and names its tab in `aria-labelledby`,
 * the ids are unique on a page of several tab groups and the same in the server HTML and after
 * hydration; choosing a tab with the keyboard or the mouse shows the panel its tab names, in every
 * group synced by `groupId`.
 */
import type {Page} from 'playwright-core';
import {describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {openPage, waitForHydration} from '../support/page';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A page with five code-sample tab groups, all with groupId "code-lang". */
const PAGE = '/quickstart';

interface TabLink {
  label: string;
  id: string | null;
  controls: string | null;
  selected: boolean;
  /** The element `aria-controls` names, if it is a tabpanel of the same group. */
  panel: {labelledBy: string | null; hidden: boolean} | null;
}

interface TabsReport {
  groups: TabLink[][];
  panelsPerGroup: number[];
  duplicateIds: string[];
}

/** The tabs of the page, as served (`html` given) or as live in the browser (`html` null). */
function tabsOf(page: Page, html: string | null): Promise<TabsReport> {
  return page.evaluate((source) => {
    const doc = source === null ? document : new DOMParser().parseFromString(source, 'text/html');
    const containers = [...doc.querySelectorAll('.tabs-container')];
    const groups = containers.map((group) =>
      [...group.querySelectorAll(':scope > [role="tablist"] > [role="tab"]')].map((tab) => {
        const controls = tab.getAttribute('aria-controls');
        const target = controls ? doc.getElementById(controls) : null;
        const ok = target?.getAttribute('role') === 'tabpanel' && target.closest('.tabs-container') === group;
        return {
          label: tab.textContent ?? '',
          id: tab.getAttribute('id'),
          controls,
          selected: tab.getAttribute('aria-selected') === 'true',
          panel: ok
            ? {labelledBy: target.getAttribute('aria-labelledby'), hidden: target.hasAttribute('hidden')}
            : null,
        };
      }),
    );
    const panelsPerGroup = containers.map(
      (group) =>
        [...group.querySelectorAll('[role="tabpanel"]')].filter((p) => p.closest('.tabs-container') === group).length,
    );
    const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
    const duplicateIds = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
    return {groups, panelsPerGroup, duplicateIds};
  }, html);
}

/** Every tab names its own panel, which names the tab back; the selected tab's panel alone is shown. */
function expectLinked(report: TabsReport) {
  expect(report.duplicateIds).toEqual([]);
  report.groups.forEach((tabs, g) => {
    expect(report.panelsPerGroup[g]).toBe(tabs.length);
    for (const tab of tabs) {
      expect(tab.id, `tab "${tab.label}" of group ${g}`).toMatch(/^\S+$/);
      expect(tab.controls, `tab "${tab.label}" of group ${g}`).toMatch(/^\S+$/);
      expect(tab.panel, `the panel of tab "${tab.label}" of group ${g}`).toEqual({
        labelledBy: tab.id,
        hidden: !tab.selected,
      });
    }
    expect(tabs.filter((t) => t.selected)).toHaveLength(1);
  });
}

/** The label of the chosen tab of each group. */
const chosen = (r: TabsReport) => r.groups.map((tabs) => tabs.find((t) => t.selected)?.label);

/** The ids and links only, without the selection. */
const linksOnly = (r: TabsReport) =>
  r.groups.map((tabs) => tabs.map(({label, id, controls}) => ({label, id, controls})));

describe('tabs linked to their panels', () => {
  it('in the server HTML and after hydration, with the same unique ids, on a page of several tab groups, and when a tab is chosen with the keyboard or the mouse, in every synced group', async () => {
    const {context, page, errors} = await openPage(browser());
    const html = await (await fetch(`${baseUrl}${PAGE}`)).text();
    await page.goto(`${baseUrl}${PAGE}`);
    await waitForHydration(page);
    const served = await tabsOf(page, html);
    const before = await tabsOf(page, null);
    expect(served.groups.length).toBeGreaterThanOrEqual(5);
    expectLinked(served);
    expectLinked(before);
    expect(linksOnly(before)).toEqual(linksOnly(served));

    const first = before.groups[0];
    const selected = first.findIndex((t) => t.selected);
    const next = first[(selected + 1) % first.length];

    // Keyboard: focus the selected tab, move right, choose with Enter.
    await page.locator(`[id="${first[selected].id}"]`).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(next.id);
    await page.keyboard.press('Enter');
    // Every group of the same groupId follows, each showing the panel its chosen tab names.
    await expect.poll(async () => chosen(await tabsOf(page, null))).toEqual(before.groups.map(() => next.label));
    const afterKeys = await tabsOf(page, null);
    expectLinked(afterKeys);

    // Mouse: the last tab of the last group.
    const lastGroup = afterKeys.groups[afterKeys.groups.length - 1];
    const last = lastGroup[lastGroup.length - 1];
    await page.locator(`[id="${last.id}"]`).click();
    await expect.poll(async () => chosen(await tabsOf(page, null))).toEqual(before.groups.map(() => last.label));
    const afterClick = await tabsOf(page, null);
    expectLinked(afterClick);
    expect(linksOnly(afterClick)).toEqual(linksOnly(before));
    expect(errors).toEqual([]);
    await context.close();
  });
});
