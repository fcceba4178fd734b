/**
 * Turns the sections list into Docusaurus plugin instances, navbar items and footer links.
 * Kept apart from docusaurus.config.ts so the mapping is unit-tested.
 */
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Plugin, PluginConfig} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import * as docsPackage from '@docusaurus/plugin-content-docs';
import * as blogPackage from '@docusaurus/plugin-content-blog';
import {instance, type PluginPackage} from './plugin-instances';
import type {Footer, NavbarItem} from '@docusaurus/theme-common';
import {sections as allSections, sectionHome, type Section} from './sections';
import {canonicalPages, quickstartPage} from './pages';
import {changelogs, feedTitle, feedTypes, type Changelog} from './changelog';
import {chromeEn} from './chrome-text';
import {viChrome} from './vi-chrome';
import {remarkApiReference} from '../plugins/features/api-reference';
import {rehypeCodeBlocks} from '../plugins/features/code-blocks/rehype';
import {remarkDiagrams} from '../plugins/features/diagrams/remark';
import {remarkLinkLang} from '../plugins/features/page-lang/remark-link-lang';

/** Options every docs instance shares. */
export const sharedDocsOptions = {
  // Sidebars start expanded and stay collapsible.
  sidebarCollapsible: true,
  sidebarCollapsed: false,
  breadcrumbs: true,
  // The spec's version label for the only (current) version.
  versions: {current: {label: 'Next'}},
  // "Last updated on …" under every page, from the git history (Docusaurus reads it in one pass at
  // build start; a build without git history goes on without the dates, see tests/unit/sample-values.test.ts).
  showLastUpdateTime: true,
  showLastUpdateAuthor: false,
  // Mermaid diagrams are drawn at build time; the browser gets SVG and no diagram library.
  beforeDefaultRemarkPlugins: [remarkApiReference, remarkDiagrams],
  // On a Vietnamese page, a link to a page that exists only in English says "(tiếng Anh)".
  remarkPlugins: [remarkLinkLang],
  // Code is highlighted at build time; the browser gets HTML and no highlighter.
  rehypePlugins: [rehypeCodeBlocks],
} satisfies DocsOptions;

export function docsPluginOptions(section: Section): DocsOptions {
  return {
    ...sharedDocsOptions,
    id: pluginId(section),
    path: section.path,
    routeBasePath: section.routeBasePath || '/',
    sidebarPath: `./${section.sidebarPath}`,
  } satisfies DocsOptions;
}

/**
 * The options of a changelog's blog instance (src/config/changelog.ts): the preset's blog for the English
 * changelog, a second instance of the stock plugin for the Vietnamese one. Every entry is listed on one
 * page and beside every entry; reading time shown (the specification: "Blog shows reading time"); RSS and
 * Atom feeds in the changelog's language; no archive, tags or authors, which a changelog of a few entries a
 * week does not need.
 */
export function changelogPluginOptions(log: Changelog, year = new Date().getFullYear()): BlogOptions {
  return {
    id: log.id,
    path: log.path,
    routeBasePath: log.route.slice(1),
    blogTitle: log.title,
    blogDescription: log.description,
    blogSidebarTitle: log.sidebarTitle,
    blogSidebarCount: 'ALL',
    postsPerPage: 'ALL',
    showReadingTime: true,
    // Each entry's git date in its route's metadata, which the sitemap's lastmod reads (the stock sitemap
    // looks a blog route's file up by a relative path the eager git reader does not know); the entry pages
    // show no line for it (the blog's footer shows one only beside an edit link, and there is none).
    showLastUpdateTime: true,
    archiveBasePath: null,
    // Warnings: the blog checks these in the dev server too, whose preview must not break; the writers' lint fails an
    // entry with tags, authors or no truncate marker.
    onInlineTags: 'warn',
    onInlineAuthors: 'warn',
    onUntruncatedBlogPosts: 'warn',
    feedOptions: {
      type: [...feedTypes],
      title: feedTitle(log),
      description: log.description,
      copyright: (log.lang === 'vi' ? viChrome : chromeEn).copyright.replace('{year}', String(year)),
      language: log.lang,
      limit: 20,
    },
    // As on the pages: on a Vietnamese entry, a link to an English-only page says "(tiếng Anh)"; code highlighted at build time.
    remarkPlugins: [remarkLinkLang],
    rehypePlugins: [rehypeCodeBlocks],
  } satisfies BlogOptions;
}

/** The docs plugin instance id of a section ('default' for the root section). */
export function pluginId(section: Section): string {
  return section.id === 'docs' ? 'default' : section.id;
}

/**
 * One docs plugin instance per section: the stock plugin, its options kept in Node
 * (src/config/plugin-instances.ts).
 */
export function docsPlugins(list: readonly Section[] = allSections): PluginConfig[] {
  return list.map((section) =>
    instance(docsPackage as unknown as PluginPackage<DocsOptions>, docsPluginOptions(section)),
  );
}

/**
 * A changelog's instance of the stock blog plugin, its options kept in Node (src/config/plugin-instances.ts);
 * `nest`, when given (the performance layer's, src/config/performance-layer.ts), puts its routes under
 * its base path.
 */
export function changelogPlugin(
  log: Changelog,
  nest?: (blog: Plugin<unknown>, basePath: string) => Plugin<unknown>,
): PluginConfig {
  const options = changelogPluginOptions(log);
  return instance(
    blogPackage as unknown as PluginPackage<BlogOptions>,
    options,
    nest && ((blog, context) => nest(blog, normalizeUrl([context.baseUrl, options.routeBasePath ?? 'blog']))),
  );
}

function sidebarLink(section: Section, label = section.navbar.label) {
  return {
    type: 'docSidebar' as const,
    sidebarId: section.id,
    docsPluginId: pluginId(section),
    label,
  };
}

/** Navbar: main sections on the left in list order, the portal guides in a "User Guides" dropdown. */
export function navbarItems(list: readonly Section[] = allSections): NavbarItem[] {
  const main = list
    .filter((s) => s.navbar.placement === 'main')
    .map((s) => ({...sidebarLink(s), position: 'left' as const}));
  const guides = list.filter((s) => s.navbar.placement === 'guides').map((s) => sidebarLink(s));
  return [
    ...main,
    {type: 'dropdown', label: 'User Guides', position: 'right', items: guides},
    // The page's language and its other edition (src/theme/NavbarItem/LanguageMenu).
    {type: 'custom-languageMenu', position: 'right'},
    {type: 'search', position: 'right'},
  ] as NavbarItem[];
}

export function footerLinks(list: readonly Section[] = allSections): Footer['links'] {
  const byId = (id: Section['id']) => list.find((s) => s.id === id)!;
  const link = (label: string, to: string) => ({label, to});
  return [
    {
      title: 'API',
      items: [
        link('Getting started', '/'),
        link('Quickstart', quickstartPage),
        link('API v1 (PBX)', '/category/v1'),
        link('API v3 (call center, auto-call)', '/category/v3'),
        link('psr module', '/category/psr'),
        {label: 'OpenAPI v3 (YAML)', href: 'pathname:///openapi/v3.yaml'},
      ],
    },
    {
      title: 'SDK and CRM',
      items: [
        link('Flutter SDK', '/pitel_app/category/flutter-sdk'),
        link('React Native SDK', sectionHome(byId('pitel_app'))),
        link('Web SDK', '/pitel_app/category/web-sdk'),
        link('Bitrix24 connector (English)', sectionHome(byId('bitrix_eng'))),
        link('Bitrix24 connector (Tiếng Việt)', sectionHome(byId('bitrix_vie'))),
      ],
    },
    {
      title: 'Portal guides',
      items: [
        link('Call-center portal', sectionHome(byId('portal_callcenter_guide'))),
        link('Call-center portal (Tiếng Việt)', sectionHome(byId('portal_callcenter_guide_vie'))),
        link('Auto-call portal', sectionHome(byId('portal_autocall_guide'))),
        link('Auto-call portal (Tiếng Việt)', sectionHome(byId('portal_autocall_guide_vie'))),
        link('Auto-call quick setup', '/guide/portal_autocall_guide/quicksetup'),
        link('Call-center queues', '/guide/portal_callcenter_guide/queue'),
      ],
    },
    {
      // On every page: the planned-design notices and the guides send readers to Support.
      title: 'Help',
      items: [
        link('Support', canonicalPages.support),
        link('API keys and tokens', canonicalPages.authentication),
        link('Errors', canonicalPages.errors),
        link('Call statuses', canonicalPages.callStatuses),
        // What changed in these docs (src/config/changelog.ts); Vietnamese pages lead to the Vietnamese changelog.
        link('Changelog', changelogs.en.route),
      ],
    },
  ];
}
