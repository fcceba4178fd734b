import {useLocation} from '@docusaurus/router';
import {sectionOfPath, type Section} from '@site/src/config/sections';

/** The language of the section the current page belongs to (Vietnamese on the bitrix_vie pages). */
export function usePageLang(): Section['lang'] {
  const {pathname} = useLocation();
  return sectionOfPath(decodeURI(pathname)).lang;
}
