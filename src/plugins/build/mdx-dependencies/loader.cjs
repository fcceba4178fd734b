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

/**
 * The pitch runs before the MDX loader. It adds the files the page declared when it last compiled, so
 * that they stay dependencies of the page even when this compile fails: a broken OpenAPI document
 * makes the MDX loader throw, the normal step above never runs, and without these the page would
 * not compile again when the document is fixed (the dev server's overlay would stay).
 */
module.exports.pitch = function mdxDependenciesPitch() {
  for (const file of registry().get(this.resourcePath) ?? []) this.addDependency(file);
};
module.exports.REGISTRY = REGISTRY;
