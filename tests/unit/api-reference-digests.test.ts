/**
 * An endpoint page depends on a digest of its own reference: an edit of one operation rewrites that
 * page's digest only, an edit of a shared schema both pages', a broken document every page's (and
 * back once fixed); the plugin watches the documents and is in the site config.
 */
import {existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {stringify} from 'yaml';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import config from '../../docusaurus.config';
import apiReference, {remarkApiReference, renderApiPage} from '../../src/plugins/features/api-reference';
import {
  apiPagesOnDisk,
  DIGESTS_DIR,
  digestFile,
  digestOf,
  syncDigests,
  type DigestRecord,
} from '../../src/plugins/features/api-reference/digests';
import {declaredDependencies} from '../../src/plugins/build/mdx-dependencies';

/** A document with two operations that share a schema, and what each says of itself. */
const spec = (words: {get?: string; post?: string; id?: string} = {}) => ({
  openapi: '3.1.0',
  info: {title: 'Fixture', version: '1'},
  servers: [{url: 'https://{API_HOST}'}],
  paths: {
    '/v3/thing': {
      get: {
        operationId: 'listThings',
        summary: 'List things',
        responses: {
          '200': {
            description: words.get ?? 'Things.',
            content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}},
          },
        },
      },
      post: {
        operationId: 'createThing',
        summary: 'Create a thing',
        responses: {
          '201': {
            description: words.post ?? 'Created.',
            content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}},
          },
        },
      },
    },
  },
  components: {
    schemas: {Thing: {type: 'object', properties: {id: {type: 'string', description: words.id ?? 'The thing’s id.'}}}},
  },
});

const PAGES = {'docs/list.mdx': 'GET /v3/thing', 'docs/create.mdx': 'POST /v3/thing'} as const;

function site() {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'api-digests-'));
  mkdirSync(path.join(siteDir, 'openapi'));
  mkdirSync(path.join(siteDir, 'docs'));
  writeFileSync(path.join(siteDir, 'openapi', 'v3.yaml'), stringify(spec()));
  for (const [page, operation] of Object.entries(PAGES)) {
    writeFileSync(
      path.join(siteDir, page),
      `---\nhide_table_of_contents: true\napi:\n  spec: v3\n  operations:\n    - ${operation}\n---\n\n<ApiReference />\n`,
    );
  }
  return siteDir;
}

/** Compiles a page's Markdown with the remark step, as the MDX loader does; returns its tree as JSON. */
async function compile(siteDir: string, page: keyof typeof PAGES): Promise<string> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkApiReference, {siteDir});
  const file = new VFile({
    value: '<ApiReference />\n',
    path: path.join(siteDir, page),
    data: {frontMatter: {hide_table_of_contents: true, api: {spec: 'v3', operations: [PAGES[page]]}}},
  });
  return JSON.stringify(await processor.run(processor.parse(file), file));
}

/** The records of every digest file of the site. */
function readDigests(siteDir: string): DigestRecord[] {
  const dir = path.join(siteDir, DIGESTS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as DigestRecord);
}

const editYaml = (siteDir: string, words: Parameters<typeof spec>[0]) =>
  writeFileSync(path.join(siteDir, 'openapi', 'v3.yaml'), stringify(spec(words)));
const refresh = (siteDir: string) =>
  syncDigests(siteDir, apiPagesOnDisk(siteDir), (api, page) => renderApiPage(siteDir, api, page, false));
const fileOf = (siteDir: string, page: string) => readFileSync(digestFile(siteDir, page), 'utf8');

describe('API pages depend on a digest of their reference, not on the whole document', () => {
  it('a compiled page declares its digest file, which records what it was rendered from', async () => {
    const siteDir = site();
    await compile(siteDir, 'docs/list.mdx');
    const file = digestFile(siteDir, 'docs/list.mdx');
    expect(declaredDependencies(path.join(siteDir, 'docs/list.mdx'))).toEqual([file]);
    expect(path.dirname(file)).toBe(path.join(siteDir, DIGESTS_DIR));
    expect(readDigests(siteDir)).toEqual([
      {
        page: 'docs/list.mdx',
        api: {spec: 'v3', operations: ['GET /v3/thing']},
        digest: digestOf(renderApiPage(siteDir, {spec: 'v3', operations: ['GET /v3/thing']}, 'docs/list.mdx')),
      },
    ]);
  });

  it('an edit of one operation rewrites that page’s digest only; an edit of a shared schema rewrites both', async () => {
    const siteDir = site();
    for (const page of Object.keys(PAGES) as (keyof typeof PAGES)[]) await compile(siteDir, page);
    const before = Object.fromEntries(
      Object.keys(PAGES).map((p) => [p, {text: fileOf(siteDir, p), mtime: statSync(digestFile(siteDir, p)).mtimeMs}]),
    );

    expect(refresh(siteDir)).toEqual([]);
    editYaml(siteDir, {get: 'Every thing.'});
    expect(refresh(siteDir)).toEqual(['docs/list.mdx']);
    expect(fileOf(siteDir, 'docs/create.mdx')).toBe(before['docs/create.mdx'].text);
    expect(statSync(digestFile(siteDir, 'docs/create.mdx')).mtimeMs).toBe(before['docs/create.mdx'].mtime);
    // The refreshed digest is the one the page's next compile writes: what changed is what the page shows.
    const listRecord = fileOf(siteDir, 'docs/list.mdx');
    expect(listRecord).not.toBe(before['docs/list.mdx'].text);
    expect(await compile(siteDir, 'docs/list.mdx')).toContain('Every thing.');
    expect(fileOf(siteDir, 'docs/list.mdx')).toBe(listRecord);

    editYaml(siteDir, {get: 'Every thing.', id: 'The id of the thing.'});
    expect(refresh(siteDir)).toEqual(['docs/create.mdx', 'docs/list.mdx']);
  });

  it('a document that does not parse changes every page’s digest, which the page’s compile shows as the error; the fix changes them back', async () => {
    const siteDir = site();
    for (const page of Object.keys(PAGES) as (keyof typeof PAGES)[]) await compile(siteDir, page);
    const good = Object.keys(PAGES).map((p) => fileOf(siteDir, p));
    writeFileSync(path.join(siteDir, 'openapi', 'v3.yaml'), `${stringify(spec())}  ]\n`);
    expect(refresh(siteDir)).toEqual(['docs/create.mdx', 'docs/list.mdx']);
    await expect(compile(siteDir, 'docs/list.mdx')).rejects.toThrow(/^openapi\/v3\.yaml:\d+:\d+: /);
    // The failed compile still declared the digest file, so the page compiles again when it changes.
    expect(declaredDependencies(path.join(siteDir, 'docs/list.mdx'))).toEqual([digestFile(siteDir, 'docs/list.mdx')]);
    editYaml(siteDir, {});
    expect(refresh(siteDir)).toEqual(['docs/create.mdx', 'docs/list.mdx']);
    expect(Object.keys(PAGES).map((p) => fileOf(siteDir, p))).toEqual(good);
  });

  it('a page that is gone loses its digest file; a file that is no record is removed', async () => {
    const siteDir = site();
    await compile(siteDir, 'docs/list.mdx');
    await compile(siteDir, 'docs/create.mdx');
    rmSync(path.join(siteDir, 'docs/create.mdx'));
    writeFileSync(path.join(siteDir, DIGESTS_DIR, 'stray.json'), '{');
    expect(refresh(siteDir)).toEqual([]);
    expect(existsSync(digestFile(siteDir, 'docs/create.mdx'))).toBe(false);
    expect(readDigests(siteDir).map((r) => r.page)).toEqual(['docs/list.mdx']);
    expect(existsSync(path.join(siteDir, DIGESTS_DIR, 'stray.json'))).toBe(false);
  });

  it("the sync writes every endpoint page's digest before any compile, so a first compile writes none and the bundler compiles it once", async () => {
    const siteDir = site();
    writeFileSync(path.join(siteDir, 'docs', 'prose.mdx'), '# Prose\n\nNo operations here.\n');
    expect(refresh(siteDir)).toEqual(['docs/create.mdx', 'docs/list.mdx']);
    const mtime = statSync(digestFile(siteDir, 'docs/list.mdx')).mtimeMs;
    const text = fileOf(siteDir, 'docs/list.mdx');
    await compile(siteDir, 'docs/list.mdx');
    expect(fileOf(siteDir, 'docs/list.mdx')).toBe(text);
    expect(statSync(digestFile(siteDir, 'docs/list.mdx')).mtimeMs).toBe(mtime);
    expect(existsSync(digestFile(siteDir, 'docs/prose.mdx'))).toBe(false);
  });

  it('a page whose front matter no longer names operations loses its digest, in its compile and in the next sync', async () => {
    const siteDir = site();
    refresh(siteDir);
    writeFileSync(path.join(siteDir, 'docs/list.mdx'), 'Now prose.\n');
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkApiReference, {siteDir});
    const file = new VFile({value: 'Now prose.\n', path: path.join(siteDir, 'docs/list.mdx'), data: {frontMatter: {}}});
    await processor.run(processor.parse(file), file);
    expect(existsSync(digestFile(siteDir, 'docs/list.mdx'))).toBe(false);
    writeFileSync(path.join(siteDir, 'docs/create.mdx'), '---\ntitle: Prose now\n---\n\nNo operations.\n');
    expect(refresh(siteDir)).toEqual([]);
    expect(readDigests(siteDir)).toEqual([]);
  });

  it('the plugin watches the documents and refreshes the digests when it loads, and the site config has it', async () => {
    const siteDir = site();
    await compile(siteDir, 'docs/list.mdx');
    const plugin = apiReference({siteDir} as LoadContext);
    expect(plugin.getPathsToWatch!()).toEqual([path.join(siteDir, 'openapi', '*.yaml')]);
    const before = fileOf(siteDir, 'docs/list.mdx');
    editYaml(siteDir, {get: 'Every thing.'});
    await plugin.loadContent!();
    expect(fileOf(siteDir, 'docs/list.mdx')).not.toBe(before);
    expect(config.plugins).toContain(apiReference);
  });
});
