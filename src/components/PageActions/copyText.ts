/**
 * What "Copy page" says once it has copied or failed, in both languages: read by ./copyPage.ts, so
 * these strings load with the copy code, when the button is first used, not on every page (a file of
 * its own, so the tests' chrome sweep reads them). A failure that happens before the copy code has
 * loaded is told with `failed` of ./text.ts and the browser's message.
 */
export const copyText = {
  en: {
    copied: 'Page copied as Markdown.',
    failedWhy: '',
  },
  vi: {
    copied: 'Đã sao chép trang dưới dạng Markdown.',
    /** Said instead of the browser's own message, which is English whatever the page's language. */
    failedWhy:
      'Trình duyệt không cho ghi vào bộ nhớ tạm, hoặc không tải được bản Markdown. Hãy thử lại, hoặc dùng "Xem dạng văn bản (Markdown)".',
  },
} as const;
