/**
 * The install: tokens kept (mode 0600) and checked, lines and events set up, Pitel hooks subscribed; a
 * portal that cannot be reached for the check; a call that comes before the install.
 */
import {statSync} from 'node:fs';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {Harness, HOTLINE} from './harness.js';

let h: Harness;
beforeEach(async () => (h = await Harness.start()));
afterEach(() => h.stop());

describe('install', () => {
  it('keeps the tokens readable by its own user only, registers the hotlines and binds the events', async () => {
    expect(await h.install()).toBe(200);
    expect(statSync(path.join(h.dataDir, 'tokens.json')).mode & 0o777).toBe(0o600);
    expect(statSync(h.dataDir).mode & 0o777).toBe(0o700);
    expect(h.bitrix.lines).toEqual([{NUMBER: HOTLINE, NAME: 'Sales'}]);
    expect(h.bitrix.handlers).toEqual([
      {event: 'ONEXTERNALCALLSTART', handler: `${h.cfg.publicUrl}/bitrix/events`},
      {event: 'ONAPPUNINSTALL', handler: `${h.cfg.publicUrl}/bitrix/events`},
    ]);
    expect(h.connector.health()).toEqual({installed: true});
  });

  it('subscribes the four Pitel hooks once, with its key', async () => {
    await h.restart();
    expect(h.pitel.hooks.map((k) => [k.event, k.callback_apikey])).toEqual([
      ['ringing', 'hook-key-not-real-0001'],
      ['answered', 'hook-key-not-real-0001'],
      ['hangup', 'hook-key-not-real-0001'],
      ['cdr', 'hook-key-not-real-0001'],
    ]);
  });

  it('sets up lines and events once, however often it starts', async () => {
    await h.install();
    await h.restart();
    expect(h.bitrix.received.filter((r) => r.method === 'telephony.externalLine.add')).toHaveLength(1);
    expect(h.bitrix.received.filter((r) => r.method === 'event.bind')).toHaveLength(2);
  });

  it('refuses an install from another portal, and keeps no token', async () => {
    const forged = new URLSearchParams(h.bitrix.installEvent());
    forged.set('auth[client_endpoint]', 'https://evil.example.com/rest/');
    const response = await fetch(`${h.cfg.publicUrl}/bitrix/install`, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: forged.toString(),
    });
    expect(response.status).toBe(403);
    expect(h.connector.health()).toEqual({installed: false});
    expect(h.logs.some((l) => l.includes('bitrix24 install refused: another portal'))).toBe(true);
  });

  it('refuses an install whose tokens the portal cannot check, and says the portal did not answer', async () => {
    const unreachable = 'http://127.0.0.1:1';
    await h.restart({portalUrl: unreachable});
    const install = new URLSearchParams(h.bitrix.installEvent());
    install.set('auth[client_endpoint]', `${unreachable}/rest/`);
    const response = await fetch(h.installUrl(), {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: install.toString(),
    });
    expect(response.status).toBe(503);
    expect(h.connector.health()).toEqual({installed: false});
    expect(h.logs.filter((l) => l.includes('bitrix24 install refused'))).toEqual([
      expect.stringContaining('install refused: the portal could not check its tokens code=ECONNREFUSED status=0'),
    ]);
  });

  it('keeps a call that comes before the install, says why it waits, and writes it once installed', async () => {
    await h.send('ringing', 'early-1');
    await h.send('hangup', 'early-1', {duration: 4, billsec: 0});
    await h.send('cdr', 'early-1', {status: 'no-answered'});
    expect(h.bitrix.telephony()).toEqual([]);
    expect(h.logs.filter((l) => l.includes('call waits: the application is not installed in Bitrix24'))).not.toEqual(
      [],
    );
    expect(h.logs.some((l) => l.includes('bitrix24 unavailable'))).toBe(false);
    await h.install();
    h.connector.retry();
    await h.connector.idle();
    expect(h.bitrix.telephony().map((r) => r.method)).toEqual(['register', 'finish']);
  });
});
