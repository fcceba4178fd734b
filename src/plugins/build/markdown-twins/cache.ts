/**
 * The twins' cache: a page whose article is the same as in an earlier build gets that build's twin
 * back instead of being converted again. It is read and written by the conversion workers
 * (./worker.ts), so it imports only Node's modules.
 *
 * - An entry is keyed by the sha256 of the converting code's version (`twinsVersion`, in ./index.ts:
 *   our files and the versions of the packages they call) and of the article's text
 *   (./article.ts: articleSlice), so a change to either gives a new key. Nothing else of the page
 *   counts: a new page in the sidebar or a changed table of contents converts nothing again.
 * - A twin also depends on which pages exist, through its links (a link to a page goes to its twin,
 *   ./convert.ts: twinLink): an entry records each link it rewrote, with where it went, and is used
 *   only while every one of them goes to the same place (`fresh`). A new page converts again only the
 *   pages that link to it. The diagrams' sources are read by an id made from the source, which is in
 *   the article.
 * - A page whose HTML is the same as in an earlier build has the same article: a second, smaller
 *   entry keyed by the page (`pageKey`) names its article's entry, so a build with nothing changed
 *   finds every twin on the main thread, reading and hashing each page (about 0.1 s for the site),
 *   without starting a worker or finding an article. The page is taken without its scripts and
 *   stylesheet links (src/plugins/shared/build-cache.ts: pageIdentity), whose file names carry the
 *   bundle's hashes, which differ from one build to the next; a twin never holds a script or a link
 *   element. A page that changed anywhere else (its sidebar) is found by its article in a worker.
 * - Entries live in `node_modules/.cache/pitel-twins/` (`npm run clear` and a clean checkout start
 *   without them), one JSON file each, written to a temporary name and renamed, so builds sharing the
 *   folder never read half an entry. Reading an entry marks it used (its modification time); `prune`
 *   deletes those no build has used for a week. `PITEL_BUILD_CACHE=0` turns the cache off, as for
 *   the other post-build steps (src/plugins/shared/build-cache.ts).
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, utimesSync, writeFileSync} from 'node:fs';
import {readdir, rm, stat} from 'node:fs/promises';
import path from 'node:path';
import {KEEP_UNUSED_MS} from '../../shared/build-cache';

/** The cache folder of a site. */
export const twinCacheDir = (siteDir: string) => path.join(siteDir, 'node_modules', '.cache', 'pitel-twins');

/** What an entry holds: the twin, and each link to a page it rewrote, as its path and the twin it went to (null: to no twin). */
export interface TwinEntry {
  markdown: string;
  links: [pathname: string, twin: string | null][];
}

/** The key of an article's twin. */
export function twinKey(version: string, article: string): string {
  return createHash('sha256').update(version).update('\0').update(article).digest('hex');
}

/** The key of a page (its HTML without scripts and stylesheet links: pageIdentity), whose entry names its article's key. */
export function pageKey(version: string, page: string): string {
  return createHash('sha256').update('page\0').update(version).update('\0').update(page).digest('hex');
}

const entryFile = (dir: string, key: string) => path.join(dir, `${key}.json`);

/** Marks an entry used. */
function touch(file: string) {
  const now = new Date();
  try {
    utimesSync(file, now, now);
  } catch {
    // Deleted meanwhile by another build's prune: the entry read is whole all the same.
  }
}

/** Whether every link an entry rewrote still goes where it went (`twinOf`: ./convert.ts twinLink on this build's pages). */
export function fresh(entry: TwinEntry, twinOf: (pathname: string) => string | undefined): boolean {
  return entry.links.every(([pathname, twin]) => (twinOf(pathname) ?? null) === twin);
}

/** The entry of `key` when it is there and fresh, marked used; undefined otherwise. */
export function readTwin(
  dir: string,
  key: string,
  twinOf: (pathname: string) => string | undefined,
): TwinEntry | undefined {
  const file = entryFile(dir, key);
  let entry: TwinEntry;
  try {
    entry = JSON.parse(readFileSync(file, 'utf8')) as TwinEntry;
  } catch {
    return undefined;
  }
  if (typeof entry?.markdown !== 'string' || !Array.isArray(entry.links) || !fresh(entry, twinOf)) return undefined;
  touch(file);
  return entry;
}

/** The twin of a page whose key is `key` (`pageKey`), when its entry and its article's are there and fresh. */
export function readPageTwin(
  dir: string,
  key: string,
  twinOf: (pathname: string) => string | undefined,
): TwinEntry | undefined {
  const file = entryFile(dir, key);
  let article: unknown;
  try {
    article = (JSON.parse(readFileSync(file, 'utf8')) as {article?: unknown}).article;
  } catch {
    return undefined;
  }
  const entry =
    typeof article === 'string' && /^[0-9a-f]{64}$/.test(article) ? readTwin(dir, article, twinOf) : undefined;
  if (entry) touch(file);
  return entry;
}

function writeEntry(dir: string, key: string, value: unknown): void {
  mkdirSync(dir, {recursive: true});
  const file = entryFile(dir, key);
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, JSON.stringify(value));
  renameSync(temp, file);
}

/** Writes the entry of an article's twin, whole or not at all. */
export function writeTwin(dir: string, key: string, entry: TwinEntry): void {
  writeEntry(dir, key, entry);
}

/** Writes the entry of a page (`pageKey`), naming its article's key. */
export function writePageTwin(dir: string, key: string, article: string): void {
  writeEntry(dir, key, {article});
}

/** Deletes the entries (and temporary files) no build has used for KEEP_UNUSED_MS; returns how many. */
export async function pruneTwins(dir: string, now = Date.now()): Promise<number> {
  if (!existsSync(dir)) return 0;
  let deleted = 0;
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const {mtimeMs} = await stat(file).catch(() => ({mtimeMs: now}));
    if (now - mtimeMs > KEEP_UNUSED_MS) {
      await rm(file, {force: true});
      deleted++;
    }
  }
  return deleted;
}
