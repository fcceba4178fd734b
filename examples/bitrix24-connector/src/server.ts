/**
 * The HTTP routes (README.md, "Routes"), under the path of `PUBLIC_URL` (`base`, see `basePath` of
 * config.ts): with `PUBLIC_URL=https://example.com/pitel`, Bitrix24's events arrive at
 * `/pitel/bitrix/events`. Each request body is read up to 64 KiB.
 */
import {createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {Connector} from './connector.js';
import type {Form} from './install.js';

const LIMIT = 64 * 1024;

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > LIMIT) throw new Error('body too large');
  }
  return text;
}

/** `a[b][c]=v` form fields, as Bitrix24 sends its events, → `{a: {b: {c: 'v'}}}`. */
export function parseForm(text: string): Form {
  const form: Form = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = name.split(/[[\]]+/).filter(Boolean);
    let node = form;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Form;
    node[keys[keys.length - 1] ?? name] = value;
  }
  return form;
}

function parseBody(req: IncomingMessage, text: string): Form {
  return String(req.headers['content-type']).includes('json') ? (JSON.parse(text || '{}') as Form) : parseForm(text);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {'content-type': typeof body === 'string' ? 'text/plain' : 'application/json'});
  res.end(typeof body === 'string' ? `${body}\n` : JSON.stringify(body));
}

/** The route of a request's path under `base`, or undefined when the path is not under it. */
export function routeOf(pathname: string, base: string): string | undefined {
  if (!base) return pathname;
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : undefined;
}

async function route(connector: Connector, base: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://connector');
  const pathname = routeOf(url.pathname, base);
  if (pathname === undefined) return send(res, 404, 'not found');
  const at = `${req.method} ${pathname}`;
  if (at === 'GET /health') return send(res, 200, connector.health());
  // Bitrix24's Handler path of an application without screens: whatever the method, one line of status.
  if (pathname === '/bitrix/app')
    return send(
      res,
      200,
      connector.health().installed ? 'Pitel connector: installed' : 'Pitel connector: not installed',
    );
  if (req.method !== 'POST') return send(res, 404, 'not found');
  const body = parseBody(req, await readBody(req));
  if (at === 'POST /bitrix/install') {
    const status = await connector.install(body);
    return send(res, status, status === 200 ? 'installed' : 'refused');
  }
  if (at === 'POST /bitrix/events') return send(res, connector.bitrixEvent(body), '');
  if (at === 'POST /pitel/events') {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return send(res, connector.pitelEvent(body, [bearer, url.searchParams.get('key')]), '');
  }
  send(res, 404, 'not found');
}

export function createServer(connector: Connector, base = ''): Server {
  return createHttpServer((req, res) => {
    route(connector, base, req, res).catch(() => send(res, 400, 'bad request'));
  });
}
