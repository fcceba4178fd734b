/**
 * Local references (`#/components/...`), the only kind the documents use: a JSON pointer read in the
 * document, and every `$ref` of a value replaced with what it points at.
 */
import type {Document} from './types';

/** Whether a value is a JSON object: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a local reference points at in a document; throws on a reference to another file or to nothing. */
export function resolvePointer(doc: Document, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, found ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
    if (node === undefined) throw new Error(`Unresolved reference ${ref}`);
  }
  return node;
}

/**
 * A value with every local `$ref` in it resolved: the target, with the reference's sibling fields over
 * it. A reference met again below itself (a recursive schema) becomes an object schema that names it, so
 * the result is finite. Examples are data, not schemas, and are copied as they are; the named examples of
 * a media type (`examples`) may themselves be references to `components/examples`, which are resolved.
 */
export function dereference<T>(value: T, doc: Document, seen: string[] = []): T {
  if (Array.isArray(value)) return value.map((v: unknown) => dereference(v, doc, seen)) as T;
  if (!isRecord(value)) return value;
  if (typeof value.$ref === 'string') {
    const ref = value.$ref;
    if (seen.includes(ref)) return {type: 'object', description: `(recursive: see ${ref.split('/').pop()})`} as T;
    const target = resolvePointer(doc, ref);
    const {$ref: _ignored, ...siblings} = value;
    return dereference({...(isRecord(target) ? target : {}), ...siblings}, doc, [...seen, ref]) as T;
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value))
    out[key] = key === 'example' || key === 'examples' ? v : dereference(v, doc, seen);
  if (isRecord(value.examples)) {
    out.examples = Object.fromEntries(Object.entries(value.examples).map(([k, v]) => [k, dereference(v, doc, seen)]));
  }
  return out as T;
}
