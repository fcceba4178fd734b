/**
 * The one tokenizer of the site search, shared by the index build (Node) and the search client
 * (browser), so that both sides cut and fold words the same way.
 *
 * - `fold` removes what readers in Vietnam often leave out: case, accents and the stroke of "đ".
 * - `words` cuts a text into words with their offsets; a field name such as `time_ringging` is
 *   yielded whole and by parts.
 * - `stem` is English stemming; the index applies it to the words of English pages only.
 */
import {stemmer} from 'stemmer';

export type Lang = 'en' | 'vi';

/** Lowercase, without accents, "đ" as "d": "Cài Đặt" → "cai dat". */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/đ/g, 'd');
}

/** Lowercase, composed (NFC): the exact form of a word, accents kept. */
export function exact(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** True when a word carries something folding removes (accents, "đ"). */
export function hasAccents(word: string): boolean {
  return fold(word) !== word.toLowerCase();
}

// The five tone marks of Vietnamese (grave, acute, tilde, hook above, dot below), decomposed.
const TONE = /[\u0300\u0301\u0303\u0309\u0323]/gu;

/**
 * A word as its letters (with the marks of â, ê, ô, ă, ơ, ư and đ, lowercase, composed) and its tones,
 * apart: where a tone mark sits is a matter of spelling habit ("hoà" and "hòa", "thuỷ" and "thủy" are one
 * word), which mark it is is not ("kịch" and "kích" are two).
 */
export function marks(word: string): {letters: string; tones: string} {
  const decomposed = word.normalize('NFD').toLowerCase();
  return {letters: decomposed.replace(TONE, '').normalize('NFC'), tones: (decomposed.match(TONE) ?? []).join('')};
}

/**
 * Whether a word of the site is the word typed with marks: the same letters and the same tones
 * ("nhánh" is not "nhanh", "âm" is not "am"). With `prefix` (the word still being typed), a longer
 * word of the site matches too while no tone is typed yet ("nhâ" finds "nhấn"): a word typed with its
 * tone is taken whole ("bản" does not find "bảng", nor "âm" "ấm"), unless `grow` (the site has no such
 * word: "nhá" is the start of "nhánh"), and then only with the same tone.
 */
export function sameMarks(word: string, typed: string, prefix = false, grow = false): boolean {
  const [w, t] = [marks(word), marks(typed)];
  if (w.letters === t.letters) return w.tones === t.tones;
  return prefix && w.letters.startsWith(t.letters) && (!t.tones || (grow && w.tones === t.tones));
}

export interface Word {
  /** The word as written, lowercase and composed (accents kept). */
  text: string;
  /** Its offsets in the (NFC) text it came from. */
  start: number;
  end: number;
}

// Letters, digits and combining marks; underscores join the parts of a field name.
const WORD = /[\p{L}\p{N}\p{M}]+(?:_+[\p{L}\p{N}\p{M}]+)*/gu;
const PART = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * The words of a text (expected in NFC), in order. A compound (`time_ringging`) comes whole, then,
 * unless `parts` is false, each of its parts.
 */
export function words(text: string, parts = true): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    out.push({text: m[0].toLowerCase(), start, end: start + m[0].length});
    if (parts && m[0].includes('_')) {
      for (const p of m[0].matchAll(PART)) {
        out.push({text: p[0].toLowerCase(), start: start + p.index, end: start + p.index + p[0].length});
      }
    }
  }
  return out;
}

/** English stem of a folded word; digits and very short words are kept as they are. */
export function stem(folded: string): string {
  return folded.length < 3 || /\d/.test(folded) ? folded : stemmer(folded);
}

/** The shard group of a word: the first two characters of its folded form. */
export function shardKey(folded: string): string {
  return folded.slice(0, 2);
}

/**
 * The shard a folded word (or stem) lives in: its group, or, in a group split because it grew large
 * (`Manifest.split`), its first three characters (words of two characters or fewer stay in the
 * group's own shard).
 */
export function shardOf(folded: string, split: ReadonlySet<string>): string {
  const group = shardKey(folded);
  return folded.length > 2 && split.has(group) ? folded.slice(0, 3) : group;
}

/**
 * The shards of a folded word: that of its folded form and that of its stem, where a query for another
 * form of it looks. The index puts each word in these, and a query term reads these. A word still being
 * typed matches as a prefix the words of these shards, so in a split group a two-letter prefix ("ca")
 * finds only the group's short words, and three letters ("cam") find every word they start.
 */
export function wordShards(folded: string, split: ReadonlySet<string>): string[] {
  return [...new Set([shardOf(folded, split), shardOf(stem(folded), split)])];
}

/** A shard key as a file name: ASCII letters and digits as they are, anything else as `_hex`. */
export function shardFile(key: string): string {
  return [...key].map((c) => (/[a-z0-9]/.test(c) ? c : `_${c.codePointAt(0)!.toString(16)}`)).join('');
}

export interface QueryTerm {
  /** As typed, lowercase and composed. */
  exact: string;
  folded: string;
  stemmed: string;
  /** The last term of a query that does not end with a space: matched as a prefix too. */
  prefix: boolean;
  /**
   * A word being typed with its tone that the site has only as the start of longer words ("nhá"): it
   * matches those, with the same tone (`sameMarks`).
   */
  grow?: boolean;
  /**
   * The phrase of the synonym table this word comes from, when it has two words or more ("tập tin" for
   * "file"): its words are marked only side by side, as that phrase ("tin" alone is part of "thông tin").
   */
  phrase?: string;
  /**
   * Typed without marks amid words typed with them, and written so on the site ("danh" of "upload danh sách"):
   * a reader who types marks types them all, so it matches only its unmarked form, not "dành" or "đánh".
   */
  asTyped?: boolean;
}

/** A word as a query term, matched whole (not as a prefix). */
export function wordTerm(word: string): QueryTerm {
  const folded = fold(word);
  return {exact: word, folded, stemmed: stem(folded), prefix: false};
}

/**
 * The terms of a query, each once. Compounds stay whole (the index holds them whole). The word the
 * reader is still typing (the query does not end with a space) is also matched as a prefix.
 */
export function queryTerms(query: string): QueryTerm[] {
  const text = query.normalize('NFC');
  const terms = new Map<string, QueryTerm>();
  for (const w of words(text, false)) {
    const prefix = w.end === text.length;
    const seen = terms.get(w.text);
    if (seen) seen.prefix ||= prefix;
    else terms.set(w.text, {...wordTerm(w.text), prefix});
  }
  return [...terms.values()];
}

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

/** The vocabulary files a misspelt folded word needs: the lengths within its edit allowance, of those the index has. */
export function vocabularyKeys(folded: string, [shortest, longest]: readonly [number, number]): number[] {
  const k = maxEdits(folded.length);
  const lengths: number[] = [];
  for (let l = Math.max(shortest, folded.length - k); l <= Math.min(longest, folded.length + k); l++) lengths.push(l);
  return lengths;
}
