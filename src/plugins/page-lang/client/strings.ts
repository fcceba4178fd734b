/**
 * The chrome's strings in the page's language, for the browser and the server render.
 *
 * English is in the main bundle (src/config/chrome-text.ts, and the theme's own defaults). The Vietnamese
 * strings (./vi-bundle.ts: the theme's, the site config's labels, the project's components') are a file of
 * their own in the browser, 3 KiB gzip that an English page has no use for. A preload hook
 * (src/plugins/preload-hooks) loads it when an address in a Vietnamese section is preloaded: before the
 * first render of a Vietnamese page, before a client-side navigation to one renders, on hovering a link to
 * one (./register.ts). So every render of a Vietnamese page finds them loaded; the server build has them from the start
 * (./vi-source.server.ts).
 */
import {langOfPath, type Lang, type PageLangs} from '../../../config/page-langs';
import {chromeEn, type ChromeTextId} from '../../../config/chrome-text';
import type {ViStrings} from './vi-bundle';
import {importViStrings, initialViStrings} from './vi-source';

let loaded = initialViStrings;
let loading: Promise<void> | undefined;

/** Loads the Vietnamese strings, once. */
export function loadViStrings(): Promise<void> {
  if (loaded) return Promise.resolve();
  loading ??= importViStrings().then(
    (strings) => {
      loaded = strings;
    },
    (error: unknown) => {
      // A failed load can be tried again (the next navigation, or the reload it leads to).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The Vietnamese strings. Only a Vietnamese page reads them, and it renders after they are loaded;
 * reading them earlier is a bug, reported as one (the crash page), never shown as English chrome.
 */
export function viStrings(): ViStrings {
  if (!loaded) throw new Error('page-lang: the Vietnamese strings were read before they were loaded (./strings.ts: the preload hook)');
  return loaded;
}

/** A string of the project's chrome in a language. */
export function chromeString(id: ChromeTextId, lang: Lang): string {
  return lang === 'vi' ? viStrings().chrome[id] : chromeEn[id];
}

/** The preload hook (./register.ts): an address in a Vietnamese section needs the Vietnamese strings. */
export function preloadLang(pathname: string, langs: PageLangs): Promise<void> | undefined {
  if (loaded) return undefined;
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed address: its language as given.
  }
  return langOfPath(decoded, langs) === 'vi' ? loadViStrings() : undefined;
}
