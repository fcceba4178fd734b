/* A module of the search popup and results page only (not the chrome every page loads). */
/**
 * The section label of a search hit, on a Vietnamese page: the sections' labels (src/config/sections.ts) in
 * Vietnamese, saying "(tiếng Anh)" where the section is English. Labels already Vietnamese stay as they are.
 */
export const viSectionLabels: Readonly<Record<string, string>> = {
  API: 'Tài liệu API (tiếng Anh)',
  SDK: 'SDK (tiếng Anh)',
  'CRM connector (VI)': 'Bitrix24',
  'CRM connector (EN)': 'Bitrix24 (tiếng Anh)',
  'Call-center portal guide': 'Hướng dẫn tổng đài (tiếng Anh)',
  'Auto-call portal guide': 'Hướng dẫn gọi tự động (tiếng Anh)',
};
