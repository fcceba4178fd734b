/**
 * `npm run check:editions`: lists every Vietnamese page whose English edition changed after the
 * Vietnamese page's own last change, with the English commits to read (scripts/editions/stale.ts).
 * A report, not a gate: it always exits 0 unless git cannot be read. `--json` prints the same as JSON.
 * How to use it: WRITING.md, "Two languages".
 */
import path from 'node:path';
import {langOfPath} from '../../src/config/page-langs';
import {pageLangs} from '../../src/config/sections';
import {editionPairs, root} from './pairs';
import {formatReport, readHistory, staleEditions, type EditionPair} from './stale';

/** The site's pairs as files, English first; the Vietnamese pages' own counterparts are the same pairs. */
function sitePairs(): EditionPair[] {
  const langs = pageLangs();
  return editionPairs()
    .filter((p) => p.otherFile && langOfPath(p.route, langs) === 'en')
    .map((p) => ({en: p.file, vi: p.otherFile!}))
    .map(({en, vi}) => ({en: path.normalize(en), vi: path.normalize(vi)}));
}

const pairs = sitePairs();
const stale = staleEditions(readHistory(root), pairs);
process.stdout.write(
  process.argv.includes('--json') ? `${JSON.stringify(stale, null, 2)}\n` : formatReport(stale, pairs.length),
);
