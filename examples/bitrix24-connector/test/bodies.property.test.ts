/**
 * A property over many bodies no secret signs: form keys built from the names a prototype attack uses
 * (`__proto__`, `constructor`, `prototype`) and the names the connector reads, nested with brackets or
 * dots, posted to every route. None may add anything to `Object.prototype`, and a genuine call afterwards
 * is written exactly as on a fresh connector. Fixed seed, so a failure replays.
 */
import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Harness} from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await Harness.start();
  await h.install();
});
afterAll(() => h.stop());

const NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'auth',
  'data',
  'cdr',
  'bitrix',
  'stuck',
  'finished',
  'legs',
  'event',
  'toString',
  'length',
  'x',
];
const name = fc.oneof(fc.constantFrom(...NAMES), fc.string({minLength: 1, maxLength: 6}));
/** `a[b][c]`, `a.b`, `a[]` or `a`. */
const key = fc
  .tuple(name, fc.array(name, {maxLength: 4}), fc.constantFrom('brackets', 'dots', 'array'))
  .map(([first, rest, style]) =>
    style === 'dots'
      ? [first, ...rest].join('.')
      : `${first}${rest.map((r) => `[${r}]`).join('')}${style === 'array' ? '[]' : ''}`,
  );
const value = fc.oneof(fc.constantFrom('busy', '1', 'true', 'externalCall.8', ''), fc.string({maxLength: 8}));
const form = fc.array(fc.tuple(key, value), {minLength: 1, maxLength: 8});
const route = fc.constantFrom(
  '/bitrix/events',
  '/bitrix/install',
  '/pitel/events',
  '/pitel/events?key=KEY',
  '/no/such/route',
);

const before = Object.getOwnPropertyNames(Object.prototype).sort();

describe('bodies without a secret', () => {
  it('add nothing to Object.prototype, and change no later call', async () => {
    await fc.assert(
      fc.asyncProperty(form, route, fc.boolean(), async (fields, target, json) => {
        const url = `${h.cfg.publicUrl}${target.replace('KEY', encodeURIComponent(h.cfg.hookKey))}`;
        const body = json
          ? JSON.stringify(Object.fromEntries(fields))
          : fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        const type = json ? 'application/json' : 'application/x-www-form-urlencoded';
        const response = await fetch(url, {method: 'POST', headers: {'content-type': type}, body});
        await response.arrayBuffer();
        await h.connector.idle();
        const probe = {} as Record<string, unknown>;
        return (
          response.status < 500 &&
          JSON.stringify(Object.getOwnPropertyNames(Object.prototype).sort()) === JSON.stringify(before) &&
          NAMES.every((n) => ['constructor', 'toString', '__proto__'].includes(n) || probe[n] === undefined)
        );
      }),
      {seed: 90, numRuns: 200},
    );
    const answered = {time_answered: '2024-01-01 09:00:05'};
    await h.send('ringing', 'after');
    await h.send('answered', 'after', answered);
    await h.send('hangup', 'after', {...answered, duration: 65, billsec: 60});
    await h.send('cdr', 'after', {...answered, status: 'answered', recording_url: 'https://pbx.example.com/after.mp3'});
    const ours = h.bitrix
      .telephony()
      .filter((c) => c.params.EXTERNAL_CALL_ID === 'after' || c.params.CALL_ID === h.bitrix.calls.at(-1)?.callId);
    expect(ours.map((c) => c.method)).toEqual(['register', 'hide', 'finish', 'attachRecord']);
    expect(ours[2].params).toMatchObject({DURATION: 60, STATUS_CODE: '200'});
  });
});
