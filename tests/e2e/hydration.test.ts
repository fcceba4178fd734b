/**
 * The browser runs React DOM, exactly as Docusaurus ships it, over the HTML that React rendered at
 * build time. Hydration must adopt that HTML without a mismatch (a mismatch makes React throw the
 * server's HTML away and render the whole root again in the browser) at phone and desktop widths,
 * in both colour modes, and keep the server's text and headings. On the layered build; the stock
 * build's routes are hydrated in tests/e2e/stock.test.ts, the widths and modes in turn.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {ConsoleMessage, Page} from 'playwright-core';
import {afterAll, describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {HYDRATION_MESSAGE, openPage, settled, waitForHydration} from '../support/page';
import {loadSiteRoutes} from '../support/routes';
import {viSupportPage} from '../../src/config/pages';

const baseUrl = inject('baseUrl');
const buildDir = inject('buildDir');
const browser = useBrowser();

/** The first route of each section (the Vietnamese editions included), plus the heaviest page type and the Vietnamese support page. */
function samplePages(): string[] {
  const seen = new Map<string, string>();
  for (const route of loadSiteRoutes()) if (!seen.has(route.section)) seen.set(route.section, route.path);
  return [...new Set([...seen.values(), '/api/v3/campaign/create', viSupportPage])];
}

const WIDTHS = [390, 1280] as const;
const MODES = ['light', 'dark'] as const;

async function article(page: Page) {
  const text = await page.locator('article').first().innerText();
  const headings = await page
    .locator('article :is(h1,h2,h3)')
    .evaluateAll((els) => els.map((e) => e.id || e.textContent));
  return {text, headings};
}

/**
 * One context per width and kind (JavaScript off for the server's HTML, on for hydration), shared by
 * the sample pages: the site's scripts come from the browser's cache after the first page, as they
 * do for a reader, and each page is still a full document load hydrated afresh.
 */
const contexts = new Map<string, Promise<Awaited<ReturnType<typeof openPage>>>>();
function sharedPage(width: number, javaScriptEnabled: boolean) {
  const key = `${width} ${javaScriptEnabled}`;
  if (!contexts.has(key)) contexts.set(key, openPage(browser(), {javaScriptEnabled, viewport: {width, height: 844}}));
  return contexts.get(key)!;
}
afterAll(async () => {
  for (const c of contexts.values()) await (await c).context.close();
});

/** The page as the server rendered it, without JavaScript, at one width. */
async function serverArticle(pagePath: string, width: number) {
  const {page} = await sharedPage(width, false);
  await page.goto(baseUrl + encodeURI(pagePath));
  return article(page);
}

describe('hydration by React', () => {
  describe.each(samplePages())('%s', (pagePath) => {
    it.each(WIDTHS)(
      'hydrates without a mismatch and keeps the server text at %i px, in both colour modes',
      async (width) => {
        const server = await serverArticle(pagePath, width);
        // The route is loaded once per mode: a full document load each time, hydrated afresh.
        const {page, errors} = await sharedPage(width, true);
        const messages: string[] = [];
        const onConsole = (msg: ConsoleMessage) => {
          if (HYDRATION_MESSAGE.test(msg.text())) messages.push(`${msg.type()}: ${msg.text()}`);
        };
        page.on('console', onConsole);
        for (const mode of MODES) {
          messages.length = 0;
          errors.length = 0;
          // Init scripts run in the order they were added: the last one sets the mode of the next load.
          await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
          await page.goto(baseUrl + encodeURI(pagePath));
          await waitForHydration(page);
          await settled(page);
          expect(await page.getAttribute('html', 'data-theme'), mode).toBe(mode);
          expect(messages, `${mode} mode`).toEqual([]);
          expect(errors, `${mode} mode`).toEqual([]);
          const client = await article(page);
          expect(client.headings, `${mode} mode`).toEqual(server.headings);
          // Copy buttons and the like only add attributes and icons, never text.
          expect(client.text, `${mode} mode`).toBe(server.text);
        }
        page.off('console', onConsole);
      },
    );
  });

  it('runs React DOM in the browser, with no alias swapping it', async () => {
    const {context, page, errors} = await openPage(browser());
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const root = await page.evaluate(() => {
      const container = document.getElementById('__docusaurus')!;
      const w = window as unknown as {docusaurusRoot?: {_internalRoot?: {current?: unknown}}};
      return {
        // React DOM marks the container it renders into, and hydrateRoot returns its own root object.
        reactContainer: Object.keys(container).some((key) => key.startsWith('__reactContainer$')),
        fiberRoot: Boolean(w.docusaurusRoot?._internalRoot?.current),
      };
    });
    expect(root).toEqual({reactContainer: true, fiberRoot: true});
    // The main bundle carries React DOM 19 (its error URLs and version), and no Preact.
    const jsDir = path.join(buildDir, 'assets/js');
    const main = readdirSync(jsDir).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!;
    const code = readFileSync(path.join(jsDir, main), 'utf8');
    expect(code).toContain('react.dev/errors/');
    expect(code).toMatch(/"19\.\d+\.\d+"/);
    const preact = readdirSync(jsDir).filter(
      (f) =>
        f.endsWith('.js') &&
        /__preactattr_|preact\/compat|__PREACT_DEVTOOLS__/.test(readFileSync(path.join(jsDir, f), 'utf8')),
    );
    expect(preact).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
