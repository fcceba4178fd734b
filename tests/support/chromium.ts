/**
 * Launches Debian's Chromium through playwright-core with the flags this machine needs.
 * Free of vitest, so the benchmarks can use it too.
 */
import {existsSync} from 'node:fs';
import {chromium, type Browser} from 'playwright-core';

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
