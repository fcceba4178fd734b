/**
 * The chrome's strings in the page's language, for the browser and the server render.
 *
 * English is the site config's and the theme's own defaults (src/config/chrome-text.ts); the Vietnamese
 * strings are one object, bundled with the rest, so every render of a Vietnamese page has them.
 */
import {type Lang} from '../../../../config/page-langs';
import {chromeEn, type ChromeTextId} from '../../../../config/chrome-text';
import {viChrome, viComponents, viGuides, viLabels} from '../../../../config/vi-chrome';
import {viTheme} from './vi-theme';

/** Every Vietnamese string of the chrome. */
export const viStrings = {
  /** The classic theme's strings, by translation id. */
  theme: viTheme,
  /** The navbar and footer labels of the site config, by their English label. */
  labels: viLabels as Readonly<Record<string, string>>,
  /** The project components' strings, by id (English: src/config/chrome-text.ts). */
  chrome: viChrome,
  /** The string tables of the components every doc page shows, by component (English beside each). */
  components: viComponents,
  /** The Vietnamese 404 page's links. */
  guides: viGuides,
};

/** A string of the project's chrome in a language. */
export function chromeString(id: ChromeTextId, lang: Lang): string {
  return lang === 'vi' ? viStrings.chrome[id] : chromeEn[id];
}
