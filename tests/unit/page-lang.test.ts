/**
 * With `vi-chrome.test.ts`: The page language from a few prefixes; Vietnamese chrome strings and
 * the generated modules the build replaces; every navbar and footer label has a
 * Vietnamese entry with no English word left; the English string list comes from the theme, the
 * config and the components, and the sweep names every string of its broken fixture.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isUnder, langOfPath} from '../../src/config/page-langs';
import {
  adminPrefixes,
  everyReaderPages,
  pageLabel,
  pageLangs,
  sectionOfPath,
  sections,
  type Section,
} from '../../src/config/sections';
import pageLang, {PAGE_LANG_PLUGIN} from '../../src/plugins/features/page-lang';
import {scaledSections} from '../../bench/scale/model';
import {changelogRoutes, loadSiteRoutes} from '../support/routes';
import {pagePairs} from '../../src/config/pages';
import {docPages, missingEditions} from '../../src/plugins/features/page-lang/editions';

const section = (id: string, routeBasePath: string, lang: Section['lang']) =>
  ({id, path: id, routeBasePath, lang}) as Section;

describe('page language without the sections list (src/config/page-langs.ts)', () => {
  it('tells every route of the site the language of its section', () => {
    const langs = pageLangs();
    expect(langs.default).toBe('en');
    expect(langs.prefixes).toEqual([
      ['/guide/portal_callcenter_guide_vie', 'vi'],
      ['/guide/portal_autocall_guide_vie', 'vi'],
      ['/trang-thai-cuoc-goi', 'vi'],
      ['/nhat-ky-thay-doi', 'vi'],
      ['/bitrix_pitel_vie', 'vi'],
      ['/khong-tim-thay', 'vi'],
      ['/tim-kiem', 'vi'],
      ['/ho-tro', 'vi'],
    ]);
    // The search results pages are each other's edition, and so are the changelogs' lists.
    expect(langs.pairs.pages).toContainEqual(['/search', '/tim-kiem']);
    expect(langs.pairs.pages).toContainEqual(['/changelog', '/nhat-ky-thay-doi']);
    expect(langOfPath('/tim-kiem', langs)).toBe('vi');
    // The Vietnamese changelog, its list and every entry; the English one stays English.
    for (const route of changelogRoutes()) expect(langOfPath(route.path, langs), route.path).toBe(route.log.lang);
    // Every route is in its section's language, but for the single pages of the other edition (src/config/pages.ts).
    const single = new Map(
      pagePairs.flatMap(
        (p) =>
          [
            [p.en, 'en'],
            [p.vi, 'vi'],
          ] as const,
      ),
    );
    for (const route of loadSiteRoutes())
      expect(langOfPath(route.path, langs), route.path).toBe(single.get(route.path) ?? sectionOfPath(route.path).lang);
    expect(langOfPath('/bitrix_pitel_vie', langs)).toBe('vi');
    expect(langOfPath('/bitrix_pitel_vietnam/x', langs)).toBe('en');
  });

  it('sends the browser one prefix per section in another language, not one per section', () => {
    const list = scaledSections(sections, 10);
    const langs = pageLangs(list);
    // One per Vietnamese section, the Vietnamese support and call-status pages, the Vietnamese not-found and search pages and changelog.
    expect(langs.prefixes).toHaveLength(list.filter((s) => s.lang === 'vi').length + 5);
    for (const s of list) {
      const home = s.routeBasePath ? `/${s.routeBasePath}/` : '/';
      expect(langOfPath(`${home}page`, langs), home).toBe(sectionOfPath(`${home}page`, list).lang);
    }
  });

  it('lists an English section nested in a Vietnamese one, longest prefix first', () => {
    const list = [
      section('docs', '', 'en'),
      section('vi', 'vi', 'vi'),
      section('vi_en', 'vi/en', 'en'),
      section('vi_x', 'vi/x', 'vi'),
    ];
    const langs = pageLangs(list, [], []);
    expect(langs.prefixes).toEqual([
      ['/vi/en', 'en'],
      ['/vi/x', 'vi'],
      ['/vi', 'vi'],
    ]);
    for (const p of ['/', '/vi/', '/vi/a', '/vi/en', '/vi/en/b', '/vi/x/c', '/vie'])
      expect(langOfPath(p, langs), p).toBe(sectionOfPath(p, list).lang);
  });

  it('is the global data of the page-lang plugin, under the name the browser reads', async () => {
    const plugin = pageLang();
    expect(plugin.name).toBe(PAGE_LANG_PLUGIN);
    let data: unknown;
    await plugin.contentLoaded!({
      content: undefined,
      actions: {setGlobalData: (d: unknown) => (data = d), addRoute: () => {}} as never,
    });
    expect(data).toEqual(pageLangs());
  });
});

describe("the pages with an administrator's chrome (adminPrefixes in src/config/sections.ts, src/components/useAudience.ts)", () => {
  it('are the portal guides in both languages, Support, the call statuses, search and the changelogs: every route but the API, SDK and Bitrix24 pages', () => {
    const prefixes = adminPrefixes();
    expect([...prefixes].sort()).toEqual([
      '/call-statuses',
      '/changelog',
      '/guide/portal_autocall_guide',
      '/guide/portal_autocall_guide_vie',
      '/guide/portal_callcenter_guide',
      '/guide/portal_callcenter_guide_vie',
      '/ho-tro',
      '/khong-tim-thay',
      '/nhat-ky-thay-doi',
      '/search',
      '/support',
      '/tim-kiem',
      '/trang-thai-cuoc-goi',
    ]);
    const routes = [...loadSiteRoutes().map((r) => r.path), ...changelogRoutes().map((r) => r.path)];
    const admin = routes.filter((route) => isUnder(route, prefixes));
    expect(admin.length).toBeGreaterThan(90);
    // The developer items stay on every page of the API, SDK and Bitrix24 sections but Support and the call statuses.
    const developer = routes.filter((route) => !isUnder(route, prefixes));
    expect(developer.length).toBeGreaterThan(100);
    const developerSections = new Set(['docs', 'pitel_app', 'bitrix_eng', 'bitrix_vie']);
    expect(developer.filter((route) => !developerSections.has(sectionOfPath(route).id))).toEqual([]);
    expect(routes.filter((route) => route.startsWith('/guide/portal_') && !isUnder(route, prefixes))).toEqual([]);
    // A prefix is a folder: a longer name that starts with it is not under it.
    expect(isUnder('/guide/portal_autocall_guide_vie/dnc', ['/guide/portal_autocall_guide'])).toBe(false);
    expect(isUnder('/guide/portal_autocall_guide', ['/guide/portal_autocall_guide'])).toBe(true);
    expect(isUnder('/bitrix_pitel_vie/', prefixes)).toBe(false);
    expect(isUnder('/bitrix_pitel_vie/category/cài-đặt', prefixes)).toBe(false);
  });

  it('are named "Help" in search results, not after the API section', () => {
    expect(everyReaderPages().sort()).toEqual(['/call-statuses', '/ho-tro', '/support', '/trang-thai-cuoc-goi']);
    expect(pageLabel('/trang-thai-cuoc-goi')).toBe('Help');
    expect(pageLabel('/support/')).toBe('Help');
    expect(pageLabel('/errors')).toBe('API');
    expect(pageLabel('/bitrix_pitel_vie/category/cài-đặt')).toBe('Bitrix24 connector (VI)');
  });
});

describe('a paired page without its other edition stops the build (src/plugins/features/page-lang/editions.ts)', () => {
  const fixture = path.resolve(__dirname, '../fixtures/build-checks/editions/missing.json');
  const {plugins} = JSON.parse(readFileSync(fixture, 'utf8')) as {plugins: {name: string; content: unknown}[]};

  it('names each page whose declared edition is missing, with its file, and what to do (broken fixture)', async () => {
    const hook = pageLang().postBuild!;
    await expect(hook({plugins} as never)).rejects.toThrow(
      [
        '2 page(s) whose other edition is declared but missing (editionOf in src/config/sections.ts, pagePairs in src/config/pages.ts):',
        '- bitrix_eng/install.mdx (/bitrix_pitel_eng/install): no Vietnamese edition at /bitrix_pitel_vie/install',
        '- the generated category page (/bitrix_pitel_eng/category/setup): no Vietnamese edition at /bitrix_pitel_vie/category/cài-đặt',
        'Add the other edition under the same file name in the paired section (WRITING.md, "Two languages"), or remove the page.',
      ].join('\n'),
    );
  });

  it('passes the same pages once each has its edition', () => {
    const pages = docPages(plugins);
    expect(pages.map((p) => p.route)).toEqual([
      '/bitrix_pitel_eng/',
      '/bitrix_pitel_eng/install',
      '/bitrix_pitel_eng/category/setup',
      '/bitrix_pitel_vie/',
    ]);
    const vi = [
      {route: '/bitrix_pitel_vie/install', file: 'bitrix_vie/install.mdx'},
      {route: '/bitrix_pitel_vie/category/cài-đặt'},
    ];
    expect(missingEditions([...pages, ...vi], pageLangs())).toEqual([]);
  });
});
