/** Launches Debian's Chromium through playwright-core with the flags this machine needs. */
import {existsSync} from 'node:fs';
import {chromium, type Browser} from 'playwright-core';
import {afterAll, beforeAll} from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH)`);
  }
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true});
}

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
