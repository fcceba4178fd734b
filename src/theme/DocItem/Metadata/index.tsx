import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {twinUrl} from '@site/src/config/markdown-twins';

/**
 * Wrapper of the classic DocItem/Metadata (@docusaurus/theme-classic 3.10.2,
 * src/theme/DocItem/Metadata/index.tsx), public API only: the stock component makes `og:image` and `twitter:image`
 * of the page's front matter `image` (its section's social card, src/plugins/build/social-cards); this adds
 * the card's text alternative from the front matter `image_alt`, in the section's language, after
 * the site's default (a later `<Head>` wins); and it names the page's Markdown twin
 * (src/plugins/build/markdown-twins) with `<link rel="alternate" type="text/markdown">`, server-rendered on
 * every doc page, for crawlers and tools that prefer Markdown. (A plugin's injectHtmlTags is the same
 * on every page, so the per-page link belongs here.)
 */
export default function DocItemMetadataWrapper(): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const alt = (frontMatter as {image_alt?: unknown}).image_alt;
  return (
    <>
      <Metadata />
      <Head>
        <link rel="alternate" type="text/markdown" href={twinUrl(siteConfig.url, metadata.permalink)} />
      </Head>
      {typeof alt === 'string' && alt && (
        <Head>
          <meta property="og:image:alt" content={alt} />
          <meta name="twitter:image:alt" content={alt} />
        </Head>
      )}
    </>
  );
}
