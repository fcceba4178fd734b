/**
 * With `bench-anchors.test.ts`, `bench-loads.test.ts`: The benches' anchor generator (it covers
 * every page of every section, specification routes first, and writes both anchors from the real
 * sections list without building), their modules load outside the test runner, and the scale
 * bench's growth model (a 2× tree has twice the routes, each once).
 */
import {readdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {afterAll, describe, expect, it} from 'vitest';
import {routeOfDoc, type AnchorPage} from '../../bench/anchors/generate';
import {movedReferenceSidebar} from '../../bench/anchors/peer';
import {closingIndex, elementShare, gzip, mainJsParts, SIDEBAR_TAG} from '../../bench/scale/measure';
import {
  copiedPagePairs,
  copySlug,
  parseScales,
  prefixSidebarIds,
  scaledMainSidebar,
  scaledSections,
  scalePages,
} from '../../bench/scale/model';
import {SCALE_DIR, scaledPagePairsModule, scaledSectionsModule, writeOursScaled} from '../../bench/scale/sites';
import {pagePairs} from '../../src/config/pages';
import {sections, type Section} from '../../src/config/sections';
import {missingEditions} from '../../src/plugins/features/page-lang/editions';

const section = (id: string) => sections.find((s) => s.id === id)!;

/** Every doc route of a site tree: the URL Docusaurus gives each page of each section. */
function routesOf(dir: string, list: readonly Section[]): string[] {
  return list.flatMap((s) =>
    (readdirSync(path.join(dir, s.path), {recursive: true}) as string[])
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) =>
        routeOfDoc(s, f.split(path.sep).join('/'), matter(readFileSync(path.join(dir, s.path, f), 'utf8')).data.slug),
      ),
  );
}

describe('scale bench: the growth model', () => {
  it('reads --scale as rising whole numbers and refuses anything else', () => {
    expect(parseScales('1,4,10')).toEqual([1, 4, 10]);
    expect(parseScales(' 2 ')).toEqual([2]);
    for (const bad of ['', '1,,4', '0,4', '4,1', '1,1', '1.5', 'x', '1,21'])
      expect(() => parseScales(bad), bad).toThrow(/--scale/);
  });

  it('adds copies of every section but the main one, with their own ids, folders and prefixes', () => {
    const list = scaledSections(sections, 3);
    expect(list).toHaveLength(sections.length + 2 * (sections.length - 1));
    for (const key of ['id', 'path', 'routeBasePath', 'sidebarPath'] as const)
      expect(new Set(list.map((s) => s[key])).size, key).toBe(list.length);
    const copy = list.find((s) => s.id === ('bitrix_vie_x3' as Section['id']))!;
    expect(copy).toMatchObject({
      path: 'bitrix_vie_x3',
      routeBasePath: 'bitrix_pitel_vie_x3',
      lang: 'vi',
      editionOf: 'bitrix_eng_x3',
      navbar: {placement: 'guides'},
    });
    expect(scaledSections(sections, 1)).toEqual([...sections]);
  });

  it('copies the main sidebar into "Edition n" categories with prefixed doc ids', () => {
    const items = [
      {type: 'doc', id: 'intro', label: 'Getting started'},
      'errors',
      {
        type: 'category',
        label: 'V3',
        link: {type: 'doc', id: 'category/v3'},
        items: [
          'api/v3/a',
          {type: 'doc', id: 'api/v3/b', className: 'planned'},
          {type: 'link', label: 'Out', href: 'https://example.com'},
        ],
      },
    ];
    const scaled = scaledMainSidebar(items, 3);
    expect(scaled.slice(0, 3)).toEqual(items);
    expect(scaled[3]).toEqual({
      type: 'category',
      label: 'Edition 2',
      link: {type: 'doc', id: 'x2/intro'},
      items: prefixSidebarIds(items.slice(1), 'x2'),
    });
    expect(JSON.stringify(scaled[4])).toContain('"x3/api/v3/b"');
    expect(JSON.stringify(scaled[4])).toContain('"className":"planned"');
    expect(JSON.stringify(scaled[4])).toContain('"href":"https://example.com"');
    expect(() => scaledMainSidebar(['errors'], 2)).toThrow(/home page/);
  });

  it('moves an absolute slug under the copy prefix and leaves the rest of the page alone', () => {
    expect(copySlug('---\ntitle: Home\nslug: /\n---\n\nslug: /not-front-matter\n', 2)).toBe(
      '---\ntitle: Home\nslug: /x2/\n---\n\nslug: /not-front-matter\n',
    );
    expect(copySlug("---\nslug: '/category/cài-đặt'\n---\n", 4)).toBe("---\nslug: '/x4/category/cài-đặt'\n---\n");
    expect(copySlug('---\nslug: relative\n---\n', 2)).toBe('---\nslug: relative\n---\n');
  });

  it('moves both addresses of a page pair as their pages move, in the main section and in the others', () => {
    const pairs = [
      {en: '/support', vi: '/ho-tro'},
      {en: '/bitrix_pitel_eng/category/setup', vi: '/bitrix_pitel_vie/category/cài-đặt'},
    ];
    expect(copiedPagePairs(pairs, sections, 3)).toEqual([
      {en: '/x2/support', vi: '/x2/ho-tro'},
      {en: '/bitrix_pitel_eng_x2/category/setup', vi: '/bitrix_pitel_vie_x2/category/cài-đặt'},
      {en: '/x3/support', vi: '/x3/ho-tro'},
      {en: '/bitrix_pitel_eng_x3/category/setup', vi: '/bitrix_pitel_vie_x3/category/cài-đặt'},
    ]);
    expect(copiedPagePairs(pairs, sections, 1)).toEqual([]);
  });

  it('gives the anchors the same copies: k times the pages, every route once', () => {
    const pages: AnchorPage[] = [
      {route: '/', section: section('docs'), title: 'Home', body: ''},
      {route: '/api/v3/x', section: section('docs'), title: 'X', body: ''},
      {route: '/pitel_app/', section: section('pitel_app'), title: 'SDK', body: ''},
      {
        route: '/guide/portal_callcenter_guide/queue',
        section: section('portal_callcenter_guide'),
        title: 'Q',
        body: '',
      },
    ];
    const scaled = scalePages(pages, 3);
    expect(scaled).toHaveLength(12);
    expect(new Set(scaled.map((p) => p.route)).size).toBe(12);
    expect(scaled.map((p) => p.route)).toEqual(
      expect.arrayContaining(['/x2/', '/x3/api/v3/x', '/pitel_app_x2/', '/guide/portal_callcenter_guide_x3/queue']),
    );
    for (const p of scaled)
      expect(p.route.startsWith(p.section.routeBasePath ? `/${p.section.routeBasePath}/` : '/')).toBe(true);
  });

  it("moves the peer's generated sidebar to its reference copy, and fails on a sidebar it cannot move", () => {
    const generated = `const sidebar = {apisidebar: [{"type":"doc","id":"reference/v3/pitel"}, {type: 'doc', id: 'reference/v3/x'}]};`;
    expect(movedReferenceSidebar(generated, 'reference_x2')).toBe(
      `const sidebar = {apisidebar: [{"type":"doc","id":"reference_x2/v3/pitel"}, {type: 'doc', id: 'reference_x2/v3/x'}]};`,
    );
    expect(() => movedReferenceSidebar(`{id: 'v3/x'}`, 'reference_x2')).toThrow(/no doc id under reference/);
  });

  // The site's own modules, rewritten, are imported in the 2× tree below; here, that another shape stops it.
  it('fails clearly when the sections or pages module changed its shape', () => {
    expect(() => scaledSectionsModule('export const sections = [];', [])).toThrow(/sections\.ts.*not found/);
    expect(() => scaledPagePairsModule('export const pagePairs = [];', [])).toThrow(/pages\.ts.*not found/);
  });
});

describe('scale bench: a 2× tree of our site', () => {
  // Inside the repository (git-ignored), so the tree's modules resolve the repository's packages.
  const dir = path.join(SCALE_DIR, `unit-test-${process.pid}`);
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('has twice the doc routes of ours, each once, under its own prefix, with a sidebar per new section', async () => {
    const pages = writeOursScaled(2, dir);
    const root = path.resolve(__dirname, '../..');
    const ours = routesOf(root, sections);
    const list = scaledSections(sections, 2);
    const scaled = routesOf(dir, list);
    expect(pages).toBe(2 * ours.length);
    expect(scaled).toHaveLength(2 * ours.length);
    expect(new Set(scaled).size).toBe(scaled.length);
    expect(scaled).toEqual(
      expect.arrayContaining([...ours, '/x2/', '/x2/api/v3/campaign/create', '/bitrix_pitel_vie_x2/category/cài-đặt']),
    );
    // The tree's own modules: the sections list with the copies, the main sidebar with Edition 2, a sidebar per copy.
    const {sections: written} = await import(path.join(dir, 'src/config/sections.ts'));
    expect(written.map((s: Section) => s.id)).toEqual(list.map((s) => s.id));
    const {default: main} = await import(path.join(dir, 'sidebars.ts'));
    const edition = main.docs.find((i: {label?: string}) => i.label === 'Edition 2');
    expect(JSON.stringify(edition)).toContain('"x2/api/v3/campaign/create"');
    const {default: copy} = await import(path.join(dir, 'sidebars/bitrix_vie_x2.ts'));
    expect(Object.keys(copy)).toEqual(['bitrix_vie_x2']);
    expect(copy.bitrix_vie_x2).toEqual((await import('../../sidebars/bitrix_vie')).default.bitrix_vie);
    // Every paired page of the tree has its other edition, as the build's check (page-lang, postBuild) asks,
    // the copies of the pages paired by address (src/config/pages.ts) among them.
    const {pageLangs: treeLangs} = await import(path.join(dir, 'src/config/sections.ts'));
    const {pagePairs: treePairs} = await import(path.join(dir, 'src/config/pages.ts'));
    expect(treePairs).toEqual([...pagePairs, ...copiedPagePairs(pagePairs, sections, 2)]);
    expect(
      missingEditions(
        scaled.map((route) => ({route})),
        treeLangs(),
      ),
    ).toEqual([]);
  }, 60_000);
});

describe('scale bench: measuring a Docusaurus build', () => {
  it('finds the bracket that closes a literal, past brackets inside strings', () => {
    const src = 'x={a:"}",b:[1,2],c:\'{\',d:`]`,e:{f:"\\"}"}}; y=1';
    expect(src.slice(2, closingIndex(src, 2))).toBe('{a:"}",b:[1,2],c:\'{\',d:`]`,e:{f:"\\"}"}}');
    expect(() => closingIndex('{[}', 0)).toThrow(/unbalanced/);
    expect(() => closingIndex('{', 0)).toThrow(/no closing/);
  });

  it('splits a main.js into its route data, global data and site config, and fails when a part is missing', () => {
    const registry = `{${Array.from({length: 50}, (_, i) => `"${(0x10000000 + i * 7919).toString(16)}":[()=>n.e("${i}").then(n.bind(n,${i})),"@site/docs/p${i}.mdx",${i}]`).join(',')}}`;
    const routes = `[${Array.from({length: 50}, (_, i) => `{path:"/p${i}",component:d("/p${i}","${i}"),exact:!0}`).join(',')}]`;
    const names = `JSON.parse('${JSON.stringify(Object.fromEntries(Array.from({length: 50}, (_, i) => [`/p${i}-${i}`, {__comp: `c${i}`}])))}')`;
    const global = `JSON.parse('${JSON.stringify({'docusaurus-plugin-content-docs': {default: {docs: Array.from({length: 50}, (_, i) => ({id: `p${i}`}))}}, 'pitel-x': {a: "it's"}}).replace(/'/g, "\\'")}')`;
    const bundle = `(()=>{var code="${'abc'.repeat(100)}";let l=${registry};let p=${routes};e.exports=${names};var o=${global};let r={title:"Pitel Docs",tagline:"t",url:"u"};})();`;
    const parts = mainJsParts(bundle);
    expect(parts.total).toBe(gzip(bundle));
    for (const key of ['registry', 'routes', 'chunkNames', 'docsGlobalData', 'otherGlobalData', 'siteConfig'] as const)
      expect(parts[key], key).toBeGreaterThan(0);
    expect(parts.registry).toBeGreaterThan(parts.siteConfig);
    expect(() => mainJsParts(bundle.replace('tagline', 'motto'))).toThrow(/site config not found/);
    expect(() => mainJsParts(bundle.replace(`let l=${registry};`, ''))).toThrow(/route registry not found/);
  });

  it("measures what an element adds to a page's gzip", () => {
    const items = Array.from({length: 200}, (_, i) => `<li><a href="/p${i}">Page ${i}</a></li>`).join('');
    const html = `<html><body><nav aria-label="Docs sidebar" class="menu"><ul>${items}<li><nav>inner</nav></li></ul></nav><main>text</main></body></html>`;
    const share = elementShare(html, SIDEBAR_TAG);
    expect(share).toBeGreaterThan(100);
    expect(share).toBe(gzip(html) - gzip('<html><body><main>text</main></body></html>'));
    expect(elementShare('<main>no sidebar</main>', SIDEBAR_TAG)).toBe(0);
  });
});
