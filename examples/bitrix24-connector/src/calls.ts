/**
 * The call book: Pitel's events, gathered into one call each (the rules are `lifecycle.ts`'s), with what
 * the connector has done in Bitrix24 for it, in `DATA_DIR/calls.db` (SQLite, see `store.ts`).
 *
 * Each event is one transaction: find its call (indexed: by `call_id`, else by number, hotline and
 * start), merge it, write the call back. Each step done in Bitrix24 is saved as soon as Bitrix24 has
 * accepted it (`save`). A call is one row: the columns the lookups need, and the call itself as JSON.
 * Calls are kept 7 days, then dropped (`prune`, at start and every hour).
 *
 * The JSON call book of earlier versions (`calls.json`) is read into the database at the first start and
 * renamed `calls.json.migrated`: nothing is lost by an upgrade, and nothing is migrated twice.
 */
import {existsSync, renameSync} from 'node:fs';
import path from 'node:path';
import {
  isOver,
  joins,
  merge,
  moveLegs,
  open,
  phaseOf,
  strays,
  wakeAt,
  type Call,
  type PitelEvent,
} from './lifecycle.js';
import {openDb, readJson, UnreadableFile, type Db} from './store.js';

export type {Call, Leg, PitelEvent} from './lifecycle.js';

const KEEP_DAYS = 7;
/**
 * How long a click waits for its Pitel call: Pitel answers the click within its 10 s time limit, and its
 * first event comes as the call starts. A click older than this (the connector stopped while Pitel
 * placed it) takes no later call of its extension in, and is finished as failed (`expireClicks`).
 */
export const CLICK_WAIT_MS = 2 * 60_000;
/** A caller's calls looked at to place an event with a new `call_id`: the most recent ones. */
const RECENT = 20;

const schema = `
CREATE TABLE IF NOT EXISTS calls (
  id TEXT PRIMARY KEY,
  inbound INTEGER NOT NULL,
  customer TEXT NOT NULL,
  hotline TEXT NOT NULL,
  created INTEGER NOT NULL,
  bitrix_id TEXT,
  todo INTEGER NOT NULL,
  wake_at INTEGER,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS calls_by_caller ON calls (customer, hotline, inbound, created);
CREATE INDEX IF NOT EXISTS calls_todo ON calls (todo) WHERE todo = 1;
CREATE INDEX IF NOT EXISTS calls_wake ON calls (wake_at) WHERE wake_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS calls_bitrix ON calls (bitrix_id) WHERE bitrix_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS calls_created ON calls (created);
CREATE TABLE IF NOT EXISTS ids (call_id TEXT PRIMARY KEY, call TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS ids_by_call ON ids (call);
CREATE TABLE IF NOT EXISTS clicks (ext TEXT PRIMARY KEY, bitrix_id TEXT NOT NULL, user_id INTEGER NOT NULL, at INTEGER NOT NULL, phone TEXT NOT NULL DEFAULT '');
CREATE INDEX IF NOT EXISTS clicks_bitrix ON clicks (bitrix_id);
`;

const stamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** The JSON call book of version 0.1 (`calls.json`). */
interface OldState {
  calls?: Record<string, Partial<Call>>;
  ids?: Record<string, string>;
  clicks?: Record<string, {callId: string; userId: number; at: string}>;
}

export interface Received {
  call: Call;
  /** The event was new to its call (not a repeat). */
  changed: boolean;
  /** A `cdr` that reached its call after the call was closed without it. */
  lateCdr: boolean;
  /** The call the `cdr` took legs from, or gave legs to (`#regroup`): it has changed too. */
  regrouped?: Call;
}

export class CallBook {
  readonly file: string;
  readonly #db: Db;
  readonly #now: () => number;
  readonly #q;

  constructor(dataDir: string, options: {now?: () => number} = {}) {
    this.file = path.join(dataDir, 'calls.db');
    this.#now = options.now ?? Date.now;
    this.#db = openDb(this.file);
    this.#db.exec(schema);
    // A call book of the previous version has no dialled number on its clicks.
    const columns = this.#db.prepare<[], {name: string}>('PRAGMA table_info(clicks)').all();
    if (!columns.some((c) => c.name === 'phone'))
      this.#db.exec("ALTER TABLE clicks ADD COLUMN phone TEXT NOT NULL DEFAULT ''");
    const db = this.#db;
    this.#q = {
      get: db.prepare<[string], {data: string}>('SELECT data FROM calls WHERE id = ?'),
      byId: db.prepare<[string], {call: string}>('SELECT call FROM ids WHERE call_id = ?'),
      recent: db.prepare<[string, string], {data: string}>(
        'SELECT data FROM calls WHERE customer = ? AND hotline = ? AND inbound = 1 ORDER BY created DESC LIMIT ' +
          RECENT,
      ),
      put: db.prepare(
        `INSERT INTO calls (id, inbound, customer, hotline, created, bitrix_id, todo, wake_at, data)
         VALUES (@id, @inbound, @customer, @hotline, @created, @bitrix_id, @todo, @wake_at, @data)
         ON CONFLICT (id) DO UPDATE SET customer = @customer, hotline = @hotline, bitrix_id = @bitrix_id,
           todo = @todo, wake_at = @wake_at, data = @data`,
      ),
      addId: db.prepare('INSERT OR IGNORE INTO ids (call_id, call) VALUES (?, ?)'),
      moveId: db.prepare('INSERT OR REPLACE INTO ids (call, call_id) VALUES (?, ?)'),
      todo: db.prepare<[], {data: string}>('SELECT data FROM calls WHERE todo = 1 ORDER BY created'),
      due: db.prepare<[number], {data: string}>('SELECT data FROM calls WHERE wake_at <= ? ORDER BY wake_at'),
      clickOf: db.prepare<[string, number], {bitrix_id: string; user_id: number; phone: string}>(
        'SELECT bitrix_id, user_id, phone FROM clicks WHERE ext = ? AND at >= ?',
      ),
      clickAny: db.prepare<[string], {bitrix_id: string; user_id: number; at: number}>(
        'SELECT bitrix_id, user_id, at FROM clicks WHERE ext = ?',
      ),
      staleClicks: db.prepare<[number], {ext: string; bitrix_id: string; user_id: number}>(
        'SELECT ext, bitrix_id, user_id FROM clicks WHERE at < ?',
      ),
      clickSeen: db.prepare<[string, string], {n: number}>(
        'SELECT (SELECT count(*) FROM clicks WHERE bitrix_id = ?) + (SELECT count(*) FROM calls WHERE bitrix_id = ?) AS n',
      ),
      addClick: db.prepare('INSERT OR REPLACE INTO clicks (ext, bitrix_id, user_id, at, phone) VALUES (?, ?, ?, ?, ?)'),
      dropClick: db.prepare('DELETE FROM clicks WHERE ext = ?'),
    };
    this.#migrate(dataDir);
    this.prune();
  }

  get(id: string): Call | undefined {
    const row = this.#q.get.get(id);
    return row && (JSON.parse(row.data) as Call);
  }

  /** Calls with work left in Bitrix24. */
  unfinished(): Call[] {
    return this.#q.todo.all().map((r) => JSON.parse(r.data) as Call);
  }

  /** Closes the calls whose wait has passed (over without their `cdr`); answers them. */
  closeDue(): Call[] {
    const now = this.#now();
    const closed: Call[] = [];
    this.#db.transaction(() => {
      for (const row of this.#q.due.all(now)) {
        const call = JSON.parse(row.data) as Call;
        call.closed = true;
        this.save(call);
        closed.push(call);
      }
    })();
    return closed;
  }

  /** Merges an event into its call, in one transaction; answers the call, or the reason it was ignored. */
  receive(e: PitelEvent): Received | string {
    if (!e.call_id) return 'no call_id';
    if (e.direction !== 'inbound' && e.direction !== 'outbound') return `direction ${e.direction}`;
    if (!['ringing', 'answered', 'hangup', 'cdr'].includes(e.state ?? '')) return `state ${e.state}`;
    return this.#db.transaction(() => {
      const now = this.#now();
      const call = this.#locate(e);
      const lateCdr = e.state === 'cdr' && !call.cdr && phaseOf(call) === 'closed';
      const changed = merge(call, e, now);
      // A closed call finished without its `cdr`: its own late `cdr` still brings the recording.
      if (lateCdr && call.finished) call.recorded = !call.cdr?.recordingUrl;
      this.#q.addId.run(e.call_id!, call.id);
      const regrouped = changed && !lateCdr && e.state === 'cdr' ? this.#regroup(call) : undefined;
      if (changed) this.save(call);
      return {call, changed, lateCdr, regrouped};
    })();
  }

  /**
   * A `cdr` tells which legs are its flow's, which their own events cannot (a caller who rings back a
   * second after a queue call looks like the next agent it rings): its span (`time_started` …
   * `time_ended`). When its call holds legs that started after that span, they are a later call, and
   * become one of their own; when it met no call (it opened one) but an earlier call holds legs within
   * its span, those legs are its flow's, and move to its call. Only while the call that gives them has
   * not been finished in Bitrix24 (its `DURATION` would already count them). Answers the other call.
   */
  #regroup(call: Call): Call | undefined {
    const {start, end} = call.cdr ?? {};
    if (!call.inbound || !start || !end) return undefined;
    const open = (c: Call) => !c.finishing && !c.finished;
    if (Object.keys(call.legs).length) {
      const later = open(call) ? strays(call, start, end, true) : [];
      if (!later.length) return undefined;
      const first = later.reduce((a, b) => ((call.legs[b].start ?? '') < (call.legs[a].start ?? '') ? b : a));
      if (this.#q.get.get(first)) return undefined;
      const own = this.#create(first, {direction: 'inbound', from_number: call.customer, hotline: call.hotline});
      this.#move(call, own, later);
      return own;
    }
    const donors = this.#q.recent
      .all(call.customer, call.hotline)
      .map((r) => JSON.parse(r.data) as Call)
      .filter((c) => c.id !== call.id && !c.cdr && open(c));
    for (const donor of donors) {
      const ours = strays(donor, start, end, false);
      if (!ours.length) continue;
      this.#move(donor, call, ours);
      return donor;
    }
    return undefined;
  }

  /** Moves legs `ids` of `from` to `to`, their `call_id`s with them, and saves both. */
  #move(from: Call, to: Call, ids: string[]): void {
    moveLegs(from, to, ids);
    for (const id of ids) this.#q.moveId.run(to.id, id);
    this.save(from);
    this.save(to);
  }

  /** Whether a click with this Bitrix24 `CALL_ID` has been handled already. */
  hasClick(callId: string): boolean {
    return this.#q.clickSeen.get(callId, callId)!.n > 0;
  }

  /**
   * A click in Bitrix24 is about to become a Pitel call from `ext`. An earlier click of `ext` by another
   * user, still waiting for its Pitel call (two users of one extension), keeps it: answers `busy`, and this
   * click is not kept. An earlier one of the same user (whose clicks run one at a time, so it was left by
   * a stop), or one older than `CLICK_WAIT_MS`, is finished as failed first: answers its call, to bring up
   * to date in Bitrix24.
   */
  clickStarted(ext: string, callId: string, userId: number, phone = ''): 'busy' | Call | undefined {
    return this.#db.transaction(() => {
      const earlier = this.#q.clickAny.get(ext);
      const waiting = earlier && earlier.user_id !== userId && earlier.at >= this.#now() - CLICK_WAIT_MS;
      if (waiting) return 'busy' as const;
      const expired = earlier && this.clickFailed(ext, earlier.bitrix_id, earlier.user_id, 'NO_ANSWER_FROM_PITEL');
      this.#q.addClick.run(ext, callId, userId, this.#now(), phone);
      return expired;
    })();
  }

  /**
   * Pitel accepted the click: its `call_id` belongs to the Bitrix24 call, unless an event bound it first.
   * When an event of that `call_id` came first and opened a call of its own, the click's Bitrix24 call is
   * answered, to be finished as failed (`CALL_WRITTEN_APART`) rather than left open.
   */
  clickPlaced(ext: string, pitelId: string): Call | undefined {
    return this.#db.transaction(() => {
      const click = this.#clickOf(ext);
      this.#q.dropClick.run(ext);
      if (!click) return undefined;
      const opened = this.#q.byId.get(pitelId);
      const call = opened && this.get(opened.call);
      if (!call) {
        this.#create(
          pitelId,
          {direction: 'outbound', from_number: ext},
          {callId: click.bitrix_id, userId: click.user_id},
        );
        return undefined;
      }
      if (call.bitrix?.callId === click.bitrix_id) return undefined;
      return this.clickFailed(undefined, click.bitrix_id, click.user_id, 'CALL_WRITTEN_APART');
    })();
  }

  /**
   * The click of `ext` still waiting for its Pitel call, if any; given an event, only when the event may be
   * that click's call: it dialled the clicked number, or no customer's number at all (empty, the
   * extension, the hotline: the agent's leg, which Pitel rings first, may carry those). A call dialled on
   * the desk phone to another number meanwhile is a call of its own.
   */
  #clickOf(ext: string, e?: PitelEvent): {bitrix_id: string; user_id: number} | undefined {
    const click = this.#q.clickOf.get(ext, this.#now() - CLICK_WAIT_MS);
    if (!click || !e) return click;
    const dialled = e.to_number ?? '';
    const noCustomer = !dialled || dialled === ext || dialled === e.hotline;
    return noCustomer || sameNumber(click.phone, dialled) ? click : undefined;
  }

  /**
   * The clicks whose Pitel call never came within `CLICK_WAIT_MS` (the connector stopped while Pitel placed
   * them): each becomes a call to finish as failed, as a refused click is.
   */
  expireClicks(): Call[] {
    return this.#q.staleClicks
      .all(this.#now() - CLICK_WAIT_MS)
      .map((c) => this.clickFailed(c.ext, c.bitrix_id, c.user_id, 'NO_ANSWER_FROM_PITEL'));
  }

  /** Pitel refused the click: the Bitrix24 call is to be finished as failed. */
  clickFailed(ext: string | undefined, callId: string, userId: number, reason: string): Call {
    return this.#db.transaction(() => {
      if (ext) this.#q.dropClick.run(ext);
      const call = this.#create(`click-${callId}`, {direction: 'outbound', from_number: ext}, {callId, userId}, false);
      call.cdr = {status: 'FAILED', answered: false, ext: ext ?? '', failedReason: reason};
      call.recorded = true;
      this.save(call);
      return call;
    })();
  }

  /** Writes a call back (one statement: its own transaction unless inside one). */
  save(call: Call): void {
    const todo = !call.stuck && !(call.finished && call.recorded);
    this.#q.put.run({
      id: call.id,
      inbound: call.inbound ? 1 : 0,
      customer: call.customer,
      hotline: call.hotline,
      created: Date.parse(call.startedAt) || this.#now(),
      bitrix_id: call.bitrix?.callId ?? null,
      todo: todo ? 1 : 0,
      wake_at: isOver(call) || call.closed ? null : (wakeAt(call) ?? null),
      data: JSON.stringify(call),
    });
  }

  /** Drops calls (and clicks) older than 7 days. */
  prune(): void {
    const cutoff = this.#now() - KEEP_DAYS * 86400_000;
    this.#db.transaction(() => {
      this.#db.prepare('DELETE FROM ids WHERE call IN (SELECT id FROM calls WHERE created < ?)').run(cutoff);
      this.#db.prepare('DELETE FROM calls WHERE created < ?').run(cutoff);
      this.#db.prepare('DELETE FROM clicks WHERE at < ?').run(cutoff);
    })();
  }

  /** Releases the database and its lock. */
  close(): void {
    if (this.#db.open) this.#db.close();
  }

  #locate(e: PitelEvent): Call {
    const known = this.#q.byId.get(e.call_id!);
    const call = known && this.get(known.call);
    if (call) return call;
    if (e.direction === 'outbound') {
      const ext = e.from_number ?? '';
      const click = this.#clickOf(ext, e);
      if (click) this.#q.dropClick.run(ext);
      return this.#create(e.call_id!, e, click && {callId: click.bitrix_id, userId: click.user_id});
    }
    const recent = this.#q.recent.all(e.from_number ?? '', e.hotline ?? '').map((r) => JSON.parse(r.data) as Call);
    return joins(e, recent) ?? this.#create(e.call_id!, e);
  }

  #create(id: string, e: PitelEvent, click?: {callId: string; userId: number}, store = true): Call {
    const now = this.#now();
    const call = open(id, e, now, stamp(now));
    if (click) call.bitrix = {callId: click.callId, userId: click.userId, byClick: true};
    if (store) this.save(call);
    this.#q.addId.run(id, id);
    return call;
  }

  /** Reads `calls.json` of version 0.1 into the database, once, and renames it. */
  #migrate(dataDir: string): void {
    const file = path.join(dataDir, 'calls.json');
    if (!existsSync(file)) return;
    let old: OldState;
    try {
      old = readJson<OldState>(file) ?? {};
    } catch {
      // Kept as it is, for the operator to repair or move away; the connector does not start on it.
      throw new UnreadableFile(file);
    }
    const now = this.#now();
    this.#db.transaction(() => {
      for (const c of Object.values(old.calls ?? {})) {
        if (!c.id) continue;
        const call: Call = {
          heardAt: now,
          firstTime: c.lastTime ?? '',
          lastTime: '',
          customer: '',
          hotline: '',
          inbound: false,
          startedAt: stamp(now),
          legs: {},
          ...c,
          id: c.id,
        };
        // A call of the old book that its `cdr` had not reached is left to this book's waits.
        this.save(call);
        this.#q.addId.run(call.id, call.id);
      }
      for (const [pitelId, id] of Object.entries(old.ids ?? {})) this.#q.addId.run(pitelId, id);
      for (const [ext, click] of Object.entries(old.clicks ?? {}))
        this.#q.addClick.run(ext, click.callId, click.userId, Date.parse(click.at) || now, '');
    })();
    renameSync(file, `${file}.migrated`);
  }
}

/**
 * Whether a click's number and an event's dialled number are one: their last nine digits (a Vietnamese
 * number's, whatever its prefix: `0`, `84`, `+84`). A click of the previous version, without a number,
 * matches any.
 */
function sameNumber(clicked: string, dialled: string): boolean {
  const tail = (n: string) => n.replace(/\D/g, '').slice(-9);
  return !clicked || tail(clicked) === tail(dialled);
}
