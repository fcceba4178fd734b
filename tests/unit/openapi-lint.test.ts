/**
 * The Redocly lint of the OpenAPI documents (`npm run lint:openapi`, redocly.yaml) refuses a broken
 * document; the lint step of the gate runs it on the real documents.
 */
import path from 'node:path';
import {lint, loadConfig} from '@redocly/openapi-core';
import {expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');

it('refuses a broken document with the rules of redocly.yaml', async () => {
  const config = await loadConfig({configPath: path.join(root, 'redocly.yaml')});
  const problems = await lint({ref: path.resolve(__dirname, '../fixtures/openapi/broken.yaml'), config});
  const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
  expect(errors.join('\n')).toMatch(/path-parameters-defined|no-unresolved-refs/);
});
