/**
 * Spectral's `spectral:oas` ruleset over the OpenAPI documents:
 * `npm run lint:spectral` runs it in `npm run lint`, failing on a warning as on an error, with the
 * repository's `.spectral.yaml`. This test runs the same command, Spectral's own command line, on
 * three fixtures: a good document passes, a broken one (an array without `items`) fails on its error,
 * and one with only warnings (an operation without `operationId` or `description`) fails too. The
 * documents themselves are linted by `npm run lint:spectral`, which this test checks is in
 * `npm run lint`. It also holds the triage of the ruleset: every rule turned off says why, in a
 * comment right above it.
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(root, 'tests/fixtures/spectral');
const cli = path.join(root, 'node_modules/@stoplight/spectral-cli/dist/index.js');

interface SpectralResult {
  code: string;
  message: string;
  path: string[];
  /** 0 error, 1 warning, 2 information, 3 hint. */
  severity: number;
  source: string;
}

/** Runs Spectral's command line as `npm run lint:spectral` does, on the given files; JSON results. */
function spectral(files: string[]): Promise<{code: number; results: SpectralResult[]}> {
  // The JSON goes to a file: on stdout Spectral follows it with its summary line.
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'spectral-test-')), 'results.json');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        cli,
        'lint',
        '--ruleset',
        path.join(root, '.spectral.yaml'),
        '--fail-severity=warn',
        '--format',
        'json',
        '--output',
        out,
        ...files,
      ],
      {cwd: root},
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        try {
          resolve({code, results: JSON.parse(readFileSync(out, 'utf8'))});
        } catch (e) {
          reject(new Error(`spectral wrote no JSON results (exit ${code}): ${stderr || stdout}`, {cause: e}));
        } finally {
          rmSync(path.dirname(out), {recursive: true, force: true});
        }
      },
    );
  });
}

/** Rules a ruleset turns off without a comment right above saying why. */
export function offWithoutReason(ruleset: string): string[] {
  const lines = ruleset.split('\n');
  return lines.flatMap((line, i) => {
    const off = /^\s+([\w-]+):\s*off\s*$/.exec(line);
    if (!off) return [];
    let j = i - 1;
    while (j >= 0 && /^\s+[\w-]+:\s*off\s*$/.test(lines[j])) j--; // rules grouped under one reason
    return j >= 0 && /^\s*#\s*\S/.test(lines[j]) ? [] : [off[1]];
  });
}

const broken = path.join(fixtures, 'broken.yaml');
const warnings = path.join(fixtures, 'warnings.yaml');
const good = path.join(fixtures, 'good.yaml');
let runs: Record<'good' | 'broken' | 'warnings', Awaited<ReturnType<typeof spectral>>>;

beforeAll(async () => {
  // One command per fixture, so that each exit code is that fixture's; the three run side by side.
  const [g, b, w] = await Promise.all([spectral([good]), spectral([broken]), spectral([warnings])]);
  runs = {good: g, broken: b, warnings: w};
}, 60_000);

const listed = (results: SpectralResult[]) => results.map((r) => `${r.severity} ${r.code} ${r.path.join('.')}`);

describe('Spectral (spectral:oas) with the repository ruleset', () => {
  it('runs in npm run lint over openapi/*.yaml, failing on a warning as on an error', () => {
    // What the documents themselves give is checked there: `npm run lint:spectral`.
    const {scripts} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(scripts['lint:spectral']).toMatch(/^spectral lint --fail-severity=warn .*openapi\/\*\.yaml/);
    expect(scripts.lint).toContain('npm run lint:spectral');
  });

  it('passes a good document', () => {
    expect(listed(runs.good.results)).toEqual([]);
    expect(runs.good.code).toBe(0);
  });

  it('fails the broken fixture: an array without items (as GroupDetail.kpi was) is an error', () => {
    expect(listed(runs.broken.results)).toEqual([
      '0 array-items paths./v3/group/{group_uuid}.get.responses.200.content.application/json.schema.properties.kpi',
    ]);
    expect(runs.broken.code).not.toBe(0);
  });

  it('fails on warnings alone: an operation without operationId or description', () => {
    expect(listed(runs.warnings.results).sort()).toEqual([
      '1 operation-description paths./v3/group/{group_uuid}.put',
      '1 operation-operationId paths./v3/group/{group_uuid}.put',
    ]);
    expect(runs.warnings.code).not.toBe(0);
  });

  it('every rule the ruleset turns off says why; a rule off without a comment is caught (broken fixture)', () => {
    const ruleset = readFileSync(path.join(root, '.spectral.yaml'), 'utf8');
    expect(ruleset).toMatch(/^extends:\n\s+- \[spectral:oas, all\]/m);
    expect(offWithoutReason(ruleset)).toEqual([]);
    expect(
      offWithoutReason('rules:\n  # Why.\n  info-license: off\n  license-url: off\n\n  operation-tags: off\n'),
    ).toEqual(['operation-tags']);
  });
});
