/**
 * The head of a built page as a crawler reads it (htmlparser2): the page's language, and the attributes of
 * each link and meta of its head, as the HTML writes them (quoted or not, entities decoded, addresses left
 * as written). Read by the browser tests of what crawlers and link previews see, and of the language editions.
 */
import {DomUtils, parseDocument} from 'htmlparser2';

export interface PageHead {
  lang: string | undefined;
  links: Record<string, string>[];
  metas: Record<string, string>[];
}

export function pageHead(html: string): PageHead {
  const end = html.indexOf('</head>');
  const doc = parseDocument(end < 0 ? html : html.slice(0, end));
  const attribs = (tag: string) => DomUtils.getElementsByTagName(tag, doc).map((e) => e.attribs);
  return {lang: attribs('html')[0]?.lang, links: attribs('link'), metas: attribs('meta')};
}

/** The content of each meta of `property`, in the order of the head. */
export const metaContents = (head: PageHead, property: string): string[] =>
  head.metas.filter((m) => m.property === property).map((m) => m.content);

/** The language alternates of the head, each `<hreflang> <href>`, sorted. */
export const languageAlternates = (head: PageHead): string[] =>
  head.links
    .filter((l) => l.rel === 'alternate' && l.hreflang)
    .map((l) => `${l.hreflang} ${l.href}`)
    .sort();
