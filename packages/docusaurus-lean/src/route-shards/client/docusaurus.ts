/**
 * Wrapper of @docusaurus/core/lib/client/docusaurus.js (Docusaurus 3.10.2), browser build only: the
 * object the app mounts as `window.docusaurus`, whose `prefetch` and `preload` each `<Link>` calls
 * (prefetch when the link scrolls into view, preload on hover or focus).
 *
 * Changed: `prefetch` of an address whose route shard is not merged yet prefetches the shard's file
 * (a `<link rel="prefetch">`, as Docusaurus prefetches route chunks, and like it not at all on a 2G
 * or data-saving connection) instead of the page's chunks, which only the shard names. `preload` is the
 * stock one; it goes through ../../preload-hooks/client/preload.ts, which loads the shard first.
 * Why: the stock `prefetch` matches the address against the route tree synchronously; without its
 * shard the page's leaf route is not there, so it would prefetch only the section's layout. Loading
 * every visible link's shard instead would load every section's routes on a first visit, the bytes
 * the shards exist to keep out of it (../README.md). A hovered link's shard comes from that prefetch.
 * The bundler puts this module in place of `./docusaurus` in Docusaurus's client (../index.ts).
 */
import stock from '@docusaurus/core/lib/client/docusaurus.js';
import * as generated from '@generated/routes';
import {isSlowConnection, prefetchChunk} from './prefetch';
import type {Shards} from './shards';

const {shards} = generated as unknown as {shards: Shards};

const prefetchedShards = new Set<string>();

function prefetch(routePath: string): false | Promise<void[]> {
  const chunk = shards.pendingChunkOf(routePath);
  if (chunk === undefined) return stock.prefetch(routePath);
  if (isSlowConnection()) return false;
  if (prefetchedShards.has(chunk)) return false;
  prefetchedShards.add(chunk);
  const prefetched = prefetchChunk(chunk);
  return prefetched && prefetched.then(() => []);
}

export default Object.freeze({prefetch, preload: stock.preload});
