/**
 * The call-event inspector's core (src/plugins/call-inspector/core), over the real OpenAPI documents:
 * - the catalogue holds every webhook of the three documents, each call record and each record list;
 * - every one of them, in English and Vietnamese: the documents' own examples are told right and pass;
 *   a broken copy (a required field removed, a field of the wrong type, a field no schema documents) is
 *   rejected with the field's path, and still told right;
 * - every JSON Schema keyword of those schemas is one the inspector checks (each proved to be checked), or
 *   one it ignores with a reason; a document using another fails (its broken fixture);
 * - the broken fixtures (tests/fixtures/call-inspector) get exactly their problems;
 * - how a kind is told, what a status or short code means, JSON errors, the Markdown answer;
 * - the Vietnamese text: every status has its meaning, and every sentence keeps to the glossary.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {buildCatalogue, compactSchema, documentExamples, documentSchemas, type Documents} from '../../src/plugins/call-inspector/core/catalogue';
import {FORMATS, inspectPayload, inspectText, toMarkdown, type Inspection, type Lang} from '../../src/plugins/call-inspector/core/inspect';
import {checkedKeywords, ignoredKeywords, type CheckedKeyword} from '../../src/plugins/call-inspector/core/keywords';
import {dereference, type OpenApiDoc, type Schema} from '../../src/plugins/api-reference/spec';
import {plain} from '../../src/plugins/call-inspector/core/inline';
import {text, webhookSummariesVi} from '../../src/plugins/call-inspector/core/text';
import type {Catalogue, CompactSchema, Json, PayloadKind} from '../../src/plugins/call-inspector/core/types';
import {labels} from '../../src/plugins/call-inspector/theme/CallInspector/labels';
import {APIS} from '../../src/plugins/call-inspector';
import {callStatuses, leadOnlyStatuses} from '../../src/data/call-statuses';
import {callStatusesVi, leadOnlyStatusesVi} from '../../src/data/call-statuses-vi';
import {retiredWordings, viGlossary} from '../../scripts/lint/voice';

const root = path.resolve(__dirname, '../..');
const docs = Object.fromEntries(APIS.map((api) => [api, parse(readFileSync(path.join(root, 'openapi', `${api}.yaml`), 'utf8'))]));
const catalogue = buildCatalogue(docs);
const examples = documentExamples(docs);
const LANGS: readonly Lang[] = ['en', 'vi'];
const fixture = (name: string) => readFileSync(path.join(root, 'tests/fixtures/call-inspector', name), 'utf8');

const clone = <T,>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const problemsOf = (i: Inspection) => i.problems.map((p) => `${p.path} ${p.code}`);

/** The record a broken copy changes: the payload itself, or the first record of a list. */
function target(kind: PayloadKind, payload: {[k: string]: Json}): {item: {[k: string]: Json}; prefix: string; schema: CompactSchema} {
  if (!kind.records) return {item: payload, prefix: '', schema: kind.schema};
  const records = catalogue.kinds.find((k) => k.id === kind.records!.kind)!;
  return {item: (payload[kind.records.field] as {[k: string]: Json}[])[0], prefix: `${kind.records.field}[0].`, schema: records.schema};
}

/** A field of the example to give the wrong type: a string or integer field that does not tell the kind apart. */
function typeVictim(kind: PayloadKind, item: {[k: string]: Json}, schema: CompactSchema): string {
  const field = Object.keys(item).find((f) => {
    const type = schema.properties?.[f]?.type ?? [];
    return f !== kind.discriminator?.field && f !== 'status' && (type.includes('string') || type.includes('integer')) && !type.includes('null');
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
    expect(Object.keys(hangup.schema.properties!)).toEqual(expect.arrayContaining(['call_id', 'hotline', 'state', 'duration', 'billsec']));
    expect(hangup.discriminator).toEqual({field: 'state', value: 'hangup'});
  });

  it('names pages that exist, in both languages, and has a Vietnamese summary of every webhook', () => {
    for (const kind of catalogue.kinds) {
      const file = path.join(root, 'docs', `${kind.page}.mdx`);
      expect(existsSync(file) || existsSync(path.join(root, 'docs', kind.page, 'index.mdx')), kind.page).toBe(true);
      for (const lang of LANGS) expect(text[lang].pages[kind.page], `${lang} ${kind.page}`).toBeTruthy();
      if (kind.type === 'webhook') expect(webhookSummariesVi[kind.name], kind.name).toBeTruthy();
    }
    expect(catalogue.kinds.filter((k) => examples.get(k.id)?.length === 0)).toEqual([]);
  });
});

/** Keywords whose value is one subschema, an object of subschemas, or a list of them (JSON Schema 2020-12 and earlier). */
const SUBSCHEMA = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'additionalItems', 'unevaluatedItems', 'unevaluatedProperties']);
const SUBSCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions']);
const SUBSCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const ignored = new Set(ignoredKeywords.map((k) => k.keyword));

/**
 * Each keyword of a schema, at any depth (under `oneOf` too, where compactSchema never looks), that the
 * inspector neither checks nor ignores with a reason, and each `format` validation does not know, with its
 * place as a JSON pointer into the schema.
 */
function uncheckedKeywords(schema: Schema, at = ''): string[] {
  const out: string[] = [];
  const into = (sub: unknown, place: string) => {
    if (sub && typeof sub === 'object' && !Array.isArray(sub)) out.push(...uncheckedKeywords(sub as Schema, place));
  };
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'format') {
      if (!(String(value) in FORMATS)) out.push(`${at || '/'}: format "${String(value)}"`);
    } else if (!(keyword in checkedKeywords) && !ignored.has(keyword)) out.push(`${at || '/'}: ${keyword}`);
    if (SUBSCHEMA.has(keyword) && Array.isArray(value)) value.forEach((v, i) => into(v, `${at}/${keyword}/${i}`));
    else if (SUBSCHEMA.has(keyword)) into(value, `${at}/${keyword}`);
    else if (SUBSCHEMA_MAPS.has(keyword)) for (const [name, v] of Object.entries((value ?? {}) as Record<string, unknown>)) into(v, `${at}/${keyword}/${name}`);
    else if (SUBSCHEMA_LISTS.has(keyword) && Array.isArray(value)) value.forEach((v, i) => into(v, `${at}/${keyword}/${i}`));
  }
  return out;
}

/** The unchecked keywords of every schema the catalogue of `documents` holds, by kind. */
const uncheckedIn = (documents: Documents) => [...documentSchemas(documents)].flatMap(([id, schema]) => uncheckedKeywords(schema).map((place) => `${id} ${place}`));

/** The problems of a payload against one schema, compacted as the build compacts it, through the inspector's answer. */
function problemsAgainst(schema: Schema, payload: Json): string[] {
  const only: Catalogue = {
    kinds: [{id: 'v1 record Cdr', api: 'v1', type: 'record', name: 'Cdr', summary: 'A record', page: '/api/v1/cdr/attributes', planned: false, schema: compactSchema(schema)}],
  };
  return problemsOf(inspectPayload(payload, 'en', only));
}

describe('the JSON Schema keywords of the catalogued schemas (core/keywords.ts)', () => {
  it('are each checked by the inspector, or ignored with a reason', () => {
    expect([...documentSchemas(docs).keys()].sort()).toEqual(catalogue.kinds.map((k) => k.id).sort());
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
    const answer = inspectPayload({call_id: 'short', state: 'answered', direction: 'sideways', time_started: 'yesterday'}, 'en', buildCatalogue({v1: broken}));
    expect(answer.kind).toBe('v1 webhook ringing');
    expect(answer.valid).toBe(true);
  });

  // Each keyword listed as checked is: a payload that breaks it gets the problem (typed, so a keyword
  // added to the list needs its proof here).
  const proofs: Record<CheckedKeyword, () => void> = {
    type: () => expect(problemsAgainst({properties: {a: {type: 'integer'}}}, {a: 'x'})).toEqual(['a type']),
    properties: () => expect(problemsAgainst({properties: {a: {enum: [1]}}}, {a: 2, z: 1})).toEqual(['a enum', 'z undocumented']),
    required: () => expect(problemsAgainst({required: ['b'], properties: {a: {}, b: {}}}, {a: 1})).toEqual(['b missing']),
    additionalProperties: () => {
      expect(problemsAgainst({properties: {a: {}}, additionalProperties: false}, {a: 1, z: 1})).toEqual(['z forbidden']);
      expect(problemsAgainst({properties: {a: {}}, additionalProperties: {type: 'string'}}, {a: 1, z: 2})).toEqual(['z type']);
    },
    items: () => expect(problemsAgainst({properties: {a: {type: 'array', items: {type: 'string'}}}}, {a: ['x', 1]})).toEqual(['a[1] type']),
    enum: () => expect(problemsAgainst({properties: {a: {enum: ['x', 'y']}}}, {a: 'z'})).toEqual(['a enum']),
    pattern: () => expect(problemsAgainst({properties: {a: {type: 'string', pattern: '^\\d+$'}}}, {a: '12a'})).toEqual(['a pattern']),
    format: () => {
      expect(Object.keys(FORMATS).length).toBeGreaterThan(0);
      for (const format of Object.keys(FORMATS)) expect(problemsAgainst({properties: {a: {type: 'string', format}}}, {a: 'not one'}), format).toEqual(['a format']);
    },
    minimum: () => expect(problemsAgainst({properties: {a: {type: 'integer', minimum: 0}}}, {a: -1})).toEqual(['a minimum']),
    maximum: () => expect(problemsAgainst({properties: {a: {type: 'integer', maximum: 9}}}, {a: 10})).toEqual(['a maximum']),
    allOf: () => expect(problemsAgainst({allOf: [{properties: {a: {type: 'integer'}}}, {properties: {b: {type: 'string'}}}]}, {a: 'x', b: 1})).toEqual(['a type', 'b type']),
    $ref: () => {
      const doc = {components: {schemas: {Count: {type: 'integer'}}}} as unknown as OpenApiDoc;
      expect(problemsAgainst(dereference({properties: {a: {$ref: '#/components/schemas/Count'}}}, doc), {a: 'x'})).toEqual(['a type']);
    },
    'x-proposed': () => {
      expect(compactSchema({'x-proposed': true, type: 'object'}).proposed).toBe(true);
      expect(compactSchema({type: 'object'}).proposed).toBeUndefined();
    },
  };
  for (const [keyword, proof] of Object.entries(proofs)) it(`checks ${keyword}: ${checkedKeywords[keyword as CheckedKeyword]}`, proof);
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
          expect(plain(ok.verdict!)).toBe(text[lang].valid.replace('{schema}', kind.planned ? text[lang].proposedSchema : text[lang].documentedSchema));
        }
        const sample = samples.find((s) => !kind.records || ((s as {[k: string]: Json[]})[kind.records.field] ?? []).length > 0)!;

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
          expect(toMarkdown(answer)).toContain(`- \`${field}\`: ${text[lang].missing}`);
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
          expect(toMarkdown(answer)).toMatch(new RegExp(`^- \`${prefix.replace(/[[\].]/g, '\\$&')}${field}\`: ${text[lang].type.split('{')[0].replace(/[()]/g, '\\$&')}`, 'm'));
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
          expect(toMarkdown(answer)).toContain(`- \`${prefix}not_a_documented_field\`: ${text[lang][expected]}`);
        }
      });
    }
  }
});

describe('the broken fixtures', () => {
  it('a v1 hangup event: duration as a string, a field no schema documents', () => {
    for (const lang of LANGS) {
      const answer = inspectText(fixture('hangup-broken.json'), lang, catalogue);
      expect(answer.kind).toBe('v1 webhook hangup');
      expect(problemsOf(answer)).toEqual(['duration type', 'hangup_cause undocumented']);
      expect(plain(answer.verdict!)).toBe(lang === 'en' ? '2 problems against the documented schema:' : '2 lỗi so với lược đồ đã công bố:');
      expect(answer.announcement).toBe(lang === 'en' ? 'Inspected v1 event hangup: 2 problems.' : 'Đã kiểm tra Sự kiện hangup (v1): 2 lỗi.');
    }
    const en = inspectText(fixture('hangup-broken.json'), 'en', catalogue);
    expect(plain(en.problems[0].message)).toBe('wrong type: the schema says an integer, the payload has a string ("42").');
    expect(plain(en.problems[1].message)).toBe('not in the documented schema.');
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
  const example = (id: string) => clone(examples.get(id)![0]) as {[k: string]: Json};
  const told = (i: Inspection) => i.identification.map(plain);

  it('by the one value of a naming field', () => {
    expect(told(inspectPayload(example('v1 webhook ringing'), 'en', catalogue))[0]).toBe('Told by `state`: its value "ringing" is the one the `ringing` event carries.'.replace(/`/g, ''));
    const presskey = inspectPayload(example('v3 webhook presskey'), 'vi', catalogue);
    expect(told(presskey)[0]).toMatch(/^Nhận biết qua event: giá trị "presskey"/);
    // A proposed event: marked once, by the flag the page shows as the site's proposal notice, and not
    // as a sentence of its own among the others (the Markdown answer writes it first, as a quote).
    expect(presskey.planned).toBe(true);
    expect([...told(presskey), ...presskey.notes.map(plain)].join(' ')).not.toMatch(/Đề xuất của chúng tôi/);
    expect(toMarkdown(presskey).split('\n')[2]).toMatch(/^> Đề xuất của chúng tôi, Pitel chưa xác nhận: .*\[Hỏi bộ phận hỗ trợ Pitel\]\(\/ho-tro\)\.$/);
    expect(inspectPayload(example('v1 webhook hangup'), 'en', catalogue).planned).toBeUndefined();
  });

  it('by the fields only one schema has, and by the spelling of the status', () => {
    expect(told(inspectPayload(example('v3 record Cdr'), 'en', catalogue))[0]).toMatch(/^Told by the fields present: only this schema has parent_id, /);
    const v1 = told(inspectPayload(example('v1 record Cdr'), 'en', catalogue));
    expect(v1).toContain('Its status, "ANSWERED", is spelled as in a v1 call record (CDR), not as in a v3 call record (CDR).');
    // The same record with a v3 spelling is a v3 record, and the answer names the other.
    const v3 = inspectPayload({...example('v1 record Cdr'), status: 'answered'}, 'en', catalogue);
    expect(v3.kind).toBe('v3 record Cdr');
    expect(told(v3)).toContain('Its status, "answered", is spelled as in a v3 call record (CDR), not as in a v1 call record (CDR).');
  });

  it('by the naming field in another letter case; a wrong or stray naming field does not outweigh the fields', () => {
    // A wrong value of `state` is that field's problem: the event is still the one whose fields it has.
    for (const [state, kind, how] of [
      ['HANGUP', 'v1 webhook hangup', /^Told by state: its value "HANGUP" is "hangup", the one the hangup event carries, in another letter case\.$/],
      ['finished', 'v1 webhook hangup', /^Told by the fields present: /],
    ] as const) {
      const answer = inspectPayload({...example('v1 webhook hangup'), state}, 'en', catalogue);
      expect(answer.kind, state).toBe(kind);
      expect(told(answer)[0]).toMatch(how);
      expect(problemsOf(answer)).toEqual(['state enum']);
    }
    const ringing = inspectPayload({...example('v1 webhook ringing'), state: 'RINGING'}, 'vi', catalogue);
    expect(ringing.kind).toBe('v1 webhook ringing');
    expect(told(ringing)[0]).toBe('Nhận biết qua state: giá trị "RINGING" chỉ khác "ringing", giá trị riêng của sự kiện ringing, ở chữ hoa, chữ thường.');
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
    expect(told(missed)[0]).toBe('Told by state: its value "missed" names the missed event, to which the documents give no state.');
    expect(problemsOf(missed)).toEqual(['state undocumented']);
  });

  /** How a v1 event without `state` is told as `missed`: the fields, then the two events that carry no `state`. */
  const toldAsMissed = [
      'Told by the fields present: every field of the payload is in this schema.',
      'It has no state: of the v1 events, only missed and cdr_autocall carry none.',
      'If you subscribed missed and cdr_autocall at different URLs, the URL tells them apart.',
  ];

  it('an event that lost its naming field: what goes against the kind told, and what else it could be', () => {
    const {state: _state, ...answered} = example('v1 webhook answered');
    const answer = inspectPayload(answered, 'en', catalogue);
    expect(answer.kind).toBe('v1 webhook missed');
    expect(told(answer)).toEqual([
      ...toldAsMissed,
      'Yet the missed event is sent when an inbound call ends without any extension answering it; this payload’s direction is "outbound".',
      // One sentence on what else it could be: the kind as good as this one, then those that lost only for want of `state`.
      'It could also be v1 event cdr_autocall, or one of these with its state missing: v1 event ringing, v1 event answered, v1 event hangup or v1 event cdr.',
    ]);
    expect(told(inspectPayload(answered, 'vi', catalogue)).at(-1)).toBe(
      'Cũng có thể là sự kiện cdr_autocall (v1), hoặc một trong các sự kiện sau nhưng bị thiếu trường state: sự kiện ringing (v1), sự kiện answered (v1), sự kiện hangup (v1) hoặc sự kiện cdr (v1).',
    );
    // A true missed event gets neither sentence; nor does one answered by something other than an extension.
    expect(told(inspectPayload(example('v1 webhook missed'), 'en', catalogue)).join(' ')).not.toMatch(/Yet|could also be: v1 event ringing/);
    expect(told(inspectPayload({...example('v1 webhook missed'), time_answered: '2024-01-01 10:15:03'}, 'en', catalogue)).join(' ')).not.toMatch(/Yet/);
    // Told by a field only its schema has, cdr_autocall needs no word on subscription URLs.
    expect(told(inspectPayload(example('v1 webhook cdr_autocall'), 'en', catalogue)).join(' ')).not.toMatch(/URL/);
  });

  it('says which events carry no naming field, that the subscription URL tells them apart, and what else it could be', () => {
    const answer = inspectPayload(example('v1 webhook missed'), 'en', catalogue);
    expect(answer.kind).toBe('v1 webhook missed');
    expect(told(answer)).toEqual([
      ...toldAsMissed,
      'It could also be: v1 event cdr_autocall.',
    ]);
    expect(inspectPayload({...example('v1 webhook missed'), press_key: '1'}, 'en', catalogue).kind).toBe('v1 webhook cdr_autocall');
  });

  it('tells a list answer whose records field is not an array, and reports that field', () => {
    const answer = inspectText('{"data": {}, "limit": 10, "offset": 0, "total": 1}', 'en', catalogue);
    expect(answer.outcome).toBe('payload');
    expect(answer.kind).toMatch(/ list listCdrs$/);
    expect(problemsOf(answer)).toContain('data type');
    expect(answer.facts.map((f) => plain(f.text)).join(' ')).not.toMatch(/0 in data/);
  });

  it('does not recognise what no schema knows, and says what it knows', () => {
    for (const lang of LANGS) {
      const answer = inspectText('{"hello": "world"}', lang, catalogue);
      expect(answer.outcome).toBe('unrecognised');
      expect(plain(answer.message!)).toContain(lang === 'en' ? 'v1 event hangup' : 'sự kiện hangup (v1)');
    }
  });
});

describe('what a payload says', () => {
  const example = (id: string) => clone(examples.get(id)![0]) as {[k: string]: Json};
  const facts = (i: Inspection) => Object.fromEntries(i.facts.map((f) => [f.label, plain(f.text)]));

  it('the status and its row, the direction, the durations, the times; what is not documented, once', () => {
    const en = inspectPayload(example('v1 record Cdr'), 'en', catalogue);
    expect(facts(en)['Call status']).toMatch(/^ANSWERED is Answered: The call was answered and both sides were connected\./);
    expect(en.facts[0].text).toContainEqual({link: 'Answered', href: '/call-statuses#status-answered'});
    expect(facts(en).Direction).toBe('Outbound call: an extension called an outside number, from 101 to 0900000001.');
    expect(facts(en).Durations).toBe('Whole length of the call 42 s (duration); talk time after the answer 30 s (billsec).');
    expect(plain(en.silent!)).toBe(
      'Not documented: what each cause value means (Pitel gives examples only); how a record’s id relates to the events’ call_id; the time zone of the times.',
    );
    expect(en.read.map((r) => r.href)).toEqual(['/api/v1/cdr/attributes', '/call-statuses#status-answered', '/api/events-and-records']);

    const vi = inspectPayload(example('v1 record Cdr'), 'vi', catalogue);
    // A Vietnamese answer links the Vietnamese edition of the reference (/trang-thai-cuoc-goi), whose rows
    // have the English rows' anchors, and says no " (tiếng Anh)" after those links.
    expect(facts(vi)['Trạng thái cuộc gọi']).toMatch(/^ANSWERED là trạng thái Answered: Cuộc gọi đã được nghe máy/);
    expect(vi.facts[0].text).toContainEqual({link: 'Answered', href: '/trang-thai-cuoc-goi#status-answered'});
    expect(vi.read.map((r) => r.href)).toContain('/trang-thai-cuoc-goi#status-answered');
    expect(vi.read.find((r) => r.href === '/trang-thai-cuoc-goi#status-answered')!.text).toBe('Trạng thái cuộc gọi: Answered');
    expect(toMarkdown(vi)).toMatch(/\[Trạng thái cuộc gọi: Answered\]\(\/trang-thai-cuoc-goi#status-answered\)(?! \(tiếng Anh\))/);
    expect(toMarkdown(vi)).toContain('[Các trường CDR (v1)](/api/v1/cdr/attributes) (tiếng Anh)');
    expect(JSON.stringify(vi)).not.toContain('/call-statuses');
    expect(facts(vi)['Hướng cuộc gọi']).toBe('Cuộc gọi ra: một máy nhánh gọi ra số bên ngoài, từ 101 tới 0900000001.');
    expect(plain(vi.silent!)).toMatch(/^Pitel không nêu: /);
  });

  it('which call or leg a v1 event names, from the page that documents it', () => {
    const ringing = inspectPayload(example('v1 webhook ringing'), 'en', catalogue);
    expect(facts(ringing)['Which call']).toMatch(/each extension that rings has a call_id of its own/);
    expect(ringing.facts.find((f) => f.label === 'Which call')!.text).toContainEqual({link: 'Matching events of one call', href: '/api/v1/event/description#matching-events-of-one-call'});
    expect(facts(inspectPayload(example('v1 webhook cdr'), 'en', catalogue))['Which call']).toMatch(/the id of the whole inbound flow/);
    expect(plain(inspectPayload(example('v1 webhook cdr_autocall'), 'en', catalogue).silent!)).toContain('which id call_id carries in a cdr_autocall event');
    expect(facts(ringing).Durations).toBe('None in this event: only hangup carries duration and billsec.');
  });

  it('joins events and records on sip_call_id, and links the page that explains it from every event, record and list', () => {
    const which = (id: string, lang: Lang = 'en', payload = example(id)) => facts(inspectPayload(payload, lang, catalogue))[lang === 'en' ? 'Which call' : 'Nhận diện cuộc gọi'];
    expect(which('v1 webhook cdr')).toMatchInlineSnapshot(`"call_id 00000000-0000-0000-0000-0000000000a1 is the id of the whole call; on an inbound call fanned out to several extensions, it is the id of the whole inbound flow, not of one extension (Matching events of one call). sip_call_id example-sip-call-id-0001@demo.example.com leads to the call’s record: GET /v1/cdr/{id} and GET /v3/cdr/{id} take it in place of the record’s id (Events and call records)."`);
    expect(which('v1 webhook ringing')).toMatchInlineSnapshot(`"call_id 00000000-0000-0000-0000-0000000000a1 is the id of the whole call on outbound calls and on inbound calls to one extension; on an inbound call that a ring group, queue or IVR fans out, each extension that rings has a call_id of its own (Matching events of one call). The call’s record is read with the sip_call_id of its cdr event (Events and call records)."`);
    expect(which('v1 record Cdr')).toMatchInlineSnapshot(`"A call record has no call_id, the id the events carry: its sip_call_id, example-sip-call-id-0001@demo.example.com, joins it to the events of its call, and GET /v1/cdr/{id} takes it in place of id (Events and call records). Extension 101 made or took the call."`);
    expect(which('v3 record Cdr', 'vi')).toMatchInlineSnapshot(`"Bản ghi cuộc gọi không có call_id, mã mà các sự kiện mang: sip_call_id của bản ghi, f6e5d4c3b2a1@sip.example.com, là trường để ghép bản ghi với các sự kiện của cuộc gọi, và GET /v3/cdr/{id} nhận giá trị này thay cho id (Sự kiện và bản ghi cuộc gọi (tiếng Anh)). extension rỗng; tài liệu v3 để trống trường này với cuộc gọi do robot thực hiện."`);
    expect(which('v3 webhook presskey')).toMatchInlineSnapshot(`"call_id 00000000-0000-0000-0000-0000000000f9 is the id of the auto-call, as POST /v3/autocall/import returns it; no call record carries it (Events and call records). Campaign 00000000-0000-0000-0000-0000000000c1 (campaign_uuid)."`);
    const {sip_call_id: _sip, ...withoutKey} = example('v1 record Cdr');
    expect(which('v1 record Cdr', 'en', withoutKey)).toMatchInlineSnapshot(`"A call record has no call_id, the id the events carry: join them on sip_call_id (Events and call records). Extension 101 made or took the call."`);
    // Only the `cdr` and `cdr_autocall` events are sent once the record exists; of the others' key, the
    // answer says once that the documents are silent.
    expect(plain(inspectPayload(example('v1 webhook ringing'), 'en', catalogue).silent!)).toMatchInlineSnapshot(`"Not documented: whether the sip_call_id of a ringing event is the one of the call’s record; the format of the times in events, and what an empty one means."`);
    expect(plain(inspectPayload(example('v1 webhook cdr'), 'en', catalogue).silent!)).not.toContain('sip_call_id');
    // The lookup's `{id}` is the path's, not a value filled in.
    const record = inspectPayload(example('v3 record Cdr'), 'en', catalogue);
    expect(record.facts.find((f) => f.label === 'Which call')!.text).toContainEqual({code: 'GET /v3/cdr/{id}'});
    for (const kind of catalogue.kinds) {
      for (const lang of LANGS) {
        const answer = inspectPayload(examples.get(kind.id)![0], lang, catalogue);
        expect(answer.read.map((r) => r.href), `${kind.id} (${lang})`).toContain('/api/events-and-records');
        const link = `[${text[lang].pages['/api/events-and-records']}](/api/events-and-records)${lang === 'vi' ? ' (tiếng Anh)' : ''}`;
        expect(toMarkdown(answer).split('\n').at(-1), `${kind.id} (${lang})`).toContain(link);
      }
    }
  });

  it('a status the vocabulary does not have is said to be so', () => {
    const answer = inspectPayload({...example('v3 record Cdr'), status: 'lost'}, 'en', catalogue);
    expect(answer.kind).toBe('v3 record Cdr');
    expect(facts(answer)['Call status']).toMatch(/^lost is not in the documented vocabulary of call statuses\./);
  });

  it('a documented spelling in the wrong place is named, with the spelling this kind writes', () => {
    const answer = inspectPayload({...example('v3 record Cdr'), status: 'NO ANSWER'}, 'en', catalogue);
    expect(answer.kind).toBe('v3 record Cdr');
    expect(facts(answer)['Call status']).toMatch(/^NO ANSWER is the spelling of No Answered in v1 call records \(status\); a v3 call record \(CDR\) writes it no-answered\. /);
    const phoneBlock = inspectPayload({...example('v3 record Cdr'), status: 'phone-block'}, 'vi', catalogue);
    expect(facts(phoneBlock)['Trạng thái cuộc gọi']).toMatch(/^phone-block là cách viết của trạng thái Phone Block trong recall_status\./);
  });

  it('says of the numbers only what the documents say of this kind, and only of numbers present', () => {
    // An auto-call has no agent: `from_number` is not called the agent's extension.
    const autocall = inspectPayload(example('v1 webhook cdr_autocall'), 'vi', catalogue);
    expect(facts(autocall)['Hướng cuộc gọi']).not.toMatch(/nhân viên/);
    const {from_number: _from, to_number: _to, ...numberless} = example('v1 webhook hangup');
    expect(facts(inspectPayload(numberless, 'vi', catalogue))['Hướng cuộc gọi']).toBe('Cuộc gọi ra, đầu số 0900000000.');
    const {to_number: _ringingTo, ...noCallee} = example('v1 webhook ringing');
    expect(facts(inspectPayload({...noCallee, direction: 'inbound'}, 'en', catalogue)).Direction).not.toMatch(/to_number/);
    const {from_number: _recordFrom, ...noCaller} = example('v3 record Cdr');
    expect(facts(inspectPayload({...noCaller, direction: 'outbound'}, 'en', catalogue)).Direction).not.toMatch(/from_number/);
    // A record with no key pressed (`press_key` is `{}`): its presskey_delay says nothing and is not shown.
    const noKeys = facts(inspectPayload({...example('v3 record Cdr'), press_key: '{}', presskey_delay: 0}, 'en', catalogue));
    expect(noKeys['Keys pressed']).toBe('No key pressed (press_key is {}).');
    expect(noKeys.Durations ?? '').not.toMatch(/presskey_delay/);
    // A v3 record's extension is the agent's, beside the agent's name.
    expect(facts(inspectPayload({...example('v3 record Cdr'), fullname: 'Lan', extension: '101'}, 'en', catalogue)).Agent).toBe('Lan (extension 101)');
    // The v1 `cdr` event's empty recording_url means "not recorded" (openapi/v1.yaml, CdrEvent).
    expect(facts(inspectPayload({...example('v1 webhook cdr'), recording_url: ''}, 'en', catalogue)).Recording).toBe('Not recorded (recording_url is empty).');
  });
});

describe('a typed status, short code or counter', () => {
  const cases: [string, Lang, RegExp][] = [
    ['C1', 'en', /^Cancel: The call was ended from the Pitel side/],
    ['c1', 'vi', /^Cancel: Cuộc gọi bị kết thúc từ phía Pitel/],
    ['NO ANSWER', 'en', /^No Answered: /],
    ['no_answered', 'vi', /^No Answered: /],
    ['invalid-number', 'en', /^Invalid number: /],
    ['fail', 'en', /^Failed: /],
    ['new', 'en', /^new is a customer \(lead\) status, not a call status/],
    ['queue', 'vi', /^queue là trạng thái khách hàng, không phải trạng thái cuộc gọi/],
    ['NORMAL_CLEARING', 'en', /^NORMAL_CLEARING is a hangup cause of the switch/],
    ['ringing', 'vi', /^RINGING là tình trạng trong lúc cuộc gọi đang diễn ra/],
    ['sideways', 'en', /^sideways is not a documented call status/],
  ];
  for (const [input, lang, meaning] of cases) {
    it(`${input} (${lang})`, () => {
      const answer = inspectText(input, lang, catalogue);
      expect(answer.outcome).toBe('status');
      expect(plain(answer.facts[0].text)).toMatch(meaning);
      expect(answer.read.length).toBeGreaterThan(0);
      expect(answer.read.every((r) => r.href.startsWith('/'))).toBe(true);
    });
  }

  it('a JSON string is looked up too; which spellings the status has', () => {
    const answer = inspectText('"cancel"', 'en', catalogue);
    expect(plain(answer.facts[1].text)).toBe(
      'cancel is its status in v3 call records, its customer (lead) status value and a report or statistic counter of it. All its spellings: v3 record cancel; short code C1; customer status cancel; counters cancel, total_cancel.',
    );
  });

  it('names an event whose naming value the word is', () => {
    const hangup = inspectText('hangup', 'en', catalogue);
    expect(hangup.facts.map((f) => plain(f.text))).toEqual([
      'hangup is not a documented call status, short code, report counter or recall value.',
      'hangup is the state of the v1 event hangup: A call ends.',
    ]);
    expect(hangup.read.map((r) => r.href)).toContain('/api/v1/event/description');
    // ringing is a live state too (RINGING), and the state of the ringing event.
    expect(inspectText('ringing', 'vi', catalogue).facts.map((f) => plain(f.text))[1]).toBe('ringing là giá trị state của sự kiện ringing (v1): Một cuộc gọi bắt đầu đổ chuông.');
    // A proposed event keeps its mark when its name is typed.
    expect(inspectText('presskey', 'en', catalogue).planned).toBe(true);
    expect(toMarkdown(inspectText('presskey', 'en', catalogue))).toMatch(/^> Our proposal, not confirmed by Pitel: /m);
    expect(inspectText('hangup', 'en', catalogue).planned).toBeUndefined();
  });

  it('matches each spelling as written, and says when only the letter case differs', () => {
    const roles = (input: string, lang: Lang = 'en') => plain(inspectText(input, lang, catalogue).facts[1].text).split(/\. (?:All its|Mọi cách)/)[0];
    expect(roles('ANSWERED')).toBe('ANSWERED is its status in v1 call records');
    expect(roles('answered')).toMatch(/^answered is its status in v3 call records, its value in recall_status, /);
    expect(roles('Answered')).toBe('Answered is its label in the portals');
    expect(roles('No-Answered')).toBe('No-Answered is no-answered in another letter case: its status in v3 call records, its value in recall_status and its customer (lead) status value');
    expect(roles('c1', 'vi')).toBe('c1 là C1 viết khác chữ hoa, chữ thường: mã rút gọn khi quay số');
  });
});

describe('what a reader pastes in bulk, and numbers no length of time can be', () => {
  const example = (id: string) => clone(examples.get(id)![0]) as {[k: string]: Json};

  it('an array of records: the first is inspected, with paths from the array, and the answer says so', () => {
    for (const lang of LANGS) {
      const answer = inspectText(JSON.stringify([{...example('v3 record Cdr'), billsec: '30'}, example('v3 record Cdr')]), lang, catalogue);
      expect(answer.outcome).toBe('payload');
      expect(answer.kind).toBe('v3 record Cdr');
      expect(plain(answer.identification[0])).toBe(
        lang === 'en'
          ? 'This is an array of 2 items; only the first, [0], is inspected. To check another, paste it on its own, or paste the whole list answer, which checks every record.'
          : 'Bạn đã dán một mảng 2 phần tử; công cụ chỉ kiểm tra phần tử đầu tiên ([0]). Muốn kiểm tra phần tử khác, hãy dán riêng từng phần tử, hoặc dán nguyên kết quả trả về dạng danh sách để kiểm tra mọi bản ghi.',
      );
      expect(problemsOf(answer)).toEqual(['[0].billsec type']);
    }
    // Events have no list answer; an array of one item has no others.
    const events = inspectText(JSON.stringify([example('v1 webhook hangup'), example('v1 webhook hangup')]), 'en', catalogue);
    expect(plain(events.identification[0])).toBe('This is an array of 2 items; only the first, [0], is inspected. To check another, paste it on its own.');
    expect(plain(inspectText(JSON.stringify([example('v1 webhook hangup')]), 'en', catalogue).identification[0])).toBe('An array of one item: [0] is inspected here.');
  });

  it('a long list of the same mistake: the first problems listed, the rest counted, every one in the verdict', () => {
    const list = clone(JSON.parse(fixture('v3-list-broken.json'))) as {data: {[k: string]: Json}[]; total?: number};
    list.total = 40;
    list.data = Array.from({length: 40}, () => ({...example('v3 record Cdr'), billsec: '30'}));
    const answer = inspectText(JSON.stringify(list), 'en', catalogue);
    expect(answer.problems).toHaveLength(25);
    expect(problemsOf(answer).at(-1)).toBe('data[24].billsec type');
    expect(plain(answer.verdict!)).toBe('40 problems against the documented schema:');
    expect(plain(answer.moreProblems!)).toBe('And 15 more, not listed.');
    expect(toMarkdown(answer)).toContain('- `data[24].billsec`: wrong type: the schema says an integer, the payload has a string (`"30"`).\n- And 15 more, not listed.');
    expect(plain(inspectText(JSON.stringify(list), 'vi', catalogue).moreProblems!)).toBe('Còn 15 lỗi khác không liệt kê ở đây.');
    list.data = list.data.slice(0, 25);
    expect(inspectText(JSON.stringify(list), 'en', catalogue).moreProblems).toBeUndefined();
  });

  it('a negative duration: shown as given, and said to be negative', () => {
    const facts = (i: Inspection) => Object.fromEntries(i.facts.map((f) => [f.label, plain(f.text)]));
    const negative = inspectPayload({...example('v1 record Cdr'), duration: -42}, 'en', catalogue);
    expect(facts(negative).Durations).toBe(
      'Whole length of the call -42 s (duration), a negative value: a length of time cannot be below zero; talk time after the answer 30 s (billsec).',
    );
    expect(facts(inspectPayload({...example('v1 record Cdr'), billsec: -1}, 'vi', catalogue))['Thời lượng']).toMatch(/-1 giây \(billsec\), là giá trị âm, trong khi thời lượng không thể nhỏ hơn 0\.$/);
    expect(facts(inspectPayload(example('v1 record Cdr'), 'en', catalogue)).Durations).not.toMatch(/negative/);
  });
});

describe('what is not an answer', () => {
  it('an empty input, text that is not JSON, JSON that is not an object', () => {
    expect(inspectText('  ', 'en', catalogue).outcome).toBe('empty');
    const broken = inspectText('{\n  "state": "hangup",\n  "duration": 42,,\n}', 'en', catalogue);
    expect(broken.outcome).toBe('invalid');
    expect(plain(broken.message!)).toBe('Not valid JSON (line 3, column 18), and not a call status or short code.');
    expect(plain(inspectText('{"a": 1', 'vi', catalogue).message!)).toMatch(/^Không phải JSON hợp lệ \(dòng 1, cột \d+\)/);
    expect(inspectText('[1, 2]', 'en', catalogue).outcome).toBe('invalid');
  });
});

describe('the Markdown answer (the MCP tool)', () => {
  it('has the heading, the verdict, the problems with their paths, the facts and absolute links', () => {
    const md = toMarkdown(inspectText(fixture('hangup-broken.json'), 'en', catalogue), 'https://docs.example.com');
    expect(md.split('\n')[0]).toBe('## Result: v1 event `hangup` — A call ends');
    expect(md).toContain('2 problems against the documented schema:\n- `duration`: wrong type: the schema says an integer, the payload has a string (`"42"`).\n- `hangup_cause`: not in the documented schema.');
    expect(md).toContain('[Matching events of one call](https://docs.example.com/api/v1/event/description#matching-events-of-one-call)');
    expect(md).toMatch(/^\*\*Read next:\*\* \[Event payloads \(v1\)\]\(https:\/\/docs\.example\.com\/api\/v1\/event\/description\)/m);
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
      for (const {pattern, use} of [...viGlossary, ...retiredWordings]) if (pattern.test(s)) found.push(`"${s}": expected ${use}`);
    }
    expect(found).toEqual([]);
    for (const s of strings(text.en).map(codeless)) for (const {pattern} of retiredWordings) expect(pattern.test(s), s).toBe(false);
    // Same keys in both languages, and no English sentence copied into the Vietnamese table.
    const en = strings(text.en);
    const same = strings(text.vi).filter((s, i) => s === en[i] && /[a-z]{4,} [a-z]{4,}/.test(codeless(s)));
    expect(same).toEqual([]);
  });
});
