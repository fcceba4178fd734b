/**
 * Wrapper of the classic theme's NavbarItem/DefaultNavbarItem (@docusaurus/theme-classic 3.10.2): on a
 * Vietnamese page, the label of a navbar link is the Vietnamese one of src/config/vi-chrome.ts, and a
 * dropdown item leading to an English page says "(tiếng Anh)" and carries `hreflang`. Every navbar link
 * of the site config (docSidebar, doc, plain links, dropdown items) ends here, in the server HTML and in
 * the browser alike. English pages are unchanged.
 */
import React, {type ReactNode} from 'react';
import DefaultNavbarItem from '@theme-original/NavbarItem/DefaultNavbarItem';
import type DefaultNavbarItemType from '@theme/NavbarItem/DefaultNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useChromeLabel} from '@site/src/components/usePageLang';

type Props = WrapperProps<typeof DefaultNavbarItemType>;

export default function DefaultNavbarItemWrapper(props: Props): ReactNode {
  const chromeLabel = useChromeLabel();
  // The language menu's items are named in their own language already (src/theme/NavbarItem/LanguageMenu).
  if ((props as {lang?: string}).lang) return <DefaultNavbarItem {...props} />;
  if (typeof props.label !== 'string') return <DefaultNavbarItem {...props} />;
  const {label, hrefLang} = chromeLabel(props.label, props.to, Boolean(props.isDropdownItem || props.mobile));
  return <DefaultNavbarItem {...props} label={label} {...(hrefLang ? {hrefLang} : {})} />;
}
