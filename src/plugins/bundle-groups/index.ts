/**
 * Bundle groups for the pages outside the docs (the print editions and the changelogs), so that a doc
 * page's first visit loads the files it loaded before those pages existed. One cache group of the
 * browser build's `optimization.splitChunks`, set through `configureWebpack` (the plugin API;
 * Docusaurus 3.10.2's own groups, `common` and `styles` in @docusaurus/core lib/webpack/base.js, stay):
 * `defaultVendors` (the bundler's default group, which Docusaurus leaves on) without the chunks of
 * `OWN_COPY_COMPONENTS`. Those pages render the doc pages' theme components (headings, code blocks,
 * admonitions, the last-updated row…); left to itself, the group moves the modules they share with
 * the doc pages out of the doc pages' vendors file into one more file, which every doc page would
 * load too (the changelog's pages split it in two: 0.7 KiB gzip more on every first visit). Left out
 * of the group, those pages' chunks keep their own copies.
 *
 * Not done here: the blog theme's stylesheets (0.8 KiB gzip of `styles.css`, which every page loads,
 * 0.5 of it the author styles the changelog never renders) stay in the one stylesheet. A stylesheet of
 * their own, loaded with the changelog's chunks, was tried: this site's pages link only the entry
 * stylesheet in their HTML (a page's chunks load after `main.js`), so a changelog page would show
 * unstyled until its chunk arrived (facebook/docusaurus#2006 is why Docusaurus keeps one stylesheet).
 *
 * Tested by tests/unit/print-editions.test.ts (the group and the chunk names) and
 * tests/e2e/budgets.test.ts (the files of a first visit).
 */
import {simpleHash} from '@docusaurus/utils';
import type {Plugin} from '@docusaurus/types';
import {PRINT_EDITION_COMPONENT} from '../print-editions';

/**
 * Route components outside the docs that render the doc pages' theme components: the print page, and
 * the changelogs' list and entry pages (the stock blog's, src/config/changelog.ts).
 */
export const OWN_COPY_COMPONENTS = [PRINT_EDITION_COMPONENT, '@theme/BlogListPage', '@theme/BlogPostPage'] as const;

/** Their chunks' names: Docusaurus names a route component's chunk by a hash of its path in a production build (`genChunkName`). */
export const OWN_COPY_CHUNKS: readonly string[] = OWN_COPY_COMPONENTS.map((component) => simpleHash(component, 8));

/** The bundler's `defaultVendors` group (its defaults) minus the chunks of `OWN_COPY_COMPONENTS`. */
export function vendorsGroup(excluded: readonly string[] = OWN_COPY_CHUNKS) {
  return {
    idHint: 'vendors',
    reuseExistingChunk: true,
    test: /[\\/]node_modules[\\/]/i,
    priority: -10,
    chunks: (chunk: {name?: string | null; canBeInitial(): boolean}) => !chunk.canBeInitial() && !excluded.includes(chunk.name ?? ''),
  };
}

export default function bundleGroups(): Plugin {
  return {
    name: 'pitel-bundle-groups',
    configureWebpack: (_config, isServer) =>
      isServer ? {} : {optimization: {splitChunks: {cacheGroups: {defaultVendors: vendorsGroup()}}}},
  };
}
