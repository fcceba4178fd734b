/**
 * Pitel call status → Bitrix24 `STATUS_CODE` of `telephony.externalCall.finish`.
 *
 * This list is the connector's own copy of the Bitrix24 column of the docs site's status table
 * (/call-statuses, src/data/call-statuses.ts); a unit test of the site (tests/unit/bitrix-connector-mapping.test.ts)
 * fails when the two differ, so the connector runs on its own when copied out of the repository.
 *
 * A `cdr` event carries `status` only in Pitel's call-center edition, spelled as the v3 (`cdr`) or the
 * v1 (`v1`) call record spells it; it is matched against every spelling of a row, whatever its case or
 * separators (`spellings`). No `status`: the connector sends no `STATUS_CODE`, and Bitrix24 applies
 * its default (200 when `DURATION` > 0, else 304). A `status` that matches no row: `OTHER`.
 */
export interface StatusCode {
  /** The status's id on /call-statuses. */
  id: string;
  /** `status` of a v3 call record, when documented. */
  cdr?: string;
  /** `status` of a v1 call record, when documented. */
  v1?: string;
  /**
   * Every spelling of the status that /call-statuses gives (v3 and v1 call records, the portal's label,
   * `recall_status`, the customer status, the report counters), folded by `fold`.
   */
  spellings: readonly string[];
  /** The Bitrix24 code. */
  bitrix: string;
  /** The code of an inbound call, when it differs. */
  bitrixInbound?: string;
}

// The folded spellings are not words for the spelling check: cspell:disable
export const statusCodes: readonly StatusCode[] = [
  {id: 'answered', cdr: 'answered', v1: 'ANSWERED', spellings: ['answered', 'totalanswered'], bitrix: '200'},
  {
    id: 'no-answered',
    cdr: 'no-answered',
    v1: 'NO ANSWER',
    spellings: ['noanswer', 'noanswered', 'totalnoanswered'],
    bitrix: '304',
  },
  {id: 'busy', cdr: 'busy', v1: 'BUSY', spellings: ['busy', 'totalbusy'], bitrix: '486'},
  {id: 'cancel', cdr: 'cancel', spellings: ['cancel', 'totalcancel'], bitrix: '603-S', bitrixInbound: '603'},
  {id: 'not-available', cdr: 'not-available', spellings: ['notavailable', 'totalnotavailable'], bitrix: '480'},
  {id: 'invalid', cdr: 'invalid', spellings: ['invalid', 'invalidnumber', 'totalinvalid'], bitrix: '404'},
  {id: 'phone-block', spellings: ['phoneblock'], bitrix: '423'},
  {id: 'congestion', spellings: ['congestion'], bitrix: '503'},
  {id: 'failed', v1: 'FAILED', spellings: ['fail', 'failed'], bitrix: 'OTHER'},
  {id: 'voicemail', spellings: ['voicemail'], bitrix: 'OTHER'},
  {id: 'busy-line', spellings: ['busyline'], bitrix: '304'},
  {id: 'ivr', spellings: ['ivr'], bitrix: '304'},
  {id: 'unknown', v1: 'UNKNOWN', spellings: ['unknown'], bitrix: 'OTHER'},
];
// cspell:enable

/** The code of a status that matches no row. */
export const unmatchedCode = 'OTHER';

/** A spelling without case, hyphens, underscores or spaces: `busy_line`, `Busy line` and `BUSY-LINE` are one. */
export function fold(spelling: string): string {
  return spelling.toLowerCase().replace(/[\s_-]+/g, '');
}

/** The row that spells `status` in any of its ways. */
export function statusOf(status: string): StatusCode | undefined {
  const folded = fold(status);
  return statusCodes.find((s) => s.spellings.includes(folded));
}

/** The Bitrix24 code of a row, on an inbound call its inbound code when it has one. */
export function codeOf(row: StatusCode, inbound: boolean): string {
  return (inbound && row.bitrixInbound) || row.bitrix;
}

/** The `STATUS_CODE` to finish a call with: none when the event carried no status. */
export function bitrixCode(status: string | undefined, inbound: boolean): string | undefined {
  if (!status) return undefined;
  const row = statusOf(status);
  return row ? codeOf(row, inbound) : unmatchedCode;
}
