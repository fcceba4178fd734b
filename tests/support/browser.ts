/**
 * The browser of the browser tests: the one Chromium that tests/e2e/global-setup.ts starts for the
 * whole run, connected to once per test file (a file's contexts are closed when it disconnects).
 */
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, inject} from 'vitest';
import {connectBrowser, launchBrowser, TEST_CHROMIUM_PATH} from './chromium';

/**
 * Connects a test file to the shared browser (or, outside the e2e project, launches one), closes the
 * connection after its tests, and returns a getter for it.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const endpoint = inject('browserWSEndpoint');
    browser = endpoint ? await connectBrowser(endpoint) : await launchBrowser(TEST_CHROMIUM_PATH);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet: call it inside a test');
    return browser;
  };
}
