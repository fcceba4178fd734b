/**
 * The one way the site writes an address: percent-encoded (RFC 3986), as the sitemap, the head's
 * canonical and hreflang links and the Markdown twins' links do. A path may come in raw (a route path
 * such as `/bitrix_pitel_vie/category/cài-đặt`, as the server render sees it) or already encoded (the
 * browser's `location.pathname`); both give the same result.
 */
export function encodePath(pathname: string): string {
  let raw = pathname;
  try {
    raw = decodeURI(pathname);
  } catch {
    // A malformed escape: encode what is there, escapes included.
  }
  return encodeURI(raw);
}
