/**
 * The print edition page's strings, in both languages (a file of its own, so the tests' chrome sweep
 * reads them). `{n}`, `{title}` and `{date}` are filled in by the page.
 */
export const text = {
  en: {
    printEdition: 'print edition',
    edition: 'Print edition · all {n} pages of the guide',
    description: 'All {n} pages of the {title} on one page, to print or save as PDF.',
    updated: 'Updated {date}',
    built: 'Built {date}',
    online: 'Online edition:',
    contents: 'Contents',
    print: 'Print or save as PDF',
    printHint: "The button opens your browser's print dialog: choose a printer, or save as PDF.",
  },
  vi: {
    printEdition: 'bản in',
    edition: 'Bản in · toàn bộ {n} trang của bộ hướng dẫn',
    description: 'Toàn bộ {n} trang của “{title}” gộp trên một trang, để in hoặc lưu thành PDF.',
    updated: 'Cập nhật ngày {date}',
    built: 'Tạo ngày {date}',
    online: 'Bản trực tuyến:',
    contents: 'Mục lục',
    print: 'In hoặc lưu thành PDF',
    printHint: 'Nút này mở hộp thoại in của trình duyệt: chọn máy in, hoặc chọn lưu thành PDF.',
  },
} as const;
