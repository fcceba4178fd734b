/**
 * Wrapper of the classic theme's AnnouncementBar/Content (@docusaurus/theme-classic 3.10.2): English pages
 * get the stock component (themeConfig.announcementBar.content); Vietnamese pages get the same element,
 * class names and style rules (styles.module.css copies the stock file's two rules) with the Vietnamese
 * notice of src/config/vi-chrome.ts. The stock component reads the content from the theme config only,
 * so the Vietnamese branch renders the element itself; tests/e2e/vietnamese.test.ts checks both.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import AnnouncementBarContent from '@theme-original/AnnouncementBar/Content';
import type AnnouncementBarContentType from '@theme/AnnouncementBar/Content';
import type {WrapperProps} from '@docusaurus/types';
import {usePageLang} from '@site/src/components/usePageLang';
import {viStrings} from '@site/src/plugins/features/page-lang/client/strings';
import styles from './styles.module.css';

type Props = WrapperProps<typeof AnnouncementBarContentType>;

export default function AnnouncementBarContentWrapper(props: Props): ReactNode {
  const lang = usePageLang();
  if (lang === 'en') return <AnnouncementBarContent {...props} />;
  // The notice is ours (src/config/vi-chrome.ts), as the stock component trusts the config's HTML.
  return (
    <div
      {...props}
      className={clsx(styles.content, props.className)}
      dangerouslySetInnerHTML={{__html: viStrings.chrome.announcement}}
    />
  );
}
