/**
 * Brings Bitrix24 up to date with one call of the call book, step by step; each step is done once, and
 * saved as soon as Bitrix24 has accepted it, before the next is sent (a kill never repeats a step that
 * was saved, and never loses one that was not):
 * 1. register it (`telephony.externalCall.register`), unless Bitrix24 registered it itself (a click in
 *    the CRM). `SHOW` is decided when it is sent: the card is shown only while the leg of the register's
 *    `USER_ID` still rings (it is not part of the re-registration key of
 *    `api-reference/telephony/telephony-external-call-register.md`, so a retried register may differ in it);
 * 2. show the card (`telephony.externalCall.show`) to every agent whose extension rings, and to the one
 *    who answered even when their `ringing` came late;
 * 3. hide it (`telephony.externalCall.hide`) for an agent whose leg hung up, for the others once one
 *    answered, and for everyone still shown once the call is over (a `cdr` may come without a `hangup`
 *    for each leg);
 * 4. when the call is over (`lifecycle.ts`), finish it (`telephony.externalCall.finish`) with
 *    `DURATION` = the longest `billsec` of the legs' `hangup` and the `STATUS_CODE` of its status.
 *    `finishing` is saved before `finish` is sent: after a restart, Bitrix24's "Call is not found"
 *    answer to the repeated `finish` means the first one was done;
 * 5. attach the recording (`telephony.externalCall.attachRecord`), or log that the call has none: a run
 *    of its own (`record`), which the connector keeps apart from steps 1-4 (`run`). When
 *    the address does not end in `.mp3` or `.wav`, `FILENAME` names the file (`<call id>.mp3`): Bitrix24
 *    otherwise takes the name from the address and refuses any other ending
 *    (`api-reference/telephony/telephony-external-call-attach-record.md`). `attaching` is saved before
 *    it is sent: after a restart, the call's statistics record (`voximplant.statistic.get`, its
 *    `RECORD_FILE_ID`: `api-reference/telephony/voximplant/voximplant-statistic-get.md`) tells whether
 *    the first one was done, so a kill does not attach the recording twice.
 * A transient error stops the run and leaves the call pending (so does a call that comes before the
 * application is installed). A refusal of step 1 or 4 stops the call for good, except Bitrix24's
 * "User is not found or is not active": the extension directory is read again and the step tried once
 * more with the user it finds now. A refusal of another step is logged and passed.
 */
import {BitrixError, type Bitrix} from './bitrix.js';
import type {CallBook} from './calls.js';
import type {Config} from './config.js';
import {isOver, stubOf, type Call, type Leg} from './lifecycle.js';
import type {Log} from './log.js';
import {messages} from './messages.js';
import {bitrixCode} from './status-codes.js';
import type {Users} from './users.js';

type Params = Record<string, string | number | number[] | Record<string, string>>;

/** Bitrix24's answer when a call's `USER_ID` is dismissed or unknown (register and finish). */
const NO_SUCH_USER = /user is not found|not active/i;
/** Bitrix24's answer to `finish` for a call it no longer has open. */
const NOT_FOUND = /call is not found/i;

class Refused extends Error {
  constructor(readonly cause: BitrixError) {
    super(cause.message);
  }
}

export class Sync {
  constructor(
    private readonly book: CallBook,
    private readonly bitrix: Bitrix,
    private readonly users: Users,
    private readonly cfg: Config,
    private readonly log: Log,
  ) {}

  /**
   * Steps 1 to 4: the card and the call's activity. A call finished already is left alone (its recording
   * is `record`'s), so this run never writes over what a `record` run in flight saves.
   */
  async run(id: string): Promise<void> {
    const call = this.book.get(id);
    if (!call || call.stuck || call.finished) return;
    await this.#guarded(call, () => this.#steps(call));
  }

  /** Whether the call waits for step 5 only: its recording (or the line that it has none). */
  hasRecordingLeft(id: string): boolean {
    const call = this.book.get(id);
    return Boolean(call && !call.stuck && call.finished && !call.recorded);
  }

  /**
   * Step 5, apart from the others: Bitrix24 fetches the file while `attachRecord` runs, so it takes as
   * long as the recording host does; the connector runs it in a pool of its own, where it holds no
   * other call's card.
   */
  async record(id: string): Promise<void> {
    const call = this.book.get(id);
    if (!call || call.stuck || !call.finished || call.recorded) return;
    await this.#guarded(call, () => this.#attach(call));
  }

  /** Runs `steps`; a transient error leaves the call pending (tried again later), and is logged. */
  async #guarded(call: Call, steps: () => Promise<void>): Promise<void> {
    try {
      await steps();
      if (call.pending) {
        call.pending = false;
        this.#save(call);
      }
    } catch (error) {
      if (!(error instanceof BitrixError && error.transient)) throw error;
      call.pending = true;
      this.#save(call);
      if (error.code === 'NOT_INSTALLED') this.log(messages.waitsForInstall, {call: call.id});
      else if (error.code !== 'RENEWAL_REFUSED')
        this.log(messages.unavailable, {call: call.id, code: error.code, status: error.status});
    }
  }

  /**
   * Saves what this run did, onto the call as the book has it now: events merged while a request was
   * in flight are kept (this run works on the call as it read it; the next run sees them).
   */
  #save(call: Call): void {
    const now = this.book.get(call.id) ?? call;
    for (const key of [
      'register',
      'bitrix',
      'stuck',
      'pending',
      'finishing',
      'finished',
      'attaching',
      'recorded',
    ] as const)
      (now as unknown as Record<string, unknown>)[key] = call[key];
    // A call finished without its `cdr` has nothing to attach; but a late `cdr` merged meanwhile brings a
    // recording, which the next run attaches.
    if (call.recorded && !call.cdr && now.cdr?.recordingUrl) now.recorded = false;
    for (const [id, leg] of Object.entries(call.legs)) {
      const fresh = now.legs[id];
      if (fresh) Object.assign(fresh, {userId: leg.userId, shown: leg.shown, hidden: leg.hidden});
      // Moved to a call of its own meanwhile (`moveLegs`): a card this run showed for it is hidden with this call.
      else if (!now.legs[`${id}:moved`]) {
        const stub = stubOf(leg);
        if (stub) now.legs[`${id}:moved`] = stub;
      }
    }
    this.book.save(now);
  }

  async #steps(call: Call): Promise<void> {
    if (!call.bitrix && !(await this.#register(call))) return;
    if (!call.bitrix!.byClick) {
      await this.#show(call);
      await this.#hide(call);
    }
    if (isOver(call)) await this.#finish(call);
  }

  async #register(call: Call, again = true): Promise<boolean> {
    if (!call.register) {
      const userId = await this.#firstUser(call);
      if (!userId) {
        this.log(messages.noUser, {call: call.id, ext: exts(call)});
        return false;
      }
      call.register = {
        USER_ID: userId,
        PHONE_NUMBER: call.customer,
        TYPE: call.inbound ? 2 : 1,
        CALL_START_DATE: call.startedAt,
        CRM_CREATE: this.cfg.crmCreate ? 1 : 0,
        EXTERNAL_CALL_ID: call.id,
        ...(call.hotline ? {LINE_NUMBER: call.hotline} : {}),
      };
      this.#save(call);
    }
    // SHOW opens the card for the register's USER_ID alone: only while that employee's own leg still rings
    // (the first leg's employee may have hung up while the register waited; the others get theirs from show).
    const userId = Number(call.register.USER_ID);
    const show = !isOver(call) && !call.cdr && ringing(call).some((l) => l.userId === userId);
    const params = {...call.register, SHOW: show ? 1 : 0};
    const result = await this.#send<{CALL_ID: string}>(call, 'telephony.externalCall.register', params);
    if (result instanceof Refused) {
      if (again && NO_SUCH_USER.test(result.message))
        return this.#retryWithFreshUsers(call, () => this.#register(call, false));
      this.#refused(call, 'telephony.externalCall.register', result.cause);
      call.stuck = 'REGISTER_REFUSED';
      this.#save(call);
      return false;
    }
    call.bitrix = {callId: result.CALL_ID, userId};
    if (show) for (const leg of ringing(call)) if (leg.userId === userId) leg.shown = true;
    this.#save(call);
    this.log(messages.registered, {call: call.id, bitrix: result.CALL_ID, user: userId});
    return true;
  }

  /** The extension directory is read again, and the call's users looked up afresh, for one more try. */
  async #retryWithFreshUsers(call: Call, step: () => Promise<boolean>): Promise<boolean> {
    this.users.forget();
    for (const leg of Object.values(call.legs)) delete leg.userId;
    if (!call.bitrix) delete call.register;
    this.#save(call);
    return step();
  }

  async #show(call: Call): Promise<void> {
    if (isOver(call) || call.cdr) return;
    const who = answerer(call);
    // Before an answer, every ringing agent; after it, only the one who answered (their `ringing` may
    // have come after their `answered`, and they must still get the card).
    const legs = (who ? (who.hangup ? [] : [who]) : ringing(call)).filter((l) => !l.shown);
    const ids = await this.#userIds(legs);
    if (ids.length) await this.#send(call, 'telephony.externalCall.show', {CALL_ID: call.bitrix!.callId, USER_ID: ids});
    for (const leg of legs) if (leg.userId) leg.shown = true;
    if (legs.length) this.#save(call);
  }

  async #hide(call: Call): Promise<void> {
    const who = answerer(call);
    const over = isOver(call) || Boolean(call.cdr);
    const legs = Object.values(call.legs).filter(
      (l) => l.shown && !l.hidden && (over || l.hangup || (who && l !== who)),
    );
    const ids = await this.#userIds(legs);
    // One user may hold two legs of a call: hidden only when none of their legs is still to be shown.
    const keep = new Set(
      Object.values(call.legs)
        .filter((l) => l.shown && !l.hidden && !legs.includes(l))
        .map((l) => l.userId),
    );
    const hide = ids.filter((id) => !keep.has(id));
    if (hide.length)
      await this.#send(call, 'telephony.externalCall.hide', {CALL_ID: call.bitrix!.callId, USER_ID: hide});
    for (const leg of legs) leg.hidden = true;
    if (legs.length) this.#save(call);
  }

  async #finish(call: Call, again = true): Promise<boolean> {
    const talk = Object.values(call.legs).reduce<Leg | undefined>(
      (best, l) => ((l.hangup?.billsec ?? 0) > (best?.hangup?.billsec ?? 0) ? l : best),
      undefined,
    );
    const who = talk ?? answerer(call);
    const userId = (!call.bitrix!.byClick && who && (await this.#userOf(who))) || call.bitrix!.userId;
    const code = call.cdr ? bitrixCode(call.cdr.status, call.inbound) : undefined;
    const duration = talk?.hangup?.billsec ?? 0;
    const params: Params = {CALL_ID: call.bitrix!.callId, USER_ID: userId, DURATION: duration};
    if (code) params.STATUS_CODE = code;
    if (call.cdr?.failedReason) params.FAILED_REASON = call.cdr.failedReason;
    const sentBefore = call.finishing;
    call.finishing = true;
    this.#save(call);
    const result = await this.#send(call, 'telephony.externalCall.finish', params);
    if (result instanceof Refused) {
      if (sentBefore && NOT_FOUND.test(result.message)) {
        // The `finish` sent before a restart was done; Bitrix24 no longer has the call open.
      } else if (again && NO_SUCH_USER.test(result.message)) {
        return this.#retryWithFreshUsers(call, () => this.#finish(call, false));
      } else {
        this.#refused(call, 'telephony.externalCall.finish', result.cause);
        call.stuck = 'FINISH_REFUSED';
        this.#save(call);
        return false;
      }
    }
    call.finished = true;
    if (!call.cdr) call.recorded = true;
    this.#save(call);
    this.log(messages.finished, {call: call.id, bitrix: call.bitrix!.callId, user: userId, duration, code});
    if (!call.cdr) this.log(messages.closedWithoutCdr, {call: call.id, bitrix: call.bitrix!.callId});
    return true;
  }

  async #attach(call: Call): Promise<void> {
    const url = call.cdr?.recordingUrl;
    if (!url) this.log(messages.noRecording, {call: call.id});
    else if (call.attaching && (await this.#hasRecording(call)))
      this.log(messages.recordingAttached, {call: call.id, bitrix: call.bitrix!.callId});
    else {
      const params: Params = {CALL_ID: call.bitrix!.callId, RECORD_URL: url};
      const {pathname} = new URL(url);
      if (!/\.(mp3|wav)$/i.test(pathname)) params.FILENAME = fileName(call.id, pathname);
      call.attaching = true;
      this.#save(call);
      const result = await this.#send(call, 'telephony.externalCall.attachRecord', params);
      if (!(result instanceof Refused))
        this.log(messages.recordingAttached, {call: call.id, bitrix: call.bitrix!.callId});
      else this.#refused(call, 'telephony.externalCall.attachRecord', result.cause);
    }
    call.recorded = true;
    this.#save(call);
  }

  /**
   * After a restart that came between sending `attachRecord` and saving it: whether Bitrix24 already
   * holds a recording for the call. When the statistics cannot be read (refused), the recording is sent
   * again: twice on its own call is better than none.
   */
  async #hasRecording(call: Call): Promise<boolean> {
    const result = await this.#send<{RECORD_FILE_ID?: unknown; CALL_RECORD_URL?: unknown}[]>(
      call,
      'voximplant.statistic.get',
      {FILTER: {CALL_ID: call.bitrix!.callId}},
    );
    if (result instanceof Refused || !Array.isArray(result)) return false;
    return result.some((r) => Boolean(r.RECORD_FILE_ID) || Boolean(r.CALL_RECORD_URL));
  }

  /**
   * Sends one method; answers its result, or `Refused` when Bitrix24 refuses it (logged here for show
   * and hide; register, finish and attachRecord decide, then log); throws when Bitrix24 is unavailable.
   */
  async #send<T = unknown>(call: Call, method: string, params: Params): Promise<T | Refused> {
    try {
      return await this.bitrix.call<T>(method, params);
    } catch (error) {
      if (!(error instanceof BitrixError) || error.transient) throw error;
      if (/show|hide/.test(method)) this.#refused(call, method, error);
      return new Refused(error);
    }
  }

  #refused(call: Call, method: string, error: BitrixError): void {
    this.log(messages.refused, {call: call.id, method, code: error.code, message: error.message});
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
 * The recording's file name in Bitrix24 when its link's path does not end in one: the Pitel call ID with
 * anything but letters, digits, `.`, `_` and `-` replaced (an ID such as `n3/../x` names no path), and
 * `.wav` when the path says it is one, else `.mp3`.
 */
export function fileName(callId: string, pathname: string): string {
  const base =
    callId
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .replace(/^\.+/, '')
      .slice(0, 100) || 'recording';
  return `${base}.${/\.wav(\W|$)/i.test(pathname) ? 'wav' : 'mp3'}`;
}
