/**
 * The API contract between pages and OpenAPI documents; whatever a document calls planned carries
 * `x-proposed` and is marked on its page.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkContract, docPath, type Renderer, type Summarizer} from '../support/contract';
import {endpointsSummary, renderOperation} from '../../src/plugins/features/api-reference/render';

const root = path.resolve(__dirname, '../..');

describe('API contract between pages and OpenAPI documents', () => {
  it('holds for the site: every page operation is in the spec and every spec operation has one page', () => {
    const report = checkContract(root);
    expect(report.problems).toEqual([]);
    expect(report.pages).toBeGreaterThanOrEqual(60);
    expect(report.operations).toBeGreaterThanOrEqual(report.pages);
  });

  it('fails on a broken fixture: unknown operation, wrong method, and a spec operation without a page', () => {
    const {problems} = checkContract(path.resolve(__dirname, '../fixtures/contract'));
    expect(problems).toEqual(
      expect.arrayContaining([
        '/api/v9/thing/remove: DELETE /v9/thing/{id} is not in openapi/v9.yaml',
        '/api/v9/thing/edit: PUT /v9/thing is not in openapi/v9.yaml',
        'openapi/v9.yaml: POST /v9/thing has no page',
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  it('requires a page that shows planned material to mark it, and fails on a broken fixture', () => {
    const {problems} = checkContract(path.resolve(__dirname, '../fixtures/contract-planned'));
    expect(problems).toEqual([
      '/api/v8/widget/create: POST /v8/widget: request body field size is described as planned but has no `x-proposed: true`',
      '/api/v8/widget/remove: DELETE /v8/widget/{id} is described as planned but has no `x-proposed: true`, so the page shows it unmarked',
      '/api/v8/widget/remove: DELETE /v8/widget/{id}: response 404 is described as planned but has no `x-proposed: true`',
    ]);
  });

  it('fails when the rendered reference drops the marks of flagged operations and fields', () => {
    const fixtures = path.resolve(__dirname, '../fixtures/contract-planned');
    /** Nodes without the planned notice and badges, at any depth. */
    const strip = <T extends object>(nodes: T[]): T[] =>
      nodes
        .filter((n) => !['Planned', 'PlannedBadge'].includes(String((n as {name?: unknown}).name)))
        .map((n) => {
          const children = (n as {children?: object[]}).children;
          return children ? {...n, children: strip(children)} : n;
        });
    const stripMarks: Renderer = (doc, op, opts) => strip(renderOperation(doc, op, opts));
    const stripSummary: Summarizer = (op) => {
      const summary = endpointsSummary([op]);
      return summary && strip([summary])[0];
    };
    const {problems} = checkContract(fixtures, stripMarks, stripSummary);
    expect(problems).toEqual(
      expect.arrayContaining([
        '/api/v8/widget/list: GET /v8/widget: colour is planned but its row carries no <PlannedBadge />',
        '/api/v8/widget/detail: GET /v8/widget/{id} is planned but its reference has no <Planned /> notice',
        '/api/v8/widget/detail: GET /v8/widget/{id} is planned but its method and path carry no <PlannedBadge />',
      ]),
    );
  });

  it('derives page paths like Docusaurus does', () => {
    expect(docPath('/d', '/d/api/v3/list/index.mdx')).toBe('/api/v3/list/');
    expect(docPath('/d', '/d/api/v3/campaign/create.mdx')).toBe('/api/v3/campaign/create');
  });
});
