import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

/**
 * Wrapper of the classic DocItem/Metadata: the stock component makes `og:image` and `twitter:image`
 * of the page's front matter `image` (its section's social card, src/plugins/social-cards); this adds
 * the card's text alternative from the front matter `image_alt`, in the section's language, after
 * the site's default (a later `<Head>` wins).
 */
export default function DocItemMetadataWrapper(): ReactNode {
  const {frontMatter} = useDoc();
  const alt = (frontMatter as {image_alt?: unknown}).image_alt;
  return (
    <>
      <Metadata />
      {typeof alt === 'string' && alt && (
        <Head>
          <meta property="og:image:alt" content={alt} />
          <meta name="twitter:image:alt" content={alt} />
        </Head>
      )}
    </>
  );
}
