/**
 * Every line the Bitrix24 connector can log has a row on the "When something fails" page, in English and
 * in Vietnamese. The connector logs only the messages of examples/bitrix24-connector/src/messages.ts;
 * a row is a table row whose first cell holds a code span that starts with the line's level and text
 * (`warn click-to-call failed: Pitel refused …`). The texts of Pitel's failures (`reasons`) need a code
 * span that holds them. A fixture page without two of the rows proves the check names what is missing.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {messages, reasons} from '../../examples/bitrix24-connector/src/messages';

const root = path.resolve(__dirname, '../..');
const PAGES = ['bitrix_eng/connector/failures.mdx', 'bitrix_vie/connector/failures.mdx'];

/** The code spans of each table row's first cell, and of every cell. */
function rowSpans(page: string): {first: string[]; all: string[]} {
  const first: string[] = [];
  const all: string[] = [];
  for (const line of page.split('\n')) {
    if (!line.startsWith('|') || /^\|[-| ]+\|$/.test(line)) continue;
    const cells = line.split(/(?<!\\)\|/).slice(1, -1);
    const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    first.push(...spans(cells[0] ?? ''));
    all.push(...cells.flatMap(spans));
  }
  return {first, all};
}

/** The log lines and Pitel failure texts that have no row on the page. */
function missingRows(page: string): string[] {
  const {first, all} = rowSpans(page);
  const lines = Object.values(messages)
    .map(({level, text}) => `${level} ${text}`)
    .filter((line) => !first.some((span) => span === line || span.startsWith(`${line} `)));
  const texts = Object.values(reasons).filter((text) => !all.some((span) => span.includes(text)));
  return [...lines, ...texts];
}

describe('the connector’s log lines on the failures pages', () => {
  it.each(PAGES)('%s has a row for every line the connector logs', (file) => {
    expect(missingRows(readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });

  it('names the rows a page lacks', () => {
    const broken = readFileSync(path.join(root, 'tests/fixtures/connector-log-lines/broken-failures.mdx'), 'utf8');
    expect(missingRows(broken)).toEqual([`error ${messages.clickPitelUnavailable.text}`, reasons.pitelToken]);
  });
});
