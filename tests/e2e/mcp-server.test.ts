/**
 * The docs MCP server (scripts/mcp), driven by the SDK's own client over stdio. The server is the file
 * the build publishes (`/mcp/pitel-docs-mcp.mjs`, src/plugins/build/mcp-bundle), copied alone into an empty
 * folder and run with a plain `node`: once reading the build folder (`--site`), once reading the build
 * served over HTTP (`--base-url`), as it reads the published site. Both answer the same, and the
 * answers are compared with the built site's files (the twins, the OpenAPI documents) and with the
 * site's search engine run on the same index, and explain_call_event's with the call-event inspector's
 * core (src/plugins/features/call-inspector) run on the built site's documents. Then: the file needs no package, and the clone's own command (tsx)
 * still runs.
 */
import {spawnSync} from 'node:child_process';
import {copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {builtinModules} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {getDefaultEnvironment, StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {parse} from 'yaml';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {twinPath} from '../../src/config/markdown-twins';
import {buildCatalogue} from '../../src/plugins/features/call-inspector/core/catalogue';
import {inspectText, toMarkdown} from '../../src/plugins/features/call-inspector/core/inspect';
import {SearchEngine} from '../../src/plugins/features/search/core/engine';
import {MCP_BUNDLE} from '../../src/plugins/build/mcp-bundle';
import {startStaticServer, type RunningServer} from '../support/static-server';
import {fileSource} from '../support/search-quality';
import {DEFAULT_SITE_URL as SITE} from '../../src/config/site-url';

const buildDir = inject('buildDir');
const root = path.resolve(__dirname, '../..');
const TSX = path.join(root, 'node_modules/.bin/tsx');
const SERVER = path.join(root, 'scripts/mcp/server.ts');

/** An empty folder holding only the published file, and a cache folder of its own. */
const work = mkdtempSync(path.join(tmpdir(), 'pitel-docs-mcp-'));
const BUNDLE = path.join(work, 'bin', path.basename(MCP_BUNDLE));
const CACHE = path.join(work, 'cache');

/** The build over HTTP, with every path asked for. */
let http: RunningServer;
const asked: string[] = [];

beforeAll(async () => {
  mkdirSync(path.dirname(BUNDLE), {recursive: true});
  copyFileSync(path.join(buildDir, MCP_BUNDLE), BUNDLE);
  http = await startStaticServer(buildDir);
  http.server.on('request', (request: {url?: string}) => asked.push(decodeURI(request.url ?? '')));
});

afterAll(async () => {
  http?.server.closeAllConnections();
  await http?.close();
  rmSync(work, {recursive: true, force: true});
});

/** A client connected to a server run as `command args` in the empty folder, with the cache folder set. */
async function connect(command: string, args: string[], env: Record<string, string> = {}): Promise<Client> {
  const client = new Client({name: 'pitel-docs-test', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command,
      args,
      cwd: path.dirname(BUNDLE),
      stderr: 'pipe',
      env: {...getDefaultEnvironment(), PITEL_DOCS_CACHE_DIR: CACHE, ...env},
    }),
  );
  return client;
}

interface Answer {
  text: string;
  isError: boolean;
}

async function callOn(client: Client, name: string, args: Record<string, unknown>): Promise<Answer> {
  const result = (await client.callTool({name, arguments: args})) as {
    content: {type: string; text: string}[];
    isError?: boolean;
  };
  return {text: result.content.map((c) => c.text).join('\n'), isError: Boolean(result.isError)};
}

const twin = (route: string) => readFileSync(path.join(buildDir, decodeURI(twinPath(route)).slice(1)), 'utf8');

const MODES = [
  {name: 'the published file reading the build folder (--site)', args: () => ['--site', buildDir]},
  {name: 'the published file reading the build over HTTP (--base-url)', args: () => ['--base-url', http.url]},
];

/** Every answer of the first mode, by call, to compare the second mode's with. */
const answers = new Map<string, string>();

for (const mode of MODES)
  describe(`the docs MCP server: ${mode.name}`, () => {
    let client: Client;
    beforeAll(async () => {
      client = await connect(process.execPath, [BUNDLE, ...mode.args()]);
    }, 60_000);
    afterAll(async () => {
      await client?.close();
    });

    async function call(name: string, args: Record<string, unknown>): Promise<Answer> {
      const answer = await callOn(client, name, args);
      // The two modes answer alike, word for word.
      const key = `${name} ${JSON.stringify(args)}`;
      if (!answers.has(key)) answers.set(key, answer.text);
      else expect(answer.text, key).toBe(answers.get(key));
      return answer;
    }

    it('lists its tools, each with a description and the arguments it needs', async () => {
      const {tools} = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(['search_docs', 'get_page', 'get_endpoint', 'explain_call_event']);
      for (const tool of tools) expect(tool.description?.length, tool.name).toBeGreaterThan(40);
      expect(tools.map((t) => t.inputSchema.required)).toEqual([['query'], ['route'], ['operation'], ['input']]);
    });

    it("explain_call_event gives the call-event inspector's answer, from the built site's documents, in both languages", async () => {
      const catalogue = buildCatalogue(
        Object.fromEntries(
          ['v1', 'v3', 'psr'].map((api) => [
            api,
            parse(readFileSync(path.join(buildDir, 'openapi', `${api}.yaml`), 'utf8')),
          ]),
        ),
      );
      const hangup = readFileSync(path.join(root, 'tests/fixtures/call-inspector/hangup-broken.json'), 'utf8');
      const list = readFileSync(path.join(root, 'tests/fixtures/call-inspector/v3-list-broken.json'), 'utf8');
      // Text that is not JSON of an object, or that no schema knows, is the same answer as an error result.
      for (const [input, lang, isError] of [
        [hangup, 'en', false],
        [hangup, 'vi', false],
        [list, 'en', false],
        ['C1', 'vi', false],
        ['{"state": ', 'en', true],
        ['{"hello": 1}', 'vi', true],
      ] as const) {
        const answer = await call('explain_call_event', {input, lang});
        expect(answer.isError, input).toBe(isError);
        expect(answer.text).toBe(toMarkdown(inspectText(input, lang, catalogue), SITE));
      }
      const en = await call('explain_call_event', {input: hangup});
      // The payload as an object, as assistants often pass it: the same answer.
      expect((await call('explain_call_event', {input: JSON.parse(hangup) as Record<string, unknown>})).text).toBe(
        en.text,
      );
      // How the event joins its record, and the page that lines events up with records. The rest of the
      // answer (heading, problems, links): tests/unit/call-inspector.test.ts, "the Markdown answer".
      expect(en.text).toContain(`(${SITE}/api/events-and-records#join-key)`);
      expect(en.text.split('\n').at(-1)).toContain(`[Events and call records](${SITE}/api/events-and-records)`);
      const vi = await call('explain_call_event', {input: list, lang: 'vi'});
      expect(vi.text).toContain('- `data[0].billsec`: sai kiểu dữ liệu');
      expect(vi.text).toContain('- `total`: thiếu trường bắt buộc.');
    });

    it("search_docs answers a Vietnamese query with the Vietnamese campaign page first, in the order of the site's own search", async () => {
      const answer = await call('search_docs', {query: 'tạo chiến dịch'});
      expect(answer.isError).toBe(false);
      const routes = [...answer.text.matchAll(/^ {3}route: (\S+)$/gm)].map((m) => m[1]);
      // One of the two campaign pages (Manual and Autodialer both have a "Tạo chiến dịch" section), and
      // of that page, the section that holds the phrase (syllable pairs).
      expect(routes[0]).toMatch(/^\/guide\/portal_callcenter_guide_vie\/campaign-(?:manual|autodial)$/);
      expect(answer.text).toMatch(
        /^1\. Chiến dịch (?:Manual|Autodialer) › Tạo chiến dịch \(Hướng dẫn trang quản trị tổng đài, Vietnamese\)$/m,
      );
      // The same pages, in the same order, as the site's engine gives over the built index.
      const {hits} = await new SearchEngine(fileSource(path.join(buildDir, 'search'))).search('tạo chiến dịch', 5);
      expect(routes).toEqual(hits.map((h) => decodeURI(h.url.replace(/#.*$/, ''))));
      expect(answer.text).toContain(`url: ${SITE}${hits[0].url}`);
    });

    it('search_docs folds accents and corrects typos as the site does, in both languages', async () => {
      const plain = await call('search_docs', {query: 'tao chien dich', limit: 3});
      expect(plain.text).toMatch(/route: \/guide\/portal_callcenter_guide(?:_vie)?\/campaign-/);
      const typo = await call('search_docs', {query: 'blacklsit', limit: 3});
      expect(typo.text).toMatch(/^Search: .*\(corrected: blacklsit → blacklist\)$/m);
      expect(typo.text).toContain('route: /api/v1/blacklist/');
    });

    it('get_page returns the Markdown twin of a route, as the site serves it', async () => {
      for (const route of [
        '/api/v3/campaign/create',
        '/guide/portal_autocall_guide_vie/',
        '/bitrix_pitel_vie/category/cài-đặt',
      ]) {
        const answer = await call('get_page', {route});
        expect(answer.isError, route).toBe(false);
        expect(answer.text).toBe(`Source: ${SITE}${encodeURI(route)}\n\n${twin(route)}`);
      }
      // A URL of the site or the twin's own path name the same page.
      expect((await call('get_page', {route: `${SITE}/api/v3/campaign/create.md`})).text).toBe(
        (await call('get_page', {route: '/api/v3/campaign/create'})).text,
      );
    });

    it('get_endpoint returns the operation as its page shows it: parameters, body, responses, errors, samples', async () => {
      const doc = parse(readFileSync(path.join(buildDir, 'openapi/v3.yaml'), 'utf8'));
      const op = doc.paths['/v3/campaign'].post;
      const answer = await call('get_endpoint', {operation: 'POST /v3/campaign'});
      expect(answer.isError).toBe(false);
      expect(answer.text.split('\n').slice(0, 3)).toEqual([
        `Operation: POST /v3/campaign (API v3, operationId ${op.operationId})`,
        'Status: documented',
        `Page: ${SITE}${op['x-page']}`,
      ]);
      expect(answer.text).toContain(twin(op['x-page']));
      expect(answer.text).toMatch(/\*\*curl\*\*\n\n```bash\n(?:#.*\n)*curl -X POST /);
      // By operationId, the same answer.
      expect((await call('get_endpoint', {operation: op.operationId})).text).toBe(answer.text);
      // An operationId that v1 and v3 both have: the answer names the other, and `api` chooses.
      const v3 = await call('get_endpoint', {operation: 'listCdrs'});
      expect(v3.text.split('\n')[0]).toBe('Operation: GET /v3/cdr (API v3, operationId listCdrs)');
      expect(v3.text.split('\n')[3]).toBe(
        'Also in: GET /v1/cdr (API v1). This answer is the v3 operation; pass api to choose.',
      );
      const v1 = await call('get_endpoint', {operation: 'listCdrs', api: 'v1'});
      expect(v1.text.split('\n')[0]).toBe('Operation: GET /v1/cdr (API v1, operationId listCdrs)');
      expect(v1.text).not.toContain('Also in:');
    });

    it('get_endpoint marks a planned operation, and gives one operation of a page of several', async () => {
      const planned = await call('get_endpoint', {operation: 'DELETE /v3/user/{user_uuid}', api: 'v3'});
      expect(planned.text).toMatch(/^Status: PROPOSED DESIGN/m);
      const report = await call('get_endpoint', {operation: 'GET /v3/report/call/user'});
      expect(report.text).toContain('## Report: users and extensions');
      expect(report.text).toContain('`GET /v3/report/call/user`');
      expect(report.text).not.toContain('## Report: calls per extension');
      expect(twin('/api/v3/report/')).toContain('## Report: calls per extension');
    });

    it('answers bad input with a clear tool error, and keeps serving', async () => {
      const bad = [
        ['search_docs', {query: '   '}, /query is empty/],
        ['get_page', {route: '/no/such/page'}, /No page at "\/no\/such\/page"/],
        ['get_page', {route: '/../../etc/passwd'}, /No page at/],
        ['get_page', {route: 'https://example.com/api/v3/campaign/create'}, /not an address of this site/],
        ['get_endpoint', {operation: 'POST /v9/nothing'}, /No operation "POST \/v9\/nothing"/],
        ['get_endpoint', {operation: 'FETCH /v3/campaign'}, /unknown HTTP method FETCH/],
        ['get_endpoint', {operation: ''}, /operation is empty/],
        [
          'get_endpoint',
          {operation: 'POST /v3/campaign', api: 'v1'},
          /No operation "POST \/v3\/campaign" in the v1 document/,
        ],
        ['explain_call_event', {input: '  '}, /input is empty/],
      ] as const;
      for (const [name, args, message] of bad) {
        const answer = await call(name, args);
        expect(answer, `${name} ${JSON.stringify(args)}`).toMatchObject({
          isError: true,
          text: expect.stringMatching(message),
        });
      }
      expect((await call('get_page', {route: '/'})).isError).toBe(false);
      // A query whose every word matches nothing (the engine drops them all) names the query as given.
      const nothing = await call('search_docs', {query: 'qzxwvq'});
      expect(nothing.text.split('\n')[0]).toBe('Search: qzxwvq');
    });
  });

describe('the published file', () => {
  it("holds every package it needs: it imports only Node's own modules, and names what it bundles", () => {
    const code = readFileSync(BUNDLE, 'utf8');
    // ES imports, dynamic imports and require calls; not the code ajv writes into strings for its
    // standalone mode ('require("ajv/dist/runtime/equal")'), which never runs here.
    const specifiers = [
      ...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|(?<![\w$.'"`])require\(\s*)["']([^"']+)["']/g),
    ].map((m) => m[1]);
    expect(specifiers.length).toBeGreaterThan(3);
    const builtins = new Set(builtinModules);
    expect(specifiers.filter((s) => !builtins.has(s.replace(/^node:/, '')))).toEqual([]);
    expect(code.startsWith('#!/usr/bin/env node\n')).toBe(true);
    const sdk = JSON.parse(
      readFileSync(path.join(root, 'node_modules/@modelcontextprotocol/sdk/package.json'), 'utf8'),
    ) as {version: string};
    expect(code).toContain(`//   @modelcontextprotocol/sdk ${sdk.version} (MIT)\n`);
    expect(code).toMatch(/^\/\/ {3}zod \S+ \(MIT\)$/m);
    // It reads the site at the build's address unless told otherwise.
    expect(code).toContain(`"${SITE}"`);
  });

  it('read the site over HTTP: the index, the twins and the documents, nothing else', () => {
    expect(asked).toContain('/robots.txt');
    expect(asked).toContain('/search/manifest.json');
    expect(asked).toContain('/api/v3/campaign/create.md');
    expect(asked).toContain('/openapi/v3.yaml');
    expect(asked.filter((p) => !/^\/(?:robots\.txt|search\/|openapi\/|.*\.md$)/.test(p))).toEqual([]);
  });

  it("starts as the README's line for a client without a file to keep: fetched, kept, never replaced by a broken partial download", async () => {
    const readme = readFileSync(path.join(root, 'scripts/mcp/README.md'), 'utf8');
    const configs = [...readme.matchAll(/```json\n([\s\S]*?)```/g)].flatMap((m) => {
      try {
        return [JSON.parse(m[1]) as {mcpServers?: Record<string, {command: string; args: string[]}>}];
      } catch {
        return [];
      }
    });
    const sh = configs.flatMap((c) => Object.values(c.mcpServers ?? {})).find((server) => server.command === 'sh');
    expect(sh?.args[0]).toBe('-c');
    // The line as written, with the published address replaced by the served build's.
    const script = sh!.args[1].replace(`${SITE}/mcp/`, `${http.url}/mcp/`);
    expect(script).not.toBe(sh!.args[1]);
    const home = path.join(work, 'home');
    const saved = path.join(home, '.pitel-docs', path.basename(MCP_BUNDLE));
    // What the server answered each request for the file: the later start must have met a 304.
    const statuses: number[] = [];
    const record = (request: IncomingMessage, response: ServerResponse) => {
      if (request.url?.startsWith('/mcp/')) response.on('finish', () => statuses.push(response.statusCode));
    };
    http.server.on('request', record);
    try {
      const rounds = [
        {name: 'the first start, nothing saved', partial: false},
        {name: 'a later start: the file unchanged, a broken partial download left behind', partial: true},
      ];
      for (const round of rounds) {
        if (round.partial) writeFileSync(`${saved}.part`, 'x'.repeat(1000));
        const client = await connect('sh', ['-c', script], {HOME: home, PITEL_DOCS_URL: http.url});
        try {
          expect((await callOn(client, 'explain_call_event', {input: 'C1'})).isError, round.name).toBe(false);
        } finally {
          await client.close();
        }
        expect(readFileSync(saved).equals(readFileSync(BUNDLE)), round.name).toBe(true);
      }
      expect(statuses).toEqual([200, 304]);
    } finally {
      http.server.off('request', record);
    }
  });

  it('refuses to start on a folder that is not a built site, a folder that does not exist, or an address that is none, saying why', () => {
    for (const [args, message] of [
      [['--site', path.join(root, 'scripts')], 'is not a built Pitel Docs site (missing search/manifest.json'],
      [['--site', path.join(work, 'no-such-folder')], `--site ${path.join(work, 'no-such-folder')}: no such folder`],
      [['--base-url', 'docs.example.com'], '--base-url "docs.example.com" is not an http:// or https:// address'],
    ] as const) {
      const run = spawnSync(process.execPath, [BUNDLE, ...args], {
        cwd: path.dirname(BUNDLE),
        encoding: 'utf8',
        input: '',
      });
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stderr, args.join(' ')).toContain(message);
    }
  });
});

describe('the docs MCP server from a clone (tsx)', () => {
  it('runs as the README says, with the same tools and answers', async () => {
    const client = new Client({name: 'pitel-docs-test', version: '1.0.0'});
    await client.connect(
      new StdioClientTransport({command: TSX, args: [SERVER, '--site', buildDir], cwd: root, stderr: 'pipe'}),
    );
    try {
      const {tools} = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(['search_docs', 'get_page', 'get_endpoint', 'explain_call_event']);
      const key = `get_endpoint ${JSON.stringify({operation: 'POST /v3/campaign'})}`;
      expect((await callOn(client, 'get_endpoint', {operation: 'POST /v3/campaign'})).text).toBe(answers.get(key));
    } finally {
      await client.close();
    }
  });
});
