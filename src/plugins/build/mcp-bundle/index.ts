/**
 * Publishes the docs MCP server (scripts/mcp) as one file, `/mcp/pitel-docs-mcp.mjs`: the server,
 * the site's search engine and the MCP SDK with everything they import, bundled by esbuild into an
 * ES module that runs with a plain `node` (20 or later), no install and no clone. It reads the site
 * at this build's address (`url` of docusaurus.config.ts) unless told otherwise.
 *
 * The file opens with the bundled packages, their versions and licences, read from the bundler's
 * list of inputs, so what a reader runs says what it holds. Precompressed like the other text files.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {build} from 'esbuild';
import {precompressFile} from '../precompress';

/** The file's URL path on the site. */
export const MCP_BUNDLE = '/mcp/pitel-docs-mcp.mjs';

/** The server's program, in the repository. */
const ENTRY = 'scripts/mcp/server.ts';

/** The bundled packages (name, version, licence), from the bundler's inputs, sorted by name. */
async function packagesOf(root: string, inputs: readonly string[]): Promise<string[]> {
  const roots = new Set<string>();
  for (const input of inputs) {
    const at = input.lastIndexOf('node_modules/');
    if (at < 0) continue;
    const rest = input.slice(at + 'node_modules/'.length).split('/');
    roots.add(input.slice(0, at) + 'node_modules/' + rest.slice(0, rest[0].startsWith('@') ? 2 : 1).join('/'));
  }
  const lines: string[] = [];
  for (const dir of roots) {
    const pkg = JSON.parse(await readFile(path.resolve(root, dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      license?: string;
    };
    lines.push(`${pkg.name} ${pkg.version} (${pkg.license ?? 'see its package'})`);
  }
  return [...new Set(lines)].sort();
}

/** Bundles the server of the repository at `root` for the site at `siteUrl`; returns the file's text. */
export async function bundleMcpServer(root: string, siteUrl: string): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, ENTRY)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    write: false,
    metafile: true,
    legalComments: 'eof',
    logLevel: 'silent',
    define: {__PITEL_DOCS_SITE_URL__: JSON.stringify(siteUrl.replace(/\/+$/, ''))},
    // Some bundled packages are CommonJS and require Node's own modules; an ES module has no
    // `require` of its own, so the file makes one.
    banner: {
      js: "import {createRequire as __pitelRequire} from 'node:module';const require=__pitelRequire(import.meta.url);",
    },
  });
  const packages = await packagesOf(root, Object.keys(result.metafile.inputs));
  const header = [
    '#!/usr/bin/env node',
    `// Pitel Docs MCP server, for ${siteUrl}: search_docs, get_page, get_endpoint, explain_call_event over stdio.`,
    '// Run it with Node.js 20 or later: node pitel-docs-mcp.mjs [--site <built site folder> | --base-url <address>]; --help says more.',
    '// Built from scripts/mcp of the Pitel Docs repository (its README explains it) by esbuild, with these packages:',
    ...packages.map((p) => `//   ${p}`),
    '',
  ].join('\n');
  return header + result.outputFiles[0].text;
}

export default function mcpBundle(context: LoadContext): Plugin {
  return {
    name: 'pitel-mcp-bundle',
    async postBuild({outDir}) {
      const file = path.join(outDir, MCP_BUNDLE);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, await bundleMcpServer(context.siteDir, context.siteConfig.url), {mode: 0o644});
      // Written in postBuild, so compressed here (src/plugins/build/precompress: what it compresses).
      await precompressFile(file);
    },
  };
}
