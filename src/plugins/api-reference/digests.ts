/**
 * What an endpoint page depends on, finer than the OpenAPI document it is rendered from: a digest of
 * the reference the page renders, in a small file of its own, which the page declares as its
 * dependency instead of the document (src/plugins/mdx-dependencies).
 *
 * Why: with the document as the dependency, any edit of `openapi/v3.yaml` compiled every page rendered
 * from it (86) again, so an edit of one response's description took twice as long to show under
 * `npm start` as an edit of a page, and a warm build after such an edit compiled them all again.
 * Now:
 * 1. when the remark step renders a page, it writes the page's digest file (./index.ts);
 * 2. when a document changes (the plugin of ./index.ts watches `openapi/*.yaml`; a build does the same
 *    when it starts), `refreshDigests` renders the reference of every page that has a digest file
 *    again and rewrites the files whose digest changed, and only those;
 * 3. the bundler sees those files change and compiles those pages again. Their reference is rendered
 *    from the document as before, so the page cannot differ from a cold build.
 *
 * A document that does not parse gives every page rendered from it the digest of its error, so they
 * all compile again and show the error (its file, line and column) in the dev server's overlay; once
 * fixed, the digests change back and the pages compile again.
 *
 * The files are in Docusaurus's folder of generated files (`.docusaurus`), which the dev server's
 * bundler watches (it ignores `node_modules`, so its cache folder would not do) and `npm run clear`
 * deletes: a page whose digest file is missing is compiled again.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** The folder of the digest files, in the site. */
export const DIGESTS_DIR = path.join('.docusaurus', 'pitel-api-reference-digests');

/** What a page's reference is rendered from: the `api` front matter of the page. */
export interface ApiPageInput {
  spec: string;
  operations: string[];
}

/** A digest file: the page (relative to the site), what its reference is rendered from, and the digest. */
export interface DigestRecord {
  page: string;
  api: ApiPageInput;
  digest: string;
}

/** A digest of rendered nodes, or of the error that stopped their rendering. */
export function digestOf(rendered: {nodes: unknown} | {error: unknown}): string {
  const text = 'nodes' in rendered ? JSON.stringify(rendered.nodes) : `error: ${rendered.error instanceof Error ? rendered.error.message : String(rendered.error)}`;
  return createHash('sha256').update(text).digest('hex');
}

/** The digest file of a page (an absolute path or one relative to the site). */
export function digestFile(siteDir: string, page: string): string {
  const relative = path.relative(siteDir, path.resolve(siteDir, page)).split(path.sep).join('/');
  return path.join(siteDir, DIGESTS_DIR, `${createHash('sha256').update(relative).digest('hex').slice(0, 24)}.json`);
}

/**
 * Writes the digest file of a page, unless it already holds the same record (a write would make the
 * bundler compile the page again); returns the file's path and whether it was written.
 */
export function writeDigest(siteDir: string, record: DigestRecord): {file: string; written: boolean} {
  const file = digestFile(siteDir, record.page);
  const text = `${JSON.stringify(record)}\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return {file, written: false};
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
  return {file, written: true};
}

/** The records of every digest file of the site; a file that cannot be read is removed. */
export function readDigests(siteDir: string): DigestRecord[] {
  const dir = path.join(siteDir, DIGESTS_DIR);
  if (!existsSync(dir)) return [];
  const records: DigestRecord[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const file = path.join(dir, name);
    try {
      const record = JSON.parse(readFileSync(file, 'utf8')) as DigestRecord;
      if (typeof record.page === 'string' && typeof record.digest === 'string' && typeof record.api?.spec === 'string' && Array.isArray(record.api.operations)) {
        records.push(record);
        continue;
      }
    } catch {
      // Not a record: removed below.
    }
    rmSync(file, {force: true});
  }
  return records;
}

/**
 * Renders the reference of every page that has a digest file again (`render`: the page's rendered
 * nodes, or the error that stopped them) and rewrites the files whose digest changed. A page that no
 * longer exists loses its file. Returns the pages (relative to the site) whose digest changed.
 */
export function refreshDigests(siteDir: string, render: (api: ApiPageInput, page: string) => {nodes: unknown} | {error: unknown}): string[] {
  const changed: string[] = [];
  for (const record of readDigests(siteDir)) {
    if (!existsSync(path.join(siteDir, record.page))) {
      rmSync(digestFile(siteDir, record.page), {force: true});
      continue;
    }
    const digest = digestOf(render(record.api, record.page));
    if (digest !== record.digest && writeDigest(siteDir, {...record, digest}).written) changed.push(record.page);
  }
  return changed.sort();
}
