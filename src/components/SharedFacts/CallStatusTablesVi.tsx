/**
 * The tables of /trang-thai-cuoc-goi, the Vietnamese edition of /call-statuses: the same tables
 * (./CallStatusTables.tsx), from the same status list, with the meanings of src/data/call-statuses-vi.ts
 * and Vietnamese headings. A module of its own, imported by that page only, so the English page does not
 * carry the Vietnamese text. The portals' labels (Answered, Cancel …) stay as the portals write them, and
 * each row has the anchor of its English row (`#status-cancel`), which the links of this page lead to.
 */
import React, {type ReactNode} from 'react';
import {viCallStatusesPage} from '@site/src/config/pages';
import {callStatusesVi, leadOnlyStatusesVi} from '@site/src/data/call-statuses-vi';
import {
  ApiStatusTable,
  CallStatusTable,
  LeadStatusTable,
  ReportCounterTable,
  ShortCodeTable,
  type StatusTablesText,
} from './CallStatusTables';

const vi: StatusTablesText = {
  page: viCallStatusesPage,
  undocumented: 'Tài liệu Pitel không nêu',
  meaning: (status) => callStatusesVi[status.id],
  leadMeaning: (value) => leadOnlyStatusesVi[value],
  lastCall: (link) => <>Cuộc gọi gần nhất kết thúc với trạng thái {link}.</>,
  headings: {
    status: 'Trạng thái',
    meaning: 'Ý nghĩa',
    cdr: (
      <>
        <code>status</code> trong CDR (v3 / v1)
      </>
    ),
    code: 'Mã rút gọn',
    value: 'Giá trị',
    counters: 'Bộ đếm',
    counted: 'Đếm các cuộc gọi có trạng thái',
  },
};

export const CallStatusTableVi = (): ReactNode => <CallStatusTable t={vi} />;
export const ApiStatusTableVi = (): ReactNode => <ApiStatusTable t={vi} />;
export const ShortCodeTableVi = (): ReactNode => <ShortCodeTable t={vi} />;
export const LeadStatusTableVi = (): ReactNode => <LeadStatusTable t={vi} />;
export const ReportCounterTableVi = (): ReactNode => <ReportCounterTable t={vi} />;
