/**
 * The connector's parts wired together, and what each request does. Requests are checked, stored and
 * answered at once; the work they cause runs afterwards, in one serial queue per call (`work.ts`), so a
 * slow Bitrix24 or Pitel request holds only its own call; clicks and recordings in pools of their own. Every `RETRY_SECONDS`: the calls whose wait
 * for their `cdr` has passed are closed and finished (`lifecycle.ts`), pending work (after a transient
 * error) is tried again, and the tokens are kept alive; at start, all unfinished work.
 */
import {timingSafeEqual} from 'node:crypto';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {Bitrix, type Limits} from './bitrix.js';
import {CallBook, type PitelEvent} from './calls.js';
import {startClick, type CallStart} from './click-to-call.js';
import type {Config} from './config.js';
import {InstallKey} from './install-key.js';
import {install, setUp, type Form} from './install.js';
import {createLog, type Log} from './log.js';
import {messages} from './messages.js';
import {Pitel} from './pitel.js';
import {ensureDir, LockHeld, UnreadableFile} from './store.js';
import {Sync} from './sync.js';
import {TokenFile} from './tokens.js';
import {Users} from './users.js';
import {Work} from './work.js';

export type Connector = ReturnType<typeof createConnector>;

/** Equal secrets, compared in constant time. */
function same(given: unknown, expected: string): boolean {
  const a = Buffer.from(typeof given === 'string' ? given : '');
  const b = Buffer.from(expected);
  return a.length === b.length && b.length > 0 && timingSafeEqual(a, b);
}

export interface Options {
  log?: Log;
  limits?: Limits;
  /** The time limit on Bitrix24 calls and renewals (ms); tests shorten it. */
  timeoutMs?: number;
  /** The clock of the waits (ms); tests move it. */
  now?: () => number;
}

/** Opens the call book, or logs why not (another connector holds it) and throws. */
function openBook(cfg: Config, log: Log, now?: () => number): CallBook {
  const migrating = existsSync(path.join(cfg.dataDir, 'calls.json'));
  try {
    const book = new CallBook(cfg.dataDir, {now});
    if (migrating) log(messages.migrated, {calls: book.unfinished().length});
    return book;
  } catch (error) {
    if (error instanceof LockHeld) log(messages.locked, {file: error.file});
    if (error instanceof UnreadableFile) log(messages.unreadable, {file: error.file});
    throw error;
  }
}

export function createConnector(cfg: Config, options: Options = {}) {
  const log = options.log ?? createLog();
  for (const s of [cfg.clientSecret, cfg.pitelApiKey, cfg.hookKey]) log.secret(s);
  ensureDir(cfg.dataDir);
  const tokens = new TokenFile(cfg.dataDir);
  const stored = tokens.read();
  for (const s of [stored?.accessToken, stored?.refreshToken, stored?.applicationToken]) log.secret(s);
  const bitrix = new Bitrix(cfg, tokens, log, options.limits, options.timeoutMs);
  const users = new Users(bitrix, options.now);
  const book = openBook(cfg, log, options.now);
  const pitel = new Pitel(cfg, log);
  const sync = new Sync(book, bitrix, users, cfg, log);
  const key = new InstallKey(cfg.dataDir);
  /** Prints the install address (with a key) while the application is not installed. */
  const announce = () => {
    if (!bitrix.installed) log(messages.installAddress, {url: `${cfg.publicUrl}/bitrix/install?key=${key.current()}`});
  };
  /** One install at a time: its checks take network round trips, and the first to finish would be overwritten. */
  let installing = false;

  const work = new Work((error: unknown) => log(messages.unexpected, {error: String(error)}));
  // Clicks wait on Pitel's answer: a pool of their own, so a hung Pitel never holds the calls' slots.
  const clickWork = new Work((error: unknown) => log(messages.unexpected, {error: String(error)}), 4);
  // Recordings: Bitrix24 fetches the file while attachRecord runs, at the pace of the recording host. A
  // pool of their own, so that slow ones never hold the slots of another call's card.
  const recordWork = new Work((error: unknown) => log(messages.unexpected, {error: String(error)}), 8);
  const enqueue = (job: () => Promise<unknown>, key: string) => work.run(key, job);
  const record = (id: string) => recordWork.run(`record:${id}`, () => sync.record(id), true);
  const runCall = (id: string) =>
    work.run(
      `call:${id}`,
      async () => {
        await sync.run(id);
        if (sync.hasRecordingLeft(id)) record(id);
      },
      true,
    );
  const setUpBitrix = () =>
    setUp({cfg, bitrix, log}).catch((e: Error & {code?: string}) =>
      log(messages.setUpFailed, {code: e.code, message: e.message}),
    );
  let timer: NodeJS.Timeout | undefined;
  let pruner: NodeJS.Timeout | undefined;

  return {
    health: () => ({installed: bitrix.installed}),

    async install(form: Form, given?: unknown): Promise<number> {
      if (installing) {
        log(messages.installBusy);
        return 409;
      }
      installing = true;
      try {
        const status = await install(form, given, {cfg, bitrix, tokens, log, key});
        if (status === 200) enqueue(setUpBitrix, 'bitrix-setup');
        return status;
      } finally {
        installing = false;
      }
    },

    bitrixEvent(form: Form): number {
      const auth = (form.auth ?? {}) as Form;
      log.secret(auth.access_token as string);
      log.secret(auth.refresh_token as string);
      const expected = tokens.read()?.applicationToken ?? '';
      if (!same(auth.application_token, expected)) {
        log(messages.bitrixEventRefused, {event: String(form.event)});
        return 401;
      }
      if (form.event === 'ONEXTERNALCALLSTART') {
        const data = (form.data ?? {}) as CallStart;
        // One click of a user at a time: the click waiting for Pitel's answer is known by its extension.
        clickWork.run(`click:${String(data.USER_ID)}`, async () => {
          const ids = await startClick(data, {book, users, pitel, cfg, log}).catch((e: {code?: string}) => {
            log(messages.clickBitrixUnavailable, {bitrix: data.CALL_ID, code: e.code});
            // The Bitrix24 call is still open: finished as failed once Bitrix24 answers (a pending call is retried).
            const [callId, userId] = [data.CALL_ID ?? '', Number(data.USER_ID)];
            return callId && userId && !book.hasClick(callId)
              ? [book.clickFailed(undefined, callId, userId, 'BITRIX24_UNAVAILABLE').id]
              : [];
          });
          for (const id of ids) runCall(id);
        });
      } else if (form.event === 'ONAPPUNINSTALL') {
        tokens.remove();
        bitrix.reset();
        log(messages.uninstalled);
        announce();
      } else log(messages.bitrixEventIgnored, {event: String(form.event)});
      return 200;
    },

    pitelEvent(event: PitelEvent, keys: unknown[]): number {
      if (!keys.some((k) => same(k, cfg.hookKey))) {
        log(messages.pitelEventRefused);
        return 401;
      }
      const got = book.receive(event);
      if (typeof got === 'string') {
        log(messages.pitelEventIgnored, {reason: got, call: event.call_id});
        return 200;
      }
      const {call, changed, lateCdr, regrouped} = got;
      if (lateCdr) log(messages.lateCdr, {call: call.id, bitrix: call.bitrix?.callId});
      else if (changed && call.finished && call.recorded)
        log(messages.eventDropped, {call: call.id, state: event.state, bitrix: call.bitrix?.callId});
      if (changed) runCall(call.id);
      if (regrouped) runCall(regrouped.id);
      return 200;
    },

    /**
     * Closes the calls whose wait has passed, tries the pending calls again (all unfinished ones when
     * `all`), and keeps the Bitrix24 tokens alive.
     */
    retry(all = false): void {
      enqueue(() => bitrix.keepAlive(), 'keep-alive');
      for (const call of book.closeDue()) runCall(call.id);
      for (const call of book.expireClicks()) {
        log(messages.clickExpired, {bitrix: call.bitrix?.callId});
        runCall(call.id);
      }
      for (const call of book.unfinished()) if (all || call.pending) runCall(call.id);
    },

    start(): void {
      if (bitrix.installed) enqueue(setUpBitrix, 'bitrix-setup');
      announce();
      enqueue(
        () => pitel.ensureHooks().catch((e: Error) => log(messages.hooksNotChecked, {error: e.message})),
        'pitel-hooks',
      );
      this.retry(true);
      timer = setInterval(() => this.retry(), cfg.retrySeconds * 1000);
      timer.unref();
      pruner = setInterval(() => book.prune(), 3600_000);
      pruner.unref();
    },

    /** Stops the timers and releases the call book (and its lock); work in flight is not awaited. */
    stop(): void {
      clearInterval(timer);
      clearInterval(pruner);
      book.close();
    },

    /** Resolves when no work is left in the queues. */
    async idle(): Promise<void> {
      // A click ends by queueing its call's work, and a call's work its recording: wait until no pool has any left.
      do {
        await clickWork.idle();
        await work.idle();
        await recordWork.idle();
      } while (clickWork.busy || work.busy || recordWork.busy);
    },
  };
}
