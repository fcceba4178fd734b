/**
 * Wrapper of the classic theme's NotFound/Content (@docusaurus/theme-classic 3.10.2): English addresses
 * get the stock content. A Vietnamese address (an unknown page under a Vietnamese section, and the page
 * /khong-tim-thay that deploy/nginx.conf answers with for them) gets the same heading in Vietnamese, a
 * search box (a plain form to the Vietnamese results page, /tim-kiem, so it works before and without JavaScript) and links to the
 * Vietnamese guides, from src/config/vi-chrome.ts and src/config/sections.ts.
 *
 * Both set the document's title ("Page Not Found | Pitel Docs"): the stock not-found page sets it, but
 * an unknown address under a docs section renders this content alone (theme DocRoot), which left the
 * bare site title in tabs, history and screen readers.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {usePageLang} from '@site/src/components/usePageLang';
import {viStrings} from '@site/src/plugins/features/page-lang/client/strings';
import {searchPages} from '@site/src/config/pages';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof NotFoundContentType>;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  const lang = usePageLang();
  const searchUrl = useBaseUrl(searchPages.vi);
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  return (
    <>
      <PageMetadata title={title} />
      {lang === 'en' ? (
        <NotFoundContent {...props} />
      ) : (
        <main className={clsx('container margin-vert--xl', props.className)}>
          <div className="row">
            <div className="col col--6 col--offset-3">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p>{viStrings.chrome.notFoundText}</p>
              <form action={searchUrl} method="get" role="search" className="margin-bottom--md">
                <label htmlFor="not-found-q">{viStrings.chrome.searchLabel}</label>{' '}
                <input id="not-found-q" name="q" type="text" enterKeyHint="search" />{' '}
                <button type="submit" className="button button--primary button--sm">
                  {viStrings.chrome.searchButton}
                </button>
              </form>
              <ul>
                {viStrings.guides.map((guide) => (
                  <li key={guide.to}>
                    <Link to={guide.to}>{guide.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </main>
      )}
    </>
  );
}
