/**
 * The README's table of the private APIs the site relies on ("Private Docusaurus APIs we rely on"),
 * read as data, and checked against the upstream files tests/unit/forks.test.ts watches: every watched
 * file is named in the table, on a row that names the site's file relying on it (or its folder), and
 * every upstream file the table names is watched. A row that names no upstream file (a reliance on a
 * behaviour, guarded by a test or by the build) must say what guards it.
 */

export interface PrivateApiRow {
  api: string;
  /** The upstream files of the row, as package paths (`@docusaurus/core/lib/client/App.js`). */
  upstream: string[];
  /** The site's files and folders that rely on it (`src/plugins/route-shards`). */
  ours: string[];
  guard: string;
}

/** A watched upstream file and the site's file that relies on it (tests/unit/forks.test.ts: WATCHED). */
export interface WatchedFile {
  ours: string;
  upstream: string;
}

const HEADING = '## Private Docusaurus APIs we rely on';
/** A package path in backticks: a scoped or plain package name, then a file. */
const PACKAGE_FILE = /`((?:@[\w.-]+\/)?[\w.-]+\/[\w./-]+\.\w+)`/g;
const OURS = /`(src\/[\w./@-]+)`/g;

/** The rows of the table under the section's heading in a README's text. */
export function privateApiRows(readme: string): PrivateApiRow[] {
  const start = readme.indexOf(HEADING);
  if (start < 0) throw new Error(`no "${HEADING}" section`);
  const section = readme.slice(start + HEADING.length).split(/\n## /)[0]!;
  // The section's first table: its lines up to the first line that is not a table row.
  const lines = section.split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > first && !line.startsWith('|'));
  const rows = lines.slice(first, end < 0 ? undefined : end).filter((line) => !/^\|[-| ]+\|$/.test(line));
  const [header, ...body] = rows;
  if (header?.replace(/\s+/g, ' ') !== '| API | Upstream file | Relied on by | Guard |') throw new Error(`unexpected table header: ${header}`);
  return body.map((line) => {
    const cells = line.slice(1, -1).split(' | ').map((c) => c.trim());
    if (cells.length !== 4) throw new Error(`a row of ${cells.length} cells (a "|" inside a cell?): ${line}`);
    const [api, upstream, ours, guard] = cells as [string, string, string, string];
    return {api, upstream: [...upstream.matchAll(PACKAGE_FILE)].map((m) => m[1]!), ours: [...ours.matchAll(OURS)].map((m) => m[1]!), guard};
  });
}

/** Whether a row's "relied on by" names `file`, itself or a folder of it. */
const names = (row: PrivateApiRow, file: string) => row.ours.some((o) => file === o || file.startsWith(`${o}/`));

/** What is wrong between the table and the watched files: each problem as a sentence naming the file. */
export function privateApiProblems(rows: readonly PrivateApiRow[], watched: readonly WatchedFile[]): string[] {
  const problems: string[] = [];
  const watchedFiles = new Set(watched.map((w) => w.upstream));
  for (const w of watched) {
    const found = rows.filter((r) => r.upstream.includes(w.upstream));
    if (!found.length) problems.push(`${w.upstream} is watched but not in the table`);
    else if (!found.some((r) => names(r, w.ours))) problems.push(`${w.upstream}: its row does not name ${w.ours}`);
  }
  for (const row of rows) {
    for (const file of row.upstream) if (!watchedFiles.has(file)) problems.push(`${file} is in the table but not watched`);
    if (!row.ours.length) problems.push(`"${row.api}" names no file of the site that relies on it`);
    if (!row.guard || row.guard === '—') problems.push(`"${row.api}" names no guard`);
    if (!row.upstream.length && !/tests\/|build/.test(row.guard)) problems.push(`"${row.api}" names no upstream file and no test or build check`);
  }
  return problems;
}
