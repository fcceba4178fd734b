/**
 * The call-event inspector outside the browser: the MCP server's `explain_call_event`
 * (scripts/mcp/tools.ts) gives it the OpenAPI documents a built site publishes (`openapi/*.yaml`, the
 * files the inspector's catalogue is built from), read from wherever the server reads the site, and it
 * answers with the same core as the page (./core/inspect.ts), as Markdown with the site's absolute links.
 */
import {APIS, buildCatalogue} from './core/catalogue';
import {inspectText, toMarkdown, type Inspection, type Lang} from './core/inspect';
import type {Api, Catalogue} from './core/types';

/** Where the explainer reads the published documents and the site's address. */
export interface ExplainerSource {
  /** One parsed OpenAPI document, by name (`v1`, `v3`, `psr`). */
  spec(api: Api): Promise<unknown>;
  /** The published site's address, for the answers' links. */
  siteUrl(): Promise<string>;
}

/** An explainer over a site's files: the catalogue is built once, on first use. */
export function callEventExplainer(
  source: ExplainerSource,
): (input: string, lang?: Lang) => Promise<{markdown: string; outcome: Inspection['outcome']}> {
  let catalogue: Promise<Catalogue> | undefined;
  return async (input, lang = 'en') => {
    catalogue ??= Promise.all(APIS.map(async (api) => [api, await source.spec(api)] as const)).then((docs) =>
      buildCatalogue(Object.fromEntries(docs) as Parameters<typeof buildCatalogue>[0]),
    );
    // A failed read is not kept: the next call tries again (a site that was offline may be back).
    const built = await catalogue.catch((error: unknown) => {
      catalogue = undefined;
      throw error;
    });
    const inspection = inspectText(input, lang, built);
    return {markdown: toMarkdown(inspection, await source.siteUrl()), outcome: inspection.outcome};
  };
}
