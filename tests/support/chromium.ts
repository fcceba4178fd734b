/**
 * Launches Debian's Chromium through playwright-core with the flags this machine needs.
 * Free of vitest, so the benchmarks can use it too.
 */
import {existsSync} from 'node:fs';
import {chromium, type Browser, type BrowserServer} from 'playwright-core';

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

function checkChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH)`,
    );
  }
}

export async function launchBrowser(): Promise<Browser> {
  checkChromium();
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true});
}

/** The same Chromium, started as a server that several processes connect to (`connectBrowser`). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  checkChromium();
  return chromium.launchServer({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true});
}

export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
