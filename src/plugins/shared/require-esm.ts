/**
 * Loads an ES-module-only package from code compiled to CommonJS (the site config and its plugins, which
 * run where a dynamic import is not allowed, through jiti, which would otherwise transpile the package
 * and what it imports): the package's entry (its exports' `import` entry, or its only one) is found by
 * hand and loaded with Node's require of ES modules (Node 20.19+).
 * `from` is the file the package is resolved from (the same instance the package's dependents get).
 */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

export function requireEsm<T>(name: string, from: string): T {
  const nativeRequire = createRequire(from);
  for (const dir of nativeRequire.resolve.paths(name) ?? []) {
    const manifest = path.join(dir, name, 'package.json');
    if (!existsSync(manifest)) continue;
    type Entry = string | {import: string | {default: string}};
    const {exports} = JSON.parse(readFileSync(manifest, 'utf8')) as {exports: Entry | {'.': Entry}};
    const dot = typeof exports === 'string' || 'import' in exports ? exports : exports['.'];
    const entry = typeof dot === 'string' ? dot : dot.import;
    return nativeRequire(path.join(dir, name, typeof entry === 'string' ? entry : entry.default)) as T;
  }
  throw new Error(`${name} is not installed: run npm ci`);
}
