/**
 * The connector's files: JSON, readable and writable by its own user only (mode 0600, in a 0700
 * folder), each replaced whole (written beside, then renamed), so a crash never leaves half a file.
 */
import {chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

export function ensureDir(dir: string): void {
  mkdirSync(dir, {recursive: true, mode: 0o700});
  chmodSync(dir, 0o700);
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
