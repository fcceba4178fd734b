/**
 * The sitemap's alternates, for the stock sitemap plugin's `createSitemapItems` option: every
 * page with an edition in the other language lists both editions and `x-default` (the English one) as
 * `xhtml:link` alternates, as its <head> does (src/theme/SiteMetadata). Addresses are percent-encoded,
 * like the plugin's own `<loc>` (src/config/urls.ts). tests/e2e/seo.test.ts validates the result against the sitemaps.org schema.
 */
import {counterpartOf, langOfPath, type PageLangs} from './page-langs';
import {encodePath} from './urls';

export interface SitemapLink {
  lang: string;
  url: string;
}

/** The alternates of a sitemap entry (its absolute, percent-encoded URL), or none for a page in one language. */
export function sitemapAlternates(url: string, langs: PageLangs): SitemapLink[] {
  const {origin, pathname} = new URL(url);
  const decoded = decodeURI(pathname);
  const other = counterpartOf(decoded, langs.pairs);
  if (!other) return [];
  const own = langOfPath(decoded, langs);
  const otherUrl = `${origin}${encodePath(other.path)}`;
  const byLang = {[own]: url, [other.lang]: otherUrl} as Record<'en' | 'vi', string>;
  return [
    {lang: 'en', url: byLang.en},
    {lang: 'vi', url: byLang.vi},
    {lang: 'x-default', url: byLang.en},
  ];
}

/**
 * The lastmod of a changelog's list page (src/config/changelog.ts), which has no source file of its own:
 * the newest lastmod of its entries, so every sitemap entry has one. Other items are left as they are.
 */
export function listLastmod<T extends {url: string; lastmod?: string | null}>(
  items: T[],
  lists: readonly string[],
): T[] {
  return items.map((item) => {
    if (item.lastmod) return item;
    const {pathname} = new URL(item.url);
    const list = lists.find((route) => pathname.replace(/\/$/, '') === route);
    if (!list) return item;
    const dates = items
      .filter((other) => new URL(other.url).pathname.startsWith(`${list}/`))
      .map((other) => other.lastmod)
      .filter((d): d is string => Boolean(d))
      .sort();
    return dates.length ? {...item, lastmod: dates[dates.length - 1]} : item;
  });
}
