/**
 * The tables of /call-statuses, rendered from the one status list (src/data/call-statuses.ts).
 * Pages import them explicitly (they are not global components), so only the pages that show a
 * table carry its data.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {canonicalPages} from '@site/src/config/pages';
import {usePageLang} from '@site/src/components/usePageLang';
import {bitrixCodes, bitrixCodesVi, callStatuses, leadOnlyStatuses, type CallStatus} from '@site/src/data/call-statuses';

/** Text with `backticked` parts shown as code. */
function Text({children}: {children: string}): ReactNode {
  return children.split(/(`[^`]+`)/).map((part, i) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 1 ? <code key={i}>{part.slice(1, -1)}</code> : <React.Fragment key={i}>{part}</React.Fragment>,
  );
}

function Code({value}: {value?: string}): ReactNode {
  return value ? <code>{value}</code> : <span title="Not documented">—</span>;
}

function Codes({values}: {values?: readonly string[]}): ReactNode {
  if (!values?.length) return <Code />;
  return values.map((v, i) => (
    <React.Fragment key={v}>
      {i > 0 && ', '}
      <code>{v}</code>
    </React.Fragment>
  ));
}

/** A link to a status's row on /call-statuses. */
export function StatusLink({status}: {status: CallStatus}): ReactNode {
  return <Link to={`${canonicalPages.callStatuses}#status-${status.id}`}>{status.label}</Link>;
}

function Meaning({status}: {status: CallStatus}): ReactNode {
  return (
    <>
      <Text>{status.meaning}</Text>
      {status.details?.map((d) => (
        <React.Fragment key={d.context}>
          {' '}
          <em>{d.context}:</em> <Text>{d.text}</Text>
        </React.Fragment>
      ))}
    </>
  );
}

/**
 * Every status: its meaning and how the CDRs and campaigns spell it. The Bitrix24 codes have their own
 * table (BitrixStatusTable), under the page's planned Bitrix24 section, so each code is stated once.
 */
export function CallStatusTable(): ReactNode {
  // Row anchors are link targets (`/call-statuses#status-cancel`): declared so that the build's
  // anchor check knows them, as it knows heading ids.
  const brokenLinks = useBrokenLinks();
  for (const s of callStatuses) brokenLinks.collectAnchor(`status-${s.id}`);
  return (
    <table className="call-status-table">
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col">Meaning</th>
          <th scope="col">
            CDR <code>status</code> (v3 / v1)
          </th>
          <th scope="col">Code</th>
          <th scope="col">
            <code>recall_status</code>
          </th>
        </tr>
      </thead>
      <tbody>
        {callStatuses.map((s) => (
          <tr key={s.id} id={`status-${s.id}`}>
            <th scope="row">{s.label}</th>
            <td>
              <Meaning status={s} />
            </td>
            <td>
              <Code value={s.cdr} /> / <Code value={s.v1} />
            </td>
            <td>
              <Code value={s.code} />
            </td>
            <td>
              <Code value={s.recall} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The dialing short codes shown in campaigns and in the customer tables. */
export function ShortCodeTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Status</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {callStatuses
          .filter((s) => s.code)
          .map((s) => (
            <tr key={s.id}>
              <td>
                <code>{s.code}</code>
              </td>
              <td>
                <StatusLink status={s} />
              </td>
              <td>
                <Text>{s.meaning}</Text>
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** The customer (lead) status values of the API. */
export function LeadStatusTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Value</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {leadOnlyStatuses.map((l) => (
          <tr key={l.value}>
            <td>
              <code>{l.value}</code>
            </td>
            <td>
              <Text>{l.meaning}</Text>
            </td>
          </tr>
        ))}
        {callStatuses
          .filter((s) => s.lead)
          .map((s) => (
            <tr key={s.id}>
              <td>
                <code>{s.lead}</code>
              </td>
              <td>
                The last call ended as <StatusLink status={s} />.
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** The report and statistic counters, and the status each one counts. */
export function ReportCounterTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Counters</th>
          <th scope="col">Count the calls whose status is</th>
        </tr>
      </thead>
      <tbody>
        {callStatuses
          .filter((s) => s.counters)
          .map((s) => (
            <tr key={s.id}>
              <td>
                <Codes values={s.counters} />
              </td>
              <td>
                <StatusLink status={s} />
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** Which calls a row of the Bitrix24 table covers, when a status has a code of its own for inbound calls. */
const BITRIX_CASES = {
  en: {inbound: 'inbound calls', other: 'other calls'},
  vi: {inbound: 'cuộc gọi vào', other: 'các cuộc gọi khác'},
} as const;

/**
 * The planned mapping of Pitel statuses to Bitrix24 `STATUS_CODE` values: one row per status, or two
 * when inbound calls of the status get another code (`bitrixInbound`: a cancelled inbound call is one
 * the agent's side declined).
 */
export function BitrixStatusTable(): ReactNode {
  // The Vietnamese Bitrix24 guide shows the same table in Vietnamese (issue 35); the status names stay
  // the portal's labels, which both portal editions show in English.
  const vi = usePageLang() === 'vi';
  const meanings = vi ? bitrixCodesVi : bitrixCodes;
  const cases = BITRIX_CASES[vi ? 'vi' : 'en'];
  const rows = callStatuses.flatMap((s): {status: CallStatus; code: string; only?: string}[] =>
    s.bitrixInbound
      ? [
          {status: s, code: s.bitrixInbound, only: cases.inbound},
          {status: s, code: s.bitrix, only: cases.other},
        ]
      : [{status: s, code: s.bitrix}],
  );
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{vi ? 'Kết quả Pitel' : 'Pitel status'}</th>
          <th scope="col">
            {vi ? <><code>STATUS_CODE</code> của Bitrix24</> : <>Bitrix24 <code>STATUS_CODE</code></>}
          </th>
          <th scope="col">{vi ? 'Bitrix24 hiển thị' : 'Shown in Bitrix24 as'}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({status: s, code, only}) => (
          <tr key={`${s.id}-${code}`}>
            {/* /call-statuses is English only: the Vietnamese table names the status and the text under
                it links the page once, marked "(tiếng Anh)", instead of thirteen marked links. */}
            <td>
              {vi ? s.label : <StatusLink status={s} />}
              {only && ` (${only})`}
            </td>
            <td>
              <code>{code}</code>
            </td>
            <td>{meanings[code]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
