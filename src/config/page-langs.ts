/**
 * The language of a page from its URL, with no sections list: the browser gets only the prefixes of
 * the sections whose language differs from the site's (plugin global data of src/plugins/page-lang,
 * in main.js), a few bytes per such section, instead of the whole sections list in the chunks of
 * every doc page, which grows with every section (bench, "--scale").
 */
export type Lang = 'en' | 'vi';

export interface PageLangs {
  /** The language of the root section, and of every page under no listed prefix. */
  default: Lang;
  /** URL prefixes (`/bitrix_pitel_vie`) and their language, longest first. */
  prefixes: [prefix: string, lang: Lang][];
}

/** The language of a URL path: the longest prefix that is the path or a folder of it, else the default. */
export function langOfPath(pathname: string, langs: PageLangs): Lang {
  const match = langs.prefixes.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match ? match[1] : langs.default;
}
