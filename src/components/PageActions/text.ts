/**
 * The page actions' strings, in both languages (a file of its own, so the tests' chrome sweep reads them).
 * What "Copy page" says after copying loads with the copy code: ./copyText.ts.
 */
export const text = {
  en: {
    group: 'Page actions',
    copy: 'Copy page',
    copyTitle: 'Copy this page as Markdown',
    failed: 'The page could not be copied',
    view: 'View as Markdown',
    more: 'More page actions',
    other: 'Read this page in Vietnamese',
    open: 'Open in',
    newTab: '(opens in a new tab)',
  },
  vi: {
    group: 'Thao tác với trang',
    copy: 'Sao chép trang',
    copyTitle: 'Sao chép trang này dưới dạng Markdown',
    failed: 'Không sao chép được trang',
    view: 'Xem dưới dạng Markdown',
    more: 'Các thao tác khác với trang',
    other: 'Đọc trang này bằng tiếng Anh',
    open: 'Mở trong',
    newTab: '(mở trong thẻ trình duyệt mới)',
  },
} as const;
