/**
 * What a print edition holds, worked out at build time from a docs section's loaded content: its pages
 * in sidebar order (each category's own page before its items), the table of contents (the sidebar's
 * categories with their pages), and the date on its title page. No Node.js import: the types are shared
 * with the page component (./client/PrintEdition.tsx), which receives the result as its route's props.
 */
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {Lang} from '../../../config/page-langs';

type Version = DocsContent['loadedVersions'][number];
type Doc = Version['docs'][number];
type SidebarItem = Version['sidebars'][string][number];

/** One page of the edition. */
export interface PrintPage {
  /** The id of the page's part of the print page; its headings' ids start with it (./anchors.ts). */
  anchor: string;
  title: string;
  /** The page's own address, for links from other pages of the edition. */
  permalink: string;
  /** The sidebar categories the page is in, outermost first (a category's own page is not in its own). */
  trail: string[];
}

/** A line of the table of contents: a page, or a category with its lines (and its own page, if it has one). */
export type TocItem = {anchor: string; title: string} | {label: string; anchor?: string; items: TocItem[]};

/** What the print page's component receives (route props). */
export interface PrintEditionData {
  /** The guide's title (src/config/sections.ts, `print.title`). */
  title: string;
  /** The site's name, as the navbar writes it. */
  site: string;
  lang: Lang;
  /** The guide's online address (absolute), for a reader holding the paper. */
  url: string;
  /** The newest page's last change, or the build's date when the pages have no dates (no git history). */
  date: {iso: string; text: string; kind: 'updated' | 'built'};
  /** The section's social card and its text alternative (src/plugins/build/social-cards). */
  image: string;
  imageAlt: string;
  pages: PrintPage[];
  toc: TocItem[];
}

/** A page's anchor from its doc id: `setup/install_app` → `setup-install_app` (the id's letters, digits, `-` and `_`). */
export function pageAnchor(docId: string): string {
  return docId.replace(/[^A-Za-z0-9_-]+/g, '-');
}

/**
 * The pages and the table of contents of a sidebar. Docs of the version that the sidebar leaves out
 * (and are not unlisted) follow at the end, by address, so no listed page is missing from the paper.
 * Throws when two pages would get the same anchor.
 */
export function editionContent(
  items: readonly SidebarItem[],
  docs: readonly Doc[],
): {pages: PrintPage[]; toc: TocItem[]} {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const pages: PrintPage[] = [];
  const page = (id: string, trail: string[]): {anchor: string; title: string} => {
    const doc = byId.get(id);
    if (!doc) throw new Error(`print-editions: the sidebar names "${id}", which is not a doc of the section`);
    const entry = {anchor: pageAnchor(id), title: doc.title, permalink: doc.permalink, trail};
    if (pages.some((p) => p.anchor === entry.anchor))
      throw new Error(`print-editions: two pages get the anchor "${entry.anchor}" (${id})`);
    pages.push(entry);
    return {anchor: entry.anchor, title: entry.title};
  };
  const walk = (list: readonly SidebarItem[], trail: string[]): TocItem[] =>
    list.flatMap((item): TocItem[] => {
      if (item.type === 'doc' || item.type === 'ref') return [page(item.id, trail)];
      if (item.type !== 'category') return [];
      const own = item.link?.type === 'doc' ? page(item.link.id, trail) : undefined;
      return [{label: item.label, ...(own && {anchor: own.anchor}), items: walk(item.items, [...trail, item.label])}];
    });
  const toc = walk(items, []);
  const rest = docs
    .filter((d) => !d.unlisted && !pages.some((p) => p.permalink === d.permalink))
    .sort((a, b) => (a.permalink < b.permalink ? -1 : 1));
  toc.push(...rest.map((d) => page(d.id, [])));
  return {pages, toc};
}

/** The date on the title page, written as the site writes dates in that language (Vietnamese: 26/11/2026). */
export function editionDate(
  lang: Lang,
  lastUpdates: readonly (number | null | undefined)[],
  now: Date,
): PrintEditionData['date'] {
  const newest = Math.max(...lastUpdates.filter((t): t is number => typeof t === 'number'));
  const date = Number.isFinite(newest) ? new Date(newest) : now;
  const format =
    lang === 'vi'
      ? new Intl.DateTimeFormat('vi-VN', {day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC'})
      : new Intl.DateTimeFormat('en-US', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
  return {
    iso: date.toISOString().slice(0, 10),
    text: format.format(date),
    kind: Number.isFinite(newest) ? 'updated' : 'built',
  };
}
