/**
 * Words that mean the same to a reader, applied to queries only (the index holds the pages' own words):
 * a query with "file" also searches "tập tin", the word the Vietnamese pages use. The table is data,
 * `src/plugins/features/search/synonyms.json`, read and checked when the index is written (a malformed entry
 * fails the build, naming it) and carried in the shards of its phrases' first words (`SYNONYMS_KEY`). Its
 * format: src/plugins/features/search/README.md.
 */
import {exact, fold, hasAccents, sameMarks, wordTerm, words, type QueryTerm} from './tokenize';

/** Groups of phrases that mean the same, each phrase lowercase and composed, its words one space apart. */
export type SynonymGroups = string[][];

/** A phrase of the table has at most this many words. */
export const MAX_PHRASE_WORDS = 4;
/** A query with several synonym phrases searches at most this many wordings (the one typed first). */
export const MAX_VARIANTS = 8;

/**
 * The table as the index carries it, from the parsed JSON of the data file: `{"groups": [["file",
 * "tập tin"], …]}`. Throws an error naming the file and the entry at fault: a group that is not a
 * list of two phrases or more, a phrase that is not words separated by single spaces (no punctuation),
 * longer than MAX_PHRASE_WORDS words, or already in the table (in this group or another).
 */
export function parseSynonyms(data: unknown, file = 'synonyms.json'): SynonymGroups {
  const fail = (where: string, why: string): never => {
    throw new Error(`search synonyms (${file}): ${where}: ${why}`);
  };
  if (typeof data !== 'object' || data === null || !Array.isArray((data as {groups?: unknown}).groups))
    fail('the file', 'expected an object with "groups": a list of groups of phrases');
  const seen = new Map<string, number>();
  return (data as {groups: unknown[]}).groups.map((group, g) => {
    const where = `group ${g + 1}${Array.isArray(group) && typeof group[0] === 'string' ? ` ("${group[0]}")` : ''}`;
    if (!Array.isArray(group) || group.length < 2) fail(where, 'expected a list of two phrases or more');
    return (group as unknown[]).map((phrase) => {
      if (typeof phrase !== 'string') return fail(where, `expected a phrase (a string), got ${JSON.stringify(phrase)}`);
      const text = exact(phrase);
      const list = words(text, false).map((w) => w.text);
      if (!list.length || list.join(' ') !== text)
        fail(where, `"${phrase}" is not words separated by single spaces (no punctuation, no spaces around)`);
      if (list.length > MAX_PHRASE_WORDS) fail(where, `"${phrase}" has more than ${MAX_PHRASE_WORDS} words`);
      const before = seen.get(text);
      if (before !== undefined)
        fail(where, `"${phrase}" is already in group ${before + 1}: a phrase belongs to one group (merge them)`);
      seen.set(text, g);
      return text;
    });
  });
}

/** Whether a typed term is the word of a phrase: with the same marks if typed with marks, else folded. */
function sameWord(term: QueryTerm, word: string): boolean {
  return hasAccents(term.exact) ? sameMarks(word, term.exact) : term.folded === fold(word);
}

/** A phrase of the table as query terms (whole words: none is a prefix), each naming a phrase of two words or more. */
function termsOf(phrase: string): QueryTerm[] {
  const list = phrase.split(' ');
  return list.map((w) => ({...wordTerm(w), ...(list.length > 1 ? {phrase} : {})}));
}

/** A run of query terms that is a phrase of the table, with the other phrases of its group. */
export interface SynonymSpan {
  start: number;
  end: number;
  others: string[];
  /** The phrase found is written with marks in the table ("cup may" typed for "cúp máy"): the query is Vietnamese. */
  marked: boolean;
}

/**
 * The runs of the query's terms that are phrases of the table, left to right, the longest phrase first
 * where several start at one term; runs do not overlap. A word still being typed is matched only
 * whole ("fil" is no phrase).
 */
export function synonymSpans(terms: readonly QueryTerm[], groups: SynonymGroups): SynonymSpan[] {
  const phrases = groups
    .flatMap((group) =>
      group.map((phrase) => ({
        words: phrase.split(' '),
        others: group.filter((p) => p !== phrase),
        marked: hasAccents(phrase),
      })),
    )
    .sort((a, b) => b.words.length - a.words.length);
  const spans: SynonymSpan[] = [];
  for (let i = 0; i < terms.length;) {
    const found = phrases.find(
      (p) => i + p.words.length <= terms.length && p.words.every((w, j) => sameWord(terms[i + j], w)),
    );
    if (!found) {
      i++;
      continue;
    }
    spans.push({start: i, end: i + found.words.length, others: found.others, marked: found.marked});
    i += found.words.length;
  }
  return spans;
}

/** One wording of a query: its terms, and whether a synonym replaced some of the words typed. */
export interface QueryVariant {
  terms: QueryTerm[];
  synonym: boolean;
}

/**
 * The wordings a query is searched in: as typed first, then with each run of `spans` replaced by the
 * other phrases of its group, at most MAX_VARIANTS in all.
 */
export function queryVariants(terms: readonly QueryTerm[], spans: readonly SynonymSpan[]): QueryVariant[] {
  let variants: QueryVariant[] = [{terms: [], synonym: false}];
  let at = 0;
  for (const span of spans) {
    const before = terms.slice(at, span.start);
    const typed = terms.slice(span.start, span.end);
    const choices = [typed, ...span.others.map(termsOf)];
    variants = variants
      .flatMap((v) =>
        choices.map((choice, c) => ({terms: [...v.terms, ...before, ...choice], synonym: v.synonym || c > 0})),
      )
      .slice(0, MAX_VARIANTS);
    at = span.end;
  }
  return variants.map((v) => ({...v, terms: [...v.terms, ...terms.slice(at)]}));
}
