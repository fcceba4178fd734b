import type {Browser, BrowserContext, BrowserContextOptions, Page} from 'playwright-core';

/** A page that records console errors and uncaught exceptions. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{context: BrowserContext; page: Page; errors: string[]}> {
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
 * Waits until the page has hydrated, including (unless `deferred: false`) the parts that hydrate in
 * later tasks (src/client/DeferHydration.tsx). Each deferred part waits for a zero-delay timer, and
 * parts nested in it for a later one; timers run in the order they were set, so a chain of
 * zero-delay timers set now ends after all of them (the nesting is three levels at most).
 */
export async function waitForHydration(page: Page, {deferred = true}: {deferred?: boolean} = {}): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
  if (deferred) {
    await page.evaluate(async () => {
      for (let i = 0; i < 12; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}
