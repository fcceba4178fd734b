/**
 * The connector's files, readable and writable by its own user only (mode 0600, in a 0700 folder):
 * - `tokens.json`, replaced whole (written beside, then renamed), so a crash never leaves half a file;
 * - `calls.db`, the call book: one SQLite file (`better-sqlite3`), in WAL mode, no server to run.
 *
 * The lock: the database is opened with `locking_mode = EXCLUSIVE` and one `BEGIN EXCLUSIVE` at once, so
 * this process holds SQLite's own write lock on the file for as long as it runs. A second connector on
 * the same `DATA_DIR` (or a second connection in this process) cannot read or write it and refuses to
 * start (`LockHeld`). Why this rather than a lock file: the lock is the operating system's, on the very
 * file the data is in, and it is released when the process ends however it ends (`kill -9` included),
 * so there is no stale lock file to clear by hand and no process id to trust.
 */
import {chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

export function ensureDir(dir: string): void {
  // A folder that exists is left as it is (it may be shared: the files in it are 0600); one the
  // connector creates is 0700.
  if (!existsSync(dir)) mkdirSync(dir, {recursive: true, mode: 0o700});
}

export function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

export function writeJson(file: string, value: unknown): void {
  ensureDir(path.dirname(file));
  const next = `${file}.next`;
  writeFileSync(next, JSON.stringify(value, null, 2), {mode: 0o600});
  chmodSync(next, 0o600);
  renameSync(next, file);
}

export function removeFile(file: string): void {
  rmSync(file, {force: true});
}

/** A file of `DATA_DIR` that cannot be read (damaged): the connector does not start on it. */
export class UnreadableFile extends Error {
  constructor(readonly file: string) {
    super(`cannot read ${file}`);
  }
}

/** Another connector holds the call book of this `DATA_DIR`. */
export class LockHeld extends Error {
  constructor(readonly file: string) {
    super(`another connector uses ${file}`);
  }
}

/** Opens (creating when needed) the database file, locked for this connection alone. */
export function openDb(file: string): Db {
  ensureDir(path.dirname(file));
  // SQLite gives the write-ahead log and its index the database file's mode: an empty database file of
  // mode 0600 first, so they are never created readable by others, whatever the umask.
  if (!existsSync(file)) writeFileSync(file, '', {mode: 0o600});
  chmodSync(file, 0o600);
  const db = new Database(file, {timeout: 0});
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = WAL');
    db.exec('BEGIN EXCLUSIVE; COMMIT;');
  } catch (error) {
    db.close();
    if ((error as {code?: string}).code?.startsWith('SQLITE_BUSY')) throw new LockHeld(file);
    throw error;
  }
  // NORMAL in WAL mode: a committed transaction survives a crash of the process; a power cut may lose
  // the last ones, never corrupt the file.
  db.pragma('synchronous = NORMAL');
  // Those left by an earlier version, which set the mode after opening.
  for (const f of [`${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
  return db;
}
