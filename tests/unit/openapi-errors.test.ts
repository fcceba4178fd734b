/**
 * A broken OpenAPI document stops the build with the document's path, line and column on the first
 * line of the error, and never blames the sidebars file (src/plugins/build/openapi-downloads checks the
 * documents before anything else reads them; src/openapi/document.ts parses them strictly).
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {checkSpecs, parseSpec, SpecError} from '../../src/openapi';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(root, 'tests/fixtures/openapi-errors');

function failure(run: () => void): SpecError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(SpecError);
    return e as SpecError;
  }
  throw new Error('expected the document to be refused');
}

describe('OpenAPI documents that cannot be used', () => {
  it('a YAML error names the document, its line and column', () => {
    const e = failure(() => checkSpecs(path.join(fixtures, 'broken-yaml')));
    expect(e.message).toBe(
      'openapi/v3.yaml:9:1: the YAML does not parse: All mapping items must start at the same column',
    );
  });

  it('a $ref that points at nothing names the document and the line of the $ref', () => {
    const e = failure(() => checkSpecs(path.join(fixtures, 'missing-ref')));
    expect(e.message).toBe(
      'openapi/v3.yaml:15:23: Unresolved reference #/components/schemas/Cal: nothing in this document is at that path',
    );
  });

  it('the same document, fixed, loads; so do the site’s own documents', () => {
    expect(() => checkSpecs(path.join(fixtures, 'good'))).not.toThrow();
    expect(() => checkSpecs(root)).not.toThrow();
  });

  it('a key given twice, or a file that is not an OpenAPI document, is refused too', () => {
    expect(
      failure(() =>
        parseSpec('openapi: 3.1.0\ninfo: {title: a, version: "1"}\ninfo: {title: b, version: "1"}\n', 'openapi/x.yaml'),
      ).message,
    ).toMatch(/^openapi\/x\.yaml:3:1: the YAML does not parse: Map keys must be unique/);
    expect(failure(() => parseSpec('- just\n- a list\n', 'openapi/x.yaml')).message).toBe(
      'openapi/x.yaml:1:1: not an OpenAPI document: no `openapi` version field',
    );
  });
});

describe('the build, given a broken document', () => {
  let site: string | undefined;
  afterAll(() => {
    if (site) rmSync(site, {recursive: true, force: true});
  });

  it('stops before the sidebars load, with the YAML’s place on its first error line', () => {
    // A copy of the site whose v3 document has a stray bracket after a `$ref` line past line 1,000 (a line whose
    // YAML it breaks, whatever the descriptions around it); everything else is the site's own.
    site = mkdtempSync(path.join(tmpdir(), 'openapi-error-site-'));
    for (const entry of readdirSync(root)) {
      if (['openapi', 'build', '.docusaurus', '.git'].includes(entry)) continue;
      symlinkSync(path.join(root, entry), path.join(site, entry));
    }
    mkdirSync(path.join(site, 'openapi'));
    for (const name of readdirSync(path.join(root, 'openapi')))
      symlinkSync(path.join(root, 'openapi', name), path.join(site, 'openapi', name));
    rmSync(path.join(site, 'openapi/v3.yaml'));
    const lines = readFileSync(path.join(root, 'openapi/v3.yaml'), 'utf8').split('\n');
    const broken = lines.findIndex((line, i) => i >= 1000 && /^\s+\$ref: '/.test(line));
    lines[broken] += ' ]';
    writeFileSync(path.join(site, 'openapi/v3.yaml'), lines.join('\n'));

    const run = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'build',
        site,
        '--out-dir',
        path.join(site, 'out'),
      ],
      {
        cwd: site,
        encoding: 'utf8',
        env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0'},
        timeout: 180_000,
      },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).not.toBe(0);
    const firstError = output.split('\n').find((l) => l.includes('[ERROR]'));
    expect(firstError, output).toMatch(
      new RegExp(`^\\[ERROR\\] openapi/v3\\.yaml:${broken + 1}:\\d+: the YAML does not parse: `),
    );
    expect(output).not.toMatch(/Sidebars file/);
  }, 200_000);
});
