/**
 * The inspector's form in both languages: what the page shows before the inspector is loaded (a file
 * of its own, so the tests' sweep for English chrome on Vietnamese pages reads it).
 */
export const labels = {
  en: {
    label: 'Status, short code or call record',
    hint: 'Type a call status or a short code such as `C1`, or paste a webhook event or a call record (JSON, v1 or v3).',
    button: 'Inspect',
    loading: 'Loading the inspector…',
    failed: 'The inspector could not be loaded. Reload the page and try again.',
  },
  vi: {
    label: 'Trạng thái, mã rút gọn hoặc bản ghi cuộc gọi',
    hint: 'Nhập một trạng thái cuộc gọi hay một mã rút gọn như `C1`, hoặc dán một sự kiện webhook hay một bản ghi cuộc gọi (JSON, v1 hoặc v3).',
    button: 'Kiểm tra',
    loading: 'Đang tải công cụ kiểm tra…',
    failed: 'Không tải được công cụ kiểm tra. Hãy tải lại trang rồi thử lại.',
  },
} as const;
