/**
 * The connector's settings, read from the environment and checked once at start; README.md lists each
 * variable. A setting that is missing or not valid stops the start with one line naming it
 * (`MissingSettings`, `InvalidSetting`), never a stack trace or a connector that runs wrong.
 */
import {isIP} from 'node:net';

export interface Hotline {
  number: string;
  name?: string;
}

export interface Config {
  publicUrl: string;
  port: number;
  host: string;
  dataDir: string;
  portalUrl: string;
  clientId: string;
  clientSecret: string;
  oauthUrl: string;
  pitelUrl: string;
  pitelApiKey: string;
  hookKey: string;
  hotlines: Hotline[];
  defaultUserId?: number;
  crmCreate: boolean;
  retrySeconds: number;
}

const required = ['PUBLIC_URL', 'B24_PORTAL_URL', 'PITEL_API_URL', 'PITEL_API_KEY', 'PITEL_HOOK_KEY', 'HOTLINES'];

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The path of `PUBLIC_URL` (`/pitel` for `https://example.com/pitel/`, empty for a bare host): the
 * routes are under it, and the reverse proxy passes each request's path on unchanged.
 */
export function basePath(publicUrl: string): string {
  return new URL(publicUrl).pathname.replace(/\/+$/, '');
}

/** Thrown when required variables are not set; `missing` names them. */
export class MissingSettings extends Error {
  constructor(readonly missing: string[]) {
    super(`missing environment variables: ${missing.join(', ')}`);
  }
}

/** Thrown when a variable is set to a value the connector cannot use; `setting` names it. */
export class InvalidSetting extends Error {
  constructor(
    readonly setting: string,
    readonly problem: string,
  ) {
    super(`${setting}: ${problem}`);
  }
}

function check(ok: boolean, setting: string, problem: string): void {
  if (!ok) throw new InvalidSetting(setting, problem);
}

/**
 * A host left as in the README's examples: `example.com`, `example.org`, `example.net` and their
 * subdomains, any host whose first label is `example` (`example.bitrix24.com`), and the reserved
 * `.example` and `.invalid` names (RFC 2606).
 */
export function isPlaceholderHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return (
    /(^|\.)example\.(com|org|net)$/.test(h) || /^example\./.test(h) || /\.(example|invalid)$/.test(h) || h === 'example'
  );
}

const loopback = (host: string) => ['localhost', '127.0.0.1', '[::1]'].includes(host) || /^127\./.test(host);

/**
 * An absolute URL the connector calls or is called at: https (http only on this machine's loopback, for a
 * test), no user, query or fragment, not a placeholder host, and no path unless `path` allows one.
 */
function url(setting: string, value: string, {path = false} = {}): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new InvalidSetting(setting, 'not an absolute URL (https://…)');
  }
  check(
    parsed.protocol === 'https:' || (parsed.protocol === 'http:' && loopback(parsed.hostname)),
    setting,
    'not an https URL',
  );
  check(!parsed.username && !parsed.password && !parsed.search && !parsed.hash, setting, 'has a user, query or #');
  check(!isPlaceholderHost(parsed.hostname), setting, `${parsed.hostname} is the documentation's example host`);
  check(path || parsed.pathname === '/', setting, 'has a path');
  return trimSlash(parsed.href);
}

/** `02800000001=Sales,02800000002` → the hotlines, each with its name when given. */
function parseHotlines(text: string): Hotline[] {
  const hotlines = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [number, name, ...rest] = item.split('=').map((s) => s.trim());
      check(rest.length === 0 && /^\+?\d{2,20}$/.test(number), 'HOTLINES', `"${item}" is not NUMBER or NUMBER=NAME`);
      check(!name || name.length <= 100, 'HOTLINES', 'a name is longer than 100 characters');
      return name ? {number, name} : {number};
    });
  check(hotlines.length > 0, 'HOTLINES', 'no hotline');
  return hotlines;
}

/** A whole number from `min` to `max`, written in digits; `fallback` when not set. */
function integer(env: NodeJS.ProcessEnv, setting: string, fallback: number, min: number, max: number): number {
  const value = env[setting];
  if (value === undefined || value === '') return fallback;
  check(
    /^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max,
    setting,
    `not a whole number from ${min} to ${max}`,
  );
  return Number(value);
}

/**
 * A secret: visible ASCII characters, no space (the hook key goes into an address and a header); the
 * hook key, which the operator chooses, at least 16 of them. Never a placeholder the guide's settings
 * show (`REPLACE_WITH_A_LONG_RANDOM_SECRET`): long enough, but public.
 */
function secret(setting: string, value: string, min = 1): string {
  check(
    /^[\x21-\x7e]{1,512}$/.test(value) && value.length >= min,
    setting,
    min > 1 ? `shorter than ${min} characters, or has spaces or non-ASCII` : 'has spaces or non-ASCII',
  );
  check(!/^REPLACE_WITH/i.test(value), setting, "is the guide's placeholder, not a secret of your own");
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const missing = required.filter((name) => !env[name]);
  if (missing.length) throw new MissingSettings(missing);
  const clientId = env.B24_CLIENT_ID ?? '';
  const clientSecret = env.B24_CLIENT_SECRET ?? '';
  check(
    !!clientId === !!clientSecret,
    clientId ? 'B24_CLIENT_SECRET' : 'B24_CLIENT_ID',
    'set one of B24_CLIENT_ID and B24_CLIENT_SECRET without the other',
  );
  check(
    !clientId || (/^[\w.-]{3,128}$/.test(clientId) && !/^local\.0+$/.test(clientId)),
    'B24_CLIENT_ID',
    'not an application code',
  );
  check(env.CRM_CREATE === undefined || ['0', '1'].includes(env.CRM_CREATE), 'CRM_CREATE', 'neither 0 nor 1');
  check(
    env.HOST === undefined || isIP(env.HOST) > 0 || /^[a-z0-9.-]{1,253}$/i.test(env.HOST),
    'HOST',
    'not an address',
  );
  check(env.DATA_DIR === undefined || env.DATA_DIR.trim() !== '', 'DATA_DIR', 'empty');
  const userId = integer(env, 'DEFAULT_USER_ID', 0, 1, 999_999_999);
  return {
    publicUrl: url('PUBLIC_URL', env.PUBLIC_URL!, {path: true}),
    port: integer(env, 'PORT', 8080, 1, 65535),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? './data',
    portalUrl: url('B24_PORTAL_URL', env.B24_PORTAL_URL!),
    clientId,
    clientSecret: clientSecret && secret('B24_CLIENT_SECRET', clientSecret),
    oauthUrl: url('B24_OAUTH_URL', env.B24_OAUTH_URL ?? 'https://oauth.bitrix.info'),
    pitelUrl: url('PITEL_API_URL', env.PITEL_API_URL!),
    pitelApiKey: secret('PITEL_API_KEY', env.PITEL_API_KEY!),
    hookKey: secret('PITEL_HOOK_KEY', env.PITEL_HOOK_KEY!, 16),
    hotlines: parseHotlines(env.HOTLINES!),
    defaultUserId: userId || undefined,
    crmCreate: env.CRM_CREATE !== '0',
    retrySeconds: integer(env, 'RETRY_SECONDS', 60, 5, 86400),
  };
}
