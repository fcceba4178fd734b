/**
 * tests/README.md's table of test files names every test file, and no file that does not exist: the
 * table is read as Markdown (the code spans of each row's first cell), never its wording
 * (tests/support/test-table.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {tableTestFiles, testFilesOnDisk, testTableProblems} from '../support/test-table';

const tests = path.resolve(__dirname, '..');

describe("tests/README.md's table of test files", () => {
  it('has a row for every test file, and names none that is gone', () => {
    const named = tableTestFiles(readFileSync(path.join(tests, 'README.md'), 'utf8'));
    expect(named.length).toBeGreaterThan(50);
    expect(testTableProblems(named, testFilesOnDisk(tests))).toEqual([]);
  });

  it('names the problems of the broken fixture, and only those', () => {
    const named = tableTestFiles(readFileSync(path.join(tests, 'fixtures/test-table/README.md'), 'utf8'));
    expect(named).toEqual(['unit/a.test.ts', 'unit/c.test.ts', 'e2e/gone.test.ts']);
    expect(testTableProblems(named, ['unit/a.test.ts', 'unit/b.test.ts', 'unit/c.test.ts'])).toEqual([
      'unit/b.test.ts has no row',
      'e2e/gone.test.ts is in the table but does not exist',
    ]);
  });
});
