/**
 * The site's own chrome in Vietnamese: every label of the navbar and footer (src/config/site.ts,
 * src/config/sections.ts), the announcement bar, the copyright, and the project components' strings
 * (search box, diagram toggle, language menu), whose English is ./chrome-text.ts under the same ids, and
 * the string tables of the components every doc page shows (`viComponents`). One file, so a reviewer
 * reads every Vietnamese string of the chrome in one place.
 *
 * The classic theme's own strings (skip link, pagination, sidebar, 404 …) are in
 * src/plugins/features/page-lang/client/vi-theme.ts, keyed by the theme's translation ids.
 *
 * Code that runs in the browser reads them, with the theme's, through
 * src/plugins/features/page-lang/client/strings.ts, never by importing this file.
 *
 * Wording follows the Vietnamese guides' glossary ("trang quản trị", "tổng đài", "tập tin", "gọi tự động",
 * product names such as Bitrix24, SDK, OpenAPI stay as they are). A link from a Vietnamese page to a page
 * that exists only in English says " (tiếng Anh)", as links in the Vietnamese guides do
 * (src/plugins/features/page-lang/remark-link-lang.ts); the footer and the navbar's dropdown items add it by code, so
 * the labels below do not carry it (the navbar's top row of a Vietnamese page leaves the English Bitrix24
 * guide out, since its Vietnamese edition sits next to it: src/theme/NavbarItem/DefaultNavbarItem).
 *
 * tests/unit/vi-chrome.test.ts checks that every navbar and footer label of the site config has an entry
 * in `viLabels`, and the sweeps (tests/unit/vi-chrome.test.ts on the server HTML, tests/e2e/vietnamese.test.ts
 * in the browser) check that no English chrome string is left on a Vietnamese page.
 */
import type {ChromeTextId} from './chrome-text';
import type {PageActionsText} from '../components/PageActions/text';
import type {PlannedText} from '../components/Planned/text';
import type {FeedbackText} from '../components/PageFeedback/text';

/** Navbar and footer labels of the site config (English, as in src/config) → Vietnamese. */
export const viLabels = {
  // Navbar
  'Call Center API': 'Tài liệu API',
  SDK: 'SDK',
  'CRM Connector VIE': 'Bitrix24',
  // Not shown on a Vietnamese page's top row, which links the Vietnamese edition only (see above).
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
  // The APIs by their own names: "tổng đài" names the call-center portal and the tenant's system on the
  // Vietnamese pages, so it cannot tell v1 from v3 (the column says "(tiếng Anh)" once, in its title).
  'API v1 (PBX)': 'API v1',
  'API v3 (call center, auto-call)': 'API v3',
  'psr module': 'Mô-đun psr',
  'OpenAPI v3 (YAML)': 'OpenAPI v3 (YAML)',
  'Flutter SDK': 'Flutter SDK',
  'React Native SDK': 'React Native SDK',
  'Web SDK': 'Web SDK',
  'Bitrix24 connector (English)': 'Hướng dẫn kết nối Bitrix24',
  'Bitrix24 connector (Tiếng Việt)': 'Hướng dẫn kết nối Bitrix24',
  'Auto-call quick setup': 'Thiết lập nhanh chiến dịch gọi tự động',
  'Call-center queues': 'Hàng chờ cuộc gọi',
  Support: 'Hỗ trợ',
  'API keys and tokens': 'API key và token',
  Errors: 'Mã lỗi',
  'Call statuses': 'Trạng thái cuộc gọi',
  Changelog: 'Nhật ký thay đổi',
} as const satisfies Record<string, string>;

/** The project components' strings (English: `chromeEn` of ./chrome-text.ts, under the same ids) in Vietnamese. */
export const viChrome = {
  announcement:
    'Tài liệu API đã có tập tin OpenAPI cho v1 và v3: <a href="/#download-the-specs" hreflang="en">tải về tại trang Bắt đầu (tiếng Anh)</a>.',
  copyright: '© {year} Pitel. Tài liệu về nền tảng tổng đài Pitel.',
  englishOnly: ' (tiếng Anh)',
  englishPages: 'Trang tiếng Anh',
  searchPlaceholder: 'Tìm kiếm',
  searchLabel: 'Tìm kiếm',
  searchButton: 'Tìm',
  searchResults: 'Kết quả tìm kiếm',
  searchError: 'Không tải được chức năng tìm kiếm. Hãy kiểm tra kết nối mạng rồi thử lại.',
  diagramAsText: 'Sơ đồ dưới dạng văn bản',
  scrollsSideways: '(cuộn ngang)',
  tableScrollsNamed: 'Bảng: {heading}, cuộn ngang',
  tableScrolls: 'Bảng, cuộn ngang',
  notAvailable: 'trang này chưa có bản tiếng Anh',
  notFoundTitle: 'Không tìm thấy trang',
  notFoundText: 'Không có trang nào ở địa chỉ này. Bạn có thể tìm trong tài liệu hoặc mở một trong các trang dưới đây:',
} as const satisfies Record<ChromeTextId, string>;

/** The Vietnamese 404 page's links: the Vietnamese guides and the Vietnamese Support page. */
export const viGuides = [
  {label: 'Hướng dẫn trang quản trị tổng đài', to: '/guide/portal_callcenter_guide_vie/'},
  {label: 'Hướng dẫn trang quản trị gọi tự động', to: '/guide/portal_autocall_guide_vie/'},
  {label: 'Hướng dẫn kết nối Bitrix24', to: '/bitrix_pitel_vie/'},
  {label: 'Hỗ trợ', to: '/ho-tro'},
] as const;

/**
 * The Vietnamese of the string tables of the components every doc page shows, whose English stays beside
 * each component: the page actions (src/components/PageActions/text.ts), the proposal notice and badge
 * (src/components/Planned), the page feedback's question (src/components/PageFeedback).
 */
export const viComponents = {
  pageActions: {
    group: 'Thao tác với trang',
    copy: 'Sao chép trang (dạng văn bản)',
    copyTitle: 'Sao chép nội dung trang này dưới dạng văn bản (Markdown)',
    failed: 'Không sao chép được trang',
    view: 'Xem dạng văn bản (Markdown)',
    more: 'Các thao tác khác với trang',
    other: 'Đọc trang này bằng tiếng Anh',
    open: 'Mở trong',
    newTab: '(thẻ trình duyệt mới)',
    install: 'Thêm máy chủ MCP của tài liệu vào',
    prompt: 'Hãy đọc {url} rồi trả lời các câu hỏi của tôi về trang này.',
  } satisfies PageActionsText,
  planned: {
    title: 'Đề xuất của chúng tôi, Pitel chưa xác nhận',
    link: 'hỏi bộ phận hỗ trợ Pitel',
    fallback: 'Phần này là thiết kế do chúng tôi đề xuất, chưa có trong tài liệu Pitel đã công bố.',
    badge: 'Đề xuất',
    badgeTitle: 'Đề xuất của chúng tôi, Pitel chưa xác nhận: hãy hỏi bộ phận hỗ trợ Pitel trước khi áp dụng',
  } satisfies PlannedText,
  feedback: {
    question: 'Trang này có hữu ích không?',
    yes: 'Có',
    no: 'Không',
    thanks: 'Cảm ơn bạn! Rất vui vì trang này có ích.',
  } satisfies FeedbackText,
} as const;
