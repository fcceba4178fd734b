/**
 * hast-util-is-element (3.0.0) as the conversion workers run it (./workers.ts puts this module in its
 * place in their bundle): the same API and answers, with the check of a tag name or of a list made
 * once per test instead of at every call.
 *
 * Why: hast-util-to-mdast minifies the whitespace of the article first (hast-util-minify-whitespace),
 * which asks `isElement(node, BLOCKS)` several times for every node, with a constant list of about
 * seventy tag names; hast-util-is-element turns the list into seventy checks at each call. That was
 * half of hast-util-to-mdast's time, and a fifth of a twin's (bench/results/2026-11-27-twin-converters.md).
 * tests/unit/markdown-twins-convert.test.ts compares its answers with the package's, and
 * tests/e2e/markdown-twins.test.ts every built twin with one made with the package itself.
 */
import type {Element} from 'hast';

type Test = null | undefined | string | TestFunction | readonly (string | TestFunction)[];
type TestFunction = (
  this: unknown,
  element: Element,
  index: number | undefined,
  parent: unknown,
) => boolean | undefined | void;
type Check = (this: unknown, element: unknown, index?: number | null, parent?: unknown) => boolean;

const looksLikeAnElement = (value: unknown): value is Element =>
  value !== null && typeof value === 'object' && 'type' in value && 'tagName' in value;

function anyElement(value: unknown): boolean {
  return looksLikeAnElement(value) && value.type === 'element' && typeof value.tagName === 'string';
}

function castFactory(test: TestFunction): Check {
  return function check(this: unknown, value, index, parent) {
    return Boolean(
      looksLikeAnElement(value) &&
      test.call(this, value, typeof index === 'number' ? index : undefined, parent || undefined),
    );
  };
}

/** The checks made so far, by test: a tag name, or a list (by identity; a list no one holds any more is forgotten). */
const byName = new Map<string, Check>();
const byList = new WeakMap<object, Check>();

export function convertElement(test: Test): Check {
  if (test === null || test === undefined) return anyElement as Check;
  if (typeof test === 'string') {
    let check = byName.get(test);
    if (!check) byName.set(test, (check = castFactory((element) => element.tagName === test)));
    return check;
  }
  if (typeof test === 'object') {
    let check = byList.get(test);
    if (!check) {
      const names = test.every((t) => typeof t === 'string') ? new Set(test as readonly string[]) : undefined;
      const checks = names ? [] : test.map((t) => convertElement(t));
      check = castFactory(
        names
          ? (element) => names.has(element.tagName)
          : function (this: unknown, element, index, parent) {
              return checks.some((c) => c.call(this, element, index, parent));
            },
      );
      byList.set(test, check);
    }
    return check;
  }
  if (typeof test === 'function') return castFactory(test);
  throw new Error('Expected function, string, or array as `test`');
}

export function isElement(
  element: unknown,
  test?: Test,
  index?: number | null,
  parent?: {type?: string; children?: unknown[]} | null,
  context?: unknown,
): boolean {
  const check = convertElement(test);
  if (
    index !== null &&
    index !== undefined &&
    (typeof index !== 'number' || index < 0 || index === Number.POSITIVE_INFINITY)
  ) {
    throw new Error('Expected positive finite `index`');
  }
  if (parent !== null && parent !== undefined && (!parent.type || !parent.children))
    throw new Error('Expected valid `parent`');
  if ((index === null || index === undefined) !== (parent === null || parent === undefined))
    throw new Error('Expected both `index` and `parent`');
  return looksLikeAnElement(element) ? check.call(context, element, index, parent) : false;
}
