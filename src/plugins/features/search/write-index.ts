/**
 * Turns the extracted pages into the sharded index files described in src/plugins/features/search/core/types.ts.
 * Pure: returns the files (path under /search/ → content); the plugin writes them.
 */
import {createHash} from 'node:crypto';
import {exact, fold, shardFile, shardKey, shardOf, words, wordShards, type Lang} from './core/tokenize';
import {
  DOCS_GROUP,
  packEntry,
  encodePostings,
  HEADING_FLAG,
  MAX_COUNT,
  PAIR_MIN_PARTS,
  isPair,
  packEditions,
  packKeys,
  partsByFolded,
  runsOf,
  SHORT_HEADING_FLAG,
  SHORT_HEADING_WORDS,
  type DocsGroup,
  type Manifest,
  type PageText,
  type ShardFile,
  SYNONYMS_KEY,
  type Vocabulary,
} from './core/types';
import type {SynonymGroups} from './core/synonyms';
import type {PagePart} from './extract';

export interface IndexPage {
  url: string;
  label: string;
  lang: Lang;
  parts: PagePart[];
  /** Words that also find the page as if they were in its title (e.g. its sidebar label). */
  keywords?: string;
  /** The URL of the page's edition in the other language, when it has one. */
  counterpart?: string;
  /** A questions page: the open questions of a whole guide (`Manifest.hubs`). */
  hub?: boolean;
  /** A page written for the portals' administrators (`Manifest.admins`). */
  admin?: boolean;
}

export interface IndexFiles {
  manifest: Manifest;
  /** Path relative to /search/ → file content. */
  files: Map<string, string>;
}

/** A shard group over this many bytes of JSON is split into three-character shards. */
export const SPLIT_BYTES = 8192;

/** BM25's term-frequency saturation and length normalisation. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
/** What an occurrence in a table (a field list) counts for, against one in a sentence. */
export const TABLE_WEIGHT = 0.4;

/**
 * The commonest words of each length, at most: keeps a vocabulary file (and so what a misspelt query
 * fetches) from growing with the site. A rarer word is still found as a correction among the shards
 * the query fetched (same first letters). Today's lists against the cap:
 * bench/results/2026-11-27-search-everyday-words.md ("The typo fallback's vocabulary").
 */
export const VOCABULARY_CAP = 800;
/** Words the typo fallback may offer: letters only, 3 at least (a 4-letter query word may be one edit from one). */
const VOCABULARY_WORD = /^[\p{L}]{3,}$/u;

/** The count of each word of a text; with `pairs`, also of each two adjacent words with only spaces between ("hàng chờ"). */
function countWords(text: string | undefined, pairs = false): Map<string, number> {
  const counts = new Map<string, number>();
  if (!text) return counts;
  for (const w of words(text)) counts.set(w.text, (counts.get(w.text) ?? 0) + 1);
  if (pairs) {
    const list = words(text, false);
    for (let i = 1; i < list.length; i++) {
      if (!/^ +$/.test(text.slice(list[i - 1].end, list[i].start))) continue;
      const pair = `${list[i - 1].text} ${list[i].text}`;
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
    }
  }
  return counts;
}

/** The saturated, length-normalised term frequency of a word in a part, scaled to 1…MAX_COUNT. */
export function termScore(frequency: number, partLength: number, averageLength: number): number {
  if (frequency <= 0) return 0;
  const norm = BM25_K1 * (1 - BM25_B + (BM25_B * partLength) / averageLength);
  const saturated = (frequency * (BM25_K1 + 1)) / (frequency + norm);
  return Math.max(1, Math.min(MAX_COUNT, Math.round((saturated / (BM25_K1 + 1)) * MAX_COUNT)));
}

/** The pages' languages as runs: `[first page, lang]` where the language changes. */
function languageRuns(pages: readonly IndexPage[]): Manifest['langs'] {
  const langs: Manifest['langs'] = [];
  pages.forEach((p, i) => {
    if (langs[langs.length - 1]?.[1] !== p.lang) langs.push([i, p.lang]);
  });
  return langs;
}

/**
 * Every word of the pages (and, on Vietnamese pages, every pair of adjacent syllables that two parts
 * hold at least) with its postings: page, part and weight, in threes. The weight is the word's BM25
 * score in the part, words in tables counting for less, plus the flags of a heading (or the page's
 * keywords) that holds it.
 */
function postingsOf(pages: readonly IndexPage[]): Map<string, number[]> {
  const postings = new Map<string, number[]>();
  const allParts = pages.flatMap((p) => p.parts);
  // Each part's length in words, counted once (tokenizing is most of the index's time).
  const lengths = new Map(allParts.map((part) => [part, words(part.text, false).length]));
  const lengthOf = (part: PagePart) => lengths.get(part)!;
  const averageLength = Math.max(1, allParts.reduce((n, part) => n + lengthOf(part), 0) / Math.max(1, allParts.length));
  pages.forEach((page, pageIndex) => {
    const vi = page.lang === 'vi';
    page.parts.forEach((part, partIndex) => {
      const counts = countWords(part.text, vi);
      const inTables = countWords(part.table, vi);
      const length = lengthOf(part);
      const heading = partIndex === 0 ? `${part.heading} ${page.keywords ?? ''}` : part.heading;
      const inHeading = new Set(countWords(exact(heading), vi).keys());
      const shortHeading = words(part.heading, false).length <= SHORT_HEADING_WORDS;
      for (const word of new Set([...counts.keys(), ...inHeading])) {
        const all = counts.get(word) ?? 0;
        const tabled = Math.min(all, inTables.get(word) ?? 0);
        const frequency = all - tabled + TABLE_WEIGHT * tabled;
        const weight =
          termScore(frequency, length, averageLength) +
          (inHeading.has(word) ? HEADING_FLAG + (shortHeading ? SHORT_HEADING_FLAG : 0) : 0);
        let list = postings.get(word);
        if (!list) postings.set(word, (list = []));
        list.push(pageIndex, partIndex, weight);
      }
    });
  });
  // Syllable pairs that only one part holds are chance neighbours, not words: left out.
  for (const [key, list] of postings) if (key.includes(' ') && list.length / 3 < PAIR_MIN_PARTS) postings.delete(key);
  return postings;
}

/** The vocabulary of the typo fallback: folded words by length, commonest first, at most VOCABULARY_CAP a length. */
function vocabularyByLength(postings: ReadonlyMap<string, number[]>): Map<number, string[]> {
  const partsOf = [...partsByFolded(postings)].filter(([folded]) => VOCABULARY_WORD.test(folded));
  const byLength = new Map<number, string[]>();
  for (const [folded] of partsOf.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    let list = byLength.get(folded.length);
    if (!list) byLength.set(folded.length, (list = []));
    if (list.length < VOCABULARY_CAP) list.push(folded);
  }
  // Every length from the shortest to the longest, so the manifest names the two (`Manifest.vocabulary`).
  const lengths = [...byLength.keys()];
  for (let l = Math.min(...lengths); l < Math.max(...lengths); l++) if (!byLength.has(l)) byLength.set(l, []);
  return byLength;
}

/**
 * The words in shards: groups by their first two folded characters, a group over `splitBytes` split by
 * three (`split`, the groups split). A word is in the shards of `wordShards`.
 */
function shardsOf(
  postings: ReadonlyMap<string, number[]>,
  splitBytes: number,
  synonyms: SynonymGroups,
): {shards: Map<string, ShardFile>; split: Set<string>} {
  const groupBytes = new Map<string, number>();
  for (const [word, list] of postings) {
    const key = shardKey(fold(word));
    groupBytes.set(key, (groupBytes.get(key) ?? 0) + JSON.stringify(word).length + JSON.stringify(list).length + 2);
  }
  const split = new Set([...groupBytes].filter(([, bytes]) => bytes > splitBytes).map(([key]) => key));
  const shards = new Map<string, ShardFile>();
  const shardAt = (key: string) => {
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = {}));
    return shard;
  };
  // Each group in the shard of each of its phrases' first words: where a query holding the phrase looks.
  for (const group of synonyms) {
    for (const key of new Set(group.map((phrase) => shardOf(fold(phrase.split(' ')[0]), split)))) {
      const shard = shardAt(key);
      shard[SYNONYMS_KEY] = [...((shard[SYNONYMS_KEY] as string[][] | undefined) ?? []), group];
    }
  }
  for (const word of [...postings.keys()].sort()) {
    const folded = fold(word);
    // A syllable pair (a phrase) has no stem, and is in the shard of its first syllable ("số điện" with "số").
    const keys = isPair(word) ? [shardOf(folded.split(' ')[0], split)] : wordShards(folded, split);
    for (const key of keys) shardAt(key)[word] = encodePostings(postings.get(word)!);
  }
  return {shards, split};
}

/** The index's files under its id (path → content): the page groups, the shards, the page texts and the vocabulary. */
function contentFiles(
  pages: readonly IndexPage[],
  labels: readonly string[],
  shards: ReadonlyMap<string, ShardFile>,
  byLength: ReadonlyMap<number, string[]>,
): Map<string, string> {
  const content = new Map<string, string>();
  for (let g = 0; g * DOCS_GROUP < pages.length; g++) {
    const group: DocsGroup = pages
      .slice(g * DOCS_GROUP, (g + 1) * DOCS_GROUP)
      .map((p) => ({u: p.url, s: labels.indexOf(p.label), h: p.parts.map((part) => [part.anchor, part.heading])}));
    content.set(`d/${g}.json`, JSON.stringify(group.map(packEntry)));
  }
  for (const [key, shard] of shards) content.set(`t/${shardFile(key)}.json`, JSON.stringify(shard));
  pages.forEach((page, i) =>
    content.set(`p/${i}.json`, JSON.stringify(page.parts.map((p) => p.text) satisfies PageText)),
  );
  for (const [length, list] of byLength) content.set(`v/${length}.json`, JSON.stringify(list satisfies Vocabulary));
  return content;
}

/** The pairs of editions, `[English page, Vietnamese page]`, from the English pages' counterparts. */
function editionPairs(pages: readonly IndexPage[]): [number, number][] {
  const indexOf = new Map(pages.map((p, i) => [p.url, i]));
  return pages.flatMap((p, i): [number, number][] => {
    const other = p.counterpart === undefined ? undefined : indexOf.get(p.counterpart);
    return p.lang === 'en' && other !== undefined ? [[i, other]] : [];
  });
}

/**
 * The index of the pages. `synonyms` (checked by `parseSynonyms`) goes into the shards of its phrases' first
 * words (`SYNONYMS_KEY`): it acts on queries, and changes none of the postings.
 */
export function buildIndex(
  pages: readonly IndexPage[],
  splitBytes = SPLIT_BYTES,
  synonyms: SynonymGroups = [],
): IndexFiles {
  const labels = [...new Set(pages.map((p) => p.label))];
  const langs = languageRuns(pages);
  const postings = postingsOf(pages);
  const byLength = vocabularyByLength(postings);
  const {shards, split} = shardsOf(postings, splitBytes, synonyms);
  const content = contentFiles(pages, labels, shards, byLength);

  // The id: a hash of every file and of what the manifest says of the pages, so it changes with the content, and only then.
  const hash = createHash('sha256');
  for (const [name, text] of [...content].sort(([a], [b]) => (a < b ? -1 : 1)))
    hash.update(name).update('\0').update(text).update('\0');
  hash.update(
    JSON.stringify({
      labels,
      langs,
      split: [...split].sort(),
      editions: pages.map((p) => p.counterpart ?? ''),
      admins: pages.map((p) => !!p.admin),
    }),
  );
  const id = hash.digest('hex').slice(0, 12);

  const parts = pages.reduce((n, p) => n + p.parts.length, 0);
  const lengths = [...byLength.keys()];
  const vocabulary: Manifest['vocabulary'] = lengths.length ? [Math.min(...lengths), Math.max(...lengths)] : [0, -1];
  const manifest: Manifest = {
    id,
    shards: packKeys(shards.keys()),
    pages: pages.length,
    parts,
    labels,
    langs,
    vocabulary,
    editions: packEditions(editionPairs(pages)),
    hubs: pages.flatMap((p, i) => (p.hub ? [i] : [])),
    admins: runsOf(pages, (p) => !!p.admin),
  };
  const files = new Map<string, string>([['manifest.json', JSON.stringify(manifest)]]);
  for (const [name, text] of content) files.set(`${id}/${name}`, text);
  return {manifest, files};
}
