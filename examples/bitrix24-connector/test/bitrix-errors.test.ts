/**
 * Bitrix24's errors, as its REST documentation names them: an expired access token (renewed, and the
 * call repeated), a pair close to expiry (renewed before the call), `WRONG_AUTH_TYPE` (not retried; the
 * call is never finished), a 5xx and `QUERY_LIMIT_EXCEEDED` (tried again); and no secret in any log line.
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {Tokens} from '../src/tokens.js';
import {Harness} from './harness.js';

let h: Harness;
beforeEach(async () => {
  h = await Harness.start();
  await h.install();
});
afterEach(() => h.stop());

const tokensFile = () => path.join(h.dataDir, 'tokens.json');
const stored = () => JSON.parse(readFileSync(tokensFile(), 'utf8')) as Tokens;
const registers = () => h.bitrix.telephony().filter((r) => r.method === 'register');

async function answeredCall(id: string): Promise<void> {
  await h.send('ringing', id);
  await h.send('hangup', id, {duration: 12, billsec: 10, time_answered: '2024-01-01 09:00:02'});
  await h.send('cdr', id, {status: 'answered', time_answered: '2024-01-01 09:00:02'});
}

describe('Bitrix24 errors', () => {
  it('expired_token: renews the pair once, repeats the call, and stores the new pair with mode 0600', async () => {
    h.bitrix.expireToken();
    await answeredCall('in-1');
    expect(h.bitrix.expiredCalls).toBe(1);
    expect(h.bitrix.renewals).toBe(1);
    expect(registers()).toHaveLength(1);
    expect(stored().accessToken).toBe(h.bitrix.accessToken);
    expect(stored().refreshToken).toBe(h.bitrix.refreshToken);
    expect(statSync(tokensFile()).mode & 0o777).toBe(0o600);
  });

  it('renews a pair about to expire before calling, so no call meets expired_token', async () => {
    const file = tokensFile();
    const t = stored();
    const {writeJson} = await import('../src/store.js');
    writeJson(file, {...t, expires: Math.floor(Date.now() / 1000) + 30});
    h.bitrix.expireToken();
    await h.restart();
    await answeredCall('in-2');
    expect(h.bitrix.renewals).toBe(1);
    expect(h.bitrix.expiredCalls).toBe(0);
    expect(registers()).toHaveLength(1);
  });

  it('WRONG_AUTH_TYPE: logged, not retried, and the call it could not register is never finished', async () => {
    h.bitrix.wrongAuthType = true;
    await answeredCall('in-3');
    h.connector.retry(true);
    await h.connector.idle();
    expect(h.bitrix.telephony().map((r) => r.method)).toEqual(['register']);
    expect(h.logs.filter((l) => l.includes('bitrix24 refused') && l.includes('code=WRONG_AUTH_TYPE'))).toHaveLength(1);
  });

  it('a 5xx: the call waits and is registered once when Bitrix24 answers again', async () => {
    h.bitrix.failNext('telephony.externalCall.register', {status: 500, error: 'INTERNAL_SERVER_ERROR'});
    await h.send('ringing', 'in-4');
    expect(
      h.logs.some((l) => l.includes('bitrix24 unavailable, will retry') && l.includes('code=INTERNAL_SERVER_ERROR')),
    ).toBe(true);
    h.connector.retry();
    await h.connector.idle();
    expect(registers()).toHaveLength(2);
    expect(h.bitrix.calls).toHaveLength(1);
    await h.send('hangup', 'in-4', {duration: 3, billsec: 0});
    await h.send('cdr', 'in-4', {status: 'no-answered'});
    expect(h.bitrix.telephony().filter((r) => r.method === 'finish')).toHaveLength(1);
  });

  it('QUERY_LIMIT_EXCEEDED (503): tried again, finished once', async () => {
    h.bitrix.failNext('telephony.externalCall.finish', 'down');
    await answeredCall('in-5');
    expect(h.bitrix.calls[0].finished).toBe(false);
    h.connector.retry();
    await h.connector.idle();
    expect(h.bitrix.calls[0].finished).toBe(true);
    expect(h.bitrix.telephony().filter((r) => r.method === 'finish')).toHaveLength(2);
  });

  it('logs no token, key or secret', async () => {
    h.bitrix.expireToken();
    h.pitel.expireToken();
    await answeredCall('in-6');
    await h.click(1);
    const secrets = [
      ...h.bitrix.issued,
      h.bitrix.applicationToken,
      h.bitrix.clientSecret,
      ...h.pitel.issued,
      h.pitel.apiKey,
      h.cfg.hookKey,
    ];
    expect(h.pitel.issued).toHaveLength(2);
    expect(h.logs.filter((line) => secrets.some((s) => line.includes(s)))).toEqual([]);
  });
});
