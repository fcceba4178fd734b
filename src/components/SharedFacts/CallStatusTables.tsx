/**
 * The tables of /call-statuses, rendered from the one status list (src/data/call-statuses.ts).
 * Pages import them explicitly (they are not global components), so only the pages that show a
 * table carry its data. The Vietnamese edition (/trang-thai-cuoc-goi) renders the portal's tables (statuses and
 * short codes) with the Vietnamese text of ./CallStatusTablesVi.tsx, a module of its own, so the English page does
 * not carry it. The API's tables (spellings, lead values, report counters) are English only, under the page's
 * "For developers" part, which the Vietnamese edition links (src/config/pages.ts, `englishOnlySections`).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {canonicalPages, viCallStatusesPage} from '@site/src/config/pages';
import {usePageLang} from '@site/src/components/usePageLang';
import {
  bitrixCodeFor,
  bitrixCodes,
  bitrixCodesVi,
  bitrixUnmatched,
  callStatuses,
  leadOnlyStatuses,
  type CallStatus,
} from '@site/src/data/call-statuses';

/** Text with `backticked` parts shown as code. */
function Text({children}: {children: string}): ReactNode {
  return children
    .split(/(`[^`]+`)/)
    .map((part, i) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={i}>{part.slice(1, -1)}</code>
      ) : (
        <React.Fragment key={i}>{part}</React.Fragment>
      ),
    );
}

/**
 * What the portal's tables say in one language: their headings, each status's meaning, the reference page
 * their links lead to. The English is below; the Vietnamese is ./CallStatusTablesVi.tsx.
 */
export interface StatusTablesText {
  /** The call-status reference of this language, whose rows the links lead to. */
  page: string;
  /** The dash's tooltip where a value is not documented for that place. */
  undocumented: string;
  /** A status's meaning and the details of where it applies. */
  meaning(status: CallStatus): {meaning: string; details?: readonly {context: string; text: string}[]};
  headings: {
    status: string;
    meaning: string;
    code: string;
  };
}

const en: StatusTablesText = {
  page: canonicalPages.callStatuses,
  undocumented: 'Not documented',
  meaning: (status) => status,
  headings: {
    status: 'Status',
    meaning: 'Meaning',
    code: 'Code',
  },
};

function Code({value, t}: {value?: string; t: StatusTablesText}): ReactNode {
  return value ? <code>{value}</code> : <span title={t.undocumented}>—</span>;
}

function Codes({values, t}: {values?: readonly string[]; t: StatusTablesText}): ReactNode {
  if (!values?.length) return <Code t={t} />;
  return values.map((v, i) => (
    <React.Fragment key={v}>
      {i > 0 && ', '}
      <code>{v}</code>
    </React.Fragment>
  ));
}

/** A link to a status's row on a call-status reference page (the English one, or its Vietnamese edition). */
function StatusLink({status, page}: {status: CallStatus; page: string}): ReactNode {
  return <Link to={`${page}#status-${status.id}`}>{status.label}</Link>;
}

function Meaning({status, t}: {status: CallStatus; t: StatusTablesText}): ReactNode {
  const {meaning, details} = t.meaning(status);
  return (
    <>
      <Text>{meaning}</Text>
      {details?.map((d) => (
        <React.Fragment key={d.context}>
          {' '}
          <em>{d.context}:</em> <Text>{d.text}</Text>
        </React.Fragment>
      ))}
    </>
  );
}

/**
 * Every status as the portals show it: its label, its meaning and its short code. Its rows carry the anchors
 * the site links (`#status-cancel`). The Bitrix24 codes have their own table (BitrixStatusTable), under the
 * page's Bitrix24 section, so each code is stated once; the API's spellings are in ApiStatusTable.
 */
export function CallStatusTable({t = en}: {t?: StatusTablesText}): ReactNode {
  // Row anchors are link targets (`/call-statuses#status-cancel`): declared so that the build's
  // anchor check knows them, as it knows heading ids.
  const brokenLinks = useBrokenLinks();
  for (const s of callStatuses) brokenLinks.collectAnchor(`status-${s.id}`);
  return (
    <table className="call-status-table">
      <thead>
        <tr>
          <th scope="col">{t.headings.status}</th>
          <th scope="col">{t.headings.meaning}</th>
          <th scope="col">{t.headings.code}</th>
        </tr>
      </thead>
      <tbody>
        {callStatuses.map((s) => (
          <tr key={s.id} id={`status-${s.id}`}>
            <th scope="row">{s.label}</th>
            <td>
              <Meaning status={s} t={t} />
            </td>
            <td>
              <Code value={s.code} t={t} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every status as the API spells it: the CDR's `status` (v3 / v1) and a campaign's `recall_status`, each row linking its status. */
export function ApiStatusTable(): ReactNode {
  const t = en;
  return (
    <table className="call-status-table">
      <thead>
        <tr>
          <th scope="col">{t.headings.status}</th>
          <th scope="col">
            CDR <code>status</code> (v3 / v1)
          </th>
          <th scope="col">
            <code>recall_status</code>
          </th>
        </tr>
      </thead>
      <tbody>
        {callStatuses.map((s) => (
          <tr key={s.id}>
            <th scope="row">
              <StatusLink status={s} page={t.page} />
            </th>
            <td>
              <Code value={s.cdr} t={t} /> / <Code value={s.v1} t={t} />
            </td>
            <td>
              <Code value={s.recall} t={t} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The dialing short codes shown in campaigns and in the customer tables. */
export function ShortCodeTable({t = en}: {t?: StatusTablesText}): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{t.headings.code}</th>
          <th scope="col">{t.headings.status}</th>
          <th scope="col">{t.headings.meaning}</th>
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
                <StatusLink status={s} page={t.page} />
              </td>
              <td>
                <Text>{t.meaning(s).meaning}</Text>
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** The customer (lead) status values of the API. */
export function LeadStatusTable(): ReactNode {
  const t = en;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Value</th>
          <th scope="col">{t.headings.meaning}</th>
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
                The last call ended as <StatusLink status={s} page={t.page} />.
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** The report and statistic counters, and the status each one counts. */
export function ReportCounterTable(): ReactNode {
  const t = en;
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
                <Codes values={s.counters} t={t} />
              </td>
              <td>
                <StatusLink status={s} page={t.page} />
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
 * The mapping of Pitel statuses to Bitrix24 `STATUS_CODE` values that the reference connector sends: one
 * row per status, or two when inbound calls of the status get another code (`bitrixInbound`: a cancelled inbound call is one
 * the agent's side declined).
 */
export function BitrixStatusTable(): ReactNode {
  // The Vietnamese Bitrix24 guide shows the same table in Vietnamese; the status names stay
  // the portal's labels, which both portal editions show in English.
  const vi = usePageLang() === 'vi';
  const meanings = vi ? bitrixCodesVi : bitrixCodes;
  const cases = BITRIX_CASES[vi ? 'vi' : 'en'];
  const rows = callStatuses.flatMap((s): {status: CallStatus; code: string; only?: string}[] =>
    s.bitrixInbound
      ? [
          {status: s, code: bitrixCodeFor(s, true), only: cases.inbound},
          {status: s, code: bitrixCodeFor(s), only: cases.other},
        ]
      : [{status: s, code: bitrixCodeFor(s)}],
  );
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{vi ? 'Trạng thái cuộc gọi (Pitel)' : 'Pitel status'}</th>
          <th scope="col">
            {vi ? (
              <>
                <code>STATUS_CODE</code> của Bitrix24
              </>
            ) : (
              <>
                Bitrix24 <code>STATUS_CODE</code>
              </>
            )}
          </th>
          <th scope="col">{vi ? 'Ý nghĩa (theo tài liệu Bitrix24)' : 'Meaning (per Bitrix24’s documentation)'}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({status: s, code, only}) => (
          <tr key={`${s.id}-${code}`}>
            {/* On the Vietnamese edition (/trang-thai-cuoc-goi), each status links its Vietnamese row. */}
            <td>
              <StatusLink status={s} page={vi ? viCallStatusesPage : canonicalPages.callStatuses} />
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

/**
 * A code of the Bitrix24 mapping inside a sentence, with what Bitrix24 shows for it, in the
 * page's language: "`304` (missed call)". The code a status gets (`status`, and `inbound` for the code of
 * an inbound call), or the code of a call whose status the connector cannot tell (`unmatched`). Pages
 * state the mapping's codes only through this and BitrixStatusTable, so no page can give a status another
 * code than src/data/call-statuses.ts (tests/unit/bitrix-mapping.test.ts).
 */
export function BitrixCode({
  status,
  inbound = false,
  unmatched = false,
}: {
  status?: string;
  inbound?: boolean;
  unmatched?: boolean;
}): ReactNode {
  const vi = usePageLang() === 'vi';
  const found = callStatuses.find((s) => s.id === status);
  if (unmatched === !!status || (status && !found)) {
    throw new Error(
      `<BitrixCode> takes either the id of a status of src/data/call-statuses.ts or unmatched; got status=${String(status)}`,
    );
  }
  const code = found ? bitrixCodeFor(found, inbound) : bitrixUnmatched;
  return (
    <>
      <code>{code}</code> ({(vi ? bitrixCodesVi : bitrixCodes)[code]})
    </>
  );
}
