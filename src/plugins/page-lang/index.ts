/**
 * The language of each page, in the browser and in the server HTML:
 * - gives the browser what it needs to tell a page's language and its other edition
 *   (src/components/usePageLang.ts, src/config/page-langs.ts): the URL prefixes of the sections and pages
 *   in another language than the main one, and the pairs of editions, as global data (a few bytes per
 *   such section in main.js, where the sections list would weigh on every doc page's chunks);
 * - makes the theme's own strings and `<html lang>` follow the page's language: `@generated/codeTranslations`
 *   and `@generated/i18n` are replaced by ./client/code-translations.ts and ./client/i18n.ts (see there
 *   why, and what guards them), which read the page's language from React context
 *   (./client/render-lang.ts);
 * - keeps the Vietnamese strings out of English pages: in the browser they are a file of their own,
 *   loaded before a Vietnamese page renders (./client/strings.ts, a preload hook of
 *   src/plugins/preload-hooks); the server build has them from the start (./client/vi-source.server.ts
 *   in place of ./client/vi-source.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {pageLangs, sections} from '../../config/sections';
import {viNotFoundPage} from '../../config/pages';

export const PAGE_LANG_PLUGIN = 'pitel-page-lang';

/** The modules that stand in for Docusaurus's generated code translations and i18n settings. */
export const CODE_TRANSLATIONS_MODULE = path.join(__dirname, 'client', 'code-translations.ts');
export const I18N_MODULE = path.join(__dirname, 'client', 'i18n.ts');
/** The client module that registers the Vietnamese strings' preload hook (./client/strings.ts). */
export const REGISTER_MODULE = path.join(__dirname, 'client', 'register.ts');
/** Where the browser loads the Vietnamese strings from, and the server build's stand-in for it. */
export const VI_SOURCE = path.join(__dirname, 'client', 'vi-source.ts');
export const VI_SOURCE_SERVER = path.join(__dirname, 'client', 'vi-source.server.ts');

export default function pageLang(): Plugin {
  return {
    name: PAGE_LANG_PLUGIN,
    async contentLoaded({actions}) {
      actions.setGlobalData(pageLangs(sections));
      // The Vietnamese 404 page (the theme's NotFound, in Vietnamese by its language: src/theme/NotFound/Content).
      actions.addRoute({path: viNotFoundPage, component: '@theme/NotFound', exact: true});
    },
    getClientModules: () => [REGISTER_MODULE],
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        plugins: [
          ...(isServer
            ? [
                new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/vi-source$/, (resource: {request: string; context: string}) => {
                  if (path.join(resource.context, resource.request + '.ts') === VI_SOURCE) resource.request = VI_SOURCE_SERVER;
                }),
              ]
            : []),
          // Exactly the bare module id: the stand-in itself imports the generated file by its `.json` name.
          new currentBundler.instance.NormalModuleReplacementPlugin(/^@generated\/codeTranslations$/, CODE_TRANSLATIONS_MODULE),
          new currentBundler.instance.NormalModuleReplacementPlugin(/^@generated\/i18n$/, I18N_MODULE),
        ],
      };
    },
  };
}
