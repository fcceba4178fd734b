/**
 * Gives the browser what it needs to tell a page's language (src/components/usePageLang.ts): the
 * URL prefixes of the sections in another language than the main one, as global data. A few bytes
 * per such section in main.js, where the sections list would weigh on every doc page's chunks.
 */
import type {Plugin} from '@docusaurus/types';
import {pageLangs, sections} from '../../config/sections';

export const PAGE_LANG_PLUGIN = 'pitel-page-lang';

export default function pageLang(): Plugin {
  return {
    name: PAGE_LANG_PLUGIN,
    async contentLoaded({actions}) {
      actions.setGlobalData(pageLangs(sections));
    },
  };
}
