/**
 * BuildCache.placeSync where the cache and the build cannot share a file (another file system, a file
 * system without hard links): the entry is copied, over a file already there too. The unit tests'
 * folders are on the cache's file system, so the link's failure is made by a stand-in for linkSync.
 */
import {mkdtempSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BuildCache} from '../../src/plugins/shared/build-cache';

const failingLink = (code: string) => () => {
  throw Object.assign(new Error(`${code}: cannot link`), {code});
};

describe('placing an entry where no hard link can be made', () => {
  for (const code of ['EXDEV', 'EPERM', 'ENOSYS']) {
    it(`copies it (${code}), replacing a file already there and leaving the entry as it was`, async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'build-cache-copy-'));
      const cache = new BuildCache(dir, 'step', 'v1');
      const key = cache.key('input');
      await cache.put(key, 'cached', '.gz');
      const entry = cache.statSync(key, '.gz')!;
      const target = path.join(dir, 'page.html.gz');
      writeFileSync(target, 'an older build');
      cache.placeSync(entry, target, failingLink(code));
      expect(readFileSync(target, 'utf8')).toBe('cached');
      expect(statSync(target).ino).not.toBe(statSync(entry.file).ino);
      expect(readFileSync(entry.file, 'utf8')).toBe('cached');
    });
  }

  it('fails on an entry that is gone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-cache-copy-'));
    const cache = new BuildCache(dir, 'step', 'v1');
    expect(() =>
      cache.placeSync({file: path.join(dir, 'gone.gz')}, path.join(dir, 'page.html.gz'), failingLink('ENOENT')),
    ).toThrow(/ENOENT/);
  });
});
