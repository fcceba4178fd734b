/**
 * The checks of tests/support/api-examples.ts fail on their broken fixtures (a schema's example shown
 * as a 401 body, a body without its mark, a table that says "not documented" on every row), and the
 * renderer says the uncertainty once: no Present column when no field's presence is known, a legend
 * when some are, one note under the Errors table, never a schema's example as a body.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Paragraph, RootContent, Table, Text} from 'mdast';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {dereference, findOperation, parseOperationRef, type OpenApiDoc, type Schema} from '../../src/plugins/api-reference/spec';
import {apiPageNodes} from '../../src/plugins/api-reference';
import {
  flattenSchema,
  noBodyNote,
  operationParts,
  PRESENCE_LEGEND,
  PRESENCE_UNKNOWN,
  renderOperation,
  SHARED_PAYLOAD_TITLE,
  responseExamples,
  responseFieldsTable,
  withoutBodyNote,
  type FieldRow,
} from '../../src/plugins/api-reference/render';
import {documentedExamples, repeatedUncertainty, untracedExamples} from '../support/api-examples';

const fixtures = path.join(__dirname, '../fixtures/api-examples');
const doc = parse(readFileSync(path.join(fixtures, 'schema-example.yaml'), 'utf8')) as OpenApiDoc;
const api = {spec: 'v3', operations: ['GET /v3/thing']};

describe('example bodies trace to the YAML', () => {
  it('fails the broken fixture: a schema-level example as the 401 body, and a body without its mark', () => {
    const problems = untracedExamples('/fixture', readFileSync(path.join(fixtures, 'schema-example.html'), 'utf8'), api, {v3: doc});
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/GET \/v3\/thing 401 shows \{"error":"Not Found"\}, which is not an example of that response/);
    expect(problems[1]).toMatch(/a response example without its mark: \{"error":"Unauthorized"\}/);
  });

  it('counts only the examples of the response itself, never its schema’s', () => {
    const op = findOperation(doc, parseOperationRef('GET /v3/thing'))!;
    expect(documentedExamples(op.operation.responses['200'])).toEqual([{id: 'abc'}]);
    expect(documentedExamples(op.operation.responses['401'])).toEqual([]);
    expect(responseExamples(op.operation.responses['401'])).toEqual([]);
  });

  it('rejects a body marked with an operation the page does not name', () => {
    const html = '<div data-api-example="v3 GET /v3/other 200"><pre><code>{}</code></pre></div>';
    expect(untracedExamples('/fixture', html, api, {v3: doc})).toEqual([expect.stringMatching(/names no operation of this page/)]);
  });

  it('the renderer shows the documented 200 example and no 401 body', () => {
    const op = findOperation(doc, parseOperationRef('GET /v3/thing'))!;
    const page = JSON.stringify(renderOperation(doc, op, {multi: false, spec: 'v3'}));
    expect(page).not.toContain('Not Found');
    expect(page).toContain('\\"id\\": \\"abc\\"');
    expect(page).toContain('v3 GET /v3/thing 200');
    // The only error documents no body: no body column, and one note under the table.
    expect(page).not.toContain('Example body');
    expect(page.match(/The body of this answer is not documented/g)).toHaveLength(1);
  });
});

describe('uncertainty said once', () => {
  it('fails the broken fixture: "Not documented" on every row, and on every error row', () => {
    expect(repeatedUncertainty(readFileSync(path.join(fixtures, 'repeated-uncertainty.html'), 'utf8'))).toEqual([
      {table: 'Field | Type | Present | Description', count: 2},
      {table: 'Status | Meaning', count: 3},
    ]);
  });

  const field = (name: string, extra: Record<string, unknown> = {}, required = false): FieldRow => ({name, schema: {type: 'string', ...extra}, required});
  /** The text of each cell of a table, row by row. */
  const cells = (table: RootContent): string[][] =>
    (table as Table).children.map((row) => row.children.map((c) => c.children.map((t) => ('value' in t ? t.value : '')).join('')));
  /** The text a paragraph starts with. */
  const firstText = (paragraph: RootContent): string => ((paragraph as Paragraph).children[0] as Text).value;

  it('drops the Present column when no field’s presence is known, and says so once above the table', () => {
    const [sentence, table] = responseFieldsTable([field('a'), field('b')]);
    expect(firstText(sentence)).toBe(PRESENCE_UNKNOWN);
    expect(cells(table)[0]).toEqual(['Field', 'Type', 'Description']);
  });

  it('shows Always or When … where known, leaves the rest empty, with a one-line legend', () => {
    const nodes = responseFieldsTable([field('a', {}, true), field('b', {'x-present-when': 'the call was answered.'}), field('c')]);
    expect(nodes).toHaveLength(2);
    expect(firstText(nodes[0])).toBe(PRESENCE_LEGEND);
    expect(cells(nodes[1]).map((r) => r[2])).toEqual(['Present', 'Always', 'When the call was answered', '']);
    // Every presence known: no legend.
    expect(responseFieldsTable([field('a', {}, true)])).toHaveLength(1);
  });

  it('names the statuses without a documented body once, and strips the sentence from each row', () => {
    expect(noBodyNote(['401', '403', '500'], 4)).toBe('The bodies of 401, 403 and 500 are not documented.');
    expect(noBodyNote(['500'], 2)).toBe('The body of 500 is not documented.');
    expect(noBodyNote(['401', '500'], 2)).toBe('The bodies of these answers are not documented.');
    expect(withoutBodyNote('The token is missing. The body is not documented.')).toBe('The token is missing.');
  });

  it('holds for every operation of the three documents', () => {
    for (const name of ['v1', 'v3', 'psr']) {
      const spec = parse(readFileSync(path.join(__dirname, `../../openapi/${name}.yaml`), 'utf8')) as OpenApiDoc;
      for (const [p, item] of Object.entries(spec.paths ?? {})) {
        for (const method of Object.keys(item).filter((m) => m !== 'parameters')) {
          const op = findOperation(spec, parseOperationRef(`${method} ${p}`));
          if (!op) continue;
          const page = JSON.stringify(renderOperation(spec, op, {multi: false, spec: name}));
          // No cell says "Not documented" on its own (a description may still say it, in its own words).
          expect(page.match(/"value":"Not documented"/g) ?? [], `${name} ${method} ${p}`).toEqual([]);
          // Every body the page shows is one of its response's own examples.
          for (const [status, response] of Object.entries<Schema>(dereference(op.operation.responses ?? {}, spec))) {
            if (!documentedExamples(response).length) expect(page, `${name} ${method} ${p} ${status}`).not.toContain(`${name} ${method.toUpperCase()} ${p} ${status}"`);
          }
        }
      }
    }
  }, 30_000);
});

describe('each doubt and each mark once, on the pages that had them twice', () => {
  const load = (name: string) => parse(readFileSync(path.join(__dirname, `../../openapi/${name}.yaml`), 'utf8')) as OpenApiDoc;
  const siteRoot = path.join(__dirname, '../..');

  it('shows the fields every event carries once, then each event with its own fields only, and loses none', () => {
    const events = ['ringing', 'answered', 'hangup', 'cdr', 'missed', 'cdr_autocall'].map((e) => `WEBHOOK ${e}`);
    const {shared, operations} = apiPageNodes(siteRoot, {spec: 'v1', operations: events}, 'test');
    const sharedText = JSON.stringify(shared);
    expect(sharedText).toContain(SHARED_PAYLOAD_TITLE);
    const v1 = load('v1');
    for (const [i, name] of events.entries()) {
      const op = findOperation(v1, parseOperationRef(name))!;
      const own = JSON.stringify(operations[i].main);
      // Every field of the payload is on the page: in the shared table or in the event's own table.
      for (const row of flattenSchema(op.operation.requestBody.content['application/json'].schema)) {
        const where = [sharedText, own].filter((t) => t.includes(`"value":"${row.name}"`));
        expect(where, `${name} ${row.name}`).toHaveLength(1);
      }
      // The presence doubt is said once per table, and the Authorization header once for the page.
      expect(own.match(/Which of these fields are always present/g)?.length ?? 0, name).toBeLessThanOrEqual(1);
      expect(own, name).not.toContain('"value":"Authorization"');
    }
    expect(sharedText.match(/Which of these fields are always present/g)).toHaveLength(1);
    expect(sharedText.match(/"value":"Authorization"/g)).toHaveLength(1);
  });

  it('files a body Pitel gives without its status under no status code', () => {
    const v3 = load('v3');
    for (const action of ['start', 'pause', 'stop']) {
      const op = findOperation(v3, parseOperationRef(`POST /v1/campaign/{campaign_uuid}/run/${action}`))!;
      expect(Object.keys(op.operation.responses), action).not.toContain('404');
      const page = JSON.stringify(renderOperation(v3, op, {multi: false, spec: 'v3'}));
      expect(page.match(/Status not documented/g)?.length ?? 0, action).toBeGreaterThanOrEqual(2);
      expect(page).toContain(`v3 POST /v1/campaign/{campaign_uuid}/run/${action} default`);
    }
  });

  it('puts the proposed-design mark above a planned example body', () => {
    const psr = load('psr');
    const op = findOperation(psr, parseOperationRef('POST /psr/v1/call/stream'))!;
    const {samples} = operationParts(psr, op, {multi: false, spec: 'psr'});
    // The tab items after the four language tabs of the request sample: one per answer with a body.
    const blocks = JSON.stringify(samples).split('"name":"TabItem"').slice(5);
    expect(blocks).toHaveLength(4);
    // 200 is documented; 400, 401 and 500 are our design.
    expect(blocks.map((b) => b.includes('"name":"PlannedBadge"'))).toEqual([false, true, true, true]);
  });
});
