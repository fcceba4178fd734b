/**
 * The life of one call, as a state machine: which Pitel events open a call, which join it, and when it
 * is over. Pure functions over a `Call`; the call book (`calls.ts`) stores it, `sync.ts` acts on it.
 *
 * Which events are one call (Pitel's rules for `call_id`, /api/v1/event/description):
 * - outbound, click-to-call included, and inbound to one extension: every event carries the call's `call_id`;
 * - inbound fanned out by a ring group, queue or IVR: `ringing`, `answered` and `hangup` carry one
 *   `call_id` per extension leg, and `cdr` carries the id of the whole flow.
 * So an inbound event with a `call_id` the book has not seen is matched by the caller (`from_number`),
 * the hotline and the time the call started (`time_started`), as `joins` says.
 *
 * States (`phaseOf`):
 *
 * | phase    | what is known                                          | leaves when                              |
 * |----------|--------------------------------------------------------|------------------------------------------|
 * | live     | a leg rings or talks (or a click waits for its events) | every leg has hung up; the `cdr` comes; `SILENCE_MS` without an event |
 * | ended    | every leg has hung up, no `cdr` yet                    | the `cdr` comes; `CDR_WAIT_MS` pass      |
 * | complete | the `cdr` is in, and the talk time is known            | (final)                                  |
 * | closed   | over without its `cdr` (or without a `hangup`): the wait passed | (final; a late `cdr` of its own still brings its recording) |
 *
 * `live` and `ended` are open: they take new legs in. `complete` and `closed` are over: the call is
 * finished in Bitrix24 from what is known, and a later call from the same number is a call of its own.
 * A `cdr` that comes while an answered leg has not hung up waits in `live` for that `hangup` (only
 * `hangup` carries the talk time), up to `SILENCE_MS`.
 *
 * Joining (`joins`), for an inbound event whose `call_id` is new:
 * - a leg event joins the open call from the same number to the same hotline whose span meets its own
 *   (`time_started` to `time_ended`): from the call's first start to its last known time (to its answer
 *   once a leg answered; `HUNT_S` on while a leg still rings); also a call over whose `cdr` span meets
 *   it (a leg reported late).
 *   Spans are widened by `SLACK_S`, the legs' stagger, except after the end of a call that has ended
 *   (its `cdr` in, or every leg hung up): a leg that starts after that end is a new call. Among several,
 *   the latest to start. None: the event opens a call.
 * - a `cdr` joins the call without a `cdr` from the same number to the same hotline whose first start
 *   lies within the `cdr`'s span (`time_started` … `time_ended`, widened by `SLACK_S`); the earliest of
 *   them. A call closed
 *   without its `cdr` takes its own late `cdr` so (its recording is then attached), never another call.
 *   None: the `cdr` opens a call (its legs may come later).
 * - a `cdr` corrects what the legs alone could not tell (`strays`, `moveLegs`, applied by the call book):
 *   legs of its call that started after its span are a later call (a caller who rang back while this
 *   call's last `hangup` was on its way), and legs of an earlier call that started within the span of a
 *   `cdr` that met no call are its flow's; either become a call of their own.
 * - without `time_started` (not every payload may carry it): a leg joins only a call with a leg still
 *   ringing or talking; a `cdr` the oldest call whose legs have all ended, else the oldest live one.
 * Pitel's times (`2024-01-01 09:00:00`) are read as seconds; only their differences count.
 */
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
  /** The card is shown to this leg's user (by register or show); `hidden` once hidden again. */
  shown?: boolean;
  hidden?: boolean;
  /** Its `time_started`, earliest `time_answered` and latest time, as Pitel writes them (for `split`). */
  start?: string;
  answeredTime?: string;
  lastTime?: string;
  /** Not a leg: what is left of one moved to another call (`split`), so that its card here is hidden. */
  stub?: boolean;
}

export interface Cdr {
  status?: string;
  recordingUrl?: string;
  answered: boolean;
  ext: string;
  failedReason?: string;
  /** The flow's `time_started` and `time_ended`, as Pitel writes them. */
  start?: string;
  end?: string;
}

export interface Call {
  /** The first `call_id` seen; sent as `EXTERNAL_CALL_ID`. */
  id: string;
  inbound: boolean;
  customer: string;
  hotline: string;
  /** When the connector first heard of the call (ISO 8601): its `CALL_START_DATE`. */
  startedAt: string;
  /** The earliest `time_started` and the latest time the call's events carried, as Pitel writes them. */
  firstTime: string;
  lastTime: string;
  /** The earliest `time_answered` of its legs, as Pitel writes it. */
  answeredTime?: string;
  /** The connector's clock (ms): the last event heard, and when its last open leg hung up. */
  heardAt: number;
  endedAt?: number;
  legs: Record<string, Leg>;
  cdr?: Cdr;
  /** Over without waiting any longer: the bounded wait for the `cdr` (or a `hangup`) passed. */
  closed?: boolean;
  /** The parameters of its register call, kept so a retry sends the same ones. */
  register?: Record<string, string | number>;
  bitrix?: {callId: string; userId: number; byClick?: boolean};
  /** Bitrix24 refused it for good: the error code. Nothing more is sent. */
  stuck?: string;
  /** A transient error stopped its last update: to try again. */
  pending?: boolean;
  /** `finish` was sent (saved before sending): after a restart, "Call is not found" means it was done. */
  finishing?: boolean;
  finished?: boolean;
  /** `attachRecord` was sent (saved before sending): after a restart, the call's statistics say whether it was done. */
  attaching?: boolean;
  recorded?: boolean;
}

export type Phase = 'live' | 'ended' | 'complete' | 'closed';

/** How long a call whose legs have all hung up waits for its `cdr`. */
export const CDR_WAIT_MS = 10 * 60_000;
/** How long a call with a leg that never hung up (or a click with no event) waits for any event. */
export const SILENCE_MS = 4 * 3600_000;

const legsOf = (call: Call) => Object.values(call.legs);

/** The talk time is known: every leg that answered has hung up, and a call answered has a `hangup`. */
export function talkKnown(call: Call): boolean {
  const legs = legsOf(call);
  if (legs.some((l) => l.answered && !l.hangup)) return false;
  return !call.cdr?.answered || legs.some((l) => l.hangup);
}

export function phaseOf(call: Call): Phase {
  if (call.cdr && talkKnown(call)) return 'complete';
  if (call.closed) return 'closed';
  const legs = legsOf(call);
  if (!call.cdr && legs.length && legs.every((l) => l.hangup)) return 'ended';
  return 'live';
}

export const isOver = (call: Call) => ['complete', 'closed'].includes(phaseOf(call));

/** When the call stops waiting (the connector's clock, ms), or undefined when it waits for nothing. */
export function wakeAt(call: Call): number | undefined {
  const phase = phaseOf(call);
  if (phase === 'ended') return (call.endedAt ?? call.heardAt) + CDR_WAIT_MS;
  if (phase === 'live') return call.heardAt + SILENCE_MS;
  return undefined;
}

/** The wait passed: the call is over from what is known. Answers whether that changed anything. */
export function close(call: Call, now: number): boolean {
  const at = wakeAt(call);
  if (at === undefined || at > now) return false;
  call.closed = true;
  return true;
}

const later = (a: string, b?: string) => (b && b > a ? b : a);
const earlier = (a: string, b?: string) => (b && (!a || b < a) ? b : a);

/** A new call opened by its first event. */
export function open(id: string, e: PitelEvent, now: number, startedAt: string): Call {
  const inbound = e.direction === 'inbound';
  return {
    id,
    inbound,
    customer: (inbound ? e.from_number : e.to_number) ?? '',
    hotline: e.hotline ?? '',
    startedAt,
    firstTime: '',
    lastTime: '',
    heardAt: now,
    legs: {},
  };
}

/** Merges an event into its call. Answers false when it changed nothing (a repeat). */
export function merge(call: Call, e: PitelEvent, now: number): boolean {
  const before = JSON.stringify(call);
  const ext = (call.inbound ? e.to_number : e.from_number) ?? '';
  call.firstTime = earlier(call.firstTime, e.time_started);
  call.lastTime = [e.time_started, e.time_answered, e.time_ended].reduce<string>(later, call.lastTime);
  if (e.state !== 'cdr' && e.time_answered) call.answeredTime = earlier(call.answeredTime ?? '', e.time_answered);
  if (!call.customer) call.customer = (call.inbound ? e.from_number : e.to_number) ?? '';
  if (!call.hotline) call.hotline = e.hotline ?? '';
  if (e.state === 'cdr') {
    const answered = Boolean(e.time_answered) || statusOf(e.status ?? '')?.id === 'answered';
    call.cdr ??= {
      status: e.status || undefined,
      recordingUrl: e.recording_url || undefined,
      answered,
      ext,
      start: e.time_started || undefined,
      end: e.time_ended || undefined,
    };
  } else {
    const leg = (call.legs[e.call_id!] ??= {ext});
    if (e.time_started) leg.start = earlier(leg.start ?? '', e.time_started);
    if (e.time_answered) leg.answeredTime = earlier(leg.answeredTime ?? '', e.time_answered);
    leg.lastTime = [e.time_started, e.time_answered, e.time_ended].reduce<string>(later, leg.lastTime ?? '');
    if (e.state === 'ringing') leg.ringing = true;
    if (e.state === 'answered') leg.answered = true;
    if (e.state === 'hangup') leg.hangup ??= {billsec: seconds(e.billsec)};
  }
  const changed = JSON.stringify(call) !== before;
  if (changed) call.heardAt = now;
  if (phaseOf(call) === 'ended') call.endedAt ??= now;
  else call.endedAt = undefined;
  return changed;
}

/** `billsec` as a whole, non-negative number of seconds; anything else is 0. */
function seconds(value: unknown): number {
  const n = typeof value === 'number' ? value : /^\d{1,6}$/.test(String(value)) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 && n < 1e6 ? n : 0;
}

/** Pitel's time (`2024-01-01 09:00:00`) in seconds, or NaN; only differences are used, so its zone does not matter. */
function secondsOf(time: string | undefined): number {
  return time ? Date.parse(`${time.replace(' ', 'T')}Z`) / 1000 : NaN;
}

/**
 * How far apart the legs of one fanned-out call may start: a leg reported before another that started
 * a little earlier still joins it. A caller who rings back starts a new call well after the last one ended.
 */
const SLACK_S = 5;

/**
 * How long after its last known time an unanswered call whose legs have not all hung up still takes a
 * new leg in (a queue ringing one agent after another). Once a leg has answered, only legs that started
 * before the answer join. So a `hangup` that never comes does not hold the call open for the caller's
 * next call, beyond this; the limit: a caller who rings back within it, after a call whose last `hangup`
 * has not come, is joined to that call, until either call's `cdr` moves the call-back's legs out (`strays`).
 */
const HUNT_S = 60;

/**
 * Of the calls from the event's number to its hotline (any order), the one an inbound event with a new
 * `call_id` joins, or undefined when it opens a call of its own (the rules in this file's header).
 */
export function joins(e: PitelEvent, candidates: Call[]): Call | undefined {
  const t = secondsOf(e.time_started);
  const byStart = [...candidates].sort((a, b) => secondsOf(a.firstTime) - secondsOf(b.firstTime));
  if (e.state === 'cdr') {
    const without = byStart.filter((c) => !c.cdr);
    if (!Number.isNaN(t)) {
      const end = secondsOf(e.time_ended);
      return without.find((c) => {
        const first = secondsOf(c.firstTime);
        // No leg of a flow starts before the flow: only the end is widened, for a leg reported late.
        return first >= t && (Number.isNaN(end) || first <= end + SLACK_S);
      });
    }
    const open = without.filter((c) => !c.closed);
    return open.find((c) => phaseOf(c) === 'ended') ?? open.find((c) => phaseOf(c) === 'live');
  }
  const eventEnd = Math.max(t, secondsOf(e.time_ended) || t);
  const holding = byStart.filter((c) => {
    const phase = phaseOf(c);
    if (phase === 'closed') return false;
    const ringing = legsOf(c).some((l) => !l.hangup) && !c.cdr;
    if (Number.isNaN(t)) return phase === 'live' && ringing;
    if (phase === 'complete' && !c.cdr?.start) return false;
    const from = secondsOf(c.cdr?.start ?? c.firstTime);
    const to = c.cdr
      ? secondsOf(c.cdr.end ?? c.lastTime)
      : c.answeredTime
        ? secondsOf(c.answeredTime)
        : secondsOf(c.lastTime) + (ringing ? HUNT_S : 0);
    // The event's own span (start to end) meets the call's, give or take the legs' stagger. A call
    // that has ended (its `cdr` in, or every leg hung up) takes no leg that started after its end: a
    // caller who rings straight back is a call of their own.
    const ended = Boolean(c.cdr) || !ringing;
    // A leg that has hung up before the call's first start is not one of its legs; one still ringing
    // may have started a moment before the leg that opened the call.
    const before = e.time_ended ? 0 : SLACK_S;
    return eventEnd >= from - before && t <= (Number.isNaN(to) ? Infinity : to) + (ended ? 0 : SLACK_S);
  });
  return holding[holding.length - 1];
}

/**
 * The legs of `call` that its `cdr` shows to be another call's: legs that started after the flow ended
 * (`after`: a caller who rang back while a `hangup` of this call was still on its way), or the legs that
 * started within a `cdr`'s span `from` … `to` (a flow whose legs joined an earlier call). None when any
 * leg lacks its start (a call of an earlier version), or when the move would take every leg of the call.
 */
export function strays(call: Call, from: string, to: string, after: boolean): string[] {
  const legs = Object.entries(call.legs).filter(([, l]) => !l.stub);
  if (legs.some(([, l]) => !l.start)) return [];
  const t0 = secondsOf(from);
  const t1 = secondsOf(to);
  if (Number.isNaN(t0) || Number.isNaN(t1)) return [];
  const out = legs.filter(([, l]) => {
    const start = secondsOf(l.start);
    return after ? start > t1 : start >= t0 && start <= t1;
  });
  return out.length < legs.length ? out.map(([id]) => id) : [];
}

/**
 * Moves the legs `ids` of `from` into `to` (a call of their own). A moved leg whose card `from` showed
 * leaves a stub behind, so that `from`'s card is hidden with `from`; in `to` it is shown afresh. Both
 * calls' times are read again from what they hold now.
 */
export function moveLegs(from: Call, to: Call, ids: string[]): void {
  for (const id of ids) {
    const leg = from.legs[id];
    delete from.legs[id];
    const stub = stubOf(leg);
    if (stub) from.legs[`${id}:moved`] = stub;
    to.legs[id] = {...leg, shown: undefined, hidden: undefined};
  }
  recomputeTimes(from);
  recomputeTimes(to);
}

/** What a leg leaves behind in a call it is moved out of: its card, when still shown there. */
export function stubOf(leg: Leg): Leg | undefined {
  return leg.shown && !leg.hidden
    ? {ext: leg.ext, userId: leg.userId, shown: true, hangup: {billsec: 0}, stub: true}
    : undefined;
}

/** A call's times, from its legs and its `cdr`. */
function recomputeTimes(call: Call): void {
  const legs = legsOf(call).filter((l) => !l.stub);
  call.firstTime = legs.reduce<string>((t, l) => earlier(t, l.start), call.cdr?.start ?? '');
  call.lastTime = legs.reduce<string>((t, l) => later(t, l.lastTime), call.cdr?.end ?? '');
  call.answeredTime = legs.reduce<string>((t, l) => earlier(t, l.answeredTime), '') || undefined;
  if (phaseOf(call) === 'ended') call.endedAt ??= call.heardAt;
  else call.endedAt = undefined;
}
