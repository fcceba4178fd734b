/**
 * Vietnamese chrome on Vietnamese pages (src/plugins/features/page-lang): the theme's strings in Vietnamese, the
 * generated modules the build replaces with the page's language, and the "(tiếng Anh)" mark on links to
 * English-only pages. The built pages are checked in tests/e2e/vietnamese.test.ts; how Docusaurus reads the
 * replaced modules, by page-lang-context.test.ts and the hashes of tests/support/upstream-files.ts.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Link, Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {counterpartOf, langOfPath} from '../../src/config/page-langs';
import {pageLangs} from '../../src/config/sections';
import {viTheme} from '../../src/plugins/features/page-lang/client/vi-theme';
import {EN_ONLY_MARK, markEnglishLinks, routeOfFile} from '../../src/plugins/features/page-lang/remark-link-lang';
import pageLang, {CODE_TRANSLATIONS_MODULE, I18N_MODULE} from '../../src/plugins/features/page-lang';
import {viChrome, viLabels} from '../../src/config/vi-chrome';
import {configLabels, englishChromeIn, englishChromeStrings} from '../support/vi-chrome';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');
const moduleFile = (id: string) => require.resolve(id, {paths: [root]});
const themeJson = (locale: string) =>
  JSON.parse(
    readFileSync(
      path.join(
        path.dirname(moduleFile('@docusaurus/theme-translations/package.json')),
        'locales',
        locale,
        'theme-common.json',
      ),
      'utf8',
    ),
  ) as Record<string, string>;

/**
 * Theme strings no page of this site can show: tags, versions banners and draft banners are off, and the
 * changelog (a blog) has no archive, authors or tags (src/config/site.ts: changelogPluginOptions).
 */
const NOT_SHOWN =
  /^theme\.(blog\.(archive|author|authorsList|tagTitle)|tags)\b|^theme\.docs\.(tagDocListPageTitle|versions)|^theme\.contentVisibility\./;

describe('the theme strings in Vietnamese', () => {
  const base = themeJson('base');

  it('uses the theme ids, and covers every id a docs page or the changelog can show', () => {
    for (const id of Object.keys(viTheme)) expect(base, id).toHaveProperty(id);
    const shown = Object.keys(base).filter((id) => !id.endsWith('___DESCRIPTION') && !NOT_SHOWN.test(id));
    expect(shown.filter((id) => !(id in viTheme))).toEqual([]);
  });

  it('keeps the placeholders of each string', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [id, text] of Object.entries(viTheme)) expect(placeholders(text), id).toEqual(placeholders(base[id]));
  });

  it('is Vietnamese where Docusaurus has a Vietnamese string, and tells the admonitions apart', () => {
    const vi = themeJson('vi');
    const same = Object.keys(viTheme).filter((id) => viTheme[id] === vi[id]).length;
    expect(same).toBeGreaterThan(30);
    const titles = ['note', 'tip', 'info', 'warning', 'danger', 'caution'].map((t) => viTheme[`theme.admonition.${t}`]);
    expect(new Set(titles).size).toBe(titles.length);
    expect(Object.values(viTheme).filter((s) => /\b(the|opens|Collapse|Expand|system mode)\b/.test(s))).toEqual([]);
  });
});

describe('the stand-ins of the generated modules the Vietnamese chrome relies on', () => {
  it('replaces exactly the generated modules, by files that exist', async () => {
    const plugins: {constructor: {name: string}; args: unknown[]}[] = [];
    class NormalModuleReplacementPlugin {
      args: unknown[];
      constructor(...args: unknown[]) {
        this.args = args;
        plugins.push(this);
      }
    }
    const config = pageLang().configureWebpack!(
      {},
      false,
      {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin}}} as never,
      {},
    );
    expect((config as {plugins: unknown[]}).plugins).toHaveLength(2);
    const replaced = (id: string) => plugins.filter((p) => (p.args[0] as RegExp).test(id)).map((p) => p.args[1]);
    expect(replaced('@generated/codeTranslations')).toEqual([CODE_TRANSLATIONS_MODULE]);
    expect(replaced('@generated/i18n')).toEqual([I18N_MODULE]);
    expect(replaced('@generated/codeTranslations.json')).toEqual([]);
    expect(replaced('@generated/i18n.json')).toEqual([]);
  });
});

describe('pairs and links between the editions', () => {
  const langs = pageLangs();

  it('pairs the Bitrix24 guides by prefix and the single pages by name', () => {
    expect(counterpartOf('/bitrix_pitel_vie/setup/trial', langs.pairs)).toEqual({
      lang: 'en',
      path: '/bitrix_pitel_eng/setup/trial',
    });
    expect(counterpartOf('/bitrix_pitel_eng/', langs.pairs)).toEqual({lang: 'vi', path: '/bitrix_pitel_vie/'});
    expect(counterpartOf('/bitrix_pitel_eng/category/setup', langs.pairs)).toEqual({
      lang: 'vi',
      path: '/bitrix_pitel_vie/category/cài-đặt',
    });
    expect(counterpartOf('/support/', langs.pairs)).toEqual({lang: 'vi', path: '/ho-tro'});
    expect(counterpartOf('/call-statuses', langs.pairs)).toEqual({lang: 'vi', path: '/trang-thai-cuoc-goi'});
    expect(counterpartOf('/errors', langs.pairs)).toBeUndefined();
    expect(langOfPath('/ho-tro', langs)).toBe('vi');
    expect(langOfPath('/support', langs)).toBe('en');
  });

  it('finds the route of a page file, slug included', () => {
    expect(routeOfFile(path.join(root, 'bitrix_vie/setup/trial.mdx'), undefined, root)).toBe(
      '/bitrix_pitel_vie/setup/trial',
    );
    expect(routeOfFile(path.join(root, 'bitrix_vie/category/cai-dat.mdx'), undefined, root)).toBe(
      '/bitrix_pitel_vie/category/cài-đặt',
    );
    expect(routeOfFile(path.join(root, 'docs/api/v3/list/index.mdx'), undefined, root)).toBe('/api/v3/list/');
    expect(routeOfFile(path.join(root, 'docs/ho-tro.mdx'), undefined, root)).toBe('/ho-tro');
  });

  it('marks links to English-only pages on Vietnamese pages, once, and no other link', () => {
    const link = (url: string, text: string): Link => ({type: 'link', url, children: [{type: 'text', value: text}]});
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            link('/errors#v3', 'Trạng thái'),
            link('/trang-thai-cuoc-goi#status-cancel', 'Hủy'),
            link('/api/v3/lead/create', `Tạo lead ${EN_ONLY_MARK}`),
            link('/ho-tro', 'Hỗ trợ'),
            link('/bitrix_pitel_vie/testing', 'Kiểm tra'),
            link('https://example.com/x', 'Ngoài'),
            link('pathname:///openapi/v3.yaml', 'Tệp'),
          ],
        },
      ],
    };
    expect(markEnglishLinks(structuredClone(tree), 'en', langs)).toBe(0);
    const marked = structuredClone(tree);
    expect(markEnglishLinks(marked, 'vi', langs)).toBe(1);
    const links = (marked.children[0] as {children: Link[]}).children;
    // Each link's text, and its hreflang where it has one.
    const shown = (l: Link) =>
      [
        l.children.map((c) => ('value' in c ? c.value : '')).join(''),
        (l.data?.hProperties as {hrefLang?: string} | undefined)?.hrefLang,
      ]
        .filter(Boolean)
        .join(' hreflang=');
    expect(links.map(shown)).toEqual([
      `Trạng thái ${EN_ONLY_MARK} hreflang=en`,
      'Hủy',
      `Tạo lead ${EN_ONLY_MARK} hreflang=en`,
      'Hỗ trợ',
      'Kiểm tra',
      'Ngoài',
      'Tệp',
    ]);
  });
});

describe('the site chrome in Vietnamese (src/config/vi-chrome.ts) and its sweep (tests/support/vi-chrome.ts)', () => {
  const fixture = (name: string) => readFileSync(path.join(root, 'tests/fixtures/vi-chrome', name), 'utf8');

  it('has a Vietnamese label for every navbar and footer label of the site config', () => {
    const labels = configLabels();
    expect(labels.filter((l) => !Object.hasOwn(viLabels, l))).toEqual([]);
    // No English word left in a Vietnamese value, but for product names.
    const english =
      /\b(the|and|of|portal|guide|guides|connector|call center|call-center|center|started|setup|queues|keys|errors|statuses|support|help|page|search|diagram|table|scrolls)\b/i;
    expect(Object.values(viLabels).filter((v) => english.test(v))).toEqual([]);
    expect(
      Object.values(viChrome)
        .map((v) => v.replace(/<[^>]+>/g, ''))
        .filter((v) => english.test(v)),
    ).toEqual([]);
  });

  it('builds its English list from the theme defaults, the site config and the components', () => {
    const texts = englishChromeStrings().map((s) => s.text);
    for (const t of [
      'Skip to main content',
      'Scroll back to top',
      'Previous',
      'Next',
      'Copy code to clipboard',
      'Home page',
      'On this page',
      'User Guides',
      'Call-center portal',
      'Search results',
      'Diagram as text',
      'Copy page',
      'Help',
    ])
      expect(texts, t).toContain(t);
    // Strings that read the same in both languages are not English chrome.
    for (const t of ['SDK', 'Flutter SDK', 'OpenAPI v3 (YAML)']) expect(texts, t).not.toContain(t);
  });

  it('fails on a page with English chrome, naming every string (broken fixture)', () => {
    const found = englishChromeIn(fixture('english-chrome.html')).map((f) => /^"([^"]+)"/.exec(f)?.[1]);
    expect(found.sort()).toEqual(['Diagram as text', 'Errors', 'Search', 'Skip to main content', 'User Guides'].sort());
  });

  it('passes a page whose chrome is Vietnamese, with English in its content, code and other-language links', () => {
    expect(englishChromeIn(fixture('vietnamese-chrome.html'))).toEqual([]);
  });
});
