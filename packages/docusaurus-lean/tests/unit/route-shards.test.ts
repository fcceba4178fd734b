/**
 * The route-shards loader (docusaurus-lean/route-shards/loader.cjs) on files written by Docusaurus's own
 * route generator (@docusaurus/core, lib/server/codegen/codegenRoutes.js, `generateRouteFiles`), so a
 * Docusaurus upgrade that changes their shape fails here; and on a fixture in another shape, which it
 * must refuse with a clear error rather than ship a broken route table.
 */
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import * as acorn from 'acorn';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {performanceLayer} from '../../src';
import {DROPPED_DATA_READERS, VERSION_DATA} from '../../src/route-shards';
import {upstreamFile} from '../upstream-files';

const require = createRequire(import.meta.url);
const loader = require('../../src/route-shards/loader.cjs') as {
  (this: unknown, source: string): string;
  shardKey(parentPath: string, pathname: string, depth: number): string;
  splitGenerated(
    dir: string,
    options?: {baseUrl?: string; depth?: number},
  ): {
    result: {
      skeletonChunkKeys: string[];
      mainRegistry: string[];
      shards: {
        key: string;
        chunkKeys: string[];
        registry: string[];
        parents: Map<string, {indexPath: number[]; leaves: {path: string}[]}>;
      }[];
    };
  };
};
const {trimVersionDocs} = require('../../src/route-shards/version-docs.cjs') as {
  trimVersionDocs: (source: string, fields?: string[]) => string;
};
const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles: (params: {generatedFilesDir: string; routes: unknown[]}) => Promise<void>;
};

const doc = (p: string, file: string) => ({
  path: p,
  component: '@theme/DocItem',
  exact: true,
  modules: {content: `@site/docs/${file}`},
  sidebar: 'main',
});
/** A site like ours: a page, a docs section at `/guide` and one at `/` with the home page, and a route without `exact`. */
const ROUTES = [
  {path: '/search', component: '@theme/SearchPage', exact: true},
  {
    path: '/guide',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/guide',
        component: '@theme/DocVersionRoot',
        routes: [
          {
            path: '/guide',
            component: '@theme/DocRoot',
            routes: [
              doc('/guide/', 'guide/index.mdx'),
              doc('/guide/setup/install', 'guide/setup/install.mdx'),
              doc('/guide/setup/cài-đặt', 'guide/setup/vi.mdx'),
              doc('/guide/faq', 'guide/faq.mdx'),
            ],
          },
        ],
      },
    ],
  },
  {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/',
        component: '@theme/DocRoot',
        routes: [
          doc('/api/v3/campaign/create', 'api/v3/campaign/create.mdx'),
          doc('/', 'index.mdx'),
          {path: '/legacy', component: '@site/src/Legacy'},
          doc('/api/v3/auth/login', 'api/v3/auth/login.mdx'),
          doc('/category/api', 'category/api.mdx'),
        ],
      },
    ],
  },
];

let dir: string;
const run = (file: string, query = '') =>
  loader.call(
    {getOptions: () => ({}), resourcePath: path.join(dir, file), resourceQuery: query, addDependency() {}},
    '',
  );
const parse = (code: string) => acorn.parse(code, {ecmaVersion: 'latest', sourceType: 'module'});

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'route-shards-'));
  await generateRouteFiles({generatedFilesDir: dir, routes: ROUTES});
});
afterAll(() => rmSync(dir, {recursive: true, force: true}));

/**
 * The browser modules of the classic theme, theme-common and the docs plugin's client whose source
 * matches `pattern`, as package paths, sorted.
 */
function clientModulesMatching(pattern: RegExp): string[] {
  const found: string[] = [];
  for (const root of [
    '@docusaurus/theme-classic/lib',
    '@docusaurus/theme-common/lib',
    '@docusaurus/plugin-content-docs/lib/client',
  ]) {
    const dir = upstreamFile(root);
    for (const f of readdirSync(dir, {recursive: true}) as string[]) {
      if (!f.endsWith('.js')) continue;
      if (pattern.test(readFileSync(path.join(dir, f), 'utf8'))) found.push(`${root}/${f.split(path.sep).join('/')}`);
    }
  }
  return found.sort();
}

describe('route shards: the shard key', () => {
  it('is the parent path and the first directories below it, lower case, without .html', () => {
    expect(loader.shardKey('/', '/api/v3/campaign/create', 1)).toBe('/|api');
    expect(loader.shardKey('/', '/API/v3/campaign/create.html', 1)).toBe('/|api');
    expect(loader.shardKey('/', '/ho-tro', 1)).toBe('/|');
    expect(loader.shardKey('/guide', '/guide/', 1)).toBe('/guide|');
    expect(loader.shardKey('/guide', '/guide', 1)).toBe('/guide|');
    expect(loader.shardKey('/guide', '/guide/setup/install/', 1)).toBe('/guide|setup');
    expect(loader.shardKey('/guide', '/guide/setup/index.html', 1)).toBe('/guide|');
    expect(loader.shardKey('/', '/api/v3/campaign/create', 2)).toBe('/|api/v3');
  });
});

describe('route shards: the loader on the generator of Docusaurus', () => {
  it('keeps the top-level routes, the layouts, the home page and routes without `exact` in the skeleton', () => {
    const {result} = loader.splitGenerated(dir);
    const keys = result.shards.map((s) => s.key);
    expect(keys).toEqual(['/guide|', '/guide|setup', '/|api/v3', '/|category']);
    const leaves = result.shards.flatMap((s) => [...s.parents.values()].flatMap((p) => p.leaves.map((l) => l.path)));
    expect(leaves.sort()).toEqual([
      '/api/v3/auth/login',
      '/api/v3/campaign/create',
      '/category/api',
      '/guide/',
      '/guide/faq',
      '/guide/setup/cài-đặt',
      '/guide/setup/install',
    ]);
    const skeleton = run('routes.js');
    for (const kept of ["'/search'", "ComponentCreator('/', ", "'/legacy'", "'*'"]) expect(skeleton).toContain(kept);
    for (const leaf of leaves) expect(skeleton).not.toContain(`'${leaf}'`);
    expect(() => parse(skeleton)).not.toThrow();
  });

  it('moves the registry entries and chunk names only leaves use into their shards', () => {
    const registry = run('registry.js');
    const chunkNames = JSON.parse(run('routesChunkNames.json')) as Record<string, unknown>;
    expect(() => parse(registry)).not.toThrow();
    // DocItem: used by the home page, which stays, so its entry stays in main.
    expect(registry).toContain('"@theme/DocItem"');
    expect(registry).toContain('"@site/docs/index.mdx"');
    expect(registry).not.toContain('"@site/docs/api/v3/campaign/create.mdx"');
    expect(Object.keys(chunkNames).some((k) => k.startsWith('/api/'))).toBe(false);
    expect(Object.keys(chunkNames).some((k) => k.startsWith('/-'))).toBe(true);
    const api = loader.splitGenerated(dir).result.shards.findIndex((s) => s.key === '/|api/v3');
    const shard = run('routes.js', `?shard=${api}`);
    expect(() => parse(shard)).not.toThrow();
    expect(shard).toContain('"@site/docs/api/v3/campaign/create.mdx"');
    expect(shard).toContain('"@site/docs/api/v3/auth/login.mdx"');
    expect(shard).not.toContain('"@site/docs/guide/faq.mdx"');
    // The merges come before the routes, whose ComponentCreator calls read them.
    expect(shard.indexOf('Object.assign(routesChunkNames')).toBeLessThan(shard.indexOf("ComponentCreator('/api/"));
  });

  it("addresses each shard's parent by its place in the skeleton", () => {
    const {result} = loader.splitGenerated(dir);
    const api = result.shards.findIndex((s) => s.key === '/|api/v3');
    const shard = parse(run('routes.js', `?shard=${api}`));
    const exported = shard.body.find((n) => n.type === 'ExportDefaultDeclaration') as unknown as {
      declaration: {elements: {elements: [{elements: {value: number}[]}]}[]};
    };
    const at = exported.declaration.elements.map((g) => g.elements[0].elements.map((e) => e.value));
    // `/` is the third top-level route (after /search and /guide), its DocRoot the first child.
    expect(at).toEqual([[2, 0]]);
  });

  it('refuses generated files of another shape, naming the file', () => {
    const fixture = path.join(__dirname, '../fixtures/route-shards/changed-shape');
    expect(() => loader.splitGenerated(fixture)).toThrow(
      /changed-shape[\\/]routes\.js: `component` is not a ComponentCreator call .*shape changed/,
    );
  });
});

describe('route shards: the docs version data in the browser (version-docs.cjs)', () => {
  const version = {
    version: {
      pluginId: 'default',
      version: 'current',
      label: 'Next',
      docsSidebars: {docs: [{type: 'link', label: 'Intro', href: '/intro', docId: 'intro'}]},
      docs: {
        intro: {id: 'intro', title: 'Introduction', description: 'What the API does', sidebar: 'docs'},
        errors: {id: 'errors', title: 'Errors', sidebar: 'docs'},
      },
    },
  };

  it("keeps each doc's id and the fields asked for (none by default), and the rest of the version as it is", () => {
    const out = JSON.parse(trimVersionDocs(JSON.stringify(version)));
    expect(out.version.docs).toEqual({intro: {}, errors: {}});
    expect({...out.version, docs: undefined}).toEqual({...version.version, docs: undefined});
    const withDescriptions = JSON.parse(trimVersionDocs(JSON.stringify(version), ['description']));
    expect(withDescriptions.version.docs).toEqual({intro: {description: 'What the API does'}, errors: {}});
  });

  it("keeps the fields a site passes as the layer's `docFields`, none when it passes none", () => {
    const context = {baseUrl: '/'} as LoadContext;
    const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: class {}}}} as never;
    const fieldsOf = (plugins: PluginConfig[]) => {
      const made = plugins.map((p) =>
        typeof p === 'function' ? (p as (c: LoadContext) => Plugin)(context) : undefined,
      );
      const plugin = made.find((p) => p?.name === 'lean-route-shards')!;
      const config = plugin.configureWebpack!({}, false, utils, undefined) as {
        module: {rules: {resource: RegExp; use: {options: {fields?: string[]}}[]}[]};
      };
      return config.module.rules.find((r) => r.resource === VERSION_DATA)?.use[0]?.options.fields;
    };
    expect(fieldsOf(performanceLayer({}))).toEqual([]);
    expect(fieldsOf(performanceLayer({}, {docFields: ['description']}))).toEqual(['description']);
  });

  it('passes any other JSON through unchanged', () => {
    for (const other of [
      '{"plugin":{"name":"docusaurus-plugin-content-docs"}}',
      '[1,2]',
      '{"version":{"docs":[]}}',
      'not json',
    ]) {
      expect(trimVersionDocs(other)).toBe(other);
    }
  });

  it('DocCard, through useDocById, is the only reader of the map in the classic theme', () => {
    // Every module that calls useDocById or reads useDocsVersion(): a new reader may need more than the description.
    expect(clientModulesMatching(DROPPED_DATA_READERS.versionDocs)).toEqual([
      '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
      '@docusaurus/plugin-content-docs/lib/client/docsVersion.js',
      '@docusaurus/theme-classic/lib/theme/DocCard/index.js',
      '@docusaurus/theme-classic/lib/theme/DocVersionBadge/index.js',
      '@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js',
    ]);
  });
});

describe('route shards: the docs list of the global data in the browser (global-docs.cjs)', () => {
  const {trimGlobalDocs} = require('../../src/route-shards/global-docs.cjs') as {
    trimGlobalDocs: (source: string) => string;
  };

  it("empties each version's docs list and keeps the rest, the sidebars' links included", () => {
    const data = {
      'docusaurus-plugin-content-docs': {
        default: {
          path: '/',
          breadcrumbs: true,
          versions: [
            {
              name: 'current',
              path: '/',
              mainDocId: 'intro',
              isLast: true,
              docs: [{id: 'intro', path: '/', sidebar: 'docs'}],
              draftIds: [],
              sidebars: {docs: {link: {path: '/', label: 'intro'}}},
            },
          ],
        },
      },
      'another-plugin': {default: {prefixes: ['/x']}},
    };
    const out = JSON.parse(trimGlobalDocs(JSON.stringify(data)));
    expect(out['docusaurus-plugin-content-docs'].default.versions[0]).toEqual({
      ...data['docusaurus-plugin-content-docs'].default.versions[0],
      docs: [],
    });
    expect(out['another-plugin']).toEqual(data['another-plugin']);
    expect(out['docusaurus-plugin-content-docs'].default.path).toBe('/');
  });

  it('passes any other JSON through unchanged', () => {
    for (const other of [
      '{"docusaurus-plugin-content-docs":{"default":{"versions":[{"docs":{}}]}}}',
      '{"a":1}',
      '[1]',
      'not json',
    ]) {
      expect(trimGlobalDocs(other)).toBe(other);
    }
  });

  it("has no reader in the classic theme but the versions' own helpers and the navbar items a site may not use", () => {
    // Every module that looks up the active doc or a doc of the list: a new one would find nothing in the browser.
    expect(clientModulesMatching(DROPPED_DATA_READERS.globalDocs)).toEqual([
      // getActiveDocContext and its hooks (docsUtils' useDocsVersionCandidates reads only the active version).
      '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
      '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
      '@docusaurus/plugin-content-docs/lib/client/index.js',
      // The banner of an older or unreleased version: a site with one version, the current one, has none.
      '@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js',
      // Navbar items of the types DROPPED_DATA_READERS.navbarItemTypes names; DocSidebarNavbarItem is forked.
      '@docusaurus/theme-classic/lib/theme/NavbarItem/DocNavbarItem.js',
      '@docusaurus/theme-classic/lib/theme/NavbarItem/DocSidebarNavbarItem.js',
      '@docusaurus/theme-classic/lib/theme/NavbarItem/DocsVersionDropdownNavbarItem.js',
      '@docusaurus/theme-classic/lib/theme/NavbarItem/DocsVersionNavbarItem.js',
    ]);
    // The navbar item types whose component reads the list, as the classic theme maps types to components
    // (DocSidebarNavbarItem apart, forked): the types a site's navbar must not use.
    const componentTypes = readFileSync(
      upstreamFile('@docusaurus/theme-classic/lib/theme/NavbarItem/ComponentTypes.js'),
      'utf8',
    );
    const source = (component: string) => {
      const file = upstreamFile(`@docusaurus/theme-classic/lib/theme/NavbarItem/${component}`);
      return readFileSync(existsSync(`${file}.js`) ? `${file}.js` : path.join(file, 'index.js'), 'utf8');
    };
    const readers = [...componentTypes.matchAll(/^\s*(\w+): (\w+),$/gm)]
      .filter(([, , component]) => component !== 'DocSidebarNavbarItem')
      .filter(([, , component]) => DROPPED_DATA_READERS.globalDocs.test(source(component!)))
      .map(([, type]) => type!);
    expect(readers).toEqual(['doc', 'docsVersion', 'docsVersionDropdown']);
    const types = [...componentTypes.matchAll(/^\s*(\w+): \w+,$/gm)].map(([, type]) => type!);
    expect(types.filter((t) => DROPPED_DATA_READERS.navbarItemTypes.test(t))).toEqual(readers);
  });
});
