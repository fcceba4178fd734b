/**
 * The call-status vocabulary of ./call-statuses.ts in Vietnamese: each status's meaning and details,
 * the same facts in the same order, for the tables of /trang-thai-cuoc-goi (the Vietnamese edition of
 * /call-statuses, src/components/SharedFacts/CallStatusTablesVi.tsx) and the Vietnamese answers of the
 * call-event inspector (src/plugins/features/call-inspector), which alone use the lead values' meanings. A file of its own, so that the /call-statuses page,
 * which renders the English tables, does not carry it on its first visit; the inspector loads it with
 * its own code.
 * The portals' labels (Answered, Cancel …) stay as the portals write them.
 *
 * Terms follow WRITING.md, "Vietnamese terms": trạng thái cuộc gọi (a call status), cuộc gọi vào /
 * cuộc gọi ra, gác máy / kết thúc cuộc gọi, nghe máy, đầu số, máy nhánh, API key, gọi tự động.
 * tests/unit/call-inspector.test.ts checks that every status and detail has its Vietnamese text and
 * that the text keeps to the glossary.
 */
import {callStatuses, leadOnlyStatuses} from './call-statuses';

export interface StatusVi {
  meaning: string;
  /** The details of the English entry, in the same order: where each applies, and what it means there. */
  details?: readonly {context: string; text: string}[];
}

export const callStatusesVi: Readonly<Record<(typeof callStatuses)[number]['id'], StatusVi>> = {
  answered: {meaning: 'Cuộc gọi có người nghe máy và hai bên đã được kết nối.'},
  'no-answered': {
    meaning: 'Máy bên được gọi đổ chuông nhưng không ai nghe.',
    details: [
      {context: 'Cuộc gọi vào tới nhân viên', text: 'máy nhánh của nhân viên đổ chuông đến hết mà không ai nghe máy.'},
    ],
  },
  busy: {
    meaning:
      'Bên được gọi đang bận hoặc không nhận cuộc gọi: từ chối cuộc gọi, gác máy hoặc chặn số của bên gọi trên điện thoại.',
  },
  cancel: {
    meaning:
      'Cuộc gọi bị phía tổng đài của bạn (hệ thống hoặc nhân viên) kết thúc khi vẫn đang đổ chuông, nên hai bên chưa được kết nối.',
    details: [
      {
        context: 'Chiến dịch gọi tự động và Autodialer',
        text: 'hệ thống kết thúc cuộc gọi khi hết thời gian chờ nghe máy của chiến dịch (“Thời Gian Chờ Mobile Nghe Máy” trên trang quản trị gọi tự động, “Thời gian chờ nghe máy” trên trang quản trị tổng đài). Trong báo cáo chiến dịch gọi tự động, cột của trạng thái này có tên “Huỷ bỏ”.',
      },
      {
        context: 'Cuộc gọi của nhân viên',
        text: 'nhân viên gác máy trước khi cuộc gọi được kết nối (cuộc gọi ra: trước khi khách hàng nghe máy; cuộc gọi vào: nhân viên từ chối cuộc gọi thay vì nghe máy).',
      },
    ],
  },
  'not-available': {
    meaning:
      'Không liên lạc được với điện thoại được gọi: máy ở chế độ máy bay, ngoài vùng phủ sóng hoặc sóng yếu, SIM bị khóa, hết pin hoặc máy hỏng.',
  },
  invalid: {
    meaning: 'Mạng di động báo số điện thoại không tồn tại.',
    details: [
      {
        context: 'Click-to-call',
        text: 'theo một tài liệu cũ của Pitel, cuộc gọi click-to-call mà nhân viên không nghe máy cũng có thể mang trạng thái này.',
      },
    ],
  },
  'phone-block': {meaning: 'Mạng di động đang khóa số của khách hàng.'},
  congestion: {
    meaning:
      'Đầu số gọi ra của bạn bị nhà mạng (trunk) chặn hoặc khóa, hoặc đường truyền bị nghẽn, nên không thực hiện được cuộc gọi.',
  },
  failed: {
    meaning: 'Không thực hiện được cuộc gọi vì lỗi ở phía gọi, không phải vì số được gọi.',
    details: [
      {
        context: 'Chiến dịch gọi tự động',
        text: 'kịch bản hoặc mẫu bị lỗi hay đã bị xóa, hoặc API key Zalo TTS đã dùng hết hạn mức.',
      },
    ],
  },
  voicemail: {meaning: 'Cuộc gọi được chuyển vào hộp thư thoại của khách hàng, nên hai bên không được kết nối.'},
  'busy-line': {
    meaning: 'Người gọi vào không được kết nối với nhân viên nào. Chỉ có ở chiến dịch Inbound và Autodialer.',
  },
  ivr: {meaning: 'Người gọi vào gác máy ở menu IVR trước khi bấm phím. Chỉ có ở chiến dịch Inbound và Autodialer.'},
  unknown: {meaning: 'Không có trạng thái nào được ghi nhận. Pitel không nêu khi nào điều này xảy ra.'},
};

/** The customer (lead) status values that are not call outcomes, in Vietnamese. */
export const leadOnlyStatusesVi: Readonly<Record<(typeof leadOnlyStatuses)[number]['value'], string>> = {
  new: 'Khách hàng chưa được gọi. Hồ sơ khách hàng còn ghi giá trị này là `NEW` trong `status` và `new` trong `alt_status`.',
  queue: 'Khách hàng đang chờ được quay số. Pitel không nêu cụ thể điều gì đưa khách hàng vào trạng thái này.',
};
