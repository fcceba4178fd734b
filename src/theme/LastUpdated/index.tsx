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
 */
export default function LastUpdatedWrapper(props: Props): ReactNode {
  const lang = usePageLang();
  if (lang !== 'vi' || !props.lastUpdatedAt) return <LastUpdated {...props} />;
  const date = new Date(props.lastUpdatedAt);
  const shown = new Intl.DateTimeFormat('vi-VN', {day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC'}).format(date);
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
