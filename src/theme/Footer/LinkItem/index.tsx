import React, {type ReactNode} from 'react';
import LinkItem from '@theme-original/Footer/LinkItem';
import type LinkItemType from '@theme/Footer/LinkItem';
import type {WrapperProps} from '@docusaurus/types';
import {usePageLang} from '@site/src/components/usePageLang';
import {canonicalPages, supportPage} from '@site/src/config/pages';
import {viStrings} from '@site/src/plugins/features/page-lang/client/strings';

type Props = WrapperProps<typeof LinkItemType>;

/**
 * On a Vietnamese page, the footer's Support link leads to the Vietnamese support page (the other links
 * are translated by the Footer/Links wrapper, which leaves this one to this wrapper).
 */
export default function FooterLinkItemWrapper({item, ...props}: Props): ReactNode {
  const lang = usePageLang();
  if (lang === 'vi' && item.to === canonicalPages.support) {
    return (
      <LinkItem {...props} item={{...item, to: supportPage('vi'), label: viStrings().labels.Support, hrefLang: 'vi'}} />
    );
  }
  return <LinkItem {...props} item={item} />;
}
