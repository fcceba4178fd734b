import React, {type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {usePageLang} from '@site/src/components/usePageLang';

type Props = WrapperProps<typeof LastUpdatedType>;

/**
 * Wrapper of the classic LastUpdated: the Vietnamese pages say when they changed in Vietnamese, with
 * the date written the Vietnamese way (23/11/2026); every other page keeps the classic line.
 * The site has one locale (English), so the theme's own translations cannot do this per section.
 *
 * Both lines sit in a schema.org WebPage item (`itemscope`): the date carries the microdata property
 * `itemprop="dateModified"`, as the classic line does, but the classic docs page declares no item for it
 * to belong to, which HTML does not allow (the W3C Nu checker reported it on every page with a date).
 * In the item, the property says what it was written for: when this page last changed.
 */
export default function LastUpdatedWrapper(props: Props): ReactNode {
  const lang = usePageLang();
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      {lang === 'vi' && props.lastUpdatedAt ? (
        <VietnameseLine lastUpdatedAt={props.lastUpdatedAt} />
      ) : (
        <LastUpdated {...props} />
      )}
    </span>
  );
}

function VietnameseLine({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const date = new Date(lastUpdatedAt);
  const shown = new Intl.DateTimeFormat('vi-VN', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Cập nhật lần cuối ngày{' '}
      <b>
        <time dateTime={date.toISOString()} itemProp="dateModified">
          {shown}
        </time>
      </b>
    </span>
  );
}
