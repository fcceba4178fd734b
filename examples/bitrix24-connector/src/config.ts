/** The connector's settings, read from the environment; README.md lists each variable. */
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

/** `02800000001=Sales,02800000002` → the hotlines, each with its name when given. */
function parseHotlines(text: string): Hotline[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [number, name] = item.split('=').map((s) => s.trim());
      return name ? {number, name} : {number};
    });
}

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

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const missing = required.filter((name) => !env[name]);
  if (missing.length) throw new MissingSettings(missing);
  const userId = Number(env.DEFAULT_USER_ID);
  return {
    publicUrl: trimSlash(env.PUBLIC_URL!),
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? './data',
    portalUrl: trimSlash(env.B24_PORTAL_URL!),
    clientId: env.B24_CLIENT_ID ?? '',
    clientSecret: env.B24_CLIENT_SECRET ?? '',
    oauthUrl: trimSlash(env.B24_OAUTH_URL ?? 'https://oauth.bitrix.info'),
    pitelUrl: trimSlash(env.PITEL_API_URL!),
    pitelApiKey: env.PITEL_API_KEY!,
    hookKey: env.PITEL_HOOK_KEY!,
    hotlines: parseHotlines(env.HOTLINES!),
    defaultUserId: userId > 0 ? userId : undefined,
    crmCreate: env.CRM_CREATE !== '0',
    retrySeconds: Number(env.RETRY_SECONDS ?? 60),
  };
}
