/**
 * Pitel call status → Bitrix24 `STATUS_CODE` of `telephony.externalCall.finish`.
 *
 * This list is the connector's own copy of the Bitrix24 column of the docs site's status table
 * (/call-statuses, src/data/call-statuses.ts); a unit test of the site (tests/unit/bitrix-connector-mapping.test.ts)
 * fails when the two differ, so the connector runs on its own when copied out of the repository.
 *
 * A `cdr` event carries `status` only in Pitel's call-center edition, spelled as the v3 (`cdr`) or the
 * v1 (`v1`) call record spells it. No `status`: the connector sends no `STATUS_CODE`, and Bitrix24 applies
 * its default (200 when `DURATION` > 0, else 304). A `status` that matches no row: `OTHER`.
 */
export interface StatusCode {
  /** The status's id on /call-statuses. */
  id: string;
  /** `status` of a v3 call record, when documented. */
  cdr?: string;
  /** `status` of a v1 call record, when documented. */
  v1?: string;
  /** The Bitrix24 code. */
  bitrix: string;
  /** The code of an inbound call, when it differs. */
  bitrixInbound?: string;
}

export const statusCodes: readonly StatusCode[] = [
  {id: 'answered', cdr: 'answered', v1: 'ANSWERED', bitrix: '200'},
  {id: 'no-answered', cdr: 'no-answered', v1: 'NO ANSWER', bitrix: '304'},
  {id: 'busy', cdr: 'busy', v1: 'BUSY', bitrix: '486'},
  {id: 'cancel', cdr: 'cancel', bitrix: '603-S', bitrixInbound: '603'},
  {id: 'not-available', cdr: 'not-available', bitrix: '480'},
  {id: 'invalid', cdr: 'invalid', bitrix: '404'},
  {id: 'phone-block', bitrix: '423'},
  {id: 'congestion', bitrix: '503'},
  {id: 'failed', v1: 'FAILED', bitrix: 'OTHER'},
  {id: 'voicemail', bitrix: 'OTHER'},
  {id: 'busy-line', bitrix: '304'},
  {id: 'ivr', bitrix: '304'},
  {id: 'unknown', v1: 'UNKNOWN', bitrix: 'OTHER'},
];

/** The code of a status that matches no row. */
export const unmatchedCode = 'OTHER';

/** The row whose v3 or v1 spelling is `status`. */
export function statusOf(status: string): StatusCode | undefined {
  return statusCodes.find((s) => s.cdr === status || s.v1 === status);
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
