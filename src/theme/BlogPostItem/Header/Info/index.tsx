import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {usePageLang} from '@site/src/components/usePageLang';
import styles from './styles.module.css';

/**
 * Wrapper of the classic BlogPostItem/Header/Info (@docusaurus/theme-classic 3.10.2), public API only: the
 * date and reading time of a changelog entry. The site has one locale (English), so the stock line writes
 * the date in English ("November 26, 2026") on every page; an entry of the Vietnamese changelog says it the
 * Vietnamese way (26/11/2026), as the Vietnamese last-updated line does (src/theme/LastUpdated). The
 * reading time is the theme's string, in Vietnamese on a Vietnamese page (src/plugins/features/page-lang).
 */
export default function BlogPostItemHeaderInfoWrapper(props: Props): ReactNode {
  return usePageLang() === 'vi' ? <VietnameseInfo className={props.className} /> : <Info {...props} />;
}

function VietnameseInfo({className}: {className?: string}): ReactNode {
  const {metadata} = useBlogPost();
  const {selectMessage} = usePluralForm();
  const {date, readingTime} = metadata;
  const shown = new Intl.DateTimeFormat('vi-VN', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(date));
  const minutes = readingTime === undefined ? undefined : Math.ceil(readingTime);
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      Ngày <time dateTime={date}>{shown}</time>
      {minutes !== undefined && (
        <>
          {' · '}
          {selectMessage(
            minutes,
            translate(
              {id: 'theme.blog.post.readingTime.plurals', message: 'One min read|{readingTime} min read'},
              {readingTime: minutes},
            ),
          )}
        </>
      )}
    </div>
  );
}
