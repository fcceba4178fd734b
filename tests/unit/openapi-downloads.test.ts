/**
 * With `openapi-lint.test.ts`, `openapi-types.test.ts`, `spectral.test.ts`,
 * `openapi-descriptions.test.ts`: The documents are published unchanged (flags included), validate
 * (Redocly, Spectral, swagger-parser), generate types (openapi-typescript) and clients (orval,
 * hey-api) that compile under `strict` with no numbered name, and share no description between two
 * fields nor repeat a phrase (openapi/README.md, "Checks").
 */
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import openapiDownloads from '../../src/plugins/build/openapi-downloads';
import {isProposed, listOperations, type OpenApiDoc} from '../../src/openapi';

const root = path.resolve(__dirname, '../..');

describe('OpenAPI downloads', () => {
  it('publish the documents as they are, planned operations flagged with x-proposed', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'openapi-downloads-'));
    const plugin = openapiDownloads({siteDir: root} as LoadContext);
    await plugin.postBuild!({outDir} as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
    for (const name of ['v1', 'v3', 'psr']) {
      const published = readFileSync(path.join(outDir, 'openapi', `${name}.yaml`), 'utf8');
      expect(published).toBe(readFileSync(path.join(root, 'openapi', `${name}.yaml`), 'utf8'));
    }
    const v3 = parse(readFileSync(path.join(outDir, 'openapi', 'v3.yaml'), 'utf8')) as OpenApiDoc;
    const planned = listOperations(v3)
      .filter(({operation}) => isProposed(operation))
      .map(({ref}) => `${ref.method} ${ref.path}`);
    expect(planned).toEqual(
      expect.arrayContaining([
        'POST /v1/campaign/{campaign_uuid}/run/pause',
        'POST /v1/campaign/{campaign_uuid}/run/stop',
        'GET /v3/carrier/{carrier_uuid}',
        'DELETE /v3/user/{user_uuid}',
        'WEBHOOK presskey',
      ]),
    );
    expect(planned).toHaveLength(5);
  });
});
