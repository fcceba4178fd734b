import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {adminPrefixes, pageLangs, sections} from './src/config/sections';
import {changelogPlugin, docsPlugins, footerLinks, navbarItems} from './src/config/site';
import {changelogList, changelogs} from './src/config/changelog';
import {chromeEn} from './src/config/chrome-text';
import {viNotFoundPage} from './src/config/pages';
import {listLastmod, sitemapAlternates} from './src/config/sitemap';
import codeBlocks from './src/plugins/features/code-blocks';
import diagrams from './src/plugins/features/diagrams';
import mdxDependencies from './src/plugins/build/mdx-dependencies';
import apiReference from './src/plugins/features/api-reference';
import openapiDownloads from './src/plugins/build/openapi-downloads';
import postmanCollections from './src/plugins/build/postman-collections';
import callInspector from './src/plugins/features/call-inspector';
import search from './src/plugins/features/search';
import printEditions from './src/plugins/features/print-editions';
import pageLang from './src/plugins/features/page-lang';
import precompress from './src/plugins/build/precompress';
import markdownTwins from './src/plugins/build/markdown-twins';
import postcssOptions from './src/plugins/build/postcss-options';
import mcpBundle from './src/plugins/build/mcp-bundle';
import robots from './src/plugins/build/robots';
import staticHosts from './src/plugins/build/static-hosts';
import socialCards from './src/plugins/build/social-cards';
import connectorDownload from './src/plugins/build/connector-download';
import leanDownload from './src/plugins/build/lean-download';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardAlt,
  cardPath,
  socialCardFrontMatter,
} from './src/plugins/build/social-cards/cards';
import {lastUpdateVcs} from './src/config/last-updated';
import {futureV4Flags} from './src/config/docusaurus-major';
import {fasterConfig} from './src/config/faster';
import {siteUrlOf} from './src/config/site-url';
import {performanceLayer} from './src/config/performance-layer';
import {assertOneDocusaurus} from './src/config/one-docusaurus';

// One Docusaurus version in every package.json of the workspace, or a stop here naming the one left
// behind, before a second copy breaks every page (src/config/one-docusaurus.ts).
assertOneDocusaurus(__dirname);

// Environment switches, read once.
const siteUrl = siteUrlOf(process.env);
// Algolia DocSearch replaces the built-in offline search when all three are set at build time.
const algolia = {
  appId: process.env.ALGOLIA_APP_ID,
  apiKey: process.env.ALGOLIA_API_KEY,
  indexName: process.env.ALGOLIA_INDEX_NAME,
};
const useAlgolia = Boolean(algolia.appId && algolia.apiKey && algolia.indexName);
// The performance layer (packages/docusaurus-lean): all its patches unless PERFORMANCE_LAYER says
// otherwise; with `off` (`npm run build:stock`), none of its code is loaded.
const layer = performanceLayer(process.env);

const config: Config = {
  title: 'Pitel Docs',
  tagline: 'REST API, VoIP SDK, CRM connector and portal guides for Pitel call centers',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  titleDelimiter: '|',
  trailingSlash: undefined,

  // `docusaurus build` stops on a broken link or anchor, two pages on one route, and (markdown.hooks below) a
  // broken Markdown link or image, naming the page. The dev server never runs these checks. The site's own
  // checks stop the build too: a missing edition of a paired page (src/plugins/features/page-lang) and a
  // link to a Markdown twin or id that does not exist (src/plugins/build/markdown-twins).
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  future: {
    // 3.x: `removeLegacyPostBuildHeadAttribute` (Faster's SSG worker threads need it); nothing on 4.0,
    // which removed the flag (src/config/docusaurus-major.ts).
    v4: futureV4Flags(),
    faster: fasterConfig(process.env.DOCUSAURUS_FASTER_OFF),
    // "Last updated" dates from git, or none when the site is built outside a git work tree.
    experimental_vcs: lastUpdateVcs(__dirname),
  },

  markdown: {
    format: 'mdx',
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Every page of a section names its section's social card (front matter `image` and `image_alt`,
    // unless the page sets its own image): src/plugins/build/social-cards.
    parseFrontMatter: socialCardFrontMatter(__dirname),
  },

  clientModules: ['./src/clientModules/scrollableTables.ts'],
  // The address prefixes whose chrome is an administrator's (src/config/sections.ts, `adminPrefixes`): it
  // leaves out what is for developers (src/components/useAudience.ts).
  customFields: {adminPrefixes: adminPrefixes(sections)},

  presets: [
    [
      'classic',
      {
        docs: false,
        // The changelogs are plugins below (src/config/changelog.ts), as the docs sections are.
        blog: false,
        pages: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          // Each page's last-updated date (the docs' git dates, as "Last updated on …" shows).
          lastmod: 'date',
          changefreq: null,
          priority: null,
          ignorePatterns: [viNotFoundPage],
          // The other edition of a page, as xhtml:link alternates, and the changelogs' list pages dated by
          // their newest entry (src/config/sitemap.ts).
          async createSitemapItems({defaultCreateSitemapItems, ...params}) {
            const items = listLastmod(
              await defaultCreateSitemapItems(params),
              changelogList.map((log) => log.route),
            );
            const langs = pageLangs(sections);
            return items.map((item) => {
              const links = sitemapAlternates(item.url, langs);
              return links.length ? Object.assign(item, {links}) : item;
            });
          },
        },
      } satisfies Preset.Options,
    ],
  ],

  // Local plugins live in src/plugins/features/<name>/ and src/plugins/build/<name>/ (plugin name
  // `pitel-<name>`, a README in each folder); the performance layer is packages/docusaurus-lean.
  // Docusaurus runs the plugins in this order; where the order matters, the comment says why. Which
  // stage of the build each acts in, what it relies on and what it saves: src/plugins/PIPELINE.md.
  plugins: [
    // 1. Content: one docs plugin instance per section of src/config/sections.ts. Their MDX runs the
    //    build-time steps of the features below (src/config/site.ts: remark and rehype plugins).
    ...docsPlugins(sections),
    // The changelogs at /changelog and /nhat-ky-thay-doi: two instances of the stock blog plugin, the
    // English one with the id 'default'; with the layer on, each one's routes under its base path.
    changelogPlugin(changelogs.en, layer.nest),
    changelogPlugin(changelogs.vi, layer.nest),

    // 2. Build-time features, each with what the browser needs of it.
    //    codeBlocks comes before diagrams: their client modules (the code-theme and diagram-palette
    //    CSS) join the stylesheet in plugin order.
    codeBlocks, // code highlighted in Node; theme CodeBlock (fork), code-theme CSS, no Prism in the browser
    diagrams, // Mermaid drawn as SVG in Node; theme Diagram, palette CSS
    mdxDependencies, // files a page is rendered from, besides its source, as its dependencies (rebuilt on edit)
    apiReference, // an edit of openapi/*.yaml compiles again only the pages whose rendered reference it changes
    openapiDownloads, // openapi/*.yaml published at /openapi/
    postmanCollections, // a Postman collection of each, beside it: /openapi/<name>.postman_collection.json
    callInspector, // the call-event inspector: its catalogue of the documents' payloads as JSON, theme CallInspector
    printEditions, // each guide on one page to print or save as PDF, at /<section>/print (noindex)
    // Offline search: index after the build, SearchBar and SearchPage. Algolia's theme replaces it when configured.
    ...(useAlgolia ? [] : [search]),

    postcssOptions, // the stylesheets' PostCSS options from Docusaurus alone: no search for a config file for each stylesheet

    pageLang, // the page-language prefixes, as global data; the theme's strings and <html lang> follow the page

    // 3. The performance layer: patches that only make the browser's files smaller, none a feature.
    ...layer.plugins,

    // 4. Post-build steps, on the written pages. Docusaurus runs every plugin's postBuild at the same
    //    time, and these do not depend on one another's order: each reads only what the build wrote
    //    before postBuild (pages, bundles, static files) and its own inputs, and compresses the files it
    //    writes itself, as precompress compresses only what the build wrote before postBuild.
    precompress, // .gz and .br beside every text file the build wrote (src/plugins/build/precompress)
    staticHosts, // the CSP's script hashes, nginx's njs module, /.well-known/api-catalog, _headers
    markdownTwins, // a Markdown twin per page, llms.txt and llms-full.txt
    mcpBundle, // the docs MCP server (scripts/mcp) as one file for a plain node: /mcp/pitel-docs-mcp.mjs
    robots, // robots.txt naming the sitemap
    socialCards, // a social card (PNG) per section, named by the pages' og:image
    connectorDownload, // the Bitrix24 reference connector as one archive: /downloads/pitel-bitrix24-connector.tgz
    leanDownload, // the performance layer's npm tarball, its README's install address: /downloads/docusaurus-lean-<version>.tgz
  ],

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
    // The social card of the pages outside the sections (search, not found): the main section's. Each
    // page of a section names its own section's card (markdown.parseFrontMatter above).
    image: cardPath('docs'),
    metadata: [
      {name: 'keywords', content: 'Pitel, API, call center, autocall, VoIP SDK, Bitrix24'},
      // Link previews: what kind of page this is, and the site it belongs to.
      {property: 'og:type', content: 'article'},
      {property: 'og:site_name', content: 'Pitel Docs'},
      // Every social card has this size; the text alternative is the main card's here, and the page's
      // own section's on every page of a section (src/theme/DocItem/Metadata).
      {property: 'og:image:width', content: String(CARD_WIDTH)},
      {property: 'og:image:height', content: String(CARD_HEIGHT)},
      {property: 'og:image:alt', content: cardAlt('docs')},
      {name: 'twitter:image:alt', content: cardAlt('docs')},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'openapi-downloads-2026-11',
      // The notice of English pages; Vietnamese pages show its Vietnamese text (src/config/vi-chrome.ts).
      content: chromeEn.announcement,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    // Code is highlighted at build time and coloured by CSS generated from its own themes
    // (src/plugins/features/code-blocks): the browser needs no Prism theme, so the site config it receives
    // carries an empty one instead of the default.
    prism: {theme: {plain: {}, styles: []}},
    navbar: {
      title: 'Pitel Docs',
      hideOnScroll: false,
      // Decorative: the visible title beside it names the link (Docusaurus's own default when a title is
      // shown), so no alt text to translate and no "Pitel Docs logo Pitel Docs" read twice.
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      items: navbarItems(sections),
    },
    footer: {
      style: 'dark',
      links: footerLinks(sections),
      copyright: chromeEn.copyright.replace('{year}', String(new Date().getFullYear())),
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
