/**
 * Renders an operation of an OpenAPI document as Markdown AST: headings, tables, code samples in
 * tabs and examples. The result is compiled with the page, so it is static HTML that the table of
 * contents and search see.
 */
import type {Heading, List, Paragraph, PhrasingContent, RootContent, Table, TableCell, TableRow} from 'mdast';
import {STATUS_CODES} from 'node:http';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {
  MediaTypeObject,
  OpenApiDoc,
  OperationObject,
  ParameterObject,
  ResolvedOperation,
  ResponseObject,
  SchemaObject,
} from '../../../openapi';
import {
  CHOICE_LABELS,
  choiceOf,
  formatOperationRef,
  hasType,
  type ChoiceKeyword,
  isProposed,
  mediaExamples,
  needsAuth,
  operationMethod,
  securityScheme,
  serverUrl,
  tokenSource,
} from '../../../openapi';
import {METHOD_BADGE_CLASS, methodClass} from '../../../config/methods';
import {mdxJsxFlow, mdxJsxText} from '../../shared/mdx-jsx';
import {
  binaryResponse,
  curlSample,
  fetchSample,
  mediaExample,
  operationSample,
  phpSample,
  pythonSample,
} from './samples';
import {questionsOf, type Raised} from './questions';

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const strong = (...children: PhrasingContent[]): PhrasingContent => ({type: 'strong', children});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const heading = (depth: 2 | 3 | 4, value: string): Heading => ({
  type: 'heading',
  depth: depth as Heading['depth'],
  children: [text(value)],
});

/** The inline "Planned" badge (src/components/Planned, registered for MDX without an import). */
export const plannedBadge = (): PhrasingContent => mdxJsxText('PlannedBadge') as unknown as PhrasingContent;

/** The "Proposed design" notice at the start of a planned operation's reference. */
export const plannedNotice = (): RootContent => mdxJsxFlow('Planned') as unknown as RootContent;

/** A space and the badge when the node is planned, else nothing. */
const badgeIf = (planned: boolean): PhrasingContent[] => (planned ? [text(' '), plannedBadge()] : []);

/** Inline Markdown of a description (code spans, emphasis, links) as phrasing nodes. */
export function inlineMarkdown(source: string | undefined): PhrasingContent[] {
  if (!source) return [];
  const tree = fromMarkdown(source.trim());
  const out: PhrasingContent[] = [];
  for (const block of tree.children) {
    if (out.length) out.push(text(' '));
    if (block.type === 'paragraph') out.push(...block.children);
    else if (block.type === 'list') {
      block.children.forEach((item, i) => {
        if (i) out.push(text('; '));
        for (const c of item.children) if (c.type === 'paragraph') out.push(...c.children);
      });
    } else if (block.type === 'code') out.push(code(block.value));
  }
  return out;
}

/** The class of the method and path line (or list) under a page's h1. */
export const ENDPOINTS_CLASS = 'api-endpoints';

/** The class of an operation's path (a webhook's name) beside its method badge. */
export const ENDPOINT_PATH_CLASS = 'api-path';

/** An element (span) with classes and the given hast children, as a phrasing node. */
function span(className: string[], value: string, hChildren?: unknown[]): PhrasingContent {
  return {
    type: 'emphasis',
    data: {hName: 'span', hProperties: {className}, ...(hChildren ? {hChildren} : {})},
    children: [text(value)],
  } as PhrasingContent;
}

/**
 * An operation's method as a badge, its path (a webhook's name) in monospace, and the "Planned"
 * badge when it is planned. The path may break after each slash (`<wbr>`) on a narrow screen, and
 * the "Planned" badge follows its last line; the path is a span, not `code`, because the theme
 * renders a `code` with element children as a code block.
 */
function endpoint(op: ResolvedOperation): PhrasingContent[] {
  const method = operationMethod(op);
  const segments = op.ref.path.split(/(?<=.\/)(?=.)/);
  const pathChildren = segments.flatMap((s, i) => [
    ...(i ? [{type: 'element', tagName: 'wbr', properties: {}, children: []}] : []),
    {type: 'text', value: s},
  ]);
  const target = {
    type: 'emphasis',
    data: {hName: 'span'},
    children: [span([ENDPOINT_PATH_CLASS], op.ref.path, pathChildren), ...badgeIf(isProposed(op.operation))],
  };
  return [span([METHOD_BADGE_CLASS, methodClass(method)], method), text(' '), target as PhrasingContent];
}

/**
 * The method and path of each operation of a page, shown right under the h1: a line for one
 * operation, a list for several. Plain HTML in the page; no heading, so the table of contents is unchanged.
 */
export function endpointsSummary(ops: ResolvedOperation[]): RootContent | undefined {
  const hProperties = {className: [ENDPOINTS_CLASS]};
  if (!ops.length) return undefined;
  if (ops.length === 1) return {...paragraph(...endpoint(ops[0])), data: {hProperties}} as Paragraph;
  return {
    type: 'list',
    ordered: false,
    spread: false,
    data: {hProperties},
    children: ops.map((op) => ({type: 'listItem', spread: false, children: [paragraph(...endpoint(op))]})),
  } as List;
}

function cell(children: PhrasingContent[]): TableCell {
  return {type: 'tableCell', children};
}

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({type: 'tableRow', children: cells.map(cell)});
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((h) => [text(h)])), ...rows.map(row)],
  };
}

/** A short type label: `string (uuid)`, `integer`, `array of object`, `string | null`. */
export function typeLabel(schema: SchemaObject | undefined): string {
  if (!schema) return 'any';
  if (schema.allOf) return typeLabel(Object.assign({}, ...schema.allOf));
  const choice = choiceOf(schema);
  if (choice) return `${CHOICE_LABELS[choice.keyword]}: ${choice.branches.map(typeLabel).join(' | ')}`;
  let type: string = Array.isArray(schema.type)
    ? schema.type.join(' | ')
    : (schema.type ?? (schema.properties ? 'object' : 'any'));
  if (type.startsWith('array') && schema.items) type = type.replace('array', `array of ${typeLabel(schema.items)}`);
  if (schema.format) type += ` (${schema.format})`;
  return type;
}

/** Constraints of a schema as a short sentence: enum values, pattern, ranges, default. */
export function constraints(schema: SchemaObject | undefined): PhrasingContent[] {
  if (!schema) return [];
  const parts: PhrasingContent[][] = [];
  const said = String(schema.description ?? '');
  if (Array.isArray(schema.enum)) {
    const [only] = schema.enum;
    if (schema.enum.length === 1) {
      // "Always `success` here." already says it; say it once.
      const onlyText = typeof only === 'string' ? only : JSON.stringify(only);
      if (!said.includes(`\`${onlyText}\``) && !said.includes(JSON.stringify(only)))
        parts.push([text('Always '), code(JSON.stringify(only))]);
    } else {
      const values: PhrasingContent[] = [text('One of ')];
      schema.enum.forEach((v: unknown, i: number) => {
        if (i) values.push(text(', '));
        values.push(code(JSON.stringify(v)));
      });
      parts.push(values);
    }
  }
  // A pattern the description already quotes is not printed twice.
  if (schema.pattern && !said.includes(schema.pattern)) parts.push([text('Pattern '), code(schema.pattern)]);
  if (schema.minLength !== undefined && schema.maxLength !== undefined)
    parts.push([text(`Length ${schema.minLength}–${schema.maxLength}`)]);
  else if (schema.minLength !== undefined) parts.push([text(`Length ≥ ${schema.minLength}`)]);
  else if (schema.maxLength !== undefined) parts.push([text(`Length ≤ ${schema.maxLength}`)]);
  if (schema.minimum !== undefined && schema.maximum !== undefined)
    parts.push([text(`Range ${schema.minimum}–${schema.maximum}`)]);
  else if (schema.minimum !== undefined) parts.push([text(`Minimum ${schema.minimum}`)]);
  else if (schema.maximum !== undefined) parts.push([text(`Maximum ${schema.maximum}`)]);
  if (schema.minItems !== undefined) parts.push([text(`At least ${schema.minItems} item(s)`)]);
  if (schema.maxItems !== undefined) parts.push([text(`At most ${schema.maxItems} item(s)`)]);
  if (schema.default !== undefined) parts.push([text('Default '), code(JSON.stringify(schema.default))]);
  const out: PhrasingContent[] = [];
  parts.forEach((p, i) => {
    if (i) out.push(text('. '));
    out.push(...p);
  });
  if (out.length) out.push(text('.'));
  return out;
}

/** The alternative of a `oneOf` or `anyOf` that a field belongs to. */
export interface FieldChoice {
  keyword: ChoiceKeyword;
  /** The dotted name of the field whose schema has the alternatives (`contact`, `items[]`), or `''` for the whole body. */
  at: string;
  /** The alternative's place, from 1, and how many there are. */
  option: number;
  of: number;
  /** The alternative's schema. */
  schema: SchemaObject;
}

export interface FieldRow {
  name: string;
  schema: SchemaObject;
  required: boolean;
  /** The alternatives the field is in, outermost first: absent for a field outside any `oneOf`/`anyOf`. */
  choices?: FieldChoice[];
}

/** Merges the parts of an `allOf` into one object schema: their fields and their required lists together. */
function mergeAllOf(schema: SchemaObject & {allOf: SchemaObject[]}): SchemaObject {
  const merged = schema.allOf.reduce<SchemaObject>(
    (acc, s) => ({
      ...acc,
      ...s,
      properties: {...acc.properties, ...s.properties},
      required: [...(acc.required ?? []), ...(s.required ?? [])],
    }),
    {properties: {}, required: []},
  );
  return {...merged, allOf: undefined};
}

/** The rows of every alternative of a `oneOf`/`anyOf`, in order, each row knowing which alternative it is in. */
function choiceRows(
  choice: {keyword: ChoiceKeyword; branches: SchemaObject[]},
  prefix: string,
  depth: number,
): FieldRow[] {
  const at = prefix.replace(/\.$/, '');
  return choice.branches.flatMap((branch, i) => {
    const label: FieldChoice = {keyword: choice.keyword, at, option: i + 1, of: choice.branches.length, schema: branch};
    return flattenSchema(branch, prefix, depth + 1).map((r) => ({...r, choices: [label, ...(r.choices ?? [])]}));
  });
}

/**
 * Flattens an object schema into rows; nested fields get dotted names, array items `[]`. The fields of
 * every alternative of a `oneOf` or `anyOf` are listed, each row naming its alternative (`choices`), which
 * the tables show as a labelled row before the alternative's fields.
 */
export function flattenSchema(schema: SchemaObject | undefined, prefix = '', depth = 0): FieldRow[] {
  if (!schema || depth > 8) return [];
  if (schema.allOf) return flattenSchema(mergeAllOf({...schema, allOf: schema.allOf}), prefix, depth);
  const choice = choiceOf(schema);
  if (choice) return choiceRows(choice, prefix, depth);
  if (hasType(schema, 'array')) return flattenSchema(schema.items, `${prefix}[].`, depth + 1);
  const rows: FieldRow[] = [];
  const required = schema.required ?? [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const full = `${prefix}${name}`;
    rows.push({name: full, schema: prop, required: required.includes(name)});
    if (prop.properties || prop.allOf || choiceOf(prop)) rows.push(...flattenSchema(prop, `${full}.`, depth + 1));
    else if (hasType(prop, 'array') && (prop.items?.properties || prop.items?.allOf || choiceOf(prop.items)))
      rows.push(...flattenSchema(prop.items, `${full}[].`, depth + 1));
  }
  return rows;
}

/** The same alternative: same place, same keyword, same option. */
const sameChoice = (a: FieldChoice | undefined, b: FieldChoice | undefined) =>
  a !== undefined && b !== undefined && a.at === b.at && a.keyword === b.keyword && a.option === b.option;

/** The first cell of an alternative's row: "One of, option 1 of 2", with the field that has the alternatives. */
function choiceName(choice: FieldChoice): PhrasingContent[] {
  const label = CHOICE_LABELS[choice.keyword];
  const title = `${label[0].toUpperCase()}${label.slice(1)}, option ${choice.option} of ${choice.of}`;
  return [strong(text(title)), ...(choice.at ? [text(' for '), code(choice.at)] : [])];
}

/**
 * The rows of a fields table: each field's cells, and before the first field of an alternative (of a
 * `oneOf`/`anyOf`) a row that names it ("One of, option 2 of 3"), with its type and description.
 * `blank` is the number of cells between the type and the description (Required, Present).
 */
function rowsWithChoices(
  rows: FieldRow[],
  cells: (row: FieldRow, index: number) => PhrasingContent[][],
  blank: number,
): PhrasingContent[][][] {
  const out: PhrasingContent[][][] = [];
  rows.forEach((row, i) => {
    const before = rows[i - 1]?.choices ?? [];
    const choices = row.choices ?? [];
    const from = choices.findIndex((c, level) => !sameChoice(c, before[level]));
    if (from >= 0)
      for (const c of choices.slice(from))
        out.push([
          choiceName(c),
          [text(typeLabel(c.schema))],
          ...Array.from({length: blank}, () => []),
          describe(c.schema),
        ]);
    out.push(cells(row, i));
  });
  return out;
}

/** Two runs of sentences, with a space between them when both have any. */
const sentences = (a: PhrasingContent[], b: PhrasingContent[]) =>
  a.length && b.length ? [...a, text(' '), ...b] : [...a, ...b];

function describe(schema: SchemaObject): PhrasingContent[] {
  const extra = constraints(schema);
  if (schema.deprecated) extra.unshift(strong(text('Deprecated.')), text(' '));
  return sentences(inlineMarkdown(schema.description ?? schema.title), extra);
}

export function fieldsTable(rows: FieldRow[]): Table {
  return table(
    ['Field', 'Type', 'Required', 'Description'],
    rowsWithChoices(
      rows,
      (r) => [
        [code(r.name), ...badgeIf(isProposed(r.schema))],
        [text(typeLabel(r.schema))],
        [text(r.required ? 'Yes' : 'No')],
        describe(r.schema),
      ],
      1,
    ),
  );
}

/**
 * Whether a response field is there: "Always" when its schema lists it in `required`, "When …" with the
 * case that `x-present-when` names, else undefined: Pitel's reference says no more, and a field
 * missing from `required` is not thereby optional.
 */
export function presence(schema: SchemaObject, required: boolean): string | undefined {
  if (required) return 'Always';
  const when = schema['x-present-when'];
  if (typeof when === 'string' && when.trim()) return `When ${when.trim().replace(/\.$/, '')}`;
  return undefined;
}

/** The one-line legend above a fields table whose Present column is filled for some fields only. */
export const PRESENCE_LEGEND = "Present: Always, or When … with the case, as Pitel's material gives it.";

/**
 * The fields of an answer (or of a payload Pitel sends): whether each is present, instead of whether a
 * client must send it. A Present column shows what Pitel's material gives (Always, When …), under a
 * one-line legend when some cells are empty; without any known presence the column is left out. What the
 * material leaves open is asked once, on the questions page (`field-presence`, see presenceQuestions),
 * never in the table.
 */
export function responseFieldsTable(rows: FieldRow[], proposedBody = false): RootContent[] {
  const present = rows.map((r) => presence(r.schema, r.required));
  // The fields of an answer that is our design as a whole carry no badge of their own: its status line has it.
  const name = (r: FieldRow): PhrasingContent[] => [code(r.name), ...badgeIf(!proposedBody && isProposed(r.schema))];
  const known = present.some((p) => p !== undefined);
  const legend = known && present.some((p) => p === undefined) ? [paragraph(text(PRESENCE_LEGEND))] : [];
  const presentCell = (i: number): PhrasingContent[][] => (known ? [present[i] ? [text(present[i])] : []] : []);
  return [
    ...legend,
    table(
      ['Field', 'Type', ...(known ? ['Present'] : []), 'Description'],
      rowsWithChoices(
        rows,
        (r, i) => [name(r), [text(typeLabel(r.schema))], ...presentCell(i), describe(r.schema)],
        known ? 1 : 0,
      ),
    ),
  ];
}

/**
 * Whether the items of an array field are left open by its schema: objects without fields (nor a typed
 * `additionalProperties`), or items without a type. An object field without fields is a map whose keys are
 * the tenant's data (`additional`), which its description says; one whose shape Pitel leaves open names its
 * question with `x-question`.
 */
export function isOpaque(schema: SchemaObject): boolean {
  if (!hasType(schema, 'array')) return false;
  const inner = schema.items;
  if (!inner) return true;
  if (inner.properties || inner.allOf || inner.oneOf || inner.anyOf) return false;
  if (hasType(inner, 'object')) return inner.additionalProperties === undefined || inner.additionalProperties === true;
  return inner.type === undefined;
}

/** Names as a sentence lists them, in code: "`a`", "`a` and `b`", "`a`, `b` and `c`". */
const codeList = (names: string[]) => listOf(names.map((n) => `\`${n}\``));

/** The questions the rows of a table raise: each field's own (`x-question`), and `field-presence` for an answer's field whose presence is not given. */
export function rowQuestions(rows: FieldRow[], answer: boolean): Raised[] {
  const own = rows.flatMap((r) => questionsOf(r.schema));
  const unknown = answer && rows.some((r) => presence(r.schema, r.required) === undefined);
  return [...own, ...(unknown ? ['field-presence'] : [])];
}

/** A field whose content its schema leaves open (isOpaque), and where it is: an answer, a request body or an event of `target`. */
export interface OpenField {
  field: string;
  kind: 'answer' | 'body' | 'event';
  target: string;
}

/** The array fields of a table whose items the schema leaves open, named as a reader finds them (`users[]`; a list's `data[].` left out). */
export function openFields(rows: FieldRow[], kind: OpenField['kind'], target: string): OpenField[] {
  return rows
    .filter((r) => isOpaque(r.schema) && !questionsOf(r.schema).length)
    .map((r) => ({field: `${r.name.replace(/^data\[\]\./, '')}[]`, kind, target}));
}

/**
 * One question per set of open fields of a page: "What do `users[]` and `groups[]` hold in the answers of
 * `GET /v3/campaign` and `GET /v3/campaign/{campaign_uuid}`?". Places whose open fields are the same are asked
 * about together.
 */
export function openFieldQuestions(open: OpenField[]): string[] {
  const byPlace = new Map<string, {kind: OpenField['kind']; target: string; fields: string[]}>();
  for (const o of open) {
    const key = `${o.kind} ${o.target}`;
    const place = byPlace.get(key) ?? {kind: o.kind, target: o.target, fields: []};
    if (!place.fields.includes(o.field)) place.fields.push(o.field);
    byPlace.set(key, place);
  }
  const groups = new Map<string, {fields: string[]; places: {kind: OpenField['kind']; target: string}[]}>();
  for (const place of byPlace.values()) {
    const key = place.fields.join(' ');
    const group = groups.get(key) ?? {fields: place.fields, places: []};
    group.places.push(place);
    groups.set(key, group);
  }
  const where = (places: {kind: OpenField['kind']; target: string}[]) =>
    (['answer', 'body', 'event'] as const)
      .map((kind) => {
        const targets = places.filter((p) => p.kind === kind).map((p) => p.target);
        if (!targets.length) return '';
        if (kind === 'event') return `the ${codeList(targets)} event${targets.length > 1 ? 's' : ''}`;
        return `the ${kind === 'answer' ? 'answer' : 'body'}${targets.length > 1 ? 's' : ''} of ${codeList(targets)}`;
      })
      .filter(Boolean)
      .join(' and ');
  return [...groups.values()].map(
    (g) => `What ${g.fields.length > 1 ? 'do' : 'does'} ${codeList(g.fields)} hold in ${where(g.places)}?`,
  );
}

/** The payload fields a page of several webhooks shows once, and where (see sharedPayloadSection). */
export interface SharedPayload {
  /** rowKey of each shared field. */
  keys: Set<string>;
  /** JSON of each parameter (a header) that every webhook of the page lists the same way. */
  params: Set<string>;
  /** Whether every webhook of the page expects the same body-less answer, shown once with the shared fields. */
  response?: boolean;
}

/** A field as its table row shows it: name, whether required, and its whole schema (type, description, constraints, marks). */
export function rowKey(row: FieldRow): string {
  const choices = row.choices?.map((c) => `${c.at} ${c.keyword} ${c.option}`);
  return JSON.stringify(choices ? [row.name, row.required, row.schema, choices] : [row.name, row.required, row.schema]);
}

/** The heading of the table of the fields every webhook of a page carries, and its id. */
export const SHARED_PAYLOAD_TITLE = 'Fields every event carries';
const SHARED_PAYLOAD_ANCHOR = 'fields-every-event-carries';

/**
 * The payload fields that every webhook of a page carries, identical in each (same name, type,
 * description and constraints), as one section: a heading and one fields table. Each webhook's
 * Payload table then lists only its own fields (operationParts with `shared`), so a page of several
 * events does not repeat the same rows, and the doubt about presence, once per table. Undefined when
 * fewer than two webhooks share a field.
 */
export function sharedPayloadSection(
  ops: ResolvedOperation[],
): {shared: SharedPayload; nodes: RootContent[]; questions: Raised[]} | undefined {
  const hooks = ops.filter((op) => op.ref.webhook);
  if (hooks.length < 2 || hooks.length !== ops.length) return undefined;
  const rowsOf = (op: ResolvedOperation) =>
    flattenSchema(Object.values(op.operation.requestBody?.content ?? {})[0]?.schema);
  const [first, ...others] = hooks.map(rowsOf);
  const common = first.filter((row) => others.every((rows) => rows.some((r) => rowKey(r) === rowKey(row))));
  if (!common.length) return undefined;
  const [firstParams, ...otherParams] = hooks.map((op) => op.parameters.map((p) => JSON.stringify(p)));
  const paramKeys = firstParams.filter((p) => otherParams.every((list) => list.includes(p)));
  const params: ParameterObject[] = paramKeys.map((p) => JSON.parse(p));
  const h = heading(2, SHARED_PAYLOAD_TITLE);
  h.data = {hProperties: {id: SHARED_PAYLOAD_ANCHOR}} as Heading['data'];
  // The answer every webhook expects, when it is the same body-less one for all: said once, here.
  const [firstResponses, ...otherResponses] = hooks.map((op) => JSON.stringify(op.operation.responses ?? {}));
  const answers = Object.entries(hooks[0].operation.responses ?? {});
  const sameAnswer =
    answers.length > 0 &&
    otherResponses.every((r) => r === firstResponses) &&
    answers.every(([status, r]) => /^2/.test(status) && !r.content);
  return {
    shared: {keys: new Set(common.map(rowKey)), params: new Set(paramKeys), response: sameAnswer},
    questions: [
      ...rowQuestions(common, true),
      ...params.flatMap((p) => [...questionsOf(p), ...questionsOf(p.schema)]),
      ...(sameAnswer ? answers.flatMap(([, r]) => questionsOf(r)) : []),
    ],
    nodes: [
      h,
      paragraph(
        text('Every event below sends these fields; each event lists only its own fields under its Payload heading.'),
      ),
      ...responseFieldsTable(common),
      ...(params.length
        ? [paragraph(text('Every event is sent with these parameters:')), parametersTable(params)]
        : []),
      ...(sameAnswer
        ? [
            paragraph(text('Every event expects the same answer from your server:')),
            ...answers.map(([status, r]) => statusLine(status, r)),
          ]
        : []),
    ],
  };
}

function parametersTable(params: ParameterObject[]): Table {
  return table(
    ['Name', 'In', 'Type', 'Required', 'Description'],
    params.map((p) => [
      [code(p.name), ...badgeIf(isProposed(p))],
      [text(p.in)],
      [text(typeLabel(p.schema))],
      [text(p.required ? 'Yes' : 'No')],
      sentences(inlineMarkdown(p.description), constraints(p.schema)),
    ]),
  );
}

function codeBlock(lang: string, value: string, title?: string): RootContent {
  return {type: 'code', lang, meta: title ? `title=${JSON.stringify(title)}` : null, value};
}

function jsx(name: string, attributes: Record<string, string>, children: RootContent[]): RootContent {
  return mdxJsxFlow(name, attributes, children) as unknown as RootContent;
}

export const SAMPLE_LANGUAGES = [
  {value: 'curl', label: 'curl', lang: 'bash', render: curlSample},
  {value: 'javascript', label: 'JavaScript', lang: 'javascript', render: fetchSample},
  {value: 'python', label: 'Python', lang: 'python', render: pythonSample},
  {value: 'php', label: 'PHP', lang: 'php', render: phpSample},
] as const;

/** A status and its reason phrase, as HTTP names it ("404 Not Found"). */
export const statusName = (status: string): string => `${status} ${STATUS_CODES[status] ?? ''}`.trim();

/** A successful answer's line: its status in bold, the planned badge if it is our design, and its description. */
const statusLine = (status: string, response: ResponseObject): Paragraph =>
  paragraph(
    strong(text(statusName(status))),
    ...badgeIf(isProposed(response)),
    text(' — '),
    ...inlineMarkdown(response.description),
  );

/**
 * How a response's status is named in the Errors table. `default` is the answer whose HTTP status Pitel
 * does not give (a body its material shows without a status): the table says so, once, instead of
 * guessing a code, and the page's closing list asks which status it comes with (`error-responses`).
 */
export function statusLabel(status: string): string {
  return status === 'default' ? 'Status not documented' : status;
}

/** The label of an example's tab: the status, or "Error" for a body shown without one (its row in the Errors table says so). */
export function exampleLabel(status: string): string {
  return status === 'default' ? 'Error' : status;
}

/** The title of an example body: the status and its reason phrase ("404 Not Found"), or "Error" for a body without a status. */
function statusTitle(status: string): string {
  return status === 'default' ? exampleLabel(status) : statusName(status);
}

/** Items as a sentence lists them: "a", "a and b", "a, b and c". */
function listOf(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The proposed-design badge and a sentence saying what it marks, above examples or a body that are our design. */
function plannedExamplesNote(sentence: string): RootContent {
  return paragraph(plannedBadge(), text(` ${sentence}`));
}

function jsonText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/**
 * The reference of one operation in three parts, in reading order: `main` (the request: parameters
 * and body), `samples` (the request sample in its language tabs and the response examples; the right
 * pane of a wide screen) and `rest` (the response fields and the errors). On a page of several
 * operations (`multi`) headings go one level down.
 */
export interface OperationParts {
  /** The operation's summary, else its method and path. */
  name: string;
  main: RootContent[];
  samples: RootContent[];
  rest: RootContent[];
  /** The questions the operation raises, for the page's closing list (./questions.ts). */
  questions: Raised[];
  /** The fields whose content its schema leaves open, asked about once for the page (openFieldQuestions). */
  open: OpenField[];
}

/** The reference of one operation as one list of nodes, in reading order (see operationParts). */
export function renderOperation(doc: OpenApiDoc, op: ResolvedOperation, opts: RenderOptions): RootContent[] {
  const {main, samples, rest} = operationParts(doc, op, opts);
  return [...main, ...samples, ...rest];
}

export interface RenderOptions {
  /** The page documents several operations: headings go one level down, each operation under its own h2. */
  multi: boolean;
  /** The document's name (`v1`, `v3`, `psr`), for the marks of the example bodies and the errors link. */
  spec: string;
  /**
   * Payload fields shown once for the whole page, in the table of sharedPayloadSection: the
   * operation's own payload table leaves them out and links that table instead.
   */
  shared?: SharedPayload;
}

/** What the steps of one operation's reference share: the operation, its document, the options, and what they collect. */
interface OperationContext {
  doc: OpenApiDoc;
  op: ResolvedOperation;
  opts: RenderOptions;
  /** The operation, references resolved. */
  o: OperationObject;
  /** The whole operation is our proposed design. */
  planned: boolean;
  /** The questions the operation raises, in the order the steps meet them. */
  questions: Raised[];
  /** The fields whose content their schema leaves open. */
  open: OpenField[];
}

/** A heading depth, one level down on a page of several operations. */
const depthOf = (ctx: OperationContext, depth: 2 | 3): 2 | 3 | 4 => (ctx.opts.multi ? ((depth + 1) as 3 | 4) : depth);

/** An operation's name: its summary, else its method and path. */
const operationName = (op: ResolvedOperation) => op.operation.summary ?? formatOperationRef(op.ref);

/** A section's name, followed by the operation's name on a page of several operations ("Errors: Create a campaign"). */
function sectionName(ctx: OperationContext, name: string): string {
  return ctx.opts.multi ? `${name}: ${operationName(ctx.op)}` : name;
}

/** The first media type of the request body (a webhook's payload) and its object, if it has one. */
function requestMedia(o: OperationObject): [string, MediaTypeObject] | [] {
  return Object.entries(o.requestBody?.content ?? {})[0] ?? [];
}

/**
 * The reference of one operation in its three parts (OperationParts), step by step: the request
 * (requestPart, parametersPart, bodyPart), the samples (samplesPart), then the answers (responsePart,
 * errorsPart). Each step adds the questions it meets to the context; a planned operation's parts lose
 * their own badges and it raises only its own questions.
 */
export function operationParts(doc: OpenApiDoc, op: ResolvedOperation, opts: RenderOptions): OperationParts {
  const o = op.operation;
  const ctx: OperationContext = {doc, op, opts, o, planned: isProposed(o), questions: [...questionsOf(o)], open: []};
  const main = [...requestPart(ctx), ...parametersPart(ctx), ...bodyPart(ctx)];
  const samples = samplesPart(ctx);
  const responses = Object.entries(o.responses ?? {});
  // A webhook whose answer the page shows once, with the fields every event carries, has none of its own.
  const answeredOnce = Boolean(op.ref.webhook && opts.shared?.response);
  const rest = answeredOnce
    ? []
    : [
        ...responsePart(
          ctx,
          responses.filter(([status]) => /^2/.test(status)),
        ),
        ...errorsPart(
          ctx,
          responses.filter(([status]) => !/^2/.test(status)),
        ),
      ];
  const {planned, questions, open} = ctx;
  // A planned operation is our design as a whole: its notice says so once, and no part of it carries a badge of its own.
  const unmarked = (nodes: RootContent[]) => (planned ? (withoutBadges(nodes) as RootContent[]) : nodes);
  // A planned operation is ours to design: it raises only the questions its document names, not the generic ones
  // about Pitel's answers (their fields, their presence, their errors).
  const raised = planned ? questions.filter((q) => q !== 'field-presence' && q !== 'error-responses') : questions;
  return {
    name: operationName(op),
    main: unmarked(main),
    samples: unmarked(samples),
    rest: unmarked(rest),
    questions: raised,
    open: planned ? [] : open,
  };
}

/**
 * The request: the operation's own heading and notice on a page of several, the "Request" heading, then
 * where the call goes (a webhook: to your server) and how it is authenticated, and whether it is deprecated.
 * The planned-design notice opens the operation's first h2 section: its own heading on a page of several
 * operations, the "Request" heading otherwise.
 */
function requestPart(ctx: OperationContext): RootContent[] {
  const {op, opts, o, planned} = ctx;
  const out: RootContent[] = [];
  if (opts.multi) out.push(heading(2, operationName(op)));
  if (planned && opts.multi) out.push(plannedNotice());
  out.push(heading(depthOf(ctx, 2), 'Request'));
  if (planned && !opts.multi) out.push(plannedNotice());
  if (op.ref.webhook) {
    out.push(
      paragraph(
        strong(text('Direction: ')),
        text('sent by Pitel to your server, as '),
        code(`${op.httpMethod} <your callback URL>`),
        text('.'),
      ),
    );
  } else {
    out.push(paragraph(code(`${op.httpMethod} ${op.ref.path}`)));
    out.push(
      paragraph(
        strong(text('Base URL: ')),
        code(serverUrl(ctx.doc)),
        text(' (the host issued to your tenant; see '),
        {type: 'link', url: '/#base-url', children: [text('Base URL')]},
        text(').'),
      ),
    );
    out.push(authenticationLine(ctx));
  }
  if (o.deprecated)
    out.push(paragraph(strong(text('Deprecated: ')), text('avoid this operation in new integrations.')));
  return out;
}

/** "Authentication: send `Authorization: Bearer <token>`, with the token from …", or that the call takes none. */
function authenticationLine(ctx: OperationContext): Paragraph {
  const {doc, o, planned} = ctx;
  const auth = needsAuth(doc, o);
  if (!auth) return paragraph(strong(text('Authentication: ')), text('none; this call does not take a token.'));
  const scheme = securityScheme(doc, o);
  ctx.questions.push(...questionsOf(scheme));
  const tokenFrom = tokenSource(doc, o);
  return paragraph(
    strong(text('Authentication: ')),
    text('send '),
    code('Authorization: Bearer <token>'),
    ...(tokenFrom ? [text(', with the token from '), code(tokenFrom.operation)] : []),
    text(' (see '),
    {type: 'link', url: '/authentication', children: [text('Authentication')]} as PhrasingContent,
    text(').'),
    ...badgeIf(!planned && (Boolean(tokenFrom?.proposed) || isProposed(scheme))),
  );
}

/**
 * The parameters table. Calls to Pitel take the token as the request says, so their Authorization
 * parameter is not listed; a webhook's Authorization header is what your server receives, so it is,
 * unless the page shows it once for all its webhooks.
 */
function parametersPart(ctx: OperationContext): RootContent[] {
  const {op, opts} = ctx;
  const sharedParams = op.ref.webhook ? opts.shared?.params : undefined;
  const visible = op.ref.webhook
    ? op.parameters.filter((p) => !sharedParams?.has(JSON.stringify(p)))
    : op.parameters.filter((p) => !(p.in === 'header' && p.name.toLowerCase() === 'authorization'));
  if (!visible.length) return [];
  ctx.questions.push(...visible.flatMap((p) => [...questionsOf(p), ...questionsOf(p.schema)]));
  return [heading(depthOf(ctx, 3), 'Parameters'), parametersTable(visible)];
}

/**
 * The request body (a webhook's payload): its content type and fields. A webhook's payload is what
 * Pitel sends, so its table says whether each field is there, as an answer's does; the fields the page
 * shows once for all its payloads are left out, with a link to that table.
 */
function bodyPart(ctx: OperationContext): RootContent[] {
  const {op, opts, o} = ctx;
  const [mediaType, media] = requestMedia(o);
  if (!mediaType || !media) return [];
  const out: RootContent[] = [heading(depthOf(ctx, 3), op.ref.webhook ? 'Payload' : 'Request body')];
  const desc = inlineMarkdown(o.requestBody?.description);
  out.push(
    paragraph(
      text('Content type '),
      code(mediaType),
      text(o.requestBody?.required ? ', required.' : ', optional.'),
      ...(desc.length ? [text(' '), ...desc] : []),
    ),
  );
  const all = flattenSchema(media.schema);
  const shared = op.ref.webhook && opts.shared ? opts.shared : undefined;
  const rows = shared ? all.filter((r) => !shared.keys.has(rowKey(r))) : all;
  if (shared) out.push(sharedPayloadLink(rows.length > 0));
  if (rows.length) out.push(...(op.ref.webhook ? responseFieldsTable(rows) : [fieldsTable(rows)]));
  ctx.questions.push(
    ...questionsOf(o.requestBody),
    ...questionsOf(media.schema),
    ...rowQuestions(rows, Boolean(op.ref.webhook)),
  );
  const target = op.ref.webhook ? op.ref.path : `${op.httpMethod} ${op.ref.path}`;
  ctx.open.push(...openFields(rows, op.ref.webhook ? 'event' : 'body', target));
  return out;
}

/** The sentence of a webhook's payload that links the fields every event carries: besides them, or only them. */
function sharedPayloadLink(ownFields: boolean): Paragraph {
  const link = {
    type: 'link',
    url: `#${SHARED_PAYLOAD_ANCHOR}`,
    children: [text(SHARED_PAYLOAD_TITLE.toLowerCase())],
  } as PhrasingContent;
  return paragraph(
    ...(ownFields
      ? [text('Besides the '), link, text(', this payload carries:')]
      : [text('This event has no fields of its own: it carries the '), link, text('.')]),
  );
}

/** The samples: the request sample (a webhook: its payload's example), then one example per status whose answer documents a body. */
function samplesPart(ctx: OperationContext): RootContent[] {
  const {doc, op, o} = ctx;
  const out: RootContent[] = [
    heading(depthOf(ctx, 2), sectionName(ctx, op.ref.webhook ? 'Payload example' : 'Examples')),
  ];
  if (op.ref.webhook) {
    const [mediaType, media] = requestMedia(o);
    const example = mediaExample(media);
    if (example !== undefined)
      out.push(
        codeBlock(
          mediaType?.includes('json') ? 'json' : 'text',
          jsonText(example),
          `${op.httpMethod} <your callback URL>`,
        ),
      );
  } else {
    const sample = operationSample(doc, op);
    out.push(
      jsx(
        'Tabs',
        {groupId: CODE_LANG_GROUP},
        SAMPLE_LANGUAGES.map((l) =>
          jsx('TabItem', {value: l.value, label: l.label}, [codeBlock(l.lang, l.render(sample))]),
        ),
      ),
    );
  }
  return [...out, ...responseExamplesPart(ctx)];
}

/** An answer that documents a body, as the response examples show it. */
interface DocumentedAnswer {
  status: string;
  proposed: boolean;
  type: string | undefined;
  examples: {summary?: string; value: unknown}[];
}

/**
 * The response examples: one block per status whose answer documents a body, in tabs when there are
 * several. A planned answer of a documented operation carries the mark above its body, as its row does in
 * the Errors table; several such answers are marked once, above their tabs, by their statuses.
 */
function responseExamplesPart(ctx: OperationContext): RootContent[] {
  const {op, planned} = ctx;
  const documented: DocumentedAnswer[] = Object.entries(ctx.o.responses ?? {})
    .map(([status, response]) => ({
      status,
      proposed: isProposed(response),
      type: Object.keys(response.content ?? {})[0],
      examples: responseExamples(response),
    }))
    .filter((r) => r.examples.length);
  if (!documented.length) return [];
  const out: RootContent[] = [
    heading(depthOf(ctx, 3), op.ref.webhook ? 'Expected response examples' : 'Response examples'),
  ];
  const proposedBodies = planned ? [] : documented.filter((r) => r.proposed).map((r) => r.status);
  const markedOnce = proposedBodies.length > 1;
  if (markedOnce)
    out.push(
      plannedExamplesNote(
        `The bodies of ${listOf(proposedBodies.map(exampleLabel))} are our design, not Pitel's published material.`,
      ),
    );
  const blocks = (r: DocumentedAnswer) => exampleBlocks(ctx, r, r.proposed && !planned && !markedOnce);
  if (documented.length === 1) out.push(blocks(documented[0]));
  else
    out.push(
      jsx(
        'Tabs',
        {},
        documented.map((r) => jsx('TabItem', {value: r.status, label: exampleLabel(r.status)}, [blocks(r)])),
      ),
    );
  return out;
}

/** The example bodies of one answer, marked with what they are the example of, under the planned note when `marked`. */
function exampleBlocks(ctx: OperationContext, r: DocumentedAnswer, marked: boolean): RootContent {
  return jsx(
    'div',
    {
      className: EXAMPLE_CLASS,
      [EXAMPLE_ATTRIBUTE]: `${ctx.opts.spec} ${formatOperationRef(ctx.op.ref)} ${r.status}`,
    },
    [
      ...(marked ? [plannedExamplesNote("This body is our design, not Pitel's published material.")] : []),
      ...r.examples.map((e) =>
        codeBlock(
          r.type?.includes('json') ? 'json' : 'text',
          jsonText(e.value),
          `${statusTitle(r.status)}${e.summary ? ` · ${e.summary}` : ''}`,
        ),
      ),
    ],
  );
}

/** The successful answers: each status with its description and the fields of its body (a file: said so). */
function responsePart(ctx: OperationContext, ok: [string, ResponseObject][]): RootContent[] {
  const {op, o} = ctx;
  const out: RootContent[] = [
    heading(depthOf(ctx, 2), sectionName(ctx, op.ref.webhook ? 'Expected response' : 'Response')),
  ];
  for (const [status, response] of ok) {
    const [type, body] = Object.entries(response.content ?? {})[0] ?? [];
    out.push(statusLine(status, response));
    if (body && type && !type.includes('json') && binaryResponse(o) === type) {
      out.push(paragraph(text('Content type '), code(type), text(': a file, which the samples above save to disk.')));
    }
    ctx.questions.push(...questionsOf(response));
    if (body) {
      const rows = flattenSchema(body.schema);
      if (rows.length) out.push(...responseFieldsTable(rows, isProposed(response)));
      ctx.questions.push(...questionsOf(body.schema), ...rowQuestions(rows, true));
      ctx.open.push(...openFields(rows, 'answer', `${op.httpMethod} ${op.ref.path}`));
    }
  }
  if (!ok.length) out.push(paragraph(text('No response body is documented.')));
  return out;
}

/**
 * The Errors table: each row shows the body its response documents; which statuses document none (or a
 * body no status) is said once, under the table, with a link to the error bodies of the document's API.
 */
function errorsPart(ctx: OperationContext, errors: [string, ResponseObject][]): RootContent[] {
  if (!errors.length) return [];
  const {op, opts} = ctx;
  const out: RootContent[] = [heading(depthOf(ctx, 2), sectionName(ctx, 'Errors'))];
  const rows = errors.map(([status, response]) => ({status, response, example: responseExamples(response)[0]}));
  const withBody = rows.some((r) => r.example);
  // Every answer our design (the psr error envelope): marked once, above the table, instead of on each row.
  const allProposed = rows.length > 1 && rows.every((r) => isProposed(r.response));
  if (allProposed) out.push(plannedExamplesNote("These answers are our design, not Pitel's published material."));
  const of = (status: string) => `${opts.spec} ${formatOperationRef(op.ref)} ${status}`;
  out.push(
    table(
      withBody ? ['Status', 'Meaning', 'Example body'] : ['Status', 'Meaning'],
      rows.map(({status, response, example}) => [
        [
          ...(status === 'default' ? [text(statusLabel(status))] : [code(status)]),
          ...badgeIf(isProposed(response) && !allProposed),
        ],
        inlineMarkdown(withoutBodyNote(response.description)),
        ...(withBody ? [example ? [exampleCode(example.value, of(status))] : []] : []),
      ]),
    ),
  );
  ctx.questions.push(...errors.flatMap(([, response]) => questionsOf(response)));
  // An answer shown without its body or its status: the page links the shapes the material does show, and the question is asked once.
  if (rows.some((r) => !r.example || r.status === 'default')) {
    out.push(paragraph(...errorsLink(opts.spec)));
    ctx.questions.push('error-responses');
  }
  return out;
}

/** Nodes without the proposed-design badges in them (and the space before each). */
function withoutBadges(nodes: unknown[]): unknown[] {
  const isBadge = (n: unknown) => (n as {name?: string}).name === 'PlannedBadge';
  const out: unknown[] = [];
  for (const node of nodes) {
    if (isBadge(node)) {
      const last = out.at(-1) as {type?: string; value?: string} | undefined;
      if (last?.type === 'text' && last.value === ' ') out.pop();
      continue;
    }
    const n = node as {children?: unknown[]};
    out.push(n.children ? {...n, children: withoutBadges(n.children)} : n);
  }
  return out;
}

/** The sentence under an Errors table that leads to the error bodies Pitel's material shows for the document's API. */
export function errorsLink(spec: string): PhrasingContent[] {
  const api = spec === 'psr' ? 'the psr module' : `the ${spec} API`;
  return [
    text(`The error bodies of ${api}, with examples: `),
    {type: 'link', url: `/errors#${spec}`, children: [text('Errors')]} as PhrasingContent,
    text('.'),
  ];
}

/** A response description without the sentence saying that its body is not documented (the note under the table says it once). */
export function withoutBodyNote(description: string | undefined): string | undefined {
  return description?.replace(/\s*(?:The|Its) (?:response )?body is not documented\.?/gi, '').trim();
}

/** The class and the attribute (`<spec> <METHOD> <path> <status>`) of each response example a page shows. */
export const EXAMPLE_CLASS = 'api-example';
export const EXAMPLE_ATTRIBUTE = 'data-api-example';

/** The tab group of the code samples: one choice of language for every sample of the site, shareable as `?lang=`. */
export const CODE_LANG_GROUP = 'code-lang';

/** An example body in a table cell, marked with what it is the example of. */
function exampleCode(value: unknown, of: string): PhrasingContent {
  return {
    type: 'inlineCode',
    value: typeof value === 'string' ? value : JSON.stringify(value),
    data: {hProperties: {[EXAMPLE_ATTRIBUTE]: of}},
  } as PhrasingContent;
}

/**
 * The examples of a response as its document gives them: the `example` or each of the `examples` of
 * its (first) media type. Never the example of its schema: a schema such as `ErrorPlain` is shared by
 * answers whose bodies differ, so its example is not the example of any one of them.
 */
function responseExamples(response: ResponseObject | undefined): {summary?: string; value: unknown}[] {
  return mediaExamples(Object.values(response?.content ?? {})[0]);
}
