/**
 * The chrome's strings in the page's language, for the browser and the server render.
 *
 * English is the site config's and the theme's own defaults (src/config/chrome-text.ts); the Vietnamese
 * strings (./vi-bundle.ts: the theme's, the site config's labels, the project's components') are one
 * module, bundled with the rest, so every render of a Vietnamese page has them.
 */
import {type Lang} from '../../../../config/page-langs';
import {chromeEn, type ChromeTextId} from '../../../../config/chrome-text';
import viBundle, {type ViStrings} from './vi-bundle';

/** The Vietnamese strings. */
export function viStrings(): ViStrings {
  return viBundle;
}

/** A string of the project's chrome in a language. */
export function chromeString(id: ChromeTextId, lang: Lang): string {
  return lang === 'vi' ? viStrings().chrome[id] : chromeEn[id];
}
