/**
 * Lets remark plugins declare the files a page is rendered from, besides its own source.
 *
 * The API reference renders endpoint pages from `openapi/*.yaml`. The bundler only knows that a page
 * depends on its `.mdx` file, so without this an edit of a YAML document changed nothing under
 * `npm start`, even after a reload, and a build with the persistent cache could keep a stale page.
 * Docusaurus 3.10's MDX loader gives remark plugins no way to add a dependency: it builds the VFile
 * itself and only reads the content title back from it (@docusaurus/mdx-loader 3.10.2,
 * lib/loader.js and lib/processor.js; the open issue facebook/docusaurus#5757). So:
 *
 * 1. a remark plugin calls `declareDependencies(file, paths)` for the page it is compiling;
 * 2. `./loader.cjs`, which this plugin adds after the MDX loader of every MDX page, reads them back by
 *    the page's path and calls the bundler's public `this.addDependency` for each.
 *
 * The one Docusaurus internal this relies on: the MDX loader compiles the page with the remark plugins
 * inside its own loader call, on a VFile whose `path` is the loader's `resourcePath`
 * (@docusaurus/mdx-loader 3.10.2, lib/utils.js `compileToJSX` and lib/processor.js). The unit test
 * tests/unit/mdx-dependencies.test.ts runs the real MDX loader and fails if that changes.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {VFile} from 'vfile';

export const MDX_DEPENDENCIES_LOADER = path.join(__dirname, 'loader.cjs');

/** Same key as ./loader.cjs: a registry shared by every module instance in the process. */
const REGISTRY = Symbol.for('pitel-docs.mdx-dependencies');

function registry(): Map<string, Set<string>> {
  const store = globalThis as unknown as Record<symbol, Map<string, Set<string>> | undefined>;
  return (store[REGISTRY] ??= new Map());
}

/** Records the files the page of `file` is rendered from (absolute paths). Replaces what a previous compilation declared. */
export function declareDependencies(file: VFile, paths: string[]): void {
  if (!file.path) return;
  registry().set(path.resolve(file.path), new Set(paths.map((p) => path.resolve(p))));
}

/** The files declared for a page. */
export function declaredDependencies(page: string): string[] {
  return [...(registry().get(path.resolve(page)) ?? [])];
}

export default function mdxDependencies(): Plugin {
  return {
    name: 'pitel-mdx-dependencies',
    configureWebpack: () => ({
      // `resource`, not `test`: Docusaurus's fallback MDX rule excludes the `include` of every rule whose
      // `test` matches `.mdx` (@docusaurus/core 3.10.2, lib/server/plugins/synthetic.js), and a rule
      // without `include` would put `undefined` in that list, which Rspack rejects.
      module: {rules: [{resource: /\.mdx?$/i, enforce: 'post', use: [{loader: MDX_DEPENDENCIES_LOADER}]}]},
    }),
  };
}
