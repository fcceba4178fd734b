import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {sections} from './src/config/sections';
import {docsPlugins, footerLinks, navbarItems} from './src/config/site';
import openapiDownloads from './src/plugins/openapi-downloads';
import mdxDependencies from './src/plugins/mdx-dependencies';
import precompress from './src/plugins/precompress';
import cspHashes from './src/plugins/csp-hashes';
import searchPlugin from './src/plugins/search';
import codeTheme from './src/plugins/code-theme';
import leanTslib from './src/plugins/lean-tslib';
import markdownTwins from './src/plugins/markdown-twins';
import pageLang from './src/plugins/page-lang';
import {lastUpdateVcs} from './src/config/last-updated';

// Environment switches, read once.
const siteUrl = process.env.SITE_URL ?? 'https://docs.pitel.example.com';
// Algolia DocSearch replaces the built-in offline search when all three are set at build time.
const algolia = {
  appId: process.env.ALGOLIA_APP_ID,
  apiKey: process.env.ALGOLIA_API_KEY,
  indexName: process.env.ALGOLIA_INDEX_NAME,
};
const useAlgolia = Boolean(algolia.appId && algolia.apiKey && algolia.indexName);

const config: Config = {
  title: 'Pitel Docs',
  tagline: 'REST API, VoIP SDK, CRM connector and portal guides for Pitel call centers',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  titleDelimiter: '|',
  trailingSlash: undefined,

  // Build-time link checks only warn so a writer's preview never breaks;
  // the test suite runs a strict check on the built output instead.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true},
    faster: true,
    // "Last updated" dates from git, or none when the site is built outside a git work tree.
    experimental_vcs: lastUpdateVcs(__dirname),
  },

  markdown: {
    format: 'mdx',
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn'},
  },

  clientModules: ['./src/clientModules/scrollableTables.ts'],

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        pages: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  // markdownTwins writes the Markdown twins, llms.txt and llms-full.txt after the pages, and
  // precompresses them itself (see src/plugins/markdown-twins).
  plugins: [...docsPlugins(sections), leanTslib, codeTheme, pageLang, openapiDownloads, mdxDependencies, ...(useAlgolia ? [] : [searchPlugin]), precompress, cspHashes, markdownTwins],

  themeConfig: {
    // With `algolia` set, the classic preset adds @docusaurus/theme-search-algolia (search box and /search page).
    ...(useAlgolia && {
      algolia: {
        appId: algolia.appId!,
        apiKey: algolia.apiKey!,
        indexName: algolia.indexName!,
        contextualSearch: true,
        searchPagePath: 'search',
      },
    }),
    metadata: [{name: 'keywords', content: 'Pitel, API, call center, autocall, VoIP SDK, Bitrix24'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'openapi-downloads-2026-11',
      content:
        'The API reference now comes with OpenAPI documents for v1 and v3: <a href="/#download-the-specs">download them from Getting started</a>.',
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    // Code is highlighted at build time (src/rehype/code-blocks.ts) and coloured by CSS generated
    // from src/config/prism.ts (src/plugins/code-theme): the browser needs no Prism theme, so the
    // site config it receives carries an empty one instead of the default.
    prism: {theme: {plain: {}, styles: []}},
    navbar: {
      title: 'Pitel Docs',
      hideOnScroll: false,
      logo: {alt: 'Pitel Docs logo', src: 'img/logo.svg', width: 32, height: 32},
      items: navbarItems(sections),
    },
    footer: {
      style: 'dark',
      links: footerLinks(sections),
      copyright: `© ${new Date().getFullYear()} Pitel. Documentation for the Pitel call-center platform.`,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
