/**
 * Reading a schema (references resolved): its type names, and its alternatives (`oneOf`, `anyOf`), each
 * labelled as the reference shows it; and the examples of a media type.
 */
import type {Json, MediaTypeObject, SchemaObject, SchemaType} from './types';

/** The type names of a schema: `type` as a list (`[]` when it gives none). */
export function typesOf(schema: SchemaObject | undefined): SchemaType[] {
  const type = schema?.type;
  return type === undefined ? [] : Array.isArray(type) ? type : [type];
}

/** Whether a schema's type is, or includes, the given one (`type: [array, 'null']` is an array). */
export function hasType(schema: SchemaObject | undefined, type: SchemaType): boolean {
  return typesOf(schema).includes(type);
}

/** The two keywords of alternatives, as the reference names them. */
export const CHOICE_LABELS = {oneOf: 'one of', anyOf: 'any of'} as const;
export type ChoiceKeyword = keyof typeof CHOICE_LABELS;

/** The alternatives of a schema: `oneOf` (exactly one matches) or `anyOf` (one or more match); undefined for neither. */
export function choiceOf(
  schema: SchemaObject | undefined,
): {keyword: ChoiceKeyword; branches: SchemaObject[]} | undefined {
  if (schema?.oneOf?.length) return {keyword: 'oneOf', branches: schema.oneOf};
  if (schema?.anyOf?.length) return {keyword: 'anyOf', branches: schema.anyOf};
  return undefined;
}

/** The examples of a media type as its document gives them: its `example`, or each of its named `examples` with a value. */
export function mediaExamples(media: MediaTypeObject | undefined): {summary?: string; value: Json}[] {
  if (!media) return [];
  if (media.example !== undefined) return [{value: media.example}];
  return Object.values(media.examples ?? {}).flatMap((e) =>
    e?.value === undefined ? [] : [{summary: typeof e.summary === 'string' ? e.summary : undefined, value: e.value}],
  );
}
