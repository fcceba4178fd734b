/**
 * The changelog's entries from their files (./changelog.ts), found one way for every tool that reads
 * them: the writers' lint, the route list of the tests. Node only.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {changelogList, entryRoute, type Changelog} from './changelog';
import {siteRelative} from './content-files';

export interface ChangelogEntry {
  log: Changelog;
  /** Relative to the site root: `changelog/2026-11-25-postman.mdx`. */
  file: string;
  /** `YYYY-MM-DD`, from the file name. */
  date: string;
  route: string;
}

/** The `.mdx` files of the changelog folders, relative to `root`, sorted (file names that break the rule included). */
export function changelogFiles(root = process.cwd(), logs: readonly Changelog[] = changelogList): string[] {
  return logs
    .flatMap((log) =>
      readdirSync(path.join(root, log.path))
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => `${log.path}/${f}`),
    )
    .sort();
}

/**
 * Every entry of every changelog, newest first within each changelog, as the blog plugin lists them: by
 * date, and entries of the same date in the order of their file names. Files whose name breaks the rule are
 * left out (the lint reports them).
 */
export function changelogEntries(root = process.cwd()): ChangelogEntry[] {
  return changelogList.flatMap((log) =>
    changelogFiles(root, [log])
      .flatMap((file) => {
        const name = path.basename(file);
        const route = entryRoute(log, name);
        return route ? [{log, file, date: name.slice(0, 10), route}] : [];
      })
      .sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.file < b.file ? -1 : 1)),
  );
}

/** The changelog whose folder holds a file (a path relative to the working directory, or absolute), if any. */
export function changelogOfFile(file: string): Changelog | undefined {
  const rel = siteRelative(file);
  return changelogList.find((log) => rel.startsWith(`${log.path}/`));
}
