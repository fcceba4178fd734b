/**
 * Route-chunk prefetching in idle time, a few links at a time.
 *
 * Docusaurus prefetches the chunks of every internal link as soon as it becomes visible: each
 * `<Link>` has an IntersectionObserver that calls `window.docusaurus.prefetch(path)`, which adds a
 * `<link rel="prefetch">` per chunk of the target route. On a docs page the sidebar, navbar,
 * breadcrumbs and pager make 40–60 links visible at once, so right after hydration one task adds
 * several hundred `<link>` elements (most for the same shared chunks): about 300 ms of main-thread
 * work on a desktop core here, and that task is what a reader's first tap waits for.
 *
 * This module keeps the behaviour (the same chunks get prefetched, never on 2G or with Save-Data)
 * but queues the requests and works through them in idle callbacks, stopping as soon as the
 * browser needs the main thread back, and adds each chunk URL once per page load.
 *
 * It is a client module, so it runs before the client entry assigns `window.docusaurus`; it
 * catches that assignment and swaps in its own `prefetch`.
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';

// The chunk-URL lookup that Docusaurus's ChunkAssetPlugin adds to the webpack runtime.
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

type Prefetch = (routePath: string) => false | Promise<void>;
interface DocusaurusGlobal {
  prefetch: Prefetch;
  preload: (routePath: string) => false | Promise<void[]>;
}

/** Same rule as Docusaurus: no prefetching on a 2G or data-saving connection. */
export function isSlowConnection(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/** The leaf values of a chunk-name tree (`{component: 'x', content: {a: 'y'}}` → `['x', 'y']`). */
export function chunkNamesOf(tree: unknown, out: string[] = []): string[] {
  if (typeof tree === 'string') out.push(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) chunkNamesOf(value, out);
  return out;
}

/** Route path (without the hash suffix of routesChunkNames' keys) → its chunk names. */
let chunksByRoute: Map<string, string[]> | undefined;
function chunkNamesOfRoute(path: string): string[] {
  if (!chunksByRoute) {
    chunksByRoute = new Map();
    for (const [key, tree] of Object.entries(routesChunkNames)) {
      const route = key.replace(/-[^-]+$/, '');
      chunksByRoute.set(route, chunkNamesOf(tree, chunksByRoute.get(route) ?? []));
    }
  }
  return chunksByRoute.get(path) ?? [];
}

const requested = new Set<string>();
const queue: {path: string; resolve: () => void}[] = [];
let added: Set<string> | undefined;
let scheduled = false;

/** Chunk URLs this page already has, as scripts or prefetch links. */
function urlsOnPage(): Set<string> {
  const urls = new Set<string>();
  for (const el of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="prefetch"], link[rel="preload"]')) {
    const src = el instanceof HTMLScriptElement ? el.src : el.href;
    urls.add(new URL(src, location.href).pathname);
  }
  return urls;
}

function addPrefetchLink(url: string): void {
  const pathname = new URL(url, location.href).pathname;
  added ??= urlsOnPage();
  if (added.has(pathname)) return;
  added.add(pathname);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

function prefetchRoute(path: string): void {
  for (const match of matchRoutes(routes, path)) {
    for (const chunkName of chunkNamesOfRoute(match.route.path ?? '')) {
      const url = __webpack_require__.gca(chunkName);
      if (url && !url.includes('undefined')) addPrefetchLink(url);
    }
  }
}

/** How long one idle slice may run: well under the 50 ms of a long task, even on a slow phone. */
const SLICE_MS = 4;

type IdleCallback = (deadline: {timeRemaining(): number; didTimeout: boolean}) => void;
const requestIdle: (cb: IdleCallback) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (cb) => window.requestIdleCallback(cb, {timeout: 5000})
    : (cb) => window.setTimeout(() => cb({timeRemaining: () => SLICE_MS, didTimeout: true}), 50);

function drain(deadline: {timeRemaining(): number}): void {
  scheduled = false;
  const start = performance.now();
  while (queue.length && deadline.timeRemaining() > 1 && performance.now() - start < SLICE_MS) {
    const {path, resolve} = queue.shift()!;
    prefetchRoute(path);
    resolve();
  }
  if (queue.length) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  requestIdle(drain);
}

export const idlePrefetch: Prefetch = (routePath) => {
  if (isSlowConnection() || requested.has(routePath)) return false;
  requested.add(routePath);
  return new Promise<void>((resolve) => {
    queue.push({path: routePath, resolve});
    schedule();
  });
};

if (typeof window !== 'undefined') {
  // The client entry runs `window.docusaurus = docusaurus` after the client modules are loaded.
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => undefined,
    set(value: DocusaurusGlobal) {
      // Docusaurus freezes its object: ours is a copy with the prefetch swapped.
      const docusaurus: DocusaurusGlobal = Object.freeze({...value, prefetch: idlePrefetch});
      Object.defineProperty(window, 'docusaurus', {value: docusaurus, configurable: true, enumerable: true, writable: true});
    },
  });
}

export {};
