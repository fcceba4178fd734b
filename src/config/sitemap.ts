/**
 * The sitemap's alternates (issue 36), for the stock sitemap plugin's `createSitemapItems` option: every
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
