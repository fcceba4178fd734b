/**
 * The Postman collections of src/plugins/postman-collections, made from openapi/*.yaml as the build
 * makes them (no build needed): each parses as a collection of format v2.1, has every operation of its
 * document once, no type placeholder, the samples' variables for the host and the token, the sidebar's
 * groups, the planned marks, and sends what the pages' samples send (tests/support/postman.ts). Broken
 * fixtures, the converter's default mode among them, prove that each rule fails.
 */
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {parse} from 'yaml';
import {beforeAll, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import sidebars from '../../sidebars';
import postmanCollections from '../../src/plugins/postman-collections';
import {
  buildCollection,
  collectionFileName,
  convertDocument,
  HOST_VARIABLE,
  PLANNED_MARK,
  POSTMAN_SCHEMA_V21,
  stableId,
  TOKEN_VARIABLE,
  type PostmanCollection,
  type SidebarItem,
} from '../../src/plugins/postman-collections/collection';
import {frontMatterOf} from '../../src/config/planned';
import {findOperation, parseOperationRef, type OpenApiDoc} from '../../src/plugins/api-reference/spec';
import {checkPostmanCollection, plannedOperations, POSTMAN_V21_SCHEMA, postmanRequests, rulesOf} from '../support/postman';

const root = path.resolve(__dirname, '../..');
const SITE_URL = 'https://docs.pitel.example.com';
const SPECS = ['v1', 'v3', 'psr'] as const;
const OPTIONS = {host: HOST_VARIABLE, token: TOKEN_VARIABLE, plannedMark: PLANNED_MARK};
const docs = Object.fromEntries(SPECS.map((s) => [s, parse(readFileSync(path.join(root, 'openapi', `${s}.yaml`), 'utf8')) as OpenApiDoc]));
const sidebar = sidebars.docs as SidebarItem[];

let outDir: string;
const collections: Record<string, PostmanCollection> = {};
const fileOf = (spec: string) => path.join(outDir, 'openapi', collectionFileName(spec));

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'postman-collections-'));
  const plugin = postmanCollections({siteDir: root, siteConfig: {url: SITE_URL, baseUrl: '/'}} as LoadContext);
  await plugin.postBuild!({outDir} as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
  for (const spec of SPECS) collections[spec] = JSON.parse(readFileSync(fileOf(spec), 'utf8')) as PostmanCollection;
}, 60_000);

// ---------------------------------------------------------------------------------------------------
// The groups of the sidebar, read here from sidebars.ts on their own.

interface SidebarPlace {
  categories: string[];
  label: string;
}

function sidebarPlaces(items: readonly SidebarItem[], categories: string[] = [], out = new Map<string, SidebarPlace>()): Map<string, SidebarPlace> {
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
    const page = String(findOperation(doc, ref)?.operation['x-page'] ?? '');
    const docId = page.replace(/^\//, '').replace(/\/$/, '/index');
    const place = places.get(docId);
    if (!place) {
      problems.push(`${r.key}: its page ${page} is not in the sidebar`);
      continue;
    }
    const direct = place.categories.at(-1) === version;
    const expected = direct ? [[], [place.label]] : [place.categories.slice(place.categories.indexOf(version) + 1)];
    if (!expected.some((folders) => folders.join(' › ') === r.folders.join(' › '))) {
      problems.push(`${r.key} is in "${r.folders.join(' › ')}", its page in "${[...place.categories, place.label].join(' › ')}"`);
    }
  }
  return problems;
}

const VERSION_CATEGORY = {v1: 'V1', v3: 'V3', psr: 'PSR'} as const;

describe('Postman collections', () => {
  it('are written beside the OpenAPI downloads, with gzip and brotli copies, the same on every build', async () => {
    for (const spec of SPECS) {
      const file = fileOf(spec);
      const data = readFileSync(file);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(data), `${spec}.gz`).toBe(true);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(data), `${spec}.br`).toBe(true);
      // No random ids: the collection's own id follows from the document's name.
      expect(collections[spec].info._postman_id).toBe(stableId(`pitel-docs/openapi/${spec}.yaml`));
      expect(data.toString()).not.toMatch(/"id":/);
    }
    const again = await buildCollection({siteDir: root, spec: 'psr', sidebar, siteUrl: SITE_URL});
    expect(`${JSON.stringify(again)}\n`).toBe(readFileSync(fileOf('psr'), 'utf8'));
  });

  it.each(SPECS)('%s: format v2.1, every operation once, no placeholder, the samples\' variables, the planned marks, the samples\' requests', (spec) => {
    const collection = collections[spec];
    expect(collection.info.schema).toBe(POSTMAN_V21_SCHEMA);
    expect(POSTMAN_SCHEMA_V21).toBe(POSTMAN_V21_SCHEMA);
    expect(checkPostmanCollection(collection, docs[spec], OPTIONS)).toEqual([]);
    expect(postmanRequests(collection).length).toBe({v1: 27, v3: 64, psr: 2}[spec]);
  });

  it.each(SPECS)('%s: requests are grouped as the sidebar groups their pages', (spec) => {
    expect(groupingProblems(collections[spec], docs[spec], VERSION_CATEGORY[spec])).toEqual([]);
  });

  it('names the folders as the sidebar does, in its order', () => {
    const top = (spec: string) => collections[spec].item.map((i) => i.name);
    expect(top('v1')).toEqual(['Auth API', 'CDR API', 'Click to call API', 'Call API', 'Event API', 'Voicemail API', 'Blacklist API']);
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
    const requests = postmanRequests(collections.v3);
    const marked = requests.filter((r) => r.name.startsWith(PLANNED_MARK)).map((r) => r.key);
    expect(marked.sort()).toEqual(plannedOperations(docs.v3).sort());
    expect(marked).toHaveLength(4);
    // The 200 answer of DELETE /v3/audio/{audio_uuid} is planned (x-proposed on the response), its other answers are not.
    const folder = collections.v3.item.find((i) => i.name === 'Template Autocall API') as {item: {name: string; response: {name: string; code: number}[]}[]};
    const deleteAudio = folder.item.find((i) => i.name === 'Delete an audio prompt')!;
    expect(deleteAudio.response.filter((r) => r.name.startsWith(`${PLANNED_MARK} `)).map((r) => r.code)).toEqual([200]);
    for (const spec of SPECS) {
      const text = String((collections[spec].info.description as {content: string}).content);
      expect(text).toContain(`\`${HOST_VARIABLE}\``);
      expect(text).toContain(`\`${TOKEN_VARIABLE}\``);
      expect(text).toMatch(/Exchange the API key for an access token|POST \/v3\/auth\/token/);
    }
    expect(HOST_VARIABLE).toBe('API_HOST');
    expect(TOKEN_VARIABLE).toBe('YOUR_ACCESS_TOKEN');
  });
});

describe('Postman collections on the pages', () => {
  it('are offered beside the OpenAPI downloads, with how to import them and the variables to set', () => {
    for (const page of ['docs/intro.mdx', 'docs/category/pitel-api.mdx']) {
      const text = readFileSync(path.join(root, page), 'utf8');
      for (const spec of SPECS) {
        expect(text, page).toContain(`(pathname:///openapi/${spec}.yaml)`);
        expect(text, page).toContain(`(pathname:///openapi/${collectionFileName(spec)})`);
      }
      expect(text, page).toMatch(/In Postman, choose \*\*Import\*\*/);
      expect(text, page).toContain(`\`${HOST_VARIABLE}\``);
      expect(text, page).toContain(`\`${TOKEN_VARIABLE}\``);
    }
  });
});

describe('Postman collections: broken fixtures', () => {
  it("a collection made in the converter's default mode fails: placeholders, variables, planned marks, requests, groups", async () => {
    for (const spec of ['v1', 'v3'] as const) {
      const text = readFileSync(path.join(root, 'openapi', `${spec}.yaml`), 'utf8');
      const defaultMode = await convertDocument(text, {});
      const problems = checkPostmanCollection(defaultMode, docs[spec], OPTIONS);
      expect(rulesOf(problems), spec).toEqual(spec === 'v3' ? ['placeholder', 'planned', 'sample', 'variables'] : ['placeholder', 'sample', 'variables']);
      expect(problems.find((p) => p.startsWith('placeholder:'))).toMatch(/<string>/);
      expect(groupingProblems(defaultMode, docs[spec], VERSION_CATEGORY[spec]).length, spec).toBeGreaterThan(0);
    }
  }, 30_000);

  it("the converter's example-mode output as it comes fails: fillers, variables, planned marks, requests", async () => {
    const text = readFileSync(path.join(root, 'openapi', 'v3.yaml'), 'utf8');
    const raw = await convertDocument(text);
    const problems = checkPostmanCollection(raw, docs.v3, OPTIONS);
    expect(rulesOf(problems)).toEqual(['placeholder', 'planned', 'sample', 'variables']);
    expect(problems.filter((p) => p.startsWith('placeholder:'))).toEqual([expect.stringMatching(/values that are the word "string"/)]);
    expect(groupingProblems(raw, docs.v3, 'V3').length).toBeGreaterThan(0);
  }, 30_000);

  type Mutation = [label: string, mutate: (c: any) => void, rules: string[]];
  const requestOf = (c: any, key: string) => postmanRequests(c).find((r) => r.key === key)!.request as any;
  const mutations: Mutation[] = [
    ['the schema URL of format v2.0', (c) => (c.info.schema = 'https://schema.getpostman.com/json/collection/v2.0.0/collection.json'), ['format']],
    ['auth settings written as an object (format v2.0)', (c) => (c.auth.bearer = {token: `{{${TOKEN_VARIABLE}}}`}), ['format', 'variables']],
    ['no info', (c) => delete c.info, ['format']],
    ['a request without a method', (c) => delete requestOf(c, 'GET /v3/gateway').method, ['format', 'operations']],
    ['an operation twice', (c) => c.item.push(structuredClone(c.item.at(-1))), ['operations']],
    ['an operation missing', (c) => c.item.pop(), ['operations']],
    ['a <string> placeholder', (c) => (requestOf(c, 'GET /v3/gateway').url.query[0].description = 'Limit <integer>'), ['placeholder']],
    [
      "the converter's own variable names",
      (c) => {
        const text = JSON.stringify(c).replaceAll(`{{${HOST_VARIABLE}}}`, '{{baseUrl}}').replaceAll(`{{${TOKEN_VARIABLE}}}`, '{{bearerToken}}');
        Object.assign(c, JSON.parse(text));
        c.variable = [{key: 'baseUrl', value: 'https://api.example.com'}, {key: 'bearerToken', value: ''}];
      },
      ['sample', 'variables'],
    ],
    ['a request to a fixed host', (c) => (requestOf(c, 'GET /v3/gateway').url.host = ['api.example.com']), ['sample', 'variables']],
    ['a token request that sends the token', (c) => (requestOf(c, 'POST /v3/auth/token').auth = null), ['variables']],
    ['a Pitel template variable in a body, unexplained', (c) => (requestOf(c, 'POST /v3/template').description.content = 'Creates a template.'), ['variables']],
    [
      'a planned operation without its mark',
      (c) => {
        const r = postmanRequests(c).find((x) => x.key === 'GET /v3/carrier/{carrier_uuid}')!;
        const item = (c.item.find((i: any) => i.name === 'Carrier API').item as any[]).find((i) => i.request === r.request);
        item.name = item.name.replace(`${PLANNED_MARK} `, '');
      },
      ['planned'],
    ],
    ['every optional query parameter enabled', (c) => requestOf(c, 'GET /v3/cdr').url.query.forEach((q: any) => (q.disabled = false)), ['sample']],
    ['a JSON body other than the sample', (c) => (requestOf(c, 'POST /v3/campaign').body.raw = '{"name": "x"}'), ['sample']],
    [
      'an upload with the converter\'s fixed Content-Type',
      (c) => requestOf(c, 'POST /v3/lead/file').header.push({key: 'Content-Type', value: 'multipart/form-data'}),
      ['sample'],
    ],
  ];

  it.each(mutations)('fails on %s', (_label, mutate, rules) => {
    const broken = structuredClone(collections.v3);
    mutate(broken);
    expect(rulesOf(checkPostmanCollection(broken, docs.v3, OPTIONS))).toEqual(rules);
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
