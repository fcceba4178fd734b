/**
 * The settings that change what the connector does, each played with whole calls: `PUBLIC_URL` with a
 * path, `DEFAULT_USER_ID`; and Pitel unavailable when a click must be placed. Then each setting checked
 * at start: a value the connector cannot use stops it with the setting's name.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {basePath, InvalidSetting, MissingSettings, readConfig} from '../src/config.js';
import {messages} from '../src/messages.js';
import {Harness} from './harness.js';

const answeredAt = {time_answered: '2024-01-01 09:00:05'};
// Hosts under .test (reserved for tests): the README's example.com hosts are refused as placeholders.
const required = {
  B24_PORTAL_URL: 'https://portal.bitrix24.test',
  PITEL_API_URL: 'https://pbx.test',
  PITEL_API_KEY: 'pitel-api-key-not-real-0001',
  PITEL_HOOK_KEY: 'hook-key-not-real-0001',
  HOTLINES: '02800000001',
};

let running: Harness | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

async function start(...args: Parameters<typeof Harness.start>): Promise<Harness> {
  running = await Harness.start(...args);
  return running;
}

/** An inbound call on extension 103, which no Bitrix24 user has as Extension number; answered, 20 s. */
async function callOn103(h: Harness): Promise<void> {
  await h.send('ringing', 'in-103', {to_number: '103'});
  await h.send('answered', 'in-103', {to_number: '103', ...answeredAt});
  await h.send('hangup', 'in-103', {to_number: '103', duration: 25, billsec: 20, ...answeredAt});
  await h.send('cdr', 'in-103', {to_number: '103', status: 'answered', ...answeredAt});
}

const logged = (h: Harness, text: string) => h.logs.filter((l) => l.includes(` ${text}`));

describe('PUBLIC_URL with a path', () => {
  it('reads the path of PUBLIC_URL, with or without its last slash', () => {
    const cfg = readConfig({...required, PUBLIC_URL: 'https://connector.test/pitel/'});
    expect(cfg.publicUrl).toBe('https://connector.test/pitel');
    expect(basePath(cfg.publicUrl)).toBe('/pitel');
    expect(basePath('https://connector.example.com')).toBe('');
  });

  it('gives Bitrix24 and Pitel addresses under the path, and answers there: install, click, call', async () => {
    const h = await start({}, '/pitel');
    expect(await h.install()).toBe(200);
    const base = `${new URL(h.cfg.publicUrl).origin}/pitel`;
    expect(h.bitrix.handlers.map((b) => b.handler)).toEqual([`${base}/bitrix/events`, `${base}/bitrix/events`]);
    expect(h.pitel.hooks.map((k) => k.callback_url.replace(/\?.*$/, ''))).toEqual(
      Array(4).fill(`${base}/pitel/events`),
    );
    h.pitel.nextCallId = 'c2c-path';
    const {callId} = await h.click(1);
    expect(h.pitel.clicks).toHaveLength(1);
    const outbound = {direction: 'outbound', from_number: '101', to_number: '0900000001', ...answeredAt};
    await h.send('ringing', 'c2c-path', outbound);
    await h.send('hangup', 'c2c-path', {...outbound, duration: 12, billsec: 10});
    await h.send('cdr', 'c2c-path', {...outbound, status: 'answered'});
    expect(h.bitrix.telephony()).toEqual([
      {method: 'finish', params: {CALL_ID: callId, USER_ID: 1, DURATION: 10, STATUS_CODE: '200'}},
    ]);
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect((await fetch(`${new URL(h.cfg.publicUrl).origin}/health`)).status).toBe(404);
  });
});

describe('DEFAULT_USER_ID', () => {
  it('set: a call on an extension no employee has is registered and finished on that user', async () => {
    const h = await start({defaultUserId: 2});
    await h.install();
    await callOn103(h);
    const CALL_ID = h.bitrix.calls[0].callId;
    expect(h.bitrix.telephony()).toEqual([
      {method: 'register', params: expect.objectContaining({USER_ID: 2, EXTERNAL_CALL_ID: 'in-103'})},
      {method: 'finish', params: {CALL_ID, USER_ID: 2, DURATION: 20, STATUS_CODE: '200'}},
    ]);
    expect(logged(h, messages.noUser.text)).toEqual([]);
  });

  it('not set: the same call is not written, and the log says which extension', async () => {
    const h = await start();
    await h.install();
    await callOn103(h);
    expect(h.bitrix.telephony()).toEqual([]);
    expect(logged(h, messages.noUser.text)[0]).toContain('ext=103');
  });
});

describe('Pitel unavailable on a click', () => {
  it('a 5xx from Pitel: the Bitrix24 call is finished at once as failed, and the log says Pitel is unavailable', async () => {
    const h = await start();
    await h.install();
    h.pitel.down = true;
    const {callId} = await h.click(1);
    const [finish] = h.bitrix.telephony();
    expect(finish).toMatchObject({method: 'finish', params: {CALL_ID: callId, USER_ID: 1, STATUS_CODE: 'OTHER'}});
    expect(logged(h, messages.clickPitelUnavailable.text)).toHaveLength(1);
    expect(logged(h, messages.clickRefused.text)).toEqual([]);
  });
});

describe('settings checked at start (J1-J3)', () => {
  const env = {...required, PUBLIC_URL: 'https://connector.test'};
  /** The setting `readConfig` names for `changed`, or 'valid'. */
  const refused = (changed: Record<string, string>) => {
    try {
      readConfig({...env, ...changed});
      return 'valid';
    } catch (error) {
      if (error instanceof InvalidSetting) return error.setting;
      if (error instanceof MissingSettings) return `missing ${error.missing.join(',')}`;
      throw error;
    }
  };

  it('takes the settings of the README, with their defaults', () => {
    const cfg = readConfig(env);
    expect(cfg).toMatchObject({port: 8080, host: '127.0.0.1', retrySeconds: 60, crmCreate: true, clientId: ''});
    expect(cfg.hotlines).toEqual([{number: '02800000001'}]);
    expect(refused({HOTLINES: '02800000001=Sales, 02800000002', DEFAULT_USER_ID: '1', RETRY_SECONDS: '5'})).toBe(
      'valid',
    );
    expect(
      refused({
        PUBLIC_URL: 'http://127.0.0.1:8080',
        B24_CLIENT_ID: 'local.65f0a1b2c3d4e5.12345678',
        B24_CLIENT_SECRET: 's3cr3t',
      }),
    ).toBe('valid');
  });

  it.each([
    ['RETRY_SECONDS', 'abc'],
    ['RETRY_SECONDS', '0'],
    ['RETRY_SECONDS', '1.5'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'connector.test'],
    ['PUBLIC_URL', 'http://connector.test'],
    ['PUBLIC_URL', 'https://connector.example.com'],
    ['PUBLIC_URL', 'https://connector.test/?key=1'],
    ['B24_PORTAL_URL', 'https://example.bitrix24.com'],
    ['B24_PORTAL_URL', 'https://portal.bitrix24.test/rest'],
    ['PITEL_API_URL', 'https://pbx.example.com'],
    ['B24_OAUTH_URL', 'oauth.bitrix.info'],
    ['PITEL_HOOK_KEY', 'short'],
    ['PITEL_HOOK_KEY', 'has a space in it 0001'],
    ['PITEL_HOOK_KEY', 'REPLACE_WITH_A_LONG_RANDOM_SECRET'],
    ['PITEL_API_KEY', 'REPLACE_WITH_YOUR_API_KEY'],
    ['PITEL_API_KEY', 'key with space'],
    ['HOTLINES', 'sales'],
    ['HOTLINES', '02800000001=a=b'],
    ['HOTLINES', ','],
    ['DEFAULT_USER_ID', 'x'],
    ['DEFAULT_USER_ID', '0'],
    ['CRM_CREATE', 'yes'],
    ['B24_CLIENT_ID', 'local.000000000000000000000000'],
  ])('refuses %s=%s, naming it', (setting, value) => {
    expect(
      refused({[setting]: value, ...(setting === 'B24_CLIENT_ID' ? {B24_CLIENT_SECRET: 'secret-0001'} : {})}),
    ).toBe(setting);
  });

  it('refuses one of B24_CLIENT_ID and B24_CLIENT_SECRET without the other', () => {
    expect(refused({B24_CLIENT_ID: 'local.65f0a1b2c3d4e5.12345678'})).toBe('B24_CLIENT_SECRET');
    expect(refused({B24_CLIENT_SECRET: 'secret-0001'})).toBe('B24_CLIENT_ID');
  });

  it('says which required settings are missing', () => {
    expect(refused({PITEL_HOOK_KEY: ''})).toBe('missing PITEL_HOOK_KEY');
  });
});
