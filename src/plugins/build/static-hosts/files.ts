/**
 * The files the build writes for the hosts that serve it (src/plugins/build/static-hosts): the API catalog
 * (`/.well-known/api-catalog`, RFC 9727), `_headers` for Cloudflare Pages and Netlify, whose headers
 * are those of deploy/nginx.conf, and nginx's Vietnamese not-found locations. No Node.js import: the
 * tests call these on their own.
 */
import {changelogList, feedPath, feedTypes} from '../../../config/changelog';
import {LLMS_FULL_TXT, LLMS_TXT, llmsPartPath, llmsParts, twinPath} from '../../../config/markdown-twins';
import {viNotFoundPage} from '../../../config/pages';
import {sections, type Section} from '../../../config/sections';

/** The API catalog's path (RFC 9727, section 3). */
export const API_CATALOG = '/.well-known/api-catalog';
/** Its media type: a JSON linkset (RFC 9264) with RFC 9727's profile. */
export const API_CATALOG_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

/** An API the site documents: its OpenAPI document under /openapi/ and the page its reference starts at. */
export interface DocumentedApi {
  /** The document's file name in /openapi/ (`v3.yaml`). */
  document: string;
  /** The route of the reference's first page (`/category/v3`). */
  reference: string;
}

/** The APIs of openapi/*.yaml and their references' first pages (src/config/sections.ts, the API sidebar). */
export const documentedApis: readonly DocumentedApi[] = [
  {document: 'v1.yaml', reference: '/category/v1'},
  {document: 'v3.yaml', reference: '/category/v3'},
  {document: 'psr.yaml', reference: '/category/psr'},
];

interface Link {
  href: string;
  type?: string;
}

/**
 * The API catalog: a linkset (RFC 9264, JSON form) with one link context per API, anchored at the
 * first page of its reference (each Pitel customer's PBX has its own API host, so the APIs have no
 * public address of their own to anchor at: our reading of RFC 9727, section 4.1), with
 * `service-desc` (the OpenAPI document, RFC 8631), `service-doc` (the reference page and its Markdown
 * twin) and `describedby` (llms.txt, the index of every page for language-model tools); and the
 * catalog's own context, whose `item` links name the three (RFC 9727, section 4.2).
 */
export function apiCatalog(siteUrl: string, apis: readonly DocumentedApi[] = documentedApis): string {
  const site = siteUrl.replace(/\/+$/, '');
  const linkset: Record<string, string | Link[]>[] = [
    {anchor: `${site}${API_CATALOG}`, item: apis.map((api) => ({href: `${site}${api.reference}`}))},
  ];
  for (const api of apis) {
    linkset.push({
      anchor: `${site}${api.reference}`,
      'service-desc': [{href: `${site}/openapi/${api.document}`, type: 'application/yaml'}],
      'service-doc': [
        {href: `${site}${api.reference}`, type: 'text/html'},
        {href: `${site}${twinPath(api.reference)}`, type: 'text/markdown'},
      ],
      describedby: [{href: `${site}${LLMS_TXT}`, type: 'text/plain'}],
    });
  }
  return `${JSON.stringify({linkset}, null, 2)}\n`;
}

/** A `_headers` rule: a path (exact, or ending in a splat `*`) and its headers, in order. */
export interface HeaderRule {
  path: string;
  headers: [string, string][];
  /** A comment line above the rule. */
  note?: string;
}

/** Cloudflare Pages reads at most this many rules from `_headers`. */
export const MAX_RULES = 100;

/** The security headers of deploy/nginx.conf: its `add_header Name "value" always;` lines with a literal value. */
export function nginxSecurityHeaders(conf: string): [string, string][] {
  return [...conf.matchAll(/^\s*add_header\s+([A-Za-z-]+)\s+"([^"]*)"\s+always;/gm)].map(
    (m) => [m[1], m[2]] as [string, string],
  );
}

/** Where the build writes the Vietnamese not-found locations, which deploy/nginx.conf includes. */
export const NGINX_VI_NOT_FOUND = '.nginx/vi-not-found.conf';

/**
 * nginx's prefix locations that answer an unknown address under a Vietnamese section (each `lang: 'vi'`
 * section of src/config/sections.ts) with the Vietnamese not-found page, still with 404, and serve its
 * pages as `location /` does. Prefix locations, so deploy/nginx.conf's regex rules (.html, .md, .yaml)
 * keep their own answers.
 */
export function viNotFoundLocations(list: readonly Section[] = sections): string {
  const blocks = list
    .filter((s) => s.lang === 'vi' && s.routeBasePath)
    .map((s) =>
      [
        `location /${s.routeBasePath}/ {`,
        `    error_page 404 ${viNotFoundPage}/index.html;`,
        '    try_files $uri $uri/index.html $uri.html =404;',
        '}',
      ].join('\n'),
    );
  return `# Written by the build (src/plugins/build/static-hosts) from src/config/sections.ts.\n${blocks.join('\n')}\n`;
}

/** The script hashes of the build's `.nginx/csp.conf` (src/plugins/build/csp-hashes). */
export function cspHashesOf(cspConf: string): string {
  const value = /default\s+"([^"]*)";/.exec(cspConf);
  if (!value) throw new Error('static-hosts: .nginx/csp.conf has no default value');
  return value[1];
}

const CORS: [string, string] = ['Access-Control-Allow-Origin', '*'];
const TEXT = 'text/plain; charset=utf-8';

/**
 * The rules of `_headers`, in the syntax Cloudflare Pages and Netlify share (a path, then indented
 * `Name: value` lines; `*` at the end of a path matches the rest): every header that nginx sends and
 * that a path pattern can carry, no path given one header twice (both hosts join repeated headers
 * into one list), at most MAX_RULES rules.
 *
 * - Every path: the security headers of deploy/nginx.conf, the Content-Security-Policy with this
 *   build's script hashes.
 * - `/assets/*`: cached for a year, immutable. Every other file is revalidated on each use: both hosts
 *   send `public, max-age=0, must-revalidate` by default, nginx's `no-cache` in other words.
 * - The machine-readable files at fixed paths: their types (YAML, JavaScript, the llms files, the
 *   API catalog) and `Access-Control-Allow-Origin: *`.
 *
 * What a path pattern cannot carry (the twins are beside the pages, in every folder; each page names
 * its own twin) is the edge's: deploy/cloudflare/worker.ts on Cloudflare (deploy/README.md).
 */
export function headerRules(options: {
  security: [string, string][];
  scriptHashes: string;
  openapiFiles: readonly string[];
  mcpFile: string;
}): HeaderRule[] {
  const security = options.security.map(
    ([name, value]) => [name, value.replace('$pitel_docs_script_hashes', options.scriptHashes)] as [string, string],
  );
  if (security.some(([, value]) => value.includes('$')))
    throw new Error('static-hosts: a security header of deploy/nginx.conf has a variable other than the script hashes');
  const llms = [LLMS_TXT, LLMS_FULL_TXT, ...llmsParts.map(llmsPartPath)];
  const feeds = changelogList.flatMap((log) => feedTypes.map((type) => feedPath(log, type)));
  const rules: HeaderRule[] = [
    {path: '/*', note: 'Every answer: the security headers of deploy/nginx.conf.', headers: security},
    {
      path: '/assets/*',
      note: 'Content-hashed names: cached for a year.',
      headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
    },
    {path: '/openapi/*', note: 'The OpenAPI documents and the Postman collections.', headers: [CORS]},
    ...options.openapiFiles
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => ({
        path: `/openapi/${f}`,
        headers: [['Content-Type', 'application/yaml; charset=utf-8']] as [string, string][],
      })),
    ...llms.map((p, i) => ({
      path: p,
      note: i === 0 ? 'The llms files (src/plugins/build/markdown-twins).' : undefined,
      headers: [['Content-Type', TEXT], CORS] as [string, string][],
    })),
    {path: API_CATALOG, note: 'The API catalog (RFC 9727).', headers: [['Content-Type', API_CATALOG_TYPE], CORS]},
    {path: '/sitemap.xml', headers: [CORS]},
    ...feeds.map((p) => ({path: p, headers: [CORS] as [string, string][]})),
    {
      path: options.mcpFile,
      note: 'The docs MCP server (src/plugins/build/mcp-bundle).',
      headers: [['Content-Type', 'text/javascript; charset=utf-8']],
    },
  ];
  if (rules.length > MAX_RULES) throw new Error(`static-hosts: ${rules.length} rules in _headers, above ${MAX_RULES}`);
  return rules;
}

/** The text of `_headers`. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((r) =>
    [...(r.note ? [`# ${r.note}`] : []), r.path, ...r.headers.map(([n, v]) => `  ${n}: ${v}`)].join('\n'),
  );
  return [
    '# Written by the build (src/plugins/build/static-hosts) for Cloudflare Pages and Netlify: the headers of',
    '# deploy/nginx.conf that a path pattern can carry. See deploy/README.md.',
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}
