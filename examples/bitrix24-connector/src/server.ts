/**
 * The HTTP routes (README.md, "Routes"), under the path of `PUBLIC_URL` (`base`, see `basePath` of
 * config.ts): with `PUBLIC_URL=https://example.com/pitel`, Bitrix24's events arrive at
 * `/pitel/bitrix/events`.
 *
 * Fastify routes each request first and reads a body only for a route that takes one, up to 64 KiB, with
 * parsers that never write into an object's prototype: JSON through Fastify's own parser (a `__proto__`
 * or `constructor.prototype` key is refused), and Bitrix24's forms (`auth[access_token]=…`) through `qs`
 * with its defaults (keys that would reach `Object.prototype` are dropped, nesting stops at 5 levels).
 * Then each body is checked against its schema (schemas.ts): only the fields a handler reads reach it.
 * An unknown route, a wrong method, or a Pitel event without the hook key is answered before its body is
 * read. A body that cannot be read or does not fit is answered 400 (413 when too large) with a log line.
 */
import formbody from '@fastify/formbody';
import Fastify, {type FastifyReply, type FastifyRequest} from 'fastify';
import {timingSafeEqual} from 'node:crypto';
import {createServer as createHttpServer, type Server} from 'node:http';
import qs from 'qs';
import type {z} from 'zod';
import type {Connector} from './connector.js';
import {createLog, type Log} from './log.js';
import {messages} from './messages.js';
import {bitrixEventSchema, failedField, installSchema, pitelEventSchema} from './schemas.js';

const LIMIT = 64 * 1024;

export interface ServerOptions {
  /** Where refused requests are logged. */
  log?: Log;
  /** The hook key (`PITEL_HOOK_KEY`), to refuse a Pitel event without it before reading its body. */
  hookKey?: () => string;
}

/** The route of a request's path under `base`, or undefined when the path is not under it. */
export function routeOf(pathname: string, base: string): string | undefined {
  if (!base) return pathname;
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : undefined;
}

/** Equal secrets, compared in constant time. */
function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && b.length > 0 && timingSafeEqual(a, b);
}

/** The keys a Pitel event carries: the `Authorization: Bearer` value (scheme in any case) and `?key=`. */
function hookKeys(req: FastifyRequest): (string | undefined)[] {
  const bearer = /^bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return [bearer, new URL(req.url, 'http://connector').searchParams.get('key') ?? undefined];
}

export function createServer(connector: Connector, base = '', options: ServerOptions = {}): Server {
  const log = options.log ?? createLog();
  let server!: Server;
  const app = Fastify({
    bodyLimit: LIMIT,
    // The Node server is created here so that `createServer` hands back a plain `http.Server`; a request
    // waits for Fastify to be ready.
    serverFactory: (handler) => {
      server = createHttpServer((req, res) => {
        ready.then(
          () => handler(req, res),
          () => res.writeHead(500).end(),
        );
      });
      return server;
    },
  });

  void app.register(formbody, {parser: (body) => qs.parse(body)});

  /** Answers 400 with a log line when `body` does not fit `schema`; else the checked value. */
  function checked<S extends z.ZodType>(schema: S, req: FastifyRequest, reply: FastifyReply): z.infer<S> | undefined {
    const result = schema.safeParse(req.body);
    if (result.success) return result.data;
    log(messages.requestRefused, {route: req.routeOptions.url, status: 400, field: failedField(result.error)});
    void reply.code(400).type('text/plain').send('bad request\n');
    return undefined;
  }

  const text = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .type('text/plain')
      .send(body ? `${body}\n` : '');
  const at = (route: string) => `${base}${route}`;

  // An unknown path is answered here, before any body is read.
  app.addHook('onRequest', async (req, reply) => {
    if (req.is404) return text(reply, 404, 'not found');
  });

  app.get(at('/health'), async () => connector.health());

  // Bitrix24's Handler path of an application without screens: whatever the method, one line of status,
  // and nothing read.
  app.all(at('/bitrix/app'), {
    onRequest: async (_req, reply) =>
      text(reply, 200, connector.health().installed ? 'Pitel connector: installed' : 'Pitel connector: not installed'),
    handler: async () => undefined,
  });

  app.post(at('/bitrix/install'), async (req, reply) => {
    const body = checked(installSchema, req, reply);
    if (!body) return reply;
    const status = await connector.install(body, (req.query as {key?: unknown}).key);
    return text(reply, status, status === 200 ? 'installed' : 'refused');
  });

  app.post(at('/bitrix/events'), async (req, reply) => {
    const body = checked(bitrixEventSchema, req, reply);
    if (!body) return reply;
    return text(reply, connector.bitrixEvent(body), '');
  });

  app.post(at('/pitel/events'), {
    // The key is in the request's head: without it, the connector refuses the event (and logs it) before
    // a byte of the body is read.
    onRequest: async (req, reply) => {
      const keys = hookKeys(req);
      if (options.hookKey && !keys.some((k) => k !== undefined && same(k, options.hookKey!())))
        return text(reply, connector.pitelEvent({}, keys), '');
    },
    handler: async (req, reply) => {
      const body = checked(pitelEventSchema, req, reply);
      if (!body) return reply;
      return text(reply, connector.pitelEvent(body, hookKeys(req)), '');
    },
  });

  // The routes above answer other methods with 405, before reading anything.
  for (const route of ['/bitrix/install', '/bitrix/events', '/pitel/events'])
    app.route({
      method: ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: at(route),
      onRequest: async (_req, reply) => text(reply.header('allow', 'POST'), 405, 'method not allowed'),
      handler: async () => undefined,
    });

  app.setNotFoundHandler(async (_req, reply) => text(reply, 404, 'not found'));

  // A body that could not be read (too large, not JSON, another content type): its status and a line.
  app.setErrorHandler(async (error: Error & {statusCode?: number; code?: string}, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) log(messages.unexpected, {error: String(error)});
    else
      log(messages.requestRefused, {route: req.routeOptions.url ?? req.url.split('?')[0], status, reason: error.code});
    return text(reply, status, status === 413 ? 'too large' : status === 500 ? 'failed' : 'bad request');
  });

  const ready = app.ready();
  return server;
}
