/**
 * A stand-in for a Pitel tenant, answering as Pitel's API reference describes (README.md, "Sources"):
 * `POST /v1/auth/token`, `GET /v1/click2call/async`, `GET`/`POST /v1/event`; and, as the switch, it
 * posts call events to the subscribed `callback_url`, with the `callback_apikey` as a Bearer token (the
 * docs site's planned delivery).
 */
import {randomUUID} from 'node:crypto';
import type {Server} from 'node:http';
import {close, json, listen} from './http.js';

export interface PitelEvent {
  call_id: string;
  state: string;
  [field: string]: string | number;
}

interface Hook {
  id: string;
  event: string;
  callback_url: string;
  callback_apikey: string;
}

export class PitelStandIn {
  base = '';
  apiKey = 'pitel-api-key-not-real-0001';
  hooks: Hook[] = [];
  /** Each click-to-call asked for, by its query. */
  clicks: Record<string, string>[] = [];
  /** Click-to-call requests are held unanswered (a hung Pitel) until `releaseClicks()`. */
  holdClicks = false;
  heldClicks: (() => void)[] = [];
  /** Extensions logged in on a phone; click-to-call to any other answers `USER_NOT_REGISTERED`. */
  registered = new Set(['101', '102']);
  /** The `call_id` the next click-to-call answers with. */
  nextCallId = '';
  /** The `call_id` a click-to-call answers with, from its query (many clicks at once); else `nextCallId`. */
  callIdFor?: (query: Record<string, string>) => string | undefined;
  /** Click-to-call answers 401 even to a fresh token, as for an API key without the right to place calls. */
  refuseClicks = false;
  /** Down: every API request answers 502 with no body, as a proxy in front of an unavailable switch. */
  down = false;
  /** Every token it issued, to check that none is logged. */
  issued: string[] = [];
  #token = '';
  #server?: Server;

  /** Answers the held clicks, and holds no more. */
  releaseClicks(): void {
    this.holdClicks = false;
    for (const answer of this.heldClicks.splice(0)) answer();
  }

  async start(): Promise<void> {
    const {server, base} = await listen((req, body, res) => {
      const url = new URL(req.url ?? '/', base);
      const at = `${req.method} ${url.pathname}`;
      if (this.down) {
        res.writeHead(502).end();
        return;
      }
      if (at === 'POST /v1/auth/token') {
        if ((JSON.parse(body || '{}') as {api_key?: string}).api_key !== this.apiKey)
          return json(res, 401, {error: 'invalid api_key'});
        this.#token = `pitel-token-${randomUUID()}`;
        this.issued.push(this.#token);
        return json(res, 200, {
          data: {token: this.#token, expired: Math.floor(Date.now() / 1000) + 86400, user_id: 'u1'},
        });
      }
      if (req.headers.authorization !== `Bearer ${this.#token}`) return json(res, 401, {error: 'Unauthorized'});
      if (at === 'GET /v1/event') return json(res, 200, {data: this.hooks, total: this.hooks.length});
      if (at === 'POST /v1/event') {
        const hook = {id: randomUUID(), ...(JSON.parse(body) as Omit<Hook, 'id'>)};
        this.hooks.push(hook);
        return json(res, 200, {created: true, id: hook.id});
      }
      if (req.method === 'DELETE' && url.pathname.startsWith('/v1/event/')) {
        const id = decodeURIComponent(url.pathname.slice('/v1/event/'.length));
        const before = this.hooks.length;
        this.hooks = this.hooks.filter((h) => h.id !== id);
        return json(res, before > this.hooks.length ? 200 : 404, {deleted: before > this.hooks.length});
      }
      if (at === 'GET /v1/click2call/async' && this.refuseClicks) return json(res, 401, {error: 'Unauthorized'});
      const query = Object.fromEntries(url.searchParams);
      const callId = () => this.callIdFor?.(query) ?? (this.nextCallId || randomUUID());
      if (at === 'GET /v1/click2call/async' && this.holdClicks) {
        const held = callId();
        return void this.heldClicks.push(() => json(res, 200, {status: 'success', call_id: held}));
      }
      if (at === 'GET /v1/click2call/async') {
        this.clicks.push(query);
        if (!this.registered.has(query.ext))
          return json(res, 200, {
            status: 'fail',
            message: 'User not registered extension with Softphone or IP Phone',
            error: 'USER_NOT_REGISTERED',
          });
        return json(res, 200, {status: 'success', call_id: callId()});
      }
      json(res, 404, {error: 'Not Found'});
    });
    this.#server = server;
    this.base = base;
  }

  stop(): Promise<void> {
    return close(this.#server!);
  }

  /** Pitel's next request with the current token answers 401. */
  expireToken(): void {
    this.#token = `expired-${randomUUID()}`;
  }

  /** Posts an event to the hook subscribed for its `state`; answers the HTTP status, 0 when none is subscribed. */
  async send(event: PitelEvent, key?: string): Promise<number> {
    const hook = this.hooks.find((h) => h.event === event.state);
    if (!hook) return 0;
    const url = key === undefined ? hook.callback_url : hook.callback_url.replace(/\?.*$/, '');
    const response = await fetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/json', authorization: `Bearer ${key ?? hook.callback_apikey}`},
      body: JSON.stringify(event),
    });
    return response.status;
  }
}
