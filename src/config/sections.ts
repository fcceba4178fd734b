/**
 * The documentation sections of the site: one Docusaurus docs plugin instance each. Adding a section:
 * its pages in a folder, its entry below and its id in `SectionId`, its sidebar file (`sidebarPath`);
 * then the compiler asks for its social card's text (`cardTexts`, src/plugins/build/social-cards/cards.ts)
 * and its part of the llms files (./markdown-twins.ts). The rest follows from the entry: the docs plugin
 * instance, the navbar, the search scope, the print edition, the voice lint (scripts/lint/voice.ts) and,
 * for a Vietnamese section, nginx's not-found location (src/plugins/build/static-hosts). The link lists
 * picked by hand may name it: the footer (./site.ts), the Vietnamese 404 page (./vi-chrome.ts `viGuides`)
 * and the API sidebar's links (sidebars.ts).
 */

import type {Lang, PageLangs} from './page-langs';
import {pagePairs, searchPages, viNotFoundPage, type PagePair} from './pages';
import {changelogs} from './changelog';

/** The product slug, used in the CRM connector section paths. It lives here only. */
export const productSlug = 'pitel';

export type SectionId =
  | 'docs'
  | 'bitrix_eng'
  | 'bitrix_vie'
  | 'portal_autocall_guide'
  | 'portal_callcenter_guide'
  | 'portal_autocall_guide_vie'
  | 'portal_callcenter_guide_vie'
  | 'pitel_app';

export interface Section {
  /** Plugin instance id; also the sidebar id and the `section` key in the route list. */
  id: SectionId;
  /** Folder of the MDX pages, relative to the site root. */
  path: string;
  /** URL prefix of the section, without a trailing slash ('' for the root section). */
  routeBasePath: string;
  /** Sidebar definition file, relative to the site root. */
  sidebarPath: string;
  /** Human name of the section, shown on search results and in the footer. */
  label: string;
  /** Language of the pages. */
  lang: Lang;
  /**
   * The section this one is an edition of, in the other language: the same pages under the same file
   * names (the Vietnamese Bitrix24 guide is the edition of the English one). Each page then links its
   * counterpart (hreflang and a visible language switch); tests/unit/editions.test.ts keeps them paired.
   */
  editionOf?: SectionId;
  /** Where the section appears in the navbar. */
  navbar: {label: string; placement: 'main' | 'guides'};
  /**
   * The section's print edition (src/plugins/features/print-editions): every page on one page, in sidebar order,
   * at `printPath(section)`, with this title on its title page. Sections without it have none.
   */
  print?: {title: string};
  /**
   * `admins` for a section written for the portals' administrators rather than for developers: its pages
   * show no developer news in the announcement bar and no "add the docs MCP server" items in the page tools
   * (`adminPrefixes`, read in the browser by src/components/useAudience.ts). Others are for developers,
   * but for the pages every reader lands on (`everyReaderPages`).
   */
  audience?: 'admins';
}

export const sections: readonly Section[] = [
  {
    id: 'docs',
    path: 'docs',
    routeBasePath: '',
    sidebarPath: 'sidebars.ts',
    label: 'API',
    lang: 'en',
    navbar: {label: 'Call Center API', placement: 'main'},
  },
  {
    id: 'pitel_app',
    path: 'pitel_app',
    routeBasePath: `${productSlug}_app`,
    sidebarPath: 'sidebars/pitel_app.ts',
    label: 'SDK',
    lang: 'en',
    navbar: {label: 'SDK', placement: 'main'},
    print: {title: 'VoIP SDK guide'},
  },
  {
    id: 'bitrix_vie',
    path: 'bitrix_vie',
    routeBasePath: `bitrix_${productSlug}_vie`,
    sidebarPath: 'sidebars/bitrix_vie.ts',
    label: 'Bitrix24 connector (VI)',
    lang: 'vi',
    editionOf: 'bitrix_eng',
    navbar: {label: 'CRM Connector VIE', placement: 'main'},
    print: {title: 'Hướng dẫn kết nối Bitrix24'},
  },
  {
    id: 'bitrix_eng',
    path: 'bitrix_eng',
    routeBasePath: `bitrix_${productSlug}_eng`,
    sidebarPath: 'sidebars/bitrix_eng.ts',
    label: 'Bitrix24 connector (EN)',
    lang: 'en',
    navbar: {label: 'CRM Connector ENG', placement: 'main'},
    print: {title: 'Bitrix24 connector guide'},
  },
  {
    id: 'portal_callcenter_guide',
    path: 'guide/portal_callcenter_guide',
    routeBasePath: 'guide/portal_callcenter_guide',
    sidebarPath: 'sidebars/portal_callcenter_guide.ts',
    label: 'Call-center portal guide',
    lang: 'en',
    navbar: {label: 'Call-center portal', placement: 'guides'},
    print: {title: 'Call-center portal guide'},
    audience: 'admins',
  },
  {
    id: 'portal_callcenter_guide_vie',
    path: 'guide/portal_callcenter_guide_vie',
    routeBasePath: 'guide/portal_callcenter_guide_vie',
    sidebarPath: 'sidebars/portal_callcenter_guide_vie.ts',
    label: 'Hướng dẫn trang quản trị tổng đài',
    lang: 'vi',
    editionOf: 'portal_callcenter_guide',
    navbar: {label: 'Call-center portal (Tiếng Việt)', placement: 'guides'},
    print: {title: 'Hướng dẫn trang quản trị tổng đài'},
    audience: 'admins',
  },
  {
    id: 'portal_autocall_guide',
    path: 'guide/portal_autocall_guide',
    routeBasePath: 'guide/portal_autocall_guide',
    sidebarPath: 'sidebars/portal_autocall_guide.ts',
    label: 'Auto-call portal guide',
    lang: 'en',
    navbar: {label: 'Auto-call portal', placement: 'guides'},
    print: {title: 'Auto-call portal guide'},
    audience: 'admins',
  },
  {
    id: 'portal_autocall_guide_vie',
    path: 'guide/portal_autocall_guide_vie',
    routeBasePath: 'guide/portal_autocall_guide_vie',
    sidebarPath: 'sidebars/portal_autocall_guide_vie.ts',
    label: 'Hướng dẫn trang quản trị gọi tự động',
    lang: 'vi',
    editionOf: 'portal_autocall_guide',
    navbar: {label: 'Auto-call portal (Tiếng Việt)', placement: 'guides'},
    print: {title: 'Hướng dẫn trang quản trị gọi tự động'},
    audience: 'admins',
  },
];

/**
 * The pages of no section, each in its language: the search results pages, the Vietnamese not-found page
 * and the changelogs (each one's list and every entry below it).
 */
export const pagesOutsideSections: readonly (readonly [path: string, lang: Lang])[] = [
  [searchPages.en, 'en'],
  [searchPages.vi, 'vi'],
  [viNotFoundPage, 'vi'],
  [changelogs.en.route, 'en'],
  [changelogs.vi.route, 'vi'],
];

/**
 * The pages of the developers' main section that every reader lands on, administrators first: the ones
 * with an edition in each language (`pagePairs`), Support and the call statuses, which every guide links.
 * Search names their section "Help", the footer column that lists them, rather than "API".
 */
export function everyReaderPages(
  list: readonly Section[] = sections,
  pairs: readonly PagePair[] = pagePairs,
): string[] {
  return pairs.flatMap((pair) => [pair.en, pair.vi]).filter((page) => !sectionOfPath(page, list).routeBasePath);
}

/**
 * The address prefixes whose chrome is an administrator's, for the browser (src/components/useAudience.ts,
 * which adds the not-found pages): the sections written for administrators (`audience: 'admins'`), the
 * pages every reader lands on (`everyReaderPages`) and the pages of no section. What is left is the API,
 * SDK and Bitrix24 pages, where the developer items stay.
 */
export function adminPrefixes(list: readonly Section[] = sections, pairs: readonly PagePair[] = pagePairs): string[] {
  return [
    ...list.filter((s) => s.audience === 'admins').map((s) => `/${s.routeBasePath}`),
    ...everyReaderPages(list, pairs),
    ...pagesOutsideSections.map(([page]) => page),
  ];
}

/** The name of the part of the site a page belongs to, as search shows it: its section's, or "Help" (`everyReaderPages`). */
export function pageLabel(route: string, list: readonly Section[] = sections): string {
  return everyReaderPages(list).includes(route.replace(/\/$/, '')) ? 'Help' : sectionOfPath(route, list).label;
}

/** The URL of a section's landing page: '/' or '/prefix/'. */
export function sectionHome(section: Section): string {
  return section.routeBasePath ? `/${section.routeBasePath}/` : '/';
}

/** The address of a section's print edition, under the section's own prefix (so a Vietnamese edition's is Vietnamese). */
export function printPath(section: Section): string {
  return `${section.routeBasePath ? `/${section.routeBasePath}` : ''}/print`;
}

/** The section a URL path belongs to (the longest matching prefix). */
export function sectionOfPath(pathname: string, list: readonly Section[] = sections): Section {
  const match = list
    .filter(
      (s) => s.routeBasePath && (pathname === `/${s.routeBasePath}` || pathname.startsWith(`/${s.routeBasePath}/`)),
    )
    .sort((a, b) => b.routeBasePath.length - a.routeBasePath.length)[0];
  return match ?? list.find((s) => !s.routeBasePath)!;
}

/**
 * What the browser needs to tell a page's language (src/components/usePageLang.ts): the prefixes of
 * the sections in another language than the main section's, and of the sections nested in those.
 */
export function pageLangs(
  list: readonly Section[] = sections,
  pages: readonly PagePair[] = pagePairs,
  // Pages outside the sections, in another language than the main one: the Vietnamese not-found and search
  // pages, and the Vietnamese changelog (its list and every entry below it).
  extra: readonly (readonly [string, Lang])[] = pagesOutsideSections.filter(
    ([, lang]) => lang !== list.find((s) => !s.routeBasePath)!.lang,
  ),
  // Pages of no section that have an edition in each language: the search results pages and the changelogs' lists.
  routePairs: readonly PagePair[] = [searchPages, {en: changelogs.en.route, vi: changelogs.vi.route}],
): PageLangs {
  const main = list.find((s) => !s.routeBasePath)!;
  const other = list.filter((s) => s.routeBasePath && s.lang !== main.lang);
  const nested = list.filter(
    (s) =>
      s.routeBasePath && s.lang === main.lang && other.some((o) => s.routeBasePath.startsWith(`${o.routeBasePath}/`)),
  );
  // A single page in another language than its section's (the Vietnamese support page in the main section).
  const single = pages.flatMap((pair) =>
    (['en', 'vi'] as const)
      .filter((lang) => sectionOfPath(pair[lang], list).lang !== lang)
      .map((lang) => [pair[lang], lang] as [string, Lang]),
  );
  const prefixes = [
    ...single,
    ...extra.map(([page, lang]) => [page, lang] as [string, Lang]),
    ...[...other, ...nested].map((s) => [`/${s.routeBasePath}`, s.lang] as [string, Lang]),
  ].sort((a, b) => b[0].length - a[0].length);
  const editions = list.filter((s) => s.editionOf).map((s) => [list.find((o) => o.id === s.editionOf)!, s] as const);
  const byLang = (a: Section, b: Section) => (a.lang === 'en' ? [a, b] : [b, a]);
  return {
    default: main.lang,
    prefixes,
    pairs: {
      sections: editions.map(([x, y]) => byLang(x, y).map((s) => `/${s.routeBasePath}`) as [string, string]),
      pages: [...pages, ...routePairs].map((pair) => [pair.en, pair.vi]),
    },
  };
}
