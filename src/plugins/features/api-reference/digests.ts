/**
 * What an endpoint page depends on, finer than the OpenAPI document it is rendered from: a digest of
 * the reference the page renders, in a small file of its own, which the page declares as its
 * dependency instead of the document (src/plugins/build/mdx-dependencies).
 *
 * Why: with the document as the dependency, any edit of `openapi/v3.yaml` compiled every page rendered
 * from it again, so an edit of one response's description took longer to show under `npm start` than
 * an edit of a page (bench/results/2026-11-26-dev-loop.md), and a warm build after such an edit
 * compiled them all again.
 * Now:
 * 1. when a build or the dev server starts, and whenever a document changes (the plugin of ./index.ts
 *    watches `openapi/*.yaml`), `syncDigests` renders the reference of every page whose front matter
 *    names operations (read from the pages on disk) and writes the files whose digest changed, and only
 *    those; a page that no longer names any loses its file;
 * 2. the bundler sees those files change and compiles those pages again. Their reference is rendered
 *    from the document as before, so the page cannot differ from a cold build;
 * 3. when the remark step renders a page, it declares the page's digest file and writes it if it differs
 *    (a front matter edited since the last sync); as the sync wrote it before the bundler started, a
 *    first compile finds it as it is and does not make the bundler compile the page a second time.
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
import {contentDirs, frontMatterOf, mdxFiles} from '../../../config/content-files';
import {apiFrontMatter, type ApiFrontMatter} from './front-matter';

/** The folder of the digest files, in the site. */
export const DIGESTS_DIR = path.join('.docusaurus', 'pitel-api-reference-digests');

/** A digest file: the page (relative to the site), what its reference is rendered from, and the digest. */
export interface DigestRecord {
  page: string;
  api: ApiFrontMatter;
  digest: string;
}

/** A digest of rendered nodes, or of the error that stopped their rendering. */
export function digestOf(rendered: {nodes: unknown} | {error: unknown}): string {
  const text =
    'nodes' in rendered
      ? JSON.stringify(rendered.nodes)
      : `error: ${rendered.error instanceof Error ? rendered.error.message : String(rendered.error)}`;
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

/** Removes a page's digest file, if it has one. */
export function removeDigest(siteDir: string, page: string): void {
  rmSync(digestFile(siteDir, page), {force: true});
}

/**
 * The pages whose front matter names operations (`api: {spec, operations}`), read from the MDX files
 * of the site's sections, with what their reference is rendered from, as the remark step reads it.
 */
export function apiPagesOnDisk(siteDir: string): {page: string; api: ApiFrontMatter}[] {
  return mdxFiles(
    contentDirs.filter((dir) => existsSync(path.join(siteDir, dir))),
    siteDir,
  ).flatMap((page) => {
    let api: ApiFrontMatter | undefined;
    try {
      api = apiFrontMatter(frontMatterOf(readFileSync(path.join(siteDir, page), 'utf8')));
    } catch {
      // A front matter the remark step rejects: the page's compile reports it.
    }
    return api ? [{page, api}] : [];
  });
}

/**
 * Renders the reference of every page of `pages` (`render`: the page's rendered nodes, or the error
 * that stopped them) and writes the digest files that changed; removes every other file of the folder
 * (a page that no longer names operations, or is gone). Returns the pages whose digest file changed.
 */
export function syncDigests(
  siteDir: string,
  pages: readonly {page: string; api: ApiFrontMatter}[],
  render: (api: ApiFrontMatter, page: string) => {nodes: unknown} | {error: unknown},
): string[] {
  const changed: string[] = [];
  const keep = new Set<string>();
  for (const {page, api} of pages) {
    const {file, written} = writeDigest(siteDir, {page, api, digest: digestOf(render(api, page))});
    keep.add(path.basename(file));
    if (written) changed.push(page);
  }
  const dir = path.join(siteDir, DIGESTS_DIR);
  if (existsSync(dir))
    for (const name of readdirSync(dir)) if (!keep.has(name)) rmSync(path.join(dir, name), {force: true});
  return changed.sort();
}
