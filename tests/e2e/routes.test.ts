/**
 * The route sweep: every route of the specification, every extra page and every page of the changelog,
 * at desktop and phone width, and the axe sweep of accessibility. Each route is loaded once per width: at desktop width
 * the route checks and the axe checks of both colour modes run on the same load, two pages at a time
 * (one per core of the CI machine).
 *
 * On the Vietnamese pages, the same loads also look for English chrome in the hydrated DOM
 * (tests/support/vi-chrome.ts), at both widths: a second sweep of those pages cost a minute of the gate.
 *
 * `AXE_SWEEP=sample` (npm run test:quick) runs axe on one page per section and the not-found page
 * instead of every route; the route checks still cover every route. `npm test` sweeps everything.
 */
import type {Browser, BrowserContextOptions, Page} from 'playwright-core';
import {describe, expect, inject, it} from 'vitest';
import {axeViolations, axeViolationsWithColours, COLOUR_RULES, ColourStyles} from '../support/axe';
import {useBrowser} from '../support/browser';
import {openPage, waitForHydration} from '../support/page';
import {extraRoutes} from '../../src/config/pages';
import {changelogRoutes, loadSiteRoutes, loadSpecRoutes, viSitePaths} from '../support/routes';
import {changelogList} from '../../src/config/changelog';
import {englishChromeIn, englishChromeStrings} from '../support/vi-chrome';

const specRoutes = loadSpecRoutes().routes;
/** The specification's 164 routes and the site's extra pages (see loadSiteRoutes). */
const routes = loadSiteRoutes();
/** The changelog's list pages and entries (src/config/changelog.ts): blog pages, with the blog's sidebar instead of a docs sidebar. */
const changelogPages = changelogRoutes();
const changelogPaths = new Set(changelogPages.map((r) => r.path));
/** Every page the sweep loads. */
const sweepPaths = [...routes.map((r) => r.path), ...changelogPages.map((r) => r.path)];
const NOT_FOUND = '/this-page-does-not-exist';
const baseUrl = inject('baseUrl');
const browser = useBrowser();

/**
 * Pages loaded at once. Measured on a 2-core machine over 30 routes: the desktop sweep (route checks
 * and axe) took 86 s with one page, 80 s with two and 96 s with three; the phone sweep 14 s with one
 * and 18 s with two. The work is bound by the CPU, so two pages help the desktop sweep a little only.
 */
const DESKTOP_WORKERS = 2;
const PHONE_WORKERS = 1;
const PHONE: BrowserContextOptions = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};
/**
 * The desktop sweep's pages prefer reduced motion. Infima then sets its transition times to 0 s, so
 * the colours settle as soon as the mode toggles instead of after 0.2 s of transition (the sweep
 * still waits for any running animation before measuring). What axe measures is the same: the
 * colours at rest, in each mode.
 */
const DESKTOP: BrowserContextOptions = {reducedMotion: 'reduce'};

/**
 * The navbar, sidebar and footer are the same components on every page of a section: axe checks them
 * in full on the first page of each section and on the not-found page; on the other pages it covers
 * <main> (the article, its table of contents and pagination).
 */
/** The Vietnamese pages, whose drawn chrome must have no English (tests/e2e/vietnamese.test.ts covers their server HTML). */
const viRoutes = viSitePaths();
const viRouteSet = new Set(viRoutes);
const englishStrings = englishChromeStrings();

/** On a Vietnamese page, the English chrome in the DOM as drawn: hydration must not bring English back. */
async function englishChrome(page: Page, path: string, width: number): Promise<string[]> {
  if (!viRouteSet.has(path)) return [];
  return englishChromeIn(await page.content(), englishStrings).map(
    (f) => `${path}: English chrome at ${width} px: ${f}`,
  );
}

const fullPage = new Set([
  ...new Map(routes.map((r) => [r.section, r.path])).values(),
  ...changelogList.map((log) => log.route),
  NOT_FOUND,
]);
const axeSample = process.env.AXE_SWEEP === 'sample';
const axePaths = new Set(axeSample ? fullPage : [...sweepPaths, NOT_FOUND]);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * The colour rules (color-contrast, link-in-text-block) measure each distinct colour style once per
 * mode, over the whole sweep (ColourStyles in tests/support/axe.ts): they took about two thirds of
 * the sweep when they measured every element of every page in both modes.
 */
const colourStyles = {light: new ColourStyles(), dark: new ColourStyles()};

/** Runs `visit` on every path, `workers` pages at a time, each page in its own context; returns the failures. */
async function sweep(
  b: Browser,
  paths: string[],
  workers: number,
  options: BrowserContextOptions,
  visit: (page: Page, errors: string[], path: string) => Promise<string[]>,
): Promise<string[]> {
  const queue = [...paths];
  const failures: string[] = [];
  await Promise.all(
    Array.from({length: workers}, async () => {
      const {context, page, errors} = await openPage(b, options);
      // Every page load starts in light mode (the default); the axe sweep's toggle switches it.
      await page.addInitScript(() => localStorage.setItem('theme', 'light'));
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        errors.length = 0;
        failures.push(...(await visit(page, errors, path)));
      }
      await context.close();
    }),
  );
  return failures.sort();
}

/**
 * Loads a route: it must answer 200 and, once hydrated, show an h1. Returns whether it loaded (any
 * other status ends the checks of the route) and the failures.
 */
async function loadRoute(page: Page, path: string): Promise<{loaded: boolean; failures: string[]}> {
  const response = await page.goto(baseUrl + encodeURI(path), {waitUntil: 'load'});
  if (response?.status() !== 200) return {loaded: false, failures: [`${path}: HTTP ${response?.status()}`]};
  await waitForHydration(page);
  const h1 = await page
    .locator('article h1, header h1')
    .first()
    .textContent()
    .catch(() => null);
  return {loaded: true, failures: h1?.trim() ? [] : [`${path}: no h1`]};
}

/** The formatted violations of the loaded page: every rule but the colour rules, and the colour rules on the styles `colours` has not measured yet. */
async function violations(page: Page, whole: boolean, colourOnly: boolean, colours?: ColourStyles): Promise<string[]> {
  const include = whole ? undefined : 'main';
  const found = colours
    ? colourOnly
      ? await colours.violations(page, include)
      : await axeViolationsWithColours(page, {include, tags: TAGS}, colours)
    : await axeViolations(page, {include, ...(colourOnly ? {rules: COLOUR_RULES} : {tags: TAGS})});
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(' ')} — ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
  );
}

/** Checks the loaded page in light mode, switches to dark mode with the navbar toggle and checks it again. */
async function axeBothModes(page: Page, path: string): Promise<string[]> {
  const failures: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') {
      await page.locator('.navbar button[class*="toggleButton"]').first().click();
      await page.waitForSelector('html[data-theme="dark"]');
      // Let the colour transitions finish before colours are measured.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    }
    if ((await page.getAttribute('html', 'data-theme')) !== mode) failures.push(`${path}: not in ${mode} mode`);
    // Light mode runs every rule; dark mode re-runs the colour rules.
    for (const v of await violations(page, fullPage.has(path), mode === 'dark', colourStyles[mode]))
      failures.push(`${path} [${mode}]: ${v}`);
  }
  return failures;
}

let desktop: Promise<{routes: string[]; axe: string[]}> | undefined;

/**
 * The desktop sweep, run once for the tests that read it (whichever runs first starts it): each
 * route's checks, then axe on the same load; the not-found page gets axe only.
 */
function desktopSweep(): Promise<{routes: string[]; axe: string[]}> {
  desktop ??= (async () => {
    const known = new Set(sweepPaths);
    const failures = await sweep(
      browser(),
      [...sweepPaths, NOT_FOUND],
      DESKTOP_WORKERS,
      DESKTOP,
      async (page, errors, path) => {
        if (!known.has(path)) {
          await page.goto(baseUrl + encodeURI(path));
          await waitForHydration(page);
          return (await axeBothModes(page, path)).map((f) => `axe ${f}`);
        }
        const {loaded, failures: found} = await loadRoute(page, path);
        if (loaded) {
          const ended = await page.evaluate(() => decodeURI(location.pathname));
          // A doc page's sidebar, or on the changelog the blog's list of entries.
          const sidebar = changelogPaths.has(path) ? 'aside nav a[href]' : 'nav.menu a.menu__link';
          if ((await page.locator(sidebar).count()) === 0) found.push(`${path}: no sidebar`);
          if (ended !== path) found.push(`${path}: ended at ${ended}`);
          if (await page.locator('text=Page Not Found').count()) found.push(`${path}: not-found page shown`);
          if (errors.length) found.push(`${path}: console errors: ${errors.join(' | ')}`);
          found.push(...(await englishChrome(page, path, 1280)));
        }
        const axe = loaded && axePaths.has(path) ? await axeBothModes(page, path) : [];
        return [...found.map((f) => `route ${f}`), ...axe.map((f) => `axe ${f}`)];
      },
    );
    const pick = (kind: string) =>
      failures.filter((f) => f.startsWith(`${kind} `)).map((f) => f.slice(kind.length + 1));
    return {routes: pick('route'), axe: pick('axe')};
  })();
  return desktop;
}

/** The whole sweep takes minutes on 2 cores: the limit is for a hang, not a speed. */
const SWEEP_TIMEOUT = 1_800_000;

describe('every route of the specification and every extra page', () => {
  it('has all 164 routes of the specification, the extra pages and the Vietnamese portal guides to check', () => {
    expect(specRoutes.length).toBe(164);
    expect(extraRoutes.length).toBeGreaterThanOrEqual(4);
    // The sections outside the specification (the Vietnamese editions of the two portal guides: 25 + 15 pages,
    // the call-center guide's "Inbound calls and queues" and each guide's questions page included).
    const editions = routes.filter(
      (r) => r.section === 'portal_callcenter_guide_vie' || r.section === 'portal_autocall_guide_vie',
    );
    expect(editions.length).toBe(40);
    expect(routes.length).toBe(specRoutes.length + extraRoutes.length + editions.length);
    // The changelog: each list page and at least a few entries in each language.
    expect(changelogPages.filter((r) => r.kind === 'list').map((r) => r.path)).toEqual(
      changelogList.map((log) => log.route),
    );
    for (const log of changelogList)
      expect(
        changelogPages.filter((r) => r.log === log && r.kind === 'entry').length,
        log.route,
      ).toBeGreaterThanOrEqual(5);
  });

  it(
    'answers 200 with an h1 and a sidebar, logs no console error, and draws no English chrome on a Vietnamese page (the changelog included)',
    async () => {
      expect(viRoutes.length).toBeGreaterThanOrEqual(46);
      expect((await desktopSweep()).routes).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'answers 200 with an h1, logs no console error and draws no English chrome on a Vietnamese page at phone width (390 px)',
    async () => {
      // The desktop sidebar is not rendered on phones (it lives in the navbar menu), so this sweep
      // checks the menu button instead.
      const failures = await sweep(browser(), sweepPaths, PHONE_WORKERS, PHONE, async (page, errors, path) => {
        const {loaded, failures: found} = await loadRoute(page, path);
        if (!loaded) return found;
        if (!(await page.locator('button.navbar__toggle').isVisible())) found.push(`${path}: no menu button`);
        if (errors.length) found.push(`${path}: console errors: ${errors.join(' | ')}`);
        found.push(...(await englishChrome(page, path, 390)));
        return found;
      });
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it('serves the Vietnamese category both raw and percent-encoded', async () => {
    const {context, page} = await openPage(browser());
    for (const url of [
      `${baseUrl}/bitrix_pitel_vie/category/cài-đặt`,
      `${baseUrl}/bitrix_pitel_vie/category/c%C3%A0i-%C4%91%E1%BA%B7t`,
    ]) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('nav.menu:has(a.menu__link)').count()).toBe(1);
    }
    await context.close();
  });
});

describe('accessibility (axe, WCAG 2.0–2.2 A and AA)', () => {
  it(
    axeSample
      ? 'has no violation on one page per section or the not-found page, in light and in dark mode (AXE_SWEEP=sample)'
      : 'has no violation on any route, changelog page or the not-found page, in light and in dark mode',
    async () => {
      expect(axePaths.size).toBe(axeSample ? fullPage.size : sweepPaths.length + 1);
      expect((await desktopSweep()).axe).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it('reports the violations of a broken page (the check the sweep runs can fail)', async () => {
    const {context, page} = await openPage(browser());
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Broken</title></head><body><main><h1>Broken</h1><p style="color:#999;background:#fff">Grey on white</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
    );
    const found = (await violations(page, false, false)).map((v) => v.split(' ')[0]);
    expect(found).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']));
    expect((await violations(page, false, true)).map((v) => v.split(' ')[0])).toEqual(['color-contrast']);
    // The one rule that reads the stylesheets still gets them when asked for (tests/support/axe.ts, preloadFor).
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Locked</title><style>@media (orientation: portrait) { body { transform: rotate(90deg); } }</style></head><body><main><h1>Locked</h1></main></body></html>',
    );
    expect((await axeViolations(page, {rules: ['css-orientation-lock']})).map((v) => v.id)).toEqual([
      'css-orientation-lock',
    ]);
    // A page whose policy refuses scripts from elsewhere still gets axe-core (as text; tests/support/axe.ts).
    // (A new page: the first one's window keeps the axe-core it has.)
    const strict = await context.newPage();
    await strict.setContent(
      `<!doctype html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="script-src 'none'"><title>Strict</title></head><body><main><h1>Strict</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>`,
    );
    expect((await violations(strict, false, false)).map((v) => v.split(' ')[0])).toEqual(['image-alt']);
    await context.close();
  });

  it("still catches a contrast fault in one page's article once the sweep has measured every style of the site", async () => {
    await desktopSweep();
    // Most elements share a style measured on an earlier page: the sweep measured each style once.
    expect(colourStyles.light.reused).toBeGreaterThan(colourStyles.light.measured);
    const {context, page} = await openPage(browser(), DESKTOP);
    await page.goto(`${baseUrl}/api/v3/campaign/create`);
    await waitForHydration(page);
    // The page as the sweep left it: nothing new to measure, nothing found.
    expect(await violations(page, false, false, colourStyles.light)).toEqual([]);
    // A paragraph in a colour no page uses: a new style, measured and refused.
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.textContent = 'A faint warning';
      p.style.color = '#b0b0b0';
      document.querySelector('article')!.append(p);
    });
    expect((await violations(page, false, false, colourStyles.light)).map((v) => v.split(' ')[0])).toEqual([
      'color-contrast',
    ]);
    // The article's own paragraphs, made faint by a stylesheet: every one of them has a new key.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'article p { color: #c8c8c8 !important; }';
      document.head.append(style);
    });
    expect((await violations(page, false, false, colourStyles.light)).map((v) => v.split(' ')[0])).toEqual([
      'color-contrast',
    ]);
    // In dark mode too: a link as dark as the page behind it.
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await page.waitForSelector('html[data-theme="dark"]');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '#';
      a.textContent = 'a dark link';
      a.style.color = '#222';
      document.querySelector('article')!.append(a);
    });
    expect((await violations(page, false, true, colourStyles.dark)).map((v) => v.split(' ')[0])).toEqual([
      'color-contrast',
    ]);
    await context.close();
  });
});
