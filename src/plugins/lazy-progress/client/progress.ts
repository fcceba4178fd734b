/**
 * Wrapper of @docusaurus/theme-classic/lib/nprogress.js (Docusaurus 3.10.2), browser build only: the
 * client module that shows the thin progress bar at the top of the window when a client-side
 * navigation takes longer than 200 ms.
 *
 * Kept: the behaviour and the look: the same delay, the same library (nprogress, `showSpinner: false`)
 * and the theme's stylesheet for it.
 * Changed: the library is not loaded with the page. Once the page has rendered (the first
 * `onRouteDidUpdate`, at hydration), its file is prefetched (a `<link rel="prefetch">`, as Docusaurus
 * prefetches the chunks of the links in view); on a 2G or data-saving connection, where Docusaurus
 * prefetches nothing, it is loaded when the browser is next idle (the same bytes as the stock module's,
 * later). Either way the first navigation finds it ready; if a navigation starts before it has arrived,
 * it is loaded then, and the bar starts when it arrives, if that navigation is still the current one
 * and still running. A file that fails to load is asked for again by the next navigation.
 * Why: the library was in main.js, on every first visit's critical path, for a bar most first visits
 * never show. The prefetch still sends its bytes, at the browser's lowest priority: what this saves is
 * main.js's parse time and critical-path bytes, not bytes over the wire.
 * The bundler puts this module in place of the stock one (../index.ts).
 */
import '@docusaurus/theme-classic/lib/nprogress.css';
import type {ClientModule} from '@docusaurus/types';
import {isSlowConnection, prefetchChunk} from '@site/src/components/prefetchChunk';

type NProgress = typeof import('nprogress').default;

const DELAY = 200;
const CHUNK = 'nprogress';

let bar: NProgress | undefined;
let loading: Promise<NProgress> | undefined;
/** How many navigations have started, and the number of the one running (0: none). */
let navigations = 0;
let running = 0;

function load(): Promise<NProgress> {
  if (!loading) {
    loading = import(/* webpackChunkName: "nprogress" */ 'nprogress').then((module) => {
      const loaded = ((module as {default?: NProgress}).default ?? module) as NProgress;
      loaded.configure({showSpinner: false});
      bar = loaded;
      return loaded;
    });
    // A failed load is tried again by the next navigation (the file may be back, or the site redeployed).
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** Gets the library's file ready for the first navigation, without competing with the page's own files. */
function getReady(): void {
  if (isSlowConnection()) {
    const whenIdle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
    whenIdle(() => load().catch(() => {}));
    return;
  }
  const prefetched = prefetchChunk(CHUNK);
  if (prefetched) prefetched.catch(() => {});
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      const current = (running = ++navigations);
      const started = load();
      started.catch(() => {});
      const timeout = window.setTimeout(() => {
        // Only for this navigation, if it is still running when the library arrives.
        started.then((np) => current === running && np.start()).catch(() => {});
      }, DELAY);
      // Called by Docusaurus when the new page has rendered.
      return () => window.clearTimeout(timeout);
    }
    return undefined;
  },
  onRouteDidUpdate({previousLocation}) {
    running = 0;
    bar?.done();
    if (!previousLocation) getReady();
  },
};

export default clientModule;
