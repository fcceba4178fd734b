/**
 * The endpoint pages as built (src/plugins/features/api-reference):
 * - every example body any endpoint page shows is an example of that response in the YAML, and no
 *   table says more than once that something is not documented (tests/support/api-examples.ts);
 * - at 1,440 px the samples are right of the parameters table and still in view after scrolling to
 *   the last response field; at 390 px the page is one column, samples after the parameters, with axe
 *   clean in light and dark mode (at desktop width the route sweep runs axe on every page:
 *   tests/e2e/routes.test.ts); with JavaScript off the panes are the same;
 * - the code language follows `?lang=`, and choosing one in the right pane switches every sample;
 * - layout shift stays within budgets.json (`endpointClsMax`).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {parse} from 'yaml';
import {describe, expect, inject, it} from 'vitest';
import type {OpenApiDoc} from '../../src/openapi';
import {repeatedUncertainty, untracedExamples} from '../support/api-examples';
import {axeViolationsWithColours, ColourStyles} from '../support/axe';
import {useBrowser} from '../support/browser';
import {loadBudgets} from '../support/budgets';
import {openPage, waitForHydration} from '../support/page';
import {endpointPages} from '../support/twins';

const baseUrl = inject('baseUrl');
const buildDir = inject('buildDir');
const browser = useBrowser();
const root = path.resolve(__dirname, '../..');

const PAGES = ['/api/v1/click2call/synchronous', '/api/v3/campaign/create', '/module/psr/call'];

function builtHtml(route: string): string {
  const folder = path.join(buildDir, route, 'index.html');
  return readFileSync(existsSync(folder) ? folder : path.join(buildDir, `${route}.html`), 'utf8');
}

describe('what the endpoint pages show', () => {
  const docs = Object.fromEntries(
    ['v1', 'v3', 'psr'].map((n) => [
      n,
      parse(readFileSync(path.join(root, 'openapi', `${n}.yaml`), 'utf8')) as OpenApiDoc,
    ]),
  );
  const pages = endpointPages(path.join(root, 'docs'));

  it('every example body traces to an example of that response in the YAML', () => {
    expect(pages.length).toBeGreaterThan(50);
    let shown = 0;
    const problems: string[] = [];
    for (const {route, api} of pages) {
      const html = builtHtml(route);
      shown += html.match(/data-api-example=/g)?.length ?? 0;
      problems.push(...untracedExamples(route, html, api, docs));
    }
    expect(problems).toEqual([]);
    expect(shown).toBeGreaterThan(100);
  });

  it('no table says more than once that something is not documented', () => {
    const repeated = pages.flatMap(({route}) =>
      repeatedUncertainty(builtHtml(route)).map((t) => `${route}: ${t.table} (${t.count})`),
    );
    expect(repeated).toEqual([]);
  });
});

interface Layout {
  params: {left: number; right: number; top: number; bottom: number};
  samples: {left: number; right: number; top: number; bottom: number};
  lastField: {top: number; bottom: number};
  viewport: number;
  overflowX: boolean;
}

/** Where the parameters (or request body) table, the samples and the last response field are, after scrolling to that field. */
function layout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return {left: r.left, right: r.right, top: r.top, bottom: r.bottom};
    };
    // The first operation's panes (a page may have several).
    const panes = document.querySelector('.api-panes')!;
    const params = panes.querySelector('.api-pane-main--before table')!;
    const samples = panes.querySelector('.api-pane-samples')!;
    const tables = [...panes.querySelectorAll('.api-pane-main--after table')];
    const fields = tables.find((t) => /Field/.test(t.querySelector('th')?.textContent ?? '')) ?? tables[0];
    const rows = fields.querySelectorAll('tr');
    const last = rows[rows.length - 1];
    last.scrollIntoView({block: 'center'});
    return {
      params: box(params),
      samples: box(samples),
      lastField: box(last),
      viewport: window.innerHeight,
      overflowX: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

describe('two panes', () => {
  /**
   * The colour rules measure each colour style once per mode over the file's three pages (ColourStyles
   * in tests/support/axe.ts, as the route sweep does per mode).
   */
  const colourStyles = {light: new ColourStyles(), dark: new ColourStyles()};
  const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'];

  /** Every rule in light mode, then the colour rules (the only ones a mode can change) in dark mode. */
  async function axeBothModes(page: Page): Promise<string[]> {
    const found: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      // Let the colour transitions finish before colours are measured.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      const styles = colourStyles[mode];
      const violations =
        mode === 'light'
          ? await axeViolationsWithColours(page, {include: 'main', tags: AXE_TAGS}, styles)
          : await styles.violations(page, 'main');
      found.push(...violations.map((v) => `${mode}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
    }
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    return found;
  }

  for (const route of PAGES) {
    it(`${route}: shift the layout by no more than budgets.json's endpointClsMax; samples right of the parameters and in view at 1,440 px, one column at 390 px, axe clean there in light and dark mode`, async () => {
      const {context, page, errors} = await openPage(browser(), {viewport: {width: 1440, height: 900}});
      await page.addInitScript(() => {
        localStorage.setItem('theme', 'light');
        (window as unknown as {cls: number}).cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) {
            if (!entry.hadRecentInput) (window as unknown as {cls: number}).cls += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      await page.goto(baseUrl + route, {waitUntil: 'load'});
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as {cls: number}).cls)).toBeLessThanOrEqual(
        loadBudgets().endpointClsMax,
      );
      // The narrow layout by narrowing the loaded page: the panes' layout is the stylesheet's, by width.
      for (const width of [1440, 390]) {
        await page.setViewportSize({width, height: 900});
        const at = await layout(page);
        // Sticky needs a frame to settle after the jump.
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const samples = await page.locator('.api-pane-samples').first().boundingBox();
        if (width === 1440) {
          expect(at.samples.left, 'samples right of the parameters').toBeGreaterThanOrEqual(at.params.right);
          expect(samples!.y + samples!.height, 'samples in view after the last field').toBeGreaterThan(0);
          expect(samples!.y, 'samples in view after the last field').toBeLessThan(at.viewport);
          expect(at.lastField.top).toBeGreaterThanOrEqual(0);
        } else {
          expect(at.samples.left).toBeLessThan(at.params.right);
          expect(at.samples.top, 'samples after the parameters').toBeGreaterThan(at.params.bottom);
          expect(at.overflowX, 'no sideways scroll of the page').toBe(false);
          expect(await axeBothModes(page)).toEqual([]);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('are in the server HTML: with JavaScript off, the samples are beside the parameters at 1,440 px', async () => {
    const {context, page} = await openPage(browser(), {viewport: {width: 1440, height: 900}, javaScriptEnabled: false});
    await page.goto(`${baseUrl}/api/v3/campaign/create`);
    const at = await layout(page);
    expect(at.samples.left).toBeGreaterThanOrEqual(at.params.right);
    expect(await page.locator('.api-pane-samples pre').first().isVisible()).toBe(true);
    await context.close();
  });
});

describe('code language', () => {
  /** The selected language of every code-sample group of the page. */
  const chosen = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('.tabs-container')]
        .map((g) => [...g.querySelectorAll(':scope > [role="tablist"] > [role="tab"]')])
        .filter((tabs) => tabs.some((t) => t.textContent === 'curl'))
        .map((tabs) => tabs.find((t) => t.getAttribute('aria-selected') === 'true')?.textContent),
    );

  it('is taken from ?lang= and shared by every sample; choosing one in the right pane switches them all', async () => {
    const {context, page, errors} = await openPage(browser(), {viewport: {width: 1440, height: 900}});
    await page.goto(`${baseUrl}/quickstart?lang=python`);
    await waitForHydration(page);
    const groups = await chosen(page);
    expect(groups.length).toBeGreaterThan(1);
    expect(new Set(groups)).toEqual(new Set(['Python']));
    // An endpoint page keeps the choice; switching in its right pane writes it to the link.
    await page.goto(`${baseUrl}/api/v3/campaign/create`);
    await waitForHydration(page);
    expect(await chosen(page)).toEqual(['Python']);
    await page.locator('.api-pane-samples [role="tab"]', {hasText: 'PHP'}).first().click();
    await expect.poll(() => chosen(page)).toEqual(['PHP']);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('php');
    // A value that is not a language is ignored.
    await page.goto(`${baseUrl}/quickstart?lang=cobol`);
    await waitForHydration(page);
    expect(new Set(await chosen(page))).toEqual(new Set(['PHP']));
    expect(errors).toEqual([]);
    await context.close();
  });
});
