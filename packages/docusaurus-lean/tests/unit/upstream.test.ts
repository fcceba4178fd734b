/**
 * The layer's record (../upstream-files.ts): every watched file of Docusaurus is the version the layer
 * was written against, every fork says where it came from, and every file the record names exists.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BEHAVIOURS, WATCHED, sha256, upstreamFile} from '../upstream-files';

const root = path.resolve(__dirname, '../..');
const versionOf = (spec: string) =>
  (
    JSON.parse(readFileSync(upstreamFile(`${spec.split('/').slice(0, 2).join('/')}/package.json`), 'utf8')) as {
      version: string;
    }
  ).version;

describe("the layer's record of Docusaurus files", () => {
  it.each(WATCHED.map((w) => [w.upstream, w]))('%s is the version the layer was written against', (_name, w) => {
    expect(
      sha256(upstreamFile(w.upstream)),
      `${w.upstream} changed (now ${versionOf(w.upstream)}): re-diff ${w.ours} against it, then update its header and the hash in tests/upstream-files.ts`,
    ).toBe(w.sha256);
  });

  it.each(WATCHED.filter((w) => w.fork).map((w) => [w.ours, w]))(
    '%s starts with a header naming its source',
    (_n, w) => {
      const head = readFileSync(path.join(root, w.ours), 'utf8').slice(0, 1500);
      expect(head).toContain(`Fork of ${w.upstream}`);
      expect(head).toContain(`Docusaurus ${versionOf(w.upstream)}`);
      expect(head).toMatch(/Changed:/);
      expect(head).toMatch(/Why:/);
    },
  );

  it('names files of the package that exist: ours, and the tests that guard each reliance', () => {
    const named = [...WATCHED, ...BEHAVIOURS].flatMap((r) => [r.ours, ...r.guards]);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});
