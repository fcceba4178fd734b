/**
 * The files of the search index, written by the search plugin after the build and read by the
 * search client. Everything lives under `/search/`:
 *
 *   manifest.json            { id, shards } — the only name without a hash (revalidated)
 *   <id>/docs.json           the pages: URL, title, section label, language, headings
 *   <id>/t/<shard>.json      postings of the words whose folded form starts with the shard key
 *   <id>/p/<page>.json       the text of each part of one page, for snippets of the top results
 *
 * `id` is a hash of the whole index, so every file but the manifest can be cached for good.
 */
import type {Lang} from './tokenize';

export interface Manifest {
  id: string;
  /** The shard keys that exist (first two folded characters of the words). */
  shards: string[];
}

export interface PageEntry {
  /** URL path. */
  u: string;
  /** Section label index in `DocsFile.labels`. */
  s: number;
  l: Lang;
  /** The parts of the page: [anchor, heading]; part 0 is the top of the page, headed by the title. */
  h: [anchor: string, heading: string][];
}

export interface DocsFile {
  labels: string[];
  pages: PageEntry[];
}

/**
 * Word (lowercase, accents kept) → postings, flat: page, part, weight, page, part, weight, ...
 * weight = occurrences in the part's text (at most 15) + 16 if the word is in the part's heading.
 */
export type Shard = Record<string, number[]>;

/** The text of each part of a page, in part order. */
export type PageText = string[];

export const HEADING_FLAG = 16;
export const MAX_COUNT = 15;
