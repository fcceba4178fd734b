/** Which Pitel subscriptions are stale after `PUBLIC_URL` changed: this connector's (its key), to another address. */
import {describe, expect, it} from 'vitest';
import {staleHooks} from '../src/hooks.js';

const KEY = 'hook-key-not-real-0001';
const NOW = `https://connector.test/pitel/events?key=${KEY}`;

describe('stale Pitel hooks', () => {
  it("deletes this connector's subscriptions to an old address, by callback_apikey or by the key in the address", () => {
    const list = [
      {id: 'a', event: 'ringing', callback_url: NOW, callback_apikey: KEY},
      {id: 'b', event: 'ringing', callback_url: `https://old.test/pitel/events?key=${KEY}`, callback_apikey: KEY},
      {id: 'c', event: 'cdr', callback_url: `https://old.test/pitel/events?key=${KEY}`},
      {event_domain_uuid: 'd', event_name: 'hangup', callback_url: 'https://old.test/x', callback_apikey: KEY},
    ];
    expect(staleHooks(list, NOW, KEY)).toEqual([
      {id: 'b', event: 'ringing'},
      {id: 'c', event: 'cdr'},
      {id: 'd', event: 'hangup'},
    ]);
  });

  it('never touches a subscription with another key, or one it cannot name', () => {
    const list = [
      {id: 'other', event: 'cdr', callback_url: 'https://crm.test/hook', callback_apikey: 'theirs-0000000000'},
      {id: 'prefix', event: 'cdr', callback_url: `https://old.test/?key=${KEY.slice(0, -1)}`},
      {id: 'no-key', event: 'cdr', callback_url: 'not a url'},
      {event: 'cdr', callback_url: 'https://old.test/', callback_apikey: KEY},
      {id: '../../v1/auth', event: 'cdr', callback_url: 'https://old.test/', callback_apikey: KEY},
    ];
    expect(staleHooks(list, NOW, KEY)).toEqual([]);
  });
});
