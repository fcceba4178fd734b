/**
 * The operations of a document as pages name them (`POST /v3/campaign`, `WEBHOOK presskey`), resolved
 * with their parameters, and what an operation needs to be called: its server, its token and where the
 * token comes from, and whether it is our proposed design.
 */
import {toMethodMark, type MethodMark} from '../config/methods';
import {dereference} from './refs';
import {
  HTTP_METHODS,
  type Document,
  type HttpMethods,
  type OperationObject,
  type ParameterObject,
  type PathItemObject,
  type SecuritySchemeObject,
} from './types';

/** An operation as a page names it: `POST /v3/campaign` or `WEBHOOK presskey`. */
export interface OperationRef {
  method: string;
  /** The path for HTTP operations, the webhook name for webhooks. */
  path: string;
  webhook: boolean;
}

const isHttpMethod = (method: string): method is HttpMethods => (HTTP_METHODS as readonly string[]).includes(method);

export function parseOperationRef(text: string): OperationRef {
  const match = /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(text);
  if (!match) throw new Error(`"${text}" is not an operation: write "METHOD /path" or "WEBHOOK name"`);
  const method = match[1].toUpperCase();
  if (method === 'WEBHOOK') return {method, path: match[2], webhook: true};
  if (!isHttpMethod(method.toLowerCase())) throw new Error(`"${text}": unknown HTTP method ${method}`);
  return {method, path: match[2], webhook: false};
}

export function formatOperationRef(ref: OperationRef): string {
  return `${ref.method} ${ref.path}`;
}

export interface ResolvedOperation {
  ref: OperationRef;
  /** The HTTP method the operation uses (for webhooks, the method the platform sends). */
  httpMethod: string;
  /** The operation, every reference in it resolved. */
  operation: OperationObject;
  /** Path-level parameters merged with operation-level ones. */
  parameters: ParameterObject[];
}

/** The first method a path item (a webhook) has an operation for. */
const firstMethod = (item: PathItemObject): HttpMethods | undefined => HTTP_METHODS.find((m) => item[m]);

export function findOperation(doc: Document, ref: OperationRef): ResolvedOperation | undefined {
  const item = ref.webhook ? doc.webhooks?.[ref.path] : doc.paths?.[ref.path];
  if (!item) return undefined;
  const lower = ref.method.toLowerCase();
  const method = ref.webhook ? firstMethod(item) : isHttpMethod(lower) ? lower : undefined;
  const operation = method ? item[method] : undefined;
  if (!method || !operation) return undefined;
  const pathParams = dereference(item.parameters ?? [], doc);
  const opParams = dereference(operation.parameters ?? [], doc);
  const merged = [...pathParams.filter((p) => !opParams.some((o) => o.name === p.name && o.in === p.in)), ...opParams];
  return {ref, httpMethod: method.toUpperCase(), operation: dereference(operation, doc), parameters: merged};
}

/** The method badge of an operation: WEBHOOK for an OpenAPI webhook, else its HTTP method. */
export function operationMethod(op: ResolvedOperation): MethodMark {
  return op.ref.webhook ? 'WEBHOOK' : toMethodMark(op.httpMethod);
}

/** Every operation of a document, as page references (the operations as written, references not resolved). */
export function listOperations(doc: Document): {ref: OperationRef; operation: OperationObject}[] {
  const out: {ref: OperationRef; operation: OperationObject}[] = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const m of HTTP_METHODS) {
      const operation = item[m];
      if (operation) out.push({ref: {method: m.toUpperCase(), path: p, webhook: false}, operation});
    }
  }
  for (const [name, item] of Object.entries(doc.webhooks ?? {})) {
    const m = firstMethod(item);
    const operation = m && item[m];
    if (operation) out.push({ref: {method: 'WEBHOOK', path: name, webhook: true}, operation});
  }
  return out;
}

/** Whether a piece of a document (operation, parameter, field, response, security scheme) is our proposed design. */
export function isProposed(node: unknown): boolean {
  return Boolean(node && typeof node === 'object' && (node as Record<string, unknown>)['x-proposed'] === true);
}

/** The security scheme an operation uses (operation-level security overrides the document's); undefined without one. */
export function securityScheme(doc: Document, operation: OperationObject): SecuritySchemeObject | undefined {
  const security = operation.security ?? doc.security ?? [];
  const name = security.map((s) => Object.keys(s)[0]).find(Boolean);
  return name ? doc.components?.securitySchemes?.[name] : undefined;
}

/** Where the token of an operation comes from: the `x-token-from` operation of its security scheme. */
export function tokenSource(
  doc: Document,
  operation: OperationObject,
): {operation: string; proposed: boolean} | undefined {
  const scheme = securityScheme(doc, operation);
  const from = scheme?.['x-token-from'];
  return typeof from === 'string' ? {operation: from, proposed: isProposed(scheme)} : undefined;
}

/** The base URL of the first server, with `{var}` printed as the docs placeholder `{{var}}`. */
export function serverUrl(doc: Document): string {
  const url = doc.servers?.[0]?.url ?? 'https://{API_HOST}';
  return url.replace(/\{([^}]+)\}/g, '{{$1}}').replace(/\/$/, '');
}

/** Whether the operation needs the bearer token (operation-level security overrides the document's). */
export function needsAuth(doc: Document, operation: OperationObject): boolean {
  const security = operation.security ?? doc.security ?? [];
  return Array.isArray(security) && security.some((s) => Object.keys(s).length > 0);
}
