/**
 * The method badges of endpoint pages: the sidebar link of a page shows the HTTP method of its
 * operations (sidebars.ts, src/config/planned.ts) and the page shows each operation's method and
 * path under its h1 (src/plugins/features/api-reference). Both take the method from openapi/*.yaml at build
 * time and draw it with the classes below; src/css/custom.css holds the colours and the sidebar text.
 */

/** The marks a page can carry: an HTTP method, WEBHOOK (an OpenAPI webhook), or several different ones. */
export const METHOD_MARKS = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'TRACE',
  'WEBHOOK',
  'SEVERAL',
] as const;
export type MethodMark = (typeof METHOD_MARKS)[number];

/** The mark of a page whose operations use different methods. */
export const SEVERAL_METHODS: MethodMark = 'SEVERAL';

/** The class of a sidebar item that shows its page's method mark (with `methodClass` of the mark). */
export const METHOD_SIDEBAR_CLASS = 'sidebar-item--method';

/** The class of the badge that shows an operation's method under a page's h1. */
export const METHOD_BADGE_CLASS = 'api-method';

/** The class that gives a badge the colours of its method: `method--post`, `method--several`. */
export function methodClass(mark: MethodMark): string {
  return `method--${mark.toLowerCase()}`;
}

/** Checks that a method (as a page or the OpenAPI document spells it) has a badge. */
export function toMethodMark(method: string): MethodMark {
  const mark = method.toUpperCase() as MethodMark;
  if (!METHOD_MARKS.includes(mark) || mark === SEVERAL_METHODS)
    throw new Error(`"${method}" is not an HTTP method or WEBHOOK`);
  return mark;
}

/**
 * The mark of a page from the methods of its operations, in page order: the method they share, or
 * SEVERAL when they differ. Undefined for a page without operations, or when one of them is missing
 * from its document (the page's reference then shows the error, and the API contract test fails).
 */
export function methodMark(methods: (MethodMark | undefined)[]): MethodMark | undefined {
  if (!methods.length || methods.some((m) => m === undefined)) return undefined;
  return methods.every((m) => m === methods[0]) ? methods[0] : SEVERAL_METHODS;
}
