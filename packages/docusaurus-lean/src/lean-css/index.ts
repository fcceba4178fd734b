/**
 * A lighter stylesheet: the CSS rules no page can use are left out of the build.
 *
 * The classic theme (@docusaurus/theme-classic 3.10.2, `getClientModules`) imports all of Infima,
 * and most of it (cards, heroes, pills, avatars, the grid, most button and badge variants…) is named
 * by no component the site bundles. Every class a page can carry, in the server-rendered HTML or
 * added at run time (the navbar's `navbar-sidebar--show`, a tab's `tabs__item--active`, an
 * admonition's `alert--${type}`), is a string in the browser bundle: the HTML is rendered from the
 * same React components, and the pages' MDX is compiled into it. So, once the browser bundle is
 * built and minified, this step reads the string literals of every script and removes from the
 * stylesheets the selectors that need a class none of them names (prune.ts says how a selector is
 * judged; what it saves: the package's README). Then the custom properties (`--ifm-…`) that no
 * `var()` left in the stylesheet and no script names go too.
 *
 * Build step: `configureWebpack` adds, to the browser's production build only (not the dev server), a
 * bundler plugin on the
 * `processAssets` hook (stage SUMMARIZE, after minification, before the content hashes are
 * computed). It relies on one Docusaurus behaviour (3.10.2): every class of the server HTML comes
 * from the browser bundle's components; a page whose HTML carries a class from elsewhere (a
 * post-build step writing markup) would lose its style. Guards: tests/unit/lean-css.test.ts runs the
 * rule on fixtures (a class built at run time stays, a `:not()` class is not needed); the budget
 * test (tests/e2e/layer.test.ts) checks the built stylesheet has no selector the step would
 * remove (so it fails if the step stops running) and holds the CSS to its budget; the browser tests
 * of the navbar, sidebar, tabs, search and colour mode check the states added at run time.
 */
import type {Plugin} from '@docusaurus/types';
import postcss from 'postcss';
import {classTextOf, pruneUnusedCustomProperties, pruneUnusedSelectors, vocabularyOf} from './prune';

const NAME = 'lean-css';

interface Asset {
  source: {source(): string | Buffer};
}
interface Compilation {
  getAssets(): readonly ({name: string} & Asset)[];
  updateAsset(name: string, source: unknown): void;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, fn: () => void): void}};
}
interface Compiler {
  webpack: {Compilation: {PROCESS_ASSETS_STAGE_SUMMARIZE: number}; sources: {RawSource: new (s: string) => unknown}};
  hooks: {thisCompilation: {tap(name: string, fn: (c: Compilation) => void): void}};
}

/** Removes, from the CSS assets, the selectors that need a class no script asset names. */
export class PruneUnusedCss {
  apply(compiler: Compiler) {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE}, () => {
        const assets = compilation.getAssets();
        const text = (a: Asset) => a.source.source().toString();
        const vocabulary = vocabularyOf(assets.filter((a) => a.name.endsWith('.js')).map((a) => classTextOf(text(a))));
        for (const css of assets.filter((a) => a.name.endsWith('.css'))) {
          const root = postcss.parse(text(css));
          const removed = pruneUnusedSelectors(root, vocabulary) + pruneUnusedCustomProperties(root, vocabulary);
          if (removed) compilation.updateAsset(css.name, new sources.RawSource(root.toString()));
        }
      });
    });
  }
}

export default function leanCss(): Plugin {
  return {
    name: NAME,
    // Production builds only. In the dev server the step read every script again on each edit, most
    // of an MDX edit's rebuild (bench/results/2026-11-26-dev-loop.md, "lean-css runs in production
    // builds only"), and changed nothing a writer sees: by
    // the premise above, a rule it removes matches no element of any page.
    configureWebpack: (config, isServer) =>
      isServer || config.mode !== 'production' ? {} : {plugins: [new PruneUnusedCss()]},
  };
}
