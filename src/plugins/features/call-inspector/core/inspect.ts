/**
 * The call-event inspector: what a pasted payload is, whether it matches its documented schema, and
 * what it says, or what a typed call status or short code means. One pure module (no DOM, no Node),
 * shared by the page component (../theme/CallInspector) and the MCP server's `explain_call_event`
 * (scripts/mcp/server.ts), so both give the same answer from the same catalogue (./catalogue.ts).
 *
 * - identify: by the one documented value of a naming field (`state: hangup`, `event: presskey`), else
 *   by the fields present (the fields only one schema has, then the count of fields each schema
 *   knows), then by how well the values fit;
 * - validate: missing required fields, wrong types, values outside an enum, pattern, format or bound,
 *   and fields outside the schema (not allowed where `additionalProperties` is false, otherwise "not in
 *   the documented schema"), each with its path (`data[0].duration`);
 * - explain: the call status and its row on /call-statuses, which call or leg, the direction and
 *   numbers, the durations and times, from the documents and the status vocabulary only
 *   (src/data/call-statuses.ts); what they leave open is said once, in one "Not documented" sentence.
 */
import {callStatuses, leadOnlyStatuses, type CallStatus} from '../../../../data/call-statuses';
import {callStatusesVi, leadOnlyStatusesVi} from '../../../../data/call-statuses-vi';
import {canonicalPages, eventsAndRecordsPage, recordPage} from '../../../../config/pages';
import {code, fill, joinList, link, markdown, pageIn, plain, plainText, type Inline} from './inline';
import {text, webhookSummariesVi, type Strings} from './text';
import type {Catalogue, CompactSchema, Json, PayloadKind} from './types';

/** A section of the call-status reference (src/config/pages.ts). */
const statusesAt = (anchor: string): string => `${canonicalPages.callStatuses}#${anchor}`;

export type Lang = 'en' | 'vi';

export type ProblemCode =
  'missing' | 'type' | 'enum' | 'pattern' | 'format' | 'minimum' | 'maximum' | 'forbidden' | 'undocumented';

export interface Problem {
  /** Where: `duration`, `data[0].status`, `additional["two words"]`. */
  path: string;
  code: ProblemCode;
  message: Inline;
}

export interface Fact {
  label: string;
  text: Inline;
}

export interface Inspection {
  lang: Lang;
  /** `payload`: an event, record or list told and checked; `status`: a word looked up; the rest: nothing to explain. */
  outcome: 'payload' | 'status' | 'unrecognised' | 'invalid' | 'empty';
  /** The catalogue kind of a payload. */
  kind?: string;
  title: Inline;
  /** How the kind was told, and what else it could be. */
  identification: Inline[];
  /**
   * The event (pasted, or named by the word typed) is a proposed design (`planned` in the catalogue): the
   * page shows the site's proposal notice (src/components/Planned), the Markdown answer its sentence.
   */
  planned?: true;
  /** What stands instead of an answer: the input was empty, not JSON, or not recognised. */
  message?: Inline;
  /** Whether the payload matches its schema (payloads only). */
  valid?: boolean;
  /** The verdict against the schema ("It matches…", "3 problems…"), its problems, then notes on it. */
  verdict?: Inline;
  /** The first problems found (PROBLEMS_LISTED at most); the verdict counts them all. */
  problems: Problem[];
  /** The line after a cut list of problems ("And 4980 more, not listed."). */
  moreProblems?: Inline;
  notes: Inline[];
  facts: Fact[];
  /** For a list answer: the facts of each record explained. */
  records?: {path: string; title: string; facts: Fact[]}[];
  /** The one "Not documented: …" sentence, when something is. */
  silent?: Inline;
  read: {text: string; href: string}[];
  /** What the page's live region says once the answer is shown. */
  announcement: string;
}

const RECORDS_EXPLAINED = 10;
/** A list of 5,000 records with the same mistake is told in its first problems, and a count of the rest. */
const PROBLEMS_LISTED = 25;

type Obj = {[key: string]: Json};
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: Json | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

/** The JSON type of a value, as schemas name them (`integer` for whole numbers). */
function jsonType(v: Json): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

const fitsType = (v: Json, types: readonly string[]) =>
  types.some((t) => t === jsonType(v) || (t === 'number' && typeof v === 'number'));

/** A path with a key added: `a.b`, `a["two words"]`, `a[0]`. */
function pathOf(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return parent ? `${parent}.${key}` : key;
  return `${parent}[${JSON.stringify(key)}]`;
}

/** A value as the answer quotes it: its JSON, or `undefined` for a field the payload lacks. */
const shown = (v: Json | undefined) => code(v === undefined ? 'undefined' : JSON.stringify(v));

/** The `format` values validation checks, named in answers in upper case; a catalogued schema's other formats fail the unit test (./keywords.ts). */
export const FORMATS: Readonly<Record<string, RegExp>> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  uri: /^[a-z][a-z0-9+.-]*:\S+$/i,
};

class Context {
  readonly t: Strings;
  /** The points left open, by their text: each said once, in the order first met. */
  private open = new Map<string, Inline>();
  constructor(
    readonly lang: Lang,
    readonly catalogue: Catalogue,
  ) {
    this.t = text[lang];
  }
  fill(template: string, values?: Record<string, Inline | string | number>): Inline {
    return fill(template, values, this.t.englishOnly);
  }
  /** Notes a point the documents leave open (said once, in one sentence). */
  leaveOpen(item: Inline): void {
    if (!this.open.has(plain(item))) this.open.set(plain(item), item);
  }
  silentSentence(): Inline | undefined {
    return this.open.size
      ? this.fill(this.t.silent, {items: joinList([...this.open.values()], '; ', '; ')})
      : undefined;
  }
  /** The field whose one value names each of an API's webhooks (`state` in v1, `event` in v3), if any. */
  namingField(api: string): string | undefined {
    return this.catalogue.kinds.find((k) => k.api === api && k.discriminator)?.discriminator?.field;
  }
  kind(id: string): PayloadKind {
    const kind = this.catalogue.kinds.find((k) => k.id === id);
    if (!kind) throw new Error(`The catalogue has no kind "${id}"`);
    return kind;
  }
  /** A kind's name in a sentence: "v1 event `hangup`", "sự kiện `hangup` (v1)". */
  kindName(kind: PayloadKind): Inline {
    const template = kind.type === 'webhook' ? this.t.webhook : kind.type === 'record' ? this.t.record : this.t.list;
    return this.fill(template, {api: kind.api, name: kind.name, operation: code(kind.operation ?? kind.name)});
  }
  summary(kind: PayloadKind): string {
    return this.lang === 'vi' && kind.type === 'webhook'
      ? (webhookSummariesVi[kind.name] ?? kind.summary)
      : kind.summary;
  }
  /** The text of a link to a page, or to a part of it: "Call statuses: Cancel". */
  pageName(href: string): string {
    const [page, anchor] = href.split('#');
    const name = this.t.pages[page] ?? page;
    if (!anchor) return name;
    const status = anchor.startsWith('status-') ? callStatuses.find((s) => `status-${s.id}` === anchor) : undefined;
    const part = status?.label ?? this.t.sections[anchor];
    return part ? `${name}: ${part}` : name;
  }
}

/** The first letter in upper case, unless the first word is a version (`v1 event`). */
const capitalise = (inline: Inline): Inline => {
  const [first, ...rest] = inline;
  return first && 'text' in first && !/^v\d/.test(first.text)
    ? [{text: first.text.charAt(0).toUpperCase() + first.text.slice(1)}, ...rest]
    : inline;
};

// ---------------------------------------------------------------------------------------------------
// Validation

/** The schema of a kind with a list's records put back (the catalogue keeps each record schema once). */
function fullSchema(kind: PayloadKind, ctx: Context): CompactSchema {
  if (!kind.records) return kind.schema;
  const props = kind.schema.properties ?? {};
  return {
    ...kind.schema,
    properties: {
      ...props,
      [kind.records.field]: {...props[kind.records.field], items: ctx.kind(kind.records.kind).schema},
    },
  };
}

function validate(value: Json, schema: CompactSchema, path: string, ctx: Context, problems: Problem[] = []): Problem[] {
  const t = ctx.t;
  const add = (codeName: ProblemCode, message: Inline) =>
    problems.push({path: path || '(payload)', code: codeName, message});
  if (schema.type && !fitsType(value, schema.type)) {
    const expected = joinList(
      schema.type.map((x) => plainText(t.types[x] ?? x)),
      t.or,
      t.or,
    );
    add('type', ctx.fill(t.type, {expected, got: t.types[jsonType(value)] ?? jsonType(value), value: shown(value)}));
    return problems;
  }
  if (schema.enum && !schema.enum.some((e) => e === value)) {
    add(
      'enum',
      ctx.fill(t.enum, {
        value: shown(value),
        values: joinList(
          schema.enum.map((e) => shown(e)),
          ', ',
          ', ',
        ),
      }),
    );
  }
  if (typeof value === 'string') {
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value))
      add('pattern', ctx.fill(t.pattern, {value: shown(value), pattern: code(schema.pattern)}));
    const format = schema.format && FORMATS[schema.format];
    if (format && !format.test(value))
      add('format', ctx.fill(t.format, {value: shown(value), format: schema.format!.toUpperCase()}));
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      add('minimum', ctx.fill(t.minimum, {value: shown(value), limit: String(schema.minimum)}));
    if (schema.maximum !== undefined && value > schema.maximum)
      add('maximum', ctx.fill(t.maximum, {value: shown(value), limit: String(schema.maximum)}));
  }
  if (isObject(value)) {
    const props = schema.properties ?? {};
    for (const name of schema.required ?? []) {
      if (!(name in value)) problems.push({path: pathOf(path, name), code: 'missing', message: ctx.fill(t.missing)});
    }
    for (const [name, v] of Object.entries(value)) {
      const at = pathOf(path, name);
      if (props[name]) validate(v, props[name], at, ctx, problems);
      else if (schema.additionalProperties === false)
        problems.push({path: at, code: 'forbidden', message: ctx.fill(t.forbidden)});
      else if (typeof schema.additionalProperties === 'object')
        validate(v, schema.additionalProperties, at, ctx, problems);
      else if (schema.additionalProperties === undefined && schema.properties)
        problems.push({path: at, code: 'undocumented', message: ctx.fill(t.undocumented)});
    }
  }
  if (Array.isArray(value) && schema.items)
    value.forEach((item, i) => validate(item, schema.items!, pathOf(path, i), ctx, problems));
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// Identification

interface Candidate {
  kind: PayloadKind;
  score: number;
  known: string[];
  keys: string[];
  /**
   * `near`: the naming field's value in another letter case (`HANGUP`); `mismatch`: another value;
   * `unlisted`: a kind without a naming field, named by its siblings' (`state: "missed"`).
   */
  discriminator: 'match' | 'near' | 'unlisted' | 'mismatch' | 'absent' | 'none';
  /** A record whose `status` is spelled as this kind's records spell statuses (v1 upper case, v3 lower case). */
  statusFits: boolean;
  problems: number;
}

/** What the naming field's value weighs: it decides (match), or nearly (near, unlisted); its absence costs one point. */
const NAMING = {match: 100, near: 50, unlisted: 50, mismatch: 0, absent: -1, none: 0} as const;

function candidate(payload: Obj, kind: PayloadKind, ctx: Context): Candidate {
  const props = kind.schema.properties ?? {};
  const keys = Object.keys(payload);
  const known = keys.filter((k) => k in props);
  let discriminator: Candidate['discriminator'] = 'none';
  if (kind.discriminator) {
    const v = payload[kind.discriminator.field];
    const named = kind.discriminator.value;
    discriminator =
      v === undefined
        ? 'absent'
        : v === named
          ? 'match'
          : typeof v === 'string' && v.toLowerCase() === named.toLowerCase()
            ? 'near'
            : 'mismatch';
  } else if (kind.type === 'webhook') {
    // The documents give `missed` and `cdr_autocall` no `state` (a `state` on them "is not documented"):
    // one that carries its own name there is that event, with a field the schema does not list.
    const field = ctx.namingField(kind.api);
    if (field && payload[field] === kind.name) discriminator = 'unlisted';
  }
  let score = known.length - 2 * (keys.length - known.length);
  // A wrong value of the naming field is that field's problem (validation reports it), not a sign of
  // another kind: the fields decide.
  score += NAMING[discriminator];
  const statusFits =
    kind.type === 'record' && typeof payload.status === 'string' && statusOf(payload.status, kind) !== undefined;
  if (statusFits) score += 1;
  if (kind.records) {
    // A list answer: its records count too.
    const first = payload[kind.records.field];
    if (!Array.isArray(first)) score -= 100;
    else if (isObject(first[0])) score += candidate(first[0], ctx.kind(kind.records.kind), ctx).score;
  }
  return {
    kind,
    score,
    known,
    keys,
    discriminator,
    statusFits,
    problems: validate(payload, fullSchema(kind, ctx), '', ctx).length,
  };
}

/** The candidates, best first: score, then fewer problems, then fewer documented fields (the closer fit). */
function rank(payload: Obj, ctx: Context): Candidate[] {
  // A list answer is one with its records' field (`data`), whatever that field holds: one that is not
  // an array is a list answer with that problem, not a payload nothing knows.
  const hasList = ctx.catalogue.kinds.some((k) => k.records && k.records.field in payload);
  return ctx.catalogue.kinds
    .filter((k) => (k.type === 'list') === hasList)
    .map((k) => candidate(payload, k, ctx))
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.problems - b.problems ||
        Object.keys(a.kind.schema.properties ?? {}).length - Object.keys(b.kind.schema.properties ?? {}).length,
    );
}

/**
 * What in a payload goes against the kind it was told as, from the documents' own words. Today one
 * rule: the v1 `missed` event is sent "when an inbound call ends without any extension answering it"
 * (openapi/v1.yaml, `webhooks.missed`), so an outbound one is not it. (An answer time is no sign: an
 * IVR or queue may answer where no extension does.)
 */
function contradictions(kind: PayloadKind, payload: Obj, ctx: Context): Inline[] {
  const direction = payload.direction;
  if (kind.api !== 'v1' || kind.name !== 'missed' || typeof direction !== 'string' || direction === 'inbound')
    return [];
  return [ctx.fill(ctx.t.notInbound, {value: shown(direction)})];
}

/** The sentences that say how the kind was told. */
function howTold(best: Candidate, ranked: Candidate[], payload: Obj, ctx: Context): Inline[] {
  const t = ctx.t;
  const kind = best.kind;
  const out: Inline[] = [];
  // The kinds already named as what it could also be: the sentence on ties names only the others.
  const named = new Set<PayloadKind>();
  let withoutName: {field: string; kinds: PayloadKind[]} | undefined;
  if (best.discriminator === 'match') {
    out.push(
      ctx.fill(t.byDiscriminator, {
        field: kind.discriminator!.field,
        value: shown(kind.discriminator!.value),
        name: kind.name,
      }),
    );
  } else if (best.discriminator === 'near') {
    const {field, value} = kind.discriminator!;
    out.push(
      ctx.fill(t.byNearDiscriminator, {field, got: shown(payload[field]), value: shown(value), name: kind.name}),
    );
  } else if (best.discriminator === 'unlisted') {
    out.push(ctx.fill(t.byUnlistedName, {field: ctx.namingField(kind.api)!, value: shown(kind.name), name: kind.name}));
  } else {
    const peers = ctx.catalogue.kinds.filter((k) => k !== kind && (k.type === 'list') === (kind.type === 'list'));
    const distinct = best.known.filter((f) => !peers.some((k) => f in (k.schema.properties ?? {})));
    if (distinct.length)
      out.push(
        ctx.fill(t.byDistinct, {
          fields: joinList(
            distinct.slice(0, 4).map((f) => code(f)),
            t.and,
          ),
        }),
      );
    else if (best.known.length === best.keys.length) out.push(ctx.fill(t.byCountAll));
    else out.push(ctx.fill(t.byCount, {known: best.known.length, total: best.keys.length}));
    // Webhooks of the same document named by a field this payload lacks.
    const field = ctx.namingField(kind.api);
    if (kind.type === 'webhook' && !kind.discriminator && field && !(field in payload)) {
      const without = ctx.catalogue.kinds.filter((k) => k.type === 'webhook' && k.api === kind.api && !k.discriminator);
      const names = joinList(
        without.map((k) => code(k.name)),
        t.and,
      );
      out.push(ctx.fill(t.noDiscriminator, {field, api: kind.api, names}));
      if (without.length > 1 && !distinct.length) out.push(ctx.fill(t.byUrl, {names}));
      const against = contradictions(kind, payload, ctx);
      if (against.length) {
        out.push(ctx.fill(t.unlikely, {name: kind.name, reasons: joinList(against, t.and)}));
        // The kinds that lost only for want of their naming field.
        const unnamed = ranked.filter((c) => c.discriminator === 'absent' && c.score >= best.score + NAMING.absent);
        if (unnamed.length) withoutName = {field, kinds: unnamed.map((c) => c.kind)};
        for (const c of unnamed) named.add(c.kind);
      }
    }
  }
  const second = ranked[1];
  if (best.statusFits && second && !second.statusFits && second.score === best.score - 1) {
    out.push(
      ctx.fill(t.byStatus, {value: shown(payload.status), kind: ctx.kindName(kind), other: ctx.kindName(second.kind)}),
    );
  }
  if (second && second.score === best.score && second.problems > best.problems)
    out.push(ctx.fill(t.byFit, {other: ctx.kindName(second.kind)}));
  const ties = ranked
    .slice(1)
    .filter((c) => c.score === best.score && c.problems === best.problems && !named.has(c.kind));
  // What else it could be, in one sentence: the kinds as good as this one, then those that lost only for want
  // of their naming field.
  const names = (kinds: PayloadKind[]) =>
    joinList(
      kinds.map((k) => ctx.kindName(k)),
      t.or,
    );
  if (ties.length && withoutName) {
    out.push(
      ctx.fill(t.alsoPossibleWithout, {
        ties: names(ties.map((c) => c.kind)),
        field: withoutName.field,
        kinds: names(withoutName.kinds),
      }),
    );
  } else if (withoutName)
    out.push(ctx.fill(t.withoutName, {field: withoutName.field, kinds: names(withoutName.kinds)}));
  else if (ties.length) out.push(ctx.fill(t.alsoPossible, {kinds: names(ties.map((c) => c.kind))}));
  if (kind.records && Array.isArray(payload[kind.records.field])) {
    out.push(
      ctx.fill(t.listRecords, {
        field: kind.records.field,
        count: (payload[kind.records.field] as Json[]).length,
        record: ctx.kindName(ctx.kind(kind.records.kind)),
      }),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Explanation

/** A status's label, linked to its row on the call-status reference of the answer's language. */
function statusLink(status: CallStatus, ctx: Context): Inline {
  return ctx.fill(`[${status.label}](${pageIn(statusesAt(`status-${status.id}`), ctx.lang)})`);
}

function meaningOf(status: CallStatus, ctx: Context): Inline {
  const vi = ctx.lang === 'vi' ? callStatusesVi[status.id] : undefined;
  const meaning = vi?.meaning ?? status.meaning;
  const details = (status.details ?? []).map((d, i) => vi?.details?.[i] ?? d);
  const out = ctx.fill(meaning);
  for (const d of details)
    out.push({text: ' '}, ...ctx.fill(ctx.t.detail, {context: d.context, text: ctx.fill(d.text)}));
  return out;
}

/** The status a payload's `status` names, by the spelling its kind uses (any case for the v1 `cdr` event). */
function statusOf(value: string, kind: PayloadKind): CallStatus | undefined {
  if (kind.type === 'record' && kind.api === 'v1') return callStatuses.find((s) => s.v1 === value);
  if (kind.type === 'record') return callStatuses.find((s) => s.cdr === value);
  const v = value.toLowerCase();
  return callStatuses.find((s) => s.cdr === v || s.v1?.toLowerCase() === v);
}

type Role = keyof Strings['roles'];

/** Each spelling of a status, with where it is written, in the order the answers name them. */
function spellingsOf(status: CallStatus): [Role, string][] {
  const all: [Role, string | undefined][] = [
    ['label', status.label],
    ['cdr', status.cdr],
    ['v1', status.v1],
    ['code', status.code],
    ['recall', status.recall],
    ['lead', status.lead],
    ...(status.counters ?? []).map((c): [Role, string] => ['counter', c]),
  ];
  return all.filter((entry): entry is [Role, string] => entry[1] !== undefined);
}

/** The status a word spells, exactly as written (`caseless`: in any letter case), and where it is written so. */
function findRoles(value: string, caseless = false): {status: CallStatus; roles: Role[]} | undefined {
  const same = (spelling: string) => (caseless ? spelling.toLowerCase() === value.toLowerCase() : spelling === value);
  for (const status of callStatuses) {
    const roles = [...new Set(spellingsOf(status).flatMap(([role, spelling]) => (same(spelling) ? [role] : [])))];
    if (roles.length) return {status, roles};
  }
  return undefined;
}

/** One payload (an event, or a record) being explained: what each step of explainItem reads. */
interface Item {
  payload: Obj;
  kind: PayloadKind;
  ctx: Context;
  /** The fields the kind's schema documents. */
  props: Record<string, CompactSchema>;
  isEvent: boolean;
  isV1Event: boolean;
}

/** A fact made of parts said in one sentence, the empty parts left out; none when every part is empty. */
function factOf(label: string, ...parts: Inline[]): Fact[] {
  const inline = parts.filter((p) => p.length);
  return inline.length ? [{label, text: capitalise(joinList(inline, ' ', ' '))}] : [];
}

/** A list of clauses as one sentence: "a; b; c." */
const clauses = (items: Inline[]): Inline => [...joinList(items, '; ', '; '), {text: '.'}];

/**
 * What an event or a record says, fact by fact, in the order the answer shows them. Each step may add
 * the pages to read next (`read`) and what the documents leave open (`ctx.leaveOpen`), in that order.
 */
function explainItem(payload: Obj, kind: PayloadKind, ctx: Context, read: Set<string>): Fact[] {
  const isEvent = kind.type === 'webhook';
  const item: Item = {
    payload,
    kind,
    ctx,
    props: kind.schema.properties ?? {},
    isEvent,
    isV1Event: isEvent && kind.api === 'v1',
  };
  const L = ctx.t.labels;
  return [
    ...(isEvent ? factOf(L.meaning, plainText(`${ctx.summary(kind)}.`)) : []),
    ...factOf(L.outcome, ...outcomeParts(item, read)),
    ...factOf(L.call, ...eventCallParts(item), ...joinKeyParts(item), ...recordCallParts(item)),
    ...factOf(L.direction, ...directionParts(item)),
    ...durationsFact(item),
    ...timesFact(item),
    ...recordingFact(item),
    ...keysFact(item),
    ...agentFact(item),
  ];
}

/** The call-status fact: the status (or why there is none), then the hangup cause and SIP disposition, whose values are left open. */
function outcomeParts(item: Item, read: Set<string>): Inline[] {
  const {payload, ctx, props, isV1Event} = item;
  const t = ctx.t;
  const parts: Inline[] = [];
  const status = str(payload.status);
  if (status !== undefined) parts.push(statusSentence(status, item, read));
  else if ('status' in props) parts.push(ctx.fill(t.statusAbsent));
  else if (isV1Event) parts.push(ctx.fill(t.noStatusEvent));
  if (str(payload.cause)) {
    parts.push(ctx.fill(t.cause, {value: code(str(payload.cause)!)}));
    ctx.leaveOpen(ctx.fill(t.silentItems.causeValues));
  }
  if (str(payload.sip_hangup_disposition)) {
    parts.push(ctx.fill(t.disposition, {value: code(str(payload.sip_hangup_disposition)!)}));
    ctx.leaveOpen(ctx.fill(t.silentItems.dispositionValues));
  }
  return parts;
}

/**
 * What a `status` value is: a status as this kind spells it, a documented spelling this kind does not
 * write (`NO ANSWER` in a v3 record), or none of the vocabulary. A status found adds its row to `read`.
 */
function statusSentence(status: string, {kind, ctx}: Item, read: Set<string>): Inline {
  const t = ctx.t;
  const found = statusOf(status, kind);
  if (found) {
    read.add(statusesAt(`status-${found.id}`));
    return ctx.fill(t.statusFound, {value: status, status: statusLink(found, ctx), meaning: meaningOf(found, ctx)});
  }
  const elsewhere = findRoles(status);
  if (!elsewhere) return ctx.fill(t.statusUnknown, {value: status});
  const own = kind.type === 'record' ? (kind.api === 'v1' ? elsewhere.status.v1 : elsewhere.status.cdr) : undefined;
  const places = joinList(
    elsewhere.roles.map((r) => ctx.fill(t.places[r])),
    t.and,
  );
  read.add(statusesAt(`status-${elsewhere.status.id}`));
  return ctx.fill(own ? t.statusElsewhereOwn : t.statusElsewhere, {
    value: status,
    places,
    status: statusLink(elsewhere.status, ctx),
    kind: ctx.kindName(kind),
    own: own ?? '',
  });
}

/** Which call or leg an event's `call_id` names (a v1 event's, from the page that documents it; the v3 auto-call's), and the campaign. */
function eventCallParts({payload, kind, ctx, isEvent, isV1Event}: Item): Inline[] {
  const t = ctx.t;
  const parts: Inline[] = [];
  const callId = str(payload.call_id);
  if (callId === undefined) return parts;
  if (isV1Event) {
    if (['ringing', 'answered', 'hangup'].includes(kind.name)) parts.push(ctx.fill(t.eventLeg, {id: code(callId)}));
    else if (kind.name === 'cdr') parts.push(ctx.fill(t.cdrLeg, {id: code(callId)}));
    else ctx.leaveOpen(ctx.fill(t.silentItems.leg, {name: kind.name}));
  }
  if (isEvent && kind.api === 'v3') {
    parts.push(ctx.fill(t.presskeyCall, {id: code(callId)}));
    if (str(payload.campaign_uuid)) parts.push(ctx.fill(t.campaign, {campaign: code(str(payload.campaign_uuid)!)}));
  }
  return parts;
}

/** How the payload joins the other side, on the join key of events and records, `sip_call_id` (/api/events-and-records#join-key). */
function joinKeyParts({payload, kind, ctx, isV1Event}: Item): Inline[] {
  const t = ctx.t;
  const sip = str(payload.sip_call_id);
  if (isV1Event) {
    // `cdr` and `cdr_autocall` are sent once the record exists: their `sip_call_id` leads to it. For the
    // other events the documents do not say that theirs is the record's.
    if (kind.name === 'cdr' || kind.name === 'cdr_autocall')
      return sip ? [ctx.fill(t.eventJoin, {sip: code(sip)})] : [];
    if (sip !== undefined) ctx.leaveOpen(ctx.fill(t.silentItems.eventSipCallId, {name: kind.name}));
    return [ctx.fill(t.eventJoinByCdr)];
  }
  if (kind.type !== 'record') return [];
  const join = sip ? ctx.fill(t.recordJoin, {sip: code(sip), api: kind.api}) : ctx.fill(t.recordNoCallId);
  ctx.leaveOpen(ctx.fill(t.silentItems.recordId));
  return [join];
}

/** A record's place in its call: its parent record, the extension (v1) or its absence (v3), the destination it reached. */
function recordCallParts({payload, kind, ctx}: Item): Inline[] {
  const t = ctx.t;
  const parts: Inline[] = [];
  if (kind.type !== 'record') return parts;
  if ('parent_id' in payload) {
    const parent = str(payload.parent_id);
    if (parent) parts.push(ctx.fill(t.parent, {id: code(parent)}));
    else if (parent === '') ctx.leaveOpen(ctx.fill(t.silentItems.parentEmpty));
  }
  const ext = str(payload.extension);
  if (ext && kind.api === 'v1') parts.push(ctx.fill(t.extensionV1, {ext: code(ext)}));
  else if (ext === '' && kind.api === 'v3') parts.push(ctx.fill(t.extensionEmpty));
  const dest = str(payload.receive_dest);
  if (dest) parts.push(ctx.fill(t.receiveDest, {dest: code(dest)}));
  return parts;
}

/** The direction fact: a documented direction with its numbers, another value as given, or a v3 event's callee; then the application. */
function directionParts(item: Item): Inline[] {
  const {payload, kind, ctx, props, isEvent} = item;
  const t = ctx.t;
  const parts: Inline[] = [];
  const dir = payload.direction;
  const documented = props.direction?.enum;
  if (typeof dir === 'string' && (!documented || documented.includes(dir)) && t.directions[dir]) {
    const meaning = kind.type === 'record' && kind.api === 'v1' ? `: ${t.directionMeanings[dir]}` : '';
    const numbers = numberParts(item, dir);
    parts.push([
      {text: `${t.directions[dir]}${meaning}`},
      ...(numbers.length ? [{text: ', '}, ...joinList(numbers, '; ', '; ')] : []),
      {text: '.'},
    ]);
  } else if (dir !== undefined) {
    parts.push(ctx.fill(t.directionOther, {value: shown(dir)}));
    if (typeof dir === 'number' && kind.type === 'record' && kind.api === 'v1') {
      parts.push(ctx.fill(t.directionNumber));
      ctx.leaveOpen(ctx.fill(t.silentItems.directionNumber));
    }
  } else if (isEvent && kind.api === 'v3' && str(payload.phone_number)) {
    parts.push(ctx.fill(t.callee, {number: code(str(payload.phone_number)!)}));
  }
  const app = str(payload.app) ?? str(payload.application);
  if (app && t.apps[app]) parts.push(ctx.fill(t.app, {app: code(app), meaning: t.apps[app]}));
  return parts;
}

/** The numbers of a call whose direction is documented: from and to, the hotline, and what the documents say each number is. */
function numberParts({payload, kind, ctx, isV1Event}: Item, dir: string): Inline[] {
  const t = ctx.t;
  const numbers: Inline[] = [];
  const from = str(payload.from_number);
  const to = str(payload.to_number) ?? str(payload.phone_number);
  if (from !== undefined && to !== undefined) numbers.push(ctx.fill(t.fromTo, {from: code(from), to: code(to)}));
  if (str(payload.hotline)) numbers.push(ctx.fill(t.hotline, {hotline: code(str(payload.hotline)!)}));
  // What the documents say of the numbers (EventCommon in openapi/v1.yaml, Cdr in openapi/v3.yaml),
  // said only of a number the payload has. An auto-call is placed by the system, not by an agent's
  // extension: neither note is said of its `cdr_autocall` event.
  if (isV1Event && dir === 'outbound' && from !== undefined && kind.name !== 'cdr_autocall')
    numbers.push(ctx.fill(t.fromIsExtension));
  if (isV1Event && dir === 'inbound' && to !== undefined && kind.name !== 'cdr_autocall')
    numbers.push(ctx.fill(t.toIsExtension));
  if (kind.type === 'record' && kind.api === 'v3' && dir === 'outbound' && from !== undefined)
    numbers.push(ctx.fill(t.fromIsHotline));
  return numbers;
}

/** The durations fact: the lengths present (a negative one said to be so), or that a v1 event carries none. */
function durationsFact({payload, kind, ctx, props, isEvent, isV1Event}: Item): Fact[] {
  const t = ctx.t;
  const durations: Inline[] = [];
  // A negative value is shown as given, and said to be one: no length of time is below zero. Only the v3
  // record's schema gives `duration` and `billsec` a minimum (0), whose problem the verdict lists too.
  const time = (template: string, value: number): Inline => [
    ...ctx.fill(template, {value}),
    ...(value < 0 ? ctx.fill(t.negativeTime) : []),
  ];
  if (typeof payload.duration === 'number') durations.push(time(t.duration, payload.duration));
  if (typeof payload.billsec === 'number') durations.push(time(t.billsec, payload.billsec));
  // A record whose `press_key` is `{}` pressed no key: its `presskey_delay` says nothing.
  if (typeof payload.presskey_delay === 'number' && !(kind.type === 'record' && payload.press_key === '{}')) {
    if (isEvent) durations.push(time(t.presskeyDelayEvent, payload.presskey_delay));
    else {
      durations.push(time(t.presskeyDelay, payload.presskey_delay));
      ctx.leaveOpen(ctx.fill(t.silentItems.presskeyUnit));
    }
  }
  if (isV1Event && !('duration' in props)) return factOf(t.labels.durations, ctx.fill(t.noDurations));
  return durations.length ? factOf(t.labels.durations, clauses(durations)) : [];
}

/** The times fact: each time given, or what its being empty means where the reference says; its format and zone left open. */
function timesFact({payload, kind, ctx, isV1Event}: Item): Fact[] {
  const t = ctx.t;
  const times: Inline[] = [];
  for (const name of ['time_started', 'time_ringging', 'time_answered', 'time_ended', 'time_presskey']) {
    const v = str(payload[name]);
    if (v === undefined) continue;
    const label = t.timeNames[name];
    if (v) {
      times.push(ctx.fill(t.time, {name: label, value: code(v)}));
      continue;
    }
    // "Never reached" where the reference says so: every time of a v3 record, the answer time of a v1 record.
    const never = kind.type === 'record' && (kind.api === 'v3' ? name !== 'time_presskey' : name === 'time_answered');
    times.push(ctx.fill(never ? t.timeNever : t.timeEmpty, {name: label}));
  }
  if (!times.length) return [];
  const spelled = 'time_ringging' in payload ? [{text: ' '}, ...ctx.fill(t.ringgingSpelling)] : [];
  const fact = factOf(t.labels.times, [...clauses(times), ...spelled]);
  if (isV1Event) ctx.leaveOpen(ctx.fill(t.silentItems.eventTimes));
  else if (kind.type === 'record') ctx.leaveOpen(ctx.fill(t.silentItems.timeZone));
  return fact;
}

/** The recording fact: whether each recording field holds a recording, and what an empty one means where the documents say. */
function recordingFact({payload, kind, ctx}: Item): Fact[] {
  const t = ctx.t;
  const recording: Inline[] = [];
  for (const field of ['recording_url', 'autocall_recording_url']) {
    const v = str(payload[field]);
    if (v === undefined) continue;
    if (v) recording.push(ctx.fill(t.recorded, {field}));
    // "Empty when the call was not recorded" is documented for the v1 record only (openapi/v1.yaml); the v1 `cdr`
    // event's field is documented as a playback address, with nothing said of an empty one.
    else if (field === 'recording_url' && kind.api === 'v1' && kind.type !== 'webhook')
      recording.push(ctx.fill(t.notRecorded));
    else recording.push(ctx.fill(t.recordingEmpty, {field}));
  }
  return recording.length ? factOf(t.labels.recording, clauses(recording)) : [];
}

/** The keys fact: the keys pressed (a record's as JSON, `{}` for none; an event's empty value left open), and the customer. */
function keysFact({payload, kind, ctx}: Item): Fact[] {
  const t = ctx.t;
  const keys: Inline[] = [];
  const pressKey = str(payload.press_key);
  if (pressKey !== undefined) {
    if (kind.type === 'record')
      keys.push(pressKey === '{}' ? ctx.fill(t.noKeys) : ctx.fill(t.keysJson, {keys: code(pressKey)}));
    else if (pressKey) keys.push(ctx.fill(t.pressed, {keys: code(pressKey)}));
    else ctx.leaveOpen(ctx.fill(t.silentItems.pressKeyEmpty));
  }
  if (str(payload.customer_id)) keys.push(ctx.fill(t.customerId, {id: code(str(payload.customer_id)!)}));
  return keys.length ? factOf(t.labels.keys, clauses(keys)) : [];
}

/** The agent of a v3 record: the name and the extension, or the extension alone. */
function agentFact({payload, kind, ctx}: Item): Fact[] {
  if (kind.type !== 'record' || kind.api !== 'v3') return [];
  const t = ctx.t;
  const agent = str(payload.fullname) || str(payload.username);
  const ext = str(payload.extension);
  if (agent)
    return factOf(t.labels.agent, [
      ...code(agent),
      ...(ext ? [{text: ' ('}, ...ctx.fill(t.agentExtension, {ext: code(ext)}), {text: ')'}] : []),
    ]);
  return ext ? factOf(t.labels.agent, ctx.fill(t.extensionV3, {ext: code(ext)})) : [];
}

// ---------------------------------------------------------------------------------------------------
// Entry points

function base(lang: Lang, outcome: Inspection['outcome'], title: Inline): Inspection {
  return {lang, outcome, title, identification: [], problems: [], notes: [], facts: [], read: [], announcement: ''};
}

/** An answer that is only its message, also announced: the input was empty, not JSON, or not recognised. */
function messageOnly(lang: Lang, outcome: Inspection['outcome'], message: Inline): Inspection {
  return {...base(lang, outcome, plainText(text[lang].unrecognisedTitle)), message, announcement: plain(message)};
}

/**
 * Inspects a parsed payload: an event, a call record or a list answer of call records. `root` is where
 * it was found in what was pasted (`[0]`): its problems' paths start there.
 */
export function inspectPayload(payload: Json, lang: Lang, catalogue: Catalogue, root = ''): Inspection {
  const ctx = new Context(lang, catalogue);
  const t = ctx.t;
  if (typeof payload === 'string') return lookupStatus(payload, lang, catalogue);
  // An array of events or records (copied out of a list answer, or a log): its first item is inspected,
  // with the paths of its problems from the array, and the answer says how to check the others.
  if (Array.isArray(payload) && isObject(payload[0])) {
    const out = inspectPayload(payload[0], lang, catalogue, pathOf(root, 0));
    if (out.outcome !== 'payload') return out;
    // A list answer checks every record; events have none.
    const listed = catalogue.kinds.some((k) => k.records?.kind === out.kind);
    out.identification.unshift(
      ctx.fill(payload.length === 1 ? t.arrayOne : listed ? t.arrayFirstRecords : t.arrayFirst, {
        count: payload.length,
      }),
    );
    return out;
  }
  if (!isObject(payload)) return messageOnly(lang, 'invalid', ctx.fill(t.notObject));
  const ranked = rank(payload, ctx);
  const best = ranked[0];
  if (!best || best.known.length === 0) {
    const kinds = joinList(
      catalogue.kinds.map((k) => ctx.kindName(k)),
      t.and,
    );
    return messageOnly(lang, 'unrecognised', ctx.fill(t.unrecognised, {kinds}));
  }
  const kind = best.kind;
  const name = ctx.kindName(kind);
  const title = capitalise(kind.type === 'webhook' ? [...name, {text: ` — ${ctx.summary(kind)}`}] : name);
  const out = base(lang, 'payload', title);
  out.kind = kind.id;
  out.identification = howTold(best, ranked, payload, ctx);
  if (kind.planned) out.planned = true;

  const problems = validate(payload, fullSchema(kind, ctx), root, ctx);
  out.problems = problems.slice(0, PROBLEMS_LISTED);
  if (problems.length > PROBLEMS_LISTED)
    out.moreProblems = ctx.fill(t.moreProblems, {count: problems.length - PROBLEMS_LISTED});
  out.valid = problems.length === 0;
  // A proposed event's schema is our design, not a documented one (kind.planned).
  const against = kind.planned ? t.proposedSchema : t.documentedSchema;
  out.verdict = ctx.fill(out.valid ? t.valid : problems.length === 1 ? t.problemsOne : t.problemsMany, {
    count: problems.length,
    schema: against,
  });
  const record = kind.records ? ctx.kind(kind.records.kind) : kind;
  if (!kind.schema.required?.length && !record.schema.required?.length) out.notes.push(ctx.fill(t.noRequired));

  const read = new Set<string>([kind.page]);
  if (kind.records) {
    const items = payload[kind.records.field];
    const list = Array.isArray(items) ? items : [];
    // No count of a records field that is not an array (its type is the problem reported).
    const facts: Inline[] = Array.isArray(items)
      ? [ctx.fill(t.count, {count: list.length, field: kind.records.field})]
      : [];
    if (typeof payload.total === 'number') facts.push(ctx.fill(t.total, {total: payload.total}));
    if (facts.length) out.facts.push({label: t.labels.records, text: [...joinList(facts, '; ', '; '), {text: '.'}]});
    read.add(record.page);
    out.records = list.slice(0, RECORDS_EXPLAINED).flatMap((item, i) =>
      isObject(item)
        ? [
            {
              path: pathOf(kind.records!.field, i),
              title: plain(fill(t.recordN, {n: i + 1})),
              facts: explainItem(item, record, ctx, read),
            },
          ]
        : [],
    );
    if (list.length > RECORDS_EXPLAINED)
      out.facts.push({label: t.labels.records, text: ctx.fill(t.more, {shown: RECORDS_EXPLAINED})});
  } else {
    out.facts = explainItem(payload, kind, ctx, read);
  }
  if (kind.type === 'webhook' && kind.api === 'v1') read.add(recordPage('v1'));
  // How events and records join, for every event, record and list.
  read.add(eventsAndRecordsPage);
  if (![...read].some((href) => href.startsWith(`${canonicalPages.callStatuses}#`)))
    read.add(canonicalPages.callStatuses);
  out.silent = ctx.silentSentence();
  out.read = [...read].map((href) => readLink(href, ctx));
  const verdict = out.valid
    ? plain(fill(t.announceValid, {schema: against}))
    : problems.length === 1
      ? t.announceProblem
      : fill(t.announceProblems, {count: problems.length});
  out.announcement = plain(fill(t.announce, {title: plain(capitalise(name)), verdict}));
  return out;
}

const readLink = (href: string, ctx: Context) => ({
  href: pageIn(href, ctx.lang),
  text: ctx.pageName(pageIn(href, ctx.lang)),
});

/** The documented cause examples (/call-statuses#matching, the CDR attributes pages). */
const CAUSE_EXAMPLES = ['NORMAL_CLEARING', 'NO_ANSWER', 'USER_BUSY'];
/** Live states that are never call statuses (/call-statuses#live-states). */
const LIVE_STATES: Record<string, 'monitor' | 'queue'> = {
  RINGING: 'monitor',
  ONCALL: 'monitor',
  Trying: 'queue',
  Abandoned: 'queue',
};

/** What a word that is not a call status is instead, and the section of /call-statuses that says so. */
function notAStatus(value: string, ctx: Context): [Inline, string] {
  const t = ctx.t;
  const v = value.toLowerCase();
  const lead = leadOnlyStatuses.find((s) => s.value === v);
  if (lead) {
    const meaning = ctx.fill(ctx.lang === 'vi' ? leadOnlyStatusesVi[lead.value] : lead.meaning);
    return [ctx.fill(t.leadOnly, {value, meaning}), 'lead-status'];
  }
  if (CAUSE_EXAMPLES.includes(value.toUpperCase()))
    return [ctx.fill(t.causeExample, {value: value.toUpperCase()}), 'matching'];
  const state = Object.keys(LIVE_STATES).find((s) => s.toLowerCase() === v);
  if (state)
    return [ctx.fill(t.liveState, {value: state, where: ctx.fill(t.liveWhere[LIVE_STATES[state]])}), 'live-states'];
  return [ctx.fill(t.notStatus, {value}), 'statuses'];
}

/** What a typed word is: a call status in any of its spellings, a short code, a counter, a customer status. */
function lookupStatus(input: string, lang: Lang, catalogue: Catalogue): Inspection {
  const ctx = new Context(lang, catalogue);
  const t = ctx.t;
  const value = input.trim();
  const v = value.toLowerCase();
  const out = base(lang, 'status', ctx.fill(t.statusTitle, {value}));
  // The spellings are case-sensitive where they are matched (a v1 record writes `ANSWERED`, a v3 one
  // `answered`): a word is looked up as written, then in any letter case, and the answer says which.
  const exact = findRoles(value);
  const caseless = exact ? undefined : findRoles(value, true);
  const status = (exact ?? caseless)?.status;
  const roles = (exact ?? caseless)?.roles ?? [];
  if (status) {
    out.facts.push({
      label: t.labels.outcome,
      text: [...statusLink(status, ctx), {text: ': '}, ...meaningOf(status, ctx)],
    });
    const rolesText = joinList(
      roles.map((r) => ctx.fill(t.roles[r])),
      t.and,
    );
    // In another letter case: which spelling it is (`c1` is `C1`), then what that spelling is.
    const spelling = exact ? '' : (spellingsOf(status).find(([, written]) => written.toLowerCase() === v)?.[1] ?? '');
    out.facts.push({
      label: t.labels.spellings,
      text: ctx.fill(exact ? t.statusRoles : t.statusRolesCaseless, {value, spelling, roles: rolesText}),
    });
    // Every spelling but the label, by where it is written: "short code `C1`; counters `cancel`, `total_cancel`".
    const byRole = new Map<Exclude<Role, 'label'>, Inline[]>();
    for (const [role, written] of spellingsOf(status))
      if (role !== 'label') byRole.set(role, [...(byRole.get(role) ?? []), code(written)]);
    const spellings = [...byRole].map(([role, values]) =>
      ctx.fill(t.spellingNames[role], {v: joinList(values, ', ', ', ')}),
    );
    out.facts[1].text.push({text: ' '}, ...ctx.fill(t.allSpellings, {list: joinList(spellings, '; ', '; ')}));
    out.read.push(readLink(statusesAt(`status-${status.id}`), ctx));
    if (roles.includes('code')) out.read.push(readLink(statusesAt('short-codes'), ctx));
    if (roles.includes('counter')) out.read.push(readLink(statusesAt('report-counters'), ctx));
    if (status.cdr) out.read.push(readLink(recordPage('v3'), ctx));
    if (status.v1) out.read.push(readLink(recordPage('v1'), ctx));
    out.announcement = `${plain(out.title)}: ${status.label}.`;
  } else {
    const [meaning, section] = notAStatus(value, ctx);
    out.facts.push({label: t.labels.outcome, text: meaning});
    out.read.push(readLink(statusesAt(section), ctx));
    out.announcement = plain(meaning);
  }
  // The word is also the naming value of an event (`state: hangup`): said, with the event's page.
  for (const kind of catalogue.kinds.filter((k) => k.discriminator?.value === value)) {
    out.facts.push({
      label: t.labels.meaning,
      text: ctx.fill(t.eventState, {
        value,
        field: kind.discriminator!.field,
        kind: ctx.kindName(kind),
        summary: ctx.summary(kind),
      }),
    });
    // A proposed event is marked here as where it is pasted (`presskey`).
    if (kind.planned) out.planned = true;
    if (!out.read.some((r) => r.href === kind.page)) out.read.push(readLink(kind.page, ctx));
  }
  return out;
}

/** Where JSON.parse stopped, as line and column, from the engine's message (V8 names the position). */
function jsonErrorPlace(input: string, error: unknown): {line: number; column: number} {
  const message = error instanceof Error ? error.message : '';
  const lineCol = /line (\d+) column (\d+)/.exec(message);
  if (lineCol) return {line: Number(lineCol[1]), column: Number(lineCol[2])};
  const position = /position (\d+)/.exec(message);
  const at = position ? Number(position[1]) : input.length;
  const before = input.slice(0, at).split('\n');
  return {line: before.length, column: before[before.length - 1].length + 1};
}

/**
 * Inspects what a reader pasted or typed: JSON (an object is a payload, a string a status), or else a
 * status, short code or counter. The answer is in `lang`; `catalogue` is the documents' (./catalogue.ts).
 */
export function inspectText(input: string, lang: Lang, catalogue: Catalogue): Inspection {
  const t = text[lang];
  const trimmed = input.trim();
  if (!trimmed) return messageOnly(lang, 'empty', fill(t.empty));
  const looksJson = /^[[{"]/.test(trimmed);
  if (!looksJson && !trimmed.includes('\n')) return lookupStatus(trimmed, lang, catalogue);
  let payload: Json;
  try {
    payload = JSON.parse(trimmed) as Json;
  } catch (error) {
    return messageOnly(lang, 'invalid', fill(t.notJson, {...jsonErrorPlace(trimmed, error)}));
  }
  return inspectPayload(payload, lang, catalogue);
}

/** The answer as Markdown (the MCP server's tool result), links absolute from `base`. */
export function toMarkdown(inspection: Inspection, base = ''): string {
  const t = text[inspection.lang];
  const md = (inline: Inline) => markdown(inline, base);
  const lines: string[] = [`## ${t.resultHeading}: ${md(inspection.title)}`, ''];
  if (inspection.planned) lines.push(`> ${md(fill(t.planned, {support: t.support}))}`, '');
  for (const line of inspection.identification) lines.push(md(line), '');
  if (inspection.message) lines.push(md(inspection.message), '');
  if (inspection.verdict) lines.push(md(inspection.verdict));
  for (const p of inspection.problems) lines.push(`- \`${p.path}\`: ${md(p.message)}`);
  if (inspection.moreProblems) lines.push(`- ${md(inspection.moreProblems)}`);
  if (inspection.verdict) lines.push('');
  for (const line of inspection.notes) lines.push(md(line), '');
  const facts = (list: readonly Fact[]) => list.map((f) => `- **${f.label}:** ${md(f.text)}`);
  if (inspection.facts.length) lines.push(...facts(inspection.facts), '');
  for (const r of inspection.records ?? []) lines.push(`### ${r.title} (\`${r.path}\`)`, '', ...facts(r.facts), '');
  if (inspection.silent) lines.push(md(inspection.silent), '');
  if (inspection.read.length) {
    const links = inspection.read.map((r) => md(link(r.text, r.href, t.englishOnly)));
    lines.push(`**${t.readNext}:** ${links.join(', ')}`);
  }
  return lines.join('\n').trimEnd();
}
