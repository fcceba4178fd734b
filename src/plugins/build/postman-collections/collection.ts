/**
 * A Postman collection (format v2.1) made from one OpenAPI document of `openapi/`, for readers who start
 * from Postman rather than from the pages' code samples.
 *
 * openapi-to-postmanv2 does the conversion, in example mode (`parametersResolution: 'Example'`), so
 * request bodies, parameters and response examples carry the documents' examples instead of `<string>`
 * placeholders. This module then shapes its output the way the site presents the API:
 * - every request goes to `{{baseUrl}}`, one collection variable holding the scheme and the host
 *   (default `https://` plus the server variable's default host), so a run can point the whole
 *   collection at another address (`newman run … --env-var baseUrl=http://127.0.0.1:4010`);
 * - the bearer token is the collection variable `YOUR_ACCESS_TOKEN`, the token placeholder of the code
 *   samples (src/config/sample-values.ts); the requests whose answer carries a token store it there
 *   with a test script, so the requests after them send it;
 * - example answers are named by their status ("200 OK", "400 Bad Request"); what each means is listed
 *   in the request's description;
 * - requests are grouped as in the main sidebar (sidebars.ts: "Auth API", "CDR API", …), in its order,
 *   each page's operations in the order its front matter names them, not by tag or path segment;
 * - a request sends what the page's samples send (src/plugins/features/api-reference/samples.ts): path
 *   parameters, required parameters and those marked `x-sample`; the other query parameters and form
 *   fields are there, disabled; upload fields are file fields;
 * - operations and responses flagged `x-proposed` are marked "[Proposed]" in their name, and the
 *   request's description opens with the planned-design notice;
 * - requests that need no token (`security: []`) send none; every other one inherits the collection's
 *   bearer auth;
 * - each request and folder links its page; generated ids are dropped, and the collection's own id is
 *   derived from the document's name, so a build is reproducible and importing a newer collection
 *   offers to replace the older one.
 * Webhooks (what Pitel sends to the reader's server) are not requests to the API and are left out.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {STATUS_CODES} from 'node:http';
import path from 'node:path';
import {convertV2} from 'openapi-to-postmanv2';
import type {Options} from 'openapi-to-postmanv2';
import {collectionFileName} from './file-name';
import {frontMatterOf} from '../../../config/content-files';
import {samplePlaceholders} from '../../../config/sample-values';
import {apiFrontMatter} from '../../features/api-reference';
import {inSample, operationSample} from '../../features/api-reference/samples';
import {statusLabel} from '../../features/api-reference/render';
import {
  dereference,
  findOperation,
  isProposed,
  listOperations,
  loadSpec,
  needsAuth,
  parseOperationRef,
  serverUrl,
  specFile,
  tokenSource,
  type OpenApiDoc,
  type MediaTypeObject,
  type OperationObject,
  type OperationRef,
  type ParameterObject,
  type SchemaObject,
} from '../../../openapi';

/** The schema URL that names format v2.1 of Postman collections in `info.schema`. */
export const POSTMAN_SCHEMA_V21 = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

const placeholder = (key: 'host' | 'token') => samplePlaceholders.find((p) => p.key === key)!.text;
/** The server variable of the API host, `{{API_HOST}}` in every code sample of the site. */
export const HOST_VARIABLE = placeholder('host').replace(/^\{\{|\}\}$/g, '');
/**
 * The collection variable of the base address, scheme included: `https://` plus the API host by
 * default. One variable, so a run can send every request elsewhere (`--env-var baseUrl=http://…`).
 */
export const BASE_URL_VARIABLE = 'baseUrl';
/** The collection variable of the access token: `YOUR_ACCESS_TOKEN` in every code sample of the site. */
export const TOKEN_VARIABLE = placeholder('token');

/** The mark of a planned operation or response in its name. */
export const PLANNED_MARK = '[Proposed]';

/**
 * The converter's options. `parametersResolution: 'Example'` is example mode in the converter's v2
 * interface (the v1 interface split it into `requestParametersResolution` and
 * `exampleParametersResolution`): values come from the documents' examples, not from `<type>`
 * placeholders. The folders it makes are replaced by the sidebar's, and the optional parameters it
 * would enable are set as the samples send them.
 */
export const CONVERTER_OPTIONS: Options = {
  parametersResolution: 'Example',
  folderStrategy: 'Tags',
  requestNameSource: 'Fallback',
  enableOptionalParameters: false,
  includeWebhooks: false,
  includeDeprecated: true,
  alwaysInheritAuthentication: false,
};

export {collectionFileName};

export type PostmanDescription = string | {content: string; type?: string};
export interface PostmanKeyValue {
  key: string;
  value?: unknown;
  type?: string;
  disabled?: boolean;
  description?: PostmanDescription;
  [other: string]: unknown;
}
export interface PostmanAuth {
  type: string;
  [method: string]: unknown;
}
export interface PostmanUrl {
  raw?: string;
  protocol?: string;
  host?: string[] | string;
  path?: string[] | string;
  query?: PostmanKeyValue[];
  variable?: PostmanKeyValue[];
}
export interface PostmanRequest {
  name?: string;
  description?: PostmanDescription;
  url: PostmanUrl;
  method: string;
  header?: PostmanKeyValue[];
  body?: {mode: string; raw?: string; formdata?: PostmanKeyValue[]; [other: string]: unknown} | null;
  auth?: PostmanAuth | null;
}
export interface PostmanResponse {
  id?: string;
  name: string;
  originalRequest?: PostmanRequest;
  status?: string;
  code?: number;
  header?: PostmanKeyValue[];
  body?: string;
  [other: string]: unknown;
}
/** A script a request runs (format v2.1 `event`): `test` runs after the answer arrives. */
export interface PostmanEvent {
  listen: 'test' | 'prerequest';
  script: {type: string; exec: string[]};
}
export interface PostmanRequestItem {
  id?: string;
  name: string;
  description?: PostmanDescription;
  event?: PostmanEvent[];
  request: PostmanRequest;
  response?: PostmanResponse[];
}
export interface PostmanFolder {
  id?: string;
  name: string;
  description?: PostmanDescription;
  item: PostmanItem[];
}
export type PostmanItem = PostmanRequestItem | PostmanFolder;
export interface PostmanCollection {
  info: {_postman_id?: string; name: string; description?: PostmanDescription; schema: string};
  item: PostmanItem[];
  variable?: PostmanKeyValue[];
  auth?: PostmanAuth | null;
  event?: unknown[];
}

export const isFolder = (item: PostmanItem): item is PostmanFolder => Array.isArray((item as PostmanFolder).item);

/** Every request item of a list of items, folders walked in order, with the names of the folders around it. */
export function requestItems(
  items: readonly PostmanItem[],
  folders: string[] = [],
): {item: PostmanRequestItem; folders: string[]}[] {
  return items.flatMap((item) =>
    isFolder(item) ? requestItems(item.item, [...folders, item.name]) : [{item, folders}],
  );
}

/** The path segments of a Postman URL (`path` is a list, or one string). */
const pathSegments = (url: PostmanUrl): string[] =>
  Array.isArray(url.path)
    ? url.path
    : String(url.path ?? '')
        .split('/')
        .filter(Boolean);

/** `METHOD /path/{param}` of a Postman request, from its method and its path segments (`:param`). */
export function requestOperationKey(request: PostmanRequest): string {
  const segments = pathSegments(request.url).map((s) => s.replace(/^:(.+)$/, '{$1}'));
  return `${request.method.toUpperCase()} /${segments.join('/')}`;
}

/** Runs openapi-to-postmanv2 (v2 interface) on a document's text. */
export function convertDocument(text: string, options: Options = CONVERTER_OPTIONS): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    convertV2({type: 'string', data: text}, options, (err, result) => {
      if (err) reject(new Error(`openapi-to-postmanv2: ${err.message}`));
      else if (!result?.result || !result.output?.[0])
        reject(new Error(`openapi-to-postmanv2: ${result?.reason ?? 'no collection'}`));
      else resolve(result.output[0].data as PostmanCollection);
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// Where each operation goes: the sidebar's categories, from the pages' `api` front matter.

/** The items of a sidebar as sidebars.ts writes them: doc ids, doc items and categories. */
export type SidebarItem =
  | string
  | {type: 'doc'; id: string; label?: string}
  | {type: 'category'; label: string; link?: {type: string; id?: string}; items: SidebarItem[]}
  | {type: string; [other: string]: unknown};

/** A folder of the collection as the sidebar names it, with the URL of its page when it has one. */
interface FolderPlace {
  label: string;
  url?: string;
}

/** The operations of one page, in front-matter order, and where the page sits in the sidebar. */
export interface PagePlace {
  docId: string;
  /** The page's label in the sidebar. */
  label: string;
  /** The categories around the page, outermost first. */
  categories: FolderPlace[];
  operations: OperationRef[];
}

/** The route of a page of the main docs section (served at `/`), from its doc id and front matter. */
function docRoute(docId: string, frontMatter: Record<string, unknown>): string {
  if (typeof frontMatter.slug === 'string' && frontMatter.slug.startsWith('/')) return frontMatter.slug;
  return `/${docId.replace(/(^|\/)index$/, '$1')}`;
}

/** A value read from front matter or a converted request as text: a string as it is, nothing as '', anything else as JSON (`2`, `true`). */
function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function readFrontMatter(docsDir: string, docId: string): Record<string, unknown> {
  for (const ext of ['.mdx', '.md']) {
    try {
      return frontMatterOf(readFileSync(path.join(docsDir, `${docId}${ext}`), 'utf8'));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
  throw new Error(`the sidebar names the page "${docId}", which has no file in ${docsDir}`);
}

/**
 * The pages of the sidebar that document operations of `spec`, in sidebar order, each with its
 * categories. A page's label is the sidebar item's, else its `sidebar_label`, else its title.
 */
export function sidebarPages(
  items: readonly SidebarItem[],
  docsDir: string,
  spec: string,
  siteUrl: string,
): PagePlace[] {
  const pages: PagePlace[] = [];
  const walk = (list: readonly SidebarItem[], categories: FolderPlace[]) => {
    for (const item of list) {
      if (typeof item === 'object' && item.type === 'category') {
        const category = item as Extract<SidebarItem, {type: 'category'}>;
        const linked = category.link?.type === 'doc' && category.link.id;
        const url = linked ? `${siteUrl}${docRoute(linked, readFrontMatter(docsDir, linked))}` : undefined;
        walk(category.items, [...categories, {label: category.label, url}]);
        continue;
      }
      const docId = typeof item === 'string' ? item : item.type === 'doc' ? (item.id as string) : undefined;
      if (!docId) continue;
      const frontMatter = readFrontMatter(docsDir, docId);
      const api = apiFrontMatter(frontMatter);
      if (!api || api.spec !== spec) continue;
      const label =
        (typeof item === 'object' && typeof item.label === 'string' && item.label) ||
        asText(frontMatter.sidebar_label ?? frontMatter.title ?? docId);
      pages.push({
        docId,
        label,
        categories,
        operations: api.operations.map(parseOperationRef).filter((ref) => !ref.webhook),
      });
    }
  };
  walk(items, []);
  return pages.filter((p) => p.operations.length > 0);
}

/**
 * The folders of each page's requests: its categories below the ones every page of the document shares
 * (for v1, below "Pitel API" › "V1"). A page that sits directly in that shared category (v3's Report
 * page) gets a folder of its own, named by its sidebar label, when it has several operations; the
 * request of a page with one operation is then a top-level request, as the page is a top-level link.
 */
export function pageFolders(pages: readonly PagePlace[]): FolderPlace[][] {
  let common = pages.length ? pages[0].categories.length : 0;
  for (const page of pages) {
    let i = 0;
    while (i < common && i < page.categories.length && page.categories[i].label === pages[0].categories[i].label) i++;
    common = i;
  }
  return pages.map((page) => {
    const below = page.categories.slice(common);
    if (below.length || page.operations.length === 1) return below;
    return [{label: page.label}];
  });
}

// ---------------------------------------------------------------------------------------------------
// Reshaping the converter's requests.

const markdown = (content: string): {content: string; type: string} => ({content, type: 'text/markdown'});
const descriptionText = (d: PostmanDescription | undefined) => (typeof d === 'string' ? d : (d?.content ?? ''));

/** A UUID derived from a name, so the same document always gives the collection the same id. */
export function stableId(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The default of `{{baseUrl}}`: the server URL of the document (`https://{API_HOST}`) with the server
 * variable's default host (`https://api.example.com`).
 */
export function defaultBaseUrl(doc: OpenApiDoc): string {
  const match = /^(https?):\/\/([^/]+)$/.exec(serverUrl(doc));
  if (!match || match[2] !== `{{${HOST_VARIABLE}}}`) {
    throw new Error(
      `the server URL of the document must be https://{${HOST_VARIABLE}} (found ${doc.servers?.[0]?.url})`,
    );
  }
  const host = doc.servers?.[0]?.variables?.[HOST_VARIABLE]?.default;
  if (typeof host !== 'string' || !host)
    throw new Error(`the server variable ${HOST_VARIABLE} of the document has no default host`);
  return `${match[1]}://${host}`;
}

/** Points a request at `{{baseUrl}}`, enables the query parameters the samples send, and writes `raw`. */
function reshapeUrl(url: PostmanUrl, parameters: ParameterObject[]): PostmanUrl {
  const segments = pathSegments(url);
  const query = (url.query ?? []).map((q) => {
    const param = parameters.find((p) => p.in === 'query' && p.name === q.key);
    return {...q, disabled: !(param && inSample(param))};
  });
  const enabled = query.filter((q) => !q.disabled).map((q) => `${q.key}=${asText(q.value)}`);
  const base = `{{${BASE_URL_VARIABLE}}}`;
  const raw = `${base}/${segments.join('/')}${enabled.length ? `?${enabled.join('&')}` : ''}`;
  // No `protocol`: the scheme is part of the variable, so `http://127.0.0.1:4010` works as well as `https://…`.
  return {raw, host: [base], path: segments, query, variable: url.variable ?? []};
}

/** Headers of a converted request with the converter's `Bearer <token>` example written with the token variable. */
function reshapeHeaders(headers: PostmanKeyValue[] | undefined): PostmanKeyValue[] {
  return (headers ?? []).map((h) =>
    h.key.toLowerCase() === 'authorization' ? {key: h.key, value: `Bearer {{${TOKEN_VARIABLE}}}`} : h,
  );
}

/** The example of a form field that the samples leave out: the schema's own value, if it names one. */
function ownExample(schema: SchemaObject | undefined): string {
  const value = schema?.example ?? schema?.examples?.[0] ?? schema?.default ?? schema?.enum?.[0];
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The form fields of a multipart request: the fields the page's sample sends, with its values (the
 * converter fills multipart fields from the schema, not the document's example), then the other fields
 * of the schema, disabled. Upload fields are file fields, for the reader to pick the file.
 */
function formFields(doc: OpenApiDoc, ref: OperationRef, converted: PostmanKeyValue[]): PostmanKeyValue[] {
  const op = findOperation(doc, ref)!;
  const sample = operationSample(doc, op);
  if (sample.body?.kind !== 'multipart')
    throw new Error(`${ref.method} ${ref.path}: a form body the samples do not send as multipart`);
  const media: MediaTypeObject = op.operation.requestBody?.content?.['multipart/form-data'] ?? {};
  const properties = media.schema?.properties ?? {};
  const describe = (key: string) => converted.find((f) => f.key === key)?.description;
  const field = (key: string, value: string, file: boolean, disabled: boolean): PostmanKeyValue => ({
    key,
    ...(file ? {type: 'file'} : {value, type: 'text'}),
    ...(disabled ? {disabled: true} : {}),
    ...(describe(key) ? {description: describe(key)} : {}),
  });
  const sent = sample.body.fields.map((f) => field(f.name, f.value, f.file, false));
  const others = Object.entries(properties)
    .filter(([key]) => !sent.some((f) => f.key === key))
    .map(([key, schema]) => field(key, ownExample(schema), schema.contentMediaType !== undefined, true));
  return [...sent, ...others];
}

/** Names written `{{name}}` in a text that are not variables of the collection. */
export function foreignVariables(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((m) => m[1]);
  return [...new Set(names)].filter((n) => n !== BASE_URL_VARIABLE && n !== TOKEN_VARIABLE);
}

/**
 * Pitel's templates write their variables as Postman does (`{{customer_name}}`). Postman sends a
 * `{{name}}` that names none of its variables as written, but marks it unresolved: the request says so.
 */
function templateNote(request: PostmanRequest): string {
  const names = foreignVariables(request.body?.raw ?? '');
  if (!names.length) return '';
  const list = names.map((n) => `\`{{${n}}}\``).join(', ');
  return `${list} in the body ${names.length > 1 ? 'are Pitel template variables' : 'is a Pitel template variable'}, not ${names.length > 1 ? 'Postman variables' : 'a Postman variable'}: Postman sends ${names.length > 1 ? 'them' : 'it'} as written, as long as no Postman variable has that name.`;
}

/** The notice a planned request's description opens with (the site's "Proposed design" notice). */
export function plannedNotice(siteUrl: string): string {
  return `**Proposed design.** Pitel has not published this; confirm before you rely on it: [how to reach Pitel support](${siteUrl}/support).`;
}

/** A path into a JSON answer, as property names (`['data', 'token']`). */
export type JsonPath = string[];

/**
 * Where a successful answer of an operation carries an access token: the shallowest string property
 * named `token` of its first 2xx JSON schema (`token` of POST /v3/auth/token, `data.token` of
 * POST /v1/auth/token, `data.token.token` of POST /v3/auth). None when the answer has no token.
 */
export function tokenPath(doc: OpenApiDoc, operation: OperationObject): JsonPath | undefined {
  const success = Object.entries(operation.responses ?? {}).find(([status]) => /^2\d\d$/.test(status))?.[1];
  const schema = success && dereference(success, doc)?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  let level: {schema: SchemaObject; path: JsonPath}[] = [{schema: dereference(schema, doc), path: []}];
  for (let depth = 0; depth < 6 && level.length; depth++) {
    const next: {schema: SchemaObject; path: JsonPath}[] = [];
    for (const {schema: s, path: at} of level) {
      for (const [key, child] of Object.entries(s?.properties ?? {})) {
        const property = dereference(child, doc);
        if (key === 'token' && property?.type === 'string') return [...at, key];
        if (property?.properties) next.push({schema: property, path: [...at, key]});
      }
    }
    level = next;
  }
  return undefined;
}

/**
 * The test script of a request whose answer carries a token: it stores the token in the collection
 * variable `YOUR_ACCESS_TOKEN`, which every request after it sends. Plain ES5 for Postman's sandbox and
 * newman's; a test (not a silent step), so an answer without a token shows as a failed test.
 */
export function tokenCaptureScript(path: JsonPath): PostmanEvent {
  const where = path.join('.');
  return {
    listen: 'test',
    script: {
      type: 'text/javascript',
      exec: [
        `// Stores the access token of this answer (${where}) in the collection variable ${TOKEN_VARIABLE},`,
        '// which the requests that need a token send as Authorization: Bearer.',
        `pm.test('stores the access token of the answer (${where}) in ${TOKEN_VARIABLE}', function () {`,
        '  pm.response.to.have.status(200);',
        `  var token = ${JSON.stringify(path)}.reduce(function (value, key) { return value == null ? value : value[key]; }, pm.response.json());`,
        `  pm.expect(token, '${where}').to.be.a('string').and.not.empty;`,
        `  pm.collectionVariables.set('${TOKEN_VARIABLE}', token);`,
        '});',
      ],
    },
  };
}

/**
 * The name of an example answer: its status code and reason phrase ("200 OK", "400 Bad Request"). The
 * `default` answer of a document, a body Pitel shows without its HTTP status, comes from the converter
 * without a code: it is named as the reference names it.
 */
export function exampleName(code: number | undefined, status: string | undefined): string {
  if (code === undefined) return status || statusLabel('default');
  return `${code} ${status || STATUS_CODES[code] || ''}`.trim();
}

function reshapeRequestItem(
  doc: OpenApiDoc,
  ref: OperationRef,
  converted: PostmanRequestItem,
  siteUrl: string,
): PostmanRequestItem {
  const op = findOperation(doc, ref)!;
  const operation = op.operation;
  const planned = isProposed(operation);
  const name = `${planned ? `${PLANNED_MARK} ` : ''}${converted.name}`;
  const page = typeof operation['x-page'] === 'string' ? `${siteUrl}${operation['x-page']}` : undefined;
  const plannedStatuses = new Set(
    Object.entries(operation.responses ?? {})
      .filter(([, response]) => isProposed(response))
      .map(([status]) => Number(status)),
  );
  const examples = (converted.response ?? []).map((r) => ({
    converted: r,
    name: `${r.code !== undefined && plannedStatuses.has(r.code) ? `${PLANNED_MARK} ` : ''}${exampleName(r.code, r.status)}`,
  }));
  // The converter names each example by the response's description; the examples are named by their
  // status, and the descriptions are listed here.
  const answers = examples.map(({converted: r, name}) => `- ${name}: ${r.name.trim()}`);
  const description = [
    planned ? plannedNotice(siteUrl) : '',
    descriptionText(converted.request.description).trim(),
    answers.length ? `Answers:\n${answers.join('\n')}` : '',
    page ? `Documentation: ${page}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const reshape = (request: PostmanRequest): PostmanRequest => {
    const out: PostmanRequest = {
      ...request,
      url: reshapeUrl(request.url, op.parameters),
      header: reshapeHeaders(request.header),
    };
    // The converter writes an empty body (`{}`) on requests that send none.
    if (request.body && !request.body.mode) delete out.body;
    if (request.body?.mode === 'formdata') {
      out.body = {mode: 'formdata', formdata: formFields(doc, ref, request.body.formdata ?? [])};
      // Postman writes the multipart Content-Type itself, with the boundary; a fixed one would lack it.
      out.header = out.header!.filter((h) => h.key.toLowerCase() !== 'content-type');
    }
    return out;
  };
  const reshaped = reshape(converted.request);
  const request: PostmanRequest = {
    ...reshaped,
    name,
    description: markdown([description, templateNote(reshaped)].filter(Boolean).join('\n\n')),
    // No token for the token requests; every other request inherits the collection's bearer auth.
    auth: needsAuth(doc, operation) ? null : {type: 'noauth'},
  };
  const response = examples.map(({converted: {id: _id, ...r}, name: exampleLabel}) => ({
    ...r,
    // A file answer (a recording) has no text to show; the converter writes the word "string".
    ...(isFileAnswer(r) ? {body: ''} : {}),
    name: exampleLabel,
    ...(r.originalRequest ? {originalRequest: reshape(r.originalRequest)} : {}),
  }));
  // A request that needs no token and whose answer carries one (the token request, the v3 login) stores it.
  const capture = !needsAuth(doc, operation) ? tokenPath(doc, operation) : undefined;
  return {name, ...(capture ? {event: [tokenCaptureScript(capture)]} : {}), request, response};
}

/** Whether an example answer is a file: neither JSON nor text by its Content-Type. */
function isFileAnswer(response: PostmanResponse): boolean {
  const type = asText(response.header?.find((h) => h.key.toLowerCase() === 'content-type')?.value);
  return Boolean(type) && !/json|^text\//i.test(type);
}

/** What a collection is built from. */
export interface CollectionSource {
  siteDir: string;
  /** The document's name: `openapi/<spec>.yaml`. */
  spec: string;
  /** The main sidebar's items (sidebars.ts). */
  sidebar: readonly SidebarItem[];
  /** The site's absolute URL with its base path and no trailing slash, for the links to the pages. */
  siteUrl: string;
}

/** The converted requests by operation (`GET /v3/cdr`); two requests for one operation stop the build. */
function requestsByOperation(converted: PostmanCollection, spec: string): Map<string, PostmanRequestItem> {
  const byOperation = new Map<string, PostmanRequestItem>();
  for (const {item} of requestItems(converted.item)) {
    const key = requestOperationKey(item.request);
    if (byOperation.has(key)) throw new Error(`openapi/${spec}.yaml: the converter made two requests for ${key}`);
    byOperation.set(key, item);
  }
  return byOperation;
}

/** The folder of `level` named as a sidebar category, added (with the link to the category's page) when missing. */
function folderIn(level: PostmanItem[], place: FolderPlace): PostmanFolder {
  let folder = level.find((it): it is PostmanFolder => isFolder(it) && it.name === place.label);
  if (!folder) {
    folder = {
      name: place.label,
      ...(place.url ? {description: markdown(`Documentation: ${place.url}`)} : {}),
      item: [],
    };
    level.push(folder);
  }
  return folder;
}

/**
 * The requests grouped as the sidebar groups their pages: a folder per category, each page's requests
 * in the order of its front matter. Every operation of the document but the webhooks must be on one
 * page exactly, else the build stops.
 */
function sidebarItems(
  pages: readonly PagePlace[],
  byOperation: ReadonlyMap<string, PostmanRequestItem>,
  doc: OpenApiDoc,
  spec: string,
  siteUrl: string,
): PostmanItem[] {
  const folders = pageFolders(pages);
  const root: PostmanItem[] = [];
  const placed = new Set<string>();
  pages.forEach((page, i) => {
    let level = root;
    for (const place of folders[i]) level = folderIn(level, place).item;
    for (const ref of page.operations) {
      const key = `${ref.method} ${ref.path}`;
      const item = byOperation.get(key);
      if (!item) throw new Error(`${page.docId}: ${key} is not a request of the converted openapi/${spec}.yaml`);
      if (placed.has(key)) throw new Error(`${page.docId}: ${key} is on two pages of the sidebar`);
      placed.add(key);
      level.push(reshapeRequestItem(doc, ref, item, siteUrl));
    }
  });
  const unplaced = listOperations(doc)
    .filter(({ref}) => !ref.webhook && !placed.has(`${ref.method} ${ref.path}`))
    .map(({ref}) => `${ref.method} ${ref.path}`);
  if (unplaced.length) throw new Error(`openapi/${spec}.yaml: no page of the sidebar documents ${unplaced.join(', ')}`);
  return root;
}

type PlacedRequest = ReturnType<typeof requestItems>[number];

/** How the collection's requests get their token. */
interface TokenFlow {
  /** The operation that issues the token, if the document names one. */
  from: ReturnType<typeof tokenSource>;
  /** Its request in this collection, if it is in this collection. */
  request?: PlacedRequest;
  /** The requests whose test script stores the token of their answer. */
  capturing: PlacedRequest[];
}

/**
 * Where the token comes from. The build stops when this collection holds the request that issues the
 * token but cannot store it (its success answer has no string property `token`).
 */
function tokenFlow(doc: OpenApiDoc, items: readonly PostmanItem[], spec: string): TokenFlow {
  const from = tokenSource(doc, {});
  const request = from && requestItems(items).find(({item}) => requestOperationKey(item.request) === from.operation);
  if (request && !request.item.event?.length) {
    throw new Error(
      `openapi/${spec}.yaml: ${from.operation} issues the token, but its success answer has no string property "token" for the collection to store`,
    );
  }
  return {from, request, capturing: requestItems(items).filter(({item}) => item.event?.length)};
}

/** A request as the introduction names it: its folders and name, `"Campaign API › Create a campaign"`. */
const requestLabel = ({item, folders}: PlacedRequest) => `"${[...folders, item.name].join(' › ')}"`;

/**
 * The paragraphs that open the collection's description, before the document's own: what the
 * collection holds, its two variables, and, when there are any, the planned requests and the webhooks
 * it leaves out.
 */
function introParagraphs(
  doc: OpenApiDoc,
  items: readonly PostmanItem[],
  spec: string,
  siteUrl: string,
  baseUrl: string,
  token: TokenFlow,
): string[] {
  const tokenFrom = token.from;
  const anyPlanned = requestItems(items).some(
    ({item}) => item.name.startsWith(PLANNED_MARK) || item.response?.some((r) => r.name.startsWith(PLANNED_MARK)),
  );
  const tokenName = token.request ? ` (the request ${requestLabel(token.request)})` : '';
  const tokenLine = token.capturing.length
    ? `After ${token.capturing.map(requestLabel).join(' or ')}, a test script stores the token of the answer in it, so the requests after it send it; set it by hand only to use a token you already have.`
    : `Nothing in this collection issues it${tokenFrom ? `: run \`${tokenFrom.operation}\` (in the collection of that API) and paste its token here` : ''}.`;
  return [
    `The requests of ${doc.info.title}, made from its OpenAPI document (${siteUrl}/openapi/${spec}.yaml) and grouped as in the documentation's sidebar. Each request links its page.`,
    `Two collection variables:`,
    [
      `- \`${BASE_URL_VARIABLE}\`: where every request goes, scheme included: \`https://\` and your tenant's API host (the \`{{${HOST_VARIABLE}}}\` of the documentation's code samples), no trailing slash. Default \`${baseUrl}\`. Point it at a mock with \`newman run ${collectionFileName(spec)} --env-var ${BASE_URL_VARIABLE}=http://127.0.0.1:4010\`.`,
      `- \`${TOKEN_VARIABLE}\`: the access token${tokenFrom ? ` from \`${tokenFrom.operation}\`${tokenName}` : ''}, the \`${TOKEN_VARIABLE}\` of the code samples. Requests send it as \`Authorization: Bearer\`; the token requests send none.${tokenFrom?.proposed ? ' Which token this module expects is our proposed design: confirm it with Pitel support.' : ''} ${tokenLine} See ${siteUrl}/authentication.`,
    ].join('\n'),
    ...(anyPlanned
      ? [
          `Requests and example answers marked ${PLANNED_MARK} are our proposed design, not published by Pitel: confirm them before you rely on them (${siteUrl}/support).`,
        ]
      : []),
    ...(Object.keys(doc.webhooks ?? {}).length
      ? [
          'The webhooks (event payloads) are requests Pitel sends to your server, not requests to the API: they are described on the pages, not in this collection.',
        ]
      : []),
  ];
}

/** The collection's two variables: the base URL (scheme and host) and the token. */
function collectionVariables(doc: OpenApiDoc, baseUrl: string, token: TokenFlow): PostmanKeyValue[] {
  const serverVariable = doc.servers?.[0]?.variables?.[HOST_VARIABLE];
  return [
    {
      key: BASE_URL_VARIABLE,
      value: baseUrl,
      type: 'string',
      description: `Scheme and host of every request: https:// and ${typeof serverVariable?.description === 'string' ? serverVariable.description.replace(/^The\b/, 'the').replace(/\.$/, '') : "your tenant's API host"}, no trailing slash.`,
    },
    {
      key: TOKEN_VARIABLE,
      value: '',
      type: 'string',
      description: `Access token${token.from ? ` from ${token.from.operation}` : ''}, sent as Authorization: Bearer.${token.capturing.length ? ' The token requests store it here.' : ''}`,
    },
  ];
}

/** The Postman collection of one OpenAPI document, grouped as the sidebar groups its pages. */
export async function buildCollection(source: CollectionSource): Promise<PostmanCollection> {
  const {siteDir, spec, siteUrl} = source;
  const text = readFileSync(specFile(siteDir, spec), 'utf8');
  // Parsed once for the whole build (src/openapi/document.ts), when the plugins start.
  const doc = loadSpec(siteDir, spec);
  const converted = await convertDocument(text);
  const baseUrl = defaultBaseUrl(doc);
  const byOperation = requestsByOperation(converted, spec);
  const pages = sidebarPages(source.sidebar, path.join(siteDir, 'docs'), spec, siteUrl);
  const items = sidebarItems(pages, byOperation, doc, spec, siteUrl);
  const token = tokenFlow(doc, items, spec);
  const intro = introParagraphs(doc, items, spec, siteUrl, baseUrl, token);
  return {
    info: {
      _postman_id: stableId(`pitel-docs/openapi/${spec}.yaml`),
      name: doc.info.title,
      description: markdown([...intro, '---', descriptionText(converted.info.description).trim()].join('\n\n')),
      schema: POSTMAN_SCHEMA_V21,
    },
    item: items,
    auth: {type: 'bearer', bearer: [{key: 'token', value: `{{${TOKEN_VARIABLE}}}`, type: 'string'}]},
    variable: collectionVariables(doc, baseUrl, token),
  };
}
