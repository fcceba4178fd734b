/**
 * Wrapper of the classic theme's AnnouncementBar (@docusaurus/theme-classic 3.10.2): the notice is news
 * for developers, so the pages with an administrator's chrome (src/components/useAudience.ts: the portal
 * guides, Support, the call statuses, search, not-found and changelog pages) show no bar; the API, SDK and
 * Bitrix24 pages get the stock bar (its Vietnamese text: ./Content).
 */
import React, {type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useIsAdminPage} from '@site/src/components/useAudience';

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  return useIsAdminPage() ? null : <AnnouncementBar {...props} />;
}
