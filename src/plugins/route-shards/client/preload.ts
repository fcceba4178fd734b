/**
 * Wrapper of @docusaurus/core/lib/client/preload.js (Docusaurus 3.10.2), browser build only.
 *
 * Changed: before the stock `preload` matches `pathname` against the route tree, the route shard of
 * that address (decoded, as route paths are) is loaded and merged into the tree (./shards.ts).
 * Why: the browser bundle carries only the route skeleton (../README.md); the leaf route of a page is
 * in its shard. Docusaurus calls `preload` before hydrating (clientEntry.js), before rendering a
 * client-side navigation (PendingNavigation.js) and on a link's hover (docusaurus.js), so after it the
 * route tree holds the route every one of them renders. The stock preload also runs at once on the
 * skeleton, so the section's layout chunks do not wait for the shard.
 * The bundler puts this module in place of `./preload` in Docusaurus's client (../index.ts).
 */
import stockPreload from '@docusaurus/core/lib/client/preload.js';
import * as generated from '@generated/routes';
import type {Shards} from './shards';

const {shards} = generated as unknown as {shards: Shards};

export default function preload(pathname: string): Promise<void[]> {
  // The layout routes above the page are in the skeleton: their chunks load while the shard does
  // (react-loadable loads a component once; the second call finds them under way or loaded).
  void stockPreload(pathname).catch(() => undefined);
  return shards.load(pathname).then(() => stockPreload(pathname));
}
