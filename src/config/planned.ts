/**
 * The marks the main sidebar shows on endpoint pages, read from the OpenAPI documents when the
 * sidebar is built (sidebars.ts), so they follow the YAML and are never typed by hand:
 * - "Planned" on a page whose operations all carry `x-proposed: true`;
 * - the method badge: the HTTP method of the page's operations, WEBHOOK for OpenAPI webhooks, or
 *   "…" when they differ (src/config/methods.ts).
 * Each page is read once for both; src/css/custom.css draws the marks from the item's classes.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {apiFrontMatter} from '../plugins/features/api-reference';
import {findOperation, isProposed, loadSpec, operationMethod, parseOperationRef} from '../openapi';
import {frontMatterOf, mdxFilesUnder} from './content-files';
import {METHOD_SIDEBAR_CLASS, methodClass, methodMark, type MethodMark} from './methods';

/** The class of a sidebar item whose page is planned; src/css/custom.css draws its "Planned" mark. */
export const PLANNED_SIDEBAR_CLASS = 'sidebar-item--planned';

/** What the sidebar shows of an endpoint page. */
export interface PageMarks {
  /** Every operation of the page is planned. */
  planned: boolean;
  /** The method badge; undefined when an operation is missing from its document. */
  method: MethodMark | undefined;
}

/** The marks of a page from its front matter; undefined for a page without operations. */
export function pageMarks(siteDir: string, frontMatter: Record<string, unknown>): PageMarks | undefined {
  const api = apiFrontMatter(frontMatter);
  if (!api) return undefined;
  const doc = loadSpec(siteDir, api.spec);
  const operations = api.operations.map((text) => findOperation(doc, parseOperationRef(text)));
  return {
    planned: operations.every((op) => isProposed(op?.operation)),
    method: methodMark(operations.map((op) => op && operationMethod(op))),
  };
}

/** The marks of every endpoint page below the docs folder, by doc id (path below the folder, without extension). */
export function sidebarMarks(siteDir: string): Map<string, PageMarks> {
  const docsDir = path.join(siteDir, 'docs');
  const marks = new Map<string, PageMarks>();
  for (const file of mdxFilesUnder(docsDir)) {
    const page = pageMarks(siteDir, frontMatterOf(readFileSync(file, 'utf8')));
    if (page)
      marks.set(
        path
          .relative(docsDir, file)
          .split(path.sep)
          .join('/')
          .replace(/\.mdx?$/, ''),
        page,
      );
  }
  return marks;
}

/** The doc ids of the pages whose operations are all planned. */
export function plannedDocIds(siteDir: string): Set<string> {
  return new Set([...sidebarMarks(siteDir)].filter(([, m]) => m.planned).map(([id]) => id));
}

/** The classes of a sidebar item showing these marks; undefined when there is nothing to show. */
export function sidebarClassName(marks: PageMarks | undefined): string | undefined {
  const classes = [
    ...(marks?.planned ? [PLANNED_SIDEBAR_CLASS] : []),
    ...(marks?.method ? [METHOD_SIDEBAR_CLASS, methodClass(marks.method)] : []),
  ];
  return classes.length ? classes.join(' ') : undefined;
}
