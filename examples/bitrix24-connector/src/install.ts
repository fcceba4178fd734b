/**
 * The Bitrix24 side of the set-up.
 * - `install`: the installation path receives `ONAPPINSTALL` with the installing user's tokens and the
 *   `application_token` that every later event must carry (`api-reference/events/safe-event-handlers.md`
 *   of bitrix24/b24restdocs: the handler "can verify the received `access_token` and retain
 *   `application_token`"). Nothing in that request is a secret the connector already knows, so it is
 *   kept only when all of these hold, in this order:
 *   1. it is an `ONAPPINSTALL` with the three tokens, from the configured portal (`client_endpoint`);
 *   2. no install is kept yet, and the install path carries the connector's one-time key
 *      (`install-key.ts`; refused 403 without it). Bitrix24 calls the installation path once, when the local application
 *      form is saved (`local-integrations/serverside-local-app-with-no-ui.md`), so a second install is
 *      a stranger's: refused (409). Uninstalling the application (`ONAPPUNINSTALL`, checked with the kept
 *      token) or deleting `tokens.json` opens it again;
 *   3. Bitrix24 accepts the access token, and it is this application's: `app.info` answers the code of
 *      the application the token was issued to (`api-reference/common/system/app-info.md`), which for a
 *      local application is its `client_id` (`api-reference/widgets/universal/app-url.md`), so when
 *      `B24_CLIENT_ID` is set the code must equal it. Any employee can get a token of some other
 *      application of the portal; that one is refused (403);
 *   4. the user may manage applications: `user.admin` (`api-reference/common/users/user-admin.md`).
 *   When the portal gives no answer to a check (no connection, a 5xx), the install is refused with 503
 *   and a line of its own: the tokens were not rejected. The tokens are masked in the log only once
 *   accepted, so a stranger's request adds nothing to the log's list.
 * - `setUp` (after the install, and at every start): each hotline missing from
 *   `telephony.externalLine.get` is added with `telephony.externalLine.add`, and `ONEXTERNALCALLSTART` and
 *   `ONAPPUNINSTALL` are bound to `/bitrix/events` with `event.bind` unless `event.get` lists them.
 */
import type {Bitrix, BitrixError} from './bitrix.js';
import type {Config} from './config.js';
import type {InstallKey} from './install-key.js';
import type {Log} from './log.js';
import {messages} from './messages.js';
import {installSchema} from './schemas.js';
import type {TokenFile, Tokens} from './tokens.js';

export type Form = Record<string, unknown>;

const events = ['ONEXTERNALCALLSTART', 'ONAPPUNINSTALL'];

type Deps = {cfg: Config; bitrix: Bitrix; tokens: TokenFile; log: Log; key: InstallKey};

/** Checks and keeps an install posted with the install key `given`; answers the HTTP status. */
export async function install(form: Form, given: unknown, deps: Deps): Promise<number> {
  const {cfg, bitrix, tokens, log, key} = deps;
  const parsed = installSchema.safeParse(form);
  const auth = parsed.success ? parsed.data.auth : undefined;
  if (
    !parsed.success ||
    parsed.data.event !== 'ONAPPINSTALL' ||
    !auth?.access_token ||
    !auth.refresh_token ||
    !auth.application_token
  ) {
    log(messages.installNotInstall);
    return 400;
  }
  if (auth.client_endpoint !== `${cfg.portalUrl}/rest/`) {
    log(messages.installOtherPortal, {client_endpoint: auth.client_endpoint});
    return 403;
  }
  if (tokens.read()) {
    log(messages.installAlready);
    return 409;
  }
  if (!key.matches(given)) {
    log(messages.installKeyWrong);
    return 403;
  }
  const now = Math.floor(Date.now() / 1000);
  const received: Tokens = {
    accessToken: auth.access_token,
    refreshToken: auth.refresh_token,
    expires: now + (auth.expires_in || 3600),
    issuedAt: now,
    clientEndpoint: `${cfg.portalUrl}/rest/`,
    domain: auth.domain ?? '',
    memberId: auth.member_id ?? '',
    scope: auth.scope ?? '',
    applicationToken: auth.application_token,
  };
  const refused = await check(received, deps);
  if (refused) return refused;
  tokens.write(received);
  key.remove();
  for (const s of [received.accessToken, received.refreshToken, received.applicationToken]) log.secret(s);
  bitrix.reset();
  log(messages.installed, {domain: received.domain, scope: received.scope});
  return 200;
}

/** Steps 3 and 4 of the install: the status to refuse it with, or 0 when the tokens are this application's, of an administrator. */
async function check(received: Tokens, {cfg, bitrix, log}: Deps): Promise<number> {
  try {
    const app = await bitrix.probe<{CODE?: unknown}>(received, 'app.info');
    if (cfg.clientId && app?.CODE !== cfg.clientId) {
      log(messages.installOtherApp, {code: typeof app?.CODE === 'string' ? app.CODE : undefined});
      return 403;
    }
    if ((await bitrix.probe<unknown>(received, 'user.admin')) !== true) {
      log(messages.installNotAdmin);
      return 403;
    }
    return 0;
  } catch (error) {
    const {code, status, transient} = error as BitrixError;
    if (transient) {
      log(messages.installNotChecked, {code, status});
      return 503;
    }
    log(messages.installTokensRejected, {code});
    return 403;
  }
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
