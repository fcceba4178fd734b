/**
 * The checks route-shards and preload-hooks run where a site builds (src/build-checks.ts,
 * src/route-shards/index.ts, src/route-shards/docs-data.ts), and the cache version per patch set
 * (src/cache.ts): each with the broken case it exists for.
 */
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {rspack, type RspackPluginInstance} from '@rspack/core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {performanceLayer} from '../../src';
import preloadHooks from '../../src/preload-hooks';
import {expectModules} from '../../src/build-checks';
import routeShards, {REPLACED, checkBundle} from '../../src/route-shards';
import {decideDocsData, type DocsDecisions} from '../../src/route-shards/docs-data';
import {runCompiler} from '../support/rspack';

let site: string;
beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'lean-site-'));
  mkdirSync(path.join(site, 'docs'));
  mkdirSync(path.join(site, 'src/theme/Own'), {recursive: true});
  writeFileSync(
    path.join(site, 'docs/cards.mdx'),
    "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
  );
  writeFileSync(path.join(site, 'docs/plain.md'), '# Plain\n');
  writeFileSync(
    path.join(site, 'src/theme/Own/index.tsx'),
    "import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';\nexport default () => useActiveDocContext(undefined).activeDoc?.id;\n",
  );
  writeFileSync(path.join(site, 'src/theme/Own/card.tsx'), 'export const d = (id: string) => useDocById(id).title;\n');
});
afterAll(() => rmSync(site, {recursive: true, force: true}));

const version = (name: string, extra: object = {}) => ({
  versionName: name,
  banner: null,
  sidebars: {main: [{type: 'doc', id: 'plain'}]},
  docs: [{source: '@site/docs/plain.md'}],
  ...extra,
});
const content = (instances: Record<string, object[]>) => ({
  'docusaurus-plugin-content-docs': Object.fromEntries(
    Object.entries(instances).map(([id, versions]) => [id, {loadedVersions: versions}]),
  ),
});

describe("what route-shards keeps of the docs data, from the site's docs and navbar", () => {
  it('drops the lists of a plain instance, keeps those of a versioned one, one with a banner, one a navbar item reads', () => {
    const d = decideDocsData(
      content({
        plain: [version('current')],
        versioned: [version('current'), version('1.0')],
        banner: [version('current', {banner: 'unreleased'})],
        navbar: [version('current')],
        sidebarOnly: [version('current')],
      }),
      [
        {type: 'docSidebar', docsPluginId: 'sidebarOnly'},
        {type: 'dropdown', items: [{type: 'doc', docsPluginId: 'navbar'}]},
      ],
      site,
    );
    expect(d.keepLists).toEqual({
      versioned: 'more than one version (the version banner and dropdown)',
      banner: 'a version banner',
      navbar: 'a `doc` navbar item',
    });
    expect(d.dropsLists).toBe(true);
    expect(d.fields).toEqual([]);
  });

  it("keeps the descriptions when a version has a generated index or a doc renders DocCards; adds the site's docFields", () => {
    const generated = decideDocsData(
      content({
        default: [
          version('current', {
            sidebars: {
              main: [{type: 'category', items: [{type: 'category', link: {type: 'generated-index'}, items: []}]}],
            },
          }),
        ],
      }),
      [],
      site,
    );
    expect(generated.fields).toEqual(['description']);
    const mdx = decideDocsData(
      content({default: [version('current', {docs: [{source: '@site/docs/cards.mdx'}]})]}),
      [],
      site,
      {docFields: ['title']},
    );
    expect(mdx).toMatchObject({
      fields: ['title', 'description'],
      descriptionBecause: 'default: @site/docs/cards.mdx renders DocCards',
    });
  });

  it('keeps every list with keepDocsLists: true, and those of an instance whose content has another shape', () => {
    expect(decideDocsData(content({a: [version('current')]}), [], site, {keepDocsLists: true}).dropsLists).toBe(false);
    expect(decideDocsData({'docusaurus-plugin-content-docs': {a: {}}}, [], site).keepLists).toEqual({
      a: 'its loaded content has another shape',
    });
  });
});

describe('the end of the browser build: what stops it', () => {
  const decisions = (d: Partial<DocsDecisions> = {}): DocsDecisions => ({
    keepLists: {},
    dropsLists: true,
    fields: [],
    ...d,
  });
  const wrapper = REPLACED['./docusaurus']!;
  const card = '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocCard/index.js';

  it('nothing, on a bundle with the wrapper and no reader of what is left out', () => {
    expect(checkBundle(new Set([wrapper]), site, decisions())).toEqual([]);
    expect(checkBundle(new Set([wrapper, card]), site, decisions({fields: ['description']}))).toEqual([]);
  });

  it('a bundle without the wrapper of ./docusaurus: the replacement matched nothing', () => {
    expect(checkBundle(new Set(), site, decisions())).toEqual([
      expect.stringMatching(
        /no longer imports its `\.\/docusaurus`.*PERFORMANCE_LAYER=lean-tslib,lean-css,page-chunks/s,
      ),
    ]);
  });

  it('a DocCard without the descriptions, naming docFields', () => {
    expect(checkBundle(new Set([wrapper, card]), site, decisions())).toEqual([
      expect.stringMatching(/renders DocCards.*docFields: \['description'\]/s),
    ]);
  });

  it("the site's own code reading the active doc or useDocById, naming keepDocsLists and docFields", () => {
    const files = new Set([
      wrapper,
      path.join(site, 'src/theme/Own/index.tsx'),
      path.join(site, 'src/theme/Own/card.tsx'),
      path.join(site, 'docs/plain.md'),
    ]);
    expect(checkBundle(files, site, decisions()).map((m) => m.replace(/ which .*/s, ''))).toEqual([
      `${path.join('src/theme/Own/index.tsx')} reads the active doc or the docs lists of the global data,`,
      `${path.join('src/theme/Own/card.tsx')} reads docs' fields of the version data (useDocById),`,
    ]);
    expect(checkBundle(files, site, decisions({dropsLists: false, fields: ['title']}))).toEqual([]);
  });
});

describe('a replacement that matched nothing stops the build (Rspack)', () => {
  it("preload-hooks: a bundle in which Docusaurus's client does not import ./preload fails, naming the cause and the switch", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lean-preload-'));
    try {
      writeFileSync(path.join(dir, 'main.js'), 'self.x = 1;\n');
      const plugin = preloadHooks();
      const {plugins} = plugin.configureWebpack!(
        {} as never,
        false,
        {currentBundler: {name: 'rspack', instance: rspack}} as never,
        {},
      ) as {plugins: RspackPluginInstance[]};
      const compiler = rspack({
        mode: 'development',
        context: dir,
        entry: {main: './main.js'},
        output: {path: path.join(dir, 'out')},
        plugins,
      });
      await expect(runCompiler(compiler)).rejects.toThrow(
        /docusaurus-lean route-shards: Docusaurus's client .* no longer imports its `\.\/preload`.*PERFORMANCE_LAYER=lean-tslib,lean-css,page-chunks,lean-runtime/s,
      );
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('passes when the module it expects is in the bundle', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lean-expect-'));
    try {
      writeFileSync(path.join(dir, 'wrapper.js'), 'export default 1;\n');
      writeFileSync(path.join(dir, 'main.js'), 'import w from "./wrapper.js";\nself.x = w;\n');
      const check = expectModules('route-shards', {[path.join(dir, 'wrapper.js')]: 'the wrapper is missing'});
      const run = (entry: string) =>
        runCompiler(
          rspack({
            mode: 'development',
            context: dir,
            entry: {main: entry},
            output: {path: path.join(dir, 'out')},
            plugins: [check],
          }),
        );
      await expect(run('./main.js')).resolves.toBeUndefined();
      await expect(run('./wrapper.js')).resolves.toBeUndefined();
      writeFileSync(path.join(dir, 'alone.js'), 'self.x = 2;\n');
      await expect(run('./alone.js')).rejects.toThrow(/docusaurus-lean route-shards: the wrapper is missing/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe("the bundler's persistent cache, per patch set", () => {
  /** The cache versions the layer's plugins leave in Docusaurus's configurations (Rspack's, webpack's). */
  function versionsFor(layer: string, options = {}): string[] {
    const context = {siteDir: site, baseUrl: '/', siteConfig: {themeConfig: {}}} as unknown as LoadContext;
    const utils = {currentBundler: {name: 'rspack', instance: rspack}} as never;
    const rspackConfig = {
      experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}},
      plugins: [],
    };
    const webpackConfig = {cache: {type: 'filesystem', version: '3.10.2-abc'}, plugins: []};
    for (const p of performanceLayer({PERFORMANCE_LAYER: layer}, options) as PluginConfig[]) {
      if (typeof p !== 'function') continue;
      const plugin = (p as (c: LoadContext) => Plugin)(context);
      if (plugin.name !== 'lean-cache') continue;
      plugin.configureWebpack!(rspackConfig as never, false, utils, {});
      plugin.configureWebpack!(webpackConfig as never, true, utils, {});
    }
    return [rspackConfig.experiments.cache.version, webpackConfig.cache.version];
  }

  it("gives each value of the switch, and each set of options, a version of its own (Docusaurus's is the same for all)", () => {
    const on = versionsFor('on');
    const without = versionsFor('lean-css,page-chunks,lean-runtime,route-shards');
    const options = versionsFor('on', {docFields: ['description']});
    expect(on[0]).toMatch(/^client-production-en-3\.10\.2-abc-lean-[0-9a-f]{12}$/);
    expect(on[1]).toMatch(/^3\.10\.2-abc-lean-[0-9a-f]{12}$/);
    expect(new Set([on[0], without[0], options[0]]).size).toBe(3);
    expect(versionsFor('off')).toEqual(['client-production-en-3.10.2-abc', '3.10.2-abc']);
  });

  it('route-shards adds its decisions: a change of the kept docs data evicts too', () => {
    const config = () => ({experiments: {cache: {version: 'v'}}});
    const utils = {currentBundler: {name: 'rspack', instance: rspack}} as never;
    const context = {siteDir: site, baseUrl: '/', siteConfig: {themeConfig: {}}} as unknown as LoadContext;
    const versionAfter = (instances: Record<string, object[]>) => {
      const plugin = routeShards(context);
      void plugin.allContentLoaded!({allContent: content(instances), actions: {} as never});
      const c = config();
      plugin.configureWebpack!(c as never, false, utils, {});
      return c.experiments.cache.version;
    };
    expect(versionAfter({a: [version('current')]})).not.toBe(versionAfter({a: [version('current'), version('1.0')]}));
  });
});
