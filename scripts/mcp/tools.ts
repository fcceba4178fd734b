/**
 * The docs server's tools: each is one `server.registerTool` call below (its name, its description
 * for the assistant, its input schema, and the text it answers from ./docs.ts). A new tool is one more
 * registration here; `answer` turns its bad-input errors into error results.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {DocsError, SPECS, type SiteDocs} from './docs';
import {SiteError} from './source';
import {callEventExplainer} from '../../src/plugins/features/call-inspector/explain';

const text = (t: string): CallToolResult => ({content: [{type: 'text', text: t}]});

/**
 * Runs a tool's work. Bad input (DocsError) and a site that cannot be read (SiteError) become error
 * results with their own message, which says what to do; anything else too, with its message.
 */
export async function answer(work: () => Promise<string> | string): Promise<CallToolResult> {
  try {
    return text(await work());
  } catch (error) {
    const message =
      error instanceof DocsError || error instanceof SiteError
        ? error.message
        : `The server failed: ${error instanceof Error ? error.message : String(error)}`;
    return {content: [{type: 'text', text: message}], isError: true};
  }
}

export function createServer(docs: SiteDocs): McpServer {
  const server = new McpServer({name: 'pitel-docs', version: '1.0.0'});

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Pitel docs',
      description:
        'Search the Pitel documentation (REST API v1 and v3, psr module, SDKs, Bitrix24 connector, call-center and auto-call portal guides) ' +
        "with the site's own search: English or Vietnamese, with or without accents, typos corrected. Returns the best pages with their routes for get_page.",
      inputSchema: {
        query: z.string().describe('Words to search for, e.g. "create campaign" or "tạo chiến dịch"'),
        limit: z.number().int().min(1).max(20).optional().describe('How many pages to return (default 5)'),
        lang: z
          .enum(['en', 'vi'])
          .optional()
          .describe("The reader's language, preferred among equals (default: the query's)"),
      },
    },
    ({query, limit, lang}) =>
      answer(async () => {
        const {hits, searched, corrections} = await docs.search(query, limit ?? 5, lang);
        // What was searched, as the engine read it; the query as given when it read no word in it.
        const lines = [
          `Search: ${searched || query.trim()}${corrections.length ? ` (corrected: ${corrections.map((c) => `${c.from} → ${c.to}`).join(', ')})` : ''}`,
          '',
        ];
        if (!hits.length) lines.push('No page matches. Try other words, or the other language.');
        hits.forEach((h, i) => {
          lines.push(
            `${i + 1}. ${h.title}${h.heading ? ` › ${h.heading}` : ''} (${h.section}, ${h.lang === 'vi' ? 'Vietnamese' : 'English'})`,
          );
          lines.push(`   route: ${h.route}`, `   url: ${h.url}`, `   ${h.snippet}`, '');
        });
        return lines.join('\n').trimEnd();
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page of the Pitel docs',
      description:
        'The Markdown of one page of the Pitel documentation (its twin, as "View as Markdown" shows it), by route or URL.',
      inputSchema: {
        route: z
          .string()
          .describe(
            'The page\'s route or URL, e.g. "/api/v3/campaign/create" or "/guide/portal_callcenter_guide_vie/"',
          ),
      },
    },
    ({route}) =>
      answer(async () => {
        const page = await docs.page(route);
        return `Source: ${page.url}\n\n${page.markdown}`;
      }),
  );

  server.registerTool(
    'get_endpoint',
    {
      title: 'Read one operation of the Pitel API',
      description:
        'One operation of the Pitel REST API v1, v3 or the psr module, as its reference page shows it: parameters, request body, responses, ' +
        'documented errors and code samples; operations that are a proposed design (not published by Pitel) are marked so.',
      inputSchema: {
        operation: z
          .string()
          .describe(
            '"METHOD /path" as the reference writes it (e.g. "POST /v3/campaign"), "WEBHOOK name", or an operationId',
          ),
        api: z.enum(SPECS).optional().describe('Look only in this document: v1, v3 or psr'),
      },
    },
    ({operation, api}) =>
      answer(async () => {
        const e = await docs.endpoint(operation, api);
        return [
          `Operation: ${e.method} ${e.path} (API ${e.spec}${e.operationId ? `, operationId ${e.operationId}` : ''})`,
          `Status: ${e.planned ? 'PROPOSED DESIGN: our proposal, not published by Pitel; ask Pitel support before relying on it' : 'documented'}`,
          `Page: ${e.url}`,
          ...(e.alsoIn
            ? [`Also in: ${e.alsoIn.join('; ')}. This answer is the ${e.spec} operation; pass api to choose.`]
            : []),
          '',
          e.markdown,
        ].join('\n');
      }),
  );

  const explain = callEventExplainer({spec: (api) => docs.spec(api), siteUrl: () => docs.siteUrl()});
  server.registerTool(
    'explain_call_event',
    {
      title: 'Explain a Pitel call event, call record or call status',
      description:
        'Tells which webhook event (v1 ringing, answered, hangup, cdr, missed, cdr_autocall; v3 presskey) or call record (v1 or v3 CDR, ' +
        'or a page of records) a JSON payload is and how that was decided; checks it against the published OpenAPI schema (missing ' +
        'required fields, wrong types, fields not in the documented schema, each with its path such as data[0].billsec); and explains ' +
        'the call status with its row on /call-statuses, which call or leg and how it joins the call record (sip_call_id, with a link to ' +
        '/api/events-and-records, which lines the events up with the v1 and v3 records), the direction, durations and times, from the docs only, ' +
        'saying once what they leave open. Also explains a typed call status, short code or report counter (e.g. "NO ANSWER", "C1"). ' +
        "The same answer as the inspector on the site's /call-statuses page.",
      inputSchema: {
        input: z
          .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
          .describe(
            'The payload as JSON text or as a JSON object, or a call status, short code or counter such as "NO ANSWER" or "C1"',
          ),
        lang: z.enum(['en', 'vi']).optional().describe('The language of the answer (default en)'),
      },
    },
    ({input, lang}) =>
      answer(async () => {
        // Assistants often pass the payload as an object: the same answer as for its JSON text.
        const given = typeof input === 'string' ? input : JSON.stringify(input, null, 2);
        if (!given.trim())
          throw new DocsError(
            'The input is empty: paste a call event or call record as JSON, or give a call status or short code such as "C1".',
          );
        const {markdown, outcome} = await explain(given, lang);
        // Input that is not JSON of an object, or that no schema knows, is the caller's to fix: an error result.
        if (outcome === 'invalid' || outcome === 'unrecognised') throw new DocsError(markdown);
        return markdown;
      }),
  );

  return server;
}
