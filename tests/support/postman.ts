/**
 * Checks a Postman collection made from one of our OpenAPI documents (src/plugins/build/postman-collections):
 * - `format`: it is a collection of format v2.1: the schema URL in `info`, and an auth method's settings
 *   as a list of key/value pairs, where v2.0 wrote an object (the rest of the structure newman checks:
 *   it loads and runs each published collection, tests/unit/postman-collections.test.ts);
 * - `operations`: every HTTP operation of the document is one request, once, and no request is another;
 * - `placeholder`: no value that is the word "string" (the samples' filler for a string without an
 *   example, `exampleOf` in src/plugins/features/api-reference/samples.ts);
 * - `variables`: the base address is one collection variable (`baseUrl`, scheme included, default
 *   `https://` plus the default host of the document's server variable) and every request goes to
 *   `{{baseUrl}}/…` with no scheme of its own; the bearer token is the collection variable named as the
 *   code samples' placeholder (`YOUR_ACCESS_TOKEN`); every request inherits the token or, when its
 *   operation needs none, sends none; no request names a variable the collection lacks outside a body
 *   whose request explains it;
 * - `token`: every request that needs no token and whose example answer carries one (a string `token`
 *   anywhere in it) has a test script that stores it in the token variable: the script is run here on
 *   the example answer, with a stand-in of Postman's `pm`, and must set the collection variable to that
 *   token; the document's token request (`x-token-from`), when it is in the collection, is one of them;
 * - `examples`: example answers are named by their status only, "200 OK", "400 Bad Request"
 *   (the reason phrase of the code), with the planned mark before it when planned;
 * - `planned`: operations flagged `x-proposed` are marked in their name and description, and only they;
 * - `sample`: each request sends what the page's sample of its operation sends (method, URL with its
 *   path and query values, JSON body or form fields).
 * Each problem starts with its rule, so a broken fixture can show which rule caught it.
 */
import {STATUS_CODES} from 'node:http';
import {isDeepStrictEqual} from 'node:util';
import {chai} from 'vitest';
import {operationSample} from '../../src/plugins/features/api-reference/samples';
import {
  BASE_URL_VARIABLE,
  HOST_VARIABLE,
  PLANNED_MARK,
  TOKEN_VARIABLE,
} from '../../src/plugins/build/postman-collections/collection';
import {
  dereference,
  isRecord,
  findOperation,
  isProposed,
  listOperations,
  mediaExamples,
  needsAuth,
  tokenSource,
  type OpenApiDoc,
  type OperationObject,
} from '../../src/openapi';

const POSTMAN_V21_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

type Json = Record<string, unknown>;
const isString = (v: unknown): v is string => typeof v === 'string';
/** A value of a collection as a message or a URL shows it: a primitive as its text, an object or a list as its JSON. */
const asText = (v: unknown): string => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

export interface PostmanRequestFound {
  key: string;
  name: string;
  folders: string[];
  request: Json;
  description: string;
  /** The item's scripts (format v2.1 `event`). */
  event: Json[];
  /** The names of its example answers. */
  examples: {name: string; code: unknown}[];
}

const descriptionOf = (d: unknown): string => (isString(d) ? d : isRecord(d) && isString(d.content) ? d.content : '');

/** v2.1 writes an auth method's settings as a list of key/value pairs, where v2.0 wrote an object. */
function checkAuth(auth: unknown, where: string, problems: string[]) {
  if (!isRecord(auth) || auth.type === 'noauth') return;
  if (!Array.isArray(auth[String(auth.type)]))
    problems.push(
      `format: ${where}: the ${String(auth.type)} settings are not a key/value list (format v2.0 writes an object, v2.1 a list)`,
    );
}

/**
 * What marks format v2.1 (the schema URL in `info`, auth settings as lists), and the requests found, with
 * their folders. The rest of the format newman checks: each published collection is loaded and run by
 * newman in tests/unit/postman-collections.test.ts.
 */
function checkFormat(collection: unknown, problems: string[]): PostmanRequestFound[] {
  const found: PostmanRequestFound[] = [];
  if (!isRecord(collection)) {
    problems.push('format: not a JSON object');
    return found;
  }
  if (!isRecord(collection.info)) problems.push('format: no info');
  else if (collection.info.schema !== POSTMAN_V21_SCHEMA)
    problems.push(`format: info.schema is ${JSON.stringify(collection.info.schema)}, not the v2.1 schema URL`);
  checkAuth(collection.auth, 'collection', problems);
  const walk = (items: unknown, folders: string[]) => {
    for (const item of (Array.isArray(items) ? items : []) as unknown[]) {
      if (!isRecord(item)) continue;
      const where = [...folders, String(item.name)].join(' › ');
      checkAuth(item.auth, where, problems);
      if (item.item !== undefined) {
        walk(item.item, [...folders, String(item.name)]);
        continue;
      }
      const request = item.request;
      if (!isRecord(request)) continue;
      checkAuth(request.auth, where, problems);
      if (!isRecord(request.url) || !isString(request.method)) continue;
      found.push({
        key: requestKey(request),
        name: String(item.name),
        folders,
        request,
        description: descriptionOf(request.description) || descriptionOf(item.description),
        event: (Array.isArray(item.event) ? item.event : []).filter(isRecord),
        examples: (Array.isArray(item.response) ? item.response : [])
          .filter(isRecord)
          .map((r) => ({name: String(r.name), code: r.code})),
      });
    }
  };
  walk(collection.item, []);
  return found;
}

/** `METHOD /path/{param}` of a request, from its method and its path segments (`:param`). */
export function requestKey(request: Json): string {
  const segments = ((request.url as Json).path ?? []) as string[];
  return `${String(request.method).toUpperCase()} /${segments.map((s) => s.replace(/^:(.+)$/, '{$1}')).join('/')}`;
}

/** The URL a request is sent to: path variables filled, the enabled query parameters, all decoded. */
function resolvedUrl(request: Json): string {
  const url = request.url as Json;
  const variables = (url.variable ?? []) as Json[];
  const host = Array.isArray(url.host) ? (url.host as string[]).join('.') : String(url.host);
  const scheme = url.protocol === undefined ? '' : `${asText(url.protocol)}://`;
  const segments = ((url.path ?? []) as string[]).map((s) => {
    const variable = /^:(.+)$/.exec(s) && variables.find((v) => v.key === s.slice(1));
    return variable ? asText(variable.value ?? '') : s;
  });
  const query = ((url.query ?? []) as Json[])
    .filter((q) => !q.disabled)
    .map((q) => `${asText(q.key)}=${asText(q.value ?? '')}`);
  return `${scheme}${host}/${segments.join('/')}${query.length ? `?${query.join('&')}` : ''}`;
}

/** A sample's URL decoded part by part, to compare with resolvedUrl. */
function decodedSampleUrl(url: string): string {
  const [base, query] = url.split('?');
  const decode = (s: string) => s.split('/').map(decodeURIComponent).join('/');
  return `${decode(base)}${
    query
      ? `?${query
          .split('&')
          .map((kv) => kv.split('=').map(decodeURIComponent).join('='))
          .join('&')}`
      : ''
  }`;
}

/** Every `{{name}}` of a value, as JSON text. */
const variablesIn = (value: unknown): string[] =>
  [...JSON.stringify(value ?? '').matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((m) => m[1]);

/** The problems of a collection made from `doc`; an empty list when it passes every rule. */
export function checkPostmanCollection(collection: unknown, doc: OpenApiDoc): string[] {
  const problems: string[] = [];
  const requests = checkFormat(collection, problems);
  const c = isRecord(collection) ? collection : {};

  // operations
  const expected = listOperations(doc).filter(({ref}) => !ref.webhook);
  const count = new Map<string, number>();
  for (const r of requests) count.set(r.key, (count.get(r.key) ?? 0) + 1);
  for (const {ref} of expected) {
    const key = `${ref.method} ${ref.path}`;
    const n = count.get(key) ?? 0;
    if (n !== 1) problems.push(`operations: ${key} is ${n === 0 ? 'missing' : `${n} requests`}`);
  }
  for (const key of count.keys()) {
    if (!expected.some(({ref}) => `${ref.method} ${ref.path}` === key))
      problems.push(`operations: ${key} is no operation of the document`);
  }

  // placeholder
  const fillers = JSON.stringify(collection).match(/"(?:value|body|raw)":"string"/g) ?? [];
  if (fillers.length) problems.push(`placeholder: ${fillers.length} values that are the word "string"`);

  // variables
  const variableList = (Array.isArray(c.variable) ? c.variable : []) as Json[];
  const variables = variableList.map((v) => v.key as string);
  for (const name of [BASE_URL_VARIABLE, TOKEN_VARIABLE])
    if (!variables.includes(name)) problems.push(`variables: no collection variable ${name}`);
  const defaultHost = doc.servers?.[0]?.variables?.[HOST_VARIABLE]?.default;
  const baseValue = variableList.find((v) => v.key === BASE_URL_VARIABLE)?.value;
  if (variables.includes(BASE_URL_VARIABLE) && baseValue !== `https://${String(defaultHost)}`) {
    problems.push(
      `variables: ${BASE_URL_VARIABLE} is ${JSON.stringify(baseValue)}, not https:// and the default host of ${HOST_VARIABLE} (https://${String(defaultHost)})`,
    );
  }
  const auth = c.auth as Json | undefined;
  const bearer =
    isRecord(auth) && auth.type === 'bearer' && Array.isArray(auth.bearer)
      ? (auth.bearer as Json[]).find((b) => b.key === 'token')
      : undefined;
  if (bearer?.value !== `{{${TOKEN_VARIABLE}}}`)
    problems.push(`variables: the collection's auth is not the bearer token {{${TOKEN_VARIABLE}}}`);
  for (const r of requests) {
    const url = r.request.url as Json;
    const host = Array.isArray(url.host) ? (url.host as string[]).join('.') : url.host;
    if (url.protocol !== undefined || host !== `{{${BASE_URL_VARIABLE}}}`) {
      problems.push(
        `variables: ${r.key} goes to ${url.protocol === undefined ? '' : `${asText(url.protocol)}://`}${asText(host)}, not {{${BASE_URL_VARIABLE}}}`,
      );
    }
    if (isString(url.raw) && !url.raw.startsWith(`{{${BASE_URL_VARIABLE}}}/`))
      problems.push(`variables: ${r.key} has the raw URL ${url.raw}`);
    const foreign = [...new Set(variablesIn([r.request.url, r.request.header, r.request.auth]))].filter(
      (n) => !variables.includes(n),
    );
    if (foreign.length)
      problems.push(
        `variables: ${r.key} uses ${foreign.map((n) => `{{${n}}}`).join(', ')}, which the collection does not define`,
      );
    const inBody = [...new Set(variablesIn(r.request.body))].filter(
      (n) => !variables.includes(n) && !r.description.includes(`{{${n}}}`),
    );
    if (inBody.length)
      problems.push(
        `variables: ${r.key} has ${inBody.map((n) => `{{${n}}}`).join(', ')} in its body and does not say what it is`,
      );
    const op = expected.find(({ref}) => `${ref.method} ${ref.path}` === r.key);
    if (!op) continue;
    const requestAuth = r.request.auth as Json | null | undefined;
    if (needsAuth(doc, op.operation)) {
      const own = isRecord(requestAuth)
        ? (requestAuth.bearer as Json[] | undefined)?.find((b) => b.key === 'token')
        : undefined;
      if (isRecord(requestAuth) && !(requestAuth.type === 'bearer' && own?.value === `{{${TOKEN_VARIABLE}}}`))
        problems.push(`variables: ${r.key} needs the token but sends ${String(requestAuth.type)}`);
    } else if (!isRecord(requestAuth) || requestAuth.type !== 'noauth') {
      problems.push(`variables: ${r.key} needs no token but would send the collection's`);
    }
  }

  // token
  const tokenFrom = tokenSource(doc, {});
  for (const r of requests) {
    const op = expected.find(({ref}) => `${ref.method} ${ref.path}` === r.key);
    if (!op || needsAuth(doc, op.operation)) continue;
    const example = successExample(doc, op.operation);
    const token = example === undefined ? undefined : tokenIn(example);
    if (token === undefined) {
      if (r.key === tokenFrom?.operation)
        problems.push(`token: ${r.key} issues the token and its example answer has none`);
      continue;
    }
    const scripts = r.event.filter((e) => e.listen === 'test');
    if (!scripts.length) {
      problems.push(`token: ${r.key} answers with a token and has no test script to store it in ${TOKEN_VARIABLE}`);
      continue;
    }
    const stored = runTestScripts(scripts, example);
    if (stored.error) problems.push(`token: ${r.key}: its test script fails on the example answer: ${stored.error}`);
    else if (stored.variables[TOKEN_VARIABLE] !== token) {
      problems.push(
        `token: ${r.key}: its test script stores ${JSON.stringify(stored.variables[TOKEN_VARIABLE])} in ${TOKEN_VARIABLE}, not the answer's token ${JSON.stringify(token)}`,
      );
    }
  }

  // examples
  for (const r of requests) {
    for (const e of r.examples) {
      const name = e.name.startsWith(`${PLANNED_MARK} `) ? e.name.slice(PLANNED_MARK.length + 1) : e.name;
      const code = Number(e.code);
      // A `default` answer (a body without its HTTP status) has no code, and is named as the reference names it.
      const want = e.code === undefined ? 'Status not documented' : `${code} ${STATUS_CODES[code] ?? ''}`.trim();
      if (name !== want)
        problems.push(
          `examples: ${r.key}: the example "${e.name.length > 60 ? `${e.name.slice(0, 60)}…` : e.name}" is not named by its status ("${want}")`,
        );
    }
  }

  // planned
  for (const r of requests) {
    const op = expected.find(({ref}) => `${ref.method} ${ref.path}` === r.key);
    if (!op) continue;
    const planned = isProposed(op.operation);
    const marked = r.name.startsWith(PLANNED_MARK);
    if (planned && !marked) problems.push(`planned: ${r.key} is planned and its name "${r.name}" does not say so`);
    if (planned && !/proposed design/i.test(r.description))
      problems.push(`planned: ${r.key} is planned and its description does not say so`);
    if (!planned && marked) problems.push(`planned: ${r.key} is marked planned and is not`);
  }

  // sample
  for (const r of requests) {
    const found = expected.find(({ref}) => `${ref.method} ${ref.path}` === r.key);
    if (!found) continue;
    const sample = operationSample(doc, findOperation(doc, found.ref)!);
    const sent = resolvedUrl(r.request);
    // The samples write the base as https://{{API_HOST}}; the collection as {{baseUrl}}.
    const want = decodedSampleUrl(sample.url).replace(`https://{{${HOST_VARIABLE}}}`, `{{${BASE_URL_VARIABLE}}}`);
    if (sent !== want) problems.push(`sample: ${r.key} goes to ${sent}; the page's sample to ${want}`);
    const headers = ((r.request.header ?? []) as Json[]).filter((h) => !h.disabled);
    const body = r.request.body as Json | null | undefined;
    if (sample.body?.kind === 'json') {
      let value: unknown;
      try {
        value = body?.mode === 'raw' ? JSON.parse(String(body.raw)) : undefined;
      } catch {
        value = undefined;
      }
      if (!isDeepStrictEqual(value, sample.body.value))
        problems.push(`sample: ${r.key} sends a JSON body other than the page's sample`);
    } else if (sample.body?.kind === 'multipart') {
      const fields = body?.mode === 'formdata' ? ((body.formdata ?? []) as Json[]).filter((f) => !f.disabled) : [];
      const got = fields.map((f) =>
        f.type === 'file' ? `${asText(f.key)}=<file>` : `${asText(f.key)}=${asText(f.value)}`,
      );
      const want = sample.body.fields.map((f) => (f.file ? `${f.name}=<file>` : `${f.name}=${f.value}`));
      if (!isDeepStrictEqual(got, want))
        problems.push(`sample: ${r.key} sends the form ${got.join('&')}; the page's sample ${want.join('&')}`);
      const contentType = headers.find((h) => String(h.key).toLowerCase() === 'content-type');
      if (contentType)
        problems.push(
          `sample: ${r.key} fixes Content-Type ${String(contentType.value)}, so Postman cannot add the multipart boundary`,
        );
    } else if (body && !(body.mode === 'raw' && !asText(body.raw ?? '').trim())) {
      problems.push(`sample: ${r.key} sends a body; the page's sample sends none`);
    }
  }
  return problems;
}

/** The operations a collection has requests for, with the folders around each. */
export function postmanRequests(collection: unknown): PostmanRequestFound[] {
  return checkFormat(collection, []);
}

/** The rules a list of problems breaks (`format`, `operations`, …). */
export const rulesOf = (problems: string[]): string[] => [...new Set(problems.map((p) => p.split(':')[0]))].sort();

/** The example of an operation's first 2xx JSON answer. */
function successExample(doc: OpenApiDoc, operation: OperationObject): unknown {
  const entry = Object.entries(operation.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
  return mediaExamples(dereference(entry?.[1], doc)?.content?.['application/json'])[0]?.value;
}

/** The first string value of a key `token` in a JSON value, shallowest first. */
function tokenIn(value: unknown): string | undefined {
  let level: unknown[] = [value];
  while (level.length) {
    const next: unknown[] = [];
    for (const v of level) {
      if (!isRecord(v)) continue;
      if (isString(v.token) && v.token) return v.token;
      next.push(...Object.values(v));
    }
    level = next;
  }
  return undefined;
}

/**
 * Runs a request's test scripts on an answer with a stand-in of Postman's `pm` (the parts a token
 * script uses: `pm.response`, `pm.test`, `pm.expect`, `pm.collectionVariables`); returns the collection
 * variables they set, or the first failure.
 */
function runTestScripts(scripts: Json[], body: unknown): {variables: Record<string, unknown>; error?: string} {
  // The answer the scripts see is the example of a success, with status 200.
  const code = 200;
  const variables: Record<string, unknown> = {};
  const fail = (message: string): never => {
    throw new Error(message);
  };
  const pm = {
    response: {
      code,
      json: () => structuredClone(body),
      to: {have: {status: (want: number) => (code === want ? undefined : fail(`status ${code}, not ${want}`))}},
    },
    // Postman's sandbox gives chai's expect as pm.expect.
    expect: chai.expect,
    test: (_name: string, fn: () => void) => fn(),
    collectionVariables: {
      set: (key: string, value: unknown) => void (variables[key] = value),
      get: (key: string) => variables[key],
    },
  };
  try {
    for (const e of scripts) {
      const exec = (e.script as Json).exec;
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the collection's test script is code to run, as Postman's sandbox runs it, here on a stand-in `pm`
      new Function('pm', Array.isArray(exec) ? exec.join('\n') : String(exec))(pm);
    }
    return {variables};
  } catch (err) {
    return {variables, error: (err as Error).message};
  }
}
