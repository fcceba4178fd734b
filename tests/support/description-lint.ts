/**
 * Borrowed boilerplate in the OpenAPI documents, read from the
 * YAML with every local `$ref` resolved as the reference renders it (a `description` beside a `$ref`
 * wins over the target's):
 * - `sharedDescriptions`: two fields of one table (the properties of one object schema, or the
 *   parameters of one operation) with the same description, which blurs what tells them apart;
 * - `doubledPhrases`: a description that says a parenthetical or a sentence twice in a row, the
 *   trace of an edit that kept an old continuation line of a folded YAML scalar.
 * Used by tests/unit/openapi-descriptions.test.ts.
 */
import {dereference, type OpenApiDoc} from '../../src/openapi';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const norm = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Walks every object of a dereferenced document (examples are data, not schemas). */
function walk(node: unknown, pointer: string, visit: (node: Node, pointer: string) => void): void {
  if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${pointer}/${i}`, visit));
  if (!isNode(node)) return;
  visit(node, pointer);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples') continue;
    walk(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit);
  }
}

/** Field groups whose members share one description: `<pointer>: a, b share "<description>"`. */
export function sharedDescriptions(doc: OpenApiDoc): string[] {
  const found = new Set<string>();
  const check = (pointer: string, fields: [string, unknown][]) => {
    const byText = new Map<string, string[]>();
    for (const [name, field] of fields) {
      if (!isNode(field) || typeof field.description !== 'string') continue;
      const text = norm(field.description);
      byText.set(text, [...(byText.get(text) ?? []), name]);
    }
    for (const [text, names] of byText)
      if (names.length > 1) found.add(`${pointer}: ${names.join(', ')} share "${text}"`);
  };
  walk(dereference(doc, doc), '', (node, pointer) => {
    if (isNode(node.properties) && !pointer.endsWith('/properties'))
      check(`${pointer}/properties`, Object.entries(node.properties));
    if (Array.isArray(node.parameters))
      check(
        `${pointer}/parameters`,
        node.parameters.map((p) => [isNode(p) ? String(p.name) : '?', p]),
      );
  });
  return [...found];
}

/** Sentences and parentheticals of a text, each with where it ends. */
function pieces(text: string): string[] {
  return (
    text
      .match(/\([^()]*\)|[^.!?()]+[.!?]/g)
      ?.map((piece) => norm(piece))
      .filter((piece) => piece.split(' ').length >= 3) ?? []
  );
}

/** Descriptions and summaries that say a sentence or a parenthetical twice: `<pointer>: "<phrase>"`. */
export function doubledPhrases(doc: unknown): string[] {
  const found: string[] = [];
  walk(doc, '', (node, pointer) => {
    for (const key of ['description', 'summary'] as const) {
      const text = node[key];
      if (typeof text !== 'string') continue;
      const seen = new Set<string>();
      for (const piece of pieces(text)) {
        if (seen.has(piece)) found.push(`${pointer}/${key}: "${piece}"`);
        seen.add(piece);
      }
    }
  });
  return found;
}
