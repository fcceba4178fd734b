/**
 * Every test file says what it checks in its header, a `/** … *\/` comment before anything else
 * (tests/README.md has no table of files: the header is where a reader looks), and the check finds a
 * file without one (`tests/fixtures/test-headers/`).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';

const tests = path.resolve(__dirname, '..');

/** Whether a file's text opens with a `/** … *\/` comment that has some words. */
const hasHeader = (text: string) => text.startsWith('/**') && /\w/.test(text.slice(3, text.indexOf('*/')));

/** The files of some folders (relative to `root`) that open with no header. */
function filesWithoutHeader(root: string, folders: readonly string[], suffix: string): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(path.join(root, folder))
        .filter((f) => f.endsWith(suffix))
        .map((f) => `${folder}/${f}`),
    )
    .filter((rel) => !hasHeader(readFileSync(path.join(root, rel), 'utf8')));
}

it('finds a header at the top of every test file', () => {
  expect(filesWithoutHeader(tests, ['unit', 'e2e'], '.test.ts')).toEqual([]);
});

it('names a test file without a header', () => {
  expect(filesWithoutHeader(tests, ['fixtures/test-headers'], '.test.ts.txt')).toEqual([
    'fixtures/test-headers/bare.test.ts.txt',
  ]);
});
