/**
 * Ids and links inside a print edition, where every page of a guide shares one HTML page: each page's
 * ids get its anchor as a prefix, so two pages' "Questions for Pitel support" stay two targets, and a
 * link to a page of the edition (or to one of its headings) becomes a link within the print page.
 * Pure functions, used by the page component in the browser and in the server render, and by the tests.
 */

/** The id of a heading (or any element) of the page whose anchor is `page`: `queue` + `statuses` → `queue--statuses`. */
export function printId(page: string, id: string): string {
  return `${page}--${id}`;
}

/** Addresses of the edition's pages, without a trailing slash, decoded: where each page's part starts. */
export type PageAnchors = ReadonlyMap<string, string>;

export function pageAnchors(pages: readonly {permalink: string; anchor: string}[]): PageAnchors {
  return new Map(pages.map((p) => [addressKey(p.permalink), p.anchor]));
}

function addressKey(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed address is compared as written.
  }
  return decoded.replace(/\/+$/, '') || '/';
}

/**
 * Where a link of the page whose anchor is `page` (at `permalink`) leads on the print page: `#id` of its
 * own page → `#page--id`; a page of the edition (absolute or relative address, with or without
 * `#id`) → its part, `#other` or `#other--id`. Anything else (another section, a download, another
 * site) is returned unchanged.
 */
export function printHref(
  href: string | undefined,
  page: string,
  permalink: string,
  anchors: PageAnchors,
): string | undefined {
  if (!href) return href;
  if (href.startsWith('#')) return href.length > 1 ? `#${printId(page, href.slice(1))}` : href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
  const url = new URL(href, `https://site.invalid${permalink}`);
  if (url.search) return href;
  const target = anchors.get(addressKey(url.pathname));
  if (!target) return href;
  const hash = url.hash.slice(1);
  return hash ? `#${printId(target, decodeURIComponent(hash))}` : `#${target}`;
}
