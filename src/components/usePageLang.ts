import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import {langOfPath, type Lang, type PageLangs} from '@site/src/config/page-langs';

/** The language of the section the current page belongs to (Vietnamese on the bitrix_vie pages). */
export function usePageLang(): Lang {
  const {pathname} = useLocation();
  // The plugin's name, written out: importing src/plugins/page-lang would bring Node code into the bundle.
  return langOfPath(decodeURI(pathname), usePluginData('pitel-page-lang') as PageLangs);
}
