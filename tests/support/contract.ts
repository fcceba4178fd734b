/**
 * The API contract: every endpoint page names operations that exist in its OpenAPI document,
 * and every operation of the documents is named by exactly one page.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {parse} from 'yaml';
import {findOperation, formatOperationRef, listOperations, parseOperationRef, type OpenApiDoc} from '../../src/remark/api-reference/spec';
import {apiFrontMatter} from '../../src/remark/api-reference';

export interface ContractReport {
  pages: number;
  operations: number;
  problems: string[];
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? mdxFiles(full) : /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

/** The docs page path of a file under the docs folder (`api/v3/list/index.mdx` → `/api/v3/list/`). */
export function docPath(docsDir: string, file: string): string {
  const rel = path.relative(docsDir, file).split(path.sep).join('/').replace(/\.mdx?$/, '');
  return rel.endsWith('index') ? `/${rel.slice(0, -'index'.length)}` : `/${rel}`;
}

export function checkContract(docsDir: string, openapiDir: string): ContractReport {
  const problems: string[] = [];
  const specs = new Map<string, OpenApiDoc>();
  for (const f of readdirSync(openapiDir).filter((x) => x.endsWith('.yaml'))) {
    specs.set(f.replace(/\.yaml$/, ''), parse(readFileSync(path.join(openapiDir, f), 'utf8')));
  }
  const named = new Map<string, string[]>(); // "spec:METHOD path" → pages
  let pages = 0;
  for (const file of mdxFiles(docsDir)) {
    const page = docPath(docsDir, file);
    const {data, content} = matter(readFileSync(file, 'utf8'));
    let api;
    try {
      api = apiFrontMatter(data);
    } catch (e) {
      problems.push(`${page}: ${(e as Error).message}`);
      continue;
    }
    const hasMarker = /<ApiReference\s*\/>/.test(content);
    if (!api) {
      if (hasMarker) problems.push(`${page}: <ApiReference /> without \`api\` front matter`);
      continue;
    }
    pages++;
    if (!hasMarker) problems.push(`${page}: names operations but has no <ApiReference /> marker`);
    const doc = specs.get(api.spec);
    if (!doc) {
      problems.push(`${page}: unknown spec "${api.spec}" (no openapi/${api.spec}.yaml)`);
      continue;
    }
    for (const text of api.operations) {
      let ref;
      try {
        ref = parseOperationRef(text);
      } catch (e) {
        problems.push(`${page}: ${(e as Error).message}`);
        continue;
      }
      const op = findOperation(doc, ref);
      if (!op) {
        problems.push(`${page}: ${text} is not in openapi/${api.spec}.yaml`);
        continue;
      }
      const key = `${api.spec}:${formatOperationRef(ref)}`;
      named.set(key, [...(named.get(key) ?? []), page]);
      const xPage = op.operation['x-page'];
      if (xPage && xPage !== page) problems.push(`${page}: ${text} says x-page ${xPage} in openapi/${api.spec}.yaml`);
    }
  }
  let operations = 0;
  for (const [name, doc] of specs) {
    for (const {ref} of listOperations(doc)) {
      operations++;
      const key = `${name}:${formatOperationRef(ref)}`;
      const by = named.get(key) ?? [];
      if (by.length === 0) problems.push(`openapi/${name}.yaml: ${formatOperationRef(ref)} has no page`);
      if (by.length > 1) problems.push(`openapi/${name}.yaml: ${formatOperationRef(ref)} is on several pages: ${by.join(', ')}`);
    }
  }
  return {pages, operations, problems};
}
