/**
 * The search's spelling correction: the word of the site closest to a query word that matches none.
 * Only a query with such a word needs it, so the engine loads this module then (in the browser its own
 * chunk, `search-typo`), and the first result of a query typed right does not carry its code.
 */
import {fold, hasAccents} from './tokenize';
import {isPair, partsByFolded, type Vocabulary} from './types';

/**
 * How many edits a misspelt word may be from the word it was meant to be (issue "Search that
 * forgives"): none below 4 letters, 1 from 4 to 7, 2 from 8 on.
 */
export function maxEdits(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/**
 * The edit distance of two words (insert, delete, replace, or swap two neighbours: the optimal string
 * alignment distance), or `max + 1` as soon as it is known to be over `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const m = a.length;
  const n = b.length;
  let prev2: number[] = [];
  let prev = Array.from({length: n + 1}, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return Math.min(prev[n], max + 1);
}

/** The vocabulary files a misspelt folded word needs: the lengths within its edit allowance. */
export function vocabularyKeys(folded: string, lengths: readonly number[]): number[] {
  const k = maxEdits(folded.length);
  return lengths.filter((l) => Math.abs(l - folded.length) <= k);
}

/**
 * The candidate fewest edits from `typed`, within `max`, the lowest `rank` among equals (the first, among
 * equal ranks); none when nothing is that close.
 */
function nearest(
  typed: string,
  candidates: Iterable<string>,
  max: number,
  rank: (word: string) => number,
): {word: string; distance: number} | undefined {
  let pick: {word: string; distance: number; rank: number} | undefined;
  for (const word of candidates) {
    if (word === typed) continue;
    const distance = editDistance(typed, word, max);
    if (distance > max) continue;
    const r = rank(word);
    if (!pick || distance < pick.distance || (distance === pick.distance && r < pick.rank))
      pick = {word, distance, rank: r};
  }
  return pick;
}

/**
 * The word with marks of the fetched shards (`postings`) closest to a word typed with marks that no page has, within
 * `maxEdits` of it, each letter's marks part of the letter ("nhăc" → "nhắc"; "lén" is not "lên"): the one
 * in most parts among the nearest. None when nothing is that close.
 */
export function closestMarked(typed: string, postings: ReadonlyMap<string, number[]>): string | undefined {
  const marked = [...postings.keys()].filter((w) => !isPair(w) && hasAccents(w));
  return nearest(typed, marked, maxEdits(fold(typed).length), (w) => -postings.get(w)!.length)?.word;
}

/**
 * The word of the site closest to a folded word that matched nothing: among the words of the shards
 * already fetched (`postings`), else from the vocabulary files of the lengths within reach, read through
 * `vocabulary`. Fewest edits first, then the word found in most parts; none when nothing is within `maxEdits`.
 */
export async function closestWord(
  folded: string,
  postings: ReadonlyMap<string, number[]>,
  lengths: readonly number[],
  vocabulary: (length: number) => Promise<Vocabulary>,
): Promise<string | undefined> {
  const max = maxEdits(folded.length);
  if (!max) return undefined;
  // Already fetched: the words of the shards of the word's first letters (letters only), by the parts holding each.
  const counts = partsByFolded(postings);
  const letters = [...counts.keys()].filter((w) => /^\p{L}+$/u.test(w));
  const near = nearest(folded, letters, max, (w) => -counts.get(w)!);
  if (near?.distance === 1) return near.word;
  // The vocabulary of the lengths within reach, commonest first.
  const lists = await Promise.all(vocabularyKeys(folded, lengths).map(vocabulary));
  const order = new Map<string, number>();
  for (const list of lists) list.forEach((w, i) => order.set(w, Math.min(order.get(w) ?? Infinity, i)));
  const far = nearest(folded, order.keys(), max, (w) => order.get(w)!);
  if (!far) return near?.word;
  if (!near) return far.word;
  return far.distance < near.distance ? far.word : near.word;
}
