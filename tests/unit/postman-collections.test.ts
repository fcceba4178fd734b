/**
 * The Postman collections of src/plugins/build/postman-collections, made from openapi/*.yaml as the build
 * makes them (no build needed): each parses as a collection of format v2.1, has every operation of its
 * document once, no filler value, the samples' variables for the host and the token, the sidebar's
 * groups, the planned marks, the token capture, the example names, and sends what the pages' samples
 * send (tests/support/postman.ts). Broken fixtures prove that each rule fails.
 *
 * Then each collection, as written by the plugin, is run by newman against a Stoplight Prism mock of its
 * document (tests/support/newman.ts), with `baseUrl` pointed at the mock: no request may be flagged by
 * Prism or failed by newman. A broken fixture (a request without a required field) and a collection that
 * does not store its token prove that the run fails.
 */
import {mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import sidebars from '../../sidebars';
import config from '../../docusaurus.config';
import postmanCollections, {siteUrlOf} from '../../src/plugins/build/postman-collections';
import {
  BASE_URL_VARIABLE,
  buildCollection,
  collectionFileName,
  defaultBaseUrl,
  HOST_VARIABLE,
  PLANNED_MARK,
  stableId,
  TOKEN_VARIABLE,
  type PostmanCollection,
  type SidebarItem,
} from '../../src/plugins/build/postman-collections/collection';
import {frontMatterOf} from '../../src/config/content-files';
import {dereference, findOperation, loadSpec, parseOperationRef, type OpenApiDoc} from '../../src/openapi';
import {freePort} from '../support/http';
import {runCollection, startPrism, type PrismMock, type RunOptions} from '../support/newman';
import {checkPostmanCollection, postmanRequests, requestKey, rulesOf} from '../support/postman';

const root = path.resolve(__dirname, '../..');
// The site's own config, so the collections are made with the build's inputs and are the bytes it publishes.
const SITE_CONFIG = {url: config.url, baseUrl: config.baseUrl};
const SPECS = ['v1', 'v3', 'psr'] as const;
const docs = Object.fromEntries(SPECS.map((s) => [s, loadSpec(root, s)]));
const sidebar = sidebars.docs as SidebarItem[];

let outDir: string;
const collections: Record<string, PostmanCollection> = {};
const fileOf = (spec: string) => path.join(outDir, 'openapi', collectionFileName(spec));

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'postman-collections-'));
  const plugin = postmanCollections({siteDir: root, siteConfig: SITE_CONFIG} as LoadContext);
  await plugin.postBuild!({outDir} as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
  for (const spec of SPECS) collections[spec] = JSON.parse(readFileSync(fileOf(spec), 'utf8')) as PostmanCollection;
});

// ---------------------------------------------------------------------------------------------------
// The groups of the sidebar, read here from sidebars.ts on their own.

interface SidebarPlace {
  categories: string[];
  label: string;
}

function sidebarPlaces(
  items: readonly SidebarItem[],
  categories: string[] = [],
  out = new Map<string, SidebarPlace>(),
): Map<string, SidebarPlace> {
  for (const item of items) {
    if (typeof item === 'object' && item.type === 'category') {
      const category = item as {label: string; items: SidebarItem[]};
      sidebarPlaces(category.items, [...categories, category.label], out);
      continue;
    }
    const id = typeof item === 'string' ? item : item.type === 'doc' ? String(item.id) : undefined;
    if (!id) continue;
    const fm = frontMatterOf(readFileSync(path.join(root, 'docs', `${id}.mdx`), 'utf8'));
    out.set(id, {categories, label: String(fm.sidebar_label ?? fm.title)});
  }
  return out;
}

/**
 * Each request sits in the sidebar category of its operation's page (its `x-page`), or, for a page
 * listed directly under the version's own category (`V3`), in a folder named as the page, or at the top.
 */
function groupingProblems(collection: unknown, doc: OpenApiDoc, version: string): string[] {
  const places = sidebarPlaces(sidebar);
  const problems: string[] = [];
  for (const r of postmanRequests(collection)) {
    const ref = parseOperationRef(r.key);
    const xPage = findOperation(doc, ref)?.operation['x-page'];
    const page = typeof xPage === 'string' ? xPage : '';
    const docId = page.replace(/^\//, '').replace(/\/$/, '/index');
    const place = places.get(docId);
    if (!place) {
      problems.push(`${r.key}: its page ${page} is not in the sidebar`);
      continue;
    }
    const direct = place.categories.at(-1) === version;
    const expected = direct ? [[], [place.label]] : [place.categories.slice(place.categories.indexOf(version) + 1)];
    if (!expected.some((folders) => folders.join(' › ') === r.folders.join(' › '))) {
      problems.push(
        `${r.key} is in "${r.folders.join(' › ')}", its page in "${[...place.categories, place.label].join(' › ')}"`,
      );
    }
  }
  return problems;
}

const VERSION_CATEGORY = {v1: 'V1', v3: 'V3', psr: 'PSR'} as const;

describe('Postman collections', () => {
  it('are written beside the OpenAPI downloads, with gzip and brotli copies, the same on every build', () => {
    for (const spec of SPECS) {
      const file = fileOf(spec);
      const data = readFileSync(file);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(data), `${spec}.gz`).toBe(true);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(data), `${spec}.br`).toBe(true);
      // No random ids: the collection's own id follows from the document's name.
      expect(collections[spec].info._postman_id).toBe(stableId(`pitel-docs/openapi/${spec}.yaml`));
      expect(data.toString()).not.toMatch(/"id":/);
    }
    const again = buildCollection({
      siteDir: root,
      spec: 'psr',
      sidebar,
      siteUrl: siteUrlOf({siteConfig: SITE_CONFIG} as LoadContext),
    });
    expect(`${JSON.stringify(again)}\n`).toBe(readFileSync(fileOf('psr'), 'utf8'));
  });

  it.each(SPECS)(
    "%s: format v2.1, every operation once, no filler, the samples' variables, the planned marks, the samples' requests",
    (spec) => {
      const collection = collections[spec];
      expect(checkPostmanCollection(collection, docs[spec])).toEqual([]);
      expect(postmanRequests(collection).length).toBe({v1: 27, v3: 64, psr: 2}[spec]);
    },
  );

  it.each(SPECS)('%s: requests are grouped as the sidebar groups their pages', (spec) => {
    expect(groupingProblems(collections[spec], docs[spec], VERSION_CATEGORY[spec])).toEqual([]);
  });

  it('names the folders as the sidebar does, in its order', () => {
    const top = (spec: string) => collections[spec].item.map((i) => i.name);
    expect(top('v1')).toEqual([
      'Auth API',
      'CDR API',
      'Click to call API',
      'Call API',
      'Event API',
      'Voicemail API',
      'Blacklist API',
    ]);
    expect(top('v3')).toEqual([
      'Auth API',
      'CDR API',
      'Campaign API',
      'List API',
      'Lead API',
      'Autocall API',
      'Template Autocall API',
      'User API',
      'Group API',
      'Carrier API',
      'List SIP gateways',
      'Report',
      'Call statistics over time',
    ]);
  });

  it('marks the planned operations and example answers of v3, and says what the variables are', () => {
    // Which requests carry the mark is the `planned` rule's; v3 has four planned operations.
    const requests = postmanRequests(collections.v3);
    expect(requests.filter((r) => r.name.startsWith(PLANNED_MARK))).toHaveLength(4);
    // The 200 answer of DELETE /v3/audio/{audio_uuid} is planned (x-proposed on the response), its other answers are not.
    const folder = collections.v3.item.find((i) => i.name === 'Template Autocall API') as {
      item: {name: string; response: {name: string; code: number}[]}[];
    };
    const deleteAudio = folder.item.find((i) => i.name === 'Delete an audio prompt')!;
    expect(deleteAudio.response.filter((r) => r.name.startsWith(`${PLANNED_MARK} `)).map((r) => r.code)).toEqual([200]);
    for (const spec of SPECS) {
      const text = String((collections[spec].info.description as {content: string}).content);
      expect(text).toContain(`\`${BASE_URL_VARIABLE}\``);
      expect(text).toContain(`--env-var ${BASE_URL_VARIABLE}=http://127.0.0.1:4010`);
      expect(text).toContain(`\`${TOKEN_VARIABLE}\``);
      expect(text).toMatch(/Exchange the API key for an access token|POST \/v3\/auth\/token/);
      // Where the token comes from: captured by this collection's token requests, or (psr) pasted from v3's.
      expect(text).toMatch(
        spec === 'psr'
          ? /Nothing in this collection issues it: run `POST \/v3\/auth\/token`/
          : /a test script stores the token of the answer in it/,
      );
    }
    // The requests that store the token: the token requests and v3's login, whose answer carries one.
    const capturing = (spec: string) =>
      postmanRequests(collections[spec])
        .filter((r) => r.event.length)
        .map((r) => r.key);
    expect(capturing('v1')).toEqual(['POST /v1/auth/token']);
    expect(capturing('v3')).toEqual(['POST /v3/auth', 'POST /v3/auth/token']);
    expect(capturing('psr')).toEqual([]);
  });
});

describe("baseUrl's default", () => {
  const server = (variables: Record<string, unknown>, url = `https://{${HOST_VARIABLE}}`) =>
    ({servers: [{url, variables}]}) as unknown as OpenApiDoc;

  // On the three documents, the variables rule of checkPostmanCollection holds the collections' baseUrl to it.
  it("is https:// and the server variable's default host, without the variable's description too", () => {
    expect(defaultBaseUrl(server({[HOST_VARIABLE]: {default: 'api.example.com'}}))).toBe('https://api.example.com');
  });

  it('fails the build with a clear message on a server the collections cannot express', () => {
    expect(() => defaultBaseUrl(server({[HOST_VARIABLE]: {default: 'api.example.com'}}, 'https://{host}/api'))).toThrow(
      /server URL of the document must be https:\/\/\{API_HOST\} \(found https:\/\/\{host\}\/api\)/,
    );
    expect(() => defaultBaseUrl(server({}))).toThrow(/server variable API_HOST of the document has no default host/);
  });
});

/** A site folder with the pages and one document of `openapi/`, changed by `edit` (which must change it). */
function siteWith(spec: string, edit: (text: string) => string): string {
  const site = mkdtempSync(path.join(tmpdir(), 'postman-site-'));
  mkdirSync(path.join(site, 'openapi'));
  const text = readFileSync(path.join(root, 'openapi', `${spec}.yaml`), 'utf8');
  expect(edit(text)).not.toBe(text);
  writeFileSync(path.join(site, 'openapi', `${spec}.yaml`), edit(text));
  symlinkSync(path.join(root, 'docs'), path.join(site, 'docs'));
  return site;
}

describe('the token capture', () => {
  it('fails the build with a clear message when the token request answers no token the collection can store', () => {
    // v1 with the token of POST /v1/auth/token renamed in its answer's schema.
    const site = siteWith('v1', (text) => text.replace(/^( {22})token:\n( {24}type: string\n)/m, '$1access:\n$2'));
    expect(() => buildCollection({siteDir: site, spec: 'v1', sidebar, siteUrl: 'https://docs.example.com'})).toThrow(
      'openapi/v1.yaml: POST /v1/auth/token issues the token, but its success answer has no string property "token" for the collection to store',
    );
  });
});

describe('a request body the collection cannot send', () => {
  it('fails the build with a clear message', () => {
    // v3 with the JSON body of POST /v3/auth/token written as a URL-encoded form.
    const site = siteWith('v3', (text) =>
      text.replace(
        /(\n {2}\/v3\/auth\/token:\n(?:.*\n)*? {10})application\/json:/,
        '$1application/x-www-form-urlencoded:',
      ),
    );
    expect(() => buildCollection({siteDir: site, spec: 'v3', sidebar, siteUrl: 'https://docs.example.com'})).toThrow(
      'openapi/v3.yaml: POST /v3/auth/token: a request body of type application/x-www-form-urlencoded, which neither the samples nor the collection send',
    );
  });
});

describe('the sidebar and the document agree', () => {
  const build =
    (sidebarItems: SidebarItem[], siteDir = root) =>
    () =>
      buildCollection({siteDir, spec: 'v1', sidebar: sidebarItems, siteUrl: 'https://docs.example.com'});

  it('fails the build when an operation is on two pages of the sidebar', () => {
    expect(build(['api/v1/auth/access_token', {type: 'doc', id: 'api/v1/auth/access_token'}])).toThrow(
      'api/v1/auth/access_token: POST /v1/auth/token is on two pages of the sidebar',
    );
  });

  it('fails the build when no page of the sidebar documents an operation, and names each', () => {
    let error: unknown;
    try {
      build(['api/v1/auth/access_token'])();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(Error);
    const [lead, list] = (error as Error).message.split(' documents ');
    expect(lead).toBe('openapi/v1.yaml: no page of the sidebar');
    const missing = list.split(', ');
    expect(missing).not.toContain('POST /v1/auth/token');
    expect(missing.length).toBeGreaterThan(10);
  });

  it('fails the build when a page names an operation the document does not have', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'postman-sidebar-'));
    mkdirSync(path.join(site, 'docs'));
    symlinkSync(path.join(root, 'openapi'), path.join(site, 'openapi'));
    writeFileSync(
      path.join(site, 'docs/ghost.mdx'),
      '---\ntitle: Ghost\napi:\n  spec: v1\n  operations:\n    - GET /v1/ghost\n---\n\nText.\n',
    );
    expect(build(['ghost'], site)).toThrow('ghost: GET /v1/ghost is not an operation of openapi/v1.yaml');
  });
});

describe('Postman collections on the pages', () => {
  // The pages that tell a reader how to import the collections name the variables the code writes and
  // link each document's collection (the words around them are the writers').
  it('name the variables the collections use and link every collection', () => {
    for (const page of [
      'docs/intro.mdx',
      'docs/category/pitel-api.mdx',
      'docs/category/v1.mdx',
      'docs/category/v3.mdx',
    ]) {
      const text = readFileSync(path.join(root, page), 'utf8');
      const code = new Set([...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]));
      expect(
        [BASE_URL_VARIABLE, TOKEN_VARIABLE].filter((v) => !code.has(v)),
        page,
      ).toEqual([]);
    }
    for (const page of ['docs/intro.mdx', 'docs/category/pitel-api.mdx']) {
      const text = readFileSync(path.join(root, page), 'utf8');
      const missing = SPECS.filter((spec) => !text.includes(`(pathname:///openapi/${collectionFileName(spec)})`));
      expect(missing, page).toEqual([]);
    }
  });
});

describe('Postman collections: broken fixtures', () => {
  // The mutations break the collection on purpose (required fields deleted, values of the wrong shape),
  // which no collection type allows: they reach into it untyped.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Untyped = any;
  type Mutation = [label: string, mutate: (c: Untyped) => void, rules: string[]];
  const requestOf = (c: Untyped, key: string): Untyped => postmanRequests(c).find((r) => r.key === key)!.request;
  const itemOf = (c: Untyped, key: string): Untyped => {
    const request = requestOf(c, key);
    const walk = (items: Untyped[]): Untyped =>
      items.map((i) => (i.item ? walk(i.item) : i.request === request ? i : undefined)).find(Boolean);
    return walk(c.item);
  };
  const mutations: Mutation[] = [
    [
      'the schema URL of format v2.0',
      (c) => (c.info.schema = 'https://schema.getpostman.com/json/collection/v2.0.0/collection.json'),
      ['format'],
    ],
    [
      'auth settings written as an object (format v2.0)',
      (c) => (c.auth.bearer = {token: `{{${TOKEN_VARIABLE}}}`}),
      ['format', 'variables'],
    ],
    ['no info', (c) => delete c.info, ['format']],
    ['a request without a method', (c) => delete requestOf(c, 'GET /v3/gateway').method, ['operations']],
    ['an operation twice', (c) => c.item.push(structuredClone(c.item.at(-1))), ['operations']],
    ['an operation missing', (c) => c.item.pop(), ['operations']],
    [
      'an example answer that is the word "string"',
      (c) => (itemOf(c, 'POST /v3/auth/token').response[0].body = 'string'),
      ['placeholder'],
    ],
    [
      'a token variable of another name',
      (c) => {
        const text = JSON.stringify(c)
          .replaceAll(`{{${TOKEN_VARIABLE}}}`, '{{bearerToken}}')
          .replaceAll(`'${TOKEN_VARIABLE}'`, "'bearerToken'");
        Object.assign(c, JSON.parse(text));
        c.variable = [
          {key: BASE_URL_VARIABLE, value: 'https://api.example.com'},
          {key: 'bearerToken', value: ''},
        ];
      },
      ['token', 'variables'],
    ],
    [
      'the host variable of old (https://{{API_HOST}} in every request)',
      (c) => {
        const text = JSON.stringify(c).replaceAll(`{{${BASE_URL_VARIABLE}}}`, `https://{{${HOST_VARIABLE}}}`);
        Object.assign(c, JSON.parse(text));
        c.variable[0] = {key: HOST_VARIABLE, value: 'api.example.com'};
      },
      ['sample', 'variables'],
    ],
    [
      'a request with its own scheme',
      (c) => (requestOf(c, 'GET /v3/gateway').url.protocol = 'https'),
      ['sample', 'variables'],
    ],
    [
      'a request to a fixed host',
      (c) => (requestOf(c, 'GET /v3/gateway').url.host = ['api.example.com']),
      ['sample', 'variables'],
    ],
    [
      'a base address without its scheme',
      (c) => (c.variable.find((v: Untyped) => v.key === BASE_URL_VARIABLE).value = 'api.example.com'),
      ['variables'],
    ],
    ['a token request that sends the token', (c) => (requestOf(c, 'POST /v3/auth/token').auth = null), ['variables']],
    ['a token request that does not store the token', (c) => delete itemOf(c, 'POST /v3/auth/token').event, ['token']],
    [
      'a token script that reads the wrong field',
      (c) => (itemOf(c, 'POST /v3/auth').event[0].script.exec = itemOf(c, 'POST /v3/auth/token').event[0].script.exec),
      ['token'],
    ],
    [
      'a token script that stores the token in an environment variable',
      (c) =>
        itemOf(c, 'POST /v3/auth/token').event[0].script.exec.forEach(
          (line: string, i: number, lines: string[]) => (lines[i] = line.replace('collectionVariables', 'environment')),
        ),
      ['token'],
    ],
    [
      'an example named by its description',
      (c) => (itemOf(c, 'POST /v3/auth/token').response[0].name = 'Token issued (bare object, no `data` wrapper).'),
      ['examples'],
    ],
    [
      'an example named by the wrong status',
      (c) => (itemOf(c, 'POST /v3/auth/token').response[0].name = '201 Created'),
      ['examples'],
    ],
    [
      'a Pitel template variable in a body, unexplained',
      (c) => (requestOf(c, 'POST /v3/template').description.content = 'Creates a template.'),
      ['variables'],
    ],
    [
      'a planned operation without its mark',
      (c) => {
        const item = itemOf(c, 'GET /v3/carrier/{carrier_uuid}');
        item.name = item.name.replace(`${PLANNED_MARK} `, '');
      },
      ['planned'],
    ],
    [
      'every optional query parameter enabled',
      (c) => requestOf(c, 'GET /v3/cdr').url.query.forEach((q: Untyped) => (q.disabled = false)),
      ['sample'],
    ],
    [
      'a JSON body other than the sample',
      (c) => (requestOf(c, 'POST /v3/campaign').body.raw = '{"name": "x"}'),
      ['sample'],
    ],
    [
      'an upload with a fixed Content-Type',
      (c) => requestOf(c, 'POST /v3/lead/file').header.push({key: 'Content-Type', value: 'multipart/form-data'}),
      ['sample'],
    ],
  ];

  it.each(mutations)('fails on %s', (_label, mutate, rules) => {
    const broken = structuredClone(collections.v3);
    mutate(broken);
    expect(rulesOf(checkPostmanCollection(broken, docs.v3))).toEqual(rules);
  });

  it('the grouping check fails on requests grouped by tag', () => {
    const broken = structuredClone(collections.v1);
    broken.item[0].name = 'Auth';
    expect(groupingProblems(broken, docs.v1, 'V1')).toEqual([
      'POST /v1/auth is in "Auth", its page in "Pitel API › V1 › Auth API › Login"',
      'POST /v1/auth/token is in "Auth", its page in "Pitel API › V1 › Auth API › Access token"',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// newman against Prism mocks.

const fixtures = path.join(root, 'tests/fixtures/postman');

/**
 * The fixture file an upload field of the run sends, by the media type the document gives the field:
 * a short WAV tone for audio, a two-line CSV for lead files. Another type fails the run, so a new kind
 * of upload gets its own fixture.
 */
function uploadFileOf(doc: OpenApiDoc) {
  return (field: string, request: Record<string, unknown>): string => {
    const op = findOperation(doc, parseOperationRef(requestKey(request)));
    const schema = op && dereference(op.operation.requestBody?.content?.['multipart/form-data']?.schema, doc);
    const type = String(dereference(schema?.properties?.[field], doc)?.contentMediaType ?? '');
    if (type.startsWith('audio/')) return path.join(fixtures, 'reminder.wav');
    if (type === 'text/csv') return path.join(fixtures, 'leads.csv');
    throw new Error(
      `${requestKey(request)}: no fixture file for the upload field ${field} (${type || 'no media type'})`,
    );
  };
}

describe('Postman collections run by newman against Prism mocks', () => {
  const mocks: Partial<Record<(typeof SPECS)[number], PrismMock>> = {};
  const optionsFor = (spec: (typeof SPECS)[number]): RunOptions => ({
    baseUrl: mocks[spec]!.url,
    // psr's token comes from the v3 API: its collection says to paste it, as this run does.
    envVar: spec === 'psr' ? [{key: TOKEN_VARIABLE, value: 'token-from-the-v3-collection'}] : [],
    uploadFile: uploadFileOf(docs[spec]),
  });

  beforeAll(async () => {
    // The three mocks start together (a few seconds each); all are closed even if one fails to start.
    const started = await Promise.allSettled(
      SPECS.map((spec) => startPrism(path.join(root, 'openapi', `${spec}.yaml`))),
    );
    started.forEach((r, i) => r.status === 'fulfilled' && (mocks[SPECS[i]] = r.value));
    const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }, 90_000);

  afterAll(async () => {
    await Promise.all(Object.values(mocks).map((m) => m.close()));
  });

  it('each collection as published runs clean: no request flagged by Prism, no failure reported by newman', async () => {
    const results = await Promise.all(SPECS.map((spec) => runCollection(collections[spec], optionsFor(spec))));
    SPECS.forEach((spec, i) => {
      const {requests, problems, assertions} = results[i];
      expect(problems, spec).toEqual([]);
      // The token scripts ran: v1's token request, v3's login and token request; psr has none.
      expect(assertions, spec).toBe({v1: 1, v3: 2, psr: 0}[spec]);
      // Every request was sent to the mock, and each got a success answer.
      expect(requests.length, spec).toBe(postmanRequests(collections[spec]).length);
      expect(
        requests.every((r) => r.url.startsWith(`${mocks[spec]!.url}/`) && r.status! >= 200 && r.status! < 300),
        spec,
      ).toBe(true);
    });
  }, 120_000);

  it('the broken fixture fails: a request without a required field', async () => {
    const fixture = JSON.parse(readFileSync(path.join(fixtures, 'missing-field.postman_collection.json'), 'utf8'));
    const {requests, problems} = await runCollection(fixture, optionsFor('v3'));
    expect(requests.map((r) => r.status)).toEqual([200, 400]);
    expect(problems).toEqual([
      "prism: Add one lead, without its required phone_number: POST /v3/lead: 400 request.body Request body must have required property 'phone_number'",
    ]);
  }, 60_000);

  it('a collection that does not store the token fails: the requests after the token request go without it', async () => {
    const broken = structuredClone(collections.v1);
    const auth = broken.item.find((i) => i.name === 'Auth API') as {item: {event?: unknown}[]};
    for (const item of auth.item) delete item.event;
    const {problems} = await runCollection(broken, optionsFor('v1'));
    const unauthorized = problems.filter((p) => /: 401 /.test(p));
    // Every request that needs the token is refused by the mock; the two token requests are not.
    expect(unauthorized).toHaveLength(postmanRequests(collections.v1).length - 2);
    expect(problems.every((p) => p.startsWith('prism: ') && p.includes(': 401 '))).toBe(true);
  }, 60_000);

  it('a request newman cannot send fails: a base address where nothing listens', async () => {
    const {problems} = await runCollection(collections.psr, {
      ...optionsFor('psr'),
      baseUrl: `http://127.0.0.1:${await freePort()}`,
    });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith('newman: ') && /ECONNREFUSED/.test(p))).toBe(true);
  }, 60_000);
});
