/**
 * The JSON Schema keywords of the catalogued schemas (the webhook payloads, call records and record lists
 * of `openapi/*.yaml`), as the inspector treats them. compactSchema (./catalogue.ts) keeps what validation
 * reads and drops everything else, so a keyword missing here would be a constraint the inspector stops
 * checking without a word. tests/unit/call-inspector.test.ts walks every catalogued schema of the
 * documents and fails on a keyword that is in neither list (and on a `format` that ./inspect.ts's
 * FORMATS does not check); it also proves, keyword by keyword, that each one listed as checked is.
 *
 * A document that starts using a new keyword (`minLength`, `oneOf`, `const`…) fails that test: teach
 * compactSchema and validate (./inspect.ts) to check it, or add it to `ignoredKeywords` with the reason
 * that ignoring it costs the reader nothing. Node only: the browser's chunk does not import this file.
 */

/** The keywords the inspector checks (or, for the last three, resolves or reads), with how. */
export const checkedKeywords = {
  type: 'the value’s JSON type',
  properties: 'each field against its own schema',
  required: 'a missing field is a problem',
  additionalProperties:
    'a field outside `properties`: refused when false, checked against the schema it gives, else "not in the documented schema"',
  items: 'each item of an array against the schema',
  enum: 'a value outside the list is a problem',
  pattern: 'a string that does not match is a problem',
  format: 'a string that is not of the format, for each format FORMATS (./inspect.ts) knows',
  minimum: 'a number below it is a problem',
  maximum: 'a number above it is a problem',
  allOf: 'its parts merged into one schema, checked as above',
  $ref: 'resolved before the schema is compacted (dereference, src/openapi/refs.ts)',
  'x-proposed': 'read: the answer is marked as a proposed design',
} as const satisfies Readonly<Record<string, string>>;

export type CheckedKeyword = keyof typeof checkedKeywords;

/** A keyword the catalogued schemas may use that the inspector deliberately does not check. */
export interface IgnoredKeyword {
  keyword: string;
  /** Why checking it would tell the reader nothing about the payload. */
  reason: string;
}

/** The keywords the inspector ignores, each with its reason: annotations, which constrain no value. */
export const ignoredKeywords: readonly IgnoredKeyword[] = [
  {keyword: 'description', reason: 'Prose for the reference pages; an annotation that constrains no value.'},
  {keyword: 'title', reason: 'A name for the schema; an annotation that constrains no value.'},
  {
    keyword: 'x-question',
    reason:
      'The question for Pitel support a field raises (the API reference asks it once); an annotation that constrains no value.',
  },
  {
    keyword: 'example',
    reason: 'A sample value for the reference pages; the tests use the documents’ examples as valid payloads.',
  },
  {
    keyword: 'examples',
    reason: 'Sample values for the reference pages; the tests use the documents’ examples as valid payloads.',
  },
];
