/**
 * tests/README.md's table "What each file proves", read as Markdown: the test files each row names in
 * its first cell (code spans; a bare name after `unit/…` or `e2e/…` is in the same folder), checked
 * against the test files on disk. What a row says of its files is not read.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

/** The first cells of the rows of the table under the heading, split into their code spans. */
function firstCells(readme: string, heading: string): string[][] {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no "${heading}" heading`);
  const rows: string[][] = [];
  for (const line of readme.slice(start + heading.length + 2).split('\n')) {
    if (line.startsWith('#')) break;
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const cell = line.split('|')[1] ?? '';
    rows.push([...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
  }
  return rows;
}

/** The test files a table names, as `unit/x.test.ts` and `e2e/y.test.ts`. */
export function tableTestFiles(readme: string, heading = '## What each file proves'): string[] {
  const files: string[] = [];
  for (const spans of firstCells(readme, heading)) {
    let folder = '';
    for (const span of spans) {
      const m = /^(unit|e2e)\/(.+\.test\.ts)$/.exec(span);
      if (m) folder = m[1]!;
      if (!span.endsWith('.test.ts')) continue;
      files.push(m ? span : `${folder}/${span}`);
    }
  }
  return files;
}

/** The test files on disk under a tests folder, as `unit/x.test.ts` and `e2e/y.test.ts`. */
export function testFilesOnDisk(testsDir: string): string[] {
  return ['unit', 'e2e'].flatMap((folder) =>
    readdirSync(path.join(testsDir, folder))
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `${folder}/${f}`),
  );
}

/** What the table and the files disagree on: a file without a row, a row naming no file. */
export function testTableProblems(named: readonly string[], onDisk: readonly string[]): string[] {
  return [
    ...onDisk.filter((f) => !named.includes(f)).map((f) => `${f} has no row`),
    ...named.filter((f) => !onDisk.includes(f)).map((f) => `${f} is in the table but does not exist`),
  ];
}
