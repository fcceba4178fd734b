#!/usr/bin/env node
// Validates OpenAPI documents with Redocly's linter and the rules in redocly.yaml.
// Usage: node scripts/lint/openapi.mjs [FILE...]   (default: every openapi/*.yaml)
import {formatProblems, lint, loadConfig} from '@redocly/openapi-core';
import {readdirSync} from 'node:fs';

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync('openapi')
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => `openapi/${f}`);
const config = await loadConfig({configPath: 'redocly.yaml'});
let errors = 0;
for (const ref of files) {
  const problems = await lint({ref, config});
  const errs = problems.filter((p) => p.severity === 'error');
  errors += errs.length;
  if (problems.length) {
    formatProblems(problems, {
      format: 'codeframe',
      totals: {errors: errs.length, warnings: problems.length - errs.length, ignored: 0},
      version: '',
    });
  }
  console.log(
    `${errs.length ? 'FAIL' : 'ok  '} ${ref}: ${errs.length} errors, ${problems.length - errs.length} warnings`,
  );
}
process.exit(errors ? 1 : 0);
