/**
 * The Pitel Docs MCP server: answers an assistant's questions from a built copy of the site, offline,
 * over stdio. Usage (README.md beside this file):
 *
 *   npx tsx scripts/mcp/server.ts [--site <built site folder>]
 *
 * The folder defaults to the repository's `build/`. Tools: search_docs, get_page, get_endpoint
 * (./docs.ts), explain_call_event (the call-event inspector's core, src/plugins/call-inspector). Bad
 * input gets an error result (`isError`) with a message saying what to send instead.
 */
import path from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {DocsError, SPECS, SiteDocs} from './docs';
import {callEventExplainer} from '../../src/plugins/call-inspector/explain';

/** The site folder from the command line: `--site <folder>` or `--site=<folder>`. */
export function siteArg(argv: readonly string[]): string {
  const at = argv.findIndex((a) => a === '--site' || a.startsWith('--site='));
  if (at < 0) return path.resolve(__dirname, '../../build');
  const value = argv[at].startsWith('--site=') ? argv[at].slice('--site='.length) : argv[at + 1];
  if (!value) throw new Error('--site needs a folder: --site <built site folder>');
  return path.resolve(value);
}

const text = (t: string): CallToolResult => ({content: [{type: 'text', text: t}]});

/** Runs a tool's work: a DocsError (bad input) becomes an error result, anything else too, with its message. */
async function answer(work: () => Promise<string> | string): Promise<CallToolResult> {
  try {
    return text(await work());
  } catch (error) {
    const message = error instanceof DocsError ? error.message : `The server failed: ${error instanceof Error ? error.message : String(error)}`;
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
        'with the site\'s own search: English or Vietnamese, with or without accents, typos corrected. Returns the best pages with their routes for get_page.',
      inputSchema: {
        query: z.string().describe('Words to search for, e.g. "create campaign" or "tạo chiến dịch"'),
        limit: z.number().int().min(1).max(20).optional().describe('How many pages to return (default 5)'),
        lang: z.enum(['en', 'vi']).optional().describe('The reader\'s language, preferred among equals (default: the query\'s)'),
      },
    },
    ({query, limit, lang}) =>
      answer(async () => {
        const {hits, searched, corrections} = await docs.search(query, limit ?? 5, lang);
        const lines = [`Search: ${searched}${corrections.length ? ` (corrected: ${corrections.map((c) => `${c.from} → ${c.to}`).join(', ')})` : ''}`, ''];
        if (!hits.length) lines.push('No page matches. Try other words, or the other language.');
        hits.forEach((h, i) => {
          lines.push(`${i + 1}. ${h.title}${h.heading ? ` › ${h.heading}` : ''} (${h.section}, ${h.lang === 'vi' ? 'Vietnamese' : 'English'})`);
          lines.push(`   route: ${h.route}`, `   url: ${h.url}`, `   ${h.snippet}`, '');
        });
        return lines.join('\n').trimEnd();
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page of the Pitel docs',
      description: 'The Markdown of one page of the Pitel documentation (its twin, as "View as Markdown" shows it), by route or URL.',
      inputSchema: {route: z.string().describe('The page\'s route or URL, e.g. "/api/v3/campaign/create" or "/guide/portal_callcenter_guide_vie/"')},
    },
    ({route}) =>
      answer(() => {
        const page = docs.page(route);
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
        operation: z.string().describe('"METHOD /path" as the reference writes it (e.g. "POST /v3/campaign"), "WEBHOOK name", or an operationId'),
        api: z.enum(SPECS).optional().describe('Look only in this document: v1, v3 or psr'),
      },
    },
    ({operation, api}) =>
      answer(() => {
        const e = docs.endpoint(operation, api);
        return [
          `Operation: ${e.method} ${e.path} (API ${e.spec}${e.operationId ? `, operationId ${e.operationId}` : ''})`,
          `Status: ${e.planned ? 'PLANNED DESIGN: not published by Pitel; confirm with Pitel support before relying on it' : 'documented'}`,
          `Page: ${e.url}`,
          '',
          e.markdown,
        ].join('\n');
      }),
  );

  const explain = callEventExplainer(docs.dir, docs.siteUrl);
  server.registerTool(
    'explain_call_event',
    {
      title: 'Explain a Pitel call event, call record or call status',
      description:
        'Tells which webhook event (v1 ringing, answered, hangup, cdr, missed, cdr_autocall; v3 presskey) or call record (v1 or v3 CDR, ' +
        'or a page of records) a JSON payload is and how that was decided; checks it against the published OpenAPI schema (missing ' +
        'required fields, wrong types, fields not in the documented schema, each with its path such as data[0].billsec); and explains ' +
        'the call status with its row on /call-statuses, which call or leg, the direction, durations and times, from the docs only, ' +
        'saying once what they leave open. Also explains a typed call status, short code or report counter (e.g. "NO ANSWER", "C1"). ' +
        'The same answer as the inspector on the site\'s /call-statuses page.',
      inputSchema: {
        input: z.string().describe('The payload as JSON text, or a call status, short code or counter such as "NO ANSWER" or "C1"'),
        lang: z.enum(['en', 'vi']).optional().describe('The language of the answer (default en)'),
      },
    },
    ({input, lang}) =>
      answer(() => {
        if (!input.trim()) throw new DocsError('The input is empty: paste a call event or call record as JSON, or give a call status or short code such as "C1".');
        return explain(input, lang);
      }),
  );

  return server;
}

async function main(): Promise<void> {
  const docs = new SiteDocs(siteArg(process.argv.slice(2)));
  await createServer(docs).connect(new StdioServerTransport());
}

if (require.main === module) {
  main().catch((error: unknown) => {
    // stdout carries the protocol: say what went wrong on stderr.
    process.stderr.write(`pitel-docs MCP server: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
