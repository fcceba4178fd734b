/**
 * The Pitel Docs MCP server, over stdio: answers an assistant's questions from the site's own files
 * (README.md beside this file). The build also publishes it as one file that runs with a plain
 * `node` (src/plugins/build/mcp-bundle): `/mcp/pitel-docs-mcp.mjs`.
 *
 *   node pitel-docs-mcp.mjs                       the published site, over HTTPS, cached
 *   node pitel-docs-mcp.mjs --site <folder>       a built copy of the site, offline
 *   node pitel-docs-mcp.mjs --base-url <address>  the site at another address (PITEL_DOCS_URL too)
 *   npx tsx scripts/mcp/server.ts [the same]      from a clone
 *
 * Tools: ./tools.ts. Where the files come from: ./source.ts.
 */
import {existsSync, statSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {siteUrlOf} from '../../src/config/site-url';
import {SiteDocs} from './docs';
import {FolderFiles, HttpFiles, defaultCacheDir, type SiteFiles} from './source';
import {createServer} from './tools';

/** The site's address, set by the build that bundles this file (src/plugins/build/mcp-bundle). */
declare const __PITEL_DOCS_SITE_URL__: string | undefined;

const USAGE = `Pitel Docs MCP server (stdio): search_docs, get_page, get_endpoint,
explain_call_event.

  node pitel-docs-mcp.mjs [--site <built site folder> | --base-url <address>]

Without options it reads the published site over HTTPS and caches what it reads
(PITEL_DOCS_CACHE_DIR, else the user's cache folder). --site reads a built copy
of the site (npm run build → build/) offline. --base-url, or PITEL_DOCS_URL,
reads the site from another address.`;

type Options = {site?: string; 'base-url'?: string; help?: boolean};

/** The options of the command line: `--site <folder>`, `--base-url <address>` (each also as `--x=value`), `--help`. */
function options(argv: string[]): Options {
  let values: Options;
  try {
    ({values} = parseArgs({
      args: argv,
      options: {site: {type: 'string'}, 'base-url': {type: 'string'}, help: {type: 'boolean', short: 'h'}},
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\n${USAGE}`, {cause: error});
  }
  if (values.site && values['base-url']) throw new Error('give --site (a folder) or --base-url (an address), not both');
  return values;
}

/** The files the options name: a folder, or an address (the option's, PITEL_DOCS_URL, else the published site's). */
function siteFiles(options: Options, env: NodeJS.ProcessEnv = process.env): SiteFiles {
  if (options.site) {
    // A mistyped path says so, before the "not a built site" check that a wrong folder gets.
    if (!existsSync(options.site) || !statSync(options.site).isDirectory())
      throw new Error(`--site ${options.site}: no such folder`);
    return new FolderFiles(options.site);
  }
  const published = typeof __PITEL_DOCS_SITE_URL__ === 'string' ? __PITEL_DOCS_SITE_URL__ : siteUrlOf(env);
  const address = options['base-url'] ?? env.PITEL_DOCS_URL ?? published;
  if (!/^https?:\/\/[^/\s]+/i.test(address)) {
    throw new Error(
      `${options['base-url'] ? '--base-url' : 'PITEL_DOCS_URL'} "${address}" is not an http:// or https:// address`,
    );
  }
  return new HttpFiles(address, {cacheDir: defaultCacheDir(env)});
}

async function main(): Promise<void> {
  const given = options(process.argv.slice(2));
  if (given.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const files = siteFiles(given);
  const docs = new SiteDocs(files);
  // A folder is checked at once: a wrong path is a mistake in the configuration. An address is read
  // when a question comes, so a server started offline still answers from its cache, or says why not.
  if (files instanceof FolderFiles) await docs.check();
  await createServer(docs).connect(new StdioServerTransport());
}

main().catch((error: unknown) => {
  // stdout carries the protocol: say what went wrong on stderr.
  process.stderr.write(`pitel-docs MCP server: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
