/**
 * Bitrix24 REST calls with the install's OAuth tokens, through the official SDK's `B24OAuth` (it sends
 * each call, renews the pair when Bitrix24 answers `expired_token`, and paces calls to Bitrix24's rate
 * limits). The connector adds: renewing the pair shortly before it expires, storing each new pair, a
 * time limit on every call (`TIMEOUT_MS`, on top of the SDK's own), and telling the errors Bitrix24
 * documents as refusals (permanent) from all others (transient: worth trying again later).
 *
 * A renewal the authorization server refuses (`invalid_grant`, `invalid_client`, whether the connector
 * or the SDK asked) stops all Bitrix24 work: one line is logged (`renewalRefused`), nothing more is
 * sent with the refused pair (`settings/oauth/auto-renewal.md` warns that needless renewals can get an
 * application blocked), and calls wait until the operator reinstalls the application or restarts the
 * connector with the right keys.
 */
import {AjaxError, B24OAuth, EnumAppStatus, RefreshTokenError} from '@bitrix24/b24jssdk';
import type {Config} from './config.js';
import type {Log} from './log.js';
import {messages} from './messages.js';
import type {TokenFile, Tokens} from './tokens.js';

/** The SDK's pacing and retry settings (its defaults when not given). */
export type Limits = NonNullable<ConstructorParameters<typeof B24OAuth>[2]>['restrictionParams'];

/** A Bitrix24 call that has not answered in this time is given up (transient) and tried again later. */
export const TIMEOUT_MS = 45_000;

/** Renew this many seconds before the access token expires. */
const EARLY = 60;
/** Renew a pair this old even when unused, so the refresh token (180 days) never lapses. */
const KEEP_ALIVE_DAYS = 30;

const now = () => Math.floor(Date.now() / 1000);

export class BitrixError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  /**
   * Anything but a refusal Bitrix24 documents: 5xx, 429, `QUERY_LIMIT_EXCEEDED`, no answer or a time-out
   * (status 0 or 408), an unknown code, tokens that wait for the client secret or the operator.
   */
  get transient(): boolean {
    return !permanent.has(this.code) || this.status >= 500 || this.status === 0 || this.status === 408;
  }
}

/**
 * The refusals Bitrix24 documents, which trying again does not change: a method's own errors
 * (`ERROR_CORE`, `ERROR_ARGUMENT`, an empty code with status 400; each method's page) and the system
 * errors about the application's rights (`_includes/system-errors.md`). `ERROR` is the connector's own
 * code for an answer without `result`.
 */
const permanent = new Set([
  'ERROR_CORE',
  'ERROR_ARGUMENT',
  '',
  'ERROR',
  'WRONG_AUTH_TYPE',
  'ACCESS_DENIED',
  'insufficient_scope',
  'user_access_error',
  'NO_AUTH_FOUND',
  'INVALID_CREDENTIALS',
  'INVALID_REQUEST',
  'ERROR_METHOD_NOT_FOUND',
  'PORTAL_DELETED',
  'invalid_token',
]);

/** The authorization server refused to renew the pair: its answer, else undefined. */
function refusedRenewal(error: unknown): RefreshTokenError | undefined {
  const inner = error instanceof AjaxError ? (error as {originalError?: unknown}).originalError : error;
  if (!(inner instanceof RefreshTokenError)) return undefined;
  // A renewal that got no answer (status 0) or a 5xx is not a refusal: tried again later.
  return inner.status >= 400 && inner.status < 500 ? inner : undefined;
}

function toBitrixError(error: unknown): BitrixError {
  if (error instanceof BitrixError) return error;
  if (error instanceof AjaxError || error instanceof RefreshTokenError)
    return new BitrixError(String(error.code), error.status, error.message);
  return new BitrixError('NETWORK_ERROR', 0, error instanceof Error ? error.message : String(error));
}

/** Rejects when `promise` has not settled within `ms` (the request may still end; its answer is then ignored). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  const signal = AbortSignal.timeout(ms);
  let onAbort!: () => void;
  const timedOut = new Promise<never>((_, reject) => {
    onAbort = () => reject(new BitrixError('TIMEOUT', 0, `no answer within ${ms / 1000} s`));
    signal.addEventListener('abort', onAbort, {once: true});
  });
  try {
    return await Promise.race([promise, timedOut]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

export class Bitrix {
  #sdk?: B24OAuth;
  #renewing?: Promise<unknown>;
  /**
   * Which install the client was built on: `reset()` moves it on, and a renewal that answers for an
   * earlier install (the application was deleted or installed again meanwhile) is not stored.
   */
  #install = 0;
  /** The authorization server refused the pair: nothing is sent until a new install or a restart. */
  #refused?: string;

  constructor(
    private readonly cfg: Config,
    private readonly tokens: TokenFile,
    private readonly log: Log,
    private readonly limits?: Limits,
    /** The time limit of each call and renewal (ms); tests shorten it. */
    private readonly timeoutMs = TIMEOUT_MS,
  ) {}

  get installed(): boolean {
    return this.tokens.read() !== undefined;
  }

  /** Forget the client built on the stored tokens (after an install or an uninstall). */
  reset(): void {
    this.#install++;
    this.#sdk = undefined;
    this.#renewing = undefined;
    this.#refused = undefined;
  }

  /** Calls a method with the stored tokens and returns its `result`. */
  async call<T>(method: string, params: object = {}): Promise<T> {
    const stored = this.tokens.read();
    if (!stored) throw new BitrixError('NOT_INSTALLED', 0, 'the application is not installed');
    if (this.#refused) throw new BitrixError('RENEWAL_REFUSED', 0, this.#refused);
    try {
      if (stored.expires - EARLY <= now()) await this.renew();
      // Read again: the application may have been deleted or installed again while it renewed.
      const current = this.tokens.read();
      if (!current) throw new BitrixError('NOT_INSTALLED', 0, 'the application is not installed');
      return await within(send<T>(this.#client(current), method, params), this.timeoutMs);
    } catch (error) {
      // A call that hung may leave the SDK's own renewal hanging inside its client: build a new one.
      if (error instanceof BitrixError && error.code === 'TIMEOUT') this.#sdk = undefined;
      const refused = refusedRenewal(error);
      if (refused) this.#stop(refused);
      throw this.#refused ? new BitrixError('RENEWAL_REFUSED', 0, this.#refused) : toBitrixError(error);
    }
  }

  /** Stops all work on a refused renewal, with one line for the operator. */
  #stop(error: RefreshTokenError): void {
    if (this.#refused) return;
    this.#refused = String(error.code);
    this.log(messages.renewalRefused, {code: String(error.code), status: error.status});
  }

  /** Calls a method with tokens that are not stored (to check an install's tokens). */
  async probe<T>(tokens: Tokens, method: string): Promise<T> {
    try {
      return await within(send<T>(this.#build(tokens), method, {}), this.timeoutMs);
    } catch (error) {
      throw toBitrixError(error);
    }
  }

  /** Renews a pair that has not been renewed for a while. */
  async keepAlive(): Promise<void> {
    const stored = this.tokens.read();
    if (stored && !this.#refused && stored.issuedAt < now() - KEEP_ALIVE_DAYS * 86400)
      await this.renew().catch((error: unknown) => {
        const refused = refusedRenewal(error);
        if (refused) this.#stop(refused);
      });
  }

  renew(): Promise<unknown> {
    const stored = this.tokens.read();
    if (!stored) return Promise.reject(new BitrixError('NOT_INSTALLED', 0, 'the application is not installed'));
    if (!this.cfg.clientId || !this.cfg.clientSecret) {
      this.log(messages.cannotRenew);
      return Promise.reject(new BitrixError('NO_CLIENT_SECRET', 0, 'B24_CLIENT_ID and B24_CLIENT_SECRET are not set'));
    }
    if (!this.#renewing) {
      const current: Promise<unknown> = this.#renewWithin(stored).finally(() => {
        if (this.#renewing === current) this.#renewing = undefined;
      });
      this.#renewing = current;
    }
    return this.#renewing;
  }

  /**
   * One renewal under the time limit: the SDK's OAuth client has none (its `axios` instance is private),
   * so a renewal that hangs is given up (transient, logged) and its client dropped; the shared promise
   * is cleared when it settles, so the next call starts a new renewal.
   */
  async #renewWithin(stored: Tokens): Promise<unknown> {
    const renewing = this.#client(stored).auth.refreshAuth();
    try {
      return await within(renewing, this.timeoutMs);
    } catch (error) {
      if (error instanceof BitrixError && error.code === 'TIMEOUT') {
        this.#sdk = undefined;
        this.log(messages.renewalTimedOut, {seconds: this.timeoutMs / 1000});
      }
      throw error;
    }
  }

  #client(stored: Tokens): B24OAuth {
    if (!this.#sdk) {
      const install = this.#install;
      this.#sdk = this.#build(stored);
      this.#sdk.setCallbackRefreshAuth(async ({b24OAuthParams: p}) => this.#store(p, install));
    }
    return this.#sdk;
  }

  /** Stores a renewed pair, unless the install it renews is gone or replaced since the renewal began. */
  #store(
    p: {accessToken: string; refreshToken: string; expires: number; clientEndpoint: string},
    install: number,
  ): void {
    const stored = this.tokens.read();
    if (install !== this.#install || !stored) {
      this.log(messages.renewalDropped);
      return;
    }
    this.log.secret(p.accessToken);
    this.log.secret(p.refreshToken);
    const {accessToken, refreshToken, expires, clientEndpoint} = p;
    this.tokens.write({...stored, accessToken, refreshToken, expires, clientEndpoint, issuedAt: now()});
    this.log(messages.renewed, {expires: new Date(expires * 1000).toISOString()});
  }

  #build(t: Tokens): B24OAuth {
    const params = {
      applicationToken: t.applicationToken,
      userId: 0,
      memberId: t.memberId,
      accessToken: t.accessToken,
      refreshToken: t.refreshToken,
      expires: t.expires,
      expiresIn: Math.max(0, t.expires - now()),
      scope: t.scope,
      domain: t.domain,
      clientEndpoint: t.clientEndpoint,
      serverEndpoint: `${this.cfg.oauthUrl}/rest/`,
      status: EnumAppStatus.Local,
    };
    const secret = {clientId: this.cfg.clientId, clientSecret: this.cfg.clientSecret};
    return new B24OAuth(params, secret, {restrictionParams: this.limits});
  }
}

async function send<T>(sdk: B24OAuth, method: string, params: object): Promise<T> {
  const answer = await sdk.actions.v2.call.make<T>({method, params: params as Record<string, unknown>});
  const data = answer.getData();
  if (!answer.isSuccess || !data) throw new BitrixError('ERROR', 400, answer.getErrorMessages().join('; '));
  return data.result;
}
