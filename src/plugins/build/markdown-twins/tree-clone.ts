/**
 * @ungap/structured-clone (1.4.0) as the conversion workers run it (./workers.ts puts this module in
 * its place in their bundle): a deep copy of a syntax tree, made in JavaScript.
 *
 * Why: hast-util-to-mdast copies the article's tree before it changes it (the whitespace step), and
 * each node it splits. @ungap/structured-clone hands that to the platform's structuredClone, which
 * serializes the tree and reads it back: a tenth of a twin's time
 * (bench/results/2026-11-27-twin-converters.md). A tree (hast, mdast) is plain objects, arrays and
 * primitives, with no object in two places and no cycle, and for those a copy made member by member
 * is the same; tests/unit/markdown-twins-convert.test.ts compares it with structuredClone, and
 * tests/e2e/markdown-twins.test.ts every built twin with one made with the package itself.
 */
export default function treeClone<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const copy = new Array(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = treeClone(value[i]);
    return copy as T;
  }
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = treeClone((value as Record<string, unknown>)[key]);
  return copy as T;
}
