/**
 * The tables of /trang-thai-cuoc-goi, the Vietnamese edition of /call-statuses: the portal's tables of
 * ./CallStatusTables.tsx (statuses, short codes), from the same status list, with the meanings of src/data/call-statuses-vi.ts
 * and Vietnamese headings. A module of its own, imported by that page only, so the English page does not
 * carry the Vietnamese text. The portals' labels (Answered, Cancel …) stay as the portals write them, and
 * each row has the anchor of its English row (`#status-cancel`), which the links of this page lead to.
 */
import React, {type ReactNode} from 'react';
import {viCallStatusesPage} from '@site/src/config/pages';
import {callStatusesVi} from '@site/src/data/call-statuses-vi';
import {CallStatusTable, ShortCodeTable, type StatusTablesText} from './CallStatusTables';

const vi: StatusTablesText = {
  page: viCallStatusesPage,
  undocumented: 'Tài liệu Pitel không nêu',
  meaning: (status) => callStatusesVi[status.id],
  headings: {
    status: 'Trạng thái',
    meaning: 'Ý nghĩa',
    code: 'Mã rút gọn',
  },
};

export const CallStatusTableVi = (): ReactNode => <CallStatusTable t={vi} />;
export const ShortCodeTableVi = (): ReactNode => <ShortCodeTable t={vi} />;
