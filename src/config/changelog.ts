/**
 * The changelog of these docs: what changed for readers (new pages and sections, reader tools,
 * corrections), one entry per notable change, newest first. It records changes to the documentation,
 * never a release of Pitel's product.
 *
 * One instance of the stock blog plugin (@docusaurus/plugin-content-blog) per language, each added to
 * the plugin list (docusaurus.config.ts; the preset's own blog is off): the English one with the id
 * 'default', the Vietnamese one a second instance (src/config/site.ts: changelogPlugin). Each has its own folder of entries, its own list page,
 * its own RSS and Atom feeds and its own language: the Vietnamese changelog lives under a prefix of its
 * own, so src/plugins/features/page-lang gives its pages `lang="vi"` and the Vietnamese chrome, as it does the
 * Vietnamese guides. The two list pages are paired (hreflang, the language menu, the footer's link).
 *
 * No Node.js import here: the browser uses it (the list page's heading, src/theme/BlogPostItems).
 * How to add an entry: WRITING.md, "The changelog".
 */
import type {Lang} from './page-langs';

export interface Changelog {
  /** The blog plugin instance's id ('default' for the English changelog). */
  id: string;
  lang: Lang;
  /** Folder of the entries, relative to the site root: one `YYYY-MM-DD-slug.mdx` file each. */
  path: string;
  /** URL of the list of entries; each entry lives below it, at `/YYYY/MM/DD/slug`. */
  route: string;
  /** The list page's h1 and title, and the feeds' title. */
  title: string;
  /** The list page's description (meta and under its h1) and the feeds' description. */
  description: string;
  /** Title of the list of entries beside every page of the changelog. */
  sidebarTitle: string;
  /** "Follow the changes:" before the feed links on the list page. */
  follow: string;
}

export const changelogs = {
  en: {
    id: 'default',
    lang: 'en',
    path: 'changelog',
    route: '/changelog',
    title: 'Changelog',
    description:
      'What changed in the Pitel documentation: new pages and sections, reader tools and corrections, newest first.',
    sidebarTitle: 'All changes',
    follow: 'Follow the changes in a feed reader:',
  },
  vi: {
    id: 'changelog-vi',
    lang: 'vi',
    path: 'changelog_vie',
    route: '/nhat-ky-thay-doi',
    title: 'Nhật ký thay đổi',
    description:
      'Những thay đổi của tài liệu Pitel liên quan tới các hướng dẫn tiếng Việt: trang mới, phần mới và những chỗ được sửa, mới nhất ở trên cùng.',
    sidebarTitle: 'Tất cả thay đổi',
    follow: 'Theo dõi các thay đổi bằng trình đọc tin:',
  },
} as const satisfies Record<Lang, Changelog>;

export const changelogList: readonly Changelog[] = Object.values(changelogs);

/** The feeds of each changelog, written by the blog plugin beside its list page. JSON Feed is left out: see WRITING.md, "The changelog". */
export const feedTypes = ['rss', 'atom'] as const;
export type FeedType = (typeof feedTypes)[number];
export const feedFiles: Record<FeedType, string> = {rss: 'rss.xml', atom: 'atom.xml'};
export const feedLabels: Record<FeedType, string> = {rss: 'RSS', atom: 'Atom'};

/** The title of a changelog's feeds, which a feed reader shows among other sites' feeds: it names the site. */
export const feedTitle = (log: Changelog) =>
  log.lang === 'vi' ? `${log.title} của tài liệu Pitel` : `Pitel Docs ${log.title.toLowerCase()}`;

/** The URL path of a changelog's feed: `/changelog/atom.xml`. */
export const feedPath = (log: Changelog, type: FeedType) => `${log.route}/${feedFiles[type]}`;

/** The changelog whose list page (not an entry) a URL path is, if any. */
export function changelogOfList(pathname: string): Changelog | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return changelogList.find((log) => trimmed === log.route);
}

/** An entry's file name: its date and slug. */
export const ENTRY_FILE = /^(\d{4})-(\d{2})-(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.mdx$/;

/**
 * The route of a changelog entry from its file name, as the blog plugin makes it (no `slug` in the front
 * matter): `changelog/2026-11-25-postman.mdx` → `/changelog/2026/11/25/postman`. Undefined for a name
 * that does not follow ENTRY_FILE.
 */
export function entryRoute(log: Changelog, fileName: string): string | undefined {
  const m = ENTRY_FILE.exec(fileName);
  return m ? `${log.route}/${m[1]}/${m[2]}/${m[3]}/${m[4]}` : undefined;
}
