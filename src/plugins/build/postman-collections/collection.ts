/**
 * A Postman collection (format v2.1) made from one OpenAPI document of `openapi/`, for readers who start
 * from Postman rather than from the pages' code samples. It is written here from the parsed document
 * (src/openapi) and the pages' samples, with these rules:
 * - every request goes to `{{baseUrl}}`, one collection variable holding the scheme and the host
 *   (default `https://` plus the server variable's default host), so a run can point the whole
 *   collection at another address (`newman run … --env-var baseUrl=http://127.0.0.1:4010`);
 * - the bearer token is the collection variable `YOUR_ACCESS_TOKEN`, the token placeholder of the code
 *   samples (src/config/sample-values.ts); the requests whose answer carries a token store it there
 *   with a test script, so the requests after them send it;
 * - a request sends what the page's sample sends (src/plugins/features/api-reference/samples.ts): path
 *   parameters, required parameters and those marked `x-sample`, the sample's JSON body or form fields;
 *   the other query parameters and form fields are there, disabled, with their examples; upload fields
 *   are file fields; each parameter and field carries its description ("(Required) " before a required one's);
 * - each documented answer is an example, named by its status ("200 OK", "400 Bad Request"), with the
 *   document's example as its body (none for a file answer); what each means is listed in the
 *   request's description;
 * - requests are grouped as in the main sidebar (sidebars.ts: "Auth API", "CDR API", …), in its order,
 *   each page's operations in the order its front matter names them, not by tag or path segment;
 * - operations and answers flagged `x-proposed` are marked "[Proposed]" in their name, and the
 *   request's description opens with the planned-design notice;
 * - requests that need no token (`security: []`) send none; every other one inherits the collection's
 *   bearer auth;
 * - each request and folder links its page; nothing has a generated id, and the collection's own id is
 *   derived from the document's name, so a build is reproducible and importing a newer collection
 *   offers to replace the older one.
 * Webhooks (what Pitel sends to the reader's server) are not requests to the API and are left out.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {STATUS_CODES} from 'node:http';
import path from 'node:path';
import {collectionFileName} from './file-name';
import {frontMatterOf} from '../../../config/content-files';
import {samplePlaceholders} from '../../../config/sample-values';
import {apiFrontMatter} from '../../features/api-reference';
import {
  inSample,
  isFileMedia,
  isJsonType,
  mediaExample,
  operationSample,
  paramExample,
  type RequestSample,
} from '../../features/api-reference/samples';
import {statusLabel, statusName} from '../../features/api-reference/render';
import {
  dereference,
  findOperation,
  formatOperationRef,
  isProposed,
  listOperations,
  needsAuth,
  loadSpec,
  parseOperationRef,
  serverUrl,
  tokenSource,
  type OpenApiDoc,
  type OperationObject,
  type OperationRef,
  type ParameterObject,
  type ResolvedOperation,
  type ResponseObject,
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

export {collectionFileName};

export interface PostmanDescription {
  content: string;
  type: 'text/markdown' | 'text/plain';
}
export interface PostmanKeyValue {
  key: string;
  value?: string;
  type?: string;
  disabled?: boolean;
  description?: PostmanDescription | string;
}
export interface PostmanUrl {
  raw: string;
  host: string[];
  path: string[];
  query: PostmanKeyValue[];
  variable: PostmanKeyValue[];
}
export type PostmanBody =
  | {mode: 'raw'; raw: string; options: {raw: {headerFamily: 'json'; language: 'json'}}}
  | {mode: 'formdata'; formdata: PostmanKeyValue[]};
export interface PostmanRequest {
  name?: string;
  description?: PostmanDescription;
  url: PostmanUrl;
  method: string;
  header: PostmanKeyValue[];
  body?: PostmanBody;
  auth?: {type: string; [method: string]: unknown} | null;
}
export interface PostmanResponse {
  name: string;
  originalRequest: PostmanRequest;
  status?: string;
  code?: number;
  header: PostmanKeyValue[];
  body: string;
  /** How Postman shows the body of the example. */
  _postman_previewlanguage: 'json' | 'text';
}
/** A script a request runs (format v2.1 `event`): `test` runs after the answer arrives. */
export interface PostmanEvent {
  listen: 'test' | 'prerequest';
  script: {type: string; exec: string[]};
}
export interface PostmanRequestItem {
  name: string;
  event?: PostmanEvent[];
  request: PostmanRequest;
  response: PostmanResponse[];
}
export interface PostmanFolder {
  name: string;
  description?: PostmanDescription;
  item: PostmanItem[];
}
export type PostmanItem = PostmanRequestItem | PostmanFolder;
export interface PostmanCollection {
  info: {_postman_id: string; name: string; description: PostmanDescription; schema: string};
  item: PostmanItem[];
  auth: {type: 'bearer'; bearer: PostmanKeyValue[]};
  variable: PostmanKeyValue[];
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

/** A value read from front matter as text: a string as it is, nothing as '', anything else as JSON (`2`, `true`). */
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
// The requests.

const markdown = (content: string): PostmanDescription => ({content, type: 'text/markdown'});

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

/** A parameter's or form field's description: "(Required) " before a required one's; a parameter's allowed values after. */
function fieldDescription(required: boolean, description: string | undefined, values?: unknown[]): PostmanDescription {
  const allowed = values ? ` (This can only be one of ${values.join(',')})` : '';
  return {content: `${required ? '(Required) ' : ''}${description ?? ''}${allowed}`, type: 'text/plain'};
}

/** A path or query parameter with its example and description; a query parameter the sample leaves out is disabled. */
function parameterEntry(p: ParameterObject): PostmanKeyValue {
  return {
    key: p.name,
    value: paramExample(p),
    description: fieldDescription(p.required === true, p.description, p.schema?.enum),
    ...(p.in === 'query' ? {disabled: !inSample(p)} : {}),
  };
}

/** The URL of an operation's request: `{{baseUrl}}`, its path (`:name` for a parameter), its query parameters. */
function requestUrl(op: ResolvedOperation): PostmanUrl {
  const segments = op.ref.path
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/^\{(.+)\}$/, ':$1'));
  const query = op.parameters.filter((p) => p.in === 'query').map(parameterEntry);
  const enabled = query.filter((q) => !q.disabled).map((q) => `${q.key}=${q.value}`);
  const base = `{{${BASE_URL_VARIABLE}}}`;
  return {
    raw: `${base}/${segments.join('/')}${enabled.length ? `?${enabled.join('&')}` : ''}`,
    // No `protocol`: the scheme is part of the variable, so `http://127.0.0.1:4010` works as well as `https://…`.
    host: [base],
    path: segments,
    query,
    variable: op.parameters.filter((p) => p.in === 'path').map(parameterEntry),
  };
}

/** The example of a form field that the samples leave out: the schema's own value, if it names one. */
function ownExample(schema: SchemaObject | undefined): string {
  const value = schema?.example ?? schema?.examples?.[0] ?? schema?.default ?? schema?.enum?.[0];
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The form fields of a multipart request: the fields the page's sample sends, with its values, then
 * the other fields of the schema, disabled. Upload fields are file fields, for the reader to pick the file.
 */
function formFields(op: ResolvedOperation, sent: {name: string; value: string; file: boolean}[]): PostmanKeyValue[] {
  const schema = op.operation.requestBody?.content?.['multipart/form-data']?.schema;
  const properties = schema?.properties ?? {};
  const field = (key: string, value: string, file: boolean, disabled: boolean): PostmanKeyValue => ({
    key,
    ...(file ? {type: 'file'} : {value, type: 'text'}),
    ...(disabled ? {disabled: true} : {}),
    description: fieldDescription(schema?.required?.includes(key) === true, properties[key]?.description),
  });
  const others = Object.entries(properties).filter(([key]) => !sent.some((f) => f.name === key));
  return [
    ...sent.map((f) => field(f.name, f.value, f.file, false)),
    ...others.map(([key, s]) => field(key, ownExample(s), s.contentMediaType !== undefined, true)),
  ];
}

/** The body the sample sends: its JSON, or its form fields (Postman writes the multipart Content-Type, with the boundary). */
function requestBody(op: ResolvedOperation, sample: RequestSample): PostmanBody | undefined {
  if (sample.body?.kind === 'json') {
    const raw = JSON.stringify(sample.body.value, null, 2);
    return {mode: 'raw', raw, options: {raw: {headerFamily: 'json', language: 'json'}}};
  }
  if (sample.body?.kind === 'multipart') return {mode: 'formdata', formdata: formFields(op, sample.body.fields)};
  const types = Object.keys(op.operation.requestBody?.content ?? {});
  if (types.length)
    throw new Error(
      `${formatOperationRef(op.ref)}: a request body of type ${types.join(', ')}, which neither the samples nor the collection send (only JSON and multipart/form-data)`,
    );
  return undefined;
}

/** The media type an answer comes as: the first of its content, if it has any. */
const answerType = (response: ResponseObject): string | undefined => Object.keys(response.content ?? {})[0];

/**
 * The name of an example answer: its status code and reason phrase ("200 OK", "400 Bad Request"); the
 * `default` answer of a document, a body Pitel shows without its HTTP status, as the reference names it.
 */
const exampleName = (status: string): string => (status === 'default' ? statusLabel(status) : statusName(status));

/** The example answer of one documented status: named by it, with the document's example as its body. */
function exampleAnswer(status: string, response: ResponseObject, originalRequest: PostmanRequest): PostmanResponse {
  const type = answerType(response);
  // A file answer (a recording) has no text to show.
  const example =
    type && !isFileMedia(type, response.content?.[type]) ? mediaExample(response.content?.[type]) : undefined;
  const code = status === 'default' ? undefined : Number(status);
  return {
    name: `${isProposed(response) ? `${PLANNED_MARK} ` : ''}${exampleName(status)}`,
    originalRequest,
    ...(code === undefined ? {} : {status: STATUS_CODES[code], code}),
    header: type ? [{key: 'Content-Type', value: type}] : [],
    body: example === undefined ? '' : typeof example === 'string' ? example : JSON.stringify(example, null, 2),
    _postman_previewlanguage: type && isJsonType(type) ? 'json' : 'text',
  };
}

/** The headers a request sends: Content-Type of a JSON body, Accept of the answer. */
function requestHeaders(sample: RequestSample, accept: string | undefined): PostmanKeyValue[] {
  return [
    ...(sample.body?.kind === 'json' ? [{key: 'Content-Type', value: 'application/json'}] : []),
    ...(accept ? [{key: 'Accept', value: accept}] : []),
  ];
}

/** The request of one operation, its token script if its answer carries a token, and its example answers. */
function requestItem(doc: OpenApiDoc, op: ResolvedOperation, siteUrl: string): PostmanRequestItem {
  const {operation} = op;
  const sample = operationSample(doc, op);
  const auth = needsAuth(doc, operation);
  const planned = isProposed(operation);
  const name = `${planned ? `${PLANNED_MARK} ` : ''}${operation.summary ?? operation.operationId ?? formatOperationRef(op.ref)}`;
  const body = requestBody(op, sample);
  const responses = Object.entries(operation.responses ?? {});
  // Accept: the media type of the first answer that has one; each example's request accepts its own.
  const sent = (accept: string | undefined, token: boolean): PostmanRequest => ({
    url: requestUrl(op),
    header: [
      ...requestHeaders(sample, accept),
      ...(token ? [{key: 'Authorization', value: `Bearer {{${TOKEN_VARIABLE}}}`}] : []),
    ],
    method: op.httpMethod,
    ...(body ? {body} : {}),
  });
  const examples = responses.map(([status, r]) => exampleAnswer(status, r, sent(answerType(r), auth)));
  const answers = examples.map((e, i) => `- ${e.name}: ${(responses[i][1].description ?? '').trim()}`);
  const page = typeof operation['x-page'] === 'string' ? `${siteUrl}${operation['x-page']}` : undefined;
  const description = [
    planned ? plannedNotice(siteUrl) : '',
    (operation.description ?? '').trim(),
    answers.length ? `Answers:\n${answers.join('\n')}` : '',
    page ? `Documentation: ${page}` : '',
    body?.mode === 'raw' ? templateNote(body.raw) : '',
  ];
  const request: PostmanRequest = {
    name,
    description: markdown(description.filter(Boolean).join('\n\n')),
    ...sent(responses.map(([, r]) => answerType(r)).find(Boolean), false),
    // No token for the token requests; every other request inherits the collection's bearer auth.
    auth: auth ? null : {type: 'noauth'},
  };
  // A request that needs no token and whose answer carries one (the token request, the v3 login) stores it.
  const capture = auth ? undefined : tokenPath(doc, operation);
  return {name, ...(capture ? {event: [tokenCaptureScript(capture)]} : {}), request, response: examples};
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
function templateNote(body: string): string {
  const names = foreignVariables(body);
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

// ---------------------------------------------------------------------------------------------------
// The collection.

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

/** The folder of `level` named as a sidebar category, added (with the link to the category's page) when missing. */
function folderIn(level: PostmanItem[], place: FolderPlace): PostmanFolder {
  let folder = level.find((it): it is PostmanFolder => 'item' in it && it.name === place.label);
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

/** What `make` returns; its error, if it fails, with the document's file before the message, so the build names it. */
function inDocument<T>(spec: string, make: () => T): T {
  try {
    return make();
  } catch (e) {
    throw new Error(`openapi/${spec}.yaml: ${(e as Error).message}`, {cause: e});
  }
}

/** A request of the collection: its operation (`POST /v3/auth`), its item, the names of the folders around it. */
interface PlacedRequest {
  key: string;
  item: PostmanRequestItem;
  folders: string[];
}

/**
 * The requests grouped as the sidebar groups their pages: a folder per category, each page's requests
 * in the order of its front matter. Every operation of the document but the webhooks must be on one
 * page exactly, else the build stops.
 */
function sidebarItems(
  pages: readonly PagePlace[],
  doc: OpenApiDoc,
  spec: string,
  siteUrl: string,
): {items: PostmanItem[]; placed: PlacedRequest[]} {
  const folders = pageFolders(pages);
  const items: PostmanItem[] = [];
  const placed: PlacedRequest[] = [];
  pages.forEach((page, i) => {
    let level = items;
    for (const place of folders[i]) level = folderIn(level, place).item;
    for (const ref of page.operations) {
      const key = formatOperationRef(ref);
      const op = findOperation(doc, ref);
      if (!op) throw new Error(`${page.docId}: ${key} is not an operation of openapi/${spec}.yaml`);
      if (placed.some((p) => p.key === key)) throw new Error(`${page.docId}: ${key} is on two pages of the sidebar`);
      const item = inDocument(spec, () => requestItem(doc, op, siteUrl));
      level.push(item);
      placed.push({key, item, folders: folders[i].map((f) => f.label)});
    }
  });
  const unplaced = listOperations(doc)
    .map(({ref}) => formatOperationRef(ref))
    .filter((key) => !key.startsWith('WEBHOOK ') && !placed.some((p) => p.key === key));
  if (unplaced.length) throw new Error(`openapi/${spec}.yaml: no page of the sidebar documents ${unplaced.join(', ')}`);
  return {items, placed};
}

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
function tokenFlow(doc: OpenApiDoc, placed: readonly PlacedRequest[], spec: string): TokenFlow {
  const from = tokenSource(doc, {});
  const request = from && placed.find((p) => p.key === from.operation);
  if (request && !request.item.event) {
    throw new Error(
      `openapi/${spec}.yaml: ${from.operation} issues the token, but its success answer has no string property "token" for the collection to store`,
    );
  }
  return {from, request, capturing: placed.filter((p) => p.item.event)};
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
  placed: readonly PlacedRequest[],
  spec: string,
  siteUrl: string,
  baseUrl: string,
  token: TokenFlow,
): string[] {
  const tokenFrom = token.from;
  const anyPlanned = placed.some(
    ({item}) => item.name.startsWith(PLANNED_MARK) || item.response.some((r) => r.name.startsWith(PLANNED_MARK)),
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

/** The document's description, then its contact (as Postman shows a collection's). */
function documentDescription(doc: OpenApiDoc): string {
  const {description = '', contact} = doc.info;
  const lines = [contact?.name && ` Name: ${contact.name}`, contact?.email && ` Email: ${contact.email}`].filter(
    Boolean,
  );
  return [description.trim(), lines.length ? `Contact Support:\n${lines.join('\n')}` : ''].filter(Boolean).join('\n\n');
}

/** The Postman collection of one OpenAPI document, grouped as the sidebar groups its pages. */
export function buildCollection(source: CollectionSource): PostmanCollection {
  const {siteDir, spec, siteUrl} = source;
  // Parsed once for the whole build (src/openapi/document.ts), when the plugins start.
  const doc = loadSpec(siteDir, spec);
  const baseUrl = inDocument(spec, () => defaultBaseUrl(doc));
  const pages = sidebarPages(source.sidebar, path.join(siteDir, 'docs'), spec, siteUrl);
  const {items, placed} = sidebarItems(pages, doc, spec, siteUrl);
  const token = tokenFlow(doc, placed, spec);
  const intro = introParagraphs(doc, placed, spec, siteUrl, baseUrl, token);
  return {
    info: {
      _postman_id: stableId(`pitel-docs/openapi/${spec}.yaml`),
      name: doc.info.title,
      description: markdown([...intro, '---', documentDescription(doc)].join('\n\n')),
      schema: POSTMAN_SCHEMA_V21,
    },
    item: items,
    auth: {type: 'bearer', bearer: [{key: 'token', value: `{{${TOKEN_VARIABLE}}}`, type: 'string'}]},
    variable: collectionVariables(doc, baseUrl, token),
  };
}
