/**
 * Wrapper of the classic theme's Footer/Links (@docusaurus/theme-classic 3.10.2): on a Vietnamese page,
 * the footer's column titles and links are the Vietnamese ones of src/config/vi-chrome.ts; a link to a page
 * that has a Vietnamese edition leads to that edition (the Support link to /ho-tro, the call-center queues
 * to their Vietnamese page), or goes when its column already links that edition (no English copy of a
 * guide beside the Vietnamese one); a link to a page or file that exists only in English (the OpenAPI
 * document too) carries `hreflang="en"`, and the list says "(tiếng Anh)" once, not on every link: in the
 * column's title when all its links are English, else once before its English links, which follow the
 * Vietnamese ones: a label ("Trang tiếng Anh") styled as a small heading of that group, not as a link.
 * English pages are unchanged.
 */
import React, {type ReactNode} from 'react';
import FooterLinks from '@theme-original/Footer/Links';
import type FooterLinksType from '@theme/Footer/Links';
import type {WrapperProps} from '@docusaurus/types';
import type {FooterLinkItem, MultiColumnFooter} from '@docusaurus/theme-common';
import {useChromeLabel, usePageLang, useSameLangTarget} from '@site/src/components/usePageLang';
import {viStrings} from '@site/src/plugins/features/page-lang/client/strings';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterLinksType>;

export default function FooterLinksWrapper({links, ...props}: Props): ReactNode {
  const lang = usePageLang();
  const chromeLabel = useChromeLabel();
  const sameLang = useSameLangTarget();
  if (lang === 'en') return <FooterLinks {...props} links={links} />;
  const columns = (links as MultiColumnFooter['links']).map((column) => {
    const targets = new Set(column.items.map((item) => item.to));
    const items = column.items.flatMap((item): FooterLinkItem[] => {
      const edition = item.to ? sameLang(item.to) : undefined;
      if (edition && targets.has(edition)) return [];
      const to = edition ?? item.to;
      // A file of the build (`pathname:///openapi/v3.yaml`) is judged by its path, as a page is.
      const {label, hrefLang} = chromeLabel(item.label, to ?? item.href?.replace(/^pathname:\/\//, ''), false);
      return [{...item, to, label: label ?? item.label, ...(hrefLang ? {hrefLang} : {})}];
    });
    const english = items.filter((item) => item.hrefLang === 'en');
    const title = chromeLabel(column.title ?? undefined).label ?? null;
    if (english.length === items.length)
      return {...column, title: title && `${title}${viStrings.chrome.englishOnly}`, items};
    if (!english.length) return {...column, title, items};
    // A label, not a link: the list item's own text, styled as a small heading of the English links below it.
    const note: FooterLinkItem = {
      className: styles.englishPages,
      html: `<span lang="vi">${viStrings.chrome.englishPages}</span>`,
    };
    return {...column, title, items: [...items.filter((item) => item.hrefLang !== 'en'), note, ...english]};
  });
  return <FooterLinks {...props} links={columns} />;
}
