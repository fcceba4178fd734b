/**
 * Fork of @docusaurus/theme-classic/src/theme/SiteMetadata/index.tsx, Docusaurus 3.10.2.
 *
 * Changed:
 * - Every address in the head (canonical, og:url, the hreflang alternates) is percent-encoded, the one
 *   way the sitemap (src/config/sitemap.ts) and the Markdown twin's link write it. The stock component
 *   builds them from `useLocation().pathname`, which is the raw route path in the server render
 *   (`/bitrix_pitel_vie/category/cài-đặt`) and the encoded one in the browser (Docusaurus issue 9170).
 * - The hreflang alternates name the page's own language and its edition in the other language
 *   (src/config/page-langs.ts), with the English edition as `x-default`, instead of one link per
 *   configured locale (the site has one locale, `en`, so the stock links call every page English).
 * - `og:locale` is the page's language, with `og:locale:alternate` when the page has another edition.
 * - `<html lang>` is set again here, the page's language (src/plugins/features/page-lang), as the defaults in
 *   SiteMetadataDefaults set it.
 * Why: a wrapper cannot change the stock links: react-helmet keys an alternate link by its `href`, so a
 *   later link with the encoded address adds a second link instead of replacing the raw one, and the
 *   raw canonical came first in the server HTML of every page with a non-ASCII address. The rest (the
 *   Twitter card, the default image, the search metadata, `themeConfig.metadata`) is the stock code.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import {useLocation} from '@docusaurus/router';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import SearchMetadata from '@theme/SearchMetadata';
import {ogLocales, useCounterpart, usePageLang} from '@site/src/components/usePageLang';
import {encodePath} from '@site/src/config/urls';

/** The page's own address, fully qualified and percent-encoded (the stock default canonical, encoded). */
function usePageUrl(): string {
  const {
    siteConfig: {url: siteUrl, baseUrl, trailingSlash},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const canonicalPathname = applyTrailingSlash(useBaseUrl(pathname), {trailingSlash, baseUrl});
  return siteUrl + encodePath(canonicalPathname);
}

function CanonicalUrlHeaders({url}: {url: string}): ReactNode {
  return (
    <Head>
      <meta property="og:url" content={url} />
      <link rel="canonical" href={url} />
    </Head>
  );
}

function AlternateLangHeaders({own}: {own: string}): ReactNode {
  const lang = usePageLang();
  const counterpart = useCounterpart();
  const {siteConfig} = useDocusaurusContext();
  const other = counterpart && `${siteConfig.url}${encodePath(counterpart.path)}`;
  const english = counterpart?.lang === 'en' ? other : own;
  return (
    <Head>
      <html lang={lang} />
      <meta property="og:locale" content={ogLocales[lang]} />
      {counterpart && <meta property="og:locale:alternate" content={ogLocales[counterpart.lang]} />}
      <link rel="alternate" href={own} hrefLang={lang} />
      {counterpart && <link rel="alternate" href={other} hrefLang={counterpart.lang} />}
      {/* An English page is its own x-default; a Vietnamese page names its English edition, if any. */}
      {(lang === 'en' || counterpart) && <link rel="alternate" href={english} hrefLang="x-default" />}
    </Head>
  );
}

export default function SiteMetadata(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {metadata, image: defaultImage} = useThemeConfig();
  const url = usePageUrl();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {/* The keyboard focus class name need to be applied when SSR so links
        are outlined when JS is disabled */}
        <body />
      </Head>

      {defaultImage && <PageMetadata image={defaultImage} />}

      <CanonicalUrlHeaders url={url} />

      <AlternateLangHeaders own={url} />

      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />

      {/* A later <Head> overrides the defaults above (as in the stock component). */}
      <Head>
        {metadata.map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
