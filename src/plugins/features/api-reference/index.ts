/**
 * remark plugin: replaces `<ApiReference />` on a page with the reference of the operations the
 * page names in its front matter (`api: {spec, operations}`), rendered from `openapi/<spec>.yaml`,
 * and opens the page with the method and path of each operation; it imports the tabs the reference
 * renders (the request sample's languages, the response examples), as a page imports those it renders.
 * It declares a digest of what it rendered as a dependency of the page (./digests.ts,
 * src/plugins/build/mdx-dependencies), so that an edit of the YAML compiles again the pages whose reference
 * it changes, and only those; this file's default export is the plugin that watches the documents.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {VFile} from 'vfile';
import {declareDependencies} from '../../build/mdx-dependencies';
import {apiPagesOnDisk, digestOf, removeDigest, syncDigests, writeDigest} from './digests';
import {findOperation, formatOperationRef, loadSpec, parseOperationRef, type ResolvedOperation} from '../../../openapi';
import {
  endpointsSummary,
  openFieldQuestions,
  operationParts,
  sharedPayloadSection,
  type OperationParts,
} from './render';
import {
  frontMatterQuestions,
  hasClosingSection,
  questionsPageNodes,
  withClosingQuestions,
  type Raised,
} from './questions';
import {mdxJsxFlow} from '../../shared/mdx-jsx';
import {importNodesFor} from '../../shared/page-imports';
import {apiFrontMatter, type ApiFrontMatter} from './front-matter';

// What a page names in its front matter (./front-matter.ts), read by the remark step and the digests' scan.
export {apiFrontMatter, type ApiFrontMatter} from './front-matter';

const isMarker = (node: RootContent, name = 'ApiReference') =>
  (node.type as string) === 'mdxJsxFlowElement' && (node as unknown as {name: string}).name === name;

/** The classes of the two panes (src/css/custom.css): a grid from 1,280 px wide, one column below it. */
export const PANES_CLASS = 'api-panes';
export const PANE_MAIN_CLASS = 'api-pane-main';
export const PANE_SAMPLES_CLASS = 'api-pane-samples';

const div = (className: string, children: RootContent[], extra: Record<string, string> = {}): RootContent =>
  mdxJsxFlow('div', {className, ...extra}, children) as unknown as RootContent;

/**
 * The two panes of an operation, in the server HTML and in reading order: what comes before the
 * samples (left), the samples (right: the request sample and the response examples), what follows
 * them (left). On a wide screen the stylesheet puts the samples beside both left parts and keeps
 * them in view; below, the three parts follow each other as one column, and the Markdown twin reads
 * them in this order too. The samples are a region named for a screen reader's list of landmarks
 * (with the operation's name when the page has several, so each region's name is unique).
 */
export function panes(before: RootContent[], parts: OperationParts, after: RootContent[], named = false): RootContent {
  return div(PANES_CLASS, [
    div(`${PANE_MAIN_CLASS} ${PANE_MAIN_CLASS}--before`, [...before, ...parts.main]),
    mdxJsxFlow(
      'section',
      {className: PANE_SAMPLES_CLASS, 'aria-label': named ? `Examples: ${parts.name}` : 'Examples'},
      parts.samples,
    ) as unknown as RootContent,
    div(`${PANE_MAIN_CLASS} ${PANE_MAIN_CLASS}--after`, [...parts.rest, ...after]),
  ]);
}

/**
 * Builds a page's API nodes: the method and path of each operation (shown under the h1), the
 * reference of each operation in two panes, and, on a page of several webhooks, the payload fields
 * they all share, shown once before them (`shared`, see sharedPayloadSection). Unknown operations
 * render a visible error in the reference and a warning.
 */
export function apiPageNodes(
  siteDir: string,
  api: ApiFrontMatter,
  file: string,
  warn = true,
): {
  endpoints?: RootContent;
  operations: OperationParts[];
  errors: RootContent[];
  shared: RootContent[];
  questions: Raised[];
} {
  const doc = loadSpec(siteDir, api.spec);
  const refs = api.operations.map(parseOperationRef);
  const found: ResolvedOperation[] = [];
  const errors: RootContent[] = [];
  for (const ref of refs) {
    const op = findOperation(doc, ref);
    if (!op) {
      const message = `${formatOperationRef(ref)} is not in openapi/${api.spec}.yaml`;
      if (warn) console.warn(`[api-reference] ${file}: ${message}`);
      errors.push({
        type: 'paragraph',
        children: [{type: 'strong', children: [{type: 'text', value: `Reference unavailable: ${message}.`}]}],
      });
      continue;
    }
    found.push(op);
  }
  const section = refs.length > 1 ? sharedPayloadSection(found) : undefined;
  const operations = found.map((op) =>
    operationParts(doc, op, {multi: refs.length > 1, spec: api.spec, shared: section?.shared}),
  );
  const questions = [
    ...(section?.questions ?? []),
    ...openFieldQuestions(operations.flatMap((o) => o.open)),
    ...operations.flatMap((o) => o.questions),
  ];
  return {endpoints: endpointsSummary(found), operations, errors, shared: section?.nodes ?? [], questions};
}

const isHead = (node: RootContent) => node.type === 'yaml' || node.type === 'mdxjsEsm';

/** A page's nodes with the shared questions in place of `<ApiQuestions />` (the questions page). */
export function withQuestionsPage(children: RootContent[]): RootContent[] {
  const at = children.findIndex((n) => isMarker(n, 'ApiQuestions'));
  return at < 0 ? children : [...children.slice(0, at), ...questionsPageNodes(), ...children.slice(at + 1)];
}

/**
 * A page's nodes around its reference, in reading order: its `head` (front matter and imports), its own
 * nodes before and after the marker, with the questions of the page and of its reference added to its one
 * closing list (./questions.ts: the list stays where the page has it, or closes the part after the
 * reference), and the reference's own nodes (`generated`). The remark step puts them in panes; the writers'
 * lint reads them flat (scripts/lint/reference.ts).
 */
export function pageLayout(
  children: RootContent[],
  pageQuestions: Raised[],
  nodes: ReturnType<typeof apiPageNodes>,
): {head: RootContent[]; before: RootContent[]; after: RootContent[]; generated: RootContent[]} {
  const at = children.findIndex((n) => isMarker(n));
  const own = (list: RootContent[]) => list.filter((n) => !isHead(n));
  const before = own(at >= 0 ? children.slice(0, at) : children);
  const after = own(at >= 0 ? children.slice(at + 1) : []);
  const questions = [...pageQuestions, ...nodes.questions];
  const {operations, errors, shared} = nodes;
  return {
    head: children.filter(isHead),
    ...(hasClosingSection(before)
      ? {before: withClosingQuestions(before, questions), after}
      : {before, after: withClosingQuestions(after, questions)}),
    generated: [...errors, ...shared, ...operations.flatMap((o) => [...o.main, ...o.samples, ...o.rest])],
  };
}

/**
 * A page's reference nodes (apiPageNodes), or the error that stopped them (a document that cannot be
 * used). `warn`: whether an operation missing from its document is logged (the page's compile logs it;
 * the digests' sync, which renders every page again on each edit of a document, does not).
 */
export function renderApiPage(
  siteDir: string,
  api: ApiFrontMatter,
  file: string,
  warn = true,
): {nodes: ReturnType<typeof apiPageNodes>} | {error: unknown} {
  try {
    return {nodes: apiPageNodes(siteDir, api, file, warn)};
  } catch (error) {
    return {error};
  }
}

/** Builds the reference nodes for a page (see apiPageNodes), each operation in its panes. */
export function referenceNodes(siteDir: string, api: ApiFrontMatter, file: string): RootContent[] {
  const {operations, errors, shared} = apiPageNodes(siteDir, api, file);
  return [...errors, ...shared, ...operations.map((parts) => panes([], parts, [], operations.length > 1))];
}

export function remarkApiReference(options: {siteDir?: string} = {}) {
  const siteDir = options.siteDir ?? process.cwd();
  return (tree: Root, file: VFile) => {
    const frontMatter = (file.data as {frontMatter?: Record<string, unknown>}).frontMatter;
    tree.children = withQuestionsPage(tree.children);
    const api = apiFrontMatter(frontMatter);
    const where = path.relative(siteDir, file.path ?? '');
    // The shared questions the page's prose raises (./questions.ts), for its closing list.
    const pageQuestions = frontMatterQuestions(frontMatter);
    if (!api) {
      declareDependencies(file, []);
      if (file.path) removeDigest(siteDir, where);
      if (tree.children.some((n) => isMarker(n)))
        throw new Error(`${where}: <ApiReference /> needs the \`api\` front matter`);
      if (pageQuestions.length) tree.children = withClosingQuestions(tree.children, pageQuestions);
      return;
    }
    if (frontMatter?.hide_table_of_contents !== true) {
      throw new Error(
        `${where}: an endpoint page sets \`hide_table_of_contents: true\` in its front matter (its samples take the place of the table of contents on a wide screen)`,
      );
    }
    const rendered = renderApiPage(siteDir, api, where);
    // Declared before an error is thrown: the page then compiles again when the digest changes back.
    if (file.path)
      declareDependencies(file, [writeDigest(siteDir, {page: where, api, digest: digestOf(rendered)}).file]);
    if ('error' in rendered) throw rendered.error;
    const {endpoints, operations, errors, shared} = rendered.nodes;
    // The page's imports stay at the top level; the method and path open the content, right under the h1.
    const {head, before, after, generated} = pageLayout(tree.children, pageQuestions, rendered.nodes);
    let body: RootContent[];
    if (operations.length === 1) {
      // One operation: the whole page is in the panes, its prose and notes in the left one.
      body = [...errors, panes(before, operations[0], after)];
    } else {
      body = [...before, ...errors, ...shared, ...operations.map((parts) => panes([], parts, [], true)), ...after];
    }
    // The reference's own elements that a page imports (the samples' tabs, src/plugins/shared/page-imports.ts),
    // imported here unless the page imports them itself: its source does not render them, so the writers'
    // lint does not ask it to.
    const imports = importNodesFor(generated, tree);
    tree.children = [...head, ...imports, ...(endpoints ? [endpoints] : []), ...body];
  };
}

/**
 * The plugin beside the remark step: when a build or the dev server starts, and under `npm start` on
 * every edit of `openapi/*.yaml`, it renders the reference of every endpoint page (found by its front
 * matter on disk) and writes the digest files that changed (./digests.ts), so the bundler compiles those
 * pages and no others, and a warm build reuses the pages whose reference did not change.
 */
export default function apiReference(context: LoadContext): Plugin {
  return {
    name: 'pitel-api-reference',
    getPathsToWatch: () => [path.join(context.siteDir, 'openapi', '*.yaml')],
    async loadContent() {
      syncDigests(context.siteDir, apiPagesOnDisk(context.siteDir), (api, page) =>
        renderApiPage(context.siteDir, api, page, false),
      );
    },
  };
}
