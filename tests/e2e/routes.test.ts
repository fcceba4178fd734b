/**
 * The route sweep: every route of the specification, every extra page and every page of the changelog,
 * at desktop and phone width, and the axe sweep of accessibility. Each route is loaded once, two pages
 * at a time (one per core of the CI machine): the route checks and the axe checks of both colour modes
 * run at desktop width, then the page is narrowed to phone width for the phone checks. No page may
 * request anything from another host.
 *
 * On the Vietnamese pages, the sweep also looks for English chrome in the hydrated DOM
 * (tests/support/vi-chrome.ts), at both widths (at phone width on a second load: NARROW says why).
 *
 * `AXE_SWEEP=sample` (npm run test:quick) runs axe on one page per section, each changelog's list and
 * the not-found pages instead of every route; the route checks still cover every route. `npm test`
 * sweeps everything.
 */
import type {Browser, BrowserContextOptions, Page} from 'playwright-core';
import {describe, expect, inject, it} from 'vitest';
import {axeViolations, axeViolationsWithColours, COLOUR_RULES, ColourStyles} from '../support/axe';
import {useBrowser} from '../support/browser';
import {openPage, settled, waitForHydration} from '../support/page';
import {extraRoutes, viNotFoundPage} from '../../src/config/pages';
import {changelogRoutes, loadSiteRoutes, loadSpecRoutes, viSitePaths} from '../support/routes';
import {changelogList} from '../../src/config/changelog';
import {englishChromeIn, englishChromeStrings} from '../support/vi-chrome';
import {adminPrefixes} from '../../src/config/sections';
import {isUnder} from '../../src/config/page-langs';

const specRoutes = loadSpecRoutes().routes;
/** The specification's routes and the site's extra pages (see loadSiteRoutes). */
const routes = loadSiteRoutes();
/** The changelog's list pages and entries (src/config/changelog.ts): blog pages, with the blog's sidebar instead of a docs sidebar. */
const changelogPages = changelogRoutes();
const changelogPaths = new Set(changelogPages.map((r) => r.path));
/** Every page the sweep loads. */
const sweepPaths = [...routes.map((r) => r.path), ...changelogPages.map((r) => r.path)];
const NOT_FOUND = '/this-page-does-not-exist';
/** The pages whose chrome leaves out the developer items (src/components/useAudience.ts). */
const adminPages = adminPrefixes();
const baseUrl = inject('baseUrl');
const browser = useBrowser();

/**
 * Pages loaded at once: two, measured against one and three in bench/results/2026-11-27-gate-time.md
 * ("Pages at once in the route sweep"). The work is bound by the CPU, so two pages help a little only.
 */
const WORKERS = 2;
const WIDE = {width: 1280, height: 900};
/**
 * The phone checks narrow the loaded page to this size instead of loading it again: the menu button
 * follows the stylesheet's breakpoint, and console errors while the page redraws at phone width are
 * caught (those of a load and hydration at phone width: tests/e2e/hydration.test.ts, on a sample).
 * A Vietnamese page is loaded again at phone width for its English chrome, so that the chrome is read
 * as a phone load draws it, not as a narrowed page redraws it (a wide table's name, for one, follows a
 * resize only after a delay: src/clientModules/scrollableTables.ts).
 */
const NARROW = {width: 390, height: 844};
/**
 * The sweep's pages prefer reduced motion. Infima then sets its transition times to 0 s, so
 * the colours settle as soon as the mode toggles instead of after 0.2 s of transition (the sweep
 * still waits for any running animation before measuring). What axe measures is the same: the
 * colours at rest, in each mode.
 */
const DESKTOP: BrowserContextOptions = {viewport: WIDE, reducedMotion: 'reduce'};

/** The Vietnamese pages, whose drawn chrome must have no English (tests/e2e/vietnamese.test.ts covers their server HTML). */
const viRoutes = viSitePaths();
const viRouteSet = new Set([...viRoutes, viNotFoundPage]);
const englishStrings = englishChromeStrings();

/** On a Vietnamese page, the English chrome in the DOM as drawn: hydration must not bring English back. */
async function englishChrome(page: Page, path: string, width: number): Promise<string[]> {
  if (!viRouteSet.has(path)) return [];
  return englishChromeIn(await page.content(), englishStrings).map(
    (f) => `${path}: English chrome at ${width} px: ${f}`,
  );
}

/** The not-found pages (an unknown address, and the Vietnamese one): axe, the phone checks and, in Vietnamese, the English chrome. */
const notFoundPaths = [NOT_FOUND, viNotFoundPage];

/**
 * The navbar, sidebar and footer are the same components on every page of a section: axe checks them
 * in full on the first page of each section and on the not-found pages; on the other pages it covers
 * <main> (the article, its table of contents and pagination).
 */
const fullPage = new Set([
  ...new Map(routes.map((r) => [r.section, r.path])).values(),
  ...changelogList.map((log) => log.route),
  ...notFoundPaths,
]);
const axeSample = process.env.AXE_SWEEP === 'sample';
const axePaths = new Set(axeSample ? fullPage : [...sweepPaths, ...notFoundPaths]);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * The colour rules (color-contrast, link-in-text-block) measure each distinct colour style once per
 * mode, over the whole sweep (ColourStyles in tests/support/axe.ts): they took about two thirds of
 * the sweep when they measured every element of every page in both modes.
 */
const colourStyles = {light: new ColourStyles(), dark: new ColourStyles()};

/** Runs `visit` on every path, WORKERS pages at a time, each page in its own context; returns the failures. */
async function sweep(
  b: Browser,
  paths: string[],
  visit: (page: Page, errors: string[], path: string) => Promise<string[]>,
): Promise<string[]> {
  const queue = [...paths];
  const failures: string[] = [];
  await Promise.all(
    Array.from({length: WORKERS}, async () => {
      const {context, page, errors} = await openPage(b, DESKTOP);
      // Every page load starts in light mode (the default); the axe sweep's toggle switches it.
      await page.addInitScript(() => localStorage.setItem('theme', 'light'));
      // Privacy: no page makes a request to another host.
      const foreign: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(req.url());
      });
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        errors.length = 0;
        foreign.length = 0;
        // The previous route ended at phone width.
        await page.setViewportSize(WIDE);
        failures.push(...(await visit(page, errors, path)));
        if (foreign.length) failures.push(`route ${path}: requests to another host: ${foreign.join(' ')}`);
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

/**
 * Narrows the loaded page to phone width and checks what a reader on a phone gets: the menu button
 * (the desktop sidebar is not rendered on phones; it lives in the navbar menu), no console error while
 * the page draws its phone layout, and on a Vietnamese page, loaded again at that width, no English
 * chrome and no console error.
 */
async function phoneChecks(page: Page, errors: string[], path: string): Promise<string[]> {
  errors.length = 0;
  await page.setViewportSize(NARROW);
  await settled(page);
  const found: string[] = [];
  if (!(await page.locator('button.navbar__toggle').isVisible())) found.push(`${path}: no menu button`);
  if (viRouteSet.has(path)) {
    await page.reload();
    await waitForHydration(page);
    await settled(page);
    found.push(...(await englishChrome(page, path, NARROW.width)));
  }
  if (errors.length) found.push(`${path}: console errors: ${errors.join(' | ')}`);
  return found;
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

type SweepFailures = {routes: string[]; phone: string[]; axe: string[]};
let swept: Promise<SweepFailures> | undefined;

/**
 * The sweep, run once for the tests that read it (whichever runs first starts it): each route's
 * checks, axe on the same load, then the phone checks; the not-found pages get all but the route checks.
 */
function routeSweep(): Promise<SweepFailures> {
  swept ??= (async () => {
    const failures = await sweep(browser(), [...sweepPaths, ...notFoundPaths], async (page, errors, path) => {
      if (notFoundPaths.includes(path)) {
        await page.goto(baseUrl + encodeURI(path));
        await waitForHydration(page);
        const english = await englishChrome(page, path, WIDE.width);
        const axe = await axeBothModes(page, path);
        const phone = await phoneChecks(page, errors, path);
        return [...english.map((f) => `route ${f}`), ...axe.map((f) => `axe ${f}`), ...phone.map((f) => `phone ${f}`)];
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
        // The announcement bar's developer news: on the API, SDK and Bitrix24 pages only, none on the pages
        // with an administrator's chrome (adminPrefixes; tests/unit/page-lang.test.ts names them).
        const bars = await page.locator('[role="banner"][class*="announcementBar"]').count();
        if (bars !== (isUnder(path, adminPages) ? 0 : 1)) found.push(`${path}: ${bars} announcement bars`);
        found.push(...(await englishChrome(page, path, WIDE.width)));
        // Each diagram, drawn at build time (tests/e2e/behaviours.test.ts): named, with its text, at a readable size.
        const diagrams = await page.locator('article .pitel-diagram svg').evaluateAll((svgs) =>
          svgs
            .filter((svg) => !svg.closest('[hidden]'))
            .map((svg) => {
              const box = svg.getBoundingClientRect();
              const named = svg.getAttribute('role') === 'img' && /\w/.test(svg.getAttribute('aria-label') ?? '');
              return named && svg.querySelectorAll('text').length > 1 && box.width > 100 && box.height > 50;
            }),
        );
        if (diagrams.includes(false)) found.push(`${path}: a diagram without a name or text, or under 100 × 50 px`);
      }
      const axe = loaded && axePaths.has(path) ? await axeBothModes(page, path) : [];
      const phone = loaded ? await phoneChecks(page, errors, path) : [];
      return [...found.map((f) => `route ${f}`), ...axe.map((f) => `axe ${f}`), ...phone.map((f) => `phone ${f}`)];
    });
    const pick = (kind: string) =>
      failures.filter((f) => f.startsWith(`${kind} `)).map((f) => f.slice(kind.length + 1));
    return {routes: pick('route'), phone: pick('phone'), axe: pick('axe')};
  })();
  return swept;
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
    'answers 200 with an h1 and a sidebar, logs no console error, requests nothing from another host, shows the announcement bar on the API, SDK and Bitrix24 pages only, draws each diagram named and readable, and no English chrome on a Vietnamese page (the changelog and the Vietnamese not-found page included)',
    async () => {
      expect(viRoutes.length).toBeGreaterThanOrEqual(46);
      expect((await routeSweep()).routes).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'shows the menu button, logs no console error and draws no English chrome on a Vietnamese page at phone width (390 px)',
    async () => {
      expect((await routeSweep()).phone).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );
});

describe('accessibility (axe, WCAG 2.0–2.2 A and AA)', () => {
  it(
    axeSample
      ? 'has no violation on one page per section or the not-found page, in light and in dark mode (AXE_SWEEP=sample)'
      : 'has no violation on any route, changelog page or not-found page, in light and in dark mode',
    async () => {
      expect(axePaths.size).toBe(axeSample ? fullPage.size : sweepPaths.length + notFoundPaths.length);
      expect((await routeSweep()).axe).toEqual([]);
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
    await routeSweep();
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
