/**
 * With `bench-anchors.test.ts`, `bench-scale.test.ts`: The benches' anchor generator (it covers
 * every page of every section, specification routes first, and writes both anchors from the real
 * sections list without building), their modules load outside the test runner, and the scale
 * bench's growth model (a 2× tree has twice the routes, each once).
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseProfile, perfMs, profileTable} from '../../bench/build-profile';

const root = path.resolve(__dirname, '../..');

const BENCHES = [
  'bench/run.ts',
  'bench/compare.ts',
  'bench/search.ts',
  'bench/patches.ts',
  'bench/build-profile.ts',
  'bench/dev-loop.ts',
];

/**
 * Loads every bench module in one Node process under tsx, outside vitest, each in its own `try`: the
 * error each module's load threw, by file (none when it loaded). A module that throws while loading
 * leaves Node's module cache, so a later bench that imports it meets the same error.
 */
function loadBenches(): Record<string, string | null> {
  const script = `const r = {}; for (const f of ${JSON.stringify(BENCHES)}) { try { require(require('node:path').join(${JSON.stringify(root)}, f)); r[f] = null; } catch (e) { r[f] = String(e && e.stack || e); } } console.log(JSON.stringify(r));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {cwd: root, encoding: 'utf8'});
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

describe('benchmarks', () => {
  let loaded: Record<string, string | null> | undefined;
  // They run under tsx, outside vitest: a module of theirs that imports vitest would stop them at load.
  it.each(BENCHES)(
    '%s loads outside the test runner',
    (file) => {
      loaded ??= loadBenches();
      expect(loaded[file], file).toBeNull();
      // A cold tsx start on a busy 2-core machine takes seconds: the limit is for a hang, not a speed.
    },
    120_000,
  );
});

describe('the build profile (bench/build-profile.ts)', () => {
  const output = [
    '\x1b[33m[PERF]\x1b[39m Get locales to build - 1.20 seconds! - (Heap 57mb -> 75mb / Total 103mb)',
    '[PERF] Build > en > Load site > Load context - 1.10 seconds! - (Heap 75mb -> 78mb / Total 110mb)',
    '[PERF] Build > en > Load site - 8.61 seconds! - (Heap 75mb -> 124mb / Total 151mb)',
    '[PERF] Build > en > Bundling with rspack - 97.73 seconds! - (Heap 128mb -> 339mb / Total 490mb)',
    '[PERF] SSG Worker 1 - Task 1 - Rendering 10 pathnames - 4.25 seconds! - (Heap 52mb -> 57mb / Total 86mb)',
    '[PERF] Build > en > postBuild() - 14.36 seconds! - (Heap 148mb -> 166mb / Total 236mb)',
    '[PERF] Build > en - 307.71 seconds! - (Heap 75mb -> 181mb / Total 236mb)',
  ].join('\n');

  it("reads Docusaurus's top-level steps, and nothing nested", () => {
    expect(perfMs('8.61 seconds!')).toBe(8610);
    expect(perfMs('35.51 ms')).toBe(35.51);
    expect(parseProfile(output)).toEqual([
      {step: 'Get locales to build (loads the config)', ms: 1200},
      {step: 'Load site', ms: 8610},
      {step: 'Bundling with rspack', ms: 97730},
      {step: 'postBuild()', ms: 14360},
    ]);
  });

  it('prints cold and warm side by side with their ratio', () => {
    const steps = parseProfile(output);
    const table = profileTable(
      1,
      {steps, seconds: 20, peakMiB: 1800},
      {steps: steps.map((s) => ({...s, ms: s.ms / 2})), seconds: 8, peakMiB: 1500},
    );
    expect(table).toContain('| postBuild() | 14.4 s | 7.2 s |');
    expect(table).toContain('| warm / cold | | **0.40×** |');
  });
});
