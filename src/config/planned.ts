/**
 * Which endpoint pages document only planned operations: every operation the page names in its
 * `api` front matter carries `x-proposed: true` in its OpenAPI document. The main sidebar marks
 * those pages (sidebars.ts), so the mark follows the YAML and is never typed by hand.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {apiFrontMatter} from '../remark/api-reference';
import {findOperation, isProposed, loadSpec, parseOperationRef} from '../remark/api-reference/spec';

/** The class of a sidebar item whose page is planned; src/css/custom.css draws its "Planned" mark. */
export const PLANNED_SIDEBAR_CLASS = 'sidebar-item--planned';

/** Every `.md`/`.mdx` file below a folder, as absolute paths (also used by the API contract test). */
export function mdxFilesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? mdxFilesUnder(full) : /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

/** The front matter of an MDX source, or an empty object. */
export function frontMatterOf(source: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  const data = match ? parse(match[1]) : undefined;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/** Whether a page's operations are all planned (false for a page without operations). */
export function isPlannedPage(siteDir: string, frontMatter: Record<string, unknown>): boolean {
  const api = apiFrontMatter(frontMatter);
  if (!api) return false;
  const doc = loadSpec(siteDir, api.spec);
  return api.operations.every((text) => isProposed(findOperation(doc, parseOperationRef(text))?.operation));
}

/** The doc ids (path below the docs folder, without extension) of the pages whose operations are all planned. */
export function plannedDocIds(siteDir: string, docsFolder = 'docs'): Set<string> {
  const docsDir = path.join(siteDir, docsFolder);
  const ids = new Set<string>();
  for (const file of mdxFilesUnder(docsDir)) {
    if (isPlannedPage(siteDir, frontMatterOf(readFileSync(file, 'utf8')))) {
      ids.add(path.relative(docsDir, file).split(path.sep).join('/').replace(/\.mdx?$/, ''));
    }
  }
  return ids;
}
