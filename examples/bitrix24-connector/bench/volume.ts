/**
 * Volume benchmark (not a test): a day of a 300-agent call center replayed against the stand-ins on
 * 127.0.0.1, through the connector's HTTP routes, as fast as it takes them.
 *
 *   npx tsx bench/volume.ts            # 30,000 calls (about 150,000 events)
 *   CALLS=3000 npx tsx bench/volume.ts # a smaller day
 *
 * Bounded: `CALLS` calls, and at most `LIMIT_S` seconds (default 900); `IN_FLIGHT` calls are played at
 * once (default 60), each call's events in order. A call is one of: a queue call ringing two or three
 * agents (one answers), a call to one extension, a missed call, a click-to-call. Printed as Markdown:
 * events per second sustained, the time from an event to the Bitrix24 request it causes (register for
 * the first `ringing`, finish for the `cdr`), the median time per event by tenth of the day (flat when the
 * call book's size does not slow each event), the process's memory (the connector, the stand-ins and the
 * load in one process), and the size of the call book.
 */
import {statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {Harness} from '../test/harness.js';
import {callProblems, cardsLeftShown, type PlayedCall} from '../test/invariants.js';

const CALLS = Number(process.env.CALLS ?? 30_000);
const LIMIT_S = Number(process.env.LIMIT_S ?? 900);
const IN_FLIGHT = Number(process.env.IN_FLIGHT ?? 60);
const AGENTS = ['101', '102'];
const HOTLINES = ['02800000001'];

type Event = Record<string, string | number>;

const pbx = (s: number) =>
  new Date(Date.parse('2024-01-01T00:00:00Z') + s * 1000).toISOString().slice(0, 19).replace('T', ' ');

/** The events of call `n`, in Pitel's order, whether it starts with a click, and what Bitrix24 should have of it. */
function callEvents(n: number): {events: Event[]; click: boolean; expect: PlayedCall} {
  const start = Math.floor((n * 86400) / CALLS);
  const customer = `09${String(1_000_000 + (n % 20_000)).padStart(8, '0')}`;
  const hotline = HOTLINES[0];
  const kind = n % 10;
  const ring = 5 + (n % 7);
  const talk = 30 + (n % 180);
  if (kind === 9) {
    const ext = AGENTS[n % 2];
    const base = {
      call_id: `bench-${n}`,
      direction: 'outbound',
      from_number: ext,
      to_number: customer,
      hotline,
      time_started: pbx(start),
    };
    const answered = {time_answered: pbx(start + ring)};
    return {
      click: true,
      expect: {ids: [base.call_id], anyDelivered: true, talk, recordingUrl: `https://pbx.example.com/r/${n}.mp3`},
      events: [
        {...base, state: 'ringing'},
        {...base, ...answered, state: 'answered'},
        {...base, ...answered, state: 'hangup', billsec: talk, time_ended: pbx(start + ring + talk)},
        {
          ...base,
          ...answered,
          state: 'cdr',
          status: 'answered',
          recording_url: `https://pbx.example.com/r/${n}.mp3`,
          time_ended: pbx(start + ring + talk),
        },
      ],
    };
  }
  const legs = kind < 5 ? 2 + (n % 2) : 1;
  const missed = kind === 8;
  const flow = `bench-${n}`;
  const ids = legs === 1 ? [flow] : Array.from({length: legs}, (_, i) => `${flow}-${i}`);
  const end = start + ring + (missed ? 0 : talk);
  const events: Event[] = [];
  const base = (i: number) => ({
    call_id: ids[i],
    direction: 'inbound',
    from_number: customer,
    to_number: AGENTS[i % 2],
    hotline,
    time_started: pbx(start),
  });
  ids.forEach((_, i) => events.push({...base(i), state: 'ringing'}));
  if (!missed) events.push({...base(0), state: 'answered', time_answered: pbx(start + ring)});
  ids.forEach((_, i) =>
    events.push({
      ...base(i),
      state: 'hangup',
      billsec: i === 0 && !missed ? talk : 0,
      time_ended: pbx(i === 0 && !missed ? end : start + ring),
    }),
  );
  events.push({
    call_id: flow,
    direction: 'inbound',
    from_number: customer,
    to_number: '',
    hotline,
    state: 'cdr',
    status: missed ? 'no-answered' : 'answered',
    recording_url: missed ? '' : `https://pbx.example.com/r/${n}.mp3`,
    time_started: pbx(start),
    time_ended: pbx(end),
  });
  const expect: PlayedCall = {
    ids: legs === 1 ? ids : [flow, ...ids],
    anyDelivered: true,
    talk: missed ? undefined : talk,
    recordingUrl: missed ? undefined : `https://pbx.example.com/r/${n}.mp3`,
  };
  return {events, click: false, expect};
}

const quantile = (xs: number[], q: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const ms = (x: number) => x.toFixed(1);

async function main(): Promise<void> {
  const h = await Harness.start({retrySeconds: 5});
  await h.install();
  const url = h.pitel.hooks[0].callback_url;
  const key = h.pitel.hooks[0].callback_apikey;
  const post = async (event: Event, tries = 5): Promise<void> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/json', authorization: `Bearer ${key}`},
      body: JSON.stringify(event),
    }).catch((error: unknown) => {
      // A kept-alive connection the server closed meanwhile: sent again (an event repeated changes nothing).
      if (tries > 1) return undefined;
      throw error;
    });
    if (!response) return post(event, tries - 1);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`event answered ${response.status}`);
  };
  const perEvent: {call: number; ms: number}[] = [];
  // What Bitrix24 should have of each call played; a click answered with its own call's id, however many are in flight.
  const expected: PlayedCall[] = [];
  const clickOf = new Map<string, {callId: string; asked: () => void}>();
  h.pitel.callIdFor = (q) => {
    const click = clickOf.get(`${q.ext}|${q.phone}`);
    click?.asked();
    return click?.callId;
  };
  const sentAt = new Map<string, number>();
  const t0 = performance.now();
  const deadline = t0 + LIMIT_S * 1000;
  let next = 0;
  let events = 0;
  const worker = async () => {
    while (next < CALLS && performance.now() < deadline) {
      const n = next++;
      const {events: list, click, expect} = callEvents(n);
      expected[n] = expect;
      if (click) {
        // Pitel places the call, and sends its events, once the connector has asked it to (or after 30 s).
        const asked = new Promise<void>((resolve) => {
          clickOf.set(`${String(list[0].from_number)}|${String(list[0].to_number)}`, {
            callId: `bench-${n}`,
            asked: resolve,
          });
          setTimeout(resolve, 30_000).unref();
        });
        const click = () => h.bitrix.click(Number(list[0].from_number) - 100, String(list[0].to_number), HOTLINES[0]);
        // A kept-alive connection the server closed meanwhile: clicked again once (a repeated click places one call).
        expect.click = {callId: (await click().catch(click)).callId};
        await asked;
      }
      for (const e of list) {
        const key = `${String(e.state)}|${n}`;
        const at = performance.now();
        if (!sentAt.has(key)) sentAt.set(key, at);
        await post(e);
        perEvent.push({call: n, ms: performance.now() - at});
        events++;
      }
    }
  };
  await Promise.all(Array.from({length: IN_FLIGHT}, worker));
  const sent = performance.now();
  await h.connector.idle();
  const drained = performance.now();
  const played = next;

  // Event → Bitrix24 request: the first ringing → its register; the cdr → its finish.
  const regAt = new Map<string, number>();
  const finishAt = new Map<string, number>();
  const callOf = new Map<string, number>();
  h.bitrix.registrations.forEach((r) => callOf.set(r.callId, Number(String(r.params.EXTERNAL_CALL_ID).split('-')[1])));
  h.bitrix.received.forEach((r, i) => {
    const at = h.bitrix.receivedAt[i];
    if (r.method === 'telephony.externalCall.register') {
      const n = String(r.params.EXTERNAL_CALL_ID).split('-')[1];
      if (!regAt.has(n)) regAt.set(n, at);
    }
    if (r.method === 'telephony.externalCall.finish') {
      const id = String(r.params.CALL_ID);
      const n = callOf.get(id) ?? Number(id.split('.').pop()) - 1;
      if (!finishAt.has(String(n))) finishAt.set(String(n), at);
    }
  });
  const lag: number[] = [];
  for (const [n, at] of regAt) {
    const s = sentAt.get(`ringing|${n}`);
    if (s !== undefined) lag.push(at - s);
  }
  for (const [n, at] of finishAt) {
    const s = sentAt.get(`cdr|${n}`);
    if (s !== undefined && at >= s) lag.push(at - s);
  }
  const tel = h.bitrix.telephony();
  const count = (m: string) => tel.filter((r) => r.method === m).length;
  const broken = [
    ...callProblems(expected.slice(0, played), h.bitrix.registrations, tel),
    ...cardsLeftShown(h.bitrix.registrations, tel),
  ];
  const deciles = Array.from({length: 10}, (_, d) =>
    quantile(
      perEvent.filter((p) => Math.floor((p.call * 10) / played) === d).map((p) => p.ms),
      0.5,
    ),
  );
  const db = path.join(h.dataDir, 'calls.db');
  const size = (f: string) => {
    try {
      return statSync(f).size;
    } catch {
      return 0;
    }
  };
  const mem = process.memoryUsage();
  const lines = [
    `| | |`,
    `|---|---|`,
    `| Machine | ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} |`,
    `| Calls played | ${played} of ${CALLS} (${IN_FLIGHT} at once) |`,
    `| Events | ${events}, all answered 200 |`,
    `| Sent in | ${ms((sent - t0) / 1000)} s: **${Math.round(events / ((sent - t0) / 1000))} events/s** sustained |`,
    `| Bitrix24 work drained | ${ms((drained - t0) / 1000)} s after the first event |`,
    `| Event → Bitrix24 request | median ${ms(quantile(lag, 0.5))} ms, p99 **${ms(quantile(lag, 0.99))} ms**, max ${ms(Math.max(...lag))} ms (${lag.length} pairs) |`,
    `| Bitrix24 received | register ${count('register')}, finish ${count('finish')}, attachRecord ${count('attachRecord')}, show ${count('show')}, hide ${count('hide')} (clicks ≈ ${Math.round(played / 10)}: finished, not registered) |`,
    `| Calls as Pitel placed them | ${broken.length ? `**${broken.length} broken**: ${broken.slice(0, 3).join('; ')}` : `all ${played}: each one Bitrix24 call, registered once (a click's by Bitrix24 alone), finished once with its talk time, its recording on it alone; no card left shown`} |`,
    `| Per-event time, median by tenth of the day | ${deciles.map(ms).join(' · ')} ms |`,
    `| Memory (RSS) at the end | ${Math.round(mem.rss / 2 ** 20)} MiB (heap used ${Math.round(mem.heapUsed / 2 ** 20)} MiB) |`,
    `| Call book | ${(size(db) / 2 ** 20).toFixed(1)} MiB (+ WAL ${(size(`${db}-wal`) / 2 ** 20).toFixed(1)} MiB) |`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (process.env.SHOW_LOG) process.stdout.write(`${h.logs.join('\n')}\n`);
  const errors = h.logs.filter((l) => / (warn|error) /.test(l));
  process.stdout.write(`warn/error lines: ${errors.length}${errors.length ? `, first: ${errors[0]}` : ''}\n`);
  await h.stop();
}

await main();
