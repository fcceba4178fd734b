/**
 * Rspack/webpack loader, applied after the MDX loader to every MDX page: adds the files that remark
 * plugins declared for this page while it was compiled (see ./index.ts) as dependencies of the page,
 * so that editing one of them compiles the page again (the dev server re-renders it; the persistent
 * build cache drops the stale page).
 *
 * Plain JavaScript because Rspack requires loaders with Node's own `require`.
 */
'use strict';

/** The registry the remark plugins write to: page file → declared files. Same key as ./index.ts. */
const REGISTRY = Symbol.for('pitel-docs.mdx-dependencies');

function registry() {
  if (!globalThis[REGISTRY]) globalThis[REGISTRY] = new Map();
  return globalThis[REGISTRY];
}

module.exports = function mdxDependenciesLoader(source, map, meta) {
  for (const file of registry().get(this.resourcePath) ?? []) this.addDependency(file);
  this.callback(null, source, map, meta);
};
module.exports.REGISTRY = REGISTRY;
