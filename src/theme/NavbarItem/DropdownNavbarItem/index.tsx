/**
 * Wrapper of the classic theme's NavbarItem/DropdownNavbarItem (@docusaurus/theme-classic 3.10.2): on a
 * Vietnamese page, the dropdown's own label ("User Guides") is the Vietnamese one of
 * src/config/vi-chrome.ts; its items are links, translated by the NavbarItem/DefaultNavbarItem wrapper.
 */
import React, {type ReactNode} from 'react';
import DropdownNavbarItem from '@theme-original/NavbarItem/DropdownNavbarItem';
import type DropdownNavbarItemType from '@theme/NavbarItem/DropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useChromeLabel} from '@site/src/components/usePageLang';

type Props = WrapperProps<typeof DropdownNavbarItemType>;

export default function DropdownNavbarItemWrapper(props: Props): ReactNode {
  const chromeLabel = useChromeLabel();
  return (
    <DropdownNavbarItem
      {...props}
      label={typeof props.label === 'string' ? chromeLabel(props.label).label : props.label}
    />
  );
}
