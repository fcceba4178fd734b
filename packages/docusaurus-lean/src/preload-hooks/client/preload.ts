/**
 * Wrapper of @docusaurus/core/lib/client/preload.js (Docusaurus 3.10.2), browser build only.
 *
 * Changed: before the stock `preload` matches `pathname` against the route tree and loads its routes'
 * chunks, the hooks registered for it (./hooks.ts) run and are waited for: the route shard of the address
 * (../route-shards), whose leaf routes the stock preload must find in the tree.
 * Why: Docusaurus calls `preload` before hydrating (clientEntry.js) and before rendering a client-side
 * navigation (PendingNavigation.js); what it waits for is what the first render has. A rejected hook
 * rejects `preload`, as a route chunk that fails to load does: a navigation then reloads the page
 * (PendingNavigation.js).
 * While the hooks run, the stock preload runs once at once on the tree as it is, so the chunks of the
 * routes already there (a section's layout routes) do not wait for them; react-loadable loads a component
 * once, and the second call finds them under way or loaded.
 * Overlapping navigations: a navigation's call resolves only once the newest navigation's has settled
 * too (`afterNewest`).
 * The bundler puts this module in place of `./preload` in Docusaurus's client (../index.ts).
 */
import stockPreload from '@docusaurus/core/lib/client/preload.js';
import {runPreloadHooks} from './hooks';

/** The newest navigation's own work (its hooks, then the stock preload), settled or not. */
let newest: Promise<unknown> | undefined;

/**
 * Whether a call is for the address the browser is at: hydration and a navigation (PendingNavigation
 * calls it once the history has moved; the router's pathname is decoded, the browser's is not). A
 * hovered link's call is for another address, except for a link to the page being shown or loaded,
 * which counts as a navigation: harmless, as the hooks give both calls the same loading.
 */
function isNavigation(pathname: string): boolean {
  if (typeof window === 'undefined') return false;
  const here = window.location.pathname;
  if (pathname === here) return true;
  try {
    return pathname === decodeURI(here);
  } catch {
    return false;
  }
}

/**
 * `own`'s value, once the newest navigation's call has settled too. PendingNavigation renders the
 * router's current location when any pending `preload` resolves: when a reader starts a second
 * navigation before the first has loaded (a quick second click on a slow connection), the first one's
 * end would render the second address before its route shard, or a module of the site's own that its
 * preload waits for (a language's strings), is there, and reading that early crashes the page. So a superseded navigation waits for the newest, and
 * fails with it if it fails (PendingNavigation then reloads the page, at the newest address). A call
 * whose own loading fails fails at once, as the stock preload does. Calls for a hovered link to
 * another address neither wait nor are waited for.
 */
async function afterNewest(own: Promise<unknown>): Promise<unknown> {
  const value = await own;
  for (let waited = own; newest !== waited;) {
    waited = newest!;
    await waited;
  }
  return value;
}

export default function preload(pathname: string): Promise<unknown> {
  const hooks = runPreloadHooks(pathname);
  let own: Promise<unknown>;
  if (!hooks) own = stockPreload(pathname);
  else {
    void stockPreload(pathname).catch(() => undefined);
    own = hooks.then(() => stockPreload(pathname));
  }
  if (!isNavigation(pathname)) return own;
  newest = own;
  return afterNewest(own);
}
