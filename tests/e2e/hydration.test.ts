/**
 * The browser runs the site on Preact (src/plugins/preact) over HTML rendered by React on the
 * server: hydration must keep the server's content and make the interactive parts work.
 */
import {describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {openPage, waitForHydration} from '../support/page';
import {loadSpecRoutes} from '../support/routes';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The first route of each section of the specification, plus the two heaviest page types. */
function samplePages(): string[] {
  const seen = new Map<string, string>();
  for (const route of loadSpecRoutes().routes) if (!seen.has(route.section)) seen.set(route.section, route.path);
  return [...new Set([...seen.values(), '/', '/api/v3/campaign/create', '/bitrix_pitel_vie/category/cài-đặt'])];
}

async function articleText(pagePath: string, javaScriptEnabled: boolean) {
  const {context, page, errors} = await openPage(browser(), {javaScriptEnabled});
  await page.goto(baseUrl + encodeURI(pagePath));
  if (javaScriptEnabled) await waitForHydration(page);
  const text = await page.locator('article').first().innerText();
  const headings = await page.locator('article :is(h1,h2,h3)').evaluateAll((els) => els.map((e) => e.id || e.textContent));
  await context.close();
  return {text, headings, errors};
}

describe('hydration', () => {
  it.each(samplePages())('keeps the server-rendered content of %s', async (pagePath) => {
    const server = await articleText(pagePath, false);
    const client = await articleText(pagePath, true);
    expect(client.errors).toEqual([]);
    expect(client.headings).toEqual(server.headings);
    // Copy buttons and the like only add attributes and icons, never text.
    expect(client.text).toBe(server.text);
  });

  it.each([
    ['/', 1280],
    ['/', 412],
    ['/api/v3/campaign/create', 412],
    ['/pitel_app/', 1280],
  ])('adopts the server-rendered elements of %s at %i px instead of building them again', async (pagePath, width) => {
    const {context, page, errors} = await openPage(browser(), {viewport: {width, height: 823}});
    // Marks every element the HTML parser made, before the deferred bundles run, and records the
    // elements taken out of the page from then on.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const el of document.querySelectorAll('#__docusaurus *')) (el as Element & {fromHtml?: true}).fromHtml = true;
        const removed: Node[] = ((window as unknown as {removedNodes: Node[]}).removedNodes = []);
        new MutationObserver((records) => {
          for (const r of records) removed.push(...r.removedNodes);
        }).observe(document.getElementById('__docusaurus')!, {childList: true, subtree: true});
      });
    });
    await page.goto(baseUrl + pagePath);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    const rebuilt = await page.evaluate(() => {
      const fresh = [...document.querySelectorAll('#__docusaurus *')].filter((el) => !(el as Element & {fromHtml?: true}).fromHtml);
      // Copy buttons are made in the browser on purpose (they need the clipboard).
      return fresh
        .filter((el) => !fresh.includes(el.parentElement!) && !el.closest('.theme-code-block button, .theme-code-block [class*="buttons"]'))
        .map((el) => `${el.parentElement?.className} > ${el.tagName.toLowerCase()}.${el.className}`);
    });
    expect(rebuilt).toEqual([]);
    // Nothing was moved either: an element taken out and put back makes the browser restyle and lay
    // out everything in it again (as when the server HTML holds an element the client does not render).
    const moved = await page.evaluate(() =>
      (window as unknown as {removedNodes: Node[]}).removedNodes
        .filter((n): n is Element => n.isConnected && n.nodeType === Node.ELEMENT_NODE)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    );
    expect(moved).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches code-sample tabs, and remembers the choice on the next page', async () => {
    const {context, page, errors} = await openPage(browser());
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const python = page.getByRole('tab', {name: 'Python'}).first();
    await python.click();
    await expect(python.getAttribute('aria-selected')).resolves.toBe('true');
    await page.goto(`${baseUrl}/api/v3/campaign/create`);
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'Python'}).first().getAttribute('aria-selected')).resolves.toBe('true');
    // The stored choice is applied as an update after hydration: the panels follow the tabs.
    const firstTabs = page.locator('.tabs-container').first();
    await expect(firstTabs.locator('[role="tabpanel"]:visible .theme-code-block.language-python').count()).resolves.toBe(1);
    await expect(firstTabs.locator('[role="tabpanel"]:visible .theme-code-block.language-bash').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates the article, its tab groups and the footer after the page chrome, in later tasks', async () => {
    const {context, page, errors} = await openPage(browser(), {viewport: {width: 412, height: 823}});
    // Tags each element with the task in which it got its first event listener (hydration adds the
    // listeners). The task counter moves on in a zero-delay timer, set when a task first adds one:
    // timers run in the order they were set, so this one runs before those of the deferred parts.
    await page.addInitScript(() => {
      let task = 0;
      let counting = false;
      const add = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
        const tagged = this as Partial<Element> & {hydrationTask?: number};
        if (this instanceof Element && tagged.hydrationTask === undefined) tagged.hydrationTask = task;
        if (!counting) {
          counting = true;
          setTimeout(() => {
            task += 1;
            counting = false;
          }, 0);
        }
        return add.apply(this, args);
      } as EventTarget['addEventListener'];
    });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const taskOf = (selector: string) =>
      page.locator(selector).first().evaluate((el) => (el as Element & {hydrationTask?: number}).hydrationTask ?? null);
    const menuButton = await taskOf('button.navbar__toggle');
    expect(menuButton).not.toBeNull();
    const article = await taskOf('article .theme-doc-markdown a[href^="/"]');
    const tab = await taskOf('article [role="tab"]');
    const footer = await taskOf('footer a[href]');
    for (const later of [article, tab, footer]) expect(later).toBeGreaterThan(menuButton!);
    // A tab group inside the article waits for the article.
    expect(tab).toBeGreaterThan(article!);
    // And all of it works once hydrated.
    const python = page.getByRole('tab', {name: 'Python'}).first();
    await python.click();
    await expect(python.getAttribute('aria-selected')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('navigates client-side from a sidebar link without a document load', async () => {
    const {context, page, errors} = await openPage(browser());
    await page.goto(`${baseUrl}/guide/portal_callcenter_guide/`);
    await waitForHydration(page);
    let documents = 0;
    page.on('request', (req) => {
      if (req.resourceType() === 'document') documents += 1;
    });
    const link = page.locator('.theme-doc-sidebar-menu a.menu__link[href^="/guide/"]:not(.menu__link--active)').nth(1);
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.locator('article h1').isVisible()).resolves.toBe(true);
    expect(documents).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('main-thread work while a page loads', () => {
  it.each(['/', '/api/v3/campaign/create', '/bitrix_pitel_vie/'])('never starts the string collator on %s', async (pagePath) => {
    // The first localeCompare of a page initialises the ICU collator, a long task on a phone
    // (src/plugins/no-collator).
    const {context, page, errors} = await openPage(browser(), {viewport: {width: 1280, height: 823}});
    await page.addInitScript(() => {
      const original = String.prototype.localeCompare;
      const w = window as unknown as {localeCompareCalls: number};
      w.localeCompareCalls = 0;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
        w.localeCompareCalls += 1;
        return original.apply(this, args);
      };
    });
    await page.goto(baseUrl + pagePath);
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as {localeCompareCalls: number}).localeCompareCalls)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
