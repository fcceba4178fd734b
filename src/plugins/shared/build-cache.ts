/**
 * A cache for the post-build steps whose output depends only on their input: the compressed files
 * (src/plugins/build/precompress), the search index (src/plugins/features/search), the social cards
 * (src/plugins/build/social-cards) and the Postman collections (src/plugins/build/postman-collections,
 * keyed by the OpenAPI document, the sidebar and the text of every docs page). A second build with
 * nothing changed reads them back instead of computing them again. The Markdown twins have a cache of their own, keyed by each page's
 * article (src/plugins/build/markdown-twins/cache.ts), which their worker threads read and write.
 *
 * - An entry's key is the sha256 of everything its output depends on: the input's bytes, and the
 *   step's own `version`, made of the source files of the code that computes it and the versions of
 *   the packages it calls. A change to either gives a new key, so a stale entry is never read.
 * - Entries live in `node_modules/.cache/pitel-build/<step>/`, beside the bundler's cache: `npm run
 *   clear` (docusaurus clear) and a clean checkout start without them, and the benches' cold builds
 *   delete that folder.
 * - Reading an entry marks it used (its modification time; `statSync` marks it at most once an hour);
 *   `prune()` deletes the entries of a step that no build has used for a week, listing them at most
 *   once an hour, so the cache holds about what recent builds need. Several
 *   steps share the compression entries, so nothing is deleted for being unused by one step.
 * - `PITEL_BUILD_CACHE=0` turns it off (every step computes everything).
 */
import {createHash, randomUUID} from 'node:crypto';
import {constants, copyFileSync, existsSync, linkSync, readFileSync, rmSync, statSync, utimesSync} from 'node:fs';
import {mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile} from 'node:fs/promises';
import path from 'node:path';

export function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(part);
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The version of a step: its source files' contents and the versions of the packages it relies on. */
export function codeVersion(files: string[], packages: string[] = [], siteDir = process.cwd()): string {
  const parts: string[] = [];
  for (const file of files) parts.push(file, readFileSync(file, 'utf8'));
  for (const name of packages) {
    const manifest = path.join(siteDir, 'node_modules', name, 'package.json');
    parts.push(
      name,
      existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version : 'missing',
    );
  }
  return sha256(...parts);
}

/**
 * What a step that reads a built page depends on in its HTML: everything but the scripts and
 * stylesheet links, whose file names carry the bundle's hashes and change with any code change elsewhere.
 */
export function pageIdentity(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*>/g, '');
}

/**
 * Writes `data` to `file` as a new file: beside its name, then renamed into place. A reader never
 * finds it half-written, and whatever was at `file` before (a cache entry placed there as a link,
 * `BuildCache.placeSync`) is replaced, never written into.
 */
export async function writeWhole(file: string, data: string | Buffer): Promise<void> {
  const partial = `${file}.${process.pid}.${randomUUID()}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}

export function cacheEnabled(): boolean {
  return process.env.PITEL_BUILD_CACHE !== '0';
}

/** How long an entry no build has used is kept. */
export const KEEP_UNUSED_MS = 7 * 24 * 3600 * 1000;

/** `prune` lists a step's entries at most this often. */
export const PRUNE_EVERY_MS = 3600 * 1000;

/** The file in a step's folder whose time says when `prune` last listed it. */
export const PRUNED_MARKER = '.pruned';

/** `statSync` marks an entry used again only when it was last marked longer ago than this. */
export const MARK_USED_AFTER_MS = 3600 * 1000;

export class BuildCache {
  readonly dir: string;
  hits = 0;
  misses = 0;

  constructor(
    siteDir: string,
    step: string,
    private readonly version: string,
    /** Whether the cache reads and writes anything (`PITEL_BUILD_CACHE=0` turns it off). */
    readonly enabled = cacheEnabled(),
  ) {
    this.dir = path.join(siteDir, 'node_modules', '.cache', 'pitel-build', step);
  }

  /** The key of an entry: the step's version and the given input. */
  key(...input: (string | Buffer)[]): string {
    return sha256(this.version, ...input);
  }

  private file(key: string, suffix: string): string {
    return path.join(this.dir, `${key}${suffix}`);
  }

  /** The entry's bytes (one of its files, by suffix), or undefined when it is not cached. */
  async get(key: string, suffix = ''): Promise<Buffer | undefined> {
    if (!this.enabled) return undefined;
    try {
      const file = this.file(key, suffix);
      const data = await readFile(file);
      const now = new Date();
      await utimes(file, now, now);
      this.hits++;
      return data;
    } catch {
      this.misses++;
      return undefined;
    }
  }

  /**
   * The entry's file and size, without reading it (for a step that puts the entry in the build as it
   * is: `placeSync`), or undefined when it is not cached. Marks the entry used when no build has for an
   * hour: `prune` counts in weeks.
   */
  statSync(key: string, suffix = ''): {file: string; size: number} | undefined {
    if (!this.enabled) return undefined;
    const file = this.file(key, suffix);
    try {
      const {size, mtimeMs} = statSync(file);
      if (Date.now() - mtimeMs > MARK_USED_AFTER_MS) {
        const now = new Date();
        utimesSync(file, now, now);
      }
      this.hits++;
      return {file, size};
    } catch {
      this.misses++;
      return undefined;
    }
  }

  /**
   * Puts an entry found by `statSync` at `target` as a hard link: no byte is read or written, where a
   * copy wrote every compressed file of a warm build again (measured: bench/results/2026-11-27-warm-build.md).
   * The two names share one file, which is safe because nothing changes either in place: entries and
   * compressed files are written whole (`writeWhole`), and whatever is at `target` is removed first, so
   * neither name can write through to the other. Where they cannot share a file (the cache on another
   * file system, or one without hard links: any error but the entry's absence) the entry is copied.
   * The link keeps the entry's modification time, which `statSync` may set again later. `link`: Node's
   * linkSync, or a stand-in that fails as another file system would (tests/unit/build-cache-copy.test.ts).
   */
  placeSync(entry: {file: string}, target: string, link: typeof linkSync = linkSync): void {
    rmSync(target, {force: true});
    try {
      link(entry.file, target);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw e;
      copyFileSync(entry.file, target, constants.COPYFILE_EXCL);
    }
  }

  /**
   * Adds an entry, written whole (`writeWhole`), so another process reading the same cache at the
   * same time (the gate's unit tests beside its build) finds the whole entry or none.
   */
  async put(key: string, data: string | Buffer, suffix = ''): Promise<void> {
    if (!this.enabled) return;
    await mkdir(this.dir, {recursive: true});
    await writeWhole(this.file(key, suffix), data);
  }

  /**
   * Deletes the entries no build has used for KEEP_UNUSED_MS, at most once every PRUNE_EVERY_MS (a
   * marker file records when): listing a week of entries on every rebuild cost more than the rule,
   * which counts in weeks, needs. Returns how many it deleted.
   */
  async prune(now = Date.now()): Promise<number> {
    if (!this.enabled || !existsSync(this.dir)) return 0;
    const marker = path.join(this.dir, PRUNED_MARKER);
    const last = await stat(marker).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    if (now - last < PRUNE_EVERY_MS) return 0;
    let deleted = 0;
    for (const name of await readdir(this.dir)) {
      if (name === PRUNED_MARKER) continue;
      const file = path.join(this.dir, name);
      const {mtimeMs} = await stat(file).catch(() => ({mtimeMs: now}));
      if (now - mtimeMs > KEEP_UNUSED_MS) {
        await rm(file, {force: true});
        deleted++;
      }
    }
    await writeFile(marker, '');
    return deleted;
  }
}
