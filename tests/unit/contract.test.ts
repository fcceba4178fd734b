import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkContract, docPath} from '../support/contract';

const root = path.resolve(__dirname, '../..');

describe('API contract between pages and OpenAPI documents', () => {
  it('holds for the site: every page operation is in the spec and every spec operation has one page', () => {
    const report = checkContract(path.join(root, 'docs'), path.join(root, 'openapi'));
    expect(report.problems).toEqual([]);
    expect(report.pages).toBeGreaterThanOrEqual(60);
    expect(report.operations).toBeGreaterThanOrEqual(report.pages);
  });

  it('fails on a broken fixture: unknown operation, wrong method, and a spec operation without a page', () => {
    const fixtures = path.resolve(__dirname, '../fixtures/contract');
    const {problems} = checkContract(path.join(fixtures, 'docs'), path.join(fixtures, 'openapi'));
    expect(problems).toEqual(
      expect.arrayContaining([
        '/api/v9/thing/remove: DELETE /v9/thing/{id} is not in openapi/v9.yaml',
        '/api/v9/thing/edit: PUT /v9/thing is not in openapi/v9.yaml',
        'openapi/v9.yaml: POST /v9/thing has no page',
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  it('derives page paths like Docusaurus does', () => {
    expect(docPath('/d', '/d/api/v3/list/index.mdx')).toBe('/api/v3/list/');
    expect(docPath('/d', '/d/api/v3/campaign/create.mdx')).toBe('/api/v3/campaign/create');
  });
});
