import {readdirSync} from 'node:fs';
import path from 'node:path';
import {lint, loadConfig} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');

async function errorsOf(file: string) {
  const config = await loadConfig({configPath: path.join(root, 'redocly.yaml')});
  const problems = await lint({ref: file, config});
  return problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
}

describe('OpenAPI documents', () => {
  const specs = readdirSync(path.join(root, 'openapi')).filter((f) => f.endsWith('.yaml'));

  it('include v1, v3 and psr', () => {
    expect(specs.sort()).toEqual(['psr.yaml', 'v1.yaml', 'v3.yaml']);
  });

  for (const spec of specs) {
    it(`${spec} validates with no error`, async () => {
      expect(await errorsOf(path.join(root, 'openapi', spec))).toEqual([]);
    });
  }

  it('a broken document fails validation', async () => {
    const errors = await errorsOf(path.resolve(__dirname, '../fixtures/openapi/broken.yaml'));
    expect(errors.join('\n')).toMatch(/path-parameters-defined|no-unresolved-refs/);
  });
});
