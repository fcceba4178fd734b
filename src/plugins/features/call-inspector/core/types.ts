/**
 * The call-event inspector's catalogue: the webhook payloads, call records and record lists of the
 * OpenAPI documents, each with its schema resolved (no `$ref`, `allOf` merged, descriptions left out).
 * ./catalogue.ts builds it from `openapi/*.yaml` (at build time for the browser, from the built site's
 * copies for the MCP server); ./inspect.ts reads it. Types only, so the browser bundle takes none of
 * the builder's Node code.
 */

import type {Json} from '../../../../openapi/types';

export type {Json};

/** The part of JSON Schema the documents use for these payloads, resolved. */
export interface CompactSchema {
  /** JSON types: `string`, `integer`, `number`, `boolean`, `object`, `array`, `null`. */
  type?: string[];
  properties?: Record<string, CompactSchema>;
  required?: string[];
  /** Absent when the schema does not say (a field outside `properties` is then "not in the documented schema"). */
  additionalProperties?: boolean | CompactSchema;
  items?: CompactSchema;
  enum?: Json[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  /** `x-proposed: true`: our proposed design, not published by Pitel. */
  proposed?: true;
}

export type Api = 'v1' | 'v3' | 'psr';

/** What a payload can be: an event a webhook sends, one call record, or a list answer of call records. */
export type KindType = 'webhook' | 'record' | 'list';

export interface PayloadKind {
  /** `v1 webhook hangup`, `v3 record Cdr`, `v3 list listCdrs`. */
  id: string;
  api: Api;
  type: KindType;
  /** The webhook's name, the record schema's name, or the list operation's operationId. */
  name: string;
  /** The document's own one-line summary, in English. */
  summary: string;
  /** The page that documents it. */
  page: string;
  /** For a list answer: `METHOD /path` of the operation. */
  operation?: string;
  planned: boolean;
  schema: CompactSchema;
  /**
   * The field whose one documented value names this webhook (`state: hangup`, `event: presskey`),
   * when the schema has one.
   */
  discriminator?: {field: string; value: string};
  /** For a list answer: the field that holds the records, and the record kind they are. */
  records?: {field: string; kind: string};
}

export interface Catalogue {
  kinds: PayloadKind[];
}
