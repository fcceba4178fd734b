/**
 * The `api` front matter of an endpoint page (`api: {spec, operations}`): what its reference is rendered
 * from. Read by the remark step (./index.ts) and by the digests' scan of the pages on disk (./digests.ts).
 */
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
