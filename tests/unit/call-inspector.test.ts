/**
 * The call-event inspector's core (src/plugins/features/call-inspector/core), over the real OpenAPI documents:
 * - the catalogue holds every webhook of the three documents, each call record and each record list;
 * - every one of them, in English and Vietnamese: the documents' own examples are told right and pass;
 *   a broken copy (a required field removed, a field of the wrong type, a field no schema documents) is
 *   rejected with the field's path, and still told right;
 * - every JSON Schema keyword of those schemas is one the inspector checks (each proved to be checked), or
 *   one it ignores with a reason; a document using another fails (its broken fixture);
 * - the broken fixtures (tests/fixtures/call-inspector) get exactly their problems;
 * - how a kind is told, what a status or short code means, JSON errors, the Markdown answer;
 *   answers are snapshotted as Markdown, so that a snapshot shows which words are code and which links;
 * - the Vietnamese text: every status has its meaning, and every sentence keeps to the glossary.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {
  APIS,
  buildCatalogue,
  compactSchema,
  documentKinds,
  type Documents,
} from '../../src/plugins/features/call-inspector/core/catalogue';
import {
  FORMATS,
  inspectPayload,
  inspectText,
  toMarkdown,
  type Inspection,
  type Lang,
} from '../../src/plugins/features/call-inspector/core/inspect';
import {
  checkedKeywords,
  ignoredKeywords,
  type CheckedKeyword,
} from '../../src/plugins/features/call-inspector/core/keywords';
import {dereference, type OpenApiDoc, type SchemaObject} from '../../src/openapi';
import {fill, markdown, plain} from '../../src/plugins/features/call-inspector/core/inline';
import {text, webhookSummariesVi} from '../../src/plugins/features/call-inspector/core/text';
import type {Catalogue, CompactSchema, Json, PayloadKind} from '../../src/plugins/features/call-inspector/core/types';
import {labels} from '../../src/plugins/features/call-inspector/theme/CallInspector/labels';
import {callStatuses, leadOnlyStatuses} from '../../src/data/call-statuses';
import {callStatusesVi, leadOnlyStatusesVi} from '../../src/data/call-statuses-vi';
import {retiredWordings, viGlossary} from '../../scripts/lint/voice';

const root = path.resolve(__dirname, '../..');
const docs = Object.fromEntries(
  APIS.map((api) => [api, parse(readFileSync(path.join(root, 'openapi', `${api}.yaml`), 'utf8'))]),
);
const catalogue = buildCatalogue(docs);
const examples = new Map(documentKinds(docs).map((k) => [k.kind.id, k.examples]));
const LANGS: readonly Lang[] = ['en', 'vi'];
const fixture = (name: string) => readFileSync(path.join(root, 'tests/fixtures/call-inspector', name), 'utf8');

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const problemsOf = (i: Inspection) => i.problems.map((p) => `${p.path} ${p.code}`);
/** A copy of the documents' first example of a kind. */
const example = (id: string) => clone(examples.get(id)![0]) as {[k: string]: Json};
/** An answer's facts, as Markdown by label. */
const facts = (i: Inspection) => Object.fromEntries(i.facts.map((f) => [f.label, markdown(f.text)]));

/** The record a broken copy changes: the payload itself, or the first record of a list. */
function target(
  kind: PayloadKind,
  payload: {[k: string]: Json},
): {item: {[k: string]: Json}; prefix: string; schema: CompactSchema} {
  if (!kind.records) return {item: payload, prefix: '', schema: kind.schema};
  const records = catalogue.kinds.find((k) => k.id === kind.records!.kind)!;
  return {
    item: (payload[kind.records.field] as {[k: string]: Json}[])[0],
    prefix: `${kind.records.field}[0].`,
    schema: records.schema,
  };
}

/** A field of the example to give the wrong type: a string or integer field that does not tell the kind apart. */
function typeVictim(kind: PayloadKind, item: {[k: string]: Json}, schema: CompactSchema): string {
  const field = Object.keys(item).find((f) => {
    const type = schema.properties?.[f]?.type ?? [];
    return (
      f !== kind.discriminator?.field &&
      f !== 'status' &&
      (type.includes('string') || type.includes('integer')) &&
      !type.includes('null')
    );
  });
  if (!field) throw new Error(`${kind.id}: no field to break`);
  return field;
}

describe('the catalogue of the OpenAPI documents', () => {
  it('holds every webhook of every document, each call record and each record list, and nothing else', () => {
    const expected = APIS.flatMap((api) => [
      ...Object.keys(docs[api].webhooks ?? {}).map((name) => `${api} webhook ${name}`),
      ...(docs[api].components?.schemas?.Cdr ? [`${api} record Cdr`, `${api} list listCdrs`] : []),
    ]);
    expect(catalogue.kinds.map((k) => k.id).sort()).toEqual(expected.sort());
    // v1: six events; v3: the key-press webhook; psr: no webhook and no call record.
    expect(expected.filter((id) => id.includes('webhook'))).toHaveLength(7);
    expect(expected.filter((id) => id.startsWith('psr'))).toEqual([]);
  });

  it('is compact: resolved schemas without descriptions, examples or references', () => {
    const json = JSON.stringify(catalogue);
    expect(json).not.toMatch(/"(?:description|example|examples|\$ref|allOf)"/);
    expect(json.length).toBeLessThan(12_000);
    // allOf merged: a v1 event has the common fields and its own.
    const hangup = catalogue.kinds.find((k) => k.id === 'v1 webhook hangup')!;
    expect(Object.keys(hangup.schema.properties!)).toEqual(
      expect.arrayContaining(['call_id', 'hotline', 'state', 'duration', 'billsec']),
    );
    expect(hangup.discriminator).toEqual({field: 'state', value: 'hangup'});
  });

  it('names pages that exist, in both languages, and has a Vietnamese summary of every webhook', () => {
    for (const kind of catalogue.kinds) {
      const file = path.join(root, 'docs', `${kind.page}.mdx`);
      expect(existsSync(file) || existsSync(path.join(root, 'docs', kind.page, 'index.mdx')), kind.page).toBe(true);
      for (const lang of LANGS) expect(text[lang].pages[kind.page], `${lang} ${kind.page}`).toBeTruthy();
      if (kind.type === 'webhook') expect(webhookSummariesVi[kind.name], kind.name).toBeTruthy();
    }
  });
});

/** Keywords whose value is one subschema, an object of subschemas, or a list of them (JSON Schema 2020-12 and earlier). */
const SUBSCHEMA = new Set([
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'additionalItems',
  'unevaluatedItems',
  'unevaluatedProperties',
]);
const SUBSCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions']);
const SUBSCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const ignored = new Set(ignoredKeywords.map((k) => k.keyword));

/**
 * Each keyword of a schema, at any depth (under `oneOf` too, where compactSchema never looks), that the
 * inspector neither checks nor ignores with a reason, and each `format` validation does not know, with its
 * place as a JSON pointer into the schema.
 */
function uncheckedKeywords(schema: object, at = ''): string[] {
  const out: string[] = [];
  const into = (sub: unknown, place: string) => {
    if (sub && typeof sub === 'object' && !Array.isArray(sub)) out.push(...uncheckedKeywords(sub, place));
  };
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'format') {
      if (!(String(value) in FORMATS)) out.push(`${at || '/'}: format "${String(value)}"`);
    } else if (!(keyword in checkedKeywords) && !ignored.has(keyword)) out.push(`${at || '/'}: ${keyword}`);
    if (SUBSCHEMA.has(keyword) && Array.isArray(value)) value.forEach((v, i) => into(v, `${at}/${keyword}/${i}`));
    else if (SUBSCHEMA.has(keyword)) into(value, `${at}/${keyword}`);
    else if (SUBSCHEMA_MAPS.has(keyword))
      for (const [name, v] of Object.entries((value ?? {}) as Record<string, unknown>))
        into(v, `${at}/${keyword}/${name}`);
    else if (SUBSCHEMA_LISTS.has(keyword) && Array.isArray(value))
      value.forEach((v, i) => into(v, `${at}/${keyword}/${i}`));
  }
  return out;
}

/** The unchecked keywords of every schema the catalogue of `documents` holds, by kind. */
const uncheckedIn = (documents: Documents) =>
  documentKinds(documents).flatMap(({kind, raw}) => uncheckedKeywords(raw).map((place) => `${kind.id} ${place}`));

/** The problems of a payload against one schema, compacted as the build compacts it, through the inspector's answer. */
function problemsAgainst(schema: SchemaObject, payload: Json): string[] {
  const only: Catalogue = {
    kinds: [
      {
        id: 'v1 record Cdr',
        api: 'v1',
        type: 'record',
        name: 'Cdr',
        summary: 'A record',
        page: '/api/v1/cdr/attributes',
        planned: false,
        schema: compactSchema(schema),
      },
    ],
  };
  return problemsOf(inspectPayload(payload, 'en', only));
}

describe('the JSON Schema keywords of the catalogued schemas (core/keywords.ts)', () => {
  it('are each checked by the inspector, or ignored with a reason', () => {
    expect(uncheckedIn(docs)).toEqual([]);
    for (const {keyword, reason} of ignoredKeywords) {
      expect(keyword in checkedKeywords, keyword).toBe(false);
      expect(reason.length, keyword).toBeGreaterThan(20);
    }
    expect(ignored.size).toBe(ignoredKeywords.length);
  });

  it('fails on a broken fixture: a document whose schemas use keywords the inspector does not check', () => {
    const broken = parse(fixture('unchecked-keywords.yaml')) as OpenApiDoc;
    expect(uncheckedIn({v1: broken})).toEqual([
      'v1 webhook ringing /properties/call_id: minLength',
      'v1 webhook ringing /properties/state: const',
      'v1 webhook ringing /properties/direction: oneOf',
      'v1 webhook ringing /properties/time_started: format "date-time"',
      'v1 record Cdr /properties/billsec: multipleOf',
    ]);
    // What the check guards against: the inspector passes a payload that breaks every one of them.
    const answer = inspectPayload(
      {call_id: 'short', state: 'answered', direction: 'sideways', time_started: 'yesterday'},
      'en',
      buildCatalogue({v1: broken}),
    );
    expect(answer.kind).toBe('v1 webhook ringing');
    expect(answer.valid).toBe(true);
  });

  // Each keyword listed as checked is: a payload that breaks it gets the problem (typed, so a keyword
  // added to the list needs its proof here).
  const proofs: Record<CheckedKeyword, () => void> = {
    type: () => expect(problemsAgainst({properties: {a: {type: 'integer'}}}, {a: 'x'})).toEqual(['a type']),
    properties: () =>
      expect(problemsAgainst({properties: {a: {enum: [1]}}}, {a: 2, z: 1})).toEqual(['a enum', 'z undocumented']),
    required: () =>
      expect(problemsAgainst({required: ['b'], properties: {a: {}, b: {}}}, {a: 1})).toEqual(['b missing']),
    additionalProperties: () => {
      expect(problemsAgainst({properties: {a: {}}, additionalProperties: false}, {a: 1, z: 1})).toEqual([
        'z forbidden',
      ]);
      expect(problemsAgainst({properties: {a: {}}, additionalProperties: {type: 'string'}}, {a: 1, z: 2})).toEqual([
        'z type',
      ]);
    },
    items: () =>
      expect(problemsAgainst({properties: {a: {type: 'array', items: {type: 'string'}}}}, {a: ['x', 1]})).toEqual([
        'a[1] type',
      ]),
    enum: () => expect(problemsAgainst({properties: {a: {enum: ['x', 'y']}}}, {a: 'z'})).toEqual(['a enum']),
    pattern: () =>
      expect(problemsAgainst({properties: {a: {type: 'string', pattern: '^\\d+$'}}}, {a: '12a'})).toEqual([
        'a pattern',
      ]),
    format: () => {
      expect(Object.keys(FORMATS).length).toBeGreaterThan(0);
      for (const format of Object.keys(FORMATS))
        expect(problemsAgainst({properties: {a: {type: 'string', format}}}, {a: 'not one'}), format).toEqual([
          'a format',
        ]);
    },
    minimum: () =>
      expect(problemsAgainst({properties: {a: {type: 'integer', minimum: 0}}}, {a: -1})).toEqual(['a minimum']),
    maximum: () =>
      expect(problemsAgainst({properties: {a: {type: 'integer', maximum: 9}}}, {a: 10})).toEqual(['a maximum']),
    allOf: () =>
      expect(
        problemsAgainst(
          {allOf: [{properties: {a: {type: 'integer'}}}, {properties: {b: {type: 'string'}}}]},
          {a: 'x', b: 1},
        ),
      ).toEqual(['a type', 'b type']),
    $ref: () => {
      const doc = {components: {schemas: {Count: {type: 'integer'}}}} as unknown as OpenApiDoc;
      expect(
        problemsAgainst(dereference({properties: {a: {$ref: '#/components/schemas/Count'}}}, doc), {a: 'x'}),
      ).toEqual(['a type']);
    },
    'x-proposed': () => {
      expect(compactSchema({'x-proposed': true, type: 'object'}).proposed).toBe(true);
      expect(compactSchema({type: 'object'}).proposed).toBeUndefined();
    },
  };
  for (const [keyword, proof] of Object.entries(proofs))
    it(`checks ${keyword}: ${checkedKeywords[keyword as CheckedKeyword]}`, proof);
});

describe('every webhook, record and list of the documents', () => {
  for (const kind of catalogue.kinds) {
    for (const lang of LANGS) {
      it(`${kind.id} (${lang}): the documents' examples pass; broken copies are rejected with the field's path`, () => {
        const samples = examples.get(kind.id)!;
        expect(samples.length).toBeGreaterThan(0);
        for (const sample of samples) {
          const ok = inspectPayload(sample, lang, catalogue);
          expect(ok.kind, JSON.stringify(sample)).toBe(kind.id);
          expect(problemsOf(ok)).toEqual([]);
          expect(ok.valid).toBe(true);
          // A proposed event is checked against our proposed schema, and says so.
          expect(plain(ok.verdict!)).toBe(
            text[lang].valid.replace(
              '{schema}',
              kind.planned ? text[lang].proposedSchema : text[lang].documentedSchema,
            ),
          );
        }
        const sample = samples.find(
          (s) => !kind.records || ((s as {[k: string]: Json[]})[kind.records.field] ?? []).length > 0,
        )!;

        // A required field missing: where the schema has one. The documents mark none on the v1 events
        // and on the call records, and the answer says so instead.
        const required = kind.schema.required ?? [];
        const recordRequired = target(kind, clone(sample) as {[k: string]: Json}).schema.required ?? [];
        if (required.length) {
          const broken = clone(sample) as {[k: string]: Json};
          const field = required.find((f) => f !== kind.discriminator?.field && f !== kind.records?.field)!;
          delete broken[field];
          const answer = inspectPayload(broken, lang, catalogue);
          expect(answer.kind).toBe(kind.id);
          expect(problemsOf(answer)).toEqual([`${field} missing`]);
          expect(plain(answer.problems[0].message)).toBe(text[lang].missing);
        } else {
          expect(recordRequired).toEqual([]);
          const answer = inspectPayload(sample, lang, catalogue);
          expect(answer.notes.map(plain)).toContain(text[lang].noRequired);
          const broken = clone(sample) as {[k: string]: Json};
          const {item} = target(kind, broken);
          delete item[Object.keys(item).find((f) => f !== kind.discriminator?.field)!];
          expect(problemsOf(inspectPayload(broken, lang, catalogue))).toEqual([]);
        }

        // A field of the wrong type.
        {
          const broken = clone(sample) as {[k: string]: Json};
          const {item, prefix, schema} = target(kind, broken);
          const field = typeVictim(kind, item, schema);
          item[field] = schema.properties![field].type!.includes('string') ? 12345 : 'twelve';
          const answer = inspectPayload(broken, lang, catalogue);
          expect(answer.kind).toBe(kind.id);
          expect(problemsOf(answer)).toEqual([`${prefix}${field} type`]);
          expect(answer.valid).toBe(false);
          expect(plain(answer.problems[0].message).startsWith(text[lang].type.split('{')[0])).toBe(true);
        }

        // A field no schema documents.
        {
          const broken = clone(sample) as {[k: string]: Json};
          const {item, prefix, schema} = target(kind, broken);
          item.not_a_documented_field = 'x';
          const answer = inspectPayload(broken, lang, catalogue);
          expect(answer.kind).toBe(kind.id);
          const expected = schema.additionalProperties === false ? 'forbidden' : 'undocumented';
          expect(problemsOf(answer)).toEqual([`${prefix}not_a_documented_field ${expected}`]);
          expect(plain(answer.problems[0].message)).toBe(text[lang][expected]);
        }
      });
    }
  }
});

describe('the broken fixtures', () => {
  it('a v1 hangup event: duration as a string, a field no schema documents', () => {
    const said: Record<string, {verdict: string; announcement: string}> = {};
    for (const lang of LANGS) {
      const answer = inspectText(fixture('hangup-broken.json'), lang, catalogue);
      expect(answer.kind).toBe('v1 webhook hangup');
      expect(answer.valid).toBe(false);
      expect(problemsOf(answer)).toEqual(['duration type', 'hangup_cause undocumented']);
      said[lang] = {verdict: plain(answer.verdict!), announcement: answer.announcement};
    }
    expect(said).toMatchInlineSnapshot(`
      {
        "en": {
          "announcement": "Inspected v1 event hangup: 2 problems.",
          "verdict": "2 problems against the documented schema:",
        },
        "vi": {
          "announcement": "Đã kiểm tra Sự kiện hangup (v1): 2 lỗi.",
          "verdict": "2 lỗi so với lược đồ đã công bố:",
        },
      }
    `);
    // The problems' own words: 'the Markdown answer', which lists them for this fixture.
  });

  it('a v3 record list: total missing, and a record with a string billsec and a time in another format', () => {
    for (const lang of LANGS) {
      const answer = inspectText(fixture('v3-list-broken.json'), lang, catalogue);
      expect(answer.kind).toBe('v3 list listCdrs');
      expect(problemsOf(answer)).toEqual(['total missing', 'data[0].billsec type', 'data[0].time_ended pattern']);
      expect(answer.records?.map((r) => r.path)).toEqual(['data[0]']);
    }
  });
});

describe('how a payload is told', () => {
  const told = (i: Inspection) => i.identification.map((line) => markdown(line));

  it('by the one value of a naming field', () => {
    const ringing = inspectPayload(example('v1 webhook ringing'), 'en', catalogue);
    expect(ringing.kind).toBe('v1 webhook ringing');
    expect(told(ringing)[0]).toMatchInlineSnapshot(
      `"Told by \`state\`: its value \`"ringing"\` is the one the \`ringing\` event carries."`,
    );
    const presskey = inspectPayload(example('v3 webhook presskey'), 'vi', catalogue);
    expect(presskey.kind).toBe('v3 webhook presskey');
    expect(told(presskey)[0]).toMatchInlineSnapshot(
      `"Nhận biết qua \`event\`: giá trị \`"presskey"\` là giá trị riêng của sự kiện \`presskey\`."`,
    );
    // A proposed event: marked once, by the flag the page shows as the site's proposal notice, and not
    // as a sentence of its own among the others (the Markdown answer writes it first, as a quote).
    const notice = plain(fill(text.vi.planned, {support: text.vi.support}));
    const proposalOpening = notice.split(':')[0];
    expect([...told(presskey), ...presskey.notes.map(plain)].filter((s) => s.includes(proposalOpening))).toEqual([]);
    expect(toMarkdown(presskey).split('\n')[2]).toMatchInlineSnapshot(
      `"> Đề xuất của chúng tôi, Pitel chưa xác nhận: Pitel chưa công bố sự kiện này, lược đồ là thiết kế của chúng tôi. [Hỏi bộ phận hỗ trợ Pitel](/ho-tro)."`,
    );
    expect(inspectPayload(example('v1 webhook hangup'), 'en', catalogue).planned).toBeUndefined();
  });

  it('by the fields only one schema has, and by the spelling of the status', () => {
    const v3Record = inspectPayload(example('v3 record Cdr'), 'en', catalogue);
    expect(told(v3Record)[0]).toMatchInlineSnapshot(
      `"Told by the fields present: only this schema has \`parent_id\`, \`autocall_recording_url\`, \`time_ringging\` and \`app\`."`,
    );
    const v1 = inspectPayload(example('v1 record Cdr'), 'en', catalogue);
    expect(v1.kind).toBe('v1 record Cdr');
    expect(told(v1)).toMatchInlineSnapshot(`
      [
        "Told by the fields present: every field of the payload is in this schema.",
        "Its \`status\`, \`"ANSWERED"\`, is spelled as in a v1 call record (CDR), not as in a v3 call record (CDR).",
      ]
    `);
    // The same record with a v3 spelling is a v3 record, and the answer names the other.
    const v3 = inspectPayload({...example('v1 record Cdr'), status: 'answered'}, 'en', catalogue);
    expect(v3.kind).toBe('v3 record Cdr');
    expect(told(v3)).toMatchInlineSnapshot(`
      [
        "Told by the fields present: every field of the payload is in this schema.",
        "Its \`status\`, \`"answered"\`, is spelled as in a v3 call record (CDR), not as in a v1 call record (CDR).",
      ]
    `);
  });

  it('by the naming field in another letter case; a wrong or stray naming field does not outweigh the fields', () => {
    // A wrong value of `state` is that field's problem: the event is still the one whose fields it has.
    const byState: Record<string, string> = {};
    for (const state of ['HANGUP', 'finished']) {
      const answer = inspectPayload({...example('v1 webhook hangup'), state}, 'en', catalogue);
      expect(answer.kind, state).toBe('v1 webhook hangup');
      expect(problemsOf(answer)).toEqual(['state enum']);
      byState[state] = told(answer)[0];
    }
    // HANGUP is told by `state` (its value in another case); finished, by the fields present.
    expect(byState).toMatchInlineSnapshot(`
      {
        "HANGUP": "Told by \`state\`: its value \`"HANGUP"\` is \`"hangup"\`, the one the \`hangup\` event carries, in another letter case.",
        "finished": "Told by the fields present: every field of the payload is in this schema.",
      }
    `);
    const ringing = inspectPayload({...example('v1 webhook ringing'), state: 'RINGING'}, 'vi', catalogue);
    expect(ringing.kind).toBe('v1 webhook ringing');
    expect(told(ringing)[0]).toMatchInlineSnapshot(
      `"Nhận biết qua \`state\`: giá trị \`"RINGING"\` chỉ khác \`"ringing"\`, giá trị riêng của sự kiện \`ringing\`, ở chữ hoa, chữ thường."`,
    );
    // A stray naming field does not outweigh the fields: each is told as before, with the field reported.
    for (const [id, extra] of [
      ['v1 webhook cdr_autocall', {state: 'finished'}],
      ['v3 record Cdr', {state: 'done'}],
      ['v3 record Cdr', {event: 'keypress'}],
    ] as const) {
      const answer = inspectPayload({...example(id), ...extra}, 'en', catalogue);
      expect(answer.kind, `${id} + ${JSON.stringify(extra)}`).toBe(id);
      expect(problemsOf(answer)).toEqual([`${Object.keys(extra)[0]} undocumented`]);
    }
    // A v1 event that carries its name where the documents give it no field: that event, the field reported.
    const missed = inspectPayload({...example('v1 webhook missed'), state: 'missed'}, 'en', catalogue);
    expect(missed.kind).toBe('v1 webhook missed');
    expect(told(missed)[0]).toMatchInlineSnapshot(
      `"Told by \`state\`: its value \`"missed"\` names the \`missed\` event, to which the documents give no \`state\`."`,
    );
    expect(problemsOf(missed)).toEqual(['state undocumented']);
  });

  it('an event that lost its naming field: what goes against the kind told, and what else it could be', () => {
    const missedExample = told(inspectPayload(example('v1 webhook missed'), 'en', catalogue));
    const {state: _state, ...answered} = example('v1 webhook answered');
    const answer = inspectPayload(answered, 'en', catalogue);
    expect(answer.kind).toBe('v1 webhook missed');
    // Told as `missed` as the missed event's own example is (the fields, the events without `state`, the
    // URL: the next test), then what goes against it (its direction), then one sentence on what else it
    // could be: the kind as good as this one, then those that lost only for want of `state`.
    expect(told(answer)).toMatchInlineSnapshot(`
      [
        "Told by the fields present: every field of the payload is in this schema.",
        "It has no \`state\`: of the v1 events, only \`missed\` and \`cdr_autocall\` carry none.",
        "If you subscribed \`missed\` and \`cdr_autocall\` at different URLs, the URL tells them apart.",
        "Yet the \`missed\` event is sent when an inbound call ends without any extension answering it; this payload’s \`direction\` is \`"outbound"\`.",
        "It could also be v1 event \`cdr_autocall\`, or one of these with its \`state\` missing: v1 event \`ringing\`, v1 event \`answered\`, v1 event \`hangup\` or v1 event \`cdr\`.",
      ]
    `);
    expect(told(inspectPayload(answered, 'vi', catalogue)).at(-1)).toMatchInlineSnapshot(
      `"Cũng có thể là sự kiện \`cdr_autocall\` (v1), hoặc một trong các sự kiện sau nhưng bị thiếu trường \`state\`: sự kiện \`ringing\` (v1), sự kiện \`answered\` (v1), sự kiện \`hangup\` (v1) hoặc sự kiện \`cdr\` (v1)."`,
    );
    // A true missed event gets neither sentence (what goes against it, the events that lost their `state`);
    // nor does one answered by something other than an extension.
    expect(
      told(inspectPayload({...example('v1 webhook missed'), time_answered: '2024-01-01 10:15:03'}, 'en', catalogue)),
    ).toEqual(missedExample);
    // Told by a field only its schema has, cdr_autocall needs no word on subscription URLs.
    expect(told(inspectPayload(example('v1 webhook cdr_autocall'), 'en', catalogue))).toMatchInlineSnapshot(`
      [
        "Told by the fields present: only this schema has \`customer_id\`.",
        "It has no \`state\`: of the v1 events, only \`missed\` and \`cdr_autocall\` carry none.",
      ]
    `);
  });

  it('says which events carry no naming field, that the subscription URL tells them apart, and what else it could be', () => {
    const answer = inspectPayload(example('v1 webhook missed'), 'en', catalogue);
    expect(answer.kind).toBe('v1 webhook missed');
    // The fields; no `state`, as on the two events without one; the URL tells them apart; the other one.
    expect(told(answer)).toMatchInlineSnapshot(`
      [
        "Told by the fields present: every field of the payload is in this schema.",
        "It has no \`state\`: of the v1 events, only \`missed\` and \`cdr_autocall\` carry none.",
        "If you subscribed \`missed\` and \`cdr_autocall\` at different URLs, the URL tells them apart.",
        "It could also be: v1 event \`cdr_autocall\`.",
      ]
    `);
    expect(inspectPayload({...example('v1 webhook missed'), press_key: '1'}, 'en', catalogue).kind).toBe(
      'v1 webhook cdr_autocall',
    );
  });

  it('tells a list answer whose records field is not an array, and reports that field', () => {
    const answer = inspectText('{"data": {}, "limit": 10, "offset": 0, "total": 1}', 'en', catalogue);
    expect(answer.outcome).toBe('payload');
    expect(answer.kind).toMatch(/ list listCdrs$/);
    expect(problemsOf(answer)).toContain('data type');
    // No count of records in `data`: the only fact is `total`.
    expect(answer.facts.map((f) => markdown(f.text))).toMatchInlineSnapshot(`
      [
        "\`total\` is 1: in our reading, the number of records that match the filters across all pages.",
      ]
    `);
  });

  it('does not recognise what no schema knows, and says what it knows', () => {
    const said: Record<string, string> = {};
    for (const lang of LANGS) {
      const answer = inspectText('{"hello": "world"}', lang, catalogue);
      expect(answer.outcome).toBe('unrecognised');
      expect(answer.kind).toBeUndefined();
      said[lang] = markdown(answer.message!);
    }
    // Every kind of the catalogue is named: each event by its name, each list answer by its operation, in code.
    expect(said).toMatchInlineSnapshot(`
      {
        "en": "None of its fields belongs to a documented event or call record. The inspector knows: v1 event \`ringing\`, v1 event \`answered\`, v1 event \`hangup\`, v1 event \`cdr\`, v1 event \`missed\`, v1 event \`cdr_autocall\`, v3 event \`presskey\`, v1 call record (CDR), v3 call record (CDR), v1 list of call records (\`GET /v1/cdr\`) and v3 list of call records (\`GET /v3/cdr\`).",
        "vi": "Không trường nào thuộc về một sự kiện hay bản ghi cuộc gọi đã công bố. Công cụ nhận biết được: sự kiện \`ringing\` (v1), sự kiện \`answered\` (v1), sự kiện \`hangup\` (v1), sự kiện \`cdr\` (v1), sự kiện \`missed\` (v1), sự kiện \`cdr_autocall\` (v1), sự kiện \`presskey\` (v3), bản ghi cuộc gọi (CDR) v1, bản ghi cuộc gọi (CDR) v3, danh sách bản ghi cuộc gọi v1 (\`GET /v1/cdr\`) và danh sách bản ghi cuộc gọi v3 (\`GET /v3/cdr\`).",
      }
    `);
  });
});

describe('what a payload says', () => {
  it('the status and its row, the direction, the durations, the times; what is not documented, once', () => {
    const en = inspectPayload(example('v1 record Cdr'), 'en', catalogue);
    expect(en.facts[0].label).toBe('Call status');
    const {'Call status': status, Direction, Durations} = facts(en);
    expect({status, Direction, Durations, silent: markdown(en.silent!)}).toMatchInlineSnapshot(`
      {
        "Direction": "Outbound call: an extension called an outside number.",
        "Durations": "Whole length of the call 42 s (\`duration\`); talk time after the answer 30 s (\`billsec\`).",
        "silent": "Not documented: what each \`cause\` value means (Pitel gives examples only); how a record’s \`id\` relates to the events’ \`call_id\`; the time zone of the times.",
        "status": "\`ANSWERED\` is [Answered](/call-statuses#status-answered): The call was answered and both sides were connected. \`cause\` is \`NORMAL_CLEARING\`: the hangup cause the switch reports, which is not a call status.",
      }
    `);
    expect(en.read.map((r) => r.href)).toEqual([
      '/api/v1/cdr/attributes',
      '/call-statuses#status-answered',
      '/api/events-and-records',
    ]);

    const vi = inspectPayload(example('v1 record Cdr'), 'vi', catalogue);
    // A Vietnamese answer links the Vietnamese edition of the reference (/trang-thai-cuoc-goi), whose rows
    // have the English rows' anchors, and says no " (tiếng Anh)" after those links.
    expect(JSON.stringify(vi)).not.toContain('/call-statuses');
    expect(toMarkdown(vi).split('\n').at(-1)).toMatchInlineSnapshot(
      `"**Đọc thêm:** [Các trường CDR (v1)](/api/v1/cdr/attributes) (tiếng Anh), [Trạng thái cuộc gọi: Answered](/trang-thai-cuoc-goi#status-answered), [Sự kiện và bản ghi cuộc gọi](/api/events-and-records) (tiếng Anh)"`,
    );
    const viFacts = facts(vi);
    expect({status: viFacts['Trạng thái cuộc gọi'], direction: viFacts['Hướng cuộc gọi'], silent: markdown(vi.silent!)})
      .toMatchInlineSnapshot(`
        {
          "direction": "Cuộc gọi ra: một máy nhánh gọi ra số bên ngoài.",
          "silent": "Pitel không nêu: ý nghĩa của từng giá trị \`cause\` (Pitel chỉ đưa ví dụ); quan hệ giữa \`id\` của bản ghi và \`call_id\` của các sự kiện; múi giờ của các mốc thời gian.",
          "status": "\`ANSWERED\` là trạng thái [Answered](/trang-thai-cuoc-goi#status-answered): Cuộc gọi có người nghe máy và hai bên đã được kết nối. \`cause\` là \`NORMAL_CLEARING\`: nguyên nhân kết thúc cuộc gọi do tổng đài ghi nhận, không phải trạng thái cuộc gọi.",
        }
      `);
  });

  it('which call or leg a v1 event names, from the page that documents it', () => {
    const ringing = inspectPayload(example('v1 webhook ringing'), 'en', catalogue);
    // The `ringing` event names one extension's leg, the `cdr` event the whole inbound flow: each its own sentence.
    const cdr = inspectPayload(example('v1 webhook cdr'), 'en', catalogue);
    expect({ringing: facts(ringing)['Which call'], cdr: facts(cdr)['Which call']}).toMatchInlineSnapshot(`
      {
        "cdr": "\`call_id\` \`00000000-0000-0000-0000-0000000000a1\` is the id of the whole call; on an inbound call fanned out to several extensions, it is the id of the whole inbound flow, not of one extension ([Matching events of one call](/api/v1/event/description#matching-events-of-one-call)). \`sip_call_id\` \`example-sip-call-id-0001@demo.example.com\` leads to the call’s record: \`GET /v1/cdr/{id}\` and \`GET /v3/cdr/{id}\` take it in place of the record’s \`id\` ([Events and call records](/api/events-and-records#join-key)).",
        "ringing": "\`call_id\` \`00000000-0000-0000-0000-0000000000a1\` is the id of the whole call on outbound calls and on inbound calls to one extension; on an inbound call that a ring group, queue or IVR fans out, each extension that rings has a \`call_id\` of its own ([Matching events of one call](/api/v1/event/description#matching-events-of-one-call)). The call’s record is read with the \`sip_call_id\` of its \`cdr\` event ([Events and call records](/api/events-and-records#join-key)).",
      }
    `);
    // Which id a `cdr_autocall` event's call_id carries is left open.
    const autocall = inspectPayload(example('v1 webhook cdr_autocall'), 'en', catalogue);
    expect(markdown(autocall.silent!)).toMatchInlineSnapshot(
      `"Not documented: which id \`call_id\` carries in a \`cdr_autocall\` event; the format of the times in events, and what an empty one means."`,
    );
    // No durations in a ringing event: only hangup carries them.
    expect(facts(ringing).Durations).toMatchInlineSnapshot(
      `"None in this event: only \`hangup\` carries \`duration\` and \`billsec\`."`,
    );
  });

  it('joins events and records on sip_call_id, and links the page that explains it from every event, record and list', () => {
    const which = (id: string, lang: Lang = 'en', payload = example(id)) =>
      facts(inspectPayload(payload, lang, catalogue))[lang === 'en' ? 'Which call' : 'Nhận diện cuộc gọi'];
    // The cdr and ringing events: 'which call or leg a v1 event names' above. The lookup's `{id}` is the
    // path's, not a value filled in.
    expect(which('v1 record Cdr')).toMatchInlineSnapshot(
      `"A call record has no \`call_id\`, the id the events carry: its \`sip_call_id\`, \`example-sip-call-id-0001@demo.example.com\`, joins it to the events of its call, and \`GET /v1/cdr/{id}\` takes it in place of \`id\` ([Events and call records](/api/events-and-records#join-key)). Extension \`101\` made or took the call."`,
    );
    expect(which('v3 record Cdr', 'vi')).toMatchInlineSnapshot(
      `"Bản ghi cuộc gọi không có \`call_id\`, mã mà các sự kiện mang: \`sip_call_id\` của bản ghi, \`f6e5d4c3b2a1@sip.example.com\`, là trường để ghép bản ghi với các sự kiện của cuộc gọi, và \`GET /v3/cdr/{id}\` nhận giá trị này thay cho \`id\` ([Sự kiện và bản ghi cuộc gọi](/api/events-and-records#join-key) (tiếng Anh)). \`extension\` rỗng; tài liệu v3 để trống trường này với cuộc gọi do hệ thống gọi tự động thực hiện."`,
    );
    expect(which('v3 webhook presskey')).toMatchInlineSnapshot(
      `"\`call_id\` \`00000000-0000-0000-0000-0000000000f9\` is the id of the auto-call, as \`POST /v3/autocall/import\` returns it; no call record carries it ([Events and call records](/api/events-and-records#v3-webhooks)). Campaign \`00000000-0000-0000-0000-0000000000c1\` (\`campaign_uuid\`)."`,
    );
    const {sip_call_id: _sip, ...withoutKey} = example('v1 record Cdr');
    expect(which('v1 record Cdr', 'en', withoutKey)).toMatchInlineSnapshot(
      `"A call record has no \`call_id\`, the id the events carry: join them on \`sip_call_id\` ([Events and call records](/api/events-and-records#join-key)). Extension \`101\` made or took the call."`,
    );
    // Only the `cdr` and `cdr_autocall` events are sent once the record exists; of the others' key, the
    // answer says once that the documents are silent.
    expect(markdown(inspectPayload(example('v1 webhook ringing'), 'en', catalogue).silent!)).toMatchInlineSnapshot(
      `"Not documented: whether the \`sip_call_id\` of a \`ringing\` event is the one of the call’s record; the format of the times in events, and what an empty one means."`,
    );
    expect(markdown(inspectPayload(example('v1 webhook cdr'), 'en', catalogue).silent!)).toMatchInlineSnapshot(
      `"Not documented: the format of the times in events, and what an empty one means."`,
    );
    for (const kind of catalogue.kinds) {
      for (const lang of LANGS) {
        const answer = inspectPayload(examples.get(kind.id)![0], lang, catalogue);
        const link = `[${text[lang].pages['/api/events-and-records']}](/api/events-and-records)${lang === 'vi' ? ' (tiếng Anh)' : ''}`;
        expect(toMarkdown(answer).split('\n').at(-1), `${kind.id} (${lang})`).toContain(link);
      }
    }
  });

  it('a status the vocabulary does not have is said to be so', () => {
    const answer = inspectPayload({...example('v3 record Cdr'), status: 'lost'}, 'en', catalogue);
    expect(answer.kind).toBe('v3 record Cdr');
    // No row of the call-status reference: the reference itself is linked.
    expect(answer.read.map((r) => r.href)).toEqual([
      '/api/v3/cdr/attributes',
      '/api/events-and-records',
      '/call-statuses',
    ]);
    expect(facts(answer)['Call status']).toMatchInlineSnapshot(
      `"\`lost\` is not in the documented vocabulary of call statuses. \`cause\` is \`NORMAL_CLEARING\`: the hangup cause the switch reports, which is not a call status. \`sip_hangup_disposition\` is \`recv_bye\`: which SIP side ended the call, and how."`,
    );
  });

  it('a documented spelling in the wrong place is named, with the spelling this kind writes', () => {
    const answer = inspectPayload({...example('v3 record Cdr'), status: 'NO ANSWER'}, 'en', catalogue);
    expect(answer.kind).toBe('v3 record Cdr');
    expect(answer.read.map((r) => r.href)).toContain('/call-statuses#status-no-answered');
    expect(facts(answer)['Call status']).toMatchInlineSnapshot(
      `"\`NO ANSWER\` is the spelling of [No Answered](/call-statuses#status-no-answered) in v1 call records (\`status\`); a v3 call record (CDR) writes it \`no-answered\`. \`cause\` is \`NORMAL_CLEARING\`: the hangup cause the switch reports, which is not a call status. \`sip_hangup_disposition\` is \`recv_bye\`: which SIP side ended the call, and how."`,
    );
    const phoneBlock = inspectPayload({...example('v3 record Cdr'), status: 'phone-block'}, 'vi', catalogue);
    expect(phoneBlock.read.map((r) => r.href)).toContain('/trang-thai-cuoc-goi#status-phone-block');
    expect(facts(phoneBlock)['Trạng thái cuộc gọi']).toMatchInlineSnapshot(
      `"\`phone-block\` là cách viết của trạng thái [Phone Block](/trang-thai-cuoc-goi#status-phone-block) trong \`recall_status\`. \`cause\` là \`NORMAL_CLEARING\`: nguyên nhân kết thúc cuộc gọi do tổng đài ghi nhận, không phải trạng thái cuộc gọi. \`sip_hangup_disposition\` là \`recv_bye\`: phía SIP nào kết thúc cuộc gọi và kết thúc ra sao."`,
    );
  });

  it('says of the numbers only what the documents say of this kind, and only of numbers present', () => {
    const direction = (i: Inspection) => facts(i)[text[i.lang].labels.direction];
    // An auto-call has no agent: `from_number` is not called the agent's extension.
    expect(direction(inspectPayload(example('v1 webhook cdr_autocall'), 'vi', catalogue))).toMatchInlineSnapshot(
      `"Cuộc gọi ra, từ \`0900000000\` tới \`0900000001\`; đầu số \`0900000000\`. Ứng dụng \`autocall\`: cuộc gọi tự động."`,
    );
    const {from_number: _from, to_number: _to, ...numberless} = example('v1 webhook hangup');
    expect(direction(inspectPayload(numberless, 'vi', catalogue))).toMatchInlineSnapshot(
      `"Cuộc gọi ra, đầu số \`0900000000\`."`,
    );
    const {to_number: _ringingTo, ...noCallee} = example('v1 webhook ringing');
    expect(direction(inspectPayload({...noCallee, direction: 'inbound'}, 'en', catalogue))).toMatchInlineSnapshot(
      `"Inbound call, hotline \`0900000000\`."`,
    );
    const {from_number: _recordFrom, ...noCaller} = example('v3 record Cdr');
    expect(direction(inspectPayload({...noCaller, direction: 'outbound'}, 'en', catalogue))).toMatchInlineSnapshot(
      `"Outbound call. Made by \`autocall\`: an auto-call."`,
    );
    // A record with no key pressed (`press_key` is `{}`): its presskey_delay says nothing and is not shown.
    const noKeys = inspectPayload({...example('v3 record Cdr'), press_key: '{}', presskey_delay: 0}, 'en', catalogue);
    expect(noKeys.facts.flatMap((f) => f.text)).not.toContainEqual({code: 'presskey_delay'});
    expect(facts(noKeys)['Keys pressed']).toMatchInlineSnapshot(`"No key pressed (\`press_key\` is \`{}\`)."`);
    // A v3 record's extension is the agent's, beside the agent's name.
    const agent = facts(
      inspectPayload({...example('v3 record Cdr'), fullname: 'Lan', extension: '101'}, 'en', catalogue),
    );
    expect(agent.Agent).toMatchInlineSnapshot(`"\`Lan\` (extension \`101\`)"`);
    // "Not recorded" is documented for an empty recording_url of the v1 record only; of the v1 `cdr` event's, only that it is empty.
    const recording = facts(inspectPayload({...example('v1 webhook cdr'), recording_url: ''}, 'en', catalogue));
    expect(recording.Recording).toMatchInlineSnapshot(`"\`recording_url\` is empty."`);
    const record = facts(inspectPayload({...example('v1 record Cdr'), recording_url: ''}, 'en', catalogue));
    expect(record.Recording).toMatchInlineSnapshot(`"Not recorded (\`recording_url\` is empty)."`);
  });
});

describe('a typed status, short code or counter', () => {
  it('each word: the first page its answer links, and what it is, in the answer’s first fact', () => {
    // The first page is the status's row, or the part of the reference that says what the word is instead;
    // a status's answer opens with the link to its row.
    const words: [string, Lang][] = [
      ['C1', 'en'],
      ['c1', 'vi'],
      ['NO ANSWER', 'en'],
      ['no_answered', 'vi'],
      ['invalid-number', 'en'],
      ['fail', 'en'],
      ['new', 'en'],
      ['queue', 'vi'],
      ['NORMAL_CLEARING', 'en'],
      ['ringing', 'vi'],
      ['sideways', 'en'],
    ];
    const answers = Object.fromEntries(
      words.map(([input, lang]) => {
        const answer = inspectText(input, lang, catalogue);
        expect(answer.outcome, input).toBe('status');
        expect(
          answer.read.every((r) => r.href.startsWith('/')),
          input,
        ).toBe(true);
        return [`${input} (${lang}) → ${answer.read[0].href}`, markdown(answer.facts[0].text)];
      }),
    );
    expect(answers).toMatchInlineSnapshot(`
      {
        "C1 (en) → /call-statuses#status-cancel": "[Cancel](/call-statuses#status-cancel): The call was ended on your call center’s side (by the system or an agent) while it was still ringing, so it never connected. Auto-call and autodialer campaigns: the system hangs up when the campaign’s answer wait ("Thời Gian Chờ Mobile Nghe Máy" on the auto-call portal, "Thời gian chờ nghe máy" on the call-center portal) runs out. The auto-call campaign report names this column "Huỷ bỏ". Agent calls: the agent hung up before the call connected: on an outbound call before the customer answered, on an inbound call instead of answering.",
        "NO ANSWER (en) → /call-statuses#status-no-answered": "[No Answered](/call-statuses#status-no-answered): The called side rang but nobody picked up. Inbound calls to an agent: the agent’s extension rang out without being answered.",
        "NORMAL_CLEARING (en) → /call-statuses#matching": "\`NORMAL_CLEARING\` is a hangup cause of the switch (the \`cause\` of a call record), not a call status; Pitel gives it as an example without defining it.",
        "c1 (vi) → /trang-thai-cuoc-goi#status-cancel": "[Cancel](/trang-thai-cuoc-goi#status-cancel): Cuộc gọi bị phía tổng đài của bạn (hệ thống hoặc nhân viên) kết thúc khi vẫn đang đổ chuông, nên hai bên chưa được kết nối. Chiến dịch gọi tự động và Autodialer: hệ thống kết thúc cuộc gọi khi hết thời gian chờ nghe máy của chiến dịch (“Thời Gian Chờ Mobile Nghe Máy” trên trang quản trị gọi tự động, “Thời gian chờ nghe máy” trên trang quản trị tổng đài). Trong báo cáo chiến dịch gọi tự động, cột của trạng thái này có tên “Huỷ bỏ”. Cuộc gọi của nhân viên: nhân viên gác máy trước khi cuộc gọi được kết nối (cuộc gọi ra: trước khi khách hàng nghe máy; cuộc gọi vào: nhân viên từ chối cuộc gọi thay vì nghe máy).",
        "fail (en) → /call-statuses#status-failed": "[Failed](/call-statuses#status-failed): The call could not be made because of an error on the calling side, not because of the called number. Auto-call campaigns: the script or template is broken or was deleted, or the Zalo TTS key has used up its quota.",
        "invalid-number (en) → /call-statuses#status-invalid": "[Invalid number](/call-statuses#status-invalid): The carrier reports that the number does not exist. Click-to-call: an older edition of Pitel’s call-record reference also gives this status to a click-to-call whose agent did not answer.",
        "new (en) → /call-statuses#lead-status": "\`new\` is a customer (lead) status, not a call status: The customer has not been called yet. Lead records also show it as \`NEW\` in \`status\` and \`new\` in \`alt_status\`.",
        "no_answered (vi) → /trang-thai-cuoc-goi#status-no-answered": "[No Answered](/trang-thai-cuoc-goi#status-no-answered): Máy bên được gọi đổ chuông nhưng không ai nghe. Cuộc gọi vào tới nhân viên: máy nhánh của nhân viên đổ chuông đến hết mà không ai nghe máy.",
        "queue (vi) → /call-statuses#lead-status": "\`queue\` là trạng thái khách hàng, không phải trạng thái cuộc gọi: Khách hàng đang chờ được quay số. Pitel không nêu cụ thể điều gì đưa khách hàng vào trạng thái này.",
        "ringing (vi) → /call-statuses#live-states": "\`RINGING\` là tình trạng trong lúc cuộc gọi đang diễn ra (tình trạng máy nhánh, \`call_state\` khi giám sát trực tiếp), không phải trạng thái cuộc gọi.",
        "sideways (en) → /call-statuses#statuses": "\`sideways\` is not a documented call status, short code, report counter or recall value.",
      }
    `);
  });

  it('a JSON string is looked up too; which spellings the status has', () => {
    const answer = inspectText('"cancel"', 'en', catalogue);
    expect(answer.outcome).toBe('status');
    expect(answer.read[0].href).toBe('/call-statuses#status-cancel');
    expect(markdown(answer.facts[1].text)).toMatchInlineSnapshot(
      `"\`cancel\` is its \`status\` in v3 call records, its customer (lead) status value and a report or statistic counter of it. All its spellings: v3 record \`cancel\`; short code \`C1\`; customer status \`cancel\`; counters \`cancel\`, \`total_cancel\`."`,
    );
  });

  it('names an event whose naming value the word is', () => {
    const hangup = inspectText('hangup', 'en', catalogue);
    expect(hangup.read.map((r) => r.href)).toEqual(['/call-statuses#statuses', '/api/v1/event/description']);
    expect(hangup.facts.map((f) => markdown(f.text))).toMatchInlineSnapshot(`
      [
        "\`hangup\` is not a documented call status, short code, report counter or recall value.",
        "\`hangup\` is the \`state\` of the v1 event \`hangup\`: A call ends.",
      ]
    `);
    // ringing is a live state too (RINGING), and the state of the ringing event.
    const ringing = inspectText('ringing', 'vi', catalogue);
    expect(ringing.facts).toHaveLength(2);
    expect(markdown(ringing.facts[1].text)).toMatchInlineSnapshot(
      `"\`ringing\` là giá trị \`state\` của sự kiện \`ringing\` (v1): Một cuộc gọi bắt đầu đổ chuông."`,
    );
    // A proposed event keeps its mark when its name is typed.
    const quote = toMarkdown(inspectText('presskey', 'en', catalogue))
      .split('\n')
      .filter((line) => line.startsWith('> '));
    expect(quote).toHaveLength(1);
    expect(quote[0]).toMatchInlineSnapshot(
      `"> Our proposal, not confirmed by Pitel: Pitel has not published this event, and its schema is our design. [Ask Pitel support](/support)."`,
    );
    expect(inspectText('hangup', 'en', catalogue).planned).toBeUndefined();
  });

  it('matches each spelling as written, and says when only the letter case differs', () => {
    const answer = (input: string, lang: Lang = 'en') => inspectText(input, lang, catalogue);
    const roles = (input: string, lang: Lang = 'en') =>
      markdown(answer(input, lang).facts[1].text).split(/\. (?:All its|Mọi cách)/)[0];
    // As written, each spelling is its own place; in another letter case, the answer names the spelling
    // it is (`c1` is `C1`), which a spelling as written does not.
    expect({
      ANSWERED: roles('ANSWERED'),
      answered: roles('answered'),
      Answered: roles('Answered'),
      'No-Answered': roles('No-Answered'),
      'c1 (vi)': roles('c1', 'vi'),
    }).toMatchInlineSnapshot(`
      {
        "ANSWERED": "\`ANSWERED\` is its \`status\` in v1 call records",
        "Answered": "\`Answered\` is its label in the portals",
        "No-Answered": "\`No-Answered\` is \`no-answered\` in another letter case: its \`status\` in v3 call records, its value in \`recall_status\` and its customer (lead) status value",
        "answered": "\`answered\` is its \`status\` in v3 call records, its value in \`recall_status\`, its customer (lead) status value and a report or statistic counter of it",
        "c1 (vi)": "\`c1\` là \`C1\` viết khác chữ hoa, chữ thường: mã rút gọn khi quay số",
      }
    `);
  });
});

describe('what a reader pastes in bulk, and numbers no length of time can be', () => {
  it('an array of records: the first is inspected, with paths from the array, and the answer says so', () => {
    const said: Record<string, string> = {};
    for (const lang of LANGS) {
      const answer = inspectText(
        JSON.stringify([{...example('v3 record Cdr'), billsec: '30'}, example('v3 record Cdr')]),
        lang,
        catalogue,
      );
      expect(answer.outcome).toBe('payload');
      expect(answer.kind).toBe('v3 record Cdr');
      expect(problemsOf(answer)).toEqual(['[0].billsec type']);
      said[lang] = markdown(answer.identification[0]);
    }
    // Records: how to check another, by itself or in the whole list answer.
    expect(said).toMatchInlineSnapshot(`
      {
        "en": "This is an array of 2 items; only the first, \`[0]\`, is inspected. To check another, paste it on its own, or paste the whole list answer, which checks every record.",
        "vi": "Bạn đã dán một mảng 2 phần tử; công cụ chỉ kiểm tra phần tử đầu tiên (\`[0]\`). Muốn kiểm tra phần tử khác, hãy dán riêng từng phần tử, hoặc dán nguyên kết quả trả về dạng danh sách để kiểm tra mọi bản ghi.",
      }
    `);
    // Events have no list answer; an array of one item has no others.
    const events = inspectText(
      JSON.stringify([example('v1 webhook hangup'), example('v1 webhook hangup')]),
      'en',
      catalogue,
    );
    expect(events.kind).toBe('v1 webhook hangup');
    const one = inspectText(JSON.stringify([example('v1 webhook hangup')]), 'en', catalogue);
    expect(one.kind).toBe('v1 webhook hangup');
    // No two alike: the events' has no word on the list answer, the one item's no word on others.
    expect({events: markdown(events.identification[0]), one: markdown(one.identification[0])}).toMatchInlineSnapshot(`
      {
        "events": "This is an array of 2 items; only the first, \`[0]\`, is inspected. To check another, paste it on its own.",
        "one": "An array of one item: \`[0]\` is inspected here.",
      }
    `);
  });

  it('a long list of the same mistake: the first problems listed, the rest counted, every one in the verdict', () => {
    const list = clone(JSON.parse(fixture('v3-list-broken.json'))) as {data: {[k: string]: Json}[]; total?: number};
    list.total = 40;
    list.data = Array.from({length: 40}, () => ({...example('v3 record Cdr'), billsec: '30'}));
    const answer = inspectText(JSON.stringify(list), 'en', catalogue);
    expect(answer.problems).toHaveLength(25);
    expect(answer.valid).toBe(false);
    // The Markdown answer: the last problem listed, then the count of the rest.
    const md = toMarkdown(answer).split('\n');
    const last = md.findIndex((line) => line.startsWith('- `data[24].billsec`'));
    expect({
      verdict: plain(answer.verdict!),
      markdown: md.slice(last, last + 2),
      moreProblemsVi: plain(inspectText(JSON.stringify(list), 'vi', catalogue).moreProblems!),
    }).toMatchInlineSnapshot(`
      {
        "markdown": [
          "- \`data[24].billsec\`: wrong type: the schema says an integer, the payload has a string (\`"30"\`).",
          "- And 15 more, not listed.",
        ],
        "moreProblemsVi": "Còn 15 lỗi khác không liệt kê ở đây.",
        "verdict": "40 problems against the documented schema:",
      }
    `);
    list.data = list.data.slice(0, 25);
    expect(inspectText(JSON.stringify(list), 'en', catalogue).moreProblems).toBeUndefined();
  });

  it('a negative duration: shown as given, and said to be negative', () => {
    // Not negative, the same record's durations: 'the status and its row, the direction, the durations…' above.
    const negative = facts(inspectPayload({...example('v1 record Cdr'), duration: -42}, 'en', catalogue)).Durations;
    expect(negative).toMatchInlineSnapshot(
      `"Whole length of the call -42 s (\`duration\`), a negative value: a length of time cannot be below zero; talk time after the answer 30 s (\`billsec\`)."`,
    );
    const negativeVi = facts(inspectPayload({...example('v1 record Cdr'), billsec: -1}, 'vi', catalogue))['Thời lượng'];
    expect(negativeVi).toMatchInlineSnapshot(
      `"Toàn bộ cuộc gọi 42 giây (\`duration\`); thời gian đàm thoại sau khi nghe máy -1 giây (\`billsec\`), là giá trị âm, trong khi thời lượng không thể nhỏ hơn 0."`,
    );
  });
});

describe('what is not an answer', () => {
  it('an empty input, text that is not JSON, JSON that is not an object', () => {
    expect(inspectText('  ', 'en', catalogue).outcome).toBe('empty');
    const broken = inspectText('{\n  "state": "hangup",\n  "duration": 42,,\n}', 'en', catalogue);
    expect(broken.outcome).toBe('invalid');
    expect(broken.kind).toBeUndefined();
    const brokenVi = inspectText('{"a": 1', 'vi', catalogue);
    expect(brokenVi.outcome).toBe('invalid');
    // Where the JSON broke: line and column.
    expect({en: plain(broken.message!), vi: plain(brokenVi.message!)}).toMatchInlineSnapshot(`
      {
        "en": "Not valid JSON (line 3, column 18), and not a call status or short code.",
        "vi": "Không phải JSON hợp lệ (dòng 1, cột 8), cũng không phải trạng thái cuộc gọi hay mã rút gọn.",
      }
    `);
    expect(inspectText('[1, 2]', 'en', catalogue).outcome).toBe('invalid');
  });
});

describe('the Markdown answer (the MCP tool)', () => {
  it('has the heading, the verdict, the problems with their paths, the facts and absolute links', () => {
    const md = toMarkdown(inspectText(fixture('hangup-broken.json'), 'en', catalogue), 'https://docs.example.com');
    const lines = md.split('\n');
    expect(lines[0]).toMatchInlineSnapshot(`"## Result: v1 event \`hangup\` — A call ends"`);
    // The verdict, then one line per problem, its path first, in code.
    const verdict = lines.findIndex((line) => line.startsWith('2 '));
    expect(lines.slice(verdict, verdict + 3)).toMatchInlineSnapshot(`
      [
        "2 problems against the documented schema:",
        "- \`duration\`: wrong type: the schema says an integer, the payload has a string (\`"42"\`).",
        "- \`hangup_cause\`: not in the documented schema.",
      ]
    `);
    expect(md).toContain('(https://docs.example.com/api/v1/event/description#matching-events-of-one-call)');
    // The links to read next: one line, the event's page first, absolute.
    const readNext = lines.filter((line) => line.startsWith('**'));
    expect(readNext).toHaveLength(1);
    expect(readNext[0]).toMatchInlineSnapshot(
      `"**Read next:** [Event payloads (v1)](https://docs.example.com/api/v1/event/description), [CDR attributes (v1)](https://docs.example.com/api/v1/cdr/attributes), [Events and call records](https://docs.example.com/api/events-and-records), [Call statuses](https://docs.example.com/call-statuses)"`,
    );
    // A backtick in the reader's value cannot end its code span.
    expect(toMarkdown(inspectText('a`b', 'en', catalogue))).toContain('`` a`b ``');
  });
});

describe('the Vietnamese text', () => {
  const codeless = (s: string) => s.replace(/`[^`]*`/g, ' ').replace(/\]\([^)]*\)/g, ']');
  function strings(value: unknown): string[] {
    if (typeof value === 'string') return [value];
    if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
    return [];
  }

  it('has the meaning and details of every status, in the English entry’s order', () => {
    for (const s of callStatuses) {
      const vi = callStatusesVi[s.id];
      expect(vi, s.id).toBeDefined();
      expect(vi.details?.length ?? 0, s.id).toBe(s.details?.length ?? 0);
    }
    expect(Object.keys(callStatusesVi).sort()).toEqual(callStatuses.map((s) => s.id).sort());
    expect(Object.keys(leadOnlyStatusesVi).sort()).toEqual(leadOnlyStatuses.map((s) => s.value).sort());
  });

  it('keeps to the glossary and the house wordings, and leaves no English sentence', () => {
    const vi = [
      ...strings(text.vi),
      ...strings(callStatusesVi),
      ...strings(leadOnlyStatusesVi),
      ...strings(webhookSummariesVi),
      ...strings(labels.vi),
    ];
    expect(vi.length).toBeGreaterThan(150);
    const found: string[] = [];
    for (const s of vi.map(codeless)) {
      for (const {pattern, use} of [...viGlossary, ...retiredWordings])
        if (pattern.test(s)) found.push(`"${s}": expected ${use}`);
    }
    expect(found).toEqual([]);
    for (const s of strings(text.en).map(codeless))
      for (const {pattern} of retiredWordings) expect(pattern.test(s), s).toBe(false);
    // Same keys in both languages, and no English sentence copied into the Vietnamese table.
    const en = strings(text.en);
    const same = strings(text.vi).filter((s, i) => s === en[i] && /[a-z]{4,} [a-z]{4,}/.test(codeless(s)));
    expect(same).toEqual([]);
  });
});
