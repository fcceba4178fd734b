/**
 * Launches Debian's Chromium through playwright-core with the flags this machine needs.
 * Free of vitest, so the benches can use it too.
 *
 * The tests use Debian's headless shell (`chromium-headless-shell`: the same engine without the
 * browser's UI layer, cheaper per page: bench/results/2026-11-27-gate-time.md); the benches and
 * Lighthouse, which measure what a reader's browser does, use the full browser (`/usr/bin/chromium`).
 */
import {existsSync} from 'node:fs';
import {chromium, type Browser, type BrowserServer} from 'playwright-core';

/** The full browser, for the benches. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The tests' browser. */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function checkChromium(executablePath: string) {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: run "bash scripts/install-test-deps.sh" (or set ${executablePath === TEST_CHROMIUM_PATH ? 'TEST_CHROMIUM_PATH' : 'CHROMIUM_PATH'})`,
    );
  }
}

/** Launches a browser: the full one unless told another (the tests pass TEST_CHROMIUM_PATH). */
export async function launchBrowser(executablePath = CHROMIUM_PATH): Promise<Browser> {
  checkChromium(executablePath);
  return chromium.launch({executablePath, args: CHROMIUM_ARGS, headless: true});
}

/** The tests' browser, started as a server that several processes connect to (`connectBrowser`). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  checkChromium(TEST_CHROMIUM_PATH);
  return chromium.launchServer({executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true});
}

export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
