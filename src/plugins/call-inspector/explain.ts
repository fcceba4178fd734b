/**
 * The call-event inspector for Node: the MCP server's `explain_call_event` (scripts/mcp/server.ts) reads
 * the OpenAPI documents a built site publishes (`openapi/*.yaml`, the files the inspector's catalogue
 * was built from) and answers with the same core as the page (./core/inspect.ts), as Markdown with the
 * site's absolute links.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {buildCatalogue} from './core/catalogue';
import {inspectText, toMarkdown, type Lang} from './core/inspect';
import type {Api, Catalogue} from './core/types';

const APIS: readonly Api[] = ['v1', 'v3', 'psr'];

/** An explainer over a built site folder: the catalogue is built once, on first use. */
export function callEventExplainer(siteDir: string, siteUrl: string): (input: string, lang?: Lang) => string {
  let catalogue: Catalogue | undefined;
  return (input, lang = 'en') => {
    catalogue ??= buildCatalogue(Object.fromEntries(APIS.map((api) => [api, parse(readFileSync(path.join(siteDir, 'openapi', `${api}.yaml`), 'utf8'))])));
    return toMarkdown(inspectText(input, lang, catalogue), siteUrl);
  };
}
