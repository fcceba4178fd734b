/**
 * page-chunks: the components pages import by name (the code-sample tabs, by default) in one chunk
 * each, loaded by the pages that render them and cached across them. Without these groups the bundler
 * copies such a component into every page chunk that imports it (Docusaurus 3.10.2 turns off its
 * default `splitChunks` group), and again on every navigation between those pages.
 *
 * Relies on (Docusaurus 3.10.2) the file paths the groups match. If one moves, its module is copied
 * into the page chunks again, and tests/e2e/layer.test.ts fails: the fixture's pages with tabs must
 * load `page-tabs`, and no other chunk may hold the tabs.
 */
import type {Plugin} from '@docusaurus/types';

/** The code-sample tabs: a site's theme wrappers, the classic theme's components and their CSS modules' class maps, theme-common's tab state. */
export const TAB_MODULES =
  /[\\/](?:src[\\/]theme[\\/](?:Tabs|TabItem)[\\/](?:[^\\/]+\.tsx?|styles\.module\.css)|@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](?:Tabs|TabItem)[\\/](?:index\.js|styles\.module\.css)|@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]tabsUtils\.js)$/;

/**
 * A `splitChunks` cache group of the browser build: the modules `test` matches, from the async chunks
 * that use them, in one file. Its priority is above Docusaurus's `common` group (40), below its
 * `styles` group (50).
 */
function group(test: RegExp, name: string) {
  return {test, name, priority: 44, chunks: 'async' as const, enforce: true};
}

/** A chunk per entry of `groups`: its name, and the modules it holds. */
export default function pageChunks(groups: Record<string, RegExp>): Plugin {
  const cacheGroups = Object.fromEntries(Object.entries(groups).map(([name, test]) => [name, group(test, name)]));
  return {
    name: 'lean-page-chunks',
    // The server build has no chunks to split.
    configureWebpack: (_config, isServer) => (isServer ? {} : {optimization: {splitChunks: {cacheGroups}}}),
  };
}
