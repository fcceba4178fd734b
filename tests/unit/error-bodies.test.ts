/**
 * The reference shows only error bodies that Pitel's material gives (issue "Say only what we know").
 * Pitel documents the shapes of its error bodies and some of their messages, but never the body of a
 * 401, 403, 500 or 503: an example such as {"error": "Unauthorized"} would be a plausible detail
 * stated as the API's answer. A non-2xx example whose message is only the HTTP reason phrase is that
 * invention, unless the response is marked planned (x-proposed). This reads the YAML; what the built
 * pages show (never a schema's example as a response body, and a note under the Errors table naming
 * the statuses without a documented body) is checked by tests/e2e/api-panes.test.ts.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {readFileSync} from 'node:fs';

const root = path.resolve(__dirname, '../..');
const REASON_PHRASES =
  /^(Bad Request|Unauthorized|Forbidden|Not Found|Method Not Allowed|Internal Server Error|Service Unavailable|Too Many Requests|Unprocessable (Entity|Content))$/i;

/** What this reads of an OpenAPI document, as parsed from its YAML: a response or an example may be a `$ref`. */
interface Ref {
  $ref?: string;
}
interface Media {
  example?: unknown;
  examples?: Record<string, {value?: unknown} & Ref>;
}
interface Response {
  'x-proposed'?: boolean;
  content?: Record<string, Media>;
}
interface Doc {
  paths?: Record<string, Record<string, {responses?: Record<string, Response & Ref>} | undefined>>;
}

/** The object a `$ref` points to in `doc` (nothing when the path leads nowhere), or the value itself. */
function resolve<T>(doc: Doc, value: T & Ref): T | undefined {
  if (typeof value.$ref !== 'string') return value;
  return value.$ref
    .split('/')
    .slice(1)
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], doc) as T | undefined;
}

/** The message of an example body: its `error` or `message` field, or the example itself. */
function messageOf(example: unknown): unknown {
  if (example === null || typeof example !== 'object') return example;
  const body = example as {error?: unknown; message?: unknown};
  return body.error ?? body.message;
}

/** `where: message` for every non-2xx example whose message is an HTTP reason phrase. */
export function inventedErrorBodies(doc: Doc): string[] {
  const found: string[] = [];
  for (const [p, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      for (const [status, raw] of Object.entries(op?.responses ?? {})) {
        if (/^2/.test(status)) continue;
        const response = resolve(doc, raw);
        if (response?.['x-proposed']) continue;
        for (const media of Object.values(response?.content ?? {})) {
          const examples = [
            media.example,
            ...Object.values(media.examples ?? {}).map((e) => resolve(doc, e)?.value),
          ].filter((e) => e !== undefined);
          for (const example of examples) {
            const message = messageOf(example);
            // "Not Found" is a message Pitel's v1 and v3 references do show.
            if (typeof message === 'string' && REASON_PHRASES.test(message) && !/^Not Found$/i.test(message))
              found.push(`${method.toUpperCase()} ${p} ${status}: ${message}`);
          }
        }
      }
    }
  }
  return found;
}

describe('error bodies in the reference', () => {
  it('show no body that Pitel does not document (no bare HTTP reason phrase as the message)', () => {
    const docs = readdirSync(path.join(root, 'openapi')).filter((f) => f.endsWith('.yaml'));
    expect(docs.length).toBeGreaterThanOrEqual(3);
    for (const file of docs)
      expect(inventedErrorBodies(parse(readFileSync(path.join(root, 'openapi', file), 'utf8'))), file).toEqual([]);
  });

  it('reports invented bodies, inline and by reference (broken fixture)', () => {
    const doc = parse(readFileSync(path.join(root, 'tests/fixtures/error-bodies/broken.yaml'), 'utf8'));
    expect(inventedErrorBodies(doc)).toEqual(['GET /v3/thing 401: Unauthorized', 'GET /v3/thing 403: Forbidden']);
  });
});
