/**
 * The theme files that are forks of Docusaurus code (not wrappers), and the private Docusaurus files
 * the site relies on (their record and hashes: tests/support/upstream-files.ts). A Docusaurus upgrade
 * that changes one fails this test and names what to re-diff. Each fork starts with a header naming its
 * source file and the version it came from (CONTRIBUTING.md, "Upgrading Docusaurus").
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BEHAVIOURS, WATCHED, sha256, upstreamFile, versionOf} from '../support/upstream-files';

const root = path.resolve(__dirname, '../..');

describe('forks and private Docusaurus files', () => {
  it.each(WATCHED.map((w) => [w.upstream, w]))('%s is the version our code was written against', (_name, w) => {
    const hash = sha256(upstreamFile(w.upstream));
    expect(
      hash,
      `${w.upstream} changed (now ${versionOf(w.upstream)}): re-diff ${w.ours} against it, then update its header and the hash in tests/support/upstream-files.ts`,
    ).toBe(w.sha256);
  });

  it.each(WATCHED.filter((w) => w.fork).map((w) => [w.ours, w]))(
    '%s starts with a header naming its source and version',
    (_name, w) => {
      const head = readFileSync(path.join(root, w.ours), 'utf8').slice(0, 1500);
      expect(head).toContain(`Fork of ${w.upstream}`);
      expect(head).toContain(`Docusaurus ${versionOf(w.upstream)}`);
      expect(head).toMatch(/Changed:/);
      expect(head).toMatch(/Why:/);
    },
  );

  it('names files that exist: ours, and the tests that guard each reliance', () => {
    const named = [...WATCHED, ...BEHAVIOURS].flatMap((r) => [r.ours, ...r.guards]);
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });

  it("leaves the performance layer's reliances to its own record (packages/docusaurus-lean/tests/upstream-files.ts)", () => {
    expect([...WATCHED, ...BEHAVIOURS].filter((r) => r.ours.startsWith('packages/'))).toEqual([]);
  });
});
