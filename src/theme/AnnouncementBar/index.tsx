/**
 * Wrapper of the classic theme's AnnouncementBar (@docusaurus/theme-classic 3.10.2): the notice is news
 * for developers, so the pages written for administrators (src/components/useAudience.ts) show no bar;
 * every other page gets the stock bar (its Vietnamese text: ./Content).
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
