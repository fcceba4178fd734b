/**
 * Which Vietnamese pages are behind their English editions, from the git history (as Lunaria does for
 * Starlight's translations): a Vietnamese page is behind when its English edition changed in a commit
 * made after the Vietnamese page's own last change.
 *
 * A writer who has read an English change and found nothing to carry over marks the Vietnamese page as
 * checked without editing it, with a trailer in a commit's message (an empty commit will do):
 *
 *     Edition-checked: guide/portal_callcenter_guide_vie/queue.mdx
 *
 * That commit then counts as the Vietnamese page's last change. Several trailers, or one with several
 * paths separated by commas, mark several pages.
 */
import {execFileSync} from 'node:child_process';

export const CHECKED_TRAILER = 'Edition-checked';

export interface EditionPair {
  /** The English edition's file, relative to the repository. */
  en: string;
  /** The Vietnamese edition's file, relative to the repository. */
  vi: string;
}

export interface Commit {
  hash: string;
  /** Committer date, ISO 8601. */
  date: string;
  subject: string;
  files: string[];
  /** The files its `Edition-checked` trailers name. */
  checked: string[];
}

export interface StaleEdition extends EditionPair {
  /** The Vietnamese page's last change (or last check): the commit the English changes are counted from. */
  since: Commit;
  /** The commits that changed the English edition after `since`, newest first. */
  englishChanges: Commit[];
}

// Fields of a commit's header line, apart from the file list: a NUL starts each commit.
const FORMAT = `%x00%H%x1f%cI%x1f%s%x1f%(trailers:key=${CHECKED_TRAILER},valueonly,separator=%x2C)`;

/** Every commit of HEAD's history, newest first, with the files it touched (renames as their new path). */
export function readHistory(repo: string): Commit[] {
  const out = execFileSync('git', ['log', `--format=${FORMAT}`, '--name-only', '--no-renames', 'HEAD'], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return out
    .split('\0')
    .filter((chunk) => chunk.trim())
    .map(parseCommit);
}

function parseCommit(chunk: string): Commit {
  const [header, ...rest] = chunk.split('\n');
  const [hash, date, subject, trailers] = header.split('\x1f');
  const checked = trailers
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {hash, date, subject, files: rest.map((l) => l.trim()).filter(Boolean), checked};
}

/** The pairs whose Vietnamese edition is behind, in the order given; a page never committed is left out. */
export function staleEditions(history: readonly Commit[], pairs: readonly EditionPair[]): StaleEdition[] {
  return pairs.flatMap((pair) => {
    // Newest first: everything before the Vietnamese page's last change or check is newer than it.
    const since = history.findIndex((c) => c.files.includes(pair.vi) || c.checked.includes(pair.vi));
    if (since < 0) return [];
    const englishChanges = history.slice(0, since).filter((c) => c.files.includes(pair.en));
    return englishChanges.length ? [{...pair, since: history[since], englishChanges}] : [];
  });
}

/** The report a writer reads: one block per page behind, each English commit on a line. */
export function formatReport(stale: readonly StaleEdition[], total: number): string {
  if (!stale.length) return `All ${total} Vietnamese pages are in step with their English editions.\n`;
  const blocks = stale.map((s) =>
    [
      `${s.vi}`,
      `  behind ${s.en} since ${s.since.hash.slice(0, 10)} (${s.since.date.slice(0, 10)}):`,
      ...s.englishChanges.map((c) => `    ${c.hash.slice(0, 10)} ${c.date.slice(0, 10)} ${c.subject}`),
    ].join('\n'),
  );
  return `${stale.length} of ${total} Vietnamese pages are behind their English editions.\n\n${blocks.join('\n\n')}\n`;
}
