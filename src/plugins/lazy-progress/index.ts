/**
 * Lazy progress bar: the navigation progress bar's library is not in main.js; it is prefetched once the
 * page has rendered, and loaded by the first navigation (./client/progress.ts says how, and what stays
 * as it was).
 *
 * The classic theme registers its progress bar as a client module (@docusaurus/theme-classic 3.10.2,
 * `getClientModules`: `./nprogress`), which imports the nprogress library, so the library was in
 * `main.js` on every first visit. In the browser build, this plugin gives Docusaurus ./client/progress.ts
 * in its place. The server build never navigates, so it keeps the stock module.
 *
 * Relies on the classic theme's client module `lib/nprogress.js` and its stylesheet
 * (src/plugins/PIPELINE.md, and the README's table of private APIs). tests/unit/forks.test.ts watches both upstream files;
 * tests/e2e/behaviours.test.ts checks that the bar still shows on a slow navigation and that main.js no
 * longer holds the library.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The classic theme's progress bar client module, as the generated client-modules file requires it. */
export const STOCK_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(?:\.js)?$/;
export const WRAPPER = path.join(__dirname, 'client/progress.ts');

export default function lazyProgress(): Plugin {
  return {
    name: 'pitel-lazy-progress',
    configureWebpack: (_config, isServer, utils) => {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(STOCK_MODULE, WRAPPER)]};
    },
  };
}
