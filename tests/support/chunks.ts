/**
 * Helpers to find the JavaScript chunks of a route and to rewrite them, so that the browser
 * tests can make a route slow, fail to load, or crash.
 */
import vm from 'node:vm';
import type {Browser, Page} from 'playwright-core';
import {openPage, waitForHydration} from './page';

/** Makes the page report a slow connection, so Docusaurus neither prefetches nor preloads on hover. */
export async function emulateSlowConnection(page: Page, saveData = true): Promise<void> {
  await page.addInitScript((save) => {
    Object.defineProperty(navigator, 'connection', {value: {effectiveType: '2g', saveData: save}});
  }, saveData);
}

/** The JavaScript chunks a route loads when reached by a client-side navigation from another page. */
export async function routeChunkUrls(
  browser: Browser,
  baseUrl: string,
  fromPath: string,
  toPath: string,
): Promise<string[]> {
  const {context, page} = await openPage(browser);
  await emulateSlowConnection(page);
  await page.goto(baseUrl + fromPath);
  await waitForHydration(page);
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') urls.push(req.url());
  });
  await page.locator(`a[href="${toPath}"]`).first().click();
  await page.waitForURL(baseUrl + toPath);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  return urls;
}

/**
 * Rewrites a webpack/rspack chunk so that each of its modules exports a React component that
 * throws while rendering. Loading the chunk succeeds; rendering the route crashes.
 */
export function crashingChunk(source: string): string {
  // What each `self[global].push(chunk)` pushed: the chunk, `[chunkIds, modules, runtime?]`.
  const pushes: {global: string; chunk: unknown[]}[] = [];
  const self: Record<string, unknown[]> = new Proxy(
    {},
    {
      get(target: Record<string, unknown[]>, key: string) {
        if (!(key in target)) {
          const arr: unknown[] = [];
          arr.push = (...args: unknown[]) => {
            const chunk = args[0];
            if (!Array.isArray(chunk)) throw new Error(`not a chunk: ${key}.push was given no list`);
            pushes.push({global: key, chunk});
            return 0;
          };
          target[key] = arr;
        }
        return target[key];
      },
    },
  );
  vm.runInNewContext(source, {self, window: self, globalThis: self});
  if (!pushes.length) throw new Error('not a chunk: nothing was pushed');
  return pushes
    .map(({global, chunk}) => {
      const [chunkIds, modules] = chunk;
      if (typeof modules !== 'object' || modules === null)
        throw new Error(`not a chunk: ${global}.push was given no modules`);
      const body = Object.keys(modules)
        .map(
          (id) =>
            `${JSON.stringify(id)}: function (module) { module.exports = {__esModule: true, default: function SimulatedCrash() { throw new Error('Simulated render crash'); }}; }`,
        )
        .join(',\n');
      return `(self[${JSON.stringify(global)}] = self[${JSON.stringify(global)}] || []).push([${JSON.stringify(chunkIds)}, {\n${body}\n}]);`;
    })
    .join('\n');
}
