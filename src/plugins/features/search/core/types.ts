/**
 * The files of the search index, written by the search plugin after the build and read by the
 * search client. Everything lives under `/search/`:
 *
 *   manifest.json            the index id, shard keys, page count, section labels, page languages
 *   <id>/t/<shard>.json      postings of the words whose folded form (or stem) starts with the shard key
 *   <id>/d/<group>.json      URL, section and headings of DOCS_GROUP pages, for the results shown
 *   <id>/p/<page>.json       the text of each part of one page, for snippets of the top results
 *   <id>/v/<length>.json     the folded words of that many letters, commonest first: read only when a
 *                            query word matches nothing, to find the word it was meant to be
 *
 * `id` is a hash of the whole index, so every file but the manifest can be cached for good. A query
 * fetches the manifest, the shards of its words, and the page groups of the hits it shows: none of
 * them holds every page, so what a query fetches does not grow with the page count except through the
 * postings of its own words.
 */
import {fold, type Lang} from './tokenize';

/**
 * Pages per `d/<group>.json` file: page n is in group floor(n / DOCS_GROUP). One: a query fetches the entries
 * of the hits it shows and no neighbour's (two a file cost a query 0.8 KiB more on average: bench/results/2026-11-29-search.md).
 */
export const DOCS_GROUP = 1;

export interface Manifest {
  id: string;
  /**
   * The shard keys that exist (the first two folded characters of the words, three in a split group),
   * packed: each key's last character under the characters before it, `{"c": "ah", "ca": "m"}` for "ca",
   * "ch" and "cam" (`packKeys`, `shardKeys`), far fewer bytes than the list
   * (bench/results/2026-11-27-search-everyday-words.md, "Index format").
   */
  shards: Record<string, string>;
  /** Number of pages, and of parts of all pages (for word rarity). */
  pages: number;
  parts: number;
  /** Section labels, indexed by `PageEntry.s`. */
  labels: string[];
  /** Page languages as runs, in page order: [first page of the run, language]. */
  langs: [page: number, lang: Lang][];
  /**
   * The word lengths of the vocabulary files (`v/<length>.json`), as [shortest, longest]: every length
   * between has one, an empty list where the site has no word of that length (what it saves:
   * bench/results/2026-11-29-search.md, "Fourth pass").
   */
  vocabulary: [shortest: number, longest: number];
  /**
   * The pages that are editions of each other, as [English page, Vietnamese page]: a query in one
   * language ranks a page's edition in that language above its edition in the other. Written flat and
   * relative (`packEditions`: each English page from the one before, its Vietnamese page from it): the
   * numbers repeat, and every query's manifest is 0.23 KiB smaller.
   */
  editions?: number[];
  /**
   * The questions pages (the open questions of a guide or of the API for Pitel support): they name every
   * subject of their guide and answer none, so a query ranks them below the page about its subject.
   */
  hubs?: number[];
  /**
   * The pages written for the portals' administrators (the admin guides and the pages every reader lands on,
   * `adminPrefixes` of src/config/sections.ts), as runs in page order: [first page, page after the run].
   * A query in everyday words is an admin's, and ranks them first among near equals (engine.ts, `ADMIN_WORDS`).
   */
  admins?: [first: number, end: number][];
}

/** The folded words of one length, commonest first (by the number of parts that hold them). */
export type Vocabulary = string[];

export interface PageEntry {
  /** URL path. */
  u: string;
  /** Section label index in `Manifest.labels`. */
  s: number;
  /** The parts of the page: [anchor, heading]; part 0 is the top of the page, headed by the title. */
  h: [anchor: string, heading: string][];
}

/** The entries of pages group × DOCS_GROUP … group × DOCS_GROUP + DOCS_GROUP − 1. */
export type DocsGroup = PageEntry[];

/**
 * A page entry as written in `d/<group>.json`: a heading whose anchor is `slugOf` it is written without
 * its anchor (`[heading]`). Most anchors are their heading's slug, and every query fetches the entries of
 * the hits it shows: the files gzip about 14 % smaller.
 */
export type PackedEntry = Omit<PageEntry, 'h'> & {h: ([heading: string] | [anchor: string, heading: string])[]};

/**
 * The anchor a heading is most likely to have: lowercase, without punctuation, spaces as hyphens. Only a
 * shorthand: an anchor is left out of a file only when it is exactly this (`packEntry`).
 */
export const slugOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

export const packEntry = (entry: PageEntry): PackedEntry => ({
  ...entry,
  h: entry.h.map(([anchor, heading]) => (anchor && anchor === slugOf(heading) ? [heading] : [anchor, heading])),
});

export const unpackEntry = (entry: PackedEntry): PageEntry => ({
  ...entry,
  h: entry.h.map((part) => (part.length === 1 ? [slugOf(part[0]), part[0]] : part)),
});

/** Shard keys packed as `Manifest.shards` holds them. */
export function packKeys(keys: Iterable<string>): Record<string, string> {
  const packed: Record<string, string> = {};
  for (const key of [...keys].sort()) {
    const chars = [...key];
    const head = chars.slice(0, -1).join('');
    packed[head] = (packed[head] ?? '') + chars[chars.length - 1];
  }
  return packed;
}

/**
 * The groups (two characters) split into three-character shards because they grew large: those with a
 * three-character key (a group that is not split has none), so the manifest need not list them.
 */
export function splitGroups(manifest: Pick<Manifest, 'shards'>): Set<string> {
  return new Set(
    shardKeys(manifest)
      .filter((k) => [...k].length === 3)
      .map((k) => [...k].slice(0, 2).join('')),
  );
}

/** The shard keys of a manifest, sorted. */
export function shardKeys(manifest: Pick<Manifest, 'shards'>): string[] {
  return Object.entries(manifest.shards)
    .flatMap(([head, lasts]) => [...lasts].map((last) => head + last))
    .sort();
}

/** The pairs of editions, [English page, Vietnamese page], as the manifest holds them (`Manifest.editions`). */
export function packEditions(pairs: readonly [number, number][]): number[] {
  return pairs.flatMap(([en, vi], i) => [en - (i ? pairs[i - 1][0] : 0), vi - en]);
}

/** The pairs of editions of a manifest. */
export function editionPairsOf(manifest: Pick<Manifest, 'editions'>): [number, number][] {
  const flat = manifest.editions ?? [];
  const pairs: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) {
    const en = (pairs.at(-1)?.[0] ?? 0) + flat[i];
    pairs.push([en, en + flat[i + 1]]);
  }
  return pairs;
}

/** Whether a page is written for administrators, from the manifest's runs. */
export const isAdminPage = (manifest: Pick<Manifest, 'admins'>, page: number) =>
  (manifest.admins ?? []).some(([first, end]) => page >= first && page < end);

/** Runs of consecutive indexes where `test` holds, as [first, end]. */
export function runsOf<T>(list: readonly T[], test: (item: T) => boolean): [number, number][] {
  const runs: [number, number][] = [];
  list.forEach((item, i) => {
    if (!test(item)) return;
    const last = runs.at(-1);
    if (last && last[1] === i) last[1] = i + 1;
    else runs.push([i, i + 1]);
  });
  return runs;
}

/** The language of a page, from the manifest's runs. */
export function langOfPage(manifest: Pick<Manifest, 'langs'>, page: number): Lang {
  let lang = manifest.langs[0]?.[1] ?? 'en';
  for (const [first, l] of manifest.langs) {
    if (first > page) break;
    lang = l;
  }
  return lang;
}

/**
 * Word (lowercase, accents kept) → postings, flat: page, part, weight, page, part, weight, ... in page and
 * part order (in the shard files, relative: `encodePostings`).
 * A key with a space is a pair of adjacent syllables of a Vietnamese page ("hàng chờ"): Vietnamese writes
 * a word of two syllables as two, so the pairs that recur (`PAIR_MIN_PARTS`) are indexed as phrases, in
 * the shard of their first syllable, and a query's adjacent syllables score as one word.
 * weight = the word's term-frequency score in the part (0 to MAX_COUNT) + HEADING_FLAG if the word is
 * in the part's heading. The score is BM25's saturated term frequency, normalised by the part's
 * length, with words in tables counting less than words in sentences (write-index.ts), scaled to
 * 1…MAX_COUNT: a short part about a thing outscores a long table that mentions it. A word in a short
 * heading also carries SHORT_HEADING_FLAG.
 */
export type Shard = Record<string, number[]>;

/**
 * The key of a shard file that is no word: the groups of phrases that mean the same to a reader
 * (src/plugins/features/search/synonyms.json, checked by core/synonyms.ts) with a phrase whose first word
 * is in the shard. A query is also searched with each phrase of it replaced by the others of its group;
 * the groups come with the shards of the query's words, which the query fetches anyway, not with the
 * manifest that every query reads (what it saves: bench/results/2026-11-29-search.md, "Fourth pass").
 */
export const SYNONYMS_KEY = '~';

/** A shard as its file holds it: postings in `encodePostings`'s form, and the synonym groups (`SYNONYMS_KEY`). */
export type ShardFile = Record<string, number[] | string[][]>;

/**
 * Postings as a shard file holds them: each page as its distance from the page before (0 for the same
 * page), and each part, within the same page, as its distance from the part before. The numbers are small
 * and repeat, so a shard gzips to about three quarters of its absolute form, and a query's shards are most
 * of what it fetches (bench/results/2026-11-29-search.md).
 */
export function encodePostings(list: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < list.length; i += 3) {
    const samePage = i > 0 && list[i] === list[i - 3];
    out.push(i ? list[i] - list[i - 3] : list[i], samePage ? list[i + 1] - list[i - 2] : list[i + 1], list[i + 2]);
  }
  return out;
}

/** The absolute postings of `encodePostings`'s form. */
export function decodePostings(list: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < list.length; i += 3) {
    const page = i ? out[i - 3] + list[i] : list[i];
    const samePage = i > 0 && list[i] === 0;
    out.push(page, samePage ? out[i - 2] + list[i + 1] : list[i + 1], list[i + 2]);
  }
  return out;
}

/** How many parts hold each word of `postings`, in any of its accent forms: by folded word ("đặt", "dát" → "dat"). */
export function partsByFolded(postings: ReadonlyMap<string, number[]>): Map<string, number> {
  const parts = new Map<string, number>();
  for (const [word, list] of postings) {
    const folded = fold(word);
    parts.set(folded, (parts.get(folded) ?? 0) + list.length / 3);
  }
  return parts;
}

/** The text of each part of a page, in part order. */
export type PageText = string[];

export const HEADING_FLAG = 16;
/**
 * Added to HEADING_FLAG when the heading (or the page title) has at most SHORT_HEADING_WORDS words: a
 * short title is about its words ("Blacklist API"), a long one mentions them ("Remove numbers from the
 * blacklist"), as BM25F normalises a title field by its length.
 */
export const SHORT_HEADING_FLAG = 32;
export const SHORT_HEADING_WORDS = 3;
export const MAX_COUNT = 15;

/** A pair of adjacent syllables is indexed when at least this many parts of Vietnamese pages hold it. */
export const PAIR_MIN_PARTS = 2;

/** Whether an index key is a syllable pair (a phrase), not a word. */
export const isPair = (key: string) => key.includes(' ');
