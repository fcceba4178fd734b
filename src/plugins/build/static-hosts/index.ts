/**
 * Writes the files the hosts of the build read:
 *
 * - `.nginx/csp.conf`: the Content-Security-Policy's script hashes (src/plugins/build/csp-hashes), which
 *   the files below need too;
 * - `.nginx/negotiate.js`: the njs module deploy/nginx.conf negotiates Markdown with, and
 *   `.cloudfront/viewer-request.js`: the CloudFront function (deploy/cloudfront/README.md), both
 *   deploy/negotiate.ts as plain JavaScript (deploy/edge-code.ts);
 * - `.well-known/api-catalog`: the API catalog (RFC 9727), naming the OpenAPI documents, their
 *   reference pages, the pages' Markdown twins and llms.txt (./files.ts);
 * - `_headers`: the headers of deploy/nginx.conf for Cloudflare Pages and Netlify (./files.ts);
 * - `.nginx/vi-not-found.conf`: the not-found locations of the Vietnamese sections, which deploy/nginx.conf
 *   includes (./files.ts).
 */
import {readFile, readdir, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cloudfrontFunction, njsModule} from '../../../../deploy/edge-code';
import {writeCspConf} from '../csp-hashes';
import {MCP_BUNDLE} from '../mcp-bundle';
import {
  API_CATALOG,
  NGINX_VI_NOT_FOUND,
  apiCatalog,
  cspHashesOf,
  headerRules,
  headersFile,
  nginxSecurityHeaders,
  viNotFoundLocations,
} from './files';

/** Where the njs module is written, beside the CSP include (nginx does not serve dotfiles). */
export const NJS_MODULE = '.nginx/negotiate.js';
/** Where the CloudFront viewer-request function is written. */
export const CLOUDFRONT_FUNCTION = '.cloudfront/viewer-request.js';

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, text);
}

export default function staticHosts(context: LoadContext): Plugin {
  return {
    name: 'pitel-static-hosts',
    async postBuild({outDir}) {
      const conf = await readFile(path.join(context.siteDir, 'deploy/nginx.conf'), 'utf8');
      const rules = headerRules({
        security: nginxSecurityHeaders(conf),
        scriptHashes: cspHashesOf(await writeCspConf(outDir)),
        openapiFiles: await readdir(path.join(context.siteDir, 'openapi')),
        mcpFile: MCP_BUNDLE,
      });
      await Promise.all([
        write(path.join(outDir, NJS_MODULE), njsModule()),
        write(path.join(outDir, CLOUDFRONT_FUNCTION), cloudfrontFunction()),
        write(path.join(outDir, API_CATALOG), apiCatalog(context.siteConfig.url)),
        write(path.join(outDir, '_headers'), headersFile(rules)),
        write(path.join(outDir, NGINX_VI_NOT_FOUND), viNotFoundLocations()),
      ]);
    },
  };
}
