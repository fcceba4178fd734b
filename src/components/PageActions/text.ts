/** The page actions' strings, in both languages (a file of its own, so the tests' chrome sweep reads them). */
export const text = {
  en: {
    group: 'Page actions',
    copy: 'Copy page',
    copyTitle: 'Copy this page as Markdown',
    copied: 'Page copied as Markdown.',
    failed: 'The page could not be copied',
    failedWhy: '',
    view: 'View as Markdown',
    other: 'Read this page in Vietnamese',
    open: 'Open in',
    newTab: '(opens in a new tab)',
  },
  vi: {
    group: 'Thao tác với trang',
    copy: 'Sao chép trang',
    copyTitle: 'Sao chép trang này dưới dạng Markdown',
    copied: 'Đã sao chép trang dưới dạng Markdown.',
    failed: 'Không sao chép được trang',
    /** Said instead of the browser's own message, which is English whatever the page's language. */
    failedWhy: 'Trình duyệt không cho ghi vào bộ nhớ tạm, hoặc không tải được bản Markdown. Hãy thử lại, hoặc dùng "Xem dưới dạng Markdown".',
    view: 'Xem dưới dạng Markdown',
    other: 'Đọc trang này bằng tiếng Anh',
    open: 'Mở trong',
    newTab: '(mở trong thẻ trình duyệt mới)',
  },
} as const;
