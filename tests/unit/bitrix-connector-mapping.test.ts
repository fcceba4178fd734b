/**
 * One status mapping for the site and the Bitrix24 connector. The connector
 * (examples/bitrix24-connector/src/status-codes.ts) keeps its own copy of the Bitrix24 column of
 * src/data/call-statuses.ts, so that it runs when copied out of the repository; this test fails when
 * the copy differs: another set of statuses, another v3 or v1 spelling, another set of the spellings it
 * matches (every spelling the site gives a status, folded as the connector folds them), another code (inbound or not),
 * or another code for a status that matches none. The last test feeds it a tampered copy, to prove it
 * names each difference.
 */
import {describe, expect, it} from 'vitest';
import {bitrixUnmatched, callStatuses, type CallStatus} from '../../src/data/call-statuses';
import {fold, statusCodes, unmatchedCode, type StatusCode} from '../../examples/bitrix24-connector/src/status-codes';

const FIELDS = ['cdr', 'v1', 'bitrix', 'bitrixInbound'] as const;

/** Every spelling the site gives a status, folded as the connector folds a `status`, sorted. */
function siteSpellings(s: CallStatus): string[] {
  const all = [s.cdr, s.v1, s.label, s.recall, s.lead, ...(s.counters ?? [])].filter((x): x is string => !!x);
  return [...new Set(all.map(fold))].sort();
}

/** Each way the connector's rows differ from the site's statuses, one line each. */
function differences(
  site: readonly CallStatus[],
  connector: readonly StatusCode[],
  siteUnmatched: string,
  connectorUnmatched: string,
): string[] {
  const out: string[] = [];
  const ids = new Set([...site.map((s) => s.id), ...connector.map((c) => c.id)]);
  for (const id of ids) {
    const s = site.find((x) => x.id === id);
    const c = connector.find((x) => x.id === id);
    if (!s || !c) {
      out.push(`${id}: only in the ${s ? 'site' : 'connector'}`);
      continue;
    }
    for (const field of FIELDS)
      if (s[field] !== c[field]) out.push(`${id}.${field}: site ${s[field]}, connector ${c[field]}`);
    const theirs = siteSpellings(s).join(' ');
    const own = [...c.spellings].sort().join(' ');
    if (theirs !== own) out.push(`${id}.spellings: site ${theirs}, connector ${own}`);
  }
  if (siteUnmatched !== connectorUnmatched)
    out.push(`unmatched: site ${siteUnmatched}, connector ${connectorUnmatched}`);
  return out;
}

describe('the Bitrix24 mapping of the site and of the connector', () => {
  it('is the same: statuses, spellings, codes, and the code of an unmatched status', () => {
    expect(differences(callStatuses, statusCodes, bitrixUnmatched, unmatchedCode)).toEqual([]);
  });

  it('names each difference of a tampered copy', () => {
    const tampered: StatusCode[] = statusCodes
      .filter((c) => c.id !== 'ivr')
      .map((c) =>
        c.id === 'cancel'
          ? {...c, bitrixInbound: '603-S'}
          : c.id === 'busy'
            ? {...c, v1: 'BUSY LINE'}
            : c.id === 'congestion'
              ? {...c, spellings: []}
              : c,
      );
    tampered.push({id: 'rang-out', spellings: ['rangout'], bitrix: '304'});
    expect(differences(callStatuses, tampered, bitrixUnmatched, '304')).toEqual([
      'busy.v1: site BUSY, connector BUSY LINE',
      'cancel.bitrixInbound: site 603, connector 603-S',
      'congestion.spellings: site congestion, connector ',
      'ivr: only in the site',
      'rang-out: only in the connector',
      'unmatched: site OTHER, connector 304',
    ]);
  });
});
