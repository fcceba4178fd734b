/**
 * A stand-in of the Pitel API for running the site's programs in the tests: an HTTP server on
 * 127.0.0.1 that answers every operation of `openapi/*.yaml` from the documents' own examples.
 *
 * Each program run gets its own base URL, `http://127.0.0.1:<port>/run/<id>`, which the runner puts
 * where the program says `https://{{API_HOST}}`. The path prefix names the run, so runs in parallel
 * each have their own scenario and their own record of the requests they sent:
 * - `ok`: every operation answers its first 2xx example (a file for a download);
 * - `http-error`: every operation answers HTTP 401 with a body the program must print;
 * - `refusal`: operations whose answer can refuse the request in its body (a v1 `"status": "fail"`,
 *   a bulk `fail` list) answer that body with HTTP 200, which the program must report;
 * - `expired-once`: the first call that needs a token answers 401, every later one succeeds, for
 *   programs that renew their token once (the /authentication client).
 * A call that needs a token and does not send `Authorization: Bearer <STAND_IN_TOKEN>` (or a token that a
 * token answer of the documents gives) answers 401, and a
 * path no document has answers 404: both show in the run's record, so a test sees the mistake.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {buffer} from 'node:stream/consumers';
import type {Json} from '../../src/openapi';
import {
  findOperation,
  isRecord,
  listOperations,
  loadSpec,
  mediaExamples,
  needsAuth,
  specNames,
} from '../../src/openapi';
import {binaryResponse, mediaExample, refusalOf} from '../../src/plugins/features/api-reference/samples';

export const STAND_IN_TOKEN = 'stand-in-access-token';
export const STAND_IN_API_KEY = '00000000-aaaa-bbbb-cccc-000000000001';

export type Scenario = 'ok' | 'http-error' | 'refusal' | 'expired-once';

export interface Recorded {
  method: string;
  path: string;
  query: string;
  authorization: string | undefined;
  body: string;
  status: number;
}

interface Route {
  doc: string;
  method: string;
  template: string;
  pattern: RegExp;
  auth: boolean;
  ok: {status: number; type: string; body: Buffer};
  refusal?: Buffer;
}

interface Run {
  scenario: Scenario;
  requests: Recorded[];
  expiredSent: boolean;
}

function templatePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\\{[^}]+\\\}|\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

/** The routes of every document in `openapi/`. */
export function standInRoutes(siteDir: string): Route[] {
  const routes: Route[] = [];
  for (const name of specNames(siteDir)) {
    const doc = loadSpec(siteDir, name);
    for (const {ref} of listOperations(doc)) {
      if (ref.webhook) continue;
      const op = findOperation(doc, ref)!;
      const o = op.operation;
      const [status, response] = Object.entries(o.responses ?? {}).find(([s]) => /^2/.test(s)) ?? ['200', {}];
      const [type, media] = Object.entries(response?.content ?? {})[0] ?? ['application/json', undefined];
      const binary = binaryResponse(o);
      const example = media ? mediaExample(media) : undefined;
      const body = binary
        ? Buffer.from('stand-in file content\n')
        : Buffer.from(
            example === undefined
              ? '{}'
              : typeof example === 'string' && !type.includes('json')
                ? example
                : JSON.stringify(example),
          );
      let refusal: Buffer | undefined;
      const kind = refusalOf(o);
      if (kind) {
        // The documented refusal body: the first example answer that refuses in the shape its schema says.
        const refuses = (v: Json) =>
          isRecord(v) && (kind === 'status' ? v.status === 'fail' : Array.isArray(v.fail) && v.fail.length > 0);
        const documented = Object.values(o.responses ?? {})
          .flatMap((r) => mediaExamples(Object.values(r?.content ?? {})[0]))
          .find((e) => refuses(e.value))?.value;
        // No example shows one: a refusal of the documented shape, marked as the stand-in's.
        refusal = Buffer.from(
          JSON.stringify(
            documented ??
              (kind === 'status'
                ? {status: 'fail', error: 'STAND_IN_REFUSAL'}
                : {success: [], fail: [{'0900000001': 'STAND_IN_REFUSAL'}], message: 'successfully'}),
          ),
        );
      }
      routes.push({
        doc: name,
        method: op.httpMethod,
        template: ref.path,
        pattern: templatePattern(ref.path),
        auth: needsAuth(doc, o),
        ok: {status: Number(status), type: binary ?? type, body},
        refusal,
      });
    }
  }
  return routes;
}

export interface StandIn {
  /** The base URL of a new run, with its scenario. */
  newRun(scenario: Scenario): {base: string; id: string};
  requests(id: string): Recorded[];
  routes: Route[];
  close(): Promise<void>;
}

export async function startStandIn(siteDir: string): Promise<StandIn> {
  const routes = standInRoutes(siteDir);
  // The tokens the documents' token answers give, which a program that gets its own token then sends.
  const tokens = new Set<string>([STAND_IN_TOKEN]);
  for (const r of routes.filter((x) => /\/auth\/token$/.test(x.template))) {
    // The reviver sees every key of the answer, at every depth.
    JSON.parse(r.ok.body.toString('utf8'), (key, value: unknown) => {
      if (key === 'token' && typeof value === 'string') tokens.add(value);
      return value;
    });
  }
  const runs = new Map<string, Run>();
  let next = 0;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await buffer(req);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const match = /^\/run\/([^/]+)(\/.*)?$/.exec(url.pathname);
    const run = match ? runs.get(match[1]) : undefined;
    const send = (status: number, type: string, payload: Buffer | string) => {
      run?.requests.push({
        method: req.method ?? '',
        path: decodeURIComponent(apiPath),
        query: url.search,
        authorization: req.headers.authorization,
        body: body.toString('utf8'),
        status,
      });
      res.writeHead(status, {'Content-Type': type, Connection: 'close'});
      res.end(payload);
    };
    const apiPath = match?.[2] ?? url.pathname;
    if (!run) return send(404, 'application/json', '{"error":"stand-in: no such run"}');
    const route = routes.find((r) => r.method === req.method && r.pattern.test(apiPath));
    if (!route)
      return send(404, 'application/json', JSON.stringify({error: `stand-in: no operation ${req.method} ${apiPath}`}));
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (route.auth && !(bearer && tokens.has(bearer))) {
      return send(401, 'application/json', '{"error":"stand-in: missing or wrong token"}');
    }
    if (run.scenario === 'http-error')
      return send(401, 'application/json', '{"error":"stand-in: refused with HTTP 401"}');
    if (run.scenario === 'expired-once' && route.auth && !run.expiredSent) {
      run.expiredSent = true;
      return send(401, 'application/json', '{"error":"stand-in: token expired"}');
    }
    if (run.scenario === 'refusal' && route.refusal) return send(200, 'application/json', route.refusal);
    // The v1 call-record scroll: the next batch after the first is empty, which ends the scroll.
    if (route.template === '/v1/cdr' && url.searchParams.has('scroll_id')) {
      return send(200, 'application/json', JSON.stringify({data: [], scroll_id: url.searchParams.get('scroll_id')}));
    }
    return send(route.ok.status, route.ok.type, route.ok.body);
  };
  // A request whose handling fails rejects unhandled, which fails the test run.
  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as {port: number}).port;
  return {
    routes,
    newRun(scenario) {
      const id = String(++next);
      runs.set(id, {scenario, requests: [], expiredSent: false});
      return {base: `http://127.0.0.1:${port}/run/${id}`, id};
    },
    requests: (id) => runs.get(id)?.requests ?? [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
