/**
 * The inspector's form in both languages: what the page shows before the inspector is loaded (a file
 * of its own, so the tests' sweep for English chrome on Vietnamese pages reads it).
 */
export const labels = {
  en: {
    label: 'Event, record or status',
    hint: 'Paste a webhook event or a call record (JSON, v1 or v3), or type a call status or short code such as `C1`.',
    button: 'Inspect',
    loading: 'Loading the inspector…',
    failed: 'The inspector could not be loaded. Reload the page and try again.',
  },
  vi: {
    label: 'Sự kiện, bản ghi hoặc trạng thái',
    hint: 'Dán một sự kiện webhook hoặc một bản ghi cuộc gọi (JSON, v1 hoặc v3), hoặc nhập một trạng thái cuộc gọi hay mã rút gọn như `C1`.',
    button: 'Kiểm tra',
    loading: 'Đang tải công cụ kiểm tra…',
    failed: 'Không tải được công cụ kiểm tra. Hãy tải lại trang rồi thử lại.',
  },
} as const;
