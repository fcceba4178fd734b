import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');

describe('benchmarks', () => {
  // They run under tsx, outside vitest: a module of theirs that imports vitest would stop them at load.
  it.each(['bench/run.ts', 'bench/compare.ts', 'bench/search.ts', 'bench/patches.ts'])('%s loads outside the test runner', (file) => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', `require(${JSON.stringify(path.join(root, file))}); console.log('loaded')`], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(out.trim()).toBe('loaded');
    // A cold tsx start on a busy 2-core machine takes seconds: the limit is for a hang, not a speed.
  }, 30_000);
});
