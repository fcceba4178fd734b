/**
 * The API contract: every endpoint page names operations that exist in its OpenAPI document,
 * every operation of the documents is named by exactly one page, and a page that shows planned
 * material marks it: whatever an operation's text calls planned or proposed carries `x-proposed: true`,
 * and the rendered reference shows the notice and the badges for what carries it. A planned operation is
 * marked as a whole, by its notice and the badge beside its method and path at the top of the page, and
 * its parts carry no badge of their own; so are the fields of a planned answer, by its status line, and the
 * Errors table whose answers are all planned, by one badge above it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {mdxFilesUnder} from '../../src/config/content-files';
import type {RootContent} from 'mdast';
import {visit} from 'unist-util-visit';
import {
  findOperation,
  formatOperationRef,
  isProposed,
  listOperations,
  loadSpec,
  parseOperationRef,
  specNames,
  type OpenApiDoc,
  type ResolvedOperation,
  type SchemaObject,
} from '../../src/openapi';
import {apiFrontMatter} from '../../src/plugins/features/api-reference';
import {
  endpointsSummary,
  flattenSchema,
  renderOperation,
  type RenderOptions,
} from '../../src/plugins/features/api-reference/render';

export interface ContractReport {
  pages: number;
  operations: number;
  problems: string[];
}

/** The docs page path of a file under the docs folder (`api/v3/list/index.mdx` → `/api/v3/list/`). */
export function docPath(docsDir: string, file: string): string {
  const rel = path
    .relative(docsDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '');
  return rel.endsWith('index') ? `/${rel.slice(0, -'index'.length)}` : `/${rel}`;
}

/** Words that say a piece of a document is our design rather than published by Pitel. */
const PLANNED_WORDS = /\b(?:proposed|planned)\b/i;

/** A piece of a document that may say, in its summary or description, that it is planned. */
type Described = {summary?: string; description?: string};

const says = (node: Described | undefined) => PLANNED_WORDS.test(`${node?.summary ?? ''} ${node?.description ?? ''}`);

export type Renderer = (doc: OpenApiDoc, op: ResolvedOperation, opts: RenderOptions) => RootContent[];

/** The method and path of an operation at the top of its page (endpointsSummary), as a renderer shows them. */
export type Summarizer = (op: ResolvedOperation) => RootContent | undefined;

type AnyNode = {type: string; name?: string; value?: string; children?: AnyNode[]};

/** Calls `each` on every node of `nodes` and their descendants (what `each` returns does not steer the walk). */
const walk = (nodes: AnyNode[], each: (node: AnyNode) => void) =>
  visit({type: 'root', children: nodes}, (node) => void each(node));

const hasBadge = (nodes: AnyNode[]) => {
  let found = false;
  walk(nodes, (n) => (found ||= n.type === 'mdxJsxTextElement' && n.name === 'PlannedBadge'));
  return found;
};

/** The first cell of each table row, keyed by the code span it starts with (`name`, `data[].id`, `404`). */
function firstCells(nodes: AnyNode[]): Map<string, AnyNode[]> {
  const cells = new Map<string, AnyNode[]>();
  walk(nodes, (n) => {
    if (n.type !== 'tableRow') return;
    const first = n.children?.[0]?.children ?? [];
    if (first[0]?.type === 'inlineCode' && first[0].value !== undefined) cells.set(first[0].value, first);
  });
  return cells;
}

/**
 * Problems of one operation shown on a page: planned pieces described as such in their text but not
 * flagged (so the page shows them unmarked), and flagged pieces the rendered reference does not mark.
 */
export function plannedProblems(
  page: string,
  label: string,
  doc: OpenApiDoc,
  op: ResolvedOperation,
  render: Renderer,
  opts: RenderOptions,
  summarize: Summarizer = (o) => endpointsSummary([o]),
): string[] {
  const problems: string[] = [];
  const o = op.operation;
  const opPlanned = isProposed(o);
  if (says(o) && !opPlanned)
    problems.push(
      `${page}: ${label} is described as planned but has no \`x-proposed: true\`, so the page shows it unmarked`,
    );
  const flagged: string[] = []; // first-cell names that must carry a badge
  const check = (what: string, node: Described, cell: string) => {
    if (isProposed(node)) flagged.push(cell);
    else if (says(node) && !opPlanned)
      problems.push(`${page}: ${label}: ${what} is described as planned but has no \`x-proposed: true\``);
  };
  for (const p of op.parameters) check(`parameter ${p.name}`, p, p.name);
  const bodies: [string, SchemaObject | undefined][] = [
    ['request body', Object.values(o.requestBody?.content ?? {})[0]?.schema],
  ];
  const errors = Object.entries(o.responses ?? {}).filter(([status]) => !/^2/.test(status));
  // Errors that are all planned are marked once, above their table, instead of row by row.
  const errorsMarkedOnce = errors.length > 1 && errors.every(([, r]) => isProposed(r));
  for (const [status, response] of Object.entries(o.responses ?? {})) {
    // The fields of a planned answer are marked by its status line.
    if (/^2/.test(status) && !isProposed(response))
      bodies.push([`response ${status}`, Object.values(response.content ?? {})[0]?.schema]);
    else if (!/^2/.test(status) && !errorsMarkedOnce) check(`response ${status}`, response, status);
    if (/^2/.test(status) && says(response) && !isProposed(response) && !opPlanned) {
      problems.push(`${page}: ${label}: response ${status} is described as planned but has no \`x-proposed: true\``);
    }
  }
  for (const [where, schema] of bodies)
    for (const row of flattenSchema(schema)) check(`${where} field ${row.name}`, row.schema, row.name);

  if (!opPlanned && !flagged.length) return problems;
  const nodes = render(doc, op, opts) as unknown as AnyNode[];
  if (opPlanned) {
    if (!nodes.some((n) => n.type === 'mdxJsxFlowElement' && n.name === 'Planned'))
      problems.push(`${page}: ${label} is planned but its reference has no <Planned /> notice`);
    const summary = summarize(op);
    if (!summary || !hasBadge([summary as unknown as AnyNode]))
      problems.push(`${page}: ${label} is planned but its method and path carry no <PlannedBadge />`);
    // The notice marks the whole operation: its parts are not marked again.
    return problems;
  }
  if (errorsMarkedOnce) {
    const table = nodes.findIndex(
      (n) => n.type === 'table' && JSON.stringify(n.children?.[0]).includes('"value":"Status"'),
    );
    const above = nodes[table - 1];
    if (!(above?.type === 'paragraph' && above.children?.[0]?.name === 'PlannedBadge'))
      problems.push(`${page}: ${label}: its planned errors carry no <PlannedBadge /> above their table`);
  }
  const cells = firstCells(nodes);
  for (const name of flagged) {
    const cell = cells.get(name);
    if (!cell || !hasBadge(cell))
      problems.push(`${page}: ${label}: ${name} is planned but its row carries no <PlannedBadge />`);
  }
  return problems;
}

/** The contract of the pages under `<siteDir>/docs` and the documents of `<siteDir>/openapi`. */
export function checkContract(
  siteDir: string,
  render: Renderer = renderOperation,
  summarize?: Summarizer,
): ContractReport {
  const problems: string[] = [];
  const docsDir = path.join(siteDir, 'docs');
  const specs = new Map<string, OpenApiDoc>(specNames(siteDir).map((name) => [name, loadSpec(siteDir, name)]));
  const named = new Map<string, string[]>(); // "spec:METHOD path" → pages
  let pages = 0;
  for (const file of mdxFilesUnder(docsDir)) {
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
      problems.push(
        ...plannedProblems(page, text, doc, op, render, {multi: api.operations.length > 1, spec: api.spec}, summarize),
      );
      const xPage = op.operation['x-page'];
      if (xPage && xPage !== page)
        problems.push(
          `${page}: ${text} says x-page ${typeof xPage === 'string' ? xPage : JSON.stringify(xPage)} in openapi/${api.spec}.yaml`,
        );
    }
  }
  let operations = 0;
  for (const [name, doc] of specs) {
    for (const {ref} of listOperations(doc)) {
      operations++;
      const key = `${name}:${formatOperationRef(ref)}`;
      const by = named.get(key) ?? [];
      if (by.length === 0) problems.push(`openapi/${name}.yaml: ${formatOperationRef(ref)} has no page`);
      if (by.length > 1)
        problems.push(`openapi/${name}.yaml: ${formatOperationRef(ref)} is on several pages: ${by.join(', ')}`);
    }
  }
  return {pages, operations, problems};
}
