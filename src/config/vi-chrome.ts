/**
 * The site's own chrome in Vietnamese: every label of the navbar and footer (src/config/site.ts,
 * src/config/sections.ts), the announcement bar, the copyright, and the project components' strings
 * (search box, diagram toggle, language menu). One table, so a reviewer reads every string in one place.
 *
 * The classic theme's own strings (skip link, pagination, sidebar, 404 …) are in
 * src/plugins/page-lang/client/vi-theme.ts, keyed by the theme's translation ids.
 *
 * Wording follows the Vietnamese guides' glossary ("trang quản trị", "tổng đài", "tập tin", "gọi tự động",
 * product names such as Bitrix24, SDK, OpenAPI stay as they are). A link from a Vietnamese page to a page
 * that exists only in English says " (tiếng Anh)", as links in the Vietnamese guides do
 * (src/plugins/page-lang/remark-link-lang.ts); the footer and the navbar's dropdown items add it by code, so
 * the labels below do not carry it (the navbar's top row is short of room: there, only the English Bitrix24
 * guide says it, since its Vietnamese edition sits next to it).
 *
 * tests/unit/vi-chrome.test.ts checks that every navbar and footer label of the site config has an entry
 * in `viLabels`, and the sweeps (tests/unit/vi-chrome.test.ts on the server HTML, tests/e2e/vietnamese.test.ts
 * in the browser) check that no English chrome string is left on a Vietnamese page.
 */

/** Navbar and footer labels of the site config (English, as in src/config) → Vietnamese. */
export const viLabels = {
  // Navbar
  'Call Center API': 'Tài liệu API',
  SDK: 'SDK',
  'CRM Connector VIE': 'Bitrix24',
  'CRM Connector ENG': 'Bitrix24 (tiếng Anh)',
  'User Guides': 'Hướng dẫn sử dụng',
  'Call-center portal': 'Trang quản trị tổng đài',
  'Call-center portal (Tiếng Việt)': 'Trang quản trị tổng đài',
  'Auto-call portal': 'Trang quản trị gọi tự động',
  'Auto-call portal (Tiếng Việt)': 'Trang quản trị gọi tự động',
  // Footer column titles
  API: 'API',
  'SDK and CRM': 'SDK và CRM',
  'Portal guides': 'Hướng dẫn trang quản trị',
  Help: 'Trợ giúp',
  // Footer links
  'Getting started': 'Bắt đầu',
  Quickstart: 'Bắt đầu nhanh',
  'API v1 (PBX)': 'API v1 (PBX)',
  'API v3 (call center, auto-call)': 'API v3 (tổng đài, gọi tự động)',
  'psr module': 'Mô-đun psr',
  'OpenAPI v3 (YAML)': 'OpenAPI v3 (YAML)',
  'Flutter SDK': 'Flutter SDK',
  'React Native SDK': 'React Native SDK',
  'Web SDK': 'Web SDK',
  'Bitrix24 connector (English)': 'Ứng dụng kết nối Bitrix24',
  'Bitrix24 connector (Tiếng Việt)': 'Ứng dụng kết nối Bitrix24',
  'Auto-call quick setup': 'Thiết lập nhanh gọi tự động',
  'Call-center queues': 'Hàng chờ cuộc gọi',
  Support: 'Hỗ trợ',
  'API keys and tokens': 'Khóa API và token',
  Errors: 'Mã lỗi',
  'Call statuses': 'Trạng thái cuộc gọi',
  Changelog: 'Nhật ký thay đổi',
} as const satisfies Record<string, string>;

export type ConfigLabel = keyof typeof viLabels;


/** The project components' strings, English and Vietnamese. */
export const chromeText = {
  /** Announcement bar (HTML): the same notice as themeConfig.announcementBar. */
  announcement: {
    en: 'The API reference now comes with OpenAPI documents for v1 and v3: <a href="/#download-the-specs">download them from Getting started</a>.',
    vi: 'Tài liệu API đã có tập tin OpenAPI cho v1 và v3: <a href="/#download-the-specs" hreflang="en">tải về tại trang Bắt đầu (tiếng Anh)</a>.',
  },
  /** Footer copyright; `{year}` is the build year. */
  copyright: {
    en: '© {year} Pitel. Documentation for the Pitel call-center platform.',
    vi: '© {year} Pitel. Tài liệu về nền tảng tổng đài Pitel.',
  },
  /** Added after a link to a page that exists only in English. */
  englishOnly: {en: '', vi: ' (tiếng Anh)'},
  /** The footer's note before a list's English-only links, once per list (src/theme/Footer/Links). */
  englishPages: {en: '', vi: 'Trang tiếng Anh:'},
  searchPlaceholder: {en: 'Search', vi: 'Tìm kiếm'},
  searchLabel: {en: 'Search', vi: 'Tìm kiếm'},
  searchButton: {en: 'Search', vi: 'Tìm'},
  searchResults: {en: 'Search results', vi: 'Kết quả tìm kiếm'},
  /** The search box or results page when the search code or index could not load. */
  searchError: {
    en: 'Search could not load. Check your connection and try again.',
    vi: 'Không tải được chức năng tìm kiếm. Hãy kiểm tra kết nối mạng rồi thử lại.',
  },
  diagramAsText: {en: 'Diagram as text', vi: 'Sơ đồ dưới dạng văn bản'},
  /** After a diagram's name, when it is wider than the column. */
  scrollsSideways: {en: '(scrolls sideways)', vi: '(cuộn ngang)'},
  /** The name of a table wider than the page, which scrolls sideways (src/clientModules/scrollableTables.ts). */
  tableScrollsNamed: {en: 'Table: {heading}, scrolls sideways', vi: 'Bảng: {heading}, cuộn ngang'},
  tableScrolls: {en: 'Table, scrolls sideways', vi: 'Bảng, cuộn ngang'},
  /** The language menu's note on a language this page has no edition in. Said in the missing language itself: the reader looking for it reads that language. */
  notAvailable: {en: 'this page has no Vietnamese edition', vi: 'trang này chưa có bản tiếng Anh'},
  /** 404 page for the Vietnamese addresses. */
  notFoundTitle: {en: 'Page not found', vi: 'Không tìm thấy trang'},
  notFoundText: {
    en: 'There is no page at this address. Search the guides, or start from one of them:',
    vi: 'Không có trang nào ở địa chỉ này. Bạn có thể tìm trong tài liệu hoặc bắt đầu từ một trong các hướng dẫn dưới đây:',
  },
} as const satisfies Record<string, {en: string; vi: string}>;

export type ChromeTextId = keyof typeof chromeText;

/** The Vietnamese 404 page's links: the Vietnamese guides and the Vietnamese Support page. */
export const viGuides = [
  {label: 'Hướng dẫn trang quản trị tổng đài', to: '/guide/portal_callcenter_guide_vie/'},
  {label: 'Hướng dẫn trang quản trị gọi tự động', to: '/guide/portal_autocall_guide_vie/'},
  {label: 'Hướng dẫn kết nối Bitrix24', to: '/bitrix_pitel_vie/'},
  {label: 'Hỗ trợ', to: '/ho-tro'},
] as const;
