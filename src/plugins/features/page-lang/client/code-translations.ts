/**
 * Stands in for `@generated/codeTranslations` (the replacement is set up by ../index.ts), so that the
 * theme's own strings follow the language of the page being rendered: Vietnamese on the Vietnamese
 * sections, the site's (English) everywhere else, in the server HTML and in the browser alike.
 *
 * Docusaurus reads this object at every `translate()` / `<Translate>` call
 * (`@docusaurus/core/lib/client/exports/Translate.js` 3.10.2: `codeTranslations[id] ?? message`), and
 * builds one site per locale; we build one site with sections in two languages, so the object answers
 * after the language of the page whose component is rendering, from React context (./render-lang.ts:
 * `renderLang()`). Relying on that module id and on the read at call time is relying on a private
 * API: tests/unit/vi-chrome.test.ts fails when either changes, and the browser tests check the chrome of
 * both languages in the built pages.
 */
// The file Docusaurus generates for the site's locale (the module that this one replaces).
import siteTranslations from '@generated/codeTranslations.json';
import {renderLang} from './render-lang';
import {viStrings} from './strings';

const codeTranslations: Record<string, string> = new Proxy(siteTranslations, {
  get(target, key, receiver) {
    if (typeof key === 'string' && renderLang() === 'vi' && Object.hasOwn(viStrings.theme, key))
      return viStrings.theme[key];
    return Reflect.get(target, key, receiver);
  },
});

export default codeTranslations;
