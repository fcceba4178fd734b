/**
 * Whole calls, played by the Pitel stand-in event by event; each test asserts the telephony calls the
 * Bitrix24 stand-in received (named without `telephony.externalCall.`: register, show, hide, finish, attachRecord).
 */
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {CUSTOMER, Harness, HOTLINE} from './harness.js';

const RECORDING = 'https://recordings.example.com/example-0001.mp3';
const outbound = {direction: 'outbound', from_number: '101', to_number: CUSTOMER};
const answeredAt = {time_answered: '2024-01-01 09:00:05'};

let h: Harness;
beforeEach(async () => {
  h = await Harness.start();
  await h.install();
});
afterEach(() => h.stop());

const ofMethod = (method: string) => h.bitrix.telephony().filter((r) => r.method === method);

/** An inbound call to a queue that rings 101 (leg-a) then 102 (leg-b); 102 answers and talks 25 s. */
async function queueAnsweredBySecond(flow = 'flow-1'): Promise<void> {
  await h.send('ringing', 'leg-a', {to_number: '101'});
  await h.send('ringing', 'leg-b', {to_number: '102'});
  await h.send('answered', 'leg-b', {to_number: '102', ...answeredAt});
  await h.send('hangup', 'leg-a', {to_number: '101', duration: 8, billsec: 0});
  await h.send('hangup', 'leg-b', {to_number: '102', duration: 33, billsec: 25, ...answeredAt});
  await h.send('cdr', flow, {to_number: '', status: 'answered', recording_url: RECORDING, ...answeredAt});
}

describe('click-to-call', () => {
  it('answered: places the Pitel call from the user’s extension, then finishes the Bitrix24 call without registering it', async () => {
    h.pitel.nextCallId = 'c2c-1';
    const {callId, status} = await h.click(1);
    expect(status).toBe(200);
    expect(h.pitel.clicks).toEqual([{ext: '101', phone: CUSTOMER, hotline: HOTLINE}]);
    await h.send('ringing', 'c2c-1', outbound);
    await h.send('answered', 'c2c-1', {...outbound, ...answeredAt});
    await h.send('hangup', 'c2c-1', {...outbound, duration: 42, billsec: 30, ...answeredAt});
    await h.send('cdr', 'c2c-1', {...outbound, status: 'answered', recording_url: RECORDING, ...answeredAt});
    expect(h.bitrix.telephony()).toEqual([
      {method: 'finish', params: {CALL_ID: callId, USER_ID: 1, DURATION: 30, STATUS_CODE: '200'}},
      {method: 'attachRecord', params: {CALL_ID: callId, RECORD_URL: RECORDING}},
    ]);
  });

  it('unanswered: finishes the Bitrix24 call with the code of the status, and no recording', async () => {
    h.pitel.nextCallId = 'c2c-2';
    const {callId} = await h.click(1);
    await h.send('ringing', 'c2c-2', outbound);
    await h.send('answered', 'c2c-2', {...outbound, ...answeredAt});
    await h.send('hangup', 'c2c-2', {...outbound, duration: 20, billsec: 0, ...answeredAt});
    await h.send('cdr', 'c2c-2', {...outbound, status: 'no-answered', recording_url: '', ...answeredAt});
    expect(h.bitrix.telephony()).toEqual([
      {method: 'finish', params: {CALL_ID: callId, USER_ID: 1, DURATION: 0, STATUS_CODE: '304'}},
    ]);
  });

  it('an event that arrives before Pitel’s answer to the click still belongs to the Bitrix24 call', async () => {
    h.pitel.registered.clear(); // Pitel's answer will be a refusal: only the events can bind the call.
    h.pitel.registered.add('101');
    h.pitel.nextCallId = 'c2c-3';
    const {callId} = await h.click(1);
    await h.send('ringing', 'c2c-3', outbound);
    await h.send('hangup', 'c2c-3', {...outbound, duration: 5, billsec: 0});
    await h.send('cdr', 'c2c-3', {...outbound, status: 'cancel'});
    expect(ofMethod('register')).toEqual([]);
    expect(ofMethod('finish').map((r) => r.params)).toEqual([
      {CALL_ID: callId, USER_ID: 1, DURATION: 0, STATUS_CODE: '603-S'},
    ]);
  });

  it('the same click event twice: one Pitel call', async () => {
    h.pitel.nextCallId = 'c2c-4';
    const {callId} = await h.click(1);
    await h.click(1, {again: callId});
    expect(h.pitel.clicks).toHaveLength(1);
  });

  it('the extension is not logged in: finishes the Bitrix24 call as failed, with Pitel’s reason', async () => {
    h.pitel.registered.delete('101');
    const {callId} = await h.click(1);
    expect(h.bitrix.telephony()).toEqual([
      {
        method: 'finish',
        params: {CALL_ID: callId, USER_ID: 1, DURATION: 0, STATUS_CODE: 'OTHER', FAILED_REASON: 'USER_NOT_REGISTERED'},
      },
    ]);
  });
});

describe('inbound calls', () => {
  it('a queue call answered by the second of two agents: one call, cards shown then hidden, finished on the one who talked', async () => {
    await queueAnsweredBySecond();
    const [register] = ofMethod('register');
    expect(register.params).toEqual({
      USER_ID: 1,
      PHONE_NUMBER: CUSTOMER,
      TYPE: 2,
      CALL_START_DATE: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/),
      CRM_CREATE: 1,
      SHOW: 1,
      EXTERNAL_CALL_ID: 'leg-a',
      LINE_NUMBER: HOTLINE,
    });
    const CALL_ID = h.bitrix.calls[0].callId;
    expect(h.bitrix.telephony().slice(1)).toEqual([
      {method: 'show', params: {CALL_ID, USER_ID: [2]}},
      {method: 'hide', params: {CALL_ID, USER_ID: [1]}},
      {method: 'hide', params: {CALL_ID, USER_ID: [2]}},
      {method: 'finish', params: {CALL_ID, USER_ID: 2, DURATION: 25, STATUS_CODE: '200'}},
      {method: 'attachRecord', params: {CALL_ID, RECORD_URL: RECORDING}},
    ]);
  });

  it('a missed call: finished as missed on the agent it was registered to, with no recording and no error', async () => {
    await h.send('ringing', 'leg-a', {to_number: '101'});
    await h.send('ringing', 'leg-b', {to_number: '102'});
    await h.send('hangup', 'leg-a', {to_number: '101', duration: 20, billsec: 0});
    await h.send('hangup', 'leg-b', {to_number: '102', duration: 20, billsec: 0});
    await h.send('cdr', 'flow-2', {to_number: '', status: 'no-answered', recording_url: ''});
    const CALL_ID = h.bitrix.calls[0].callId;
    expect(h.bitrix.telephony().map((r) => r.method)).toEqual(['register', 'show', 'hide', 'hide', 'finish']);
    expect(ofMethod('finish')[0].params).toEqual({CALL_ID, USER_ID: 1, DURATION: 0, STATUS_CODE: '304'});
    expect(h.logs.filter((l) => l.includes('call has no recording'))).toHaveLength(1);
    expect(h.logs.filter((l) => / (warn|error) /.test(l))).toEqual([]);
  });

  it('an answered call without a recording: finished, nothing attached, said in the log, not an error', async () => {
    await h.send('ringing', 'in-1');
    await h.send('answered', 'in-1', answeredAt);
    await h.send('hangup', 'in-1', {duration: 45, billsec: 40, ...answeredAt});
    await h.send('cdr', 'in-1', {status: 'answered', recording_url: '', ...answeredAt});
    const CALL_ID = h.bitrix.calls[0].callId;
    expect(h.bitrix.telephony().map((r) => r.method)).toEqual(['register', 'hide', 'finish']);
    expect(ofMethod('finish')[0].params).toEqual({CALL_ID, USER_ID: 1, DURATION: 40, STATUS_CODE: '200'});
    expect(h.logs.filter((l) => l.includes('call has no recording'))).toHaveLength(1);
    expect(h.logs.filter((l) => / (warn|error) /.test(l))).toEqual([]);
  });

  it('events repeated, late and out of order: registered once, finished once with the right talk time and code', async () => {
    const b = {to_number: '102', ...answeredAt};
    await h.send('cdr', 'flow-3', {to_number: '', status: 'answered', recording_url: RECORDING, ...answeredAt});
    await h.send('answered', 'leg-b', b);
    await h.send('ringing', 'leg-a', {to_number: '101'});
    await h.send('cdr', 'flow-3', {to_number: '', status: 'answered', recording_url: RECORDING, ...answeredAt});
    await h.send('hangup', 'leg-b', {...b, duration: 33, billsec: 25});
    await h.send('ringing', 'leg-b', b);
    await h.send('hangup', 'leg-b', {...b, duration: 33, billsec: 25});
    await h.send('hangup', 'leg-a', {to_number: '101', duration: 8, billsec: 0});
    await h.send('ringing', 'leg-a', {to_number: '101'});
    expect(ofMethod('register')).toHaveLength(1);
    const CALL_ID = h.bitrix.calls[0].callId;
    expect(h.bitrix.calls).toHaveLength(1);
    expect(ofMethod('finish').map((r) => r.params)).toEqual([{CALL_ID, USER_ID: 2, DURATION: 25, STATUS_CODE: '200'}]);
    expect(ofMethod('attachRecord')).toHaveLength(1);
  });

  it('a new call from the same number after the last one ended is a call of its own', async () => {
    await h.send('ringing', 'in-2');
    await h.send('hangup', 'in-2', {duration: 10, billsec: 0});
    await h.send('cdr', 'in-2', {status: 'no-answered'});
    await h.send('ringing', 'in-3', {time_started: '2024-01-01 09:30:00'});
    expect(ofMethod('register').map((r) => r.params.EXTERNAL_CALL_ID)).toEqual(['in-2', 'in-3']);
  });
});

describe('Bitrix24 down, restarts, forged events', () => {
  it('Bitrix24 down for a while, then back: nothing is lost, nothing is sent twice', async () => {
    h.bitrix.down = true;
    await queueAnsweredBySecond();
    expect(h.bitrix.telephony()).toEqual([]);
    expect(h.logs.some((l) => l.includes('bitrix24 unavailable, will retry') && l.includes('status=503'))).toBe(true);
    h.bitrix.down = false;
    h.connector.retry();
    await h.connector.idle();
    const CALL_ID = h.bitrix.calls[0].callId;
    expect(h.bitrix.telephony()).toEqual([
      {method: 'register', params: expect.objectContaining({USER_ID: 1, SHOW: 0, EXTERNAL_CALL_ID: 'leg-a'})},
      {method: 'finish', params: {CALL_ID, USER_ID: 2, DURATION: 25, STATUS_CODE: '200'}},
      {method: 'attachRecord', params: {CALL_ID, RECORD_URL: RECORDING}},
    ]);
    h.connector.retry(true);
    await h.connector.idle();
    expect(h.bitrix.telephony()).toHaveLength(3);
  });

  it('a restart in the middle of a call: the call is carried on, not registered again', async () => {
    await h.send('ringing', 'in-4');
    await h.send('answered', 'in-4', answeredAt);
    await h.restart();
    await h.send('ringing', 'in-4');
    await h.send('hangup', 'in-4', {duration: 15, billsec: 12, ...answeredAt});
    await h.send('cdr', 'in-4', {status: 'answered', recording_url: RECORDING, ...answeredAt});
    expect(h.bitrix.telephony().map((r) => r.method)).toEqual(['register', 'hide', 'finish', 'attachRecord']);
    expect(ofMethod('finish')[0].params).toMatchObject({CALL_ID: h.bitrix.calls[0].callId, DURATION: 12});
  });

  it('a forged Bitrix24 event (wrong application_token) places no call', async () => {
    const {status} = await h.click(1, {token: 'forged-token-0001'});
    expect(status).toBe(401);
    expect(h.pitel.clicks).toEqual([]);
    expect(h.bitrix.telephony()).toEqual([]);
    expect(h.logs.some((l) => l.includes('bitrix24 event refused: wrong application_token'))).toBe(true);
  });

  it('a forged Pitel event (wrong hook key) registers nothing', async () => {
    expect(await h.send('ringing', 'in-5', {}, 'forged-key-0001')).toBe(401);
    expect(h.bitrix.telephony()).toEqual([]);
    expect(h.logs.some((l) => l.includes('pitel event refused: wrong hook key'))).toBe(true);
  });
});
