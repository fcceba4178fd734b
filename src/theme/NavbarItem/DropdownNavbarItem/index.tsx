/**
 * Wrapper of the classic theme's NavbarItem/DropdownNavbarItem (@docusaurus/theme-classic 3.10.2): on a
 * Vietnamese page, the dropdown's own label ("User Guides") is the Vietnamese one of
 * src/config/vi-chrome.ts, and its items lead with the Vietnamese editions (the Vietnamese portal guides
 * first, then the English ones, each group in the site config's order); its items are links, translated by
 * the NavbarItem/DefaultNavbarItem wrapper. The language menu (src/theme/NavbarItem/LanguageMenu), whose
 * items name their own language, keeps its order. English pages are unchanged.
 */
import React, {type ReactNode} from 'react';
import DropdownNavbarItem from '@theme-original/NavbarItem/DropdownNavbarItem';
import type DropdownNavbarItemType from '@theme/NavbarItem/DropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {useChromeLabel, usePageLang, usePageLangs} from '@site/src/components/usePageLang';
import {langOfPath, type Lang} from '@site/src/config/page-langs';

type Props = WrapperProps<typeof DropdownNavbarItemType>;
type Item = Props['items'][number] & {docsPluginId?: string; lang?: string; to?: string};

/** The language of a dropdown item's target: a docs sidebar or doc by its instance's base path, a link by its address. */
function useItemLang(): (item: Item) => Lang | undefined {
  const docs = useAllDocsData();
  const langs = usePageLangs();
  return (item) => {
    const target = item.docsPluginId !== undefined ? docs[item.docsPluginId]?.path : item.to;
    return target?.startsWith('/') ? langOfPath(decodeURI(target), langs) : undefined;
  };
}

export default function DropdownNavbarItemWrapper(props: Props): ReactNode {
  const chromeLabel = useChromeLabel();
  const lang = usePageLang();
  const itemLang = useItemLang();
  const items = props.items as readonly Item[];
  const ordered =
    lang === 'en' || items.some((item) => item.lang)
      ? props.items
      : // A stable sort: the page's language first, each group in the config's order.
        [...items].sort((a, b) => Number(itemLang(b) === lang) - Number(itemLang(a) === lang));
  return (
    <DropdownNavbarItem
      {...props}
      items={ordered}
      label={typeof props.label === 'string' ? chromeLabel(props.label).label : props.label}
    />
  );
}
