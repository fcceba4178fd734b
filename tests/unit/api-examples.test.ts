/**
 * The checks of tests/support/api-examples.ts fail on their broken fixtures (a schema's example shown
 * as a 401 body, a body without its mark, a table that says "not documented" on every row), and the
 * renderer keeps doubt out of its tables: no Present column when no field's presence is known, a legend
 * when some are, a link to the error bodies under the Errors table, and the question each raises for the
 * page's closing list; never a schema's example as a body.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Paragraph, RootContent, Table, Text} from 'mdast';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {findOperation, formatOperationRef, listOperations, parseOperationRef, type OpenApiDoc} from '../../src/openapi';
import {apiPageNodes} from '../../src/plugins/features/api-reference';
import {
  flattenSchema,
  errorsLink,
  operationParts,
  PRESENCE_LEGEND,
  renderOperation,
  rowQuestions,
  SHARED_PAYLOAD_TITLE,
  responseFieldsTable,
  withoutBodyNote,
  type FieldRow,
} from '../../src/plugins/features/api-reference/render';
import {asNode, asNodes} from '../support/tree';
import {repeatedUncertainty, untracedExamples} from '../support/api-examples';

const fixtures = path.join(__dirname, '../fixtures/api-examples');
const doc = parse(readFileSync(path.join(fixtures, 'schema-example.yaml'), 'utf8')) as OpenApiDoc;
const api = {spec: 'v3', operations: ['GET /v3/thing']};
/** One of the site's documents, as written. */
const load = (name: string) =>
  parse(readFileSync(path.join(__dirname, `../../openapi/${name}.yaml`), 'utf8')) as OpenApiDoc;

describe('example bodies trace to the YAML', () => {
  it('fails the broken fixture: a schema-level example as the 401 body, and a body without its mark', () => {
    const problems = untracedExamples(
      '/fixture',
      readFileSync(path.join(fixtures, 'schema-example.html'), 'utf8'),
      api,
      {v3: doc},
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /GET \/v3\/thing 401 shows \{"error":"Not Found"\}, which is not an example of that response/,
    );
    expect(problems[1]).toMatch(/a response example without its mark: \{"error":"Unauthorized"\}/);
  });

  it('rejects a body marked with an operation the page does not name', () => {
    const html = '<div data-api-example="v3 GET /v3/other 200"><pre><code>{}</code></pre></div>';
    expect(untracedExamples('/fixture', html, api, {v3: doc})).toEqual([
      expect.stringMatching(/names no operation of this page/),
    ]);
  });

  it('the renderer shows the documented 200 example and no 401 body', () => {
    const op = findOperation(doc, parseOperationRef('GET /v3/thing'))!;
    const page = JSON.stringify(renderOperation(doc, op, {multi: false, spec: 'v3'}));
    expect(page).not.toContain('Not Found');
    expect(page).toContain('\\"id\\": \\"abc\\"');
    expect(page).toContain('v3 GET /v3/thing 200');
    // The only error documents no body: no body column, one link to the error bodies under the table,
    // and the question for the page's closing list.
    expect(page).not.toContain('Example body');
    expect(page).not.toContain('not documented');
    expect(page.match(/"url":"\/errors#v3"/g)).toHaveLength(1);
    expect(operationParts(doc, op, {multi: false, spec: 'v3'}).questions).toContain('error-responses');
  });
});

describe('uncertainty said once', () => {
  it('fails the broken fixture: "Not documented" on every row, and on every error row', () => {
    expect(repeatedUncertainty(readFileSync(path.join(fixtures, 'repeated-uncertainty.html'), 'utf8'))).toEqual([
      {table: 'Field | Type | Present | Description', count: 2},
      {table: 'Status | Meaning', count: 3},
    ]);
  });

  const field = (name: string, extra: Record<string, unknown> = {}, required = false): FieldRow => ({
    name,
    schema: {type: 'string', ...extra},
    required,
  });
  /** The text of each cell of a table, row by row. */
  const cells = (table: RootContent): string[][] =>
    (table as Table).children.map((row) =>
      row.children.map((c) => c.children.map((t) => ('value' in t ? t.value : '')).join('')),
    );
  /** The text a paragraph starts with. */
  const firstText = (paragraph: RootContent): string => ((paragraph as Paragraph).children[0] as Text).value;

  it('drops the Present column when no field’s presence is known, and asks it once, for the closing list', () => {
    const nodes = responseFieldsTable([field('a'), field('b')]);
    expect(nodes).toHaveLength(1);
    expect(cells(nodes[0])[0]).toEqual(['Field', 'Type', 'Description']);
    expect(rowQuestions([field('a'), field('b')], true)).toEqual(['field-presence']);
    // A request body's fields are what the client sends: no presence question.
    expect(rowQuestions([field('a')], false)).toEqual([]);
    // A field's own question comes with it.
    expect(rowQuestions([field('a', {'x-question': 'token-lifetime'}, true)], true)).toEqual(['token-lifetime']);
  });

  it('shows Always or When … where known, leaves the rest empty, with a one-line legend', () => {
    const nodes = responseFieldsTable([
      field('a', {}, true),
      field('b', {'x-present-when': 'the call was answered.'}),
      field('c'),
    ]);
    expect(nodes).toHaveLength(2);
    expect(firstText(nodes[0])).toBe(PRESENCE_LEGEND);
    expect(cells(nodes[1]).map((r) => r[2])).toEqual(['Present', 'Always', 'When the call was answered', '']);
    // Every presence known: no legend.
    expect(responseFieldsTable([field('a', {}, true)])).toHaveLength(1);
  });

  it('links the error bodies of the document’s API under the table, and strips a row’s own sentence about its body', () => {
    const link = (spec: string) =>
      errorsLink(spec)
        .map(asNode)
        .map((n) => n.value ?? `[${n.children?.[0]?.value}](${n.url})`)
        .join('');
    expect(link('v3')).toBe('The error bodies of the v3 API, with examples: [Errors](/errors#v3).');
    expect(link('psr')).toBe('The error bodies of the psr module, with examples: [Errors](/errors#psr).');
    expect(withoutBodyNote('The token is missing. The body is not documented.')).toBe('The token is missing.');
  });

  it('says no "Not documented" in a cell of its own, on every operation of the three documents', () => {
    for (const name of ['v1', 'v3', 'psr']) {
      const spec = load(name);
      for (const {ref} of listOperations(spec).filter((o) => !o.ref.webhook)) {
        const page = JSON.stringify(renderOperation(spec, findOperation(spec, ref)!, {multi: false, spec: name}));
        // No cell says "Not documented" on its own (a description may still say it, in its own words).
        expect(page.match(/"value":"Not documented"/g) ?? [], `${name} ${formatOperationRef(ref)}`).toEqual([]);
        // That every body the page shows is one of its response's own examples is checked on the built
        // pages: tests/e2e/api-panes.test.ts.
      }
    }
  }, 120_000);
});

describe('each doubt and each mark once, on the pages that had them twice', () => {
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
      for (const row of flattenSchema(op.operation.requestBody?.content['application/json'].schema)) {
        const where = [sharedText, own].filter((t) => t.includes(`"value":"${row.name}"`));
        expect(where, `${name} ${row.name}`).toHaveLength(1);
      }
      // No table says the presence doubt (the page's closing list asks it), and the Authorization header is shown once for the page.
      expect(own, name).not.toContain('not documented');
      expect(own, name).not.toContain('"value":"Authorization"');
    }
    expect(sharedText).not.toContain('not documented');
    expect(sharedText.match(/"value":"Authorization"/g)).toHaveLength(1);
  });

  it('files a body Pitel gives without its status under no status code', () => {
    const v3 = load('v3');
    // Pitel shows the run call's `Not Found` without its status.
    const op = findOperation(v3, parseOperationRef('POST /v1/campaign/{campaign_uuid}/run/start'))!;
    expect(Object.keys(op.operation.responses ?? {})).not.toContain('404');
    const parts = operationParts(v3, op, {multi: false, spec: 'v3'});
    const page = JSON.stringify([...parts.main, ...parts.samples, ...parts.rest]);
    // Said once, in the Errors table; the example's tab and title name it an error; the closing list asks its status.
    expect(page.match(/Status not documented/g)).toHaveLength(1);
    expect(page).toContain('"title=\\"Error\\""');
    expect(parts.questions).toContain('error-responses');
    expect(page).toContain('v3 POST /v1/campaign/{campaign_uuid}/run/start default');
  });

  it('marks the planned example bodies once, above their tabs, by their statuses, and a planned Errors table once, above it', () => {
    const psr = load('psr');
    const op = findOperation(psr, parseOperationRef('POST /psr/v1/call/stream'))!;
    const {samples, rest} = operationParts(psr, op, {multi: false, spec: 'psr'});
    // The tab items after the four language tabs of the request sample: one per answer with a body.
    const blocks = JSON.stringify(samples).split('"name":"TabItem"').slice(5);
    expect(blocks).toHaveLength(4);
    // 200 is documented; 400, 401 and 500 are our design: one note says so above the tabs, none inside them.
    expect(blocks.map((b) => b.includes('"name":"PlannedBadge"'))).toEqual([false, false, false, false]);
    const note = asNodes(samples).find((n) => n.type === 'paragraph' && n.children?.[0]?.name === 'PlannedBadge');
    expect(
      note?.children
        ?.slice(1)
        .map((c) => c.value)
        .join(''),
    ).toBe(" The bodies of 400, 401 and 500 are our design, not Pitel's published material.");
    // Every error of the call is our design: one badge above the Errors table, none in its rows.
    const nodes = asNodes(rest);
    const table = nodes.findIndex(
      (n) => n.type === 'table' && JSON.stringify(n.children?.[0]).includes('"value":"Status"'),
    );
    expect(nodes[table - 1].children?.[0]?.name).toBe('PlannedBadge');
    expect(JSON.stringify(nodes[table])).not.toContain('PlannedBadge');
  });

  it('marks the fields of a planned answer by its status line only', () => {
    const v3 = load('v3');
    const op = findOperation(v3, parseOperationRef('DELETE /v3/audio/{audio_uuid}'))!;
    const {rest} = operationParts(v3, op, {multi: false, spec: 'v3'});
    const nodes = asNodes(rest);
    const status = nodes.find((n) => n.type === 'paragraph' && n.children?.[0]?.type === 'strong');
    expect(status?.children?.map((c) => c.name ?? c.type)).toContain('PlannedBadge');
    const table = nodes.find((n) => n.type === 'table');
    expect(JSON.stringify(table)).not.toContain('PlannedBadge');
  });
});
