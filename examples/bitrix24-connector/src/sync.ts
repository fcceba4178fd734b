/**
 * Brings Bitrix24 up to date with one call of the call book, step by step; each step is done once:
 * 1. register it (`telephony.externalCall.register`, the card shown to the first ringing agent), unless
 *    Bitrix24 registered it itself (a click in the CRM);
 * 2. show the card to every other agent whose extension rings (`telephony.externalCall.show`);
 * 3. hide it (`telephony.externalCall.hide`) for an agent whose leg hung up, and for the others once one answers;
 * 4. when the `cdr` event is in and the talk time is known, finish it (`telephony.externalCall.finish`)
 *    with `DURATION` = the longest `billsec` of the legs' `hangup` and the `STATUS_CODE` of its status;
 * 5. attach the recording (`telephony.externalCall.attachRecord`), or log that the call has none.
 * A transient error stops the run and leaves the call pending (so does a call that comes before the
 * application is installed: it is written once Bitrix24 has installed it); a refusal of step 1 or 4 stops the call
 * for good (it is never finished unless registered); a refusal of another step is logged and passed.
 */
import {BitrixError, type Bitrix} from './bitrix.js';
import type {Call, CallBook, Leg} from './calls.js';
import type {Config} from './config.js';
import type {Log} from './log.js';
import {messages} from './messages.js';
import {bitrixCode} from './status-codes.js';
import type {Users} from './users.js';

type Params = Record<string, string | number | number[]>;

export class Sync {
  constructor(
    private readonly book: CallBook,
    private readonly bitrix: Bitrix,
    private readonly users: Users,
    private readonly cfg: Config,
    private readonly log: Log,
  ) {}

  async run(id: string): Promise<void> {
    const call = this.book.get(id);
    if (!call || call.stuck || (call.finished && call.recorded)) return;
    try {
      await this.#steps(call);
      call.pending = false;
    } catch (error) {
      if (!(error instanceof BitrixError && error.transient)) throw error;
      call.pending = true;
      if (error.code === 'NOT_INSTALLED') this.log(messages.waitsForInstall, {call: call.id});
      else this.log(messages.unavailable, {call: call.id, code: error.code, status: error.status});
    } finally {
      this.book.save();
    }
  }

  async #steps(call: Call): Promise<void> {
    if (!call.bitrix && !(await this.#register(call))) return;
    if (!call.bitrix!.byClick && !call.finished) {
      await this.#show(call);
      await this.#hide(call);
    }
    if (!call.finished && ready(call) && !(await this.#finish(call))) return;
    if (call.finished && !call.recorded) await this.#attach(call);
  }

  async #register(call: Call): Promise<boolean> {
    if (!call.register) {
      const userId = await this.#firstUser(call);
      if (!userId) {
        this.log(messages.noUser, {call: call.id, ext: exts(call)});
        return false;
      }
      const show = !call.cdr && Object.values(call.legs).some((l) => !l.hangup);
      call.register = {
        USER_ID: userId,
        PHONE_NUMBER: call.customer,
        TYPE: call.inbound ? 2 : 1,
        CALL_START_DATE: call.startedAt,
        CRM_CREATE: this.cfg.crmCreate ? 1 : 0,
        SHOW: show ? 1 : 0,
        EXTERNAL_CALL_ID: call.id,
        ...(call.hotline ? {LINE_NUMBER: call.hotline} : {}),
      };
    }
    const result = await this.#send<{CALL_ID: string}>(call, 'telephony.externalCall.register', call.register);
    if (!result) {
      call.stuck = 'REGISTER_REFUSED';
      return false;
    }
    const userId = Number(call.register.USER_ID);
    call.bitrix = {callId: result.CALL_ID, userId};
    if (call.register.SHOW) for (const leg of ringing(call)) if (leg.userId === userId) leg.shown = true;
    this.log(messages.registered, {call: call.id, bitrix: result.CALL_ID, user: userId});
    return true;
  }

  async #show(call: Call): Promise<void> {
    if (call.cdr || answerer(call)) return;
    const legs = ringing(call).filter((l) => !l.shown);
    const ids = await this.#userIds(legs);
    if (ids.length) await this.#send(call, 'telephony.externalCall.show', {CALL_ID: call.bitrix!.callId, USER_ID: ids});
    for (const leg of legs) if (leg.userId) leg.shown = true;
  }

  async #hide(call: Call): Promise<void> {
    const who = answerer(call);
    const legs = Object.values(call.legs).filter((l) => l.shown && !l.hidden && (l.hangup || (who && l !== who)));
    const ids = await this.#userIds(legs);
    if (ids.length) await this.#send(call, 'telephony.externalCall.hide', {CALL_ID: call.bitrix!.callId, USER_ID: ids});
    for (const leg of legs) leg.hidden = true;
  }

  async #finish(call: Call): Promise<boolean> {
    const talk = Object.values(call.legs).reduce<Leg | undefined>(
      (best, l) => ((l.hangup?.billsec ?? 0) > (best?.hangup?.billsec ?? 0) ? l : best),
      undefined,
    );
    const who = talk ?? answerer(call);
    const userId = (!call.bitrix!.byClick && who && (await this.#userOf(who))) || call.bitrix!.userId;
    const code = bitrixCode(call.cdr!.status, call.inbound);
    const duration = talk?.hangup?.billsec ?? 0;
    const params: Params = {CALL_ID: call.bitrix!.callId, USER_ID: userId, DURATION: duration};
    if (code) params.STATUS_CODE = code;
    if (call.cdr!.failedReason) params.FAILED_REASON = call.cdr!.failedReason;
    if (!(await this.#send(call, 'telephony.externalCall.finish', params))) {
      call.stuck = 'FINISH_REFUSED';
      return false;
    }
    call.finished = true;
    this.log(messages.finished, {call: call.id, bitrix: call.bitrix!.callId, user: userId, duration, code});
    return true;
  }

  async #attach(call: Call): Promise<void> {
    const url = call.cdr!.recordingUrl;
    if (!url) this.log(messages.noRecording, {call: call.id});
    else if (
      await this.#send(call, 'telephony.externalCall.attachRecord', {CALL_ID: call.bitrix!.callId, RECORD_URL: url})
    )
      this.log(messages.recordingAttached, {call: call.id});
    call.recorded = true;
  }

  /** Sends one method; answers undefined when Bitrix24 refuses it (logged), throws when it is unavailable. */
  async #send<T = unknown>(call: Call, method: string, params: Params): Promise<T | undefined> {
    try {
      return await this.bitrix.call<T>(method, params);
    } catch (error) {
      if (!(error instanceof BitrixError) || error.transient) throw error;
      this.log(messages.refused, {call: call.id, method, code: error.code, message: error.message});
      return undefined;
    }
  }

  async #firstUser(call: Call): Promise<number | undefined> {
    const legs = Object.values(call.legs);
    for (const leg of legs.length ? legs : [{ext: call.cdr?.ext ?? ''}]) {
      const id = await this.#userOf(leg);
      if (id) return id;
    }
    return this.cfg.defaultUserId;
  }

  async #userOf(leg: Leg): Promise<number | undefined> {
    leg.userId ??= await this.users.userOf(leg.ext);
    return leg.userId;
  }

  async #userIds(legs: Leg[]): Promise<number[]> {
    const ids = new Set<number>();
    for (const leg of legs) {
      const id = await this.#userOf(leg);
      if (id) ids.add(id);
    }
    return [...ids];
  }
}

const ringing = (call: Call) => Object.values(call.legs).filter((l) => l.ringing && !l.hangup);
const answerer = (call: Call) => Object.values(call.legs).find((l) => l.answered);
const exts = (call: Call) =>
  Object.values(call.legs)
    .map((l) => l.ext)
    .join(',') || call.cdr?.ext;

/**
 * The `cdr` event is in, and the talk time is known: every leg that answered has hung up, and a call
 * the `cdr` says was answered has at least one `hangup`.
 */
function ready(call: Call): boolean {
  if (!call.cdr) return false;
  const legs = Object.values(call.legs);
  if (legs.some((l) => l.answered && !l.hangup)) return false;
  return !call.cdr.answered || legs.some((l) => l.hangup);
}
