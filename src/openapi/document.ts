/**
 * Reading the OpenAPI documents of `openapi/`: strictly (a YAML error or a `$ref` that points at nothing
 * stops with the line and column), once per change of the file, shared by every evaluation of this module.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {isScalar, LineCounter, parseDocument, visit, type Document as YamlDocument} from 'yaml';
import {resolvePointer} from './refs';
import type {Document} from './types';

/** The file of `openapi/<name>.yaml` below the site directory. */
export function specFile(siteDir: string, name: string): string {
  if (!/^[a-z0-9_-]+$/i.test(name)) throw new Error(`Invalid spec name "${name}"`);
  return path.join(siteDir, 'openapi', `${name}.yaml`);
}

/**
 * An OpenAPI document that cannot be used: its message starts with the document's path, line and
 * column (`openapi/v3.yaml:1105:1: …`), as an editor's problem list and the dev server's overlay show it.
 */
export class SpecError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}:${column}: ${reason}`);
    this.name = 'SpecError';
  }
}

/** Every `$ref` of a parsed YAML document, with its offset in the text, in document order. */
function refsOf(document: YamlDocument.Parsed): {ref: string; offset: number}[] {
  const out: {ref: string; offset: number}[] = [];
  visit(document, {
    Pair(_, {key, value}) {
      if (isScalar(key) && key.value === '$ref' && isScalar(value) && typeof value.value === 'string')
        out.push({ref: value.value, offset: value.range?.[0] ?? 0});
    },
  });
  return out;
}

/** Whether a parsed YAML value is an OpenAPI document: an object with an `openapi` version. */
function isDocument(value: unknown): value is Document {
  return typeof value === 'object' && value !== null && typeof (value as {openapi?: unknown}).openapi === 'string';
}

/**
 * Parses an OpenAPI document's text, strictly: a YAML error (a bad indent, an unclosed quote, a key
 * given twice) or a `$ref` that points at nothing throws a SpecError at its line and column.
 * `file` is the path the message names (relative to the site).
 */
export function parseSpec(text: string, file: string): Document {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, {lineCounter, prettyErrors: true});
  const error = document.errors[0];
  if (error) {
    const [line, column] = error.linePos ? [error.linePos[0].line, error.linePos[0].col] : [1, 1];
    const reason = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    throw new SpecError(file, line, column, `the YAML does not parse: ${reason}`);
  }
  const doc: unknown = document.toJS();
  if (!isDocument(doc)) throw new SpecError(file, 1, 1, 'not an OpenAPI document: no `openapi` version field');
  for (const {ref, offset} of refsOf(document)) {
    try {
      resolvePointer(doc, ref);
    } catch (e) {
      const {line, col} = lineCounter.linePos(offset);
      throw new SpecError(file, line, col, `${(e as Error).message}: nothing in this document is at that path`);
    }
  }
  return doc;
}

/**
 * The parsed documents, shared by every evaluation of this module in the process. Docusaurus loads the
 * sidebars file, which reads the documents (src/config/planned.ts), afresh with jiti each time it reloads
 * a docs instance, and the dev server reloads the API section's instance on every edit of one of its
 * pages; a cache in a module variable was new each time, so every edit parsed the documents again, a
 * large part of each reload (bench/results/2026-11-26-dev-loop.md, "The parsed OpenAPI documents
 * survive the sidebars' reload"). Keyed in the global registry, so a fresh evaluation finds it.
 * tests/unit/api-reference.test.ts loads the module twice.
 */
const CACHE = Symbol.for('pitel-docs.openapi-documents');
const cache: Map<string, {stamp: string; doc: Document}> = ((globalThis as Record<symbol, unknown>)[CACHE] ??=
  new Map()) as Map<string, {stamp: string; doc: Document}>;

/**
 * Loads `openapi/<name>.yaml` below the site directory (see parseSpec for what stops it). The parsed
 * document is kept until the file changes (modification time or size), so the dev server renders a page
 * with the edited document as soon as the page is compiled again.
 */
export function loadSpec(siteDir: string, name: string): Document {
  const file = specFile(siteDir, name);
  const {mtimeMs, size} = statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  const hit = cache.get(file);
  if (hit && hit.stamp === stamp) return hit.doc;
  const doc = parseSpec(readFileSync(file, 'utf8'), path.relative(siteDir, file));
  cache.set(file, {stamp, doc});
  return doc;
}

/** The names of the documents in `openapi/` (`v1`, `v3`, `psr`). */
export function specNames(siteDir: string): string[] {
  return readdirSync(path.join(siteDir, 'openapi'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.slice(0, -'.yaml'.length))
    .sort();
}

/** Loads every document of `openapi/`, so that the first one that cannot be used stops the build (SpecError). */
export function checkSpecs(siteDir: string): void {
  for (const name of specNames(siteDir)) loadSpec(siteDir, name);
}
