/**
 * The README's table of the private APIs the site relies on ("Private Docusaurus APIs we rely on"),
 * read as Markdown (the table's cells and the code spans in them, never the wording), and checked
 * against the upstream files tests/unit/forks.test.ts watches: every watched file is named in the
 * table, on a row that names the site's file relying on it (or its folder), and every upstream file
 * the table names is watched (so its hash guards it). A row that names no upstream file (a reliance on
 * a behaviour) must name a test file that exists, which guards it.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Heading, PhrasingContent, Root, RootContent, Table} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

export interface PrivateApiRow {
  /** The row's first cell, to name it in a problem. */
  api: string;
  /** The upstream files of the row, as package paths (`@docusaurus/core/lib/client/App.js`). */
  upstream: string[];
  /** The site's files and folders that rely on it (`src/plugins/route-shards`). */
  ours: string[];
  /** The test files the row names as its guard (`tests/unit/route-shards.test.ts`). */
  tests: string[];
}

/** A watched upstream file and the site's file that relies on it (tests/unit/forks.test.ts: WATCHED). */
export interface WatchedFile {
  ours: string;
  upstream: string;
}

const HEADING = 'Private Docusaurus APIs we rely on';
const COLUMNS = ['API', 'Upstream file', 'Relied on by', 'Guard'];
/** A package path: a scoped or plain package name, then a file. */
const PACKAGE_FILE = /^(?:@[\w.-]+\/)?[\w.-]+\/[\w./-]+\.\w+$/;

/** The text of a node: its text and code spans, the marks around them left out. */
const toString = (node: RootContent | Root): string => ('value' in node ? node.value : 'children' in node ? (node.children as RootContent[]).map(toString).join('') : '');

/** The code spans of a cell. */
const codeIn = (cell: {children: PhrasingContent[]}): string[] => cell.children.flatMap((n) => (n.type === 'inlineCode' ? [n.value] : 'children' in n ? codeIn(n) : []));

/** The rows of the first table under the section's heading, in a README's Markdown. */
export function privateApiRows(readme: string): PrivateApiRow[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(readme) as Root;
  const start = tree.children.findIndex((n) => n.type === 'heading' && (n as Heading).depth === 2 && toString(n) === HEADING);
  if (start < 0) throw new Error(`no "## ${HEADING}" section`);
  const rest = tree.children.slice(start + 1);
  const end = rest.findIndex((n) => n.type === 'heading' && (n as Heading).depth <= 2);
  const table = rest.slice(0, end < 0 ? undefined : end).find((n: RootContent): n is Table => n.type === 'table');
  if (!table) throw new Error(`no table under "## ${HEADING}"`);
  const [header, ...body] = table.children;
  const columns = header!.children.map((c) => toString(c));
  if (columns.join('|') !== COLUMNS.join('|')) throw new Error(`the table's columns are ${columns.join(', ')}, not ${COLUMNS.join(', ')}`);
  return body.map((row) => {
    const [api, upstream, ours, guard] = row.children;
    return {
      api: api ? toString(api) : '',
      upstream: upstream ? codeIn(upstream).filter((c) => PACKAGE_FILE.test(c)) : [],
      ours: ours ? codeIn(ours).filter((c) => c.startsWith('src/')) : [],
      tests: guard ? codeIn(guard).filter((c) => c.startsWith('tests/')) : [],
    };
  });
}

/** Whether a row's "relied on by" names `file`, itself or a folder of it. */
const names = (row: PrivateApiRow, file: string) => row.ours.some((o) => file === o || file.startsWith(`${o}/`));

/** What is wrong between the table and the watched files: each problem as a sentence naming the file. */
export function privateApiProblems(rows: readonly PrivateApiRow[], watched: readonly WatchedFile[], root: string): string[] {
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
    for (const test of row.tests) if (!existsSync(path.join(root, test))) problems.push(`"${row.api}" names ${test}, which does not exist`);
    if (!row.upstream.length && !row.tests.length) problems.push(`"${row.api}" names no upstream file (guarded by its hash) and no test`);
  }
  return problems;
}
