/**
 * Fork of @docusaurus/theme-classic/src/theme/NavbarItem/LocaleDropdownNavbarItem/index.tsx,
 * Docusaurus 3.10.2, as a navbar item type of its own (`custom-languageMenu`, registered in ../ComponentTypes, the
 * classic theme's documented way to add an item type), so the stock locale dropdown stays as it is.
 * Kept from the stock item: the classic dropdown it is built on (@theme/NavbarItem/DropdownNavbarItem,
 * desktop and phone menu alike), the `pathname://` link of the current language, and `lang` on each item.
 * Changed: the languages are the page's editions (src/components/usePageLang), not the site's locales;
 * no locale config, query-string merging or language icon.
 * Why: the site has one Docusaurus locale (en) and its Vietnamese pages are sections of their own, so the
 * stock dropdown knew one language and linked a Vietnamese page to itself labelled "English".
 *
 * - Its label is the page's own language: "Tiếng Việt" on a Vietnamese page, "English" on an English one.
 * - It lists both languages, each named in itself and carrying `lang` and `hreflang`: the page's own
 *   (the current item), and the other edition of this very page (src/components/usePageLang: useCounterpart).
 * - When the page has no edition in the other language, that language is listed as not available, with a
 *   note in the page's own language (the chrome is in one language), and links nowhere: a reader is never
 *   taken to a different page unawares.
 * - A not-found page (an address no route serves, and /khong-tim-thay) offers the other language's
 *   not-found page, never the other edition of a mistyped address, which would be another not-found page.
 */
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props as DropdownProps} from '@theme/NavbarItem/DropdownNavbarItem';
import {langNames, useCounterpart, usePageLang} from '@site/src/components/usePageLang';
import {chromeString} from '@site/src/plugins/features/page-lang/client/strings';
import type {Lang} from '@site/src/config/page-langs';
import {encodePath} from '@site/src/config/urls';
import {viNotFoundPage} from '@site/src/config/pages';
import {isServed} from '@site/src/components/deepestRoute';

/** Each language's not-found page: the build's 404.html (not a route), and the Vietnamese route. */
const notFoundPages: Record<Lang, string> = {en: 'pathname:///404.html', vi: viNotFoundPage};

/** Whether a page of the site is at the address: not a not-found page (an address no route serves, or /khong-tim-thay). */
const served = (pathname: string): boolean => isServed(pathname) && pathname !== viNotFoundPage;

type Props = Omit<DropdownProps, 'items' | 'label'>;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export default function LanguageMenu(props: Props): ReactNode {
  const lang = usePageLang();
  const other: Lang = lang === 'vi' ? 'en' : 'vi';
  const counterpart = useCounterpart();
  const {pathname} = useLocation();
  const items: DropdownProps['items'] = [
    // The page itself, as the stock locale dropdown links it: `pathname://` is Docusaurus's documented
    // escape from routing and from the build's link check, which would otherwise report the not-found
    // page (built at /404) as linking to a page that does not exist.
    {
      label: langNames[lang],
      to: `pathname://${encodePath(pathname)}`,
      autoAddBaseUrl: false,
      target: '_self',
      lang,
      hrefLang: lang,
      'aria-current': 'page',
      className: 'dropdown__link--active',
    },
    !served(decodeURI(pathname))
      ? {
          label: langNames[other],
          to: notFoundPages[other],
          lang: other,
          hrefLang: other,
          ...(other === 'en' ? {autoAddBaseUrl: false, target: '_self'} : {}),
        }
      : counterpart
        ? {label: langNames[other], to: counterpart.path, lang: other, hrefLang: other}
        : {
            type: 'html',
            // Not a link: the page has no edition in this language.
            value: `<span class="dropdown__link pitel-lang-unavailable" lang="${lang}" aria-disabled="true">${escapeHtml(
              `${langNames[other]}: ${chromeString('notAvailable', lang)}`,
            )}</span>`,
          },
  ];
  return <DropdownNavbarItem {...props} label={langNames[lang]} items={items} />;
}
