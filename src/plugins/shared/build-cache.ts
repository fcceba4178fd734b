/**
 * A cache for the post-build steps whose output depends only on their input: the compressed files
 * (src/plugins/build/precompress), the Markdown twins (src/plugins/build/markdown-twins) and the
 * search index (src/plugins/features/search).
 * A second build with nothing changed reads them back instead of computing them again.
 *
 * - An entry's key is the sha256 of the step's `version` and of its input. The version is made from
 *   the step's import graph (`importsVersion`): every local source file its entry modules import,
 *   found by esbuild, and npm's record of the installed packages (all of them, so updating any package
 *   gives every step a new version). A change to the code or to the input gives a new key; data a step
 *   reads without importing it belongs in its input.
 * - Entries live in `node_modules/.cache/pitel-build/<step>/`, beside the bundler's cache: `npm run
 *   clear` (docusaurus clear) and a clean checkout start without them.
 * - Reading an entry marks it used (its modification time; `statSync` marks it at most once an hour);
 *   `prune()` deletes the entries of a step that no build has used for a week, listing them at most
 *   once an hour.
 * - `PITEL_BUILD_CACHE=0` turns it off (every step computes everything).
 */
import {createHash, randomUUID} from 'node:crypto';
import {constants, copyFileSync, existsSync, readFileSync, statSync, utimesSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {buildSync} from 'esbuild';

export function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(part);
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * The version of a step's code: the sha256 of every local file the `entries` (absolute paths) import,
 * directly or not (esbuild's import graph, dynamic imports included), with its contents, and of the
 * installed packages (npm's record of `node_modules`, so an update of any package, however it is
 * loaded, gives a new version).
 */
export function importsVersion(entries: string[], siteDir = process.cwd()): string {
  const {metafile} = buildSync({
    entryPoints: entries,
    absWorkingDir: siteDir,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    packages: 'external',
    outdir: tmpdir(),
    logLevel: 'silent',
  });
  const parts: string[] = [];
  for (const file of Object.keys(metafile.inputs).sort())
    parts.push(file, readFileSync(path.join(siteDir, file), 'utf8'));
  const installed = path.join(siteDir, 'node_modules', '.package-lock.json');
  parts.push(existsSync(installed) ? readFileSync(installed, 'utf8') : 'no packages');
  return sha256(...parts);
}

/**
 * What a step that reads a built page depends on in its HTML: everything but the scripts and
 * stylesheet links, whose file names carry the bundle's hashes and change with any code change elsewhere.
 */
export function pageIdentity(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*>/g, '');
}

/** Writes `data` to `file` beside its name, then renames it into place: a reader never finds it half-written. */
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
   * The entry's file and size, without reading it (for a step that copies the entry into the build as
   * it is: `copyEntry`), or undefined when it is not cached. Marks the entry used when no build has for an
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

/**
 * Copies a cache entry found by `statSync` to `target`, as a copy-on-write clone where the file system
 * has them (`COPYFILE_FICLONE`; else a plain copy). Never a hard link: the build folder holds files of
 * its own. Docusaurus empties the build folder before each build, so nothing is there to compare with.
 */
export function copyEntry(entry: {file: string}, target: string): void {
  copyFileSync(entry.file, target, constants.COPYFILE_FICLONE);
}
