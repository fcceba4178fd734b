/**
 * The files the build writes for the hosts (src/plugins/build/static-hosts): the API catalog's linkset, the
 * rules of `_headers` (read back as written; a header with a variable it cannot fill and more rules than
 * Cloudflare Pages reads are refused), and the page tools' install links for the docs MCP server. The
 * built files are checked against nginx in tests/e2e/nginx.test.ts: the security headers on every path,
 * within Cloudflare Pages' limit, no header twice on a path.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  API_CATALOG,
  apiCatalog,
  cspHashesOf,
  headerRules,
  headersFile,
  MAX_RULES,
  nginxSecurityHeaders,
} from '../../src/plugins/build/static-hosts/files';
import {parseHeadersFile} from '../support/static-headers';
import {nginxCspConf} from '../../src/plugins/build/csp-hashes';
import {MCP_BUNDLE} from '../../src/plugins/build/mcp-bundle';
import {MCP_FILE, MCP_SERVER_NAME, mcpEditors, mcpServer} from '../../src/components/PageActions/mcp-install';

const conf = readFileSync(path.resolve(__dirname, '../../deploy/nginx.conf'), 'utf8');
const SITE = 'https://docs.example.com';

describe('the API catalog', () => {
  it('is a linkset: the catalog names each API, each API its OpenAPI document, its reference, its twin and llms.txt', () => {
    const {linkset} = JSON.parse(apiCatalog(`${SITE}/`, [{document: 'v3.yaml', reference: '/category/v3'}]));
    expect(linkset).toEqual([
      {anchor: `${SITE}${API_CATALOG}`, item: [{href: `${SITE}/category/v3`}]},
      {
        anchor: `${SITE}/category/v3`,
        'service-desc': [{href: `${SITE}/openapi/v3.yaml`, type: 'application/yaml'}],
        'service-doc': [
          {href: `${SITE}/category/v3`, type: 'text/html'},
          {href: `${SITE}/category/v3.md`, type: 'text/markdown'},
        ],
        describedby: [{href: `${SITE}/llms.txt`, type: 'text/plain'}],
      },
    ]);
  });
});

describe('_headers', () => {
  const rules = headerRules({
    security: nginxSecurityHeaders(conf),
    scriptHashes: cspHashesOf(nginxCspConf(["'sha256-AAAA'", "'sha256-BBBB'"])),
    openapiFiles: ['v1.yaml', 'v3.yaml', 'v3.postman_collection.json'],
    mcpFile: MCP_BUNDLE,
  });

  // What the rules send on each kind of path, their number and that no path gets a header twice are checked
  // on the built _headers against nginx (tests/e2e/nginx.test.ts, "static hosts").
  it('reads back as written', () => {
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules.map(({path: p, headers}) => ({path: p, headers})));
  });

  it('refuses a security header with a variable it cannot fill, and more rules than Cloudflare reads (broken inputs)', () => {
    expect(() =>
      headerRules({security: [['X-Test', '$other']], scriptHashes: '', openapiFiles: [], mcpFile: MCP_BUNDLE}),
    ).toThrow(/variable/);
    const many = Array.from({length: MAX_RULES}, (_, i) => `v${i}.yaml`);
    expect(() => headerRules({security: [], scriptHashes: '', openapiFiles: many, mcpFile: MCP_BUNDLE})).toThrow(
      /rules in _headers/,
    );
  });
});

describe('the install links of the docs MCP server', () => {
  const server = mcpServer(`${SITE}/`);

  it('run the published file, fetched from the site when it changed', () => {
    expect(MCP_FILE).toBe(MCP_BUNDLE);
    expect(server.command).toBe('sh');
    expect(server.args[0]).toBe('-c');
    expect(server.args[1]).toContain(`curl -fsSLR -z "$f" -o "$f.part" ${SITE}${MCP_BUNDLE} `);
    expect(server.args[1]).toMatch(/exec node "\$f"$/);
    // The editors read ${…} as their own variables.
    expect(server.args[1]).not.toContain('${');
  });

  it('decode to the server, in each editor’s form', () => {
    const [cursor, vscode] = mcpEditors.map((e) => new URL(e.href(server)));
    expect(cursor.protocol + cursor.host + cursor.pathname).toBe('cursor:anysphere.cursor-deeplink/mcp/install');
    expect(cursor.searchParams.get('name')).toBe(MCP_SERVER_NAME);
    expect(JSON.parse(atob(cursor.searchParams.get('config')!))).toEqual(server);
    expect(vscode.protocol + vscode.pathname).toBe('vscode:mcp/install');
    expect(JSON.parse(decodeURIComponent(vscode.search.slice(1)))).toEqual({
      name: MCP_SERVER_NAME,
      type: 'stdio',
      ...server,
    });
  });
});
