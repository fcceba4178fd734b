/**
 * The Bitrix24 side of the set-up.
 * - `install`: the installation path receives `ONAPPINSTALL` with the installing administrator's
 *   tokens and the `application_token`. They are kept only when they come for the configured portal and
 *   Bitrix24 accepts them (`app.info`). When the portal gives no answer to that check (no connection, a
 *   5xx), the install is refused with 503 and a line of its own: the tokens were not rejected.
 * - `setUp` (after the install, and at every start): each hotline missing from
 *   `telephony.externalLine.get` is added with `telephony.externalLine.add`, and `ONEXTERNALCALLSTART` and
 *   `ONAPPUNINSTALL` are bound to `/bitrix/events` with `event.bind` unless `event.get` lists them.
 */
import type {Bitrix, BitrixError} from './bitrix.js';
import type {Config} from './config.js';
import type {Log} from './log.js';
import {messages} from './messages.js';
import type {TokenFile, Tokens} from './tokens.js';

export type Form = Record<string, unknown>;

const events = ['ONEXTERNALCALLSTART', 'ONAPPUNINSTALL'];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Checks and keeps an install; answers the HTTP status. */
export async function install(
  form: Form,
  deps: {cfg: Config; bitrix: Bitrix; tokens: TokenFile; log: Log},
): Promise<number> {
  const {cfg, bitrix, tokens, log} = deps;
  const auth = (form.auth ?? {}) as Form;
  for (const key of ['access_token', 'refresh_token', 'application_token']) log.secret(text(auth[key]));
  if (form.event !== 'ONAPPINSTALL' || !auth.access_token || !auth.refresh_token || !auth.application_token) {
    log(messages.installNotInstall);
    return 400;
  }
  if (auth.client_endpoint !== `${cfg.portalUrl}/rest/`) {
    log(messages.installOtherPortal, {client_endpoint: text(auth.client_endpoint)});
    return 403;
  }
  const received: Tokens = {
    accessToken: text(auth.access_token),
    refreshToken: text(auth.refresh_token),
    expires: Math.floor(Date.now() / 1000) + (Number(auth.expires_in) || 3600),
    issuedAt: Math.floor(Date.now() / 1000),
    clientEndpoint: `${cfg.portalUrl}/rest/`,
    domain: text(auth.domain),
    memberId: text(auth.member_id),
    scope: text(auth.scope),
    applicationToken: text(auth.application_token),
  };
  try {
    await bitrix.probe(received, 'app.info');
  } catch (error) {
    const {code, status, transient} = error as BitrixError;
    if (transient) {
      log(messages.installNotChecked, {code, status});
      return 503;
    }
    log(messages.installTokensRejected, {code});
    return 403;
  }
  tokens.write(received);
  bitrix.reset();
  log(messages.installed, {domain: received.domain, scope: received.scope});
  return 200;
}

export async function setUp(deps: {cfg: Config; bitrix: Bitrix; log: Log}): Promise<void> {
  const {cfg, bitrix, log} = deps;
  const lines = await bitrix.call<{NUMBER: string}[]>('telephony.externalLine.get');
  for (const line of cfg.hotlines.filter((h) => !lines.some((l) => l.NUMBER === h.number))) {
    await bitrix.call('telephony.externalLine.add', {
      NUMBER: line.number,
      NAME: line.name ?? line.number,
      CRM_AUTO_CREATE: cfg.crmCreate ? 'Y' : 'N',
    });
    log(messages.lineAdded, {number: line.number});
  }
  const handler = `${cfg.publicUrl}/bitrix/events`;
  const bound = await bitrix.call<{event: string; handler: string}[]>('event.get');
  for (const event of events.filter((e) => !bound.some((b) => b.event.toUpperCase() === e && b.handler === handler))) {
    await bitrix.call('event.bind', {event, handler});
    log(messages.eventBound, {event});
  }
}
