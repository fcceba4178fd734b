/**
 * A browser page for the tests: one that records console errors and uncaught exceptions, the waits
 * for hydration and for React to settle, and a query typed in the navbar's search box.
 */
import type {Browser, BrowserContext, BrowserContextOptions, Locator, Page} from 'playwright-core';

/** A page that records console errors and uncaught exceptions. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{context: BrowserContext; page: Page; errors: string[]}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, ...options});
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  return {context, page, errors};
}

/**
 * Waits until the page has hydrated: Docusaurus sets `data-has-hydrated` on <html> in an effect of its
 * root component, which runs once React has committed the hydrated tree.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
}

/** Console messages of React or Docusaurus about hydration (React 19 reports mismatches through onRecoverableError). */
export const HYDRATION_MESSAGE = /hydrat|onRecoverableError|did not match|react\.dev\/errors\/(418|419|422|423|425)/i;

/**
 * Waits until React has nothing left to do: two animation frames and an idle period after hydration,
 * so that a re-render that a recoverable error scheduled has run and reported.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 1000}))),
      ),
  );
}

/** The navbar's search box. */
export const SEARCH_BOX = '.navbar__items--right input[role="combobox"]';

/** Types a query into the navbar search box, as a reader does, and waits for its answer. */
export async function search(page: Page, box: Locator, query: string): Promise<Locator> {
  await box.click();
  await box.fill('');
  await box.pressSequentially(query);
  const popup = page.locator(`[data-status="ready"][data-query="${query}"]`);
  await popup.waitFor({timeout: 15_000});
  return popup;
}
