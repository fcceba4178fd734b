import {createElement, useContext, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import {counterpartOf, langOfPath, type Counterpart, type Lang, type PageLangs} from '@site/src/config/page-langs';
import type {ChromeTextId} from '@site/src/config/chrome-text';
import {chromeString, viStrings} from '@site/src/plugins/features/page-lang/client/strings';
import {PageLangContext} from '@site/src/plugins/features/page-lang/client/render-lang';

// The plugin's name, written out: importing src/plugins/features/page-lang would bring Node code into the bundle.
export function usePageLangs(): PageLangs {
  return usePluginData('pitel-page-lang') as PageLangs;
}

/**
 * The language of the address being rendered: its section's (Vietnamese on the Vietnamese guides), or its
 * own. For the providers of the page's language (src/theme/Root, src/theme/Layout/Provider); components read
 * `usePageLang()`.
 */
export function useLangOfAddress(): Lang {
  const {pathname} = useLocation();
  return langOfPath(decodeURI(pathname), usePageLangs());
}

/** Provides the language of the address being rendered to everything below it (src/theme/Root, src/theme/Layout/Provider). */
export function AddressLangProvider({children}: {children: ReactNode}): ReactNode {
  return createElement(PageLangContext, {value: useLangOfAddress()}, children);
}

/**
 * The language of the page this component belongs to, from React context
 * (src/plugins/features/page-lang/client/render-lang.ts): the language the theme's own strings follow too.
 */
export function usePageLang(): Lang {
  return useContext(PageLangContext);
}

/** The current page's edition in the other language, when it has one. */
export function useCounterpart(): Counterpart | undefined {
  const {pathname} = useLocation();
  return counterpartOf(decodeURI(pathname), usePageLangs().pairs);
}

/** What a language is called, in that language: the label of a link to a page in it. */
export const langNames: Record<Lang, string> = {en: 'English', vi: 'Tiếng Việt'};

/** Open Graph's form of a language (language_TERRITORY). */
export const ogLocales: Record<Lang, string> = {en: 'en_US', vi: 'vi_VN'};

/**
 * On a Vietnamese page, tells whether a link target is a page that exists only in English (such links
 * say "(tiếng Anh)"); on an English page, always false.
 */
export function useIsEnglishOnly(): (to: string) => boolean {
  const langs = usePageLangs();
  const vi = usePageLang() === 'vi';
  return (to) => {
    if (!vi || !to.startsWith('/')) return false;
    const target = decodeURI(to.replace(/[?#].*$/, ''));
    return langOfPath(target, langs) === 'en' && !counterpartOf(target, langs.pairs);
  };
}

/**
 * The chrome of the current page: a label of the site config in the page's language, and, on a
 * Vietnamese page, the language of a link's target (English-only targets say "(tiếng Anh)" and carry
 * `hreflang="en"`), for the navbar and footer wrappers (src/theme/NavbarItem, src/theme/Footer).
 */
export function useChromeLabel(): (
  label: string | undefined,
  to?: string,
  sayEnglish?: boolean,
) => {label: string | undefined; hrefLang?: Lang} {
  const langs = usePageLangs();
  const vi = usePageLang() === 'vi';
  return (label, to, sayEnglish = true) => {
    if (!vi || label === undefined) return {label};
    const {labels, chrome} = viStrings;
    const translated = Object.hasOwn(labels, label) ? labels[label] : label;
    if (!to?.startsWith('/')) return {label: translated};
    const target = decodeURI(to.replace(/[?#].*$/, ''));
    if (langOfPath(target, langs) === 'vi') return {label: translated, hrefLang: 'vi'};
    const say = sayEnglish && !translated.endsWith(chrome.englishOnly);
    return {label: say ? translated + chrome.englishOnly : translated, hrefLang: 'en'};
  };
}

/** A string of the project's chrome in the current page's language. */
export function useChromeText(): (id: ChromeTextId) => string {
  const lang = usePageLang();
  return (id) => chromeString(id, lang);
}

/** The edition of a link target in the current page's language, when the target is in the other one. */
export function useSameLangTarget(): (to: string) => string | undefined {
  const langs = usePageLangs();
  const lang = usePageLang();
  return (to) => {
    if (!to.startsWith('/')) return undefined;
    const target = decodeURI(to.replace(/[?#].*$/, ''));
    if (langOfPath(target, langs) === lang) return undefined;
    const other = counterpartOf(target, langs.pairs);
    return other?.lang === lang ? other.path : undefined;
  };
}
