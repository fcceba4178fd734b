/**
 * Prefetches a named chunk of the browser bundle, as Docusaurus prefetches the chunks of the links in
 * view: a `<link rel="prefetch">`, so the browser fetches it when it has nothing better to do, and not
 * at all on a 2G or data-saving connection (Docusaurus's own condition, `@docusaurus/core/lib/client/
 * docusaurus.js` 3.10.2). For code a page may need after its first visit (a route shard of a link in
 * view, ../route-shards): it is then in the cache when needed, yet off the page's critical
 * path and out of `main.js`. It is still sent, at the browser's lowest priority: it saves parse time
 * and critical-path bytes, not bytes over the wire.
 */
import prefetchHelper from '@docusaurus/core/lib/client/prefetch.js';

// The URL of a named chunk (../lean-runtime; Docusaurus's docusaurus.js uses it too).
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

/** The stock condition for not prefetching at all (a slow or data-saving connection). */
export function isSlowConnection(): boolean {
  return Boolean(navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData);
}

/**
 * Prefetches the chunk `webpackChunkName` names (a name the bundler merged into another chunk has a URL
 * containing "undefined", which is skipped, as the stock prefetch does); false when it does not (slow
 * connection, no such chunk), else the prefetch.
 */
export function prefetchChunk(name: string): false | Promise<void> {
  if (isSlowConnection()) return false;
  const url = __webpack_require__.gca(name);
  return url && !url.includes('undefined') ? prefetchHelper(url) : false;
}
