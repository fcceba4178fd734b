/**
 * remark plugin: replaces `<ApiReference />` on a page with the reference of the operations the
 * page names in its front matter (`api: {spec, operations}`), rendered from `openapi/<spec>.yaml`,
 * and opens the page with the method and path of each operation.
 * It declares that document as a dependency of the page (src/plugins/mdx-dependencies), so editing
 * the YAML re-renders the page under `npm start`.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {declareDependencies} from '../mdx-dependencies';
import {findOperation, formatOperationRef, loadSpec, parseOperationRef, specFile, type ResolvedOperation} from './spec';
import {endpointsSummary, renderOperation} from './render';

export interface ApiFrontMatter {
  spec: string;
  operations: string[];
}

/** Reads and checks the `api` front matter of a page; undefined when the page has none. */
export function apiFrontMatter(frontMatter: Record<string, unknown> | undefined): ApiFrontMatter | undefined {
  const api = frontMatter?.api as Partial<ApiFrontMatter> | undefined;
  if (!api) return undefined;
  if (typeof api.spec !== 'string' || !Array.isArray(api.operations) || !api.operations.length) {
    throw new Error('front matter `api` needs `spec` (v1, v3 or psr) and a non-empty `operations` list');
  }
  return {spec: api.spec, operations: api.operations.map(String)};
}

const isMarker = (node: RootContent) =>
  (node.type as string) === 'mdxJsxFlowElement' && (node as unknown as {name: string}).name === 'ApiReference';

/**
 * Builds a page's API nodes: the method and path of each operation (shown under the h1) and the
 * reference. Unknown operations render a visible error in the reference and a warning.
 */
export function apiPageNodes(siteDir: string, api: ApiFrontMatter, file: string): {endpoints?: RootContent; reference: RootContent[]} {
  const doc = loadSpec(siteDir, api.spec);
  const refs = api.operations.map(parseOperationRef);
  const found: ResolvedOperation[] = [];
  const reference: RootContent[] = [];
  for (const ref of refs) {
    const op = findOperation(doc, ref);
    if (!op) {
      const message = `${formatOperationRef(ref)} is not in openapi/${api.spec}.yaml`;
      console.warn(`[api-reference] ${file}: ${message}`);
      reference.push({type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: `Reference unavailable: ${message}.`}]}]});
      continue;
    }
    found.push(op);
    reference.push(...renderOperation(doc, op, {multi: refs.length > 1}));
  }
  return {endpoints: endpointsSummary(found), reference};
}

/** Builds the reference nodes for a page (see apiPageNodes). */
export function referenceNodes(siteDir: string, api: ApiFrontMatter, file: string): RootContent[] {
  return apiPageNodes(siteDir, api, file).reference;
}

export function remarkApiReference(options: {siteDir?: string} = {}) {
  const siteDir = options.siteDir ?? process.cwd();
  return (tree: Root, file: VFile) => {
    const frontMatter = (file.data as {frontMatter?: Record<string, unknown>}).frontMatter;
    const api = apiFrontMatter(frontMatter);
    const index = tree.children.findIndex(isMarker);
    const where = path.relative(siteDir, file.path ?? '');
    declareDependencies(file, api ? [specFile(siteDir, api.spec)] : []);
    if (!api) {
      if (index >= 0) throw new Error(`${where}: <ApiReference /> needs the \`api\` front matter`);
      return;
    }
    const {endpoints, reference} = apiPageNodes(siteDir, api, where);
    if (index >= 0) tree.children.splice(index, 1, ...reference);
    else tree.children.push(...reference);
    // The method and path open the content, right under the h1 (after the page's imports).
    if (endpoints) {
      const first = tree.children.findIndex((n) => n.type !== 'mdxjsEsm');
      tree.children.splice(first < 0 ? tree.children.length : first, 0, endpoints);
    }
  };
}
