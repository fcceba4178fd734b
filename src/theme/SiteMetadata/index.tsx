import React, {type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import type SiteMetadataType from '@theme/SiteMetadata';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {ogLocales, useCounterpart, usePageLang} from '@site/src/components/usePageLang';

type Props = WrapperProps<typeof SiteMetadataType>;

/**
 * The page's language in the head, after the stock metadata (a later `<Head>` wins). (`<html lang>`
 * itself comes from Docusaurus's defaults, which follow the page's language: src/plugins/page-lang.)
 * - `og:locale` is the page's language, with `og:locale:alternate` when the page has another edition.
 * - A page with an edition in the other language links it with `hreflang` (both directions), and the
 *   English edition is `x-default` (an English page is its own `x-default`, as in the stock links). These replace the stock links of the site's single locale, which
 *   point at the page itself as `en`: the replacement works because they share the page's own URL
 *   (react-helmet keeps one link per `href`), which is why the own URL comes from the same helper as the
 *   stock one (`useAlternatePageUtils`, theme-common internal API, guarded by tests/unit/vi-chrome.test.ts).
 */
export default function SiteMetadataWrapper(props: Props): ReactNode {
  const lang = usePageLang();
  const counterpart = useCounterpart();
  const {siteConfig} = useDocusaurusContext();
  const {createUrl} = useAlternatePageUtils();
  const own = createUrl({locale: 'en', fullyQualified: true});
  const other = counterpart && `${siteConfig.url}${encodeURI(counterpart.path)}`;
  const english = counterpart?.lang === 'en' ? other : own;
  return (
    <>
      <SiteMetadata {...props} />
      <Head>
        {/* Again here, for a client-side navigation to a page in the other language: the defaults do not re-render. */}
        <html lang={lang} />
        <meta property="og:locale" content={ogLocales[lang]} />
        {counterpart && <meta property="og:locale:alternate" content={ogLocales[counterpart.lang]} />}
        {/* Own URL first: it replaces the stock links, which share it. */}
        <link rel="alternate" href={own} hrefLang={lang} />
        {counterpart && <link rel="alternate" href={other} hrefLang={counterpart.lang} />}
        {(lang === 'en' || counterpart) && <link rel="alternate" href={english} hrefLang="x-default" />}
      </Head>
    </>
  );
}
