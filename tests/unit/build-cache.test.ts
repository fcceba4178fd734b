/**
 * The post-build cache gives back what was put, never across a version or input change, is off with
 * `PITEL_BUILD_CACHE=0`, prunes only entries unused for a week; cached compressed files equal
 * computed ones and are copied into the build, never linked, so that neither a new entry nor a file
 * compressed again writes through.
 */
import {mkdtempSync, utimesSync, existsSync, readdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  BuildCache,
  copyEntry,
  importsVersion,
  KEEP_UNUSED_MS,
  MARK_USED_AFTER_MS,
  PRUNE_EVERY_MS,
  PRUNED_MARKER,
} from '../../src/plugins/shared/build-cache';
import {precompressFiles, precompressFromCache, useCompressionCache} from '../../src/plugins/build/precompress';
import {randomBytes} from 'node:crypto';
import {rmSync, statSync} from 'node:fs';
import {readFileSync, writeFileSync} from 'node:fs';

const site = () => mkdtempSync(path.join(tmpdir(), 'build-cache-'));

describe('the build cache', () => {
  afterEach(() => {
    delete process.env.PITEL_BUILD_CACHE;
    useCompressionCache(undefined);
  });

  it('gives back what was put under the same key, and nothing under another version or input', async () => {
    const dir = site();
    const a = new BuildCache(dir, 'step', 'v1');
    const key = a.key('input');
    expect(await a.get(key)).toBeUndefined();
    await a.put(key, 'output');
    expect((await a.get(key))?.toString()).toBe('output');
    expect(a.key('other input')).not.toBe(key);
    // Another version of the step's code: another key, so the old entry is never read.
    const b = new BuildCache(dir, 'step', 'v2');
    expect(b.key('input')).not.toBe(key);
    expect(await b.get(b.key('input'))).toBeUndefined();
  });

  it('finds an entry without reading it (statSync), marks it used when last marked over an hour ago, and copies it', async () => {
    const dir = site();
    const cache = new BuildCache(dir, 'step', 'v1');
    const [old, recent] = [cache.key('old'), cache.key('recent')];
    await cache.put(old, 'old output', '.txt');
    await cache.put(recent, 'recent output', '.txt');
    const longAgo = new Date(Date.now() - KEEP_UNUSED_MS - 60_000);
    const minutesAgo = new Date(Date.now() - MARK_USED_AFTER_MS / 2);
    utimesSync(path.join(cache.dir, `${old}.txt`), longAgo, longAgo);
    utimesSync(path.join(cache.dir, `${recent}.txt`), minutesAgo, minutesAgo);
    const entry = cache.statSync(old, '.txt')!;
    expect(entry.size).toBe('old output'.length);
    expect(cache.statSync(recent, '.txt')?.size).toBe('recent output'.length);
    expect(cache.statSync(cache.key('absent'), '.txt')).toBeUndefined();
    expect([cache.hits, cache.misses]).toEqual([2, 1]);
    // The old entry is marked used again; the recent one is left as it was (no write for it).
    expect(Date.now() - statSync(path.join(cache.dir, `${old}.txt`)).mtimeMs).toBeLessThan(60_000);
    expect(Math.abs(statSync(path.join(cache.dir, `${recent}.txt`)).mtimeMs - minutesAgo.getTime())).toBeLessThan(1000);
    expect(await cache.prune()).toBe(0);
    const target = path.join(dir, 'copied.txt');
    copyEntry(entry, target);
    expect(readFileSync(target, 'utf8')).toBe('old output');
    // A file of its own in the build, not a link to the entry.
    expect(statSync(target).ino).not.toBe(statSync(entry.file).ino);
    // Copied again over a file already there: the entry's bytes replace it, and the first entry is unchanged.
    copyEntry(cache.statSync(recent, '.txt')!, target);
    expect(readFileSync(target, 'utf8')).toBe('recent output');
    expect(readFileSync(entry.file, 'utf8')).toBe('old output');
  });

  it('an entry put again leaves the copy in the build as it was', async () => {
    const dir = site();
    const cache = new BuildCache(dir, 'step', 'v1');
    const key = cache.key('input');
    await cache.put(key, 'first', '.txt');
    const target = path.join(dir, 'copied.txt');
    copyEntry(cache.statSync(key, '.txt')!, target);
    await cache.put(key, 'second', '.txt');
    expect(readFileSync(target, 'utf8')).toBe('first');
    expect(readFileSync(path.join(cache.dir, `${key}.txt`), 'utf8')).toBe('second');
  });

  it('writes an entry whole: nothing but the entry is left beside it', async () => {
    const cache = new BuildCache(site(), 'step', 'v1');
    const key = cache.key('input');
    await Promise.all([cache.put(key, 'a'.repeat(100_000), '.txt'), cache.put(key, 'a'.repeat(100_000), '.txt')]);
    expect(readdirSync(cache.dir)).toEqual([`${key}.txt`]);
    expect(readFileSync(path.join(cache.dir, `${key}.txt`), 'utf8')).toHaveLength(100_000);
  });

  it('is off with PITEL_BUILD_CACHE=0', async () => {
    process.env.PITEL_BUILD_CACHE = '0';
    const cache = new BuildCache(site(), 'step', 'v1');
    await cache.put(cache.key('x'), 'y');
    expect(await cache.get(cache.key('x'))).toBeUndefined();
    expect(existsSync(cache.dir)).toBe(false);
  });

  it('deletes only the entries no build has used for a week; reading one keeps it', async () => {
    const cache = new BuildCache(site(), 'step', 'v1');
    const [old, read, fresh] = ['old', 'read', 'fresh'].map((x) => cache.key(x));
    for (const key of [old, read, fresh]) await cache.put(key, key);
    const longAgo = new Date(Date.now() - KEEP_UNUSED_MS - 60_000);
    for (const key of [old, read]) utimesSync(path.join(cache.dir, key), longAgo, longAgo);
    await cache.get(read);
    expect(await cache.prune()).toBe(1);
    expect(readdirSync(cache.dir).sort()).toEqual([PRUNED_MARKER, read, fresh].sort());
    // Within the hour, prune lists nothing: an entry gone stale meanwhile waits for the next listing.
    utimesSync(path.join(cache.dir, fresh), longAgo, longAgo);
    expect(await cache.prune()).toBe(0);
    expect(await cache.prune(Date.now() + PRUNE_EVERY_MS + 1000)).toBe(1);
    expect(readdirSync(cache.dir).sort()).toEqual([PRUNED_MARKER, read].sort());
  });

  it('a rebuild writes the cached files at once, the same bytes; a file not cached, or one not smaller, as before', async () => {
    const dir = site();
    const page = path.join(dir, 'page.html');
    const noise = path.join(dir, 'noise.js');
    writeFileSync(page, '<p>Trang này có hữu ích không?</p>\n'.repeat(200));
    writeFileSync(noise, randomBytes(4096));
    useCompressionCache(dir);
    // Nothing cached yet: nothing written at once.
    expect(precompressFromCache(page)).toBe(false);
    await precompressFiles([page, noise]);
    const [gz, br] = [readFileSync(`${page}.gz`), readFileSync(`${page}.br`)];
    for (const f of [`${page}.gz`, `${page}.br`]) rmSync(f);
    const cache = useCompressionCache(dir)!;
    expect(precompressFromCache(page)).toBe(true);
    expect([readFileSync(`${page}.gz`), readFileSync(`${page}.br`)]).toEqual([gz, br]);
    // Cached, and not smaller compressed: still nothing written beside it.
    expect(precompressFromCache(noise)).toBe(true);
    expect(existsSync(`${noise}.gz`) || existsSync(`${noise}.br`)).toBe(false);
    expect(cache.hits).toBe(4);
    // Only one of the two cached: nothing written at once, both compressed again.
    const key = cache.key(readFileSync(page));
    rmSync(path.join(cache.dir, `${key}.br`));
    for (const f of [`${page}.gz`, `${page}.br`]) rmSync(f);
    expect(precompressFromCache(page)).toBe(false);
    expect(existsSync(`${page}.gz`)).toBe(false);
    await precompressFiles([page]);
    expect([readFileSync(`${page}.gz`), readFileSync(`${page}.br`)]).toEqual([gz, br]);
    // Copied from the cache again, then changed: precompressFiles compresses it
    // into new files, and the entries of the old bytes keep them.
    expect(precompressFromCache(page)).toBe(true);
    writeFileSync(page, '<p>Trang đã đổi.</p>\n'.repeat(200));
    expect(precompressFromCache(page)).toBe(false);
    await precompressFiles([page]);
    expect(readFileSync(`${page}.gz`)).not.toEqual(gz);
    expect(readFileSync(path.join(cache.dir, `${key}.gz`))).toEqual(gz);
    expect(readFileSync(path.join(cache.dir, `${key}.br`))).toEqual(br);
  });

  it("versions a step by its import graph: a change to a file it imports gives a new version, another file's none", () => {
    const dir = site();
    writeFileSync(path.join(dir, 'step.ts'), "import {a} from './used';\nexport const b = a + 1;\n");
    writeFileSync(path.join(dir, 'used.ts'), 'export const a = 1;\n');
    writeFileSync(path.join(dir, 'other.ts'), 'export const c = 1;\n');
    const version = importsVersion([path.join(dir, 'step.ts')], dir);
    writeFileSync(path.join(dir, 'other.ts'), 'export const c = 2;\n');
    expect(importsVersion([path.join(dir, 'step.ts')], dir)).toBe(version);
    writeFileSync(path.join(dir, 'used.ts'), 'export const a = 2;\n');
    expect(importsVersion([path.join(dir, 'step.ts')], dir)).not.toBe(version);
  });
});
