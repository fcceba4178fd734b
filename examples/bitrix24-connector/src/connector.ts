/**
 * The connector's parts wired together, and what each request does. Requests are checked, stored and
 * answered at once; the Bitrix24 work they cause runs afterwards, one job at a time, in arrival order.
 * Pending work (after a transient Bitrix24 error) is tried again every `RETRY_SECONDS`, and all
 * unfinished work at start.
 */
import {timingSafeEqual} from 'node:crypto';
import {Bitrix, type Limits} from './bitrix.js';
import {CallBook, type PitelEvent} from './calls.js';
import {startClick, type CallStart} from './click-to-call.js';
import type {Config} from './config.js';
import {install, setUp, type Form} from './install.js';
import {createLog, type Log} from './log.js';
import {messages} from './messages.js';
import {Pitel} from './pitel.js';
import {ensureDir} from './store.js';
import {Sync} from './sync.js';
import {TokenFile} from './tokens.js';
import {Users} from './users.js';

export type Connector = ReturnType<typeof createConnector>;

/** Equal secrets, compared in constant time. */
function same(given: unknown, expected: string): boolean {
  const a = Buffer.from(typeof given === 'string' ? given : '');
  const b = Buffer.from(expected);
  return a.length === b.length && b.length > 0 && timingSafeEqual(a, b);
}

export function createConnector(cfg: Config, options: {log?: Log; limits?: Limits} = {}) {
  const log = options.log ?? createLog();
  for (const s of [cfg.clientSecret, cfg.pitelApiKey, cfg.hookKey]) log.secret(s);
  ensureDir(cfg.dataDir);
  const tokens = new TokenFile(cfg.dataDir);
  const stored = tokens.read();
  for (const s of [stored?.accessToken, stored?.refreshToken, stored?.applicationToken]) log.secret(s);
  const bitrix = new Bitrix(cfg, tokens, log, options.limits);
  const users = new Users(bitrix);
  const book = new CallBook(cfg.dataDir);
  const pitel = new Pitel(cfg, log);
  const sync = new Sync(book, bitrix, users, cfg, log);

  let tail: Promise<void> = Promise.resolve();
  const enqueue = (job: () => Promise<unknown>) => {
    tail = tail.then(job).then(
      () => undefined,
      (error: unknown) => log(messages.unexpected, {error: String(error)}),
    );
  };
  const setUpBitrix = () =>
    setUp({cfg, bitrix, log}).catch((e: Error & {code?: string}) =>
      log(messages.setUpFailed, {code: e.code, message: e.message}),
    );
  let timer: NodeJS.Timeout | undefined;

  return {
    health: () => ({installed: bitrix.installed}),

    async install(form: Form): Promise<number> {
      const status = await install(form, {cfg, bitrix, tokens, log});
      if (status === 200) enqueue(setUpBitrix);
      return status;
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
        enqueue(async () => {
          const data = (form.data ?? {}) as CallStart;
          const id = await startClick(data, {book, users, pitel, cfg, log}).catch((e: {code?: string}) => {
            log(messages.clickBitrixUnavailable, {bitrix: data.CALL_ID, code: e.code});
          });
          if (id) await sync.run(id);
        });
      } else if (form.event === 'ONAPPUNINSTALL') {
        tokens.remove();
        bitrix.reset();
        log(messages.uninstalled);
      } else log(messages.bitrixEventIgnored, {event: String(form.event)});
      return 200;
    },

    pitelEvent(event: PitelEvent, keys: unknown[]): number {
      if (!keys.some((k) => same(k, cfg.hookKey))) {
        log(messages.pitelEventRefused);
        return 401;
      }
      const call = book.receive(event);
      if (typeof call === 'string') log(messages.pitelEventIgnored, {reason: call, call: event.call_id});
      else enqueue(() => sync.run(call.id));
      return 200;
    },

    /** Tries the pending calls again (all unfinished ones when `all`), and keeps the Bitrix24 tokens alive. */
    retry(all = false): void {
      enqueue(() => bitrix.keepAlive());
      for (const call of book.unfinished()) if (all || call.pending) enqueue(() => sync.run(call.id));
    },

    start(): void {
      if (bitrix.installed) enqueue(setUpBitrix);
      enqueue(() => pitel.ensureHooks().catch((e: Error) => log(messages.hooksNotChecked, {error: e.message})));
      this.retry(true);
      timer = setInterval(() => this.retry(), cfg.retrySeconds * 1000);
      timer.unref();
    },

    stop(): void {
      clearInterval(timer);
    },

    /** Resolves when no work is left in the queue. */
    async idle(): Promise<void> {
      let seen: Promise<void>;
      do {
        seen = tail;
        await seen;
      } while (seen !== tail);
    },
  };
}
