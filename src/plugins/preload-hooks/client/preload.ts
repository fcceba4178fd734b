/**
 * Wrapper of @docusaurus/core/lib/client/preload.js (Docusaurus 3.10.2), browser build only.
 *
 * Changed: before the stock `preload` matches `pathname` against the route tree and loads its routes'
 * chunks, the hooks registered for it (./hooks.ts) run and are waited for: the route shard of the address
 * (src/plugins/route-shards), whose leaf routes the stock preload must find in the tree, and the
 * Vietnamese strings of a Vietnamese page (src/plugins/page-lang).
 * Why: Docusaurus calls `preload` before hydrating (clientEntry.js) and before rendering a client-side
 * navigation (PendingNavigation.js); what it waits for is what the first render has. A rejected hook
 * rejects `preload`, as a route chunk that fails to load does: a navigation then reloads the page
 * (PendingNavigation.js).
 * While the hooks run, the stock preload runs once at once on the tree as it is, so the chunks of the
 * routes already there (a section's layout routes) do not wait for them; react-loadable loads a component
 * once, and the second call finds them under way or loaded.
 * The bundler puts this module in place of `./preload` in Docusaurus's client (../index.ts).
 */
import stockPreload from '@docusaurus/core/lib/client/preload.js';
import {runPreloadHooks} from './hooks';

export default function preload(pathname: string): Promise<unknown> {
  const hooks = runPreloadHooks(pathname);
  if (!hooks) return stockPreload(pathname);
  void stockPreload(pathname).catch(() => undefined);
  return hooks.then(() => stockPreload(pathname));
}
