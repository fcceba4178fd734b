/**
 * The language of a page from its URL, with no sections list: the browser gets only the prefixes of
 * the sections whose language differs from the site's (plugin global data of src/plugins/features/page-lang,
 * in main.js), a few bytes per such section, instead of the whole sections list in the chunks of
 * every doc page, which grows with every section (bench, "--scale").
 */
export type Lang = 'en' | 'vi';

export interface PageLangs {
  /** The language of the root section, and of every page under no listed prefix. */
  default: Lang;
  /** URL prefixes (`/bitrix_pitel_vie`) and their language, longest first. */
  prefixes: [prefix: string, lang: Lang][];
  /** The pages that exist in both languages (see PagePairs below). */
  pairs: PagePairs;
}

/** Whether a URL path is one of the prefixes, or in the folder of one. */
export function isUnder(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The language of a URL path: the longest prefix that is the path or a folder of it, else the default. */
export function langOfPath(pathname: string, langs: PageLangs): Lang {
  const match = langs.prefixes.find(([prefix]) => isUnder(pathname, [prefix]));
  return match ? match[1] : langs.default;
}

/**
 * Pages that exist in both languages, without a list of pages: the sections that are editions of each
 * other (same file names under both prefixes), and the single pages whose address differs between the
 * editions. Sent to the browser with the prefixes above, so a page can link its counterpart.
 */
export interface PagePairs {
  /** `[English prefix, Vietnamese prefix]` of each pair of sections, such as the two Bitrix24 guides. */
  sections: [en: string, vi: string][];
  /** `[English path, Vietnamese path]` of single pages: a page whose path differs between the editions. */
  pages: [en: string, vi: string][];
}

export interface Counterpart {
  lang: Lang;
  path: string;
}

/** The other edition of a page, or undefined when it has none. `pathname` is decoded. */
export function counterpartOf(pathname: string, pairs: PagePairs): Counterpart | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  for (const [en, vi] of pairs.pages) {
    if (trimmed === en) return {lang: 'vi', path: vi};
    if (trimmed === vi) return {lang: 'en', path: en};
  }
  for (const [en, vi] of pairs.sections) {
    // The longer prefix first: '/guide/x_vie' also starts with '/guide/x'.
    if (pathname === vi || pathname.startsWith(`${vi}/`)) return {lang: 'en', path: en + pathname.slice(vi.length)};
    if (pathname === en || pathname.startsWith(`${en}/`)) return {lang: 'vi', path: vi + pathname.slice(en.length)};
  }
  return undefined;
}
