/**
 * Wrapper of the classic theme's NavbarItem/DefaultNavbarItem (@docusaurus/theme-classic 3.10.2): on a
 * Vietnamese page, the label of a navbar link is the Vietnamese one of src/config/vi-chrome.ts, and a
 * dropdown item leading to an English page says "(tiếng Anh)" and carries `hreflang`. A link of the top
 * row (or of the phone menu's first level) to an English guide that has a Vietnamese edition is left out:
 * the row links that edition already (the Bitrix24 guides), and the language menu leads to the English
 * one. Every navbar link of the site config (docSidebar, doc, plain links, dropdown items) ends here, in the
 * server HTML and in the browser alike. English pages are unchanged.
 */
import React, {type ReactNode} from 'react';
import DefaultNavbarItem from '@theme-original/NavbarItem/DefaultNavbarItem';
import type DefaultNavbarItemType from '@theme/NavbarItem/DefaultNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useChromeLabel, usePageLang, useSameLangTarget} from '@site/src/components/usePageLang';

type Props = WrapperProps<typeof DefaultNavbarItemType>;

export default function DefaultNavbarItemWrapper(props: Props): ReactNode {
  const chromeLabel = useChromeLabel();
  const vi = usePageLang() === 'vi';
  const sameLangTarget = useSameLangTarget();
  // The language menu's items are named in their own language already (src/theme/NavbarItem/LanguageMenu).
  if ((props as {lang?: string}).lang) return <DefaultNavbarItem {...props} />;
  if (vi && !props.isDropdownItem && props.to && sameLangTarget(props.to)) return null;
  if (typeof props.label !== 'string') return <DefaultNavbarItem {...props} />;
  const {label, hrefLang} = chromeLabel(props.label, props.to, Boolean(props.isDropdownItem || props.mobile));
  return <DefaultNavbarItem {...props} label={label} {...(hrefLang ? {hrefLang} : {})} />;
}
