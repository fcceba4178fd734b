/**
 * The sidebar of a Vietnamese edition is its English guide's sidebar with the category labels in
 * Vietnamese: one list of items, so the two editions cannot drift apart (pages' own titles come from
 * their front matter). A label missing here stops the build, naming it.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type Items = SidebarsConfig[string];

const viCategoryLabels: Readonly<Record<string, string>> = {
  'Getting started': 'Bắt đầu',
  Setup: 'Thiết lập',
  Monitoring: 'Giám sát',
  Campaigns: 'Chiến dịch',
  'Customer data': 'Dữ liệu khách hàng',
  'Call history and reports': 'Lịch sử cuộc gọi và báo cáo',
  'Audio and scripts': 'Âm thanh và kịch bản',
};

export function editionItems(items: Items): Items {
  if (!Array.isArray(items)) throw new Error('A sidebar edition needs a list of items');
  return items.map((item) => {
    if (typeof item === 'string' || item.type !== 'category') return item;
    const label = viCategoryLabels[item.label];
    if (!label)
      throw new Error(`No Vietnamese label for the sidebar category "${item.label}" (src/config/sidebar-editions.ts)`);
    return {...item, label, items: editionItems(item.items)};
  });
}
