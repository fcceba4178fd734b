/**
 * Stands in for `@generated/i18n` (the replacement is set up by ../index.ts), so that `<html lang>`
 * follows the page's language from the first render on.
 *
 * The site has one locale, `en`; Docusaurus's own `<html lang>` comes from its `htmlLang`
 * (`@docusaurus/core/lib/client/SiteMetadataDefaults.js` 3.10.2). A later `<Head>` of ours could only
 * override it once rendered, and react-helmet applies the head at animation frames, also in the middle of
 * hydration: the page then switched from `vi` to `en` and back for a moment. Here `htmlLang` of the site's
 * locale is the language of the page whose component reads it (React context, ./render-lang.ts:
 * SiteMetadataDefaults renders under src/theme/Root's provider), so every head Docusaurus applies
 * carries the page's language. The locale itself (`currentLocale`, dates, search metadata) stays `en`.
 * tests/unit/vi-chrome.test.ts guards the module id and the read; tests/e2e/vietnamese.test.ts watches
 * `<html lang>` from the first byte through hydration.
 */
import siteI18n from '@generated/i18n.json';
import type {I18n} from '@docusaurus/types';
import {renderLang} from './render-lang';

const source = siteI18n as I18n;
const own = source.localeConfigs[source.defaultLocale];

const i18n: I18n = {
  ...source,
  localeConfigs: {
    ...source.localeConfigs,
    [source.defaultLocale]: Object.defineProperty({...own}, 'htmlLang', {
      enumerable: true,
      get: () => (renderLang() === 'vi' ? 'vi' : own.htmlLang),
    }),
  },
};

export default i18n;
