/**
 * Token renewals that go wrong in time: an authorization server that accepts a renewal and never
 * answers (the renewal is given up within the time limit, logged, and tried again), and a renewal that
 * answers after the application was deleted (its pair is not stored, so a new install is accepted).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {writeJson} from '../src/store.js';
import type {Tokens} from '../src/tokens.js';
import {CUSTOMER, HOTLINE, Harness} from './harness.js';

let h: Harness;
beforeEach(async () => {
  h = await Harness.start();
  await h.install();
});
afterEach(() => h.stop());

const tokensFile = () => path.join(h.dataDir, 'tokens.json');
const registers = () => h.bitrix.telephony().filter((r) => r.method === 'register');

/** The stored pair expires within the connector's early-renewal margin, so the next call renews it first. */
function aboutToExpire(): void {
  const t = JSON.parse(readFileSync(tokensFile(), 'utf8')) as Tokens;
  writeJson(tokensFile(), {...t, expires: Math.floor(Date.now() / 1000) + 30});
}

/** Pitel reports a ringing call, without waiting for the connector to finish what it causes. */
function ringing(id: string): Promise<number> {
  return h.pitel.send({
    call_id: id,
    direction: 'inbound',
    from_number: CUSTOMER,
    to_number: '101',
    hotline: HOTLINE,
    state: 'ringing',
    time_started: '2024-01-01 09:00:00',
    time_answered: '',
    time_ended: '',
  });
}

describe('token renewal', () => {
  it('a renewal that never answers is given up and logged, and the call is registered once renewal works', async () => {
    h.timeoutMs = 300;
    await h.restart();
    aboutToExpire();
    h.bitrix.holdRenewals = true;
    await h.send('ringing', 'hung-1');
    expect(registers()).toHaveLength(0);
    expect(h.logs.filter((l) => l.includes('bitrix24 tokens renewal got no answer'))).toHaveLength(1);

    h.bitrix.holdRenewals = false;
    h.connector.retry();
    await h.connector.idle();
    expect(h.bitrix.renewals).toBe(1);
    expect(registers()).toHaveLength(1);
  });

  it('a renewal that answers after ONAPPUNINSTALL is not stored, and the application installs again', async () => {
    aboutToExpire();
    h.bitrix.holdRenewals = true;
    await ringing('late-1');
    await vi.waitFor(() => expect(h.bitrix.heldRenewals).toHaveLength(1));
    const deleted = await fetch(`${h.cfg.publicUrl}/bitrix/events`, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({event: 'ONAPPUNINSTALL', 'auth[application_token]': h.bitrix.applicationToken}),
    });
    expect(deleted.status).toBe(200);

    h.bitrix.holdRenewals = false;
    for (const answer of h.bitrix.heldRenewals.splice(0)) answer();
    await h.connector.idle();
    expect(existsSync(tokensFile())).toBe(false);
    expect(await h.install()).toBe(200);
  });
});
