/**
 * The project components' own strings in English, the site's language: the search box, the diagram
 * toggle, the language menu, the announcement bar, the copyright, the Vietnamese 404 page's text … Their
 * Vietnamese, under the same ids, is `viChrome` in ./vi-chrome.ts, loaded by the browser only for
 * Vietnamese pages (src/plugins/features/page-lang). Components read a string in the page's language with
 * `useChromeText()` (src/components/usePageLang.ts) or `chromeString(id, lang)`
 * (src/plugins/features/page-lang/client/strings.ts).
 */
export const chromeEn = {
  /** Announcement bar (HTML): the same notice as themeConfig.announcementBar. */
  announcement:
    'The API reference now comes with OpenAPI documents for v1 and v3: <a href="/#download-the-specs">download them from Getting started</a>.',
  /** Footer copyright; `{year}` is the build year. */
  copyright: '© {year} Pitel. Documentation for the Pitel call-center platform.',
  /** Added after a link to a page that exists only in English. */
  englishOnly: '',
  /** The footer's note before a list's English-only links, once per list (src/theme/Footer/Links). */
  englishPages: '',
  searchPlaceholder: 'Search',
  searchLabel: 'Search',
  searchButton: 'Search',
  searchResults: 'Search results',
  /** The search box or results page when the search code or index could not load. */
  searchError: 'Search could not load. Check your connection and try again.',
  diagramAsText: 'Diagram as text',
  /** After a diagram's name, when it is wider than the column. */
  scrollsSideways: '(scrolls sideways)',
  /** The name of a table wider than the page, which scrolls sideways (src/clientModules/scrollableTables.ts). */
  tableScrollsNamed: 'Table: {heading}, scrolls sideways',
  tableScrolls: 'Table, scrolls sideways',
  /** The language menu's note on a language this page has no edition in. Said in the missing language itself: the reader looking for it reads that language. */
  notAvailable: 'this page has no Vietnamese edition',
  /** 404 page for the Vietnamese addresses. */
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address. Search the docs, or open one of the pages below:',
} as const satisfies Record<string, string>;

export type ChromeTextId = keyof typeof chromeEn;
