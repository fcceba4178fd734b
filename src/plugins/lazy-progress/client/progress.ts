/**
 * Wrapper of @docusaurus/theme-classic/lib/nprogress.js (Docusaurus 3.10.2), browser build only: the
 * client module that shows the thin progress bar at the top of the window when a client-side
 * navigation takes longer than 200 ms.
 *
 * Kept: the behaviour and the look: the same delay, the same library (nprogress, `showSpinner: false`)
 * and the theme's stylesheet for it.
 * Changed: the library is loaded when a navigation starts, not with the page. Once the page has loaded,
 * its file is prefetched (a `<link rel="prefetch">`, as Docusaurus prefetches the chunks of the links in
 * view, and like it not on a 2G or data-saving connection), so the first navigation finds it ready.
 * If a navigation outlasts the delay before the file has arrived, the bar starts when it arrives.
 * Why: the library was in main.js, on every first visit, for a bar most first visits never show.
 * The bundler puts this module in place of the stock one (../index.ts).
 */
import '@docusaurus/theme-classic/lib/nprogress.css';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch.js';
import type {ClientModule} from '@docusaurus/types';

// The URL of a named chunk (src/plugins/lean-runtime; Docusaurus's docusaurus.js uses it too).
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

type NProgress = typeof import('nprogress').default;

const DELAY = 200;
const CHUNK = 'nprogress';

let bar: NProgress | undefined;
let loading: Promise<NProgress> | undefined;
let navigating = false;

function load(): Promise<NProgress> {
  loading ??= import(/* webpackChunkName: "nprogress" */ 'nprogress').then((module) => {
    const loaded = ((module as {default?: NProgress}).default ?? module) as NProgress;
    loaded.configure({showSpinner: false});
    bar = loaded;
    return loaded;
  });
  return loading;
}

/** The stock condition for not prefetching at all (a slow or data-saving connection). */
const isSlowConnection = () => navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData;

function prefetchBar(): void {
  if (isSlowConnection()) return;
  const url = __webpack_require__.gca(CHUNK);
  if (url && !url.includes('undefined')) prefetchHelper(url).catch(() => {});
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      navigating = true;
      const started = load();
      const timeout = window.setTimeout(() => {
        started.then((np) => navigating && np.start()).catch(() => {});
      }, DELAY);
      // Called by Docusaurus when the new page has rendered.
      return () => window.clearTimeout(timeout);
    }
    return undefined;
  },
  onRouteDidUpdate({previousLocation}) {
    navigating = false;
    bar?.done();
    if (!previousLocation) prefetchBar();
  },
};

export default clientModule;
