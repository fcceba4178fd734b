/** One Chromium per test file, for the browser tests. */
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll} from 'vitest';
import {launchBrowser} from './chromium';

export {CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser} from './chromium';

/** Launches one browser for a test file (closed after its tests) and returns a getter for it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet: call it inside a test');
    return browser;
  };
}
