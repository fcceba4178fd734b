/**
 * The classic theme's strings in Vietnamese, for the chrome of the Vietnamese pages (pagination, table
 * of contents, admonition titles, copy button, breadcrumbs, sidebar, back-to-top, category cards …).
 *
 * Keyed by the theme's own translation ids, the ones Docusaurus's i18n files use
 * (`@docusaurus/theme-translations/locales/vi/theme-common.json`, 3.10.2). Most values are that file's;
 * where it leaves a string in English or gives two ids one word, the value here is ours:
 * `danger` and `warning` are told apart ("nguy hiểm", "cảnh báo"), `caution` is "thận trọng",
 * the pagination reads "Trang trước" / "Trang sau", and the mobile-menu and external-link strings that
 * the file leaves in English are translated. Only the ids a page of this site can show are listed: a
 * docs page's, and the changelog's (src/config/changelog.ts: the blog's list, entries, pagination and
 * reading time, called "mục" here, not "bài viết", since they are entries of a log; no archive, tags,
 * authors or image plugin), so the few bytes it adds to main.js stay few; tests/unit/vi-chrome.test.ts
 * checks every id exists in the theme and that every id such a page can show is here.
 */
export const viTheme: Readonly<Record<string, string>> = {
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Đóng',
  'theme.BackToTopButton.buttonAriaLabel': 'Trở lại đầu trang',
  'theme.CodeBlock.copied': 'Đã sao chép',
  'theme.CodeBlock.copy': 'Sao chép',
  'theme.CodeBlock.copyButtonAriaLabel': 'Sao chép mã vào bộ nhớ tạm',
  'theme.CodeBlock.wordWrapToggle': 'Bật/tắt xuống dòng',
  'theme.DocSidebarItem.collapseCategoryAriaLabel': "Thu gọn danh mục '{label}'",
  'theme.DocSidebarItem.expandCategoryAriaLabel': "Mở rộng danh mục '{label}'",
  'theme.ErrorPageContent.title': 'Trang này đã gặp lỗi.',
  'theme.ErrorPageContent.tryAgain': 'Thử lại',
  'theme.IconExternalLink.ariaLabel': '(mở trong thẻ trình duyệt mới)',
  'theme.NavBar.navAriaLabel': 'Thanh điều hướng chính',
  'theme.NotFound.p1': 'Chúng tôi không tìm thấy nội dung bạn đang tìm.',
  'theme.NotFound.p2': 'Vui lòng báo cho trang đã dẫn bạn tới đây rằng liên kết này bị hỏng.',
  'theme.NotFound.title': 'Không tìm thấy trang',
  'theme.TOCCollapsible.toggleButtonLabel': 'Trên trang này',
  'theme.blog.paginator.navAriaLabel': 'Các trang của nhật ký',
  'theme.blog.paginator.newerEntries': 'Mục mới hơn',
  'theme.blog.paginator.olderEntries': 'Mục cũ hơn',
  'theme.blog.post.paginator.navAriaLabel': 'Mục trước và mục sau',
  'theme.blog.post.paginator.newerPost': 'Mục mới hơn',
  'theme.blog.post.paginator.olderPost': 'Mục cũ hơn',
  'theme.blog.post.plurals': '{count} mục',
  'theme.blog.post.readMore': 'Đọc tiếp',
  'theme.blog.post.readMoreLabel': 'Đọc tiếp: {title}',
  'theme.blog.post.readingTime.plurals': '{readingTime} phút đọc',
  'theme.blog.sidebar.navAriaLabel': 'Danh sách các mục',
  'theme.admonition.caution': 'thận trọng',
  'theme.admonition.danger': 'nguy hiểm',
  'theme.admonition.info': 'thông tin',
  'theme.admonition.note': 'ghi chú',
  'theme.admonition.tip': 'mẹo',
  'theme.admonition.warning': 'cảnh báo',
  'theme.colorToggle.ariaLabel': 'Chuyển chế độ sáng và tối (hiện tại: {mode})',
  'theme.colorToggle.ariaLabel.mode.dark': 'chế độ tối',
  'theme.colorToggle.ariaLabel.mode.light': 'chế độ sáng',
  'theme.colorToggle.ariaLabel.mode.system': 'theo hệ thống',
  'theme.common.editThisPage': 'Sửa trang này',
  'theme.common.headingLinkTitle': 'Đường dẫn trực tiếp đến {heading}',
  'theme.common.skipToMainContent': 'Chuyển tới nội dung chính',
  'theme.docs.DocCard.categoryDescription.plurals': '{count} mục',
  'theme.docs.breadcrumbs.home': 'Trang chủ',
  'theme.docs.breadcrumbs.navAriaLabel': 'Đường dẫn trang',
  'theme.docs.paginator.navAriaLabel': 'Trang tài liệu',
  'theme.docs.paginator.next': 'Trang sau',
  'theme.docs.paginator.previous': 'Trang trước',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Đóng thanh điều hướng',
  'theme.docs.sidebar.collapseButtonAriaLabel': 'Thu gọn thanh bên',
  'theme.docs.sidebar.collapseButtonTitle': 'Thu gọn thanh bên',
  'theme.docs.sidebar.expandButtonAriaLabel': 'Mở rộng thanh bên',
  'theme.docs.sidebar.expandButtonTitle': 'Mở rộng thanh bên',
  'theme.docs.sidebar.navAriaLabel': 'Thanh điều hướng tài liệu',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Đóng/mở thanh điều hướng',
  'theme.docs.versionBadge.label': 'Phiên bản: {versionLabel}',
  'theme.lastUpdated.atDate': ' vào {date}',
  'theme.lastUpdated.byUser': ' bởi {user}',
  'theme.lastUpdated.lastUpdatedAtBy': 'Cập nhật lần cuối{atDate}{byUser}',
  'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel': 'Thu gọn danh sách',
  'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel': 'Mở rộng danh sách',
  'theme.navbar.mobileLanguageDropdown.label': 'Ngôn ngữ',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': '← Trở lại menu chính',
  'theme.navbar.mobileVersionsDropdown.label': 'Phiên bản',
};
