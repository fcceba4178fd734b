/**
 * The OpenAPI 3.1 documents of `openapi/` as the site reads them: the objects and fields the reference,
 * the samples, the call inspector, the Postman collections and the tests use, and nothing more.
 *
 * Modelled on `OpenAPIV3_1` of the `openapi-types` package, under the same names (Document,
 * PathItemObject, OperationObject, ParameterObject, RequestBodyObject, MediaTypeObject, ResponseObject,
 * SchemaObject, ExampleObject, SecuritySchemeObject, ServerObject), with two differences that fit how
 * the documents are read here:
 * - a reference is an optional `$ref` on the object it stands for, not a union member
 *   (`ReferenceObject | SchemaObject`): `dereference` (./refs.ts) replaces it with its target, and every
 *   reader works on the resolved object, so the union would only be narrowed away at each access;
 * - every object may carry extension fields (`x-proposed`, `x-question`, `x-token-from` …), typed
 *   `unknown` and read with a check of their own.
 * `openapi-types` (12.1.3) is installed, as a dependency of @apidevtools/swagger-parser, but not declared
 * in package.json, so it is not imported. Once declared, the swap is one import at the top of this file
 * (`import type {OpenAPIV3_1} from 'openapi-types'`) with each name here an alias of its namesake; the
 * readers then narrow its `ReferenceObject` unions, which `dereference` has resolved.
 */

/** A JSON value, as YAML parses a document into. */
export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** The extension fields (`x-…`) an object of a document may carry, each checked where it is read. */
export interface Extensions {
  [extension: `x-${string}`]: unknown;
}

/** What an object of a document carries before `dereference` resolves it: a local `$ref` (`#/components/…`). */
interface Referable {
  $ref?: string;
}

/** JSON Schema's type names, as OpenAPI 3.1 takes them (`null` included). */
export type SchemaType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** A schema (JSON Schema 2020-12 as OpenAPI 3.1 uses it): the keywords the documents use. */
export interface SchemaObject extends Referable, Extensions {
  type?: SchemaType | SchemaType[];
  format?: string;
  title?: string;
  description?: string;
  deprecated?: boolean;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  items?: SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  enum?: Json[];
  const?: Json;
  default?: Json;
  example?: Json;
  examples?: Json[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  contentMediaType?: string;
}

/** A named example of a media type or a parameter. */
export interface ExampleObject extends Referable, Extensions {
  summary?: string;
  value?: Json;
}

/** A body of one media type: its schema and its example(s). */
export interface MediaTypeObject extends Extensions {
  schema?: SchemaObject;
  example?: Json;
  examples?: Record<string, ExampleObject>;
}

export type ParameterLocation = 'query' | 'header' | 'path' | 'cookie';

export interface ParameterObject extends Referable, Extensions {
  name: string;
  in: ParameterLocation;
  description?: string;
  required?: boolean;
  schema?: SchemaObject;
  example?: Json;
  examples?: Record<string, ExampleObject>;
}

export interface RequestBodyObject extends Referable, Extensions {
  description?: string;
  required?: boolean;
  content: Record<string, MediaTypeObject>;
}

export interface ResponseObject extends Referable, Extensions {
  /** Required by OpenAPI; optional here, where a `$ref` stands for the response until it is resolved. */
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

/** A security requirement: a scheme's name and its scopes (empty for a bearer token). */
export type SecurityRequirementObject = Record<string, string[]>;

export interface OperationObject extends Extensions {
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
  security?: SecurityRequirementObject[];
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethods = (typeof HTTP_METHODS)[number];

/** A path (or a webhook): its operations by method, and the parameters they all take. */
export type PathItemObject = Referable &
  Extensions & {
    parameters?: ParameterObject[];
  } & {[method in HttpMethods]?: OperationObject};

export interface SecuritySchemeObject extends Referable, Extensions {
  type: 'http' | 'apiKey' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  scheme?: string;
}

export interface ServerObject extends Extensions {
  url: string;
  variables?: Record<string, {default: string; enum?: string[]; description?: string}>;
}

export interface ComponentsObject extends Extensions {
  schemas?: Record<string, SchemaObject>;
  responses?: Record<string, ResponseObject>;
  securitySchemes?: Record<string, SecuritySchemeObject>;
}

/** An OpenAPI 3.1 document: its paths, its webhooks and the components they refer to. */
export interface Document extends Extensions {
  openapi: string;
  info: {
    title: string;
    version: string;
    description?: string;
    contact?: {name?: string; email?: string};
  };
  servers?: ServerObject[];
  security?: SecurityRequirementObject[];
  paths?: Record<string, PathItemObject>;
  webhooks?: Record<string, PathItemObject>;
  components?: ComponentsObject;
}

/** The name the site's code gives a document. */
export type OpenApiDoc = Document;
