import React, {type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {changelogOfList, feedLabels, feedPath, feedTypes} from '@site/src/config/changelog';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogPostItemsType>;

/**
 * Wrapper of the classic BlogPostItems (@docusaurus/theme-classic 3.10.2), public API only: on a
 * changelog's list page (src/config/changelog.ts), the entries follow a heading of the page. The stock
 * list page has no h1 (each entry is an h2), so a screen reader's list of headings and the page's outline
 * had no name for the page; here it gets the changelog's title as its h1, its description, and links to
 * its RSS and Atom feeds, in the changelog's language. Every other use of the list is unchanged.
 */
export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const log = changelogOfList(decodeURI(pathname));
  if (!log) return <BlogPostItems {...props} />;
  return (
    <>
      <header className={styles.header}>
        <h1>{log.title}</h1>
        <p>{log.description}</p>
        <p className={styles.feeds}>
          {log.follow}{' '}
          {feedTypes.map((type, i) => (
            <React.Fragment key={type}>
              {i > 0 && ' · '}
              <a href={feedPath(log, type)} type={type === 'rss' ? 'application/rss+xml' : 'application/atom+xml'}>
                {feedLabels[type]}
              </a>
            </React.Fragment>
          ))}
        </p>
      </header>
      <BlogPostItems {...props} />
    </>
  );
}
