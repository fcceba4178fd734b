/**
 * No borrowed boilerplate in the OpenAPI documents: no two fields of one table (the
 * properties of one object, the parameters of one operation) share a description, with every `$ref`
 * resolved as the reference renders it, and no description or summary says a sentence or a
 * parenthetical twice (a doubled "(proposed design; confirm with Pitel support)" reached the pages,
 * the Postman collections and the generated clients' comments). The v1 example error text about a
 * date window stands only on the operation that takes one. A broken fixture proves the first two
 * checks fail.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {doubledPhrases, sharedDescriptions} from '../support/description-lint';

const root = path.resolve(__dirname, '../..');
const SPECS = ['v1', 'v3', 'psr'] as const;
const load = (file: string) => parse(readFileSync(file, 'utf8'));
const spec = (name: string) => load(path.join(root, 'openapi', `${name}.yaml`));
const broken = load(path.join(root, 'tests/fixtures/openapi-descriptions/broken.yaml'));

describe('OpenAPI descriptions without borrowed boilerplate', () => {
  it.each(SPECS)('%s: no two fields of one table share a description', (name) => {
    expect(sharedDescriptions(spec(name))).toEqual([]);
  });

  it.each(SPECS)('%s: no description says a sentence or a parenthetical twice', (name) => {
    expect(doubledPhrases(spec(name))).toEqual([]);
  });

  it('v1: the "date range" error is filed under no operation; GET /v1/cdr asks which call sends it', () => {
    const doc = spec('v1');
    expect(JSON.stringify(doc)).not.toContain('date range must be in 24 hours');
    expect(doc.paths['/v1/cdr'].get['x-question']).toContain('date-range-error');
  });

  it('fails the broken fixture: exit_sound and invalid_sound sharing one description, a doubled parenthetical', () => {
    expect(sharedDescriptions(broken)).toEqual([
      '/paths/~1v3~1template/post/requestBody/content/application~1json/schema/properties: exit_sound, invalid_sound share "An extra prompt (before hang-up, or after a wrong key)."',
    ]);
    expect(doubledPhrases(broken)).toEqual([
      '/paths/~1v3~1user~1{user_uuid}/delete/description: "(proposed design; confirm with Pitel support)"',
    ]);
  });
});
