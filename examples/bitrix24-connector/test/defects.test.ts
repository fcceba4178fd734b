/**
 * Written-out sequences that once lost or mixed calls: a caller who rings back before the first call's
 * `cdr`, a lost `cdr`, an extension moved to another employee, a recording address without `.mp3`, a
 * refused token renewal, a hung Pitel, cards left open, an `answered` before its `ringing`, a register
 * retried after an outage, Pitel refusing the API key, a kill between two steps, a second connector on the
 * same data, and the upgrade from `calls.json`. Each asserts what the Bitrix24 stand-in received.
 */
import Database from 'better-sqlite3';
import {writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {CallBook, CLICK_WAIT_MS} from '../src/calls.js';
import {createConnector} from '../src/connector.js';
import {createLog} from '../src/log.js';
import {Harness, HOTLINE} from './harness.js';
import {cardsLeftShown} from './invariants.js';

let h: Harness;
beforeEach(async () => {
  h = await Harness.start();
  await h.install();
});
afterEach(() => h.stop());

const of = (method: string) => h.bitrix.telephony().filter((r) => r.method === method);
const at = (s: number) =>
  `2024-01-01 09:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
const REC = 'https://pbx.example.com/recordings/';

/** A leg answered (`leg` fields: its start and answer), its hangup after `billsec` at `end`, and its flow's answered cdr with a recording. */
async function talked(call: string, flow: string, leg: Record<string, string>, billsec: number, end: string) {
  await h.send('answered', call, leg);
  await h.send('hangup', call, {...leg, billsec, time_ended: end});
  await h.send('cdr', flow, {
    ...leg,
    to_number: '',
    status: 'ANSWERED',
    recording_url: `${REC}${flow}.mp3`,
    time_ended: end,
  });
}

/** The first event of an outbound call from extension 101, sent before Pitel has answered its click. */
const pitelEarly = (callId: string) => ({
  call_id: callId,
  state: 'ringing',
  direction: 'outbound',
  from_number: '101',
  hotline: HOTLINE,
  time_started: at(0),
});

/** A click by `user` to `phone` that Pitel holds: it has reached Pitel, which has not answered yet. */
async function clickHeldByPitel(user: number, phone: string) {
  h.pitel.holdClicks = true;
  void h.bitrix.click(user, phone, HOTLINE);
  while (!h.pitel.heldClicks.length) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** A restart while a click of user 1 to 0900000071 waits for Pitel, which never answers it. */
async function restartWhileClickWaits() {
  await clickHeldByPitel(1, '0900000071');
  h.pitel.heldClicks.length = 0;
  h.pitel.holdClicks = false;
  await h.restart();
}

describe('calls from one number', () => {
  it('D1: a caller who rings back before the first call’s cdr: two calls, each with its own duration and recording', async () => {
    const c = {from_number: '0900000009'};
    await h.send('ringing', 'G1', {...c, time_started: at(0)});
    await h.send('hangup', 'G1', {...c, time_started: at(0), billsec: 0, time_ended: at(10)});
    await h.send('ringing', 'G2', {...c, time_started: at(30)});
    await h.send('cdr', 'GF1', {...c, to_number: '', status: 'NO ANSWER', time_started: at(0), time_ended: at(10)});
    await h.send('answered', 'G2', {...c, time_started: at(30), time_answered: at(35)});
    await h.send('hangup', 'G2', {...c, time_started: at(30), time_answered: at(35), billsec: 45, time_ended: at(80)});
    await h.send('cdr', 'GF2', {
      ...c,
      to_number: '',
      status: 'ANSWERED',
      recording_url: `${REC}GF2.mp3`,
      time_started: at(30),
      time_answered: at(35),
      time_ended: at(80),
    });
    const [first, second] = h.bitrix.registrations;
    expect(h.bitrix.registrations.map((r) => r.params.EXTERNAL_CALL_ID)).toEqual(['G1', 'G2']);
    expect(of('finish').map((r) => r.params)).toEqual([
      {CALL_ID: first.callId, USER_ID: 1, DURATION: 0, STATUS_CODE: '304'},
      {CALL_ID: second.callId, USER_ID: 1, DURATION: 45, STATUS_CODE: '200'},
    ]);
    expect(of('attachRecord').map((r) => r.params)).toEqual([{CALL_ID: second.callId, RECORD_URL: `${REC}GF2.mp3`}]);
    expect(of('hide').map((r) => r.params.CALL_ID)).toEqual([first.callId, second.callId]);
  });

  it.each([3, 1])(
    'a caller who rings back %i s after an unanswered call, before its cdr: two calls, the second with its card and talk time',
    async (gap) => {
      const c = {from_number: '0900000010'};
      await h.send('ringing', 'R1', {...c, time_started: at(0)});
      await h.send('hangup', 'R1', {...c, time_started: at(0), billsec: 0, time_ended: at(20)});
      await h.send('ringing', 'R2', {...c, time_started: at(20 + gap)});
      await h.send('cdr', 'RF1', {...c, to_number: '', status: 'NO ANSWER', time_started: at(0), time_ended: at(20)});
      await talked('R2', 'RF2', {...c, time_started: at(20 + gap), time_answered: at(30)}, 60, at(90));
      const [first, second] = h.bitrix.registrations;
      expect(h.bitrix.registrations.map((r) => [r.params.EXTERNAL_CALL_ID, r.params.SHOW])).toEqual([
        ['R1', 1],
        ['R2', 1],
      ]);
      expect(of('finish').map((r) => r.params)).toEqual([
        {CALL_ID: first.callId, USER_ID: 1, DURATION: 0, STATUS_CODE: '304'},
        {CALL_ID: second.callId, USER_ID: 1, DURATION: 60, STATUS_CODE: '200'},
      ]);
      expect(of('attachRecord').map((r) => r.params.CALL_ID)).toEqual([second.callId]);
    },
  );

  it.each([1, 3, 5])(
    'a caller who rings back %i s after an unanswered queue call, before its last hangup: two calls, each with its own agent, talk time and recording',
    async (gap) => {
      const c = {from_number: '0900000012'};
      const p = {a: {...c, time_started: at(0)}, b: {...c, to_number: '102', time_started: at(1)}};
      const q = {a: {...c, time_started: at(20 + gap)}, b: {...c, to_number: '102', time_started: at(21 + gap)}};
      const answeredQ = {...q.b, time_answered: at(25 + gap)};
      await h.send('ringing', 'Pa', p.a);
      await h.send('ringing', 'Pb', p.b);
      await h.send('hangup', 'Pa', {...p.a, billsec: 0, time_ended: at(20)});
      // The call-back rings before the first call's last hangup has arrived.
      await h.send('ringing', 'Qa', q.a);
      await h.send('hangup', 'Pb', {...p.b, billsec: 0, time_ended: at(20)});
      await h.send('ringing', 'Qb', q.b);
      await h.send('cdr', 'PF', {...c, to_number: '', status: 'NO ANSWER', time_started: at(0), time_ended: at(20)});
      await h.send('answered', 'Qb', answeredQ);
      await h.send('hangup', 'Qa', {...q.a, billsec: 0, time_ended: at(25 + gap)});
      await h.send('hangup', 'Qb', {...answeredQ, billsec: 30, time_ended: at(55 + gap)});
      await h.send('cdr', 'QF', {
        ...c,
        to_number: '',
        status: 'ANSWERED',
        recording_url: `${REC}QF.mp3`,
        time_started: at(20 + gap),
        time_answered: at(25 + gap),
        time_ended: at(55 + gap),
      });
      const [first, second] = h.bitrix.registrations;
      expect(h.bitrix.registrations.map((r) => r.params.EXTERNAL_CALL_ID)).toEqual(['Pa', 'Qa']);
      expect(of('finish').map((r) => r.params)).toEqual([
        {CALL_ID: first.callId, USER_ID: 1, DURATION: 0, STATUS_CODE: '304'},
        {CALL_ID: second.callId, USER_ID: 2, DURATION: 30, STATUS_CODE: '200'},
      ]);
      expect(of('attachRecord').map((r) => r.params)).toEqual([{CALL_ID: second.callId, RECORD_URL: `${REC}QF.mp3`}]);
      expect(cardsLeftShown(h.bitrix.registrations, h.bitrix.telephony())).toEqual([]);
      expect(h.logs.filter((l) => l.includes('dropped'))).toEqual([]);
    },
  );

  it('a caller who rings again 50 s after a call whose hangup and cdr were lost: the second call is its own, with its talk time and recording', async () => {
    const c = {from_number: '0900000019'};
    await h.send('ringing', 'Y1', {...c, time_started: at(0)});
    const y2 = {...c, time_started: at(50), time_answered: at(55)};
    await h.send('ringing', 'Y2', {...c, time_started: at(50)});
    await talked('Y2', 'YF2', y2, 60, at(115));
    const [y2call] = h.bitrix.registrations.filter((r) => r.params.EXTERNAL_CALL_ID !== 'Y1');
    expect(of('finish').map((r) => r.params)).toEqual([
      {CALL_ID: y2call.callId, USER_ID: 1, DURATION: 60, STATUS_CODE: '200'},
    ]);
    expect(of('attachRecord').map((r) => r.params)).toEqual([{CALL_ID: y2call.callId, RECORD_URL: `${REC}YF2.mp3`}]);
    // The first call, whose end never came, waits its silence out, then is finished on its own.
    await h.advance(5 * 3600_000);
    const [y1call] = h.bitrix.registrations;
    expect(y1call.params.EXTERNAL_CALL_ID).toBe('Y1');
    expect(of('finish').map((r) => [r.params.CALL_ID, r.params.DURATION])).toEqual([
      [y2call.callId, 60],
      [y1call.callId, 0],
    ]);
    expect(cardsLeftShown(h.bitrix.registrations, h.bitrix.telephony())).toEqual([]);
  });

  it('a caller who rings back 3 s after an answered call: a call of its own, on the agent who answers it', async () => {
    const c = {from_number: '0900000011'};
    const a = {...c, time_started: at(0), time_answered: at(5)};
    await h.send('ringing', 'A1', {...c, time_started: at(0)});
    await talked('A1', 'AF1', a, 60, at(65));
    const b = {...c, to_number: '102', time_started: at(68), time_answered: at(72)};
    await h.send('ringing', 'A2', {...c, to_number: '102', time_started: at(68)});
    await talked('A2', 'AF2', b, 30, at(102));
    const [first, second] = h.bitrix.registrations;
    expect(h.bitrix.registrations.map((r) => [r.params.EXTERNAL_CALL_ID, r.params.USER_ID])).toEqual([
      ['A1', 1],
      ['A2', 2],
    ]);
    expect(of('finish').map((r) => [r.params.CALL_ID, r.params.DURATION])).toEqual([
      [first.callId, 60],
      [second.callId, 30],
    ]);
    expect(of('show').map((r) => [r.params.CALL_ID, r.params.USER_ID])).toEqual([]);
  });

  it('D2: one lost cdr: the call is finished from its legs after the wait, and a later call is a call of its own', async () => {
    const c = {from_number: '0900000018', to_number: '102'};
    await h.send('ringing', 'Z1', {...c, time_started: at(0)});
    await h.send('answered', 'Z1', {...c, time_started: at(0), time_answered: at(5)});
    await h.send('hangup', 'Z1', {...c, time_started: at(0), time_answered: at(5), billsec: 60, time_ended: at(65)});
    await h.advance(3600_000);
    await h.send('ringing', 'Z2', {...c, time_started: '2024-01-01 10:10:00'});
    await h.send('answered', 'Z2', {...c, time_started: '2024-01-01 10:10:00', time_answered: '2024-01-01 10:10:05'});
    await h.send('hangup', 'Z2', {
      ...c,
      time_started: '2024-01-01 10:10:00',
      billsec: 15,
      time_ended: '2024-01-01 10:10:20',
    });
    await h.send('cdr', 'ZF2', {
      ...c,
      status: 'answered',
      recording_url: `${REC}ZF2.mp3`,
      time_started: '2024-01-01 10:10:00',
      time_answered: '2024-01-01 10:10:05',
      time_ended: '2024-01-01 10:10:20',
    });
    const [z1, z2] = h.bitrix.registrations;
    expect(h.bitrix.registrations.map((r) => r.params.EXTERNAL_CALL_ID)).toEqual(['Z1', 'Z2']);
    expect(of('finish').map((r) => r.params)).toEqual([
      {CALL_ID: z1.callId, USER_ID: 2, DURATION: 60},
      {CALL_ID: z2.callId, USER_ID: 2, DURATION: 15, STATUS_CODE: '200'},
    ]);
    expect(of('attachRecord').map((r) => r.params)).toEqual([{CALL_ID: z2.callId, RECORD_URL: `${REC}ZF2.mp3`}]);
    expect(h.logs.filter((l) => l.includes('call finished without its cdr event call=Z1'))).toHaveLength(1);
  });

  it('a cdr that comes after its call was closed without it still brings the recording, to that call', async () => {
    await h.send('ringing', 'L1', {time_started: at(0)});
    await h.send('answered', 'L1', {time_started: at(0), time_answered: at(2)});
    await h.send('hangup', 'L1', {time_started: at(0), time_answered: at(2), billsec: 20, time_ended: at(22)});
    await h.advance(3600_000);
    await h.send('cdr', 'LF1', {
      to_number: '',
      status: 'answered',
      recording_url: `${REC}LF1.mp3`,
      time_started: at(0),
      time_ended: at(22),
    });
    const [l1] = h.bitrix.registrations;
    expect(of('finish')).toHaveLength(1);
    expect(of('attachRecord').map((r) => r.params)).toEqual([{CALL_ID: l1.callId, RECORD_URL: `${REC}LF1.mp3`}]);
    expect(h.logs.some((l) => l.includes('late cdr event joined its call call=L1'))).toBe(true);
  });
});

describe('Bitrix24 side', () => {
  it('D3: an extension moved to another employee is found again when Bitrix24 refuses the old one', async () => {
    await h.send('ringing', 'E0', {time_started: at(0)});
    await h.send('hangup', 'E0', {time_started: at(0), billsec: 0, time_ended: at(5)});
    await h.send('cdr', 'E0', {status: 'no-answered', time_started: at(0), time_ended: at(5)});
    const jane = h.bitrix.users.find((u) => u.ID === '1')!;
    jane.ACTIVE = false;
    h.bitrix.users.push({ID: '6', NAME: 'Ann', LAST_NAME: 'Doe', UF_PHONE_INNER: '101', ACTIVE: true});
    await h.send('ringing', 'E1', {time_started: at(60)});
    expect(h.bitrix.registrations.map((r) => [r.params.EXTERNAL_CALL_ID, r.params.USER_ID])).toEqual([
      ['E0', 1],
      ['E1', 6],
    ]);
  });

  it('D4: a recording address without .mp3 or .wav is attached with FILENAME', async () => {
    h.bitrix.strictRecordNames = true;
    const url = 'https://pbx.example.com/v1/recording/download?id=E1';
    await h.send('ringing', 'E1');
    await h.send('hangup', 'E1', {billsec: 9, time_answered: at(1)});
    await h.send('cdr', 'E1', {status: 'answered', recording_url: url, time_answered: at(1)});
    expect(of('attachRecord').map((r) => r.params)).toEqual([
      {CALL_ID: h.bitrix.calls[0].callId, RECORD_URL: url, FILENAME: 'E1.mp3'},
    ]);
    expect(h.logs.some((l) => l.includes('recording attached'))).toBe(true);
  });

  it('D5: a refused token renewal stops, logs one line, sends nothing more, and waits for a new install', async () => {
    h.bitrix.expireToken();
    h.bitrix.refreshToken = 'revoked';
    await h.send('ringing', 'R1');
    await h.send('hangup', 'R1', {billsec: 0});
    await h.send('cdr', 'R1', {status: 'no-answered'});
    h.connector.retry();
    await h.connector.idle();
    expect(h.logs.filter((l) => l.includes('bitrix24 tokens renewal refused'))).toHaveLength(1);
    expect(h.logs.filter((l) => l.includes('bitrix24 unavailable'))).toEqual([]);
    expect(of('register')).toEqual([]);
    // The operator adds the application again: deleting it posts ONAPPUNINSTALL, adding it a new pair.
    expect(await h.uninstall()).toBe(200);
    h.bitrix.accessToken = 'access-reinstalled-0001';
    h.bitrix.refreshToken = 'refresh-reinstalled-0001';
    await h.install();
    h.connector.retry();
    await h.connector.idle();
    expect(of('finish')).toHaveLength(1);
  });

  it('D7: a cdr without a hangup for each leg: every card shown is hidden', async () => {
    await h.send('ringing', 'N1', {to_number: '101'});
    await h.send('ringing', 'N2', {to_number: '102'});
    await h.send('cdr', 'NF', {to_number: '', status: 'no-answered'});
    const shown = new Set(of('show').flatMap((r) => r.params.USER_ID as number[]));
    shown.add(1);
    const hidden = new Set(of('hide').flatMap((r) => r.params.USER_ID as number[]));
    expect([...shown].filter((u) => !hidden.has(u))).toEqual([]);
    expect(of('finish')).toHaveLength(1);
  });

  it('D8: an answered before its ringing: the agent who answered gets the card', async () => {
    await h.send('ringing', 'D1', {to_number: '101'});
    await h.send('answered', 'D2', {to_number: '102', time_answered: at(3)});
    await h.send('ringing', 'D2', {to_number: '102'});
    expect(of('show').map((r) => r.params.USER_ID)).toEqual([[2]]);
  });

  it('D9: a register retried after an outage, for a call that has ended, does not ask to show the card', async () => {
    // An earlier call, so that the extension's employee is known when Bitrix24 goes down (as in the
    // walkthrough: the register itself fails, not the directory lookup before it).
    await h.send('ringing', 'U0', {from_number: '0900000009'});
    await h.send('hangup', 'U0', {from_number: '0900000009', billsec: 0});
    await h.send('cdr', 'U0', {from_number: '0900000009', status: 'no-answered'});
    h.bitrix.down = true;
    await h.send('ringing', 'U1');
    await h.send('hangup', 'U1', {billsec: 0});
    await h.send('cdr', 'U1', {status: 'no-answered'});
    h.bitrix.down = false;
    h.connector.retry();
    await h.connector.idle();
    const u1 = of('register').filter((r) => r.params.EXTERNAL_CALL_ID === 'U1');
    expect(u1.map((r) => r.params.SHOW)).toEqual([0]);
    expect(of('finish')).toHaveLength(2);
  });

  it('a register retried after an outage, once the first ringing agent has hung up: no card for that agent, every card shown hidden', async () => {
    // The directory knows both extensions before Bitrix24 goes down (the register itself fails).
    await h.send('ringing', 'W0', {from_number: '0900000009', to_number: '101'});
    await h.send('ringing', 'W0b', {from_number: '0900000009', to_number: '102'});
    await h.send('cdr', 'W0f', {from_number: '0900000009', to_number: '', status: 'no-answered'});
    h.bitrix.down = true;
    await h.send('ringing', 'Q1', {to_number: '101'});
    await h.send('ringing', 'Q2', {to_number: '102'});
    await h.send('hangup', 'Q1', {to_number: '101', billsec: 0});
    h.bitrix.down = false;
    h.connector.retry();
    await h.connector.idle();
    // The register names the first leg's employee (101), who no longer rings: the card goes to 102 alone.
    const q = of('register').filter((r) => r.params.EXTERNAL_CALL_ID === 'Q1');
    expect(q.map((r) => [r.params.USER_ID, r.params.SHOW])).toEqual([[1, 0]]);
    await h.send('answered', 'Q2', {to_number: '102', time_answered: at(9)});
    await h.send('hangup', 'Q2', {to_number: '102', time_answered: at(9), billsec: 20});
    await h.send('cdr', 'QF', {to_number: '', status: 'answered', time_answered: at(9)});
    const callId = h.bitrix.registrations.find((r) => r.params.EXTERNAL_CALL_ID === 'Q1')!.callId;
    const onQ = h.bitrix.telephony().filter((r) => r.params.CALL_ID === callId);
    const shown = new Set(onQ.filter((r) => r.method === 'show').flatMap((r) => r.params.USER_ID as number[]));
    const hidden = new Set(onQ.filter((r) => r.method === 'hide').flatMap((r) => r.params.USER_ID as number[]));
    expect([...shown]).toEqual([2]);
    expect([...shown].filter((u) => !hidden.has(u))).toEqual([]);
  });

  it('recordings Bitrix24 is slow to fetch do not hold a new call’s card', async () => {
    // attachRecord makes Bitrix24 fetch the file while the method runs: as many slow ones as the
    // connector runs calls' work at once, then a new call rings.
    h.bitrix.holdMethod = 'telephony.externalCall.attachRecord';
    const ended = 16;
    for (let i = 0; i < ended; i++) {
      const leg = {
        call_id: `R${i}`,
        direction: 'inbound',
        from_number: `09000002${String(i).padStart(2, '0')}`,
        to_number: '101',
        hotline: HOTLINE,
        time_started: at(0),
        time_answered: at(2),
        time_ended: at(32),
      };
      await h.pitel.send({...leg, state: 'hangup', billsec: 30});
      await h.pitel.send({...leg, state: 'cdr', status: 'ANSWERED', recording_url: `${REC}R${i}.mp3`});
    }
    const waiting = () => of('finish').length < ended || !h.bitrix.heldCalls.length;
    while (waiting()) await new Promise((resolve) => setTimeout(resolve, 20));
    await h.pitel.send({
      call_id: 'N1',
      state: 'ringing',
      direction: 'inbound',
      from_number: '0900000299',
      to_number: '102',
      hotline: HOTLINE,
      time_started: at(40),
    });
    // Polled, not timed: every recording is still held when the new call's card is registered.
    while (!h.bitrix.registrations.some((r) => r.params.EXTERNAL_CALL_ID === 'N1'))
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(of('attachRecord')).toEqual([]);
    expect(h.bitrix.registrations.find((r) => r.params.EXTERNAL_CALL_ID === 'N1')?.params.SHOW).toBe(1);
    h.bitrix.release();
    await h.connector.idle();
    expect(of('attachRecord')).toHaveLength(ended);
  });

  it('a Bitrix24 time-out is transient: the call waits, then is written', async () => {
    h.bitrix.failNext('telephony.externalCall.register', {status: 408, error: 'REQUEST_TIMEOUT'});
    await h.send('ringing', 'T1');
    h.connector.retry();
    await h.connector.idle();
    expect(h.bitrix.registrations).toHaveLength(1);
  });
});

describe('Pitel side', () => {
  it('two clicks by one agent before Pitel answers the first: each call on its own click, with its own talk time and recording', async () => {
    const out = (to: string) => ({direction: 'outbound', from_number: '101', to_number: to, hotline: HOTLINE});
    h.pitel.nextCallId = 'PC1';
    await clickHeldByPitel(1, '0900000061');
    h.pitel.nextCallId = 'PC2';
    void h.bitrix.click(1, '0900000062', HOTLINE);
    // Pitel's first event comes before its answer to the click (sent as it is: the click still waits).
    await h.pitel.send({call_id: 'PC1', state: 'ringing', time_started: at(0), ...out('0900000061')});
    h.pitel.releaseClicks();
    await h.connector.idle();
    const a = {...out('0900000061'), time_answered: at(3)};
    await h.send('answered', 'PC1', a);
    await h.send('hangup', 'PC1', {...a, billsec: 11});
    await h.send('cdr', 'PC1', {...a, status: 'answered', recording_url: `${REC}PC1.mp3`});
    const b = {...out('0900000062'), time_answered: at(3)};
    await h.send('ringing', 'PC2', out('0900000062'));
    await h.send('answered', 'PC2', b);
    await h.send('hangup', 'PC2', {...b, billsec: 22});
    await h.send('cdr', 'PC2', {...b, status: 'answered', recording_url: `${REC}PC2.mp3`});
    const [first, second] = h.bitrix.calls.map((c) => c.callId);
    expect(h.bitrix.registrations).toEqual([]);
    expect(of('finish').map((r) => [r.params.CALL_ID, r.params.DURATION])).toEqual([
      [first, 11],
      [second, 22],
    ]);
    expect(of('attachRecord').map((r) => [r.params.CALL_ID, r.params.RECORD_URL])).toEqual([
      [first, `${REC}PC1.mp3`],
      [second, `${REC}PC2.mp3`],
    ]);
  });

  it('a restart while a click waits for Pitel: the click is finished as failed, and takes no later call of the agent in', async () => {
    await restartWhileClickWaits();
    await h.advance(CLICK_WAIT_MS + 1000);
    const [click] = h.bitrix.calls.map((c) => c.callId);
    expect(of('finish').map((r) => [r.params.CALL_ID, r.params.FAILED_REASON])).toEqual([
      [click, 'NO_ANSWER_FROM_PITEL'],
    ]);
    expect(h.logs.filter((l) => l.includes('click-to-call failed: no call from Pitel'))).toHaveLength(1);
    const desk = {direction: 'outbound', from_number: '101', to_number: '0900000072', hotline: HOTLINE};
    await h.send('ringing', 'DESK1', desk);
    await h.send('answered', 'DESK1', {...desk, time_answered: at(3)});
    await h.send('hangup', 'DESK1', {...desk, time_answered: at(3), billsec: 35});
    await h.send('cdr', 'DESK1', {...desk, time_answered: at(3), status: 'answered', recording_url: `${REC}DESK1.mp3`});
    expect(h.bitrix.registrations.map((r) => r.params.EXTERNAL_CALL_ID)).toEqual(['DESK1']);
    expect(of('finish').map((r) => r.params.DURATION)).toEqual([0, 35]);
  });

  it('a click again after a restart that left a click waiting: the earlier one is finished as failed, the new one placed', async () => {
    await restartWhileClickWaits();
    h.pitel.nextCallId = 'PC9';
    await h.bitrix.click(1, '0900000071', HOTLINE);
    await h.connector.idle();
    const [first, second] = h.bitrix.calls.map((c) => c.callId);
    expect(of('finish').map((r) => [r.params.CALL_ID, r.params.FAILED_REASON])).toEqual([
      [first, 'NO_ANSWER_FROM_PITEL'],
    ]);
    const out = {direction: 'outbound', from_number: '101', to_number: '0900000071', hotline: HOTLINE};
    await h.send('ringing', 'PC9', out);
    await h.send('hangup', 'PC9', {...out, billsec: 0});
    await h.send('cdr', 'PC9', {...out, status: 'no-answered'});
    expect(of('finish').map((r) => r.params.CALL_ID)).toEqual([first, second]);
  });

  it('two users of one extension click at once: the second click fails at once, and the first keeps its call', async () => {
    h.bitrix.users.push({ID: '3', NAME: 'Ann', LAST_NAME: 'Doe', UF_PHONE_INNER: '101', ACTIVE: true});
    h.pitel.nextCallId = 'PC1';
    await clickHeldByPitel(1, '0900000061');
    void h.bitrix.click(3, '0900000062', HOTLINE);
    const second = h.bitrix.calls[1].callId;
    while (!of('finish').length) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(of('finish').map((r) => [r.params.CALL_ID, r.params.FAILED_REASON])).toEqual([[second, 'EXTENSION_BUSY']]);
    h.pitel.releaseClicks();
    await h.connector.idle();
    const out = {direction: 'outbound', from_number: '101', to_number: '0900000061', hotline: HOTLINE};
    await h.send('ringing', 'PC1', out);
    await h.send('hangup', 'PC1', {...out, billsec: 0});
    await h.send('cdr', 'PC1', {...out, status: 'no-answered'});
    expect(of('finish').map((r) => r.params.CALL_ID)).toEqual([second, h.bitrix.calls[0].callId]);
    expect(h.bitrix.registrations).toEqual([]);
  });

  it('a click Pitel answers too late, but places: the click keeps waiting, and its call is written on it once', async () => {
    h.timeoutMs = 300;
    await h.restart();
    await clickHeldByPitel(1, '0900000081');
    const [click] = h.bitrix.calls.map((c) => c.callId);
    while (!h.logs.some((l) => l.includes('click-to-call waits'))) await new Promise((r) => setTimeout(r, 20));
    h.pitel.releaseClicks();
    await h.connector.idle();
    expect(of('finish')).toEqual([]);
    const out = {direction: 'outbound', from_number: '101', to_number: '0900000081', hotline: HOTLINE};
    await h.send('ringing', 'LATE1', out);
    await talked('LATE1', 'LATE1', {...out, time_answered: at(4)}, 25, at(30));
    expect(h.bitrix.registrations).toEqual([]);
    expect(of('finish').map((r) => [r.params.CALL_ID, r.params.DURATION])).toEqual([[click, 25]]);
  });

  it("a click's own first event, before Pitel's answer, dialling the extension or the hotline: one call, on the click", async () => {
    for (const [n, early] of [
      ['E1', '101'],
      ['E2', HOTLINE],
      ['E3', ''],
    ].entries()) {
      h.pitel.nextCallId = early[0];
      await clickHeldByPitel(1, `090000009${n}`);
      const click = h.bitrix.calls[n].callId;
      // Sent as it is, not waited on: the click still waits for Pitel's answer.
      await h.pitel.send({...pitelEarly(early[0]), to_number: early[1]});
      h.pitel.releaseClicks();
      await h.connector.idle();
      const out = {direction: 'outbound', from_number: '101', to_number: `090000009${n}`, hotline: HOTLINE};
      await talked(early[0], early[0], {...out, time_answered: at(4)}, 20 + n, at(30));
      expect(of('finish').at(-1)?.params).toMatchObject({CALL_ID: click, DURATION: 20 + n});
    }
    expect(h.bitrix.registrations).toEqual([]);
  });

  it("a click's Pitel call written apart (its first event came first and dialled another number): the click is finished, not left open", async () => {
    h.pitel.nextCallId = 'AP1';
    await clickHeldByPitel(1, '0900000083');
    const click = h.bitrix.calls[0].callId;
    await h.pitel.send({...pitelEarly('AP1'), to_number: '0900000084'});
    h.pitel.releaseClicks();
    await h.connector.idle();
    expect(of('finish').map((r) => [r.params.CALL_ID, r.params.FAILED_REASON])).toEqual([
      [click, 'CALL_WRITTEN_APART'],
    ]);
    expect(h.logs.filter((l) => l.includes('its Pitel call came first'))).toHaveLength(1);
  });

  it('a click while Bitrix24 cannot be reached: its Bitrix24 call is finished as failed once Bitrix24 answers', async () => {
    h.bitrix.down = true;
    const {callId} = await h.bitrix.click(1, '0900000085', HOTLINE);
    await h.connector.idle();
    expect(h.logs.filter((l) => l.includes('click-to-call failed: Bitrix24 unavailable'))).toHaveLength(1);
    h.bitrix.down = false;
    h.connector.retry();
    await h.connector.idle();
    expect(of('finish').map((r) => [r.params.CALL_ID, r.params.FAILED_REASON])).toEqual([
      [callId, 'BITRIX24_UNAVAILABLE'],
    ]);
  });

  it('a call dialled on the desk phone while a click of the extension waits: a call of its own, the click untouched', async () => {
    await restartWhileClickWaits();
    const desk = {direction: 'outbound', from_number: '101', to_number: '0900000072', hotline: HOTLINE};
    await h.send('ringing', 'DESK2', desk);
    await h.send('answered', 'DESK2', {...desk, time_answered: at(3)});
    await h.send('hangup', 'DESK2', {...desk, time_answered: at(3), billsec: 35});
    await h.send('cdr', 'DESK2', {...desk, time_answered: at(3), status: 'answered', recording_url: `${REC}DESK2.mp3`});
    expect(h.bitrix.registrations.map((r) => [r.params.EXTERNAL_CALL_ID, r.params.PHONE_NUMBER])).toEqual([
      ['DESK2', '0900000072'],
    ]);
    await h.advance(CLICK_WAIT_MS + 1000);
    const [click] = h.bitrix.calls.map((c) => c.callId);
    expect(of('finish').map((r) => [r.params.CALL_ID, r.params.DURATION, r.params.FAILED_REASON])).toEqual([
      [h.bitrix.registrations[0].callId, 35, undefined],
      [click, 0, 'NO_ANSWER_FROM_PITEL'],
    ]);
  });

  it('D6: a hung Pitel click holds only that click: another call’s card is registered at once', async () => {
    // A Pitel that gives tokens and lists hooks, and never answers a click.
    const hung = createServer((req, res) => {
      if (req.url?.startsWith('/v1/click2call')) return;
      res.writeHead(200, {'content-type': 'application/json'});
      res.end(
        JSON.stringify({
          data: req.url === '/v1/auth/token' ? {token: 'hung-token-0001', expired: 4102444800} : [],
          created: true,
        }),
      );
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    await h.restart({pitelUrl: `http://127.0.0.1:${(hung.address() as AddressInfo).port}`});
    void h.bitrix.click(1, '0900000001', '02800000001');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await h.pitel.send({
      call_id: 'I1',
      state: 'ringing',
      direction: 'inbound',
      from_number: '0900000002',
      to_number: '102',
      hotline: '02800000001',
    });
    // Polled, not timed: the click is still hung (Pitel has not answered it) when the card is registered.
    while (!h.bitrix.registrations.length) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.logs.some((l) => l.includes('click-to-call'))).toBe(false);
    expect(h.bitrix.registrations.map((r) => r.params.EXTERNAL_CALL_ID)).toEqual(['I1']);
    hung.closeAllConnections();
    hung.close();
    await h.connector.idle();
  });

  it('D10: Pitel refusing the API key on a click is said so, not as the agent’s phone', async () => {
    h.pitel.refuseClicks = true;
    await h.click(1);
    expect(h.logs.some((l) => l.includes('click-to-call failed: Pitel'))).toBe(true);
    expect(h.logs.some((l) => l.includes('click-to-call failed: Pitel refused ') && !l.includes('API key'))).toBe(
      false,
    );
  });
});

describe('restarts and the call book', () => {
  it('a kill after Bitrix24 took finish, before it was saved: not refused, not stuck, and the recording is attached', async () => {
    h.bitrix.failNext('telephony.externalCall.attachRecord', 'down');
    await h.send('ringing', 'K1');
    await h.send('answered', 'K1', {time_answered: at(2)});
    await h.send('hangup', 'K1', {billsec: 30, time_answered: at(2)});
    await h.send('cdr', 'K1', {status: 'answered', recording_url: `${REC}K1.mp3`, time_answered: at(2)});
    // As the kill leaves it: `finishing` saved before `finish` was sent, `finished` not yet saved.
    h.connector.stop();
    const book = new CallBook(h.dataDir);
    const call = book.get('K1')!;
    expect(call.finishing).toBe(true);
    book.save({...call, finished: false, recorded: false});
    book.close();
    await h.restart();
    expect(of('finish')).toHaveLength(2);
    expect(h.bitrix.calls[0].finished).toBe(true);
    expect(of('attachRecord').map((r) => r.params.RECORD_URL)).toEqual([`${REC}K1.mp3`, `${REC}K1.mp3`]);
    expect(h.logs.filter((l) => l.includes('bitrix24 refused'))).toEqual([]);
    expect(h.logs.filter((l) => l.includes('recording attached call=K1'))).toHaveLength(1);
  });

  it('a kill after Bitrix24 took attachRecord, before it was saved: the recording is not attached twice', async () => {
    await h.send('ringing', 'K2');
    await h.send('answered', 'K2', {time_answered: at(2)});
    await h.send('hangup', 'K2', {billsec: 30, time_answered: at(2)});
    await h.send('cdr', 'K2', {status: 'answered', recording_url: `${REC}K2.mp3`, time_answered: at(2)});
    expect(of('attachRecord')).toHaveLength(1);
    // As the kill leaves it: `attaching` saved before attachRecord was sent, `recorded` not yet saved.
    h.connector.stop();
    const book = new CallBook(h.dataDir);
    const call = book.get('K2')!;
    expect(call.attaching).toBe(true);
    book.save({...call, recorded: false});
    book.close();
    await h.restart();
    expect(h.bitrix.received.filter((r) => r.method === 'voximplant.statistic.get')).toHaveLength(1);
    expect(of('attachRecord')).toHaveLength(1);
    expect(h.bitrix.calls[0].records).toBe(1);
    expect(h.logs.filter((l) => l.includes('recording attached call=K2'))).toHaveLength(2);
  });

  it('a kill before Bitrix24 took attachRecord: the recording is attached after the restart', async () => {
    h.bitrix.failNext('telephony.externalCall.attachRecord', 'down');
    await h.send('ringing', 'K3');
    await h.send('answered', 'K3', {time_answered: at(2)});
    await h.send('hangup', 'K3', {billsec: 30, time_answered: at(2)});
    await h.send('cdr', 'K3', {status: 'answered', recording_url: `${REC}K3.mp3`, time_answered: at(2)});
    expect(h.bitrix.calls[0].records).toBeUndefined();
    await h.restart();
    expect(of('attachRecord')).toHaveLength(2);
    expect(h.bitrix.calls[0].records).toBe(1);
  });

  it('a call book whose clicks have no dialled number (the previous version) gains the column, and its click still binds', async () => {
    h.connector.stop();
    const db = new Database(path.join(h.dataDir, 'calls.db'));
    db.exec('DROP TABLE clicks');
    db.exec(
      'CREATE TABLE clicks (ext TEXT PRIMARY KEY, bitrix_id TEXT NOT NULL, user_id INTEGER NOT NULL, at INTEGER NOT NULL)',
    );
    db.prepare('INSERT INTO clicks VALUES (?, ?, ?, ?)').run('101', 'externalCall.old', 1, h.now);
    db.close();
    await h.restart();
    const out = {direction: 'outbound', from_number: '101', to_number: '0900000081', hotline: HOTLINE};
    await h.send('ringing', 'OLD1', out);
    await h.send('hangup', 'OLD1', {...out, billsec: 0});
    await h.send('cdr', 'OLD1', {...out, status: 'no-answered'});
    expect(h.bitrix.registrations).toEqual([]);
    expect(of('finish').map((r) => r.params.CALL_ID)).toEqual(['externalCall.old']);
  });

  it('a second connector on the same data refuses to start, with one line', () => {
    const lines: string[] = [];
    expect(() => createConnector(h.cfg, {log: createLog((l) => lines.push(l))})).toThrow(/another connector/);
    expect(lines.filter((l) => l.includes('connector not started: another connector uses DATA_DIR'))).toHaveLength(1);
  });

  it('calls.json of the earlier version is moved into the database at the first start, and carried on', async () => {
    h.connector.stop();
    const {rmSync} = await import('node:fs');
    rmSync(path.join(h.dataDir, 'calls.db'), {force: true});
    rmSync(path.join(h.dataDir, 'calls.db-wal'), {force: true});
    const startedAt = new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00');
    const old = {
      calls: {
        'old-1': {
          id: 'old-1',
          inbound: true,
          customer: '0900000001',
          hotline: '02800000001',
          startedAt,
          lastTime: '2024-01-01 09:00:05',
          legs: {'old-1': {ext: '101', userId: 1, ringing: true, answered: true, shown: true}},
          register: {
            USER_ID: 1,
            PHONE_NUMBER: '0900000001',
            TYPE: 2,
            CALL_START_DATE: startedAt,
            CRM_CREATE: 1,
            SHOW: 1,
            EXTERNAL_CALL_ID: 'old-1',
            LINE_NUMBER: '02800000001',
          },
          bitrix: {callId: 'externalCall.old', userId: 1},
        },
      },
      ids: {'old-1': 'old-1'},
      clicks: {},
    };
    h.bitrix.calls.push({callId: 'externalCall.old', key: 'old', finished: false});
    writeFileSync(path.join(h.dataDir, 'calls.json'), JSON.stringify(old));
    await h.restart();
    expect(h.logs.some((l) => l.includes('call book moved from calls.json to calls.db'))).toBe(true);
    await h.send('hangup', 'old-1', {billsec: 12, time_answered: at(5)});
    await h.send('cdr', 'old-1', {status: 'answered', time_answered: at(5)});
    expect(of('register')).toEqual([]);
    expect(of('finish').map((r) => r.params)).toEqual([
      {CALL_ID: 'externalCall.old', USER_ID: 1, DURATION: 12, STATUS_CODE: '200'},
    ]);
    const {existsSync} = await import('node:fs');
    expect(existsSync(path.join(h.dataDir, 'calls.json'))).toBe(false);
    expect(existsSync(path.join(h.dataDir, 'calls.json.migrated'))).toBe(true);
  });
});
