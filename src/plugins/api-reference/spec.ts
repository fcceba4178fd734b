/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI documents are read as untyped YAML here; typing them (openapi-types) is the move of this core to a module of its own, not done yet */
/**
 * Loading OpenAPI documents and finding the operations a page names.
 * Only local references (`#/components/...`) are used in our documents; they are resolved here.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {isMap, isScalar, isSeq, LineCounter, parseDocument} from 'yaml';
import {toMethodMark, type MethodMark} from '../../config/methods';

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type Schema = {[key: string]: any};

export interface OpenApiDoc {
  openapi: string;
  info: {title: string; version: string};
  servers?: {url: string; variables?: Record<string, {default: string; description?: string}>}[];
  security?: Record<string, string[]>[];
  paths?: Record<string, Record<string, any>>;
  webhooks?: Record<string, Record<string, any>>;
  components?: Record<string, any>;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** An operation as a page names it: `POST /v3/campaign` or `WEBHOOK presskey`. */
export interface OperationRef {
  method: string;
  /** The path for HTTP operations, the webhook name for webhooks. */
  path: string;
  webhook: boolean;
}

export function parseOperationRef(text: string): OperationRef {
  const match = /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(text);
  if (!match) throw new Error(`"${text}" is not an operation: write "METHOD /path" or "WEBHOOK name"`);
  const method = match[1].toUpperCase();
  if (method === 'WEBHOOK') return {method, path: match[2], webhook: true};
  if (!HTTP_METHODS.includes(method.toLowerCase() as any)) throw new Error(`"${text}": unknown HTTP method ${method}`);
  return {method, path: match[2], webhook: false};
}

export function formatOperationRef(ref: OperationRef): string {
  return `${ref.method} ${ref.path}`;
}

export interface ResolvedOperation {
  ref: OperationRef;
  /** The HTTP method the operation uses (for webhooks, the method the platform sends). */
  httpMethod: string;
  operation: Schema;
  /** Path-level parameters merged with operation-level ones. */
  parameters: Schema[];
}

/** Resolves every local `$ref` in a value (cycles are cut after one level). */
export function dereference<T>(value: T, doc: OpenApiDoc, seen: string[] = []): T {
  if (Array.isArray(value)) return value.map((v) => dereference(v, doc, seen)) as T;
  if (!value || typeof value !== 'object') return value;
  const obj = value as Record<string, any>;
  if (typeof obj.$ref === 'string') {
    const ref: string = obj.$ref;
    if (seen.includes(ref)) return {type: 'object', description: `(recursive: see ${ref.split('/').pop()})`} as T;
    const target = resolvePointer(doc, ref);
    const {$ref: _ignored, ...siblings} = obj;
    return dereference({...target, ...siblings}, doc, [...seen, ref]);
  }
  const out: Record<string, any> = {};
  for (const [key, v] of Object.entries(obj))
    out[key] = key === 'example' || key === 'examples' ? v : dereference(v, doc, seen);
  // `examples` under a media type may hold refs to components.examples
  if (obj.examples && typeof obj.examples === 'object' && !Array.isArray(obj.examples)) {
    out.examples = Object.fromEntries(
      Object.entries(obj.examples).map(([k, v]) => [k, dereference(v as any, doc, seen)]),
    );
  }
  return out as T;
}

export function resolvePointer(doc: OpenApiDoc, ref: string): any {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, found ${ref}`);
  let node: any = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node?.[key];
    if (node === undefined) throw new Error(`Unresolved reference ${ref}`);
  }
  return node;
}

export function findOperation(doc: OpenApiDoc, ref: OperationRef): ResolvedOperation | undefined {
  const item = ref.webhook ? doc.webhooks?.[ref.path] : doc.paths?.[ref.path];
  if (!item) return undefined;
  const method = ref.webhook ? HTTP_METHODS.find((m) => item[m]) : ref.method.toLowerCase();
  if (!method || !item[method]) return undefined;
  const pathParams: Schema[] = dereference(item.parameters ?? [], doc);
  const opParams: Schema[] = dereference(item[method].parameters ?? [], doc);
  const merged = [...pathParams.filter((p) => !opParams.some((o) => o.name === p.name && o.in === p.in)), ...opParams];
  return {ref, httpMethod: method.toUpperCase(), operation: dereference(item[method], doc), parameters: merged};
}

/** The method badge of an operation: WEBHOOK for an OpenAPI webhook, else its HTTP method. */
export function operationMethod(op: ResolvedOperation): MethodMark {
  return op.ref.webhook ? 'WEBHOOK' : toMethodMark(op.httpMethod);
}

/** Every operation of a document, as page references. */
export function listOperations(doc: OpenApiDoc): {ref: OperationRef; operation: Schema}[] {
  const out: {ref: OperationRef; operation: Schema}[] = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const m of HTTP_METHODS)
      if (item[m]) out.push({ref: {method: m.toUpperCase(), path: p, webhook: false}, operation: item[m]});
  }
  for (const [name, item] of Object.entries(doc.webhooks ?? {})) {
    const m = HTTP_METHODS.find((x) => item[x]);
    if (m) out.push({ref: {method: 'WEBHOOK', path: name, webhook: true}, operation: item[m]});
  }
  return out;
}

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

/** Every `$ref` of a parsed YAML document, with its offset in the text. */
function refsOf(node: unknown, out: {ref: string; offset: number}[] = []): {ref: string; offset: number}[] {
  if (isMap(node)) {
    for (const pair of node.items) {
      if (
        isScalar(pair.key) &&
        pair.key.value === '$ref' &&
        isScalar(pair.value) &&
        typeof pair.value.value === 'string'
      ) {
        out.push({ref: pair.value.value, offset: pair.value.range?.[0] ?? 0});
      } else refsOf(pair.value, out);
    }
  } else if (isSeq(node)) for (const item of node.items) refsOf(item, out);
  return out;
}

/**
 * Parses an OpenAPI document's text, strictly: a YAML error (a bad indent, an unclosed quote, a key
 * given twice) or a `$ref` that points at nothing throws a SpecError at its line and column.
 * `file` is the path the message names (relative to the site).
 */
export function parseSpec(text: string, file: string): OpenApiDoc {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, {lineCounter, prettyErrors: true});
  const error = document.errors[0];
  if (error) {
    const [line, column] = error.linePos ? [error.linePos[0].line, error.linePos[0].col] : [1, 1];
    const reason = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    throw new SpecError(file, line, column, `the YAML does not parse: ${reason}`);
  }
  const doc = document.toJS() as OpenApiDoc;
  if (!doc || typeof doc !== 'object' || typeof doc.openapi !== 'string')
    throw new SpecError(file, 1, 1, 'not an OpenAPI document: no `openapi` version field');
  for (const {ref, offset} of refsOf(document.contents)) {
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
 * pages; a cache in a module variable was new each time, so every edit parsed the documents again (about
 * 125 ms of yaml of the 300 ms reload, measured). Keyed in the global registry, so a fresh evaluation
 * finds it. tests/unit/api-reference.test.ts loads the module twice.
 */
const CACHE = Symbol.for('pitel-docs.openapi-documents');
const cache: Map<string, {stamp: string; doc: OpenApiDoc}> = ((globalThis as Record<symbol, unknown>)[CACHE] ??=
  new Map()) as Map<string, {stamp: string; doc: OpenApiDoc}>;

/**
 * Loads `openapi/<name>.yaml` below the site directory (see parseSpec for what stops it). The parsed
 * document is kept until the file changes (modification time or size), so the dev server renders a page
 * with the edited document as soon as the page is compiled again.
 */
export function loadSpec(siteDir: string, name: string): OpenApiDoc {
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

/** Whether a piece of a document (operation, parameter, field, response, security scheme) is our proposed design. */
export function isProposed(node: unknown): boolean {
  return Boolean(node && typeof node === 'object' && (node as Record<string, unknown>)['x-proposed'] === true);
}

/** The security scheme an operation uses (operation-level security overrides the document's); undefined without one. */
export function securityScheme(doc: OpenApiDoc, operation: Schema): Schema | undefined {
  const security: Record<string, string[]>[] = operation.security ?? doc.security ?? [];
  const name = security.map((s) => Object.keys(s)[0]).find(Boolean);
  return name ? doc.components?.securitySchemes?.[name] : undefined;
}

/** Where the token of an operation comes from: the `x-token-from` operation of its security scheme. */
export function tokenSource(doc: OpenApiDoc, operation: Schema): {operation: string; proposed: boolean} | undefined {
  const scheme = securityScheme(doc, operation);
  const from = scheme?.['x-token-from'];
  return typeof from === 'string' ? {operation: from, proposed: isProposed(scheme)} : undefined;
}

/** The base URL of the first server, with `{var}` printed as the docs placeholder `{{var}}`. */
export function serverUrl(doc: OpenApiDoc): string {
  const url = doc.servers?.[0]?.url ?? 'https://{API_HOST}';
  return url.replace(/\{([^}]+)\}/g, '{{$1}}').replace(/\/$/, '');
}

/** Whether the operation needs the bearer token (operation-level security overrides the document's). */
export function needsAuth(doc: OpenApiDoc, operation: Schema): boolean {
  const security = operation.security ?? doc.security ?? [];
  return Array.isArray(security) && security.some((s: Record<string, unknown>) => Object.keys(s).length > 0);
}
