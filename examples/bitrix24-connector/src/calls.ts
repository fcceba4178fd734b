/**
 * The call book: Pitel's events, gathered into one call each, in `DATA_DIR/calls.json` (mode 0600),
 * with what the connector has done in Bitrix24 for it. A repeated event changes nothing; events are
 * merged in any order; state survives a restart.
 *
 * Which events are one call (Pitel's rules for `call_id`):
 * - outbound, click-to-call included: every event carries the call's `call_id`;
 * - inbound to one extension: the same;
 * - inbound fanned out by a ring group, queue or IVR: `ringing`, `answered` and `hangup` carry one
 *   `call_id` per extension leg, and `cdr` carries the id of the whole flow. What the legs are sure to
 *   share is the caller (`from_number`) and the hotline, so an inbound event whose `call_id` is new joins
 *   the open call from the same number to the same hotline. The case this cannot tell apart: two calls
 *   from one number to one hotline at the same time (README, "Open questions").
 */
import path from 'node:path';
import {readJson, writeJson} from './store.js';
import {statusOf} from './status-codes.js';

/** The fields of a Pitel hook payload the connector reads. */
export interface PitelEvent {
  call_id?: string;
  direction?: string;
  from_number?: string;
  to_number?: string;
  hotline?: string;
  state?: string;
  billsec?: number | string;
  recording_url?: string;
  status?: string;
  time_started?: string;
  time_answered?: string;
  time_ended?: string;
}

/** One extension's part of a call. */
export interface Leg {
  ext: string;
  userId?: number;
  ringing?: boolean;
  answered?: boolean;
  hangup?: {billsec: number};
  shown?: boolean;
  hidden?: boolean;
}

export interface Call {
  /** The first `call_id` seen; sent as `EXTERNAL_CALL_ID`. */
  id: string;
  inbound: boolean;
  customer: string;
  hotline: string;
  /** When the connector first heard of the call (ISO 8601): its `CALL_START_DATE`. */
  startedAt: string;
  /** The latest time an event of the call carried, as Pitel writes it. */
  lastTime: string;
  legs: Record<string, Leg>;
  cdr?: {status?: string; recordingUrl?: string; answered: boolean; ext: string; failedReason?: string};
  /** The parameters of its register call, kept so a retry sends the same ones. */
  register?: Record<string, string | number>;
  bitrix?: {callId: string; userId: number; byClick?: boolean};
  /** Bitrix24 refused it for good: the error code. Nothing more is sent. */
  stuck?: string;
  /** A transient error stopped its last update: to try again. */
  pending?: boolean;
  finished?: boolean;
  recorded?: boolean;
}

interface State {
  calls: Record<string, Call>;
  /** Every `call_id` seen → the call it belongs to. */
  ids: Record<string, string>;
  /** Clicks in Bitrix24 waiting for their Pitel call, by extension. */
  clicks: Record<string, {callId: string; userId: number; at: string}>;
}

const KEEP_DAYS = 7;
const stamp = () => new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00');
const later = (a: string, b?: string) => (b && b > a ? b : a);

export class CallBook {
  readonly file: string;
  #state: State;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'calls.json');
    this.#state = readJson<State>(this.file) ?? {calls: {}, ids: {}, clicks: {}};
  }

  get(id: string): Call | undefined {
    return this.#state.calls[id];
  }

  /** Calls with work left in Bitrix24. */
  unfinished(): Call[] {
    return Object.values(this.#state.calls).filter((c) => !c.stuck && !(c.finished && c.recorded));
  }

  /** Merges an event into its call and returns the call, or the reason it was ignored. */
  receive(e: PitelEvent): Call | string {
    if (!e.call_id) return 'no call_id';
    if (e.direction !== 'inbound' && e.direction !== 'outbound') return `direction ${e.direction}`;
    if (!['ringing', 'answered', 'hangup', 'cdr'].includes(e.state ?? '')) return `state ${e.state}`;
    const call = this.#locate(e);
    this.#state.ids[e.call_id] = call.id;
    merge(call, e);
    this.save();
    return call;
  }

  /** Whether a click with this Bitrix24 `CALL_ID` has been handled already. */
  hasClick(callId: string): boolean {
    const {calls, clicks} = this.#state;
    return [
      ...Object.values(calls).map((c) => c.bitrix?.callId),
      ...Object.values(clicks).map((c) => c.callId),
    ].includes(callId);
  }

  /** A click in Bitrix24 is about to become a Pitel call from `ext`. */
  clickStarted(ext: string, callId: string, userId: number): void {
    this.#state.clicks[ext] = {callId, userId, at: stamp()};
    this.save();
  }

  /** Pitel accepted the click: its `call_id` belongs to the Bitrix24 call (unless an event bound it first). */
  clickPlaced(ext: string, pitelId: string): void {
    const click = this.#state.clicks[ext];
    delete this.#state.clicks[ext];
    if (click && !this.#state.ids[pitelId]) this.#create(pitelId, false, {}, click);
    this.save();
  }

  /** Pitel refused the click: the Bitrix24 call is to be finished as failed. */
  clickFailed(ext: string | undefined, callId: string, userId: number, reason: string): Call {
    if (ext) delete this.#state.clicks[ext];
    const call = this.#create(`click-${callId}`, false, {}, {callId, userId});
    call.cdr = {status: 'FAILED', answered: false, ext: ext ?? '', failedReason: reason};
    call.recorded = true;
    this.save();
    return call;
  }

  save(): void {
    const cutoff = new Date(Date.now() - KEEP_DAYS * 86400_000).toISOString();
    const {calls, ids, clicks} = this.#state;
    for (const [id, call] of Object.entries(calls)) if (call.startedAt < cutoff) delete calls[id];
    for (const [pitelId, id] of Object.entries(ids)) if (!calls[id]) delete ids[pitelId];
    for (const [ext, click] of Object.entries(clicks)) if (click.at < cutoff) delete clicks[ext];
    writeJson(this.file, this.#state);
  }

  #locate(e: PitelEvent): Call {
    const known = this.#state.ids[e.call_id!];
    if (known && this.#state.calls[known]) return this.#state.calls[known];
    if (e.direction === 'outbound') {
      const click = this.#state.clicks[e.from_number ?? ''];
      delete this.#state.clicks[e.from_number ?? ''];
      return this.#create(e.call_id!, false, e, click);
    }
    const same = Object.values(this.#state.calls).filter(
      (c) => c.inbound && c.customer === (e.from_number ?? '') && c.hotline === (e.hotline ?? ''),
    );
    // The open call from this number to this hotline; else a call already over that this event is late for.
    const call =
      same.find((c) => !c.cdr) ?? same.find((c) => e.time_started !== undefined && e.time_started <= c.lastTime);
    return call ?? this.#create(e.call_id!, true, e);
  }

  #create(id: string, inbound: boolean, e: PitelEvent, click?: {callId: string; userId: number}): Call {
    const call: Call = {
      id,
      inbound,
      customer: (inbound ? e.from_number : e.to_number) ?? '',
      hotline: e.hotline ?? '',
      startedAt: stamp(),
      lastTime: '',
      legs: {},
    };
    if (click) call.bitrix = {callId: click.callId, userId: click.userId, byClick: true};
    this.#state.calls[id] = call;
    this.#state.ids[id] = id;
    return call;
  }
}

function merge(call: Call, e: PitelEvent): void {
  const ext = (call.inbound ? e.to_number : e.from_number) ?? '';
  call.lastTime = [e.time_started, e.time_answered, e.time_ended].reduce<string>(later, call.lastTime);
  if (!call.customer) call.customer = (call.inbound ? e.from_number : e.to_number) ?? '';
  if (!call.hotline) call.hotline = e.hotline ?? '';
  if (e.state === 'cdr') {
    const answered = Boolean(e.time_answered) || statusOf(e.status ?? '')?.id === 'answered';
    call.cdr ??= {status: e.status || undefined, recordingUrl: e.recording_url || undefined, answered, ext};
    return;
  }
  const leg = (call.legs[e.call_id!] ??= {ext});
  if (e.state === 'ringing') leg.ringing = true;
  if (e.state === 'answered') leg.answered = true;
  if (e.state === 'hangup') leg.hangup ??= {billsec: Number(e.billsec) || 0};
}
