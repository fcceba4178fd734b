/**
 * Pitel's PBX API (v1), with plain `fetch`: the access token (`POST /v1/auth/token`, renewed when it
 * expires or on a 401), asynchronous click-to-call, and the event hooks the connector needs. Every
 * request is given up after `TIMEOUT_MS` (`AbortSignal.timeout`): a Pitel that accepts a connection
 * and never answers holds one click for that long, and nothing else.
 */
import type {Config} from './config.js';
import {staleHooks} from './hooks.js';
import type {Log} from './log.js';
import {messages, reasons} from './messages.js';

/** The hooks the connector follows. */
export const hookEvents = ['ringing', 'answered', 'hangup', 'cdr'] as const;

export type ClickResult = {callId: string} | {error: string};

/** Pitel's asynchronous click-to-call answers as soon as the extension is found registered: seconds. */
export const TIMEOUT_MS = 10_000;

/** Pitel answered 401 to a fresh token: the API key is refused, or lacks the right. */
export class PitelAuthError extends Error {}
/** No answer within `TIMEOUT_MS`: Pitel may still have done what was asked. */
export class PitelTimeoutError extends Error {}

interface Hook {
  event?: string;
  event_name?: string;
  callback_url?: string;
}

export class Pitel {
  #token?: {value: string; expires: number};

  constructor(
    private readonly cfg: Config,
    private readonly log: Log,
  ) {}

  /** The address Pitel posts events to; it carries the hook key, as `callback_apikey` does. */
  get callbackUrl(): string {
    return `${this.cfg.publicUrl}/pitel/events?key=${encodeURIComponent(this.cfg.hookKey)}`;
  }

  /** Rings the agent's extension, then dials the customer; answers as soon as the extension is found registered. */
  async clickToCall(ext: string, phone: string, hotline?: string): Promise<ClickResult> {
    const query = new URLSearchParams({ext, phone, ...(hotline ? {hotline} : {})});
    const body = await this.#request<{status?: string; call_id?: string; error?: string}>(
      'GET',
      `/v1/click2call/async?${query.toString()}`,
    );
    return body.status === 'success' && body.call_id ? {callId: body.call_id} : {error: body.error ?? 'UNKNOWN'};
  }

  /** Subscribes each hook of `hookEvents` that no subscription to the connector's address has yet. */
  async ensureHooks(): Promise<void> {
    const list = await this.#request<{data?: Hook[]}>('GET', '/v1/event');
    for (const {id, event} of staleHooks(list.data ?? [], this.callbackUrl, this.cfg.hookKey))
      await this.#request('DELETE', `/v1/event/${encodeURIComponent(id)}`).then(() =>
        this.log(messages.hookRemoved, {event}),
      );
    const have = new Set(
      (list.data ?? []).filter((h) => h.callback_url === this.callbackUrl).map((h) => h.event ?? h.event_name),
    );
    for (const event of hookEvents.filter((e) => !have.has(e))) {
      await this.#request('POST', '/v1/event', {
        event,
        callback_url: this.callbackUrl,
        callback_apikey: this.cfg.hookKey,
      });
      this.log(messages.hookCreated, {event});
    }
  }

  async #request<T>(method: string, path: string, body?: object, again = true): Promise<T> {
    const response = await reach(`${this.cfg.pitelUrl}${path}`, {
      method,
      headers: {authorization: `Bearer ${await this.#accessToken()}`, 'content-type': 'application/json'},
      body: body && JSON.stringify(body),
    });
    if (response.status === 401 && again) {
      this.#token = undefined;
      return this.#request(method, path, body, false);
    }
    if (response.status === 401) throw new PitelAuthError(`${reasons.pitelHttp} 401 ${method} ${path.split('?')[0]}`);
    const text = await response.text().catch((error: unknown) => {
      throw new PitelTimeoutError(`${reasons.pitelTimeout} ${path.split('?')[0]}`, {cause: error});
    });
    if (response.status >= 500 || !text)
      throw new Error(`${reasons.pitelHttp} ${response.status} ${method} ${path.split('?')[0]}`);
    return JSON.parse(text) as T;
  }

  async #accessToken(): Promise<string> {
    if (this.#token && this.#token.expires > Date.now() / 1000 + 60) return this.#token.value;
    const response = await reach(`${this.cfg.pitelUrl}/v1/auth/token`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({api_key: this.cfg.pitelApiKey}),
    });
    const body = (await response.json().catch(() => ({}))) as {data?: {token?: string; expired?: number}};
    if (!response.ok || !body.data?.token) throw new Error(`${reasons.pitelToken} ${response.status}`);
    this.log.secret(body.data.token);
    // `data.expired` is Unix time in seconds; without it, the token is kept until a 401.
    this.#token = {value: body.data.token, expires: body.data.expired || Number.MAX_SAFE_INTEGER};
    return this.#token.value;
  }
}

/** `fetch` with a time limit, with a failure to connect or to answer said in the connector's words. */
async function reach(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, {...init, signal: AbortSignal.timeout(TIMEOUT_MS)});
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    if (timedOut) throw new PitelTimeoutError(`${reasons.pitelTimeout} ${new URL(url).pathname}`, {cause: error});
    throw new Error(`${reasons.pitelUnreachable} ${new URL(url).pathname}`, {cause: error});
  }
}
