/**
 * The reference shows only error bodies that Pitel's material gives (issue "Say only what we know").
 * Pitel documents the shapes of its error bodies and some of their messages, but never the body of a
 * 401, 403, 500 or 503: an example such as {"error": "Unauthorized"} would be a plausible detail
 * stated as the API's answer. A non-2xx example whose message is only the HTTP reason phrase is that
 * invention, unless the response is marked planned (x-proposed). This reads the YAML; what the built
 * pages show (never a schema's example as a response body, and a note under the Errors table naming
 * the statuses without a documented body) is checked by tests/e2e/api-panes.test.ts.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {findOperation, isProposed, listOperations, type OpenApiDoc} from '../../src/openapi';
import {documentedExamples} from '../support/api-examples';

const root = path.resolve(__dirname, '../..');
const REASON_PHRASES =
  /^(Bad Request|Unauthorized|Forbidden|Not Found|Method Not Allowed|Internal Server Error|Service Unavailable|Too Many Requests|Unprocessable (Entity|Content))$/i;

/** The message of an example body: its `error` or `message` field, or the example itself. */
function messageOf(example: unknown): unknown {
  if (example === null || typeof example !== 'object') return example;
  const body = example as {error?: unknown; message?: unknown};
  return body.error ?? body.message;
}

/** `where: message` for every non-2xx example whose message is an HTTP reason phrase. */
function inventedErrorBodies(doc: OpenApiDoc): string[] {
  const found: string[] = [];
  for (const {ref} of listOperations(doc)) {
    // findOperation resolves the responses' references.
    for (const [status, response] of Object.entries(findOperation(doc, ref)!.operation.responses ?? {})) {
      if (/^2/.test(status) || isProposed(response)) continue;
      for (const example of documentedExamples(response)) {
        const message = messageOf(example);
        // "Not Found" is a message Pitel's v1 and v3 references do show.
        if (typeof message === 'string' && REASON_PHRASES.test(message) && !/^Not Found$/i.test(message))
          found.push(`${ref.method} ${ref.path} ${status}: ${message}`);
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
