/**
 * The OpenAPI core: reading the documents of `openapi/`, resolving their references and operations,
 * and their types. Used by the API reference, the call inspector, the Postman collections, the
 * downloads, the sidebar marks, the docs MCP server and the tests (README.md).
 */
export * from './types';
export * from './refs';
export * from './document';
export * from './operations';
export * from './schema';
