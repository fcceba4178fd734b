/**
 * Bitrix24 REST calls with the install's OAuth tokens, through the official SDK's `B24OAuth` (it sends
 * each call, renews the pair when Bitrix24 answers `expired_token`, and paces calls to Bitrix24's rate
 * limits). The connector adds: renewing the pair shortly before it expires, storing each new pair, and
 * telling transient errors (worth trying again later) from the others.
 */
import {AjaxError, B24OAuth, EnumAppStatus, RefreshTokenError} from '@bitrix24/b24jssdk';
import type {Config} from './config.js';
import type {Log} from './log.js';
import {messages} from './messages.js';
import type {TokenFile, Tokens} from './tokens.js';

/** The SDK's pacing and retry settings (its defaults when not given). */
export type Limits = NonNullable<ConstructorParameters<typeof B24OAuth>[2]>['restrictionParams'];

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

  /** 5xx, 429 (`OPERATION_TIME_LIMIT`), `QUERY_LIMIT_EXCEEDED`, no answer at all, or tokens that wait for the client secret. */
  get transient(): boolean {
    return (
      this.status >= 500 ||
      this.status === 429 ||
      this.status === 0 ||
      ['QUERY_LIMIT_EXCEEDED', 'OPERATION_TIME_LIMIT', 'NO_CLIENT_SECRET'].includes(this.code)
    );
  }
}

function toBitrixError(error: unknown): BitrixError {
  if (error instanceof BitrixError) return error;
  if (error instanceof AjaxError || error instanceof RefreshTokenError)
    return new BitrixError(String(error.code), error.status, error.message);
  return new BitrixError('NETWORK_ERROR', 0, error instanceof Error ? error.message : String(error));
}

export class Bitrix {
  #sdk?: B24OAuth;
  #renewing?: Promise<unknown>;

  constructor(
    private readonly cfg: Config,
    private readonly tokens: TokenFile,
    private readonly log: Log,
    private readonly limits?: Limits,
  ) {}

  get installed(): boolean {
    return this.tokens.read() !== undefined;
  }

  /** Forget the client built on the stored tokens (after an install or an uninstall). */
  reset(): void {
    this.#sdk = undefined;
  }

  /** Calls a method with the stored tokens and returns its `result`. */
  async call<T>(method: string, params: object = {}): Promise<T> {
    const stored = this.tokens.read();
    if (!stored) throw new BitrixError('NOT_INSTALLED', 0, 'the application is not installed');
    try {
      if (stored.expires - EARLY <= now()) await this.renew();
      return await send<T>(this.#client(stored), method, params);
    } catch (error) {
      throw toBitrixError(error);
    }
  }

  /** Calls a method with tokens that are not stored (to check an install's tokens). */
  async probe<T>(tokens: Tokens, method: string): Promise<T> {
    try {
      return await send<T>(this.#build(tokens), method, {});
    } catch (error) {
      throw toBitrixError(error);
    }
  }

  /** Renews a pair that has not been renewed for a while. */
  async keepAlive(): Promise<void> {
    const stored = this.tokens.read();
    if (stored && stored.issuedAt < now() - KEEP_ALIVE_DAYS * 86400) await this.renew().catch(() => undefined);
  }

  renew(): Promise<unknown> {
    const stored = this.tokens.read();
    if (!stored) return Promise.reject(new BitrixError('NOT_INSTALLED', 0, 'the application is not installed'));
    if (!this.cfg.clientId || !this.cfg.clientSecret) {
      this.log(messages.cannotRenew);
      return Promise.reject(new BitrixError('NO_CLIENT_SECRET', 0, 'B24_CLIENT_ID and B24_CLIENT_SECRET are not set'));
    }
    this.#renewing ??= this.#client(stored)
      .auth.refreshAuth()
      .finally(() => (this.#renewing = undefined));
    return this.#renewing;
  }

  #client(stored: Tokens): B24OAuth {
    if (!this.#sdk) {
      this.#sdk = this.#build(stored);
      this.#sdk.setCallbackRefreshAuth(async ({b24OAuthParams: p}) => this.#store(p));
    }
    return this.#sdk;
  }

  #store(p: {accessToken: string; refreshToken: string; expires: number; clientEndpoint: string}): void {
    const stored = this.tokens.read()!;
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
