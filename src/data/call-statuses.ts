/**
 * The canonical call-status vocabulary: one entry per outcome, with its one meaning, the details
 * that depend on where you read it, and how each part of the product spells it. Rendered on
 * /call-statuses (src/components/SharedFacts/CallStatusTables.tsx); every other page links there.
 *
 * Sources (../shared/facts): the status tables of both portal guides (portal-callcenter.md,
 * portal-autocall.md), the v3 CDR reference and its older call-center edition (api-v3.md), the v1 CDR
 * samples (api-v1.md), the report and statistic counters (api-v3.md), and the Bitrix24 mapping, which
 * starts from the proposed one of crm-bitrix.md. Text between backticks is shown as code.
 *
 * `cancel` is described three ways in the sources (the system hangs up at the ring timeout; the
 * agent hangs up before the answer; the caller hangs up while ringing). Decided meaning: the call was
 * ended on the tenant's own side, by the switch or by an agent, while it was still ringing; who ended it
 * depends on the kind of call. The pages say "your call center's side" ("phía tổng đài của bạn"), never
 * "the Pitel side": to an admin, Pitel is the provider, and an agent who hangs up is the admin's own staff.
 *
 * The Bitrix24 codes (`bitrix`, `bitrixInbound`) are the one mapping that the reference connector runs
 * (and that the designed Market app would use): it finishes every call with the code of the status its
 * `cdr` event carries (none when the event has no `status`, /call-statuses#bitrix24-no-status), and every page states a code
 * through this list (the table and `BitrixCode` of src/components/SharedFacts/CallStatusTables.tsx), never
 * in its own words. The proposed mapping of crm-bitrix.md sends "NO ANSWER / missed inbound" as `304`
 * (missed), "Agent rejected" as `603` (declined), "FAILED / other" as `OTHER`, and its "Log missed calls"
 * setting finishes unanswered inbound calls with `304`. Decided: a call's code comes from its status
 * alone (the setting only decides whether an unanswered inbound call is written to Bitrix24 at all);
 * `304` for the three statuses of an inbound caller whom nobody answered (No Answered, Busy line, IVR);
 * `603` for a cancelled inbound call (the agent's side ended it instead of answering: the row that names
 * it), `603-S` for the other cancelled calls. /call-statuses#bitrix24-unanswered states the decided
 * mapping once, without the proposal it replaces. The reference connector (examples/bitrix24-connector/src/status-codes.ts) keeps
 * its own copy so that it runs outside this repository; tests/unit/bitrix-connector-mapping.test.ts
 * fails when the two differ.
 */

export interface StatusDetail {
  /** Where the detail applies, e.g. "Auto-call campaigns". */
  context: string;
  text: string;
}

export interface CallStatus {
  /** Anchor of the status's row on /call-statuses (`#status-<id>`). */
  id: string;
  /** The portal's label. */
  label: string;
  /** The one meaning of the status, whatever the context. */
  meaning: string;
  /** What the status means in a particular context, on top of the meaning. */
  details?: readonly StatusDetail[];
  /** `status` of a v3 CDR (lower case), when documented. */
  cdr?: string;
  /** `status` of a v1 CDR (upper case), when documented. */
  v1?: string;
  /** Value in a campaign's `recall_status`, when documented. */
  recall?: string;
  /** Dialing short code shown in campaigns and lead tables. */
  code?: string;
  /** Customer (lead) status value of the API, when the status is one. */
  lead?: string;
  /** Report and statistic counters that count the status. */
  counters?: readonly string[];
  /** Bitrix24 `STATUS_CODE` of the mapping: the code the reference connector finishes a call of this status with. */
  bitrix: string;
  /** The code of an inbound call with this status, when the mapping gives inbound calls another one. */
  bitrixInbound?: string;
}

export const callStatuses: readonly CallStatus[] = [
  {
    id: 'answered',
    label: 'Answered',
    meaning: 'The call was answered and both sides were connected.',
    cdr: 'answered',
    v1: 'ANSWERED',
    recall: 'answered',
    code: 'A1',
    lead: 'answered',
    counters: ['answered', 'total_answered'],
    bitrix: '200',
  },
  {
    id: 'no-answered',
    label: 'No Answered',
    meaning: 'The called side rang but nobody picked up.',
    details: [{context: 'Inbound calls to an agent', text: 'the agent’s extension rang out without being answered.'}],
    cdr: 'no-answered',
    v1: 'NO ANSWER',
    recall: 'no-answered',
    code: 'NA',
    lead: 'no-answered',
    counters: ['no_answered', 'total_no_answered'],
    bitrix: '304',
  },
  {
    id: 'busy',
    label: 'Busy',
    meaning:
      'The called side was busy or refused the call: it rejected the call, hung up, or blocks the number on the phone.',
    cdr: 'busy',
    v1: 'BUSY',
    recall: 'busy',
    code: 'B1',
    lead: 'busy',
    counters: ['busy', 'total_busy'],
    bitrix: '486',
  },
  {
    id: 'cancel',
    label: 'Cancel',
    meaning:
      'The call was ended on your call center’s side (by the system or an agent) while it was still ringing, so it never connected.',
    details: [
      {
        context: 'Auto-call and autodialer campaigns',
        text: 'the system hangs up when the campaign’s answer wait ("Thời Gian Chờ Mobile Nghe Máy" on the auto-call portal, "Thời gian chờ nghe máy" on the call-center portal) runs out. The auto-call campaign report names this column "Huỷ bỏ".',
      },
      {
        context: 'Agent calls',
        text: 'the agent hung up before the call connected: on an outbound call before the customer answered, on an inbound call instead of answering.',
      },
    ],
    cdr: 'cancel',
    code: 'C1',
    lead: 'cancel',
    counters: ['cancel', 'total_cancel'],
    bitrix: '603-S',
    bitrixInbound: '603',
  },
  {
    id: 'not-available',
    label: 'Not available',
    meaning:
      'The called phone could not be reached: in airplane mode, out of coverage or on a weak signal, with its SIM locked, with a flat battery, or broken.',
    cdr: 'not-available',
    recall: 'not-available',
    code: 'NA1',
    counters: ['not_available', 'total_not_available'],
    bitrix: '480',
  },
  {
    id: 'invalid',
    label: 'Invalid number',
    meaning: 'The carrier reports that the number does not exist.',
    details: [
      {
        context: 'Click-to-call',
        text: 'an older edition of Pitel’s call-record reference also gives this status to a click-to-call whose agent did not answer.',
      },
    ],
    cdr: 'invalid',
    recall: 'invalid-number',
    counters: ['invalid', 'total_invalid'],
    bitrix: '404',
  },
  {
    id: 'phone-block',
    label: 'Phone Block',
    meaning: 'The customer’s number is locked by its carrier.',
    recall: 'phone-block',
    counters: ['phone_block'],
    bitrix: '423',
  },
  {
    id: 'congestion',
    label: 'Congestion',
    meaning:
      'The carrier has blocked or locked your caller number (hotline), or the line is congested, so the call could not go out.',
    recall: 'congestion',
    counters: ['congestion'],
    bitrix: '503',
  },
  {
    id: 'failed',
    label: 'Failed',
    meaning: 'The call could not be made because of an error on the calling side, not because of the called number.',
    details: [
      {
        context: 'Auto-call campaigns',
        text: 'the script or template is broken or was deleted, or the Zalo TTS key has used up its quota.',
      },
    ],
    v1: 'FAILED',
    recall: 'failed',
    lead: 'fail',
    bitrix: 'OTHER',
  },
  {
    id: 'voicemail',
    label: 'Voicemail',
    meaning: 'The customer’s voicemail answered, so nobody was connected.',
    recall: 'voicemail',
    bitrix: 'OTHER',
  },
  {
    id: 'busy-line',
    label: 'Busy line',
    meaning: 'An inbound caller was never connected to an agent. Used by inbound and autodialer campaigns.',
    counters: ['busy_line'],
    bitrix: '304',
  },
  {
    id: 'ivr',
    label: 'IVR',
    meaning:
      'An inbound caller hung up in the IVR menu before pressing a key. Used by inbound and autodialer campaigns.',
    counters: ['ivr'],
    bitrix: '304',
  },
  {
    id: 'unknown',
    label: 'Unknown',
    meaning: 'No outcome was recorded. When this happens is not documented.',
    v1: 'UNKNOWN',
    lead: 'unknown',
    bitrix: 'OTHER',
  },
];

/** Customer (lead) status values that are not call outcomes. */
export const leadOnlyStatuses: readonly {value: string; meaning: string}[] = [
  {
    value: 'new',
    meaning:
      'The customer has not been called yet. Lead records also show it as `NEW` in `status` and `new` in `alt_status`.',
  },
  {
    value: 'queue',
    meaning: 'The customer is waiting to be dialled. What exactly moves a lead into this state is not documented.',
  },
];

/** What each Bitrix24 `STATUS_CODE` of the mapping means in Bitrix24 (Bitrix24 REST documentation). */
export const bitrixCodes: Readonly<Record<string, string>> = {
  '200': 'successful call',
  '304': 'missed call',
  '603': 'declined',
  '603-S': 'cancelled',
  '486': 'busy',
  '404': 'invalid number',
  '480': 'temporarily unavailable',
  '503': 'direction unavailable',
  '423': 'blocked',
  OTHER: 'undefined',
};

/**
 * The code of a call whose `status` matches no status of the list: the v3 and v1 spellings of some
 * statuses are not documented (a dash in the table of /call-statuses), so the connector cannot tell them.
 */
export const bitrixUnmatched = 'OTHER';

/** The same meanings in Vietnamese, for the Vietnamese Bitrix24 guide (labels of Bitrix24's Vietnamese interface are not documented; these translate the English meanings). */
export const bitrixCodesVi: Readonly<Record<keyof typeof bitrixCodes, string>> = {
  '200': 'cuộc gọi thành công',
  '304': 'cuộc gọi nhỡ',
  '603': 'bị từ chối',
  '603-S': 'đã hủy',
  '486': 'máy bận',
  '404': 'số không hợp lệ',
  '480': 'tạm thời không liên lạc được',
  '503': 'không gọi được tới hướng này',
  '423': 'bị chặn',
  OTHER: 'không xác định',
};

/** The Bitrix24 code the connector finishes a call of a status with: on an inbound call, the status's inbound code when it has one. */
export function bitrixCodeFor(status: CallStatus, inbound = false): string {
  return (inbound && status.bitrixInbound) || status.bitrix;
}
