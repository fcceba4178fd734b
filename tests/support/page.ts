/**
 * A browser page for the tests: one that records console errors and uncaught exceptions, and the waits
 * for hydration and for React to settle.
 */
import type {Browser, BrowserContext, BrowserContextOptions, Page} from 'playwright-core';

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
