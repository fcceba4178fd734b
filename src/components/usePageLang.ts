import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import {counterpartOf, langOfPath, type Counterpart, type Lang, type PageLangs} from '@site/src/config/page-langs';

// The plugin's name, written out: importing src/plugins/page-lang would bring Node code into the bundle.
function usePageLangs(): PageLangs {
  return usePluginData('pitel-page-lang') as PageLangs;
}

/** The language of the current page: its section's (Vietnamese on the Vietnamese guides), or its own. */
export function usePageLang(): Lang {
  const {pathname} = useLocation();
  return langOfPath(decodeURI(pathname), usePageLangs());
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
