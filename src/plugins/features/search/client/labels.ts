/* A module of the search popup and results page only (not the chrome every page loads). */
import type {Lang} from '../core/tokenize';

/**
 * The sections' labels (src/config/sections.ts) named in Vietnamese, for a search from a Vietnamese page.
 * Labels already Vietnamese stay as they are.
 */
export const viSectionNames: Readonly<Record<string, string>> = {
  API: 'Tài liệu API',
  SDK: 'SDK',
  'Bitrix24 connector (VI)': 'Bitrix24',
  'Bitrix24 connector (EN)': 'Bitrix24',
  'Call-center portal guide': 'Hướng dẫn trang quản trị tổng đài',
  'Auto-call portal guide': 'Hướng dẫn trang quản trị gọi tự động',
  // Support and the call statuses (src/config/sections.ts, pageLabel), under the footer's name for them.
  Help: 'Trợ giúp',
};

/**
 * The section label of a hit as a reader of `readerLang` sees it. On a Vietnamese page: in Vietnamese,
 * with "(tiếng Anh)" when the page found is in English. The page's own language decides, not its
 * section's: /ho-tro and /trang-thai-cuoc-goi are Vietnamese pages of the (English) main section.
 */
export function hitLabel(label: string, hitLang: Lang, readerLang: Lang): string {
  if (readerLang !== 'vi') return label;
  const name = viSectionNames[label] ?? label;
  return hitLang === 'en' ? `${name} (tiếng Anh)` : name;
}
