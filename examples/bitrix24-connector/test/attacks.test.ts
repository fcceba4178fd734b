// cspell:ignore Ainfo Dforged ĐĂNG (an encoded newline and a split Vietnamese word, sent on purpose)
/**
 * Requests from someone who holds no secret, or who holds only what an employee of the portal can get,
 * each followed by the genuine calls it must not change: polluted prototypes, a taken-over install, a
 * crash, a poisoned log, numbers that are not numbers, a split character, stale Pitel hooks. Every case
 * goes through the connector's HTTP server, as a request from the internet would.
 */
import {connect} from 'node:net';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {Harness, HOTLINE} from './harness.js';

let h: Harness;
beforeEach(async () => (h = await Harness.start()));
afterEach(async () => {
  await h.stop();
  // On a connector that lets a body reach Object.prototype, keep one case from spoiling the next.
  for (const key of ['cdr', 'bitrix', 'stuck', 'polluted', 'finished'])
    delete (Object.prototype as Record<string, unknown>)[key];
});

const FORM = {'content-type': 'application/x-www-form-urlencoded'};
const JSON_TYPE = {'content-type': 'application/json'};

async function post(route: string, body: string, headers: Record<string, string> = FORM): Promise<number> {
  const response = await fetch(`${h.cfg.publicUrl}${route}`, {method: 'POST', headers, body});
  await response.arrayBuffer();
  await h.connector.idle();
  return response.status;
}

/** A genuine inbound call on extension 101, answered, 120 s of talk, with a recording. */
async function genuineCall(id: string, customer = '0900000001'): Promise<void> {
  const answered = {from_number: customer, time_answered: '2024-01-01 09:00:05'};
  await h.send('ringing', id, {from_number: customer});
  await h.send('answered', id, answered);
  await h.send('hangup', id, {...answered, duration: 125, billsec: 120});
  await h.send('cdr', id, {...answered, status: 'answered', recording_url: `https://pbx.example.com/rec/${id}.mp3`});
}

/** What Bitrix24 receives for `genuineCall(id)` on a connector nothing was done to: the card shown, hidden once answered, 120 s, its recording. */
const writtenAsIs = (id: string) => [
  {method: 'register', params: expect.objectContaining({EXTERNAL_CALL_ID: id, SHOW: 1, USER_ID: 1})},
  {method: 'hide', params: expect.objectContaining({USER_ID: [1]})},
  {method: 'finish', params: expect.objectContaining({USER_ID: 1, DURATION: 120, STATUS_CODE: '200'})},
  {method: 'attachRecord', params: expect.objectContaining({RECORD_URL: `https://pbx.example.com/rec/${id}.mp3`})},
];

const refusedLines = () => h.logs.filter((l) => l.includes(' request refused: body not valid'));

describe('prototype pollution from any POST body (review defect 1)', () => {
  it('D16: a form key __proto__[…] on an unknown route reaches nothing, and the next call is written as it was', async () => {
    await h.install();
    expect(await post('/no/such/route', '__proto__[cdr][status]=busy')).toBe(404);
    expect(({} as Record<string, unknown>).cdr).toBeUndefined();
    await genuineCall('d16');
    expect(h.bitrix.telephony()).toEqual(writtenAsIs('d16'));
  });

  it("D18: __proto__[bitrix][…] on /bitrix/events closes no other call with this call's duration and recording", async () => {
    await h.install();
    const forged = '__proto__[bitrix][callId]=externalCall.8&__proto__[bitrix][userId]=9&__proto__[bitrix][byClick]=1';
    expect([400, 401]).toContain(await post('/bitrix/events', forged));
    expect(({} as Record<string, unknown>).bitrix).toBeUndefined();
    await genuineCall('d18', '0912121212');
    const calls = h.bitrix.telephony();
    expect(calls[0]).toMatchObject({method: 'register', params: {PHONE_NUMBER: '0912121212'}});
    expect(calls.some((c) => c.params.CALL_ID === 'externalCall.8')).toBe(false);
  });

  it('a Pitel event whose call_id is __proto__ or constructor is refused, and the next call is written as it was', async () => {
    await h.install();
    for (const id of ['__proto__', 'constructor', 'toString']) {
      const status = await h.send('hangup', id, {to_number: '102', billsec: 999});
      expect(status).toBe(400);
    }
    expect(({} as Record<string, unknown>).hangup).toBeUndefined();
    await genuineCall('proto-next');
    expect(h.bitrix.telephony()).toEqual(writtenAsIs('proto-next'));
  });

  it('__proto__[stuck] does not make every later call skipped', async () => {
    await h.install();
    await post('/bitrix/install', '__proto__[stuck]=x&constructor[prototype][polluted]=1');
    await post('/pitel/events', '__proto__[stuck]=x', FORM);
    expect(({} as Record<string, unknown>).stuck).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await genuineCall('stuck');
    expect(h.bitrix.telephony()).toEqual(writtenAsIs('stuck'));
  });

  it('a JSON body with a __proto__ key is refused with a line, and reaches nothing', async () => {
    await h.install();
    const status = await post('/bitrix/events', '{"event":"X","__proto__":{"finished":true}}', JSON_TYPE);
    expect(status).toBe(400);
    expect(({} as Record<string, unknown>).finished).toBeUndefined();
    expect(refusedLines()).toHaveLength(1);
  });
});

describe('the install (review defect 2)', () => {
  /** Bitrix24's install form with another access token and an application_token of the sender's choice. */
  function forgedInstall(accessToken: string): string {
    const form = new URLSearchParams(h.bitrix.installEvent());
    form.set('auth[access_token]', accessToken);
    form.set('auth[refresh_token]', 'attacker-refresh-000');
    form.set('auth[application_token]', 'ATTACKER-CHOSEN-TOKEN-42');
    form.set('auth[domain]', 'evil.example');
    return form.toString();
  }

  async function forgedClick(): Promise<number> {
    const form = new URLSearchParams({
      event: 'ONEXTERNALCALLSTART',
      'data[PHONE_NUMBER]': '+881900000000',
      'data[USER_ID]': '1',
      'data[LINE_NUMBER]': HOTLINE,
      'data[CALL_ID]': 'externalCall.forged',
      ts: '1700000000',
      'auth[application_token]': 'ATTACKER-CHOSEN-TOKEN-42',
    });
    return post('/bitrix/events', form.toString());
  }

  /** The install route with the key the connector logged, as the operator pastes it. */
  const keyed = () => h.installUrl().slice(h.cfg.publicUrl.length);

  it('an install without the install address key is refused before any check, even while B24_CLIENT_ID is unset', async () => {
    await h.restart({clientId: ''});
    const status = await post('/bitrix/install', forgedInstall(h.bitrix.foreignToken({admin: true})));
    expect(status).toBe(403);
    expect(await post('/bitrix/install?key=guessed', forgedInstall(h.bitrix.foreignToken({admin: true})))).toBe(403);
    expect(existsSync(path.join(h.dataDir, 'tokens.json'))).toBe(false);
    expect(h.bitrix.foreignCalls).toEqual([]);
    expect(h.logs.filter((l) => l.includes('install address key is missing or wrong'))).toHaveLength(2);
    expect(await forgedClick()).toBe(401);
  });

  it('the install key works once: after the install it is gone, and a new one is printed when the application is deleted', async () => {
    const first = h.installUrl();
    expect(await h.install()).toBe(200);
    expect(existsSync(path.join(h.dataDir, 'install-key.json'))).toBe(false);
    expect(await h.uninstall()).toBe(200);
    expect(h.installUrl()).not.toBe(first);
    expect(await h.install()).toBe(200);
  });

  it('two installs at once: one is kept, the other refused 409', async () => {
    const install = h.bitrix.installEvent();
    const statuses = await Promise.all([post(keyed(), install), post(keyed(), install)]);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(h.logs.filter((l) => l.includes('bitrix24 installed'))).toHaveLength(1);
  });

  it('C4, C5: a token of another application of the portal installs nothing, and the chosen application_token places no call', async () => {
    const status = await post(keyed(), forgedInstall(h.bitrix.foreignToken({admin: true})));
    expect(status).toBe(403);
    expect(existsSync(path.join(h.dataDir, 'tokens.json'))).toBe(false);
    expect(h.logs.filter((l) => l.includes('bitrix24 installed'))).toEqual([]);
    expect(
      h.logs.some((l) => l.includes('install refused: the tokens are of another application code=local.other')),
    ).toBe(true);
    expect(await forgedClick()).toBe(401);
    expect(h.pitel.clicks).toEqual([]);
  });

  it('C4 after the install, C6, C7: an install while installed is refused, and the real events and calls go on', async () => {
    expect(await h.install()).toBe(200);
    const status = await post('/bitrix/install', forgedInstall(h.bitrix.foreignToken({admin: true})));
    expect(status).toBe(409);
    expect(h.bitrix.foreignCalls).toEqual([]);
    expect(await forgedClick()).toBe(401);
    expect(h.pitel.clicks).toEqual([]);
    expect((await h.click(1)).status).toBe(200);
    expect(h.pitel.clicks).toHaveLength(1);
    await genuineCall('c7');
    expect(h.bitrix.telephony().map((c) => c.method)).toContain('finish');
  });

  it('C8: the genuine install cannot be flipped back and forth: a second one, even with the real tokens, is refused', async () => {
    expect(await h.install()).toBe(200);
    expect(await h.install()).toBe(409);
    expect(h.logs.filter((l) => l.includes('bitrix24 install refused: already installed'))).toHaveLength(1);
  });

  it('a token of this application held by an employee who may not manage applications installs nothing', async () => {
    h.bitrix.admin = false;
    expect(await h.install()).toBe(403);
    expect(h.connector.health()).toEqual({installed: false});
    expect(h.logs.some((l) => l.includes('bitrix24 install refused: not an administrator'))).toBe(true);
  });

  it('after the application is deleted in Bitrix24, a new install is taken', async () => {
    expect(await h.install()).toBe(200);
    const uninstall = new URLSearchParams({
      event: 'ONAPPUNINSTALL',
      'auth[application_token]': h.bitrix.applicationToken,
    });
    expect(await post('/bitrix/events', uninstall.toString())).toBe(200);
    expect(await h.install()).toBe(200);
  });
});

describe('one request crashes or poisons the log (review defect 3)', () => {
  it('D15: an access_token that is not a text reaches nothing, and the next call does not crash the connector', async () => {
    await h.install();
    // An event's own tokens are not read (the install's are): dropped by the schema, the event refused for its application_token.
    const body = '{"event":"X","auth":{"access_token":{"length":6,"toString":1}}}';
    expect(await post('/bitrix/events', body, JSON_TYPE)).toBe(401);
    const install = '{"event":"ONAPPINSTALL","auth":{"access_token":{"length":6,"toString":1}}}';
    expect(await post('/bitrix/install', install, JSON_TYPE)).toBe(400);
    expect(refusedLines()).toEqual([expect.stringContaining('field=auth.access_token')]);
    await genuineCall('d15');
    expect(h.bitrix.telephony()).toEqual(writtenAsIs('d15'));
    expect(h.logs.some((l) => l.includes('unexpected failure'))).toBe(false);
  });

  it('D12: a refused event cannot blank out text in later log lines', async () => {
    await h.install();
    expect(await post('/bitrix/events', 'event=X&auth[access_token]=call%20registered')).toBe(401);
    await genuineCall('d12');
    expect(h.logs.some((l) => / info call registered .*call=d12/.test(l))).toBe(true);
    expect(h.logs.some((l) => l.includes('***'))).toBe(false);
  });

  it("D14: hundreds of refused events, each with its own tokens, add nothing to the log's list of secrets", async () => {
    await h.install();
    // Tokens that are also texts of later lines (the Bitrix24 call's id): a list that grew would blank them out.
    for (let i = 0; i < 300; i++)
      await post(
        '/bitrix/events',
        `event=X&auth[access_token]=externalCall.${i}&auth[refresh_token]=${'r'.repeat(2000)}${i}`,
      );
    await genuineCall('d14');
    expect(h.logs.some((l) => l.includes('bitrix=externalCall.1'))).toBe(true);
    expect(h.logs.some((l) => l.includes('***'))).toBe(false);
  });
});

describe('input (review section 8)', () => {
  it('D13: control characters in a field are escaped, and a newline starts no line of its own', async () => {
    await h.install();
    await post('/bitrix/events', 'event=%1b%5b2J%1b%5b31mFAKE%07&auth[application_token]=wrong-token-0001');
    await post(
      '/bitrix/events',
      'event=A%0Ainfo%20call%20registered%20call%3Dforged&auth[application_token]=wrong-0001',
    );
    const install = new URLSearchParams(h.bitrix.installEvent());
    install.set('auth[client_endpoint]', 'https://evil.example.com/\u001b[2J\u202erest/');
    await post('/bitrix/install', install.toString());
    // eslint-disable-next-line no-control-regex
    expect(h.logs.filter((l) => /[\u0000-\u001f\u007f-\u009f\u202e]/.test(l))).toEqual([]);
    expect(h.logs.filter((l) => l.includes('event refused'))).toHaveLength(2);
    expect(h.logs.some((l) => / info call registered call=forged/.test(l))).toBe(false);
  });

  it.each([
    ['invalid JSON (D1)', '{"call_id": ', JSON_TYPE],
    ['null (D3)', 'null', JSON_TYPE],
    ['an array', '[1,2]', JSON_TYPE],
    ['another content type', 'call_id=x', {'content-type': 'application/octet-stream'}],
  ])('%s sent to Pitel events with the key is refused 4xx with a line', async (_name, body, headers) => {
    const status = await fetch(`${h.cfg.publicUrl}/pitel/events`, {
      method: 'POST',
      headers: {...headers, authorization: `Bearer ${h.cfg.hookKey}`},
      body,
    }).then((r) => r.status);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(refusedLines()).toHaveLength(1);
  });

  it('D9: a body over 64 KiB is refused 413 with a line', async () => {
    const status = await post('/bitrix/events', `event=X&auth[application_token]=${'a'.repeat(70 * 1024)}`);
    expect(status).toBe(413);
    expect(refusedLines()).toEqual([expect.stringContaining('reason=FST_ERR_CTP_BODY_TOO_LARGE')]);
  });

  it.each([['1e9'], ['Infinity'], [120.9], ['0x78'], [-5], ['-5'], ['١٢٠'], ['１２０'], [1e9]])(
    'D19: billsec %s is refused, and no finish carries it',
    async (billsec) => {
      await h.install();
      await h.send('ringing', 'd19');
      await h.send('answered', 'd19', {time_answered: '2024-01-01 09:00:05'});
      const status = await h.send('hangup', 'd19', {billsec, duration: 130, time_answered: '2024-01-01 09:00:05'});
      await h.send('cdr', 'd19', {status: 'answered', time_answered: '2024-01-01 09:00:05'});
      expect(status).toBe(400);
      expect(refusedLines()).toEqual([expect.stringContaining('field=billsec')]);
      for (const call of h.bitrix.telephony().filter((c) => c.method === 'finish'))
        expect(Number.isInteger(call.params.DURATION) && (call.params.DURATION as number) < 1e6).toBe(true);
    },
  );

  it('a field the connector does not read costs no event, whatever its value', async () => {
    await h.install();
    await h.send('ringing', 'unread');
    await h.send('answered', 'unread', {time_answered: '2024-01-01 09:00:05'});
    const odd = {duration: '32.0', sip_call_id: 'x'.repeat(5000), domain: {nested: true}, application: 7};
    const fields = {...odd, billsec: 30, time_answered: '2024-01-01 09:00:05'} as unknown as Record<string, string>;
    expect(await h.send('hangup', 'unread', fields)).toBe(200);
    await h.send('cdr', 'unread', {status: 'answered', time_answered: '2024-01-01 09:00:05'});
    expect(
      h.bitrix
        .telephony()
        .filter((c) => c.method === 'finish')
        .map((c) => c.params.DURATION),
    ).toEqual([30]);
  });

  it('a recording link that is not http(s) is refused', async () => {
    await h.install();
    await h.send('ringing', 'file-link');
    expect(await h.send('cdr', 'file-link', {status: 'answered', recording_url: 'file:///etc/passwd'})).toBe(400);
  });

  it('D20: a character split across two TCP writes is read whole', async () => {
    await h.install();
    // Raw UTF-8, as the review sent it, in two writes cut inside the first character (Đ is 2 bytes).
    const raw = Buffer.from('event=ĐĂNG-KÝ&auth[application_token]=wrong-0002', 'utf8');
    for (const payload of [raw]) {
      const {port} = new URL(h.cfg.publicUrl);
      const head = `POST /bitrix/events HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: ${payload.length}\r\nconnection: close\r\n\r\n`;
      await new Promise<void>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(head);
          socket.write(payload.subarray(0, 7));
          setTimeout(() => socket.write(payload.subarray(7)), 20);
        });
        socket.on('data', () => undefined);
        socket.on('close', () => resolve());
        socket.on('error', reject);
      });
    }
    await h.connector.idle();
    const refused = h.logs.filter((l) => l.includes('event refused'));
    expect(refused).toHaveLength(1);
    for (const line of refused) expect(line).toContain('event=ĐĂNG-KÝ');
  });
});

describe('routes and methods (review section 8)', () => {
  it('HEAD /health answers as GET does; other methods on the POST routes answer 405', async () => {
    expect((await fetch(`${h.cfg.publicUrl}/health`, {method: 'HEAD'})).status).toBe(200);
    for (const route of ['/bitrix/install', '/bitrix/events', '/pitel/events'])
      expect((await fetch(`${h.cfg.publicUrl}${route}`)).status).toBe(405);
  });

  it('B6: the Bearer scheme is read in any case', async () => {
    await h.install();
    const event = {
      call_id: 'b6',
      state: 'ringing',
      direction: 'inbound',
      from_number: '0900000001',
      to_number: '101',
      hotline: HOTLINE,
    };
    const response = await fetch(`${h.cfg.publicUrl}/pitel/events`, {
      method: 'POST',
      headers: {...JSON_TYPE, authorization: `bearer ${h.cfg.hookKey}`},
      body: JSON.stringify(event),
    });
    expect(response.status).toBe(200);
  });

  it('a Pitel event without the key is refused before its body is read; so is any body to an unknown path', async () => {
    const big = 'x'.repeat(200 * 1024);
    expect(await post('/pitel/events', big, JSON_TYPE)).toBe(401);
    expect(await post('/pitel/events?key=wrong-key-000000000', big, JSON_TYPE)).toBe(401);
    expect(await post('/no/such/route', big, JSON_TYPE)).toBe(404);
    expect(refusedLines()).toEqual([]);
    expect(h.logs.filter((l) => l.includes('pitel event refused: wrong hook key'))).toHaveLength(2);
  });
});

describe('stale Pitel hooks (review defect 7, E2)', () => {
  it('after PUBLIC_URL changes, the subscriptions to the old address are deleted, and none with another key', async () => {
    const old = h.pitel.hooks.map((k) => k.callback_url);
    expect(old).toHaveLength(4);
    h.pitel.hooks.push({
      id: 'other-system',
      event: 'cdr',
      callback_url: 'https://crm.example.org/hook',
      callback_apikey: 'theirs-0000000000',
    });
    await h.restart({publicUrl: `${new URL(h.cfg.publicUrl).origin}/moved`});
    expect(h.pitel.hooks.map((k) => [k.event, k.callback_url.replace(/\?.*$/, '')])).toEqual([
      ['cdr', 'https://crm.example.org/hook'],
      ...['ringing', 'answered', 'hangup', 'cdr'].map((e) => [
        e,
        `${new URL(h.cfg.publicUrl).origin}/moved/pitel/events`,
      ]),
    ]);
    expect(h.logs.filter((l) => l.includes('pitel hook removed: old address'))).toHaveLength(4);
  });
});
