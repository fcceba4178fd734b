import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageFeedback from '@site/src/components/PageFeedback';
import {usePageLang} from '@site/src/components/usePageLang';
import {encodePath} from '@site/src/config/urls';

/**
 * Wrapper of the classic DocItem/Footer (@docusaurus/theme-classic 3.10.2), public API only: after the
 * stock footer (the last-updated line), "Was this page helpful?" (src/components/PageFeedback), on every
 * doc page. It reads here, once, what the feedback needs of the page: its language (the site's one
 * page-language hook, src/components/usePageLang.ts), its title and its address (the site URL and the
 * page's path, percent-encoded as the canonical link writes it).
 */
export default function DocItemFooterWrapper(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const lang = usePageLang();
  return (
    <>
      <Footer />
      <PageFeedback lang={lang} title={metadata.title} url={`${siteConfig.url}${encodePath(metadata.permalink)}`} />
    </>
  );
}
