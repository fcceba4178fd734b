/**
 * What the built endpoint pages say about answers, checked against the OpenAPI documents:
 * - every example body a page shows traces to an example of that very response in the YAML (the
 *   `example` or one of the `examples` of its media type). A schema's example does not count: a
 *   schema such as `ErrorPlain` is shared by answers whose bodies differ;
 * - uncertainty is said once: no table, with the sentence above it and the note under it, says more
 *   than once that something is not documented.
 * The renderer marks each body it shows with `data-api-example="<spec> <METHOD> <path> <status>"`
 * (src/plugins/features/api-reference/render.ts); a body in an "Example body" column or among the response
 * examples without that mark is reported too, so a body cannot escape the check by losing its mark.
 * Reads the YAML itself, not through the renderer, so a renderer bug cannot vouch for itself.
 */
import {isDeepStrictEqual} from 'node:util';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {Element} from 'domhandler';
import type {ApiFrontMatter} from '../../src/plugins/features/api-reference';
import {
  findOperation,
  formatOperationRef,
  parseOperationRef,
  type OpenApiDoc,
  type ResponseObject,
} from '../../src/openapi';

export const EXAMPLE_ATTRIBUTE = 'data-api-example';

const textOf = (node: Element) => DomUtils.textContent(node);
const elements = (root: ReturnType<typeof parseDocument> | Element, test: (e: Element) => boolean) =>
  DomUtils.findAll(test, [root]);
const hasClass = (e: Element, name: string) => (e.attribs.class ?? '').split(/\s+/).includes(name);

/**
 * The header cells of a table, as text. The built pages leave out optional end tags (`</th>`,
 * `</thead>`), which htmlparser2 does not infer before `<tbody>`: the table's body then sits inside
 * its last header cell, whose own text stops there.
 */
function headerOf(table: Element): string[] {
  const own = (e: Element): string =>
    e.children
      .filter((c) => !(c.type === 'tag' && ['tbody', 'tr'].includes(c.name)))
      .map((c) => (c.type === 'tag' ? own(c) : c.type === 'text' ? (c as unknown as {data: string}).data : ''))
      .join('');
  return elements(table, (e) => e.name === 'th').map(own);
}

/** The examples of a response, as the YAML gives them (references already resolved by findOperation). */
export function documentedExamples(response: ResponseObject | undefined): unknown[] {
  const out: unknown[] = [];
  for (const media of Object.values(response?.content ?? {})) {
    if (media?.example !== undefined) out.push(media.example);
    for (const e of Object.values(media?.examples ?? {})) if (e?.value !== undefined) out.push(e.value);
  }
  return out;
}

/** Whether a body as shown (JSON text, or plain text) is one of the given examples. */
function matches(shown: string, examples: unknown[]): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(shown);
  } catch {
    parsed = undefined;
  }
  return examples.some((e) =>
    typeof e === 'string' ? e.trim() === shown.trim() : parsed !== undefined && isDeepStrictEqual(e, parsed),
  );
}

/**
 * Problems with the example bodies of one built page: a body whose mark names no operation of the
 * page, a response without that example in the YAML, or a body without a mark.
 */
export function untracedExamples(
  route: string,
  html: string,
  api: ApiFrontMatter,
  docs: Record<string, OpenApiDoc>,
): string[] {
  const dom = parseDocument(html);
  const problems: string[] = [];
  const pageOps = new Set(api.operations.map((o) => formatOperationRef(parseOperationRef(o))));
  const marked = elements(dom, (e) => e.attribs[EXAMPLE_ATTRIBUTE] !== undefined);
  for (const element of marked) {
    const mark = element.attribs[EXAMPLE_ATTRIBUTE];
    const match = /^(\S+) (\S+ \S+) (\d{3}|default)$/.exec(mark);
    if (!match || match[1] !== api.spec || !pageOps.has(match[2])) {
      problems.push(
        `${route}: a body marked "${mark}", which names no operation of this page (${api.spec}: ${[...pageOps].join(', ')})`,
      );
      continue;
    }
    const op = findOperation(docs[api.spec], parseOperationRef(match[2]));
    const examples = documentedExamples(op?.operation.responses?.[match[3]]);
    // A block holds code blocks (one per example); a table cell is the code itself.
    const bodies = element.name === 'code' ? [element] : elements(element, (e) => e.name === 'pre');
    if (!bodies.length) problems.push(`${route}: "${mark}" shows no body`);
    for (const body of bodies) {
      const shown = textOf(body);
      if (!matches(shown, examples))
        problems.push(
          `${route}: ${match[2]} ${match[3]} shows ${shown.replace(/\s+/g, ' ').slice(0, 80)}, which is not an example of that response in openapi/${api.spec}.yaml`,
        );
    }
  }
  // A body in an "Example body" column carries its mark.
  for (const table of elements(dom, (e) => e.name === 'table')) {
    const header = headerOf(table);
    const column = header.indexOf('Example body');
    if (column < 0) continue;
    for (const row of elements(table, (e) => e.name === 'tr').slice(1)) {
      const cell = row.children.filter((c): c is Element => c.type === 'tag' && c.name === 'td')[column];
      if (cell && textOf(cell).trim() && !elements(cell, (e) => e.attribs[EXAMPLE_ATTRIBUTE] !== undefined).length) {
        problems.push(`${route}: an Example body cell without its mark: ${textOf(cell).slice(0, 80)}`);
      }
    }
  }
  // Among the samples, every code block after the response examples' heading is in a marked block.
  for (const pane of elements(dom, (e) => hasClass(e, 'api-pane-samples'))) {
    let answers = false;
    const walk = (nodes: Element['children']) => {
      for (const node of nodes) {
        if (node.type !== 'tag') continue;
        const e = node;
        if (/^h[2-4]$/.test(e.name))
          answers = /response examples$/i.test(
            textOf(e)
              .replace(/\u200b/g, '')
              .trim(),
          );
        if (e.attribs[EXAMPLE_ATTRIBUTE] !== undefined) continue;
        if (e.name === 'pre' && answers)
          problems.push(
            `${route}: a response example without its mark: ${textOf(e).replace(/\s+/g, ' ').slice(0, 80)}`,
          );
        else walk(e.children);
      }
    };
    walk(pane.children);
  }
  return problems;
}

/**
 * The blanket statements of uncertainty a reference table can make: that a field's presence, or an
 * answer's body, is not documented. A description's own specific caveat ("the unit is not
 * documented") is the field's information, not a blanket note, and is not counted, except the bare
 * phrase "Not documented", which the issue counts wherever it is.
 */
const BLANKET = [
  /which of these fields are always present/gi,
  /an empty cell means it is not documented/gi,
  /body (?:is|was) not documented/gi,
  /bod(?:y|ies) of (?:this answer|these answers|[\d, and]+?) (?:is|are) not documented/gi,
  /no response body is documented/gi,
];

/** How often a text makes a blanket statement of uncertainty, or says "Not documented" as such. */
function blanketCount(text: string, presentCells: string[]): number {
  const phrases = BLANKET.reduce((n, re) => n + (text.match(re)?.length ?? 0), 0);
  const bare = text.match(/Not documented/g)?.length ?? 0;
  const cells = presentCells.filter((c) => /not documented/i.test(c)).length;
  return Math.max(phrases + cells, bare);
}

/**
 * For each table of a page that says more than once that something is not documented (its cells,
 * the sentence right above it and the note right under it), its header and the count. The reference
 * says it once per table: a sentence above, a legend, or a note under it.
 */
export function repeatedUncertainty(html: string): {table: string; count: number}[] {
  const dom = parseDocument(html);
  const out: {table: string; count: number}[] = [];
  const [article] = elements(dom, (e) => hasClass(e, 'theme-doc-markdown'));
  if (!article) return out;
  for (const table of elements(article, (e) => e.name === 'table')) {
    const prev = DomUtils.prevElementSibling(table);
    const next = DomUtils.nextElementSibling(table);
    const header = headerOf(table);
    const present = header.indexOf('Present');
    const rows = elements(table, (e) => e.name === 'tr').slice(1);
    const presentCells =
      present < 0
        ? []
        : rows.map((row) =>
            textOf(row.children.filter((c): c is Element => c.type === 'tag' && c.name === 'td')[present] ?? row),
          );
    const around = [prev?.name === 'p' ? textOf(prev) : '', textOf(table), next?.name === 'p' ? textOf(next) : ''].join(
      '\n',
    );
    const count = blanketCount(around, presentCells);
    if (count > 1) out.push({table: header.join(' | '), count});
  }
  return out;
}
