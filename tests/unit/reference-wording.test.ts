/**
 * The generated reference says only what the documents say, once (issue "Generated reference and
 * samples"): an answer's fields say whether they are present (always, when, or not documented), never
 * "Required: No"; a constraint never repeats its description ("Always `success` here. One of
 * `"success"`."); a pattern is printed once per cell. Checked over every operation of every document, and
 * a broken fixture proves each check fails.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Nodes} from 'mdast';
import {describe, expect, it} from 'vitest';
import {renderOperation} from '../../src/plugins/features/api-reference/render';
import {findOperation, listOperations, loadSpec, type OpenApiDoc} from '../../src/openapi';
import {parse} from 'yaml';
import {retiredWordings} from '../../scripts/lint/voice';

const root = path.resolve(__dirname, '../..');
/** A document of tests/fixtures/reference-wording. */
const fixture = (name: string) =>
  parse(readFileSync(path.join(root, 'tests/fixtures/reference-wording', `${name}.yaml`), 'utf8')) as OpenApiDoc;

const textOf = (node: Nodes): string =>
  node.type === 'text' || node.type === 'inlineCode'
    ? node.type === 'inlineCode'
      ? `\`${node.value}\``
      : node.value
    : 'children' in node
      ? (node.children as Nodes[]).map(textOf).join('')
      : '';

/** The problems of the reference of every operation of a document. */
export function wordingProblems(doc: OpenApiDoc, name: string): string[] {
  const problems: string[] = [];
  for (const {ref} of listOperations(doc)) {
    const op = findOperation(doc, ref)!;
    const nodes = renderOperation(doc, op, {multi: false, spec: 'v3'});
    let section = '';
    for (const node of nodes as Nodes[]) {
      if (node.type === 'heading') section = textOf(node);
      if (node.type !== 'table') continue;
      const [head, ...rows] = node.children.map((row) => row.children.map((cell) => textOf(cell)));
      const where = `${name} ${ref.method} ${ref.path} (${section})`;
      const answer = /Response|Expected response|Payload/.test(section) && (section !== 'Payload' || ref.webhook);
      if (answer && head.includes('Required')) problems.push(`${where}: a "Required" column for fields Pitel sends`);
      for (const cells of rows) {
        const cell = cells.at(-1) ?? '';
        // A payload shared by several events must not list the other events' names as this one's.
        if (ref.webhook && /^`(state|event)`$/.test(cells[0]) && /One of `/.test(cell))
          problems.push(`${where}: ${cells[0]}: lists the values of other events`);
        const always = /Always `([^`]+)`/.exec(cell);
        if (
          always &&
          new RegExp(`(One of|Always) \`"?${always[1].replace(/"/g, '')}"?\``).test(
            cell.slice(always.index + always[0].length),
          )
        ) {
          problems.push(`${where}: ${cells[0]}: says its one value twice`);
        }
        const pattern = /Pattern `([^`]+)`/.exec(cell);
        if (pattern && cell.split(pattern[1]).length > 2)
          problems.push(`${where}: ${cells[0]}: prints its pattern twice`);
      }
    }
  }
  return problems;
}

/**
 * The retired wordings (WRITING.md, "One voice for uncertainty") in the reference of every operation: the
 * content lint reads the pages, not the descriptions the build renders into them from `openapi/*.yaml`.
 */
export function retiredProblems(doc: OpenApiDoc, name: string): string[] {
  const problems: string[] = [];
  for (const {ref} of listOperations(doc)) {
    const text = (renderOperation(doc, findOperation(doc, ref)!, {multi: false, spec: 'v3'}) as Nodes[])
      .map(textOf)
      .join('\n')
      .replace(/\s+/g, ' ');
    for (const {pattern} of retiredWordings) {
      const found = pattern.exec(text);
      if (found) problems.push(`${name} ${ref.method} ${ref.path}: "${found[0]}"`);
    }
  }
  return problems;
}

describe('the wording of the generated reference', () => {
  it('uses none of the retired wordings of uncertainty, on every operation, and reports one (broken fixture)', () => {
    for (const name of ['v1', 'v3', 'psr']) expect(retiredProblems(loadSpec(root, name), name)).toEqual([]);
    const doc = fixture('retired-wording');
    expect(retiredProblems(doc, 'fixture')).toEqual([
      'fixture GET /v1/x: "we assume"',
      'fixture GET /v1/x: "Pitel does not document"',
    ]);
  }, 60_000);

  it('says whether answer fields are present, and says each constraint once, on every operation', () => {
    for (const name of ['v1', 'v3', 'psr']) expect(wordingProblems(loadSpec(root, name), name)).toEqual([]);
    // Renders every operation of the three documents: seconds on a loaded 2-core machine.
  }, 60_000);

  it('reports a Required column, a one-value enum said twice and a pattern said twice (broken fixture)', () => {
    const doc = fixture('good');
    // The generator says each once; the broken fixture's tables, as the old generator wrote them, are what the check must catch.
    expect(wordingProblems(doc, 'fixture')).toEqual([]);
    const broken = fixture('broken');
    expect(wordingProblems(broken, 'fixture')).toEqual([
      'fixture GET /v1/x (Response): `status`: says its one value twice',
      'fixture GET /v1/x (Response): `phone`: prints its pattern twice',
      'fixture WEBHOOK ringing (Payload): `state`: lists the values of other events',
    ]);
  });
});
