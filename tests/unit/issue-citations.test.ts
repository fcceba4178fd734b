/**
 * The code and the developers' docs cite no issue of this project: the repository has no tracker a
 * reader could follow, so a comment says why, not which issue asked (tests/support/issue-citations.ts).
 * An upstream project's issue, named with its project or by its address, is a reference a reader can
 * follow. The recorded bench runs (bench/results/) are a dated journal, and keep their words.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {issueCitations} from '../support/issue-citations';

const root = path.resolve(__dirname, '../..');

/** Code, tests, scripts, benches and their docs; not fixtures, the recorded bench runs, or this check's own files (which quote examples). */
const SELF = new Set(['tests/support/issue-citations.ts', 'tests/unit/issue-citations.test.ts']);
function checkedFiles(): string[] {
  // The tracked files only: what a build or a test writes beside them (caches under a fixture's
  // node_modules, written while this runs) is no one's citation.
  const dirs = ['src', 'scripts', 'tests', 'bench', 'sidebars', 'deploy', 'openapi'];
  const tracked = execFileSync('git', ['ls-files', '--', ...dirs], {cwd: root, encoding: 'utf8'})
    .split('\n')
    .filter(
      (f) =>
        /\.(?:ts|tsx|mts|mjs|cjs|css|md|conf)$/.test(f) &&
        !/^(?:tests\/fixtures|bench\/results|bench\/\.work)\//.test(f),
    );
  const top = [
    'README.md',
    'WRITING.md',
    'CONTRIBUTING.md',
    'docusaurus.config.ts',
    'sidebars.ts',
    'vitest.config.mts',
    'eslint.config.mjs',
  ];
  return [...top, ...tracked].filter((f) => !SELF.has(f));
}

describe('issue citations', () => {
  it("none in the code, the tests and the developers' docs", () => {
    const files = checkedFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => issueCitations(f, readFileSync(path.join(root, f), 'utf8')));
    expect(found.map((c) => `${c.file}:${c.line} ${c.text}`)).toEqual([]);
  });

  it('finds the citations of the broken fixture, and not the upstream references', () => {
    const file = 'tests/fixtures/issue-citations/comments.ts';
    const found = issueCitations(file, readFileSync(path.join(root, file), 'utf8'));
    expect(found.map((c) => `${c.line} ${c.text}`)).toEqual(['3 issue 36', '4 Issue #44']);
  });
});
