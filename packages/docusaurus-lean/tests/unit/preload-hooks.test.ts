/**
 * The preload hooks (docusaurus-lean preload-hooks): Docusaurus's `preload` waits for every registered hook
 * before the stock preload, and a rejected hook rejects it. The built fixture site: tests/e2e/route-shards.test.ts.
 */
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import preloadHooks, {CORE_CLIENT, PRELOAD_WRAPPER, isCorePreload} from '../../src/preload-hooks';

const stockCalls: string[] = [];
vi.mock('@docusaurus/core/lib/client/preload.js', () => ({
  default: (pathname: string) => {
    stockCalls.push(pathname);
    return Promise.resolve([]);
  },
}));

/** A promise and its resolvers. */
function deferred(): {promise: Promise<void>; resolve: () => void; reject: (e: Error) => void} {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

const flush = () => new Promise((r) => setTimeout(r, 0));

/** A fresh wrapper (the modules are reset before each test) with one hook that holds back the given addresses until their promise resolves. */
async function wrapperHolding(held: Record<string, Promise<void>>): Promise<(pathname: string) => Promise<unknown>> {
  const {beforePreload} = await import('../../src/preload-hooks/client/hooks');
  const {default: preload} = await import('../../src/preload-hooks/client/preload');
  beforePreload((p) => (Object.hasOwn(held, p) ? held[p] : undefined));
  return preload;
}

/** A navigation's call, as Docusaurus makes it: the browser is already at the address (`browserPath`, percent-encoded as the browser gives it). */
function navigate(
  preload: (p: string) => Promise<unknown>,
  pathname: string,
  browserPath = pathname,
): Promise<unknown> {
  (globalThis as {window?: unknown}).window = {location: {pathname: browserPath}};
  return preload(pathname);
}

beforeEach(() => {
  vi.resetModules();
  stockCalls.length = 0;
  delete (globalThis as {window?: unknown}).window;
});

describe('the preload wrapper', () => {
  it('runs the stock preload at once, and again once every hook of the address has resolved', async () => {
    const {beforePreload} = await import('../../src/preload-hooks/client/hooks');
    const {default: preload} = await import('../../src/preload-hooks/client/preload');
    const shard = deferred();
    const strings = deferred();
    beforePreload((p) => (p.startsWith('/a') ? shard.promise : undefined));
    beforePreload(() => strings.promise);
    let done = false;
    const result = preload('/a/b').then(() => (done = true));
    expect(stockCalls).toEqual(['/a/b']);
    shard.resolve();
    await flush();
    expect(done).toBe(false);
    strings.resolve();
    await result;
    expect(stockCalls).toEqual(['/a/b', '/a/b']);
  });

  it('is the stock preload when no hook has work for the address', async () => {
    const {beforePreload} = await import('../../src/preload-hooks/client/hooks');
    const {default: preload} = await import('../../src/preload-hooks/client/preload');
    beforePreload(() => undefined);
    await preload('/x');
    expect(stockCalls).toEqual(['/x']);
  });

  it('rejects when a hook rejects, as a route chunk that fails to load does (a navigation then reloads)', async () => {
    const {beforePreload} = await import('../../src/preload-hooks/client/hooks');
    const {default: preload} = await import('../../src/preload-hooks/client/preload');
    beforePreload(() => Promise.reject(new Error('chunk failed')));
    await expect(preload('/y')).rejects.toThrow('chunk failed');
  });

  it('resolves a navigation only once a newer navigation has settled too: a second navigation started before the first has loaded is not rendered early', async () => {
    const strings = {vi: deferred(), later: deferred()};
    const preload = await wrapperHolding({'/vi': strings.vi.promise, '/later': strings.later.promise});
    const ended: string[] = [];
    const first = navigate(preload, '/en').then(() => ended.push('/en'));
    const second = navigate(preload, '/vi').then(() => ended.push('/vi'));
    await flush();
    expect(ended).toEqual([]); // '/en' has loaded, but '/vi', newer, has not
    const third = navigate(preload, '/later').then(() => ended.push('/later'));
    strings.vi.resolve();
    await flush();
    expect(ended).toEqual([]); // the newest, '/later', has not loaded
    strings.later.resolve();
    await Promise.all([first, second, third]);
    expect(ended.sort()).toEqual(['/en', '/later', '/vi']);
  });

  it('fails a superseded navigation with the newest when the newest fails (the page then reloads), and still resolves navigations made after', async () => {
    const failing = deferred();
    const preload = await wrapperHolding({'/broken': failing.promise});
    let firstSettled = false;
    const first = navigate(preload, '/en').finally(() => (firstSettled = true));
    const broken = navigate(preload, '/broken');
    await flush();
    expect(firstSettled).toBe(false); // '/en' has loaded; it waits for '/broken'
    failing.reject(new Error('chunk failed'));
    await expect(broken).rejects.toThrow('chunk failed');
    await expect(first).rejects.toThrow('chunk failed');
    await expect(navigate(preload, '/next')).resolves.toBeDefined();
  });

  it('lets a hovered link’s call (another address than the browser’s) neither wait nor be waited for', async () => {
    const hovered = deferred();
    const pending = deferred();
    const preload = await wrapperHolding({'/hovered': hovered.promise, '/pending': pending.promise});
    const ended: string[] = [];
    const nav = navigate(preload, '/page').then(() => ended.push('/page'));
    const hover = preload('/hovered').then(() => ended.push('/hovered')); // the browser stays at /page
    await nav;
    expect(ended).toEqual(['/page']);
    // A hover while a navigation is loading resolves at once: it does not wait for the navigation.
    const slowNav = navigate(preload, '/pending');
    await expect(preload('/elsewhere')).resolves.toBeDefined();
    pending.resolve();
    await slowNav;
    hovered.reject(new Error('offline'));
    await expect(hover).rejects.toThrow('offline');
    // A navigation after a failed hover still loads.
    await expect(navigate(preload, '/other')).resolves.toBeDefined();
  });

  it('takes an address with Vietnamese letters as the browser’s, which gives it percent-encoded', async () => {
    const slow = deferred();
    const preload = await wrapperHolding({'/vi/cài-đặt': slow.promise});
    let firstEnded = false;
    const first = navigate(preload, '/en').then(() => (firstEnded = true));
    const second = navigate(preload, '/vi/cài-đặt', encodeURI('/vi/cài-đặt'));
    await flush();
    expect(firstEnded).toBe(false);
    slow.resolve();
    await Promise.all([first, second]);
  });

  it("takes the place of Docusaurus's `./preload` in the browser build only", () => {
    expect(isCorePreload('./preload', CORE_CLIENT)).toBe(true);
    expect(isCorePreload('./preload', path.join(CORE_CLIENT, 'exports'))).toBe(false);
    expect(isCorePreload('./docusaurus', CORE_CLIENT)).toBe(false);
    const plugin = preloadHooks();
    const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: class {}}}} as never;
    expect(plugin.configureWebpack!({}, true, utils, undefined as never)).toEqual({});
    const browser = plugin.configureWebpack!({}, false, utils, undefined) as {plugins: unknown[]};
    // The replacement, and the check that it matched (tests/unit/build-checks.test.ts).
    expect(browser.plugins).toHaveLength(2);
    // Docusaurus's client asks for `./preload` where it hydrates and where it navigates (hashed in forks.test).
    for (const file of ['clientEntry.js', 'PendingNavigation.js']) {
      expect(readFileSync(path.join(CORE_CLIENT, file), 'utf8')).toContain("import preload from './preload';");
    }
    expect(readFileSync(PRELOAD_WRAPPER, 'utf8')).toContain("from '@docusaurus/core/lib/client/preload.js'");
  });
});
