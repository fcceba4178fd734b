/**
 * Builds the inspector's catalogue (./types.ts) from the OpenAPI documents: every webhook of every
 * document, the call record (`components.schemas.Cdr`) of each document that has one, and the list
 * answer of its record search (`listCdrs`). Pure: it takes parsed documents, so the build
 * (../index.ts, from `openapi/*.yaml`), the MCP server (from the built site's copies) and the tests
 * make the same catalogue from the same files.
 *
 * Each schema is resolved and cut to what validation reads (types, properties, required fields,
 * additionalProperties, items, enums, patterns, formats, bounds, the proposed mark); descriptions and
 * examples stay in the documents, so the browser's copy is small. `documentKinds` gives, beside each
 * kind, the documents' own examples of it, which the tests use as valid samples, and its schema before
 * it is cut, which the tests walk for keywords the inspector would drop (./keywords.ts).
 */
import {
  dereference,
  formatOperationRef,
  isProposed,
  listOperations,
  mediaExamples,
  type MediaTypeObject,
  type OpenApiDoc,
  type OperationObject,
  type SchemaObject,
} from '../../../../openapi';
import {recordPage} from '../../../../config/pages';
import type {Api, Catalogue, CompactSchema, Json, PayloadKind} from './types';

/** The record schema of a document, and the operation that lists records. */
const RECORD_SCHEMA = 'Cdr';
const LIST_OPERATION = 'listCdrs';

/**
 * One schema, resolved (`allOf` merged), cut to what validation reads: the keywords of
 * `checkedKeywords` (./keywords.ts). Any other keyword is dropped, so each one a document uses must be
 * checked here or listed in `ignoredKeywords` with its reason (the unit test enforces it).
 */
export function compactSchema(schema: SchemaObject): CompactSchema {
  const parts = flattenAllOf(schema);
  const out: CompactSchema = {};
  const types = new Set<string>();
  const properties: Record<string, CompactSchema> = {};
  const required = new Set<string>();
  for (const part of parts) {
    if (part.type) for (const t of [part.type].flat()) types.add(String(t));
    for (const [name, prop] of Object.entries(part.properties ?? {})) properties[name] = compactSchema(prop);
    for (const name of part.required ?? []) required.add(name);
    if (part.additionalProperties !== undefined) {
      // Several parts that say different things: the strictest wins (false over a schema over true).
      const ap =
        part.additionalProperties === false || part.additionalProperties === true
          ? part.additionalProperties
          : compactSchema(part.additionalProperties);
      if (out.additionalProperties === undefined || ap === false || (out.additionalProperties === true && ap !== true))
        out.additionalProperties = ap;
    }
    if (part.items) out.items = compactSchema(part.items);
    if (Array.isArray(part.enum)) out.enum = part.enum as Json[];
    if (typeof part.pattern === 'string') out.pattern = part.pattern;
    if (typeof part.format === 'string') out.format = part.format;
    if (typeof part.minimum === 'number') out.minimum = part.minimum;
    if (typeof part.maximum === 'number') out.maximum = part.maximum;
    if (isProposed(part)) out.proposed = true;
  }
  if (!types.size && Object.keys(properties).length) types.add('object');
  if (types.size) out.type = [...types];
  if (Object.keys(properties).length) out.properties = properties;
  if (required.size) out.required = [...required];
  return out;
}

/** A schema and the parts of its `allOf`, nested ones included, as one list. */
function flattenAllOf(schema: SchemaObject): SchemaObject[] {
  const {allOf, ...own} = schema;
  return [own, ...(allOf ?? []).flatMap(flattenAllOf)];
}

/** The one documented value of a field that names the webhook (`state: [hangup]` on `hangup`). */
function discriminatorOf(name: string, schema: CompactSchema): PayloadKind['discriminator'] {
  for (const [field, prop] of Object.entries(schema.properties ?? {})) {
    if (prop.enum?.length === 1 && prop.enum[0] === name) return {field, value: name};
  }
  return undefined;
}

const jsonBody = (op: OperationObject): MediaTypeObject | undefined => op.requestBody?.content?.['application/json'];
const jsonAnswer = (op: OperationObject): MediaTypeObject | undefined =>
  op.responses?.['200']?.content?.['application/json'];

/** One kind of a document: the catalogue's entry, the documents' examples of it, and its schema as the document writes it (resolved). */
interface DocumentKind {
  kind: PayloadKind;
  examples: Json[];
  /** References resolved, nothing cut: what compactSchema reads. */
  raw: SchemaObject;
}

/** The webhooks, record and list answer of one document, with the documents' examples of each. */
function kindsOf(api: Api, doc: OpenApiDoc): DocumentKind[] {
  const record = doc.components?.schemas?.[RECORD_SCHEMA];
  return [...webhookKinds(api, doc), ...(record ? [recordKind(api, doc, record), ...listKinds(api, doc)] : [])];
}

/** Each webhook of a document: its request body's schema, and the value of the field that names it, if one does. */
function webhookKinds(api: Api, doc: OpenApiDoc): DocumentKind[] {
  return listOperations(doc).flatMap(({ref, operation: op}) => {
    if (!ref.webhook) return [];
    const name = ref.path;
    const body = jsonBody(op);
    if (!body?.schema) throw new Error(`${api}: webhook ${name} has no JSON request body schema`);
    const rawSchema = dereference(body.schema, doc);
    const schema = compactSchema(rawSchema);
    const discriminator = discriminatorOf(name, schema);
    const kind: PayloadKind = {
      id: `${api} webhook ${name}`,
      api,
      type: 'webhook',
      name,
      summary: String(op.summary ?? name),
      page: String(op['x-page']),
      planned: isProposed(op) || isProposed(rawSchema),
      schema,
      ...(discriminator ? {discriminator} : {}),
    };
    return [{kind, examples: examplesOf(body), raw: rawSchema}];
  });
}

/** A document's call record, with the examples of the answers whose schema is the record itself. */
function recordKind(api: Api, doc: OpenApiDoc, record: SchemaObject): DocumentKind {
  const rawSchema = dereference(record, doc);
  const examples: Json[] = [];
  for (const {ref, operation} of listOperations(doc)) {
    const answer = ref.webhook ? undefined : jsonAnswer(operation);
    if (answer?.schema?.$ref === `#/components/schemas/${RECORD_SCHEMA}`) examples.push(...examplesOf(answer));
  }
  const kind: PayloadKind = {
    id: `${api} record ${RECORD_SCHEMA}`,
    api,
    type: 'record',
    name: RECORD_SCHEMA,
    summary: String(record.description ?? RECORD_SCHEMA),
    // The page that explains the record field by field.
    page: recordPage(api),
    planned: isProposed(record),
    schema: compactSchema(rawSchema),
  };
  return {kind, examples, raw: rawSchema};
}

/** The list answer of each operation that lists records (`listCdrs`): its schema, and the field that holds the records. */
function listKinds(api: Api, doc: OpenApiDoc): DocumentKind[] {
  const out: DocumentKind[] = [];
  for (const {ref, operation: op} of listOperations(doc)) {
    if (ref.webhook || op.operationId !== LIST_OPERATION) continue;
    const answer = jsonAnswer(op);
    const field = Object.entries(answer?.schema?.properties ?? {}).find(
      ([, s]) => s.items?.$ref === `#/components/schemas/${RECORD_SCHEMA}`,
    )?.[0];
    if (!answer?.schema || !field)
      throw new Error(`${api}: ${LIST_OPERATION} does not answer a list of ${RECORD_SCHEMA}`);
    const raw = dereference(answer.schema, doc);
    const kind: PayloadKind = {
      id: `${api} list ${LIST_OPERATION}`,
      api,
      type: 'list',
      name: LIST_OPERATION,
      summary: String(answer.schema.description ?? op.summary ?? LIST_OPERATION),
      page: String(op['x-page']),
      operation: formatOperationRef(ref),
      planned: isProposed(op),
      schema: withoutItems(compactSchema(raw), field),
      records: {field, kind: `${api} record ${RECORD_SCHEMA}`},
    };
    out.push({kind, examples: examplesOf(answer), raw});
  }
  return out;
}

/**
 * A list answer's schema without its records' schema, which is the record kind's: ./inspect.ts puts it
 * back, so the catalogue carries each record schema once.
 */
function withoutItems(schema: CompactSchema, field: string): CompactSchema {
  const {items: _records, ...rest} = schema.properties![field];
  return {...schema, properties: {...schema.properties, [field]: rest}};
}

/** The examples of a media type: its `example`, or the values of its `examples`. */
const examplesOf = (media: MediaTypeObject): Json[] => mediaExamples(media).map((e) => e.value);

/** The documents read, by API: the build reads them from `openapi/`, the MCP server from a built site. */
export const APIS: readonly Api[] = ['v1', 'v3', 'psr'];

export type Documents = Partial<Record<Api, OpenApiDoc>>;

/** Each kind of the documents, with their examples of it and its schema as written, in document order. */
export const documentKinds = (docs: Documents): DocumentKind[] =>
  (Object.entries(docs) as [Api, OpenApiDoc][]).flatMap(([api, doc]) => kindsOf(api, doc));

/** The catalogue of the documents: webhooks first, then records, then list answers, in document order. */
export function buildCatalogue(docs: Documents): Catalogue {
  const order = {webhook: 0, record: 1, list: 2};
  return {
    kinds: documentKinds(docs)
      .map((k) => k.kind)
      .sort((a, b) => order[a.type] - order[b.type]),
  };
}
