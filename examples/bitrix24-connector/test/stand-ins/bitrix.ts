/**
 * A stand-in for a Bitrix24 portal and its authorization server, answering as the Bitrix24 REST
 * documentation describes (README.md, "Sources"): `POST /rest/<method>` with `auth` in the JSON body,
 * `POST /oauth/token/` to renew a pair, errors as `{error, error_description}` with their HTTP status.
 * It keeps what a test asserts on: every method call it received, and the calls it holds.
 */
import {randomUUID} from 'node:crypto';
import type {Server, ServerResponse} from 'node:http';
import {close, json, listen, toForm} from './http.js';

export interface Received {
  method: string;
  params: Record<string, unknown>;
}

interface Registration {
  callId: string;
  key: string;
  finished: boolean;
  /** How many recordings were attached to it. */
  records?: number;
}

type Answer = {status: number; error: string; description?: string} | 'down';

const methods = [
  'app.info',
  'user.admin',
  'user.get',
  'event.get',
  'event.bind',
  'telephony.externalLine.get',
  'telephony.externalLine.add',
  'telephony.externalCall.register',
  'telephony.externalCall.show',
  'telephony.externalCall.hide',
  'telephony.externalCall.finish',
  'telephony.externalCall.attachRecord',
  'voximplant.statistic.get',
];

const users = [
  {ID: '1', NAME: 'Jane', LAST_NAME: 'Doe', UF_PHONE_INNER: '101', ACTIVE: true},
  {ID: '2', NAME: 'John', LAST_NAME: 'Doe', UF_PHONE_INNER: '102', ACTIVE: true},
];

export class BitrixStandIn {
  base = '';
  clientId = 'local.0000000000000.00000000';
  clientSecret = 'client-secret-not-real-0001';
  /** Every REST call, in order, without its `auth`. */
  received: Received[] = [];
  /** Each token renewal the authorization server granted. */
  renewals = 0;
  /** Calls refused with `expired_token`. */
  expiredCalls = 0;
  /** Every token it issued, to check that none is logged. */
  issued: string[] = [];
  /** Renewals are held unanswered (an authorization server that accepts them and never answers). */
  holdRenewals = false;
  /** The held renewals: each answers as usual when called. */
  heldRenewals: (() => void)[] = [];
  /** Calls of this method are held unanswered until `release()`. */
  holdMethod?: string;
  /** The held calls: each answers as usual when called. */
  heldCalls: (() => void)[] = [];
  /** Down: every REST call answers 503 with no JSON, as a proxy in front of an unavailable portal. */
  down = false;
  /** Telephony methods answer `WRONG_AUTH_TYPE`, as for a token that is not an application's. */
  wrongAuthType = false;
  lines: {NUMBER: string; NAME: string}[] = [];
  handlers: {event: string; handler: string}[] = [];
  calls: Registration[] = [];
  /** Each register call answered, with the `CALL_ID` it got. */
  registrations: {callId: string; params: Record<string, unknown>}[] = [];
  /** attachRecord answers Bitrix24's refusal for an address not ending in .wav or .mp3 without FILENAME. */
  strictRecordNames = false;
  /** Users of the portal (`user.get`); tests may dismiss or move one. */
  users = users.map((u) => ({...u}));
  applicationToken = 'app-token-not-real-0001';
  /** What `user.admin` answers for the installing user's token. */
  admin = true;
  /** Tokens of other applications of the portal (`foreignToken`), with what `app.info` and `user.admin` answer. */
  #foreign = new Map<string, {code: string; admin: boolean}>();
  /** The REST calls made with such a token. */
  foreignCalls: Received[] = [];
  accessToken = '';
  refreshToken = '';
  /** When each REST call arrived (ms, `performance.now()`), in the order of `received`. */
  receivedAt: number[] = [];
  #byCallId = new Map<string, Registration>();
  #open = new Map<string, Registration>();
  #expired = new Set<string>();
  #answers: {method: string; answer: Answer}[] = [];
  #server?: Server;

  async start(): Promise<void> {
    const {server, base} = await listen((req, body, res) => {
      const url = new URL(req.url ?? '/', base);
      if (url.pathname.startsWith('/oauth/token')) return this.#renew(new URLSearchParams(body || url.search), res);
      const method = url.pathname.replace(/^\/rest\/+/, '');
      this.#rest(method, JSON.parse(body || '{}') as Record<string, unknown>, res);
    });
    this.#server = server;
    this.base = base;
    this.#issue();
  }

  stop(): Promise<void> {
    return close(this.#server!);
  }

  /** The next call of `method` gets this answer instead of its result. */
  failNext(method: string, answer: Answer): void {
    this.#answers.push({method, answer});
  }

  /** The current access token has expired: calls with it answer `expired_token`. */
  expireToken(): void {
    this.#expired.add(this.accessToken);
  }

  /** The calls a test asserts on: the telephony calls, named without `telephony.externalCall.`. */
  telephony(): Received[] {
    return this.received
      .filter((r) => /^telephony\.externalCall\./i.test(r.method))
      .map((r) => ({method: r.method.replace(/^telephony\.externalCall\./i, ''), params: r.params}));
  }

  /** The installation Bitrix24 posts to the application's installation path. */
  installEvent(): string {
    return toForm({
      event: 'ONAPPINSTALL',
      data: {VERSION: '1', ACTIVE: 'Y', INSTALLED: 'Y', LANGUAGE_ID: 'en'},
      ts: '1700000000',
      auth: {
        domain: new URL(this.base).host,
        scope: 'telephony,user_basic',
        access_token: this.accessToken,
        refresh_token: this.refreshToken,
        expires_in: '3600',
        server_endpoint: `${this.base}/rest/`,
        status: 'L',
        client_endpoint: `${this.base}/rest/`,
        member_id: 'member-not-real-0001',
        application_token: this.applicationToken,
      },
    }).join('&');
  }

  /**
   * A user clicks a number in the CRM: Bitrix24 registers the call and sends `ONEXTERNALCALLSTART`
   * (with `again`, the event of that call once more; with `token`, another `application_token`).
   */
  async click(
    userId: number,
    phone: string,
    line: string,
    {token = this.applicationToken, again}: {token?: string; again?: string} = {},
  ): Promise<{callId: string; status: number}> {
    const callId = again ?? `externalCall.click.${this.calls.length + 1}`;
    if (!again) this.calls.push({callId, key: callId, finished: false});
    const handler = this.handlers.find((h) => h.event === 'ONEXTERNALCALLSTART');
    const data = {PHONE_NUMBER: phone, USER_ID: String(userId), LINE_NUMBER: line, CALL_ID: callId, IS_MOBILE: '0'};
    const form = toForm({event: 'ONEXTERNALCALLSTART', data, ts: '1700000000', auth: {application_token: token}});
    const response = await fetch(handler?.handler ?? 'http://127.0.0.1:9/', {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: form.join('&'),
    });
    return {callId, status: response.status};
  }

  #issue(): void {
    this.accessToken = `access-${randomUUID()}`;
    this.refreshToken = `refresh-${randomUUID()}`;
    this.issued.push(this.accessToken, this.refreshToken);
  }

  #renew(form: URLSearchParams, res: ServerResponse): void {
    if (this.holdRenewals) {
      this.heldRenewals.push(() => this.#renew(form, res));
      return;
    }
    const valid =
      form.get('grant_type') === 'refresh_token' &&
      form.get('client_id') === this.clientId &&
      form.get('client_secret') === this.clientSecret &&
      form.get('refresh_token') === this.refreshToken;
    if (!valid) return json(res, 400, {error: 'invalid_grant', error_description: 'Invalid grant'});
    this.#issue();
    this.renewals++;
    json(res, 200, {
      access_token: this.accessToken,
      refresh_token: this.refreshToken,
      expires: Math.floor(Date.now() / 1000) + 3600,
      expires_in: 3600,
      client_endpoint: `${this.base}/rest/`,
      server_endpoint: `${this.base}/rest/`,
      member_id: 'member-not-real-0001',
      scope: 'telephony,user_basic',
      status: 'L',
      domain: 'oauth.example.com',
    });
  }

  /**
   * An access token of another application of the same portal, as any employee can get one (the page of
   * an application they open receives it): valid for `app.info` (which names that application) and
   * `user.admin`, refused `WRONG_AUTH_TYPE` for telephony.
   */
  foreignToken({code = 'local.other0000000000.00000000', admin = false} = {}): string {
    const token = `foreign-${randomUUID()}`;
    this.#foreign.set(token, {code, admin});
    return token;
  }

  #foreignCall(
    method: string,
    params: Record<string, unknown>,
    app: {code: string; admin: boolean},
    res: ServerResponse,
  ): void {
    this.foreignCalls.push({method, params});
    const time = {start: 0, finish: 0, duration: 0, processing: 0};
    if (method === 'app.info')
      return json(res, 200, {result: {ID: 2, CODE: app.code, VERSION: 1, STATUS: 'L', INSTALLED: true}, time});
    if (method === 'user.admin') return json(res, 200, {result: app.admin, time});
    if (method === 'user.get') return json(res, 200, {result: users, time});
    json(res, 403, {
      error: 'WRONG_AUTH_TYPE',
      error_description: 'Current authorization type is denied for this method',
    });
  }

  /** Answers the held calls, and holds no more. */
  release(): void {
    this.holdMethod = undefined;
    for (const answer of this.heldCalls.splice(0)) answer();
  }

  #rest(method: string, body: Record<string, unknown>, res: ServerResponse): void {
    if (this.holdMethod && method.startsWith(this.holdMethod))
      return void this.heldCalls.push(() => this.#rest(method, body, res));
    const {auth, ...params} = body;
    const foreign = this.#foreign.get(String(auth));
    if (foreign) return this.#foreignCall(method, params, foreign, res);
    if (this.down) {
      res.writeHead(503, {'content-type': 'text/html'});
      return void res.end('<html>Service Unavailable</html>');
    }
    if (this.#expired.has(String(auth)) && ++this.expiredCalls)
      return json(res, 401, {error: 'expired_token', error_description: 'The access token provided has expired.'});
    if (auth !== this.accessToken)
      return json(res, 401, {error: 'NO_AUTH_FOUND', error_description: 'Wrong authorization data'});
    this.received.push({method, params});
    this.receivedAt.push(performance.now());
    const injected = this.#answers.findIndex((a) => a.method === method);
    if (injected >= 0) {
      const [{answer}] = this.#answers.splice(injected, 1);
      if (answer === 'down')
        return json(res, 503, {error: 'QUERY_LIMIT_EXCEEDED', error_description: 'Too many requests'});
      return json(res, answer.status, {error: answer.error, error_description: answer.description ?? answer.error});
    }
    if (this.wrongAuthType && method.startsWith('telephony.'))
      return json(res, 403, {
        error: 'WRONG_AUTH_TYPE',
        error_description: 'Current authorization type is denied for this method',
      });
    // Bitrix24 method names ignore case.
    const name = methods.find((m) => m.toLowerCase() === method.toLowerCase()) ?? method;
    const result = this.#result(name, params);
    if (result instanceof Error) return json(res, 400, {error: 'ERROR_CORE', error_description: result.message});
    json(res, 200, {result, time: {start: 0, finish: 0, duration: 0, processing: 0}});
  }

  #result(method: string, p: Record<string, unknown>): unknown {
    const filter = (p.FILTER ?? {}) as Record<string, unknown>;
    const call = this.#find(String(p.CALL_ID));
    switch (method) {
      case 'app.info':
        return {ID: 1, CODE: this.clientId, VERSION: 1, STATUS: 'L', INSTALLED: true};
      case 'user.admin':
        return this.admin;
      case 'user.get':
        return this.users.filter((u) =>
          Object.entries(filter).every(([k, v]) => String(u[k as keyof typeof u]) === String(v)),
        );
      case 'telephony.externalLine.get':
        return this.lines;
      case 'telephony.externalLine.add':
        this.lines.push({NUMBER: String(p.NUMBER), NAME: String(p.NAME)});
        return {ID: this.lines.length};
      case 'event.get':
        return this.handlers;
      case 'event.bind':
        this.handlers.push({event: String(p.event), handler: String(p.handler)});
        return true;
      case 'telephony.externalCall.register':
        return this.#register(p);
      case 'telephony.externalCall.show':
      case 'telephony.externalCall.hide':
        return call ? true : new Error('Call is not found');
      case 'telephony.externalCall.finish':
        if (!call || call.finished)
          return new Error('Call is not found (call should be registered prior to finishing)');
        call.finished = true;
        return {CALL_ID: call.callId, CALL_DURATION: p.DURATION, CALL_FAILED_CODE: p.STATUS_CODE ?? ''};
      case 'telephony.externalCall.attachRecord':
        if (this.strictRecordNames && !/\.(wav|mp3)$/i.test(String(p.FILENAME ?? p.RECORD_URL)))
          return new Error('Wrong file extension. Only wav and mp3 are allowed');
        if (!call?.finished)
          return new Error('Call is not found in the statistic table. It looks like it is not finished yet.');
        call.records = (call.records ?? 0) + 1;
        return {FILE_ID: call.records};
      case 'voximplant.statistic.get': {
        // One statistics record per finished call, with the file of its last recording.
        const found = this.#find(String(filter.CALL_ID));
        return found?.finished ? [{CALL_ID: found.callId, RECORD_FILE_ID: found.records ?? null}] : [];
      }
      default:
        return new Error(`Method not found: ${method}`);
    }
  }

  /** A call by its `CALL_ID` (indexed, so a day of calls stays quick; tests may push to `calls`). */
  #find(callId: string): Registration | undefined {
    let call = this.#byCallId.get(callId);
    if (!call) {
      call = this.calls.find((c) => c.callId === callId);
      if (call) this.#byCallId.set(callId, call);
    }
    return call;
  }

  /** The same call parameters within 30 minutes return the same `CALL_ID` (the re-registration rule). */
  #register(p: Record<string, unknown>): unknown {
    if (!p.USER_ID && !p.USER_PHONE_INNER) return new Error('USER_ID or USER_PHONE_INNER should be set');
    const user = this.users.find((u) => u.ID === String(p.USER_ID));
    if (p.USER_ID && (!user || !user.ACTIVE)) return new Error('User is not found or is not active');
    const key = ['PHONE_NUMBER', 'TYPE', 'USER_ID', 'LINE_NUMBER', 'EXTERNAL_CALL_ID']
      .map((k) => String(p[k]))
      .join('|');
    let call = this.#open.get(key);
    if (!call || call.finished) {
      call = {callId: `externalCall.${this.calls.length + 1}`, key, finished: false};
      this.calls.push(call);
      this.#open.set(key, call);
      this.#byCallId.set(call.callId, call);
    }
    this.registrations.push({callId: call.callId, params: p});
    return {
      CALL_ID: call.callId,
      CRM_CREATED_LEAD: null,
      CRM_CREATED_ENTITIES: [],
      CRM_ENTITY_TYPE: 'CONTACT',
      CRM_ENTITY_ID: 1,
    };
  }
}
