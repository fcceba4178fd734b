/**
 * The language of each page, in the browser and in the server HTML:
 * - gives the browser what it needs to tell a page's language and its other edition
 *   (src/components/usePageLang.ts, src/config/page-langs.ts): the URL prefixes of the sections and pages
 *   in another language than the main one, and the pairs of editions, as global data (a few bytes per
 *   such section in main.js, where the sections list would weigh on every doc page's chunks);
 * - makes the theme's own strings and `<html lang>` follow the page's language: `@generated/codeTranslations`
 *   and `@generated/i18n` are replaced by ./client/code-translations.ts and ./client/i18n.ts (see there
 *   why, and what guards them), which read the page's language from React context
 *   (./client/render-lang.ts); the Vietnamese strings are one object (./client/strings.ts);
 * - stops the build on a paired page whose other edition is missing (./editions.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {pageLangs, sections} from '../../../config/sections';
import {viNotFoundPage} from '../../../config/pages';
import {assertEditions, docPages} from './editions';

export const PAGE_LANG_PLUGIN = 'pitel-page-lang';

/** The modules that stand in for Docusaurus's generated code translations and i18n settings. */
export const CODE_TRANSLATIONS_MODULE = path.join(__dirname, 'client', 'code-translations.ts');
export const I18N_MODULE = path.join(__dirname, 'client', 'i18n.ts');

export default function pageLang(): Plugin {
  const langs = pageLangs(sections);
  return {
    name: PAGE_LANG_PLUGIN,
    async contentLoaded({actions}) {
      actions.setGlobalData(langs);
      // The Vietnamese 404 page (the theme's NotFound, in Vietnamese by its language: src/theme/NotFound/Content).
      actions.addRoute({path: viNotFoundPage, component: '@theme/NotFound', exact: true});
    },
    // The build stops on a paired page whose other edition is missing (./editions.ts); the dev server never runs this.
    async postBuild({plugins}) {
      assertEditions(docPages(plugins), langs);
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          // Exactly the bare module id: the stand-in itself imports the generated file by its `.json` name.
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@generated\/codeTranslations$/,
            CODE_TRANSLATIONS_MODULE,
          ),
          new currentBundler.instance.NormalModuleReplacementPlugin(/^@generated\/i18n$/, I18N_MODULE),
        ],
      };
    },
  };
}
