/**
 * Printing: each guide's print edition (src/plugins/features/print-editions) printed to PDF by
 * Chromium holds every page of the guide, each starting a new sheet, and none of the site's chrome;
 * an ordinary page prints without chrome too, with every tab panel under its label and an outside
 * link's address after it (src/css/custom.css, "Printing"). The PDF's text comes from poppler's
 * pdftotext (tests/support/print.ts). The print pages are Vietnamese under a Vietnamese guide, say
 * noindex, and are in no sitemap, search index, twin or llms file; each guide's first page links its
 * print edition.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseDocument} from 'htmlparser2';
import {findOne, textContent} from 'domutils';
import {describe, expect, inject, it} from 'vitest';
import {printPath, sectionHome} from '../../src/config/sections';
import {printSections} from '../../src/plugins/features/print-editions';
import {text as printText} from '../../src/plugins/features/print-editions/client/text';
import {pageActionsEn} from '../../src/components/PageActions/text';
import {chromeEn} from '../../src/config/chrome-text';
import {viChrome, viComponents} from '../../src/config/vi-chrome';
import {axeViolationsWithColours, ColourStyles} from '../support/axe';
import {useBrowser} from '../support/browser';
import {openPage, waitForHydration} from '../support/page';
import {chromeLines, normalizeText, pdfPages, printProblems, printToPdf} from '../support/print';
import {loadSiteRoutes} from '../support/routes';
import {englishChromeIn} from '../support/vi-chrome';

const baseUrl = inject('baseUrl');
const buildDir = inject('buildDir');
const browser = useBrowser();
const routes = loadSiteRoutes();

function builtHtml(route: string): string {
  const rel = decodeURI(route).replace(/^\/|\/$/g, '');
  return readFileSync(path.join(buildDir, rel, 'index.html'), 'utf8');
}

/** The h1 of a built page, as the reader sees it. */
function h1Of(html: string): string {
  const h1 = findOne((e) => e.name === 'h1', parseDocument(html).children);
  return normalizeText(h1 ? textContent(h1) : '');
}

/**
 * Chrome strings that must never be printed, whether or not the page shows them: the theme's edit link, the
 * page tools, and a diagram's "as text" toggle (the article's own, so not among a page's chrome lines).
 */
const ALWAYS_CHROME = [
  'Edit this page',
  pageActionsEn.copy,
  pageActionsEn.view,
  viComponents.pageActions.copy,
  viComponents.pageActions.view,
  chromeEn.diagramAsText,
  viChrome.diagramAsText,
];

const editions = printSections().map((section) => ({
  section,
  path: printPath(section),
  // Every page of the guide, by the title its own page shows.
  titles: routes.filter((r) => r.section === section.id).map((r) => h1Of(builtHtml(r.path))),
}));

/** The SDK guide's edition is the longest print (bench/results/2026-11-27-gate-time.md): the limit is for a hang, and on a loaded 2-core machine the print alone has passed 600 s. */
const PRINT_TIMEOUT = 1_800_000;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Loads a page as a reader opens it. */
async function load(route: string) {
  const opened = await openPage(browser());
  await opened.page.goto(baseUrl + encodeURI(route), {waitUntil: 'load'});
  await waitForHydration(opened.page);
  return opened;
}

/** What one load of an edition shows: its chrome, its printed pages, its console errors, its links and ids, and axe's findings in both modes. */
interface EditionVisit {
  chrome: string[];
  pages: string[];
  errors: string[];
  contents: (string | null)[];
  ids: string[];
  /** The number of links of each selector given to `visitEditions`, within the edition. */
  links: Record<string, number>;
  axe: string[];
}

/** Links the link test looks for on the call-center guide's edition: the sign-in page's "What you see first" link, and its link to the Create users page. */
const SIGN_IN_LINKS = [
  'section[aria-labelledby="index"] a[href="#index--what-you-see-first"]',
  'section[aria-labelledby="index"] a[href="#user"]',
];

let visits: Promise<Map<string, EditionVisit>> | undefined;

/**
 * Loads each edition once for every check that needs it in the browser (an edition is a whole guide:
 * the SDK guide's is the longest, and loading and hydrating one costs seconds): its chrome is read,
 * it is printed, its links and ids are read, then axe checks it in light mode and, after the navbar
 * toggle, its colours in dark mode (printing leaves the page as it was: the site has no print
 * handler). Run once for the tests that read it, whichever runs first.
 */
function visitEditions(): Promise<Map<string, EditionVisit>> {
  visits ??= (async () => {
    const colours = {light: new ColourStyles(), dark: new ColourStyles()};
    const out = new Map<string, EditionVisit>();
    for (const {path: route} of editions) {
      const {context, page, errors} = await load(route);
      const chrome = await chromeLines(page);
      const pages = pdfPages(await printToPdf(page));
      // The errors of the load and the print (axe's injection is not the page's).
      const printErrors = [...errors];
      const contents = await page
        .locator('nav[aria-labelledby="print-contents"] a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const ids = await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id));
      const links: Record<string, number> = {};
      for (const selector of SIGN_IN_LINKS) links[selector] = await page.locator(selector).count();
      const axe: string[] = [];
      for (const mode of ['light', 'dark'] as const) {
        if (mode === 'dark') {
          await page.locator('.navbar button[class*="toggleButton"]').first().click();
          await page.waitForSelector('html[data-theme="dark"]');
          await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        }
        const found =
          mode === 'light'
            ? await axeViolationsWithColours(page, {include: undefined, tags: AXE_TAGS}, colours.light)
            : await colours.dark.violations(page);
        axe.push(
          ...found.map(
            (v) => `${route} [${mode}]: ${v.id}: ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(' ')}`,
          ),
        );
      }
      out.set(route, {chrome, pages, errors: printErrors, contents, ids, links, axe});
      await context.close();
    }
    return out;
  })();
  return visits;
}

describe('print editions', () => {
  it('has one for each guide: both editions of the two portal guides, both Bitrix24 guides and the SDK guide', () => {
    expect(editions.map((e) => e.section.id).sort()).toEqual(
      [
        'bitrix_eng',
        'bitrix_vie',
        'pitel_app',
        'portal_autocall_guide',
        'portal_autocall_guide_vie',
        'portal_callcenter_guide',
        'portal_callcenter_guide_vie',
      ].sort(),
    );
    for (const {titles, section} of editions) expect(titles.length, section.id).toBeGreaterThan(5);
    expect(new Set(editions.flatMap((e) => e.titles)).has('')).toBe(false);
  });

  it.each(editions)(
    '$path prints every page of its guide, each from a new sheet, after a title page and the contents, with no chrome',
    async ({section, path: route, titles}) => {
      const {chrome, pages, errors} = (await visitEditions()).get(route)!;
      // The page has chrome to look for: navbar, footer, the print button.
      expect(chrome.length, 'chrome lines on the page').toBeGreaterThan(8);
      const t = printText[section.lang];
      const title = section.print!.title;
      expect(
        printProblems(pages, {
          pageTitles: titles,
          present: [title, t.contents, 'Pitel Docs'],
          absent: [...chrome, ...ALWAYS_CHROME],
        }),
      ).toEqual([]);
      // The title page holds the guide's title, the site and the date; the contents start the next sheet.
      expect(normalizeText(pages[0]!)).toMatch(
        new RegExp(`^Pitel Docs ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .*\\d{4}`),
      );
      expect(normalizeText(pages[1]!).startsWith(t.contents)).toBe(true);
      expect(pages.length).toBeGreaterThanOrEqual(titles.length + 2);
      expect(errors).toEqual([]);
    },
    PRINT_TIMEOUT,
  );

  it(
    'links within the print page: the contents to each page, and pages to one another',
    async () => {
      const {contents, ids, links} = (await visitEditions()).get('/guide/portal_callcenter_guide/print')!;
      expect(contents.length).toBeGreaterThanOrEqual(24);
      expect(contents.filter((href) => !href?.startsWith('#') || !ids.includes(href.slice(1)))).toEqual([]);
      expect(new Set(ids).size).toBe(ids.length);
      // The sign-in page's "What you see first" link, and its link to the Create users page.
      for (const selector of SIGN_IN_LINKS) expect(links[selector], selector).toBeGreaterThan(0);
    },
    PRINT_TIMEOUT,
  );

  it(
    'have no accessibility violation (axe, WCAG 2.0–2.2 A and AA), navbar and footer included, in light and in dark mode',
    async () => {
      // The route sweep (tests/e2e/routes.test.ts) checks doc pages, which have a sidebar; these have none, so they are checked here.
      const visited = await visitEditions();
      expect([...visited.keys()]).toEqual(editions.map((e) => e.path));
      expect([...visited.values()].flatMap((v) => v.axe)).toEqual([]);
    },
    PRINT_TIMEOUT,
  );

  it("hold every diagram of their guide's pages, drawn in the server HTML", () => {
    const diagrams = (html: string) => (html.match(/class="?pitel-diagram\b/g) ?? []).length;
    for (const {section, path: route} of editions) {
      const own = routes.filter((r) => r.section === section.id).reduce((n, r) => n + diagrams(builtHtml(r.path)), 0);
      expect(diagrams(builtHtml(route)), route).toBe(own);
    }
    expect(diagrams(builtHtml('/guide/portal_callcenter_guide/print'))).toBeGreaterThan(0);
  });

  it('are Vietnamese under a Vietnamese guide, in the page language and with no English chrome', () => {
    for (const {section, path: route} of editions) {
      const html = builtHtml(route);
      expect(/<html[^>]*\blang="?([a-z-]+)/.exec(html)?.[1], route).toBe(section.lang);
      if (section.lang === 'vi') expect(englishChromeIn(html), route).toEqual([]);
    }
  });

  it('are left out of the sitemap, the search index, the twins and the llms files, and say noindex', () => {
    const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    const searchFiles = (readdirSync(path.join(buildDir, 'search'), {recursive: true}) as string[]).filter((f) =>
      f.endsWith('.json'),
    );
    const search = searchFiles.map((f) => readFileSync(path.join(buildDir, 'search', f), 'utf8')).join('\n');
    // The llms files list pages by their twins (`….md`) and `Source:` lines; a guide's first page links its print edition, as its twin does.
    const llms = ['llms.txt', 'llms-full.txt'].map((f) => readFileSync(path.join(buildDir, f), 'utf8')).join('\n');
    expect(searchFiles.length).toBeGreaterThan(10);
    for (const {path: route} of editions) {
      expect(/<meta[^>]*name="?robots"?[^>]*content="?noindex/.test(builtHtml(route)), route).toBe(true);
      expect(sitemap, route).not.toContain(`${route}<`);
      expect(search, route).not.toContain(route);
      expect(llms, route).not.toContain(`${route}.md`);
      expect(llms, route).not.toMatch(new RegExp(`Source: \\S*${route}\\b`));
      expect(
        existsSync(path.join(buildDir, `${route.slice(1)}.md`)) ||
          existsSync(path.join(buildDir, route.slice(1), 'index.md')),
        route,
      ).toBe(false);
    }
    // The pages they repeat are still there.
    expect(sitemap).toContain('/guide/portal_callcenter_guide/queue<');
  });

  it("are linked from each guide's first page, in its language", () => {
    for (const {section, path: route} of editions) {
      const doc = parseDocument(builtHtml(sectionHome(section)));
      const link = findOne((e) => e.name === 'a' && e.attribs.href === route, doc.children);
      expect(link && normalizeText(textContent(link)), sectionHome(section)).toBe(printText[section.lang].print);
      // The edition holds that first page, but not its line leading to the edition itself.
      const article = findOne((e) => e.name === 'article', parseDocument(builtHtml(route)).children)!;
      expect(
        findOne(
          (e) => e.name === 'a' && normalizeText(textContent(e)) === printText[section.lang].print,
          article.children,
        ),
        route,
      ).toBeNull();
    }
  });
});

describe('an ordinary page', () => {
  /** An outside link and a link inside the site, added to the article: only the first gets its address printed. */
  async function addLinks(page: import('playwright-core').Page) {
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.innerHTML =
        'See <a href="https://example.com/print-check">the outside page</a> and <a href="/support">Support</a>.';
      document.querySelector('.theme-doc-markdown')!.append(p);
    });
  }

  it('prints without chrome, every tab panel under its label, diagrams, and the address of an outside link', async () => {
    const {context, page, errors} = await load('/pitel_app/');
    await addLinks(page);
    const chrome = await chromeLines(page);
    expect(chrome.length).toBeGreaterThan(8);
    // The iOS panels are hidden on screen.
    expect(await page.getByText('Add the usage descriptions and background modes').isVisible()).toBe(false);
    const pages = pdfPages(await printToPdf(page));
    expect(
      printProblems(pages, {
        present: [
          h1Of(builtHtml('/pitel_app/')),
          'Android',
          'iOS',
          'Add the usage descriptions and background modes',
          'the outside page (https://example.com/print-check)',
        ],
        absent: [...chrome, ...ALWAYS_CHROME, '(/support)', printText.en.print],
      }),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the print check can fail', () => {
  it('reports chrome, a missing page and a page that does not start a sheet (broken fixture)', async () => {
    const {context, page} = await openPage(browser());
    await page.setContent(readFileSync(path.resolve(__dirname, '../fixtures/print/broken-print.html'), 'utf8'));
    const chrome = await chromeLines(page);
    const pages = pdfPages(await printToPdf(page));
    expect(printProblems(pages, {pageTitles: ['First page', 'Second page', 'Third page'], absent: chrome})).toEqual([
      'title does not start a printed page: Second page',
      'missing title: Third page',
      'chrome printed: Call Center API · User Guides',
      'chrome printed: © 2026 Pitel. Documentation for the Pitel call-center platform.',
    ]);
    await context.close();
  });

  it("reports a site page's chrome when it is printed with the screen's styles instead of print's", async () => {
    const {context, page} = await load('/guide/portal_callcenter_guide/queue');
    const chrome = await chromeLines(page);
    await page.emulateMedia({media: 'screen'});
    const found = printProblems(pdfPages(await printToPdf(page)), {absent: chrome});
    // The navbar's title, the page tools, the footer (at A4's width the navbar's links are in its closed menu).
    expect(found).toEqual(
      expect.arrayContaining([
        'chrome printed: Pitel Docs',
        `chrome printed: ${pageActionsEn.copy}`,
        'chrome printed: API keys and tokens',
      ]),
    );
    await context.close();
  });
});
