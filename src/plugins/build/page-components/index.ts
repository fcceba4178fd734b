/**
 * The chunks of the components pages import by name (./imports.ts): the code-sample tabs in one chunk,
 * `page-tabs`, and the shared facts' statements in another, `page-facts`, each loaded by the pages
 * that render them and cached across them. Without these groups the bundler copies such a component
 * into every page chunk that imports it (Docusaurus 3.10.2 turns off its default `splitChunks` group):
 * the tabs' 2.4 KiB gzip into each of 75 API pages, 165 KiB in all, and again on every navigation
 * between them.
 *
 * Relies on (Docusaurus 3.10.2) the file paths matched below. If one moves, its module is copied into the page chunks again, and tests/e2e/budgets.test.ts fails on the
 * total JavaScript budget and on the first visit of an API page, which must load `page-tabs`.
 */
import type {Plugin} from '@docusaurus/types';

/** The code-sample tabs: the site's wrappers, the classic theme's components and their CSS modules' class maps, theme-common's tab state. */
export const TAB_MODULES =
  /[\\/](?:src[\\/]theme[\\/](?:Tabs|TabItem)[\\/](?:[^\\/]+\.tsx?|styles\.module\.css)|@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](?:Tabs|TabItem)[\\/](?:index\.js|styles\.module\.css)|@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]tabsUtils\.js)$/;
/** The shared facts' short statements and their data. */
export const FACT_MODULES = /[\\/]src[\\/](?:components[\\/]SharedFacts[\\/]index\.tsx|data[\\/]shared-facts\.ts)$/;

/**
 * A `splitChunks` cache group of the browser build: the modules `test` matches, from the async chunks
 * that use them, in one file. Its priority is above Docusaurus's `common` group (40), below its
 * `styles` group (50).
 */
function group(test: RegExp, name: string) {
  return {test, name, priority: 44, chunks: 'async' as const, enforce: true};
}

export default function pageComponents(): Plugin {
  const cacheGroups = {pageTabs: group(TAB_MODULES, 'page-tabs'), pageFacts: group(FACT_MODULES, 'page-facts')};
  return {
    name: 'pitel-page-components',
    // The server build has no chunks to split.
    configureWebpack: (_config, isServer) => (isServer ? {} : {optimization: {splitChunks: {cacheGroups}}}),
  };
}
