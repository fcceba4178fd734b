/**
 * Runs a Postman collection the way an integrator does, against a mock of its OpenAPI document:
 * - `startPrism` starts Stoplight Prism (`@stoplight/prism-cli`, pinned) as a mock of one document on
 *   127.0.0.1 and a free port, through its command line (`prism mock`), with request validation on
 *   (the default of `prism mock`) and `--errors`, so a request or an answer that breaks the document is
 *   answered with an error rather than only logged;
 * - `runCollection` runs the collection through newman (pinned, its programmatic `run`) with the
 *   collection's `baseUrl` pointed at the mock (`--env-var baseUrl=…` on the command line), upload fields
 *   given small fixture files, and returns one problem per request that Prism flagged (an
 *   `sl-violations` header, or an error answer: 422 for a request that breaks the schema, 401 for a
 *   missing token, 404 for a path the document lacks, 500 for an answer that breaks it) or that newman
 *   reports as failed (no answer, a failed test, a script error).
 * Nothing is sent anywhere but the mock: the run's base address is the mock's, and a collection that
 * names another host would show as a request error, not reach it.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {BASE_URL_VARIABLE} from '../../src/plugins/build/postman-collections/collection';
import {isRecord} from '../../src/openapi';

const require = createRequire(__filename);

/** A running Prism mock. */
export interface PrismMock {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts `prism mock <document> --host 127.0.0.1 --port 0 --errors` and resolves when it listens
 * (port 0: the system picks a free port, which Prism prints). Rejects with Prism's output if it exits
 * first or does not listen within `timeoutMs`.
 */
export function startPrism(document: string, timeoutMs = 60_000): Promise<PrismMock> {
  const cli = require.resolve('@stoplight/prism-cli/dist/index.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [cli, 'mock', '--host', '127.0.0.1', '--port', '0', '--errors', '--multiprocess', 'false', document],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1', NODE_ENV: 'test'},
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void close();
      reject(
        new Error(`Prism did not start on ${path.basename(document)} within ${timeoutMs} ms:\n${output.slice(-4000)}`),
      );
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      // Prism prints through chalk; its colour codes would sit inside the address.
      output += stripVTControlCharacters(chunk.toString());
      // Keep the buffer bounded: Prism logs every request.
      if (output.length > 200_000) output = output.slice(-100_000);
      const listening = /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve({url: listening[1], close});
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(
          `Prism exited (${signal ?? code}) before it listened on ${path.basename(document)}:\n${output.slice(-4000)}`,
        ),
      );
    });
  });
}

type Json = Record<string, unknown>;
const itemsOf = (v: unknown): Json[] => (isRecord(v) && Array.isArray(v.item) ? v.item.filter(isRecord) : []);

/** The parts of newman's programmatic API the run uses (newman ships no types). */
interface NewmanItem {
  id?: string;
  name?: string;
}
interface NewmanCursor {
  position?: number;
}
interface NewmanFailure {
  source?: NewmanItem;
  parent?: NewmanItem;
  cursor?: NewmanCursor;
  error?: {name?: string; message?: string} | string;
}
interface NewmanSummary {
  run: {failures?: NewmanFailure[]; stats?: {assertions?: {total?: number}}};
}
interface NewmanRequestEvent {
  item?: NewmanItem;
  cursor?: NewmanCursor;
  request?: {method?: string; url?: {toString(): string}};
  response?: {code?: number; headers?: {get(name: string): string | undefined}; stream?: {toString(): string}};
}
interface Newman {
  run(options: Json, callback: (err: Error | null, summary: NewmanSummary) => void): NodeJS.EventEmitter;
}

/** Where one request of a run went, and its answer's status (none when it got no answer). */
interface RunRequest {
  url: string;
  status?: number;
}

export interface RunResult {
  requests: RunRequest[];
  /** The test assertions newman ran (the token scripts' `pm.test`), passed or not. */
  assertions: number;
  /** One line per request that Prism flagged or newman reports as failed; empty when the run is clean. */
  problems: string[];
}

export interface RunOptions {
  /** The value of the collection's base-address variable (BASE_URL_VARIABLE) for this run: the mock's URL. */
  baseUrl: string;
  /** Other variables of the run, as `--env-var key=value` would give them. */
  envVar?: {key: string; value: string}[];
  /** The file an upload field sends (an absolute path), by the field's key and its request (`method`, `url.path`). */
  uploadFile: (field: string, request: Json) => string;
}

/**
 * The collection as the run sends it: each enabled upload field given its fixture file, and each request
 * an id that names it with its folders (newman's items do not know their folders).
 */
function forRun(
  collection: unknown,
  uploadFile: RunOptions['uploadFile'],
): {collection: unknown; names: Map<string, string>} {
  const copy = structuredClone(collection);
  const names = new Map<string, string>();
  const walk = (items: Json[], folders: string[]) => {
    for (const item of items) {
      const name = typeof item.name === 'string' ? item.name : '';
      if (Array.isArray(item.item)) {
        walk(itemsOf(item), [...folders, name]);
        continue;
      }
      const id = `request-${names.size + 1}`;
      item.id = id;
      names.set(id, [...folders, name].join(' › '));
      const request = item.request;
      if (!isRecord(request) || !isRecord(request.body) || request.body.mode !== 'formdata') continue;
      const fields = Array.isArray(request.body.formdata) ? request.body.formdata.filter(isRecord) : [];
      for (const field of fields) {
        if (field.type === 'file' && !field.disabled && typeof field.key === 'string')
          field.src = uploadFile(field.key, request);
      }
    }
  };
  walk(itemsOf(copy), []);
  return {collection: copy, names};
}

/** Runs a collection through newman against `baseUrl` and reports what Prism flagged and what newman failed. */
export function runCollection(collection: unknown, opts: RunOptions): Promise<RunResult> {
  const newman = require('newman') as Newman;
  const requests: RunRequest[] = [];
  const problems: string[] = [];
  const run = forRun(collection, opts.uploadFile);
  const nameOf = (item: NewmanItem | undefined, cursor?: NewmanCursor) =>
    (item?.id === undefined ? undefined : run.names.get(item.id)) ?? item?.name ?? `request ${cursor?.position ?? '?'}`;
  return new Promise((resolve, reject) => {
    const emitter = newman.run(
      {
        collection: run.collection,
        envVar: [{key: BASE_URL_VARIABLE, value: opts.baseUrl}, ...(opts.envVar ?? [])],
        reporters: [],
        timeoutRequest: 10_000,
        timeout: 120_000,
        // Follow no redirect: a mock never sends one, and a real host must not be reached through it.
        ignoreRedirects: true,
      },
      (err, summary) => {
        if (err) return reject(err);
        for (const failure of summary.run.failures ?? []) {
          const where = nameOf(failure.source ?? failure.parent, failure.cursor);
          const error = failure.error;
          const message = typeof error === 'string' ? error : (error?.message ?? 'failed');
          problems.push(
            `newman: ${where}: ${(typeof error === 'string' ? undefined : error?.name) ?? 'failure'}: ${message}`,
          );
        }
        resolve({
          requests,
          assertions: Number(summary.run.stats?.assertions?.total ?? 0),
          problems: [...new Set(problems)],
        });
      },
    );
    emitter.on('request', (err: Error | null, args: NewmanRequestEvent) => {
      const name = nameOf(args.item, args.cursor);
      const method = args.request?.method ?? '';
      const url = args.request?.url?.toString() ?? '';
      if (err) {
        requests.push({url});
        problems.push(`newman: ${name}: ${method} ${url}: no answer: ${err.message}`);
        return;
      }
      const status = Number(args.response?.code);
      const header = args.response?.headers?.get('sl-violations');
      let violations: {location?: string[]; message?: string}[] = [];
      if (header) {
        try {
          violations = JSON.parse(header);
        } catch {
          violations = [{message: header}];
        }
      }
      requests.push({url, status});
      if (violations.length || status >= 400) {
        let detail = violations.map((v) => `${(v.location ?? []).join('.')} ${v.message ?? ''}`.trim()).join('; ');
        if (!detail) {
          const body = args.response?.stream?.toString() ?? '';
          try {
            const problem = JSON.parse(body);
            detail = [problem.title, problem.detail].filter(Boolean).join(': ');
          } catch {
            detail = body.slice(0, 200);
          }
        }
        problems.push(`prism: ${name}: ${method} ${new URL(url).pathname}: ${status}${detail ? ` ${detail}` : ''}`);
      }
    });
  });
}
