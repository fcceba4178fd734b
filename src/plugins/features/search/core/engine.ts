/**
 * The query side of the site search: loads only the shards the query needs, ranks pages, and
 * builds highlighted snippets. It reads the index through an `IndexSource`, so it runs the same
 * over HTTP (client.ts) and over files in memory (the unit tests).
 *
 * In short, each rule at its constant or function below: a page holds every word of the query (else
 * every word but one, the one whose absence leaves the best page); a word no page has is corrected within
 * `maxEdits`, or left out, and the result says so. Parts score by BM25 (words in tables count less:
 * write-index.ts), titles and short headings more; among equals, pages in the query's language, with the
 * reader's own words, first; an edition ranks at the better rank of the two; a questions page comes
 * after the other pages; among the hits shown, a page whose heading holds the whole query comes first.
 */
import {queryVariants, synonymSpans, type QueryVariant, type SynonymGroups} from './synonyms';
import {
  editDistance,
  fold,
  hasAccents,
  maxEdits,
  queryTerms,
  sameMarks,
  shardFile,
  stem,
  vocabularyKeys,
  wordTerm,
  wordShards,
  words,
  type Lang,
  type QueryTerm,
} from './tokenize';
import {
  DOCS_GROUP,
  HEADING_FLAG,
  decodePostings,
  MAX_COUNT,
  SHORT_HEADING_FLAG,
  editionPairsOf,
  isAdminPage,
  isPair,
  langOfPage,
  partsByFolded,
  shardKeys,
  splitGroups,
  type DocsGroup,
  type Manifest,
  type PageEntry,
  type PackedEntry,
  type PageText,
  type Shard,
  type ShardFile,
  SYNONYMS_KEY,
  unpackEntry,
  type Vocabulary,
} from './types';

export interface IndexSource {
  manifest(): Promise<Manifest>;
  /** The entries of one group of DOCS_GROUP pages. */
  docs(group: number): Promise<DocsGroup>;
  shard(key: string): Promise<ShardFile>;
  /** The folded words of one length (read only when a query word matches nothing). */
  vocabulary(length: number): Promise<Vocabulary>;
  pageText(page: number): Promise<PageText>;
}

/**
 * An index source over the index's files, each read as JSON by `json` from its path under the search
 * folder (`manifest.json`, `<id>/t/ca.json`): the browser's over HTTP (../client/client.ts), the docs
 * server's over the site's files (scripts/mcp/docs.ts). The files other than the manifest come from the
 * index of the manifest read last, even if a newer manifest is published meanwhile.
 */
export function filesSource(json: <T>(file: string) => Promise<T>): IndexSource {
  let id: string | undefined;
  const manifest = async () => {
    const read = await json<Manifest>('manifest.json');
    id = read.id;
    return read;
  };
  const file = async <T>(name: string) => json<T>(`${id ?? (await manifest()).id}/${name}`);
  return {
    manifest,
    docs: async (group) => (await file<PackedEntry[]>(`d/${group}.json`)).map(unpackEntry),
    shard: (key) => file<ShardFile>(`t/${shardFile(key)}.json`),
    vocabulary: (length) => file<Vocabulary>(`v/${length}.json`),
    pageText: (page) => file<PageText>(`p/${page}.json`),
  };
}

export interface Segment {
  text: string;
  mark: boolean;
}

export interface Hit {
  page: number;
  part: number;
  score: number;
  /** URL with the heading's anchor when the best part is not the top of the page. */
  url: string;
  label: string;
  /** The page's language. */
  lang: Lang;
  title: Segment[];
  /** The heading of the best part (none for the top of the page). */
  heading?: Segment[];
  /**
   * The words of the page that matched, lowercase: highlight these. An entry with a space is a phrase of
   * the synonym table, marked only as a whole.
   */
  matched: string[];
}

/** What a search found, and what it did to a query that matched nothing as typed. */
export interface SearchResult {
  hits: Hit[];
  /** Query words that matched no word of the site, each with the word searched instead. */
  corrections: {from: string; to: string}[];
  /** Query words that matched nothing, even corrected: the results are for the other words. */
  dropped: string[];
  /** The query as searched: the query with each correction made and each dropped word left out. */
  searched: string;
}

// How well a word of the index matches a query term.
const EXACT = 1;
/**
 * Another form of the word (English pages only): "queues" in a title for "queue". At 0.5 such a title
 * weighed less than the word once in passing under a title holding the query's other word; 0.7 is the best
 * of 0.5 to 0.9 over the judged queries (bench/results/2026-11-29-search.md).
 */
const SAME_STEM = 0.7;
const PREFIX = 0.6;
/** The score of a page in the query's language, against one in the other language. */
const SAME_LANGUAGE = 1.3;
/**
 * Two adjacent syllables of the query found side by side on the page ("hàng chờ", not "hàng" here and
 * "chờ" there): Vietnamese writes a word of two syllables as two, and a reader who types both means the
 * word. Such a part scores this much of the pair's own weight on top (a score, not a tier: "ghi âm cuộc gọi"
 * holds the words "ghi âm" and "cuộc gọi", and its middle pair "âm cuộc" is no word to require).
 */
const PHRASE = 2;
/**
 * A wording of the query with a synonym in it ("tập tin" for "file"), against the wording typed: among
 * equals, the page with the reader's own words comes first.
 */
const SYNONYM = 0.9;
/**
 * A query in everyday words ("import leads csv", "dnc list") is an admin's: the pages written for
 * administrators (`Manifest.admins`) score this much more. A query that names the API (`API_WORDS`:
 * "blacklist api", "create campaign api v3") is an integrator's, and scores as it is.
 */
const ADMIN_WORDS = 1.4;
const API_WORDS = /^(?:api|apis|v1|v3|endpoints?|webhooks?|json|payloads?|sdk|curl|https?|requests?|responses?)$/;
/**
 * The HTTP methods, which every endpoint page prints in its badge, its request line and its samples ("PUT
 * /v3/group/{group_uuid}"). In an admin's query ("put agents in a group") such a word is an everyday verb:
 * outside the admin pages it neither counts nor is required, and on them it counts where the page has it but
 * is not required either. (A query that names the API keeps it as a word like any other.)
 */
const HTTP_METHODS = /^(?:get|put|post|delete|patch)$/;

/** Whether `term` of an admin's query is an HTTP method, an everyday verb there (`HTTP_METHODS`). */
export function everydayVerbs(terms: readonly QueryTerm[], adminQuery: boolean): boolean[] {
  const verbs = terms.map((t) => adminQuery && HTTP_METHODS.test(t.folded));
  // A query of nothing but such words keeps them: they are all it asks.
  return verbs.every(Boolean) ? verbs.map(() => false) : verbs;
}

/** A page whose heading holds the query moves first from among this many best hits (the box shows 8). */
const ABOUT_WINDOW = 8;

/**
 * How a word of the index matches a term (0: not at all); `english` allows stem matches. A term typed
 * with marks matches only words with the same marks (`sameMarks`: "nhánh" finds neither "nhanh" nor
 * "nhãnh"); one typed without marks matches every word it folds to ("kich ban" finds "kịch bản").
 */
function matchQuality(word: string, term: QueryTerm, english: boolean): number {
  const folded = fold(word);
  const marked = hasAccents(term.exact) || term.asTyped === true;
  if (folded === term.folded) return !marked || sameMarks(word, term.exact) ? EXACT : 0;
  if (english && !marked && term.stemmed.length > 2 && stem(folded) === term.stemmed) return SAME_STEM;
  if (term.prefix && term.folded.length >= 2 && folded.startsWith(term.folded)) {
    return !marked || sameMarks(word, term.exact, true, term.grow)
      ? PREFIX * Math.sqrt(term.folded.length / folded.length)
      : 0;
  }
  return 0;
}

/**
 * Title and heading matches weigh more than text (BM25 term score, 1…MAX_COUNT, in the low bits), and a
 * short title or heading more than a long one.
 */
function partWeight(weight: number, part: number): number {
  const score = (weight & (HEADING_FLAG - 1)) / MAX_COUNT;
  const inHeading = weight & HEADING_FLAG ? (part === 0 ? 4 : 2.5) * (weight & SHORT_HEADING_FLAG ? 1.5 : 1) : 0;
  return score * 2.2 + inHeading;
}

/**
 * What a hit marks: the page's words that matched (`isMatch`), and the phrases of the synonym table found
 * through it, lowercase, marked only where their words stand side by side.
 */
export interface Marks {
  isMatch: (word: string) => boolean;
  phrases?: readonly string[];
}

/** The ranges of `text` to mark: its matching words, and its runs of words that are a phrase. */
function markedRanges(text: string, {isMatch, phrases = []}: Marks): {start: number; end: number}[] {
  const list = words(text);
  const runs = phrases.map((p) => p.split(' '));
  const ranges = list.filter((w) => isMatch(w.text)).map(({start, end}) => ({start, end}));
  list.forEach((w, i) => {
    for (const run of runs)
      if (run.every((r, j) => list[i + j]?.text.toLowerCase() === r))
        ranges.push({start: w.start, end: list[i + run.length - 1].end});
  });
  return ranges;
}

/** Marks the words of `text` that `marks` names. */
export function highlight(text: string, marks: Marks): Segment[] {
  const ranges = markedRanges(text, marks).sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Segment[] = [];
  let at = 0;
  for (const r of ranges) {
    if (r.start < at) continue; // a part inside a compound already marked
    if (r.start > at) out.push({text: text.slice(at, r.start), mark: false});
    out.push({text: text.slice(r.start, r.end), mark: true});
    at = r.end;
  }
  if (at < text.length) out.push({text: text.slice(at), mark: false});
  return out;
}

/** A window of about `size` characters of `text` around the densest group of matches. */
export function snippet(text: string, marks: Marks, size = 180): Segment[] {
  const hits = markedRanges(text, marks);
  let start = 0;
  if (hits.length) {
    let best = -1;
    for (const h of hits) {
      const count = new Set(
        hits.filter((o) => o.start >= h.start && o.end <= h.start + size).map((o) => fold(text.slice(o.start, o.end))),
      ).size;
      if (count > best) {
        best = count;
        start = h.start;
      }
    }
    start = Math.max(0, start - 40);
  }
  let end = Math.min(text.length, start + size);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const body = highlight(text.slice(start, end), marks);
  if (start > 0) body.unshift({text: '… ', mark: false});
  if (end < text.length) body.push({text: ' …', mark: false});
  return body;
}

/** The marks of a hit's matched words and phrases. */
function marksOf(matched: readonly string[]): Marks {
  const set = new Set(matched);
  return {isMatch: (w) => set.has(w), phrases: matched.filter((m) => m.includes(' '))};
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
 * The word with marks of the fetched shards closest to a word typed with marks that no page has, within
 * `maxEdits` of it, each letter's marks part of the letter ("nhăc" → "nhắc"; "lén" is not "lên"): the one
 * in most parts among the nearest. None when nothing is that close.
 */
function closestMarked(typed: string, fetched: FetchedShards): string | undefined {
  const marked = [...fetched.postings.keys()].filter((w) => !isPair(w) && hasAccents(w));
  return nearest(typed, marked, maxEdits(fold(typed).length), (w) => -fetched.postings.get(w)!.length)?.word;
}

/** The query as searched: each corrected word replaced, each word that matched nothing left out. */
export function searchedQuery(query: string, result: Pick<SearchResult, 'corrections' | 'dropped'>): string {
  const to = new Map(result.corrections.map((c) => [c.from, c.to]));
  const dropped = new Set(result.dropped);
  const text = query.normalize('NFC');
  let out = '';
  let at = 0;
  for (const w of words(text, false)) {
    out += text.slice(at, w.start) + (dropped.has(w.text) ? '' : (to.get(w.text) ?? text.slice(w.start, w.end)));
    at = w.end;
  }
  return (out + text.slice(at)).replace(/\s+/g, ' ').trim();
}

interface Candidate {
  /** Per term: best score per part. */
  terms: Map<number, number>[];
  /** The page's words that matched a term. */
  matched: Set<string>;
  /** Per adjacent pair of query terms: best phrase score per part. */
  phrases: Map<number, number>[];
}

/** A page that holds every word of the query (in one of its wordings), with the part to show and its rank. */
interface Ranked {
  page: number;
  part: number;
  score: number;
  matched: Set<string>;
  /** The wording of the query the page was found with. */
  terms: readonly QueryTerm[];
}

/** The shards a query has fetched so far, and the words of the site they hold. */
class FetchedShards {
  readonly shards = new Map<string, Shard>();
  /** Every word of the fetched shards with its postings (page, part and weight, in threes). */
  readonly postings = new Map<string, number[]>();
  /** The synonym groups of the fetched shards (`SYNONYMS_KEY`), each once, by its first phrase. */
  private readonly groups = new Map<string, string[]>();
  private readonly available: Set<string>;
  private readonly split: Set<string>;

  constructor(
    private readonly source: IndexSource,
    private readonly manifest: Manifest,
  ) {
    this.available = new Set(shardKeys(manifest));
    this.split = splitGroups(manifest);
  }

  /** The shards of the index where a term's words are. */
  keysOf(term: QueryTerm): string[] {
    return wordShards(term.folded, this.split).filter((k) => this.available.has(k));
  }

  /** Fetches the shards of `keys` not fetched yet (those the index has), all at once. */
  async load(keys: string[]): Promise<void> {
    const missing = [...new Set(keys)].filter((k) => this.available.has(k) && !this.shards.has(k));
    for (const [k, shard] of await Promise.all(missing.map(async (k) => [k, await this.source.shard(k)] as const))) {
      const decoded: Shard = {};
      for (const [word, value] of Object.entries(shard)) {
        if (word === SYNONYMS_KEY) for (const group of value as string[][]) this.groups.set(group[0], group);
        else this.postings.set(word, (decoded[word] = decodePostings(value as number[])));
      }
      this.shards.set(k, decoded);
    }
  }

  /** The synonym groups the fetched shards carry: those of every phrase whose first word's shard is fetched. */
  get synonyms(): SynonymGroups {
    return [...this.groups.values()];
  }

  /** The single words of a term's shards: a syllable pair of the index is a phrase, matched as such (`addPhraseScores`). */
  wordsOf(term: QueryTerm): string[] {
    return [...new Set(this.keysOf(term).flatMap((k) => Object.keys(this.shards.get(k) ?? {})))].filter(
      (w) => !isPair(w),
    );
  }

  /** Whether more parts of Vietnamese pages hold a word of the fetched shards than parts of English ones. */
  mostlyVietnamese(word: string): boolean {
    const postings = this.postings.get(word) ?? [];
    let balance = 0;
    for (let i = 0; i < postings.length; i += 3) balance += langOfPage(this.manifest, postings[i]) === 'vi' ? 1 : -1;
    return balance > 0;
  }

  /** Whether any word of the fetched shards matches the term. */
  matches(term: QueryTerm): boolean {
    return this.wordsOf(term).some((w) => matchQuality(w, term, true) > 0);
  }
}

/**
 * Whether a query is in Vietnamese: a word typed with accents, or one the site writes only with
 * accents ("hang cho" where the site has only "hàng chờ"), or writes without them mostly on its
 * Vietnamese pages, without a digit ("ghi" of "ghi âm", where "hang" is mostly English; not "bitrix24").
 * `site.wordsOf` gives the site's words a term may match; `site.mostlyVietnamese`, whether more parts of
 * Vietnamese pages hold a word than of English ones.
 */
export function isVietnameseQuery(
  terms: readonly QueryTerm[],
  site: Pick<FetchedShards, 'wordsOf' | 'mostlyVietnamese'>,
): boolean {
  return terms.some((t) => {
    if (hasAccents(t.exact)) return true;
    const forms = site.wordsOf(t).filter((w) => fold(w) === t.folded);
    const plain = forms.find((w) => !hasAccents(w));
    // A word with a digit is no Vietnamese syllable: "bitrix24" is on more Vietnamese parts than English ones.
    return forms.length > 0 && (plain === undefined || (!/\d/.test(t.folded) && site.mostlyVietnamese(plain)));
  });
}

/** The terms, those typed without marks amid marked ones and written so on the site taken as typed (`QueryTerm.asTyped`). */
function asTyped(terms: QueryTerm[], site: Pick<FetchedShards, 'wordsOf'>): QueryTerm[] {
  if (!terms.some((t) => hasAccents(t.exact))) return terms;
  return terms.map((t) => (!hasAccents(t.exact) && site.wordsOf(t).includes(t.exact) ? {...t, asTyped: true} : t));
}

/** The rarity of a word: log of how few parts hold it (BM25's idf), from the parts in all and those holding it. */
function rarity(totalParts: number, holding: number): number {
  return Math.log(1 + (totalParts - holding + 0.5) / (holding + 0.5));
}

/**
 * The pages where some term matches, each with its best score per term and part and the words that
 * matched. A word's rarity counts the parts holding it in any of its accent forms. An `optional` term (an
 * everyday verb, `everydayVerbs`) counts on the admin pages only.
 */
function termScores(
  terms: readonly QueryTerm[],
  fetched: FetchedShards,
  manifest: Manifest,
  optional: readonly boolean[] = [],
): Map<number, Candidate> {
  const partsWith = partsByFolded(fetched.postings);
  const pages = new Map<number, Candidate>();
  const candidate = (page: number) => {
    let c = pages.get(page);
    if (!c)
      pages.set(
        page,
        (c = {terms: terms.map(() => new Map()), matched: new Set(), phrases: terms.slice(1).map(() => new Map())}),
      );
    return c;
  };
  terms.forEach((term, t) => {
    for (const word of fetched.wordsOf(term)) {
      const postings = fetched.postings.get(word)!;
      const english = matchQuality(word, term, true);
      if (!english) continue;
      const other = matchQuality(word, term, false);
      const idf = rarity(manifest.parts, partsWith.get(fold(word))!);
      for (let i = 0; i < postings.length; i += 3) {
        const [page, part, weight] = [postings[i], postings[i + 1], postings[i + 2]];
        const quality = langOfPage(manifest, page) === 'en' ? english : other;
        // An everyday verb on an endpoint page counts in its title and headings only, not in its method badge.
        if (!quality || (optional[t] && !(weight & HEADING_FLAG) && !isAdminPage(manifest, page))) continue;
        const c = candidate(page);
        const score = quality * idf * partWeight(weight, part);
        if (score > (c.terms[t].get(part) ?? 0)) c.terms[t].set(part, score);
        c.matched.add(term.phrase ?? word);
      }
    }
  });
  return pages;
}

/**
 * Adds to each candidate page the score of the query's adjacent syllables found side by side: the
 * index's syllable pairs (Vietnamese pages only), in the shard of the first syllable.
 */
function addPhraseScores(
  terms: readonly QueryTerm[],
  fetched: FetchedShards,
  manifest: Manifest,
  pages: ReadonlyMap<number, Candidate>,
): void {
  terms.slice(1).forEach((next, i) => {
    const first = terms[i];
    for (const key of fetched.keysOf(first)) {
      for (const [word, postings] of Object.entries(fetched.shards.get(key) ?? {})) {
        if (!isPair(word)) continue;
        const [a, b] = word.split(' ');
        // Each syllable as a word of its own: with marks typed, the same marks ("hàng chờ" is not "hang cho").
        if (matchQuality(a, {...first, prefix: false}, false) !== EXACT) continue;
        const whole = matchQuality(b, {...next, prefix: false}, false) === EXACT;
        if (!whole && !(next.prefix && matchQuality(b, next, false) > 0)) continue;
        const idf = rarity(manifest.parts, postings.length / 3);
        for (let p = 0; p < postings.length; p += 3) {
          const c = pages.get(postings[p]);
          if (!c) continue;
          const score = PHRASE * idf * partWeight(postings[p + 2], postings[p + 1]) * (whole ? 1 : PREFIX);
          if (score > (c.phrases[i].get(postings[p + 1]) ?? 0)) c.phrases[i].set(postings[p + 1], score);
        }
      }
    }
  });
}

/**
 * The part of a page that holds most of the query, with its score; a part holding every term adds a
 * bonus. The top of the page (part 0) is the answer when no part scores.
 */
function bestPart(c: Candidate, termCount: number): {part: number; score: number} {
  let part = 0;
  let partScore = -1;
  const parts = [...new Set([0, ...c.terms.flatMap((m) => [...m.keys()])])].sort((a, b) => a - b);
  for (const p of parts) {
    const holding = c.terms.filter((m) => m.has(p));
    const phrases = c.phrases.reduce((n, m) => n + (m.get(p) ?? 0), 0);
    const sum =
      holding.reduce((n, m) => n + m.get(p)!, 0) * (holding.length === termCount ? 2 : holding.length / termCount) +
      phrases;
    if (sum > partScore) [part, partScore] = [p, sum];
  }
  return {part, score: partScore};
}

/**
 * The pages that hold every word of the query (as corrected), each with its part to show, tier and
 * score: a page in the query's language scores more, and one with every word typed with accents found
 * with those accents is in the upper tier.
 */
function rankPages(
  pages: ReadonlyMap<number, Candidate>,
  terms: readonly QueryTerm[],
  manifest: Manifest,
  queryLang: Lang | undefined,
  optional: readonly boolean[] = [],
): Ranked[] {
  const ranked: Ranked[] = [];
  for (const [page, c] of pages) {
    if (c.terms.some((m, t) => m.size === 0 && !optional[t])) continue;
    const perTerm = c.terms.map((m) => (m.size ? Math.max(...m.values()) : 0));
    const phraseScore = c.phrases.reduce((n, m) => n + (m.size ? Math.max(...m.values()) : 0), 0);
    const {part, score: partScore} = bestPart(c, terms.length);
    const language = queryLang && langOfPage(manifest, page) === queryLang ? SAME_LANGUAGE : 1;
    ranked.push({
      page,
      part,
      score: (perTerm.reduce((a, b) => a + b, 0) + phraseScore + partScore) * language,
      matched: c.matched,
      terms,
    });
  }
  return ranked;
}

/**
 * A page's edition in the query's language takes the rank of its other edition when that is higher: for
 * a query in Vietnamese, the Vietnamese edition; for one in English from an English page, the English
 * edition ("bitrix24 api key" finds "Obtain the API key", not "Lấy API key", whose shorter title weighs more).
 */
function preferEditions(ranked: Ranked[], manifest: Manifest, lang: Lang): void {
  const byPage = new Map(ranked.map((r) => [r.page, r]));
  for (const [en, vi] of editionPairsOf(manifest)) {
    const [own, other] = lang === 'vi' ? [byPage.get(vi), byPage.get(en)] : [byPage.get(en), byPage.get(vi)];
    if (!other || (own && own.score >= other.score)) continue;
    if (own) own.score = other.score * 1.001;
    // A Vietnamese reader's edition of a page found only in English through English words ("hotline"), at
    // its top, nothing marked. (Found through the Vietnamese labels an English page quotes, it is not about them.)
    else if (lang === 'vi' && ![...other.matched].some(hasAccents))
      ranked.push({...other, page: vi, part: 0, matched: new Set(), score: other.score * 1.001});
  }
}

/**
 * The little words of English ("a", "the", "to"), which a heading's words have between them ("Create a
 * queue", "Listen to a live call") and a query may have or not ("create queue", "listen to a live call"):
 * side by side means with none but these between.
 */
const FUNCTION_WORDS = /^(?:a|an|the|to|of|in|on|for|and|or|your|my)$/;

/** The terms of an English query that are not little words (`FUNCTION_WORDS`); all of them if that leaves fewer than two. */
function contentTerms(terms: readonly QueryTerm[]): readonly QueryTerm[] {
  const content = terms.filter((t) => !FUNCTION_WORDS.test(t.folded));
  return content.length >= 2 ? content : terms;
}

/**
 * Whether a heading holds the words of a query side by side: each as `matchQuality` takes it (folded for
 * a word typed without marks, the same marks for one typed with them). In order on a Vietnamese page,
 * whose syllables make words only in their order; on an English page in any order ("Report Campaign"
 * holds "campaign report"), each word also in another form ("Create users" holds "create user"), little
 * words between (`FUNCTION_WORDS`: "Create a queue" holds "create queue").
 */
function holdsPhrase(heading: string, terms: readonly QueryTerm[], english: boolean): boolean {
  const all = words(heading.normalize('NFC'), false).map((w) => w.text);
  // The little words between are skipped, unless the query asks for one ("log in").
  const skip = english && !terms.some((t) => FUNCTION_WORDS.test(t.folded));
  const list = skip ? all.filter((w) => !FUNCTION_WORDS.test(w.toLowerCase())) : all;
  const holds = (window: readonly string[], rest: readonly QueryTerm[]): boolean =>
    !rest.length ||
    window.some(
      (w, k) =>
        matchQuality(w, rest[0], english) > 0 && holds([...window.slice(0, k), ...window.slice(k + 1)], rest.slice(1)),
    );
  return list.some((_, i) =>
    english
      ? i + terms.length <= list.length && holds(list.slice(i, i + terms.length), terms)
      : terms.every((term, j) => i + j < list.length && matchQuality(list[i + j], term, false) > 0),
  );
}

/**
 * The part of a page whose heading (the title, for part 0) holds the whole query, of two words or more;
 * or else holds two words or more of it while the rest, at the start or the end of the query, is in the
 * page's section label. -1 when none.
 */
export function aboutPart(parts: PageEntry['h'], label: string, query: readonly QueryTerm[], english = false): number {
  const terms = english ? contentTerms(query) : query;
  if (terms.length < 2) return -1;
  const whole = parts.findIndex(([, heading]) => holdsPhrase(heading, terms, english));
  if (whole >= 0) return whole;
  for (let cut = 1; cut < terms.length; cut++) {
    for (const [rest, named] of [
      [terms.slice(0, terms.length - cut), terms.slice(terms.length - cut)],
      [terms.slice(cut), terms.slice(0, cut)],
    ]) {
      if (rest.length < 2 || !holdsPhrase(label, named, english)) continue;
      const at = parts.findIndex(([, heading]) => holdsPhrase(heading, rest, english));
      if (at >= 0) return at;
    }
  }
  return -1;
}

export class SearchEngine {
  constructor(private source: IndexSource) {}

  /** Fetches what every query needs (the manifest) ahead of the first one. */
  async warmUp(): Promise<void> {
    await this.source.manifest();
  }

  /**
   * The pages matching every word of the query, best first. A word that matches no word of the site
   * is replaced by the closest word of the site (`maxEdits`), first among the shards already fetched,
   * then from the vocabulary of that length; a word still unmatched is left out, and the pages are
   * ranked by the other words. Pages in the query's language come first among equals: Vietnamese when
   * the query is (a word with accents, or one the site writes only with accents), else the reader's
   * (`readerLang`, the language of the page the search starts from).
   */
  async search(query: string, limit = 10, readerLang?: Lang): Promise<SearchResult> {
    const typed = queryTerms(query);
    const result: SearchResult = {hits: [], corrections: [], dropped: [], searched: query.trim()};
    if (!typed.length) return result;
    const manifest = await this.source.manifest();
    const fetched = new FetchedShards(this.source, manifest);
    await fetched.load(typed.flatMap((term) => fetched.keysOf(term)));
    // A word of a synonym phrase is searched as typed even if the site lacks it ("cúp" of "cúp máy"): its synonym finds the pages.
    const inPhrase = new Set(synonymSpans(typed, fetched.synonyms).flatMap((s) => typed.slice(s.start, s.end)));
    const terms = asTyped(await this.correctTerms(typed, fetched, manifest, result, inPhrase), fetched);
    if (result.corrections.length || result.dropped.length) result.searched = searchedQuery(query, result);
    if (!terms.length) return result;

    // Vietnamese also when the query is a phrase of the synonym table written with marks, typed without ("cup may").
    const vietnamese = isVietnameseQuery(terms, fetched) || synonymSpans(terms, fetched.synonyms).some((s) => s.marked);
    // Syllables side by side count only for a query in Vietnamese, or from a Vietnamese page: an English
    // query's words side by side on a Vietnamese page ("api key") are no reason to rank it above the English edition.
    const viReader = vietnamese || readerLang === 'vi';
    const queryLang = vietnamese ? 'vi' : readerLang;
    const adminQuery = !typed.some((t) => API_WORDS.test(t.folded));
    const rank = async (words: QueryTerm[]) => {
      const variants = queryVariants(words, synonymSpans(words, fetched.synonyms));
      if (variants.length > 1) await fetched.load(variants.flatMap((v) => v.terms.flatMap((t) => fetched.keysOf(t))));
      return this.rankVariants(variants, words.length, fetched, manifest, {queryLang, phrases: viReader, adminQuery});
    };
    let ranked = await rank(terms);
    if (!ranked.length && terms.length > 1) {
      // No page holds every word ("nhạc chờ"): all but the one whose absence leaves the best page, saying so.
      const best = (rs: Ranked[]) => Math.max(0, ...rs.map((r) => r.score));
      let left = -1;
      for (const [i, term] of terms.entries()) {
        const without = await rank(terms.filter((t) => t !== term));
        if (best(without) > best(ranked)) [ranked, left] = [without, i];
      }
      if (left >= 0) {
        result.dropped.push(terms[left].exact);
        result.searched = searchedQuery(query, result);
      }
    }
    if (adminQuery) for (const r of ranked) if (isAdminPage(manifest, r.page)) r.score *= ADMIN_WORDS;
    if (queryLang) preferEditions(ranked, manifest, queryLang);
    // A questions page (the open questions of a guide or of the API, `Manifest.hubs`) names every subject
    // of its guide and answers none: it comes after every page that holds the query.
    const hubs = new Set(manifest.hubs ?? []);
    const tier = (r: Ranked) => (hubs.has(r.page) ? 1 : 0);
    const top = ranked.sort((a, b) => tier(a) - tier(b) || b.score - a.score || a.page - b.page).slice(0, limit);
    result.hits = await this.hitsOf(top, manifest);
    return result;
  }

  /**
   * The pages found by any wording of the query, each once with its best wording. A wording's score is
   * taken per word typed (a two-word synonym of one word is no reason to outrank it), and a synonym's
   * counts SYNONYM of the typed wording's.
   */
  private rankVariants(
    variants: readonly QueryVariant[],
    typedCount: number,
    fetched: FetchedShards,
    manifest: Manifest,
    {queryLang, phrases, adminQuery}: {queryLang: Lang | undefined; phrases: boolean; adminQuery: boolean},
  ): Ranked[] {
    const best = new Map<number, Ranked>();
    for (const variant of variants) {
      const optional = everydayVerbs(variant.terms, adminQuery);
      const pages = termScores(variant.terms, fetched, manifest, optional);
      if (phrases) addPhraseScores(variant.terms, fetched, manifest, pages);
      // A synonym phrase is on a Vietnamese page only with its syllables side by side ("số điện thoại", not a
      // "số" here and "điện thoại" in the title), as it is marked (`markedRanges`).
      // (Only pairs the index holds: a pair in fewer than PAIR_MIN_PARTS parts cannot be told apart.)
      const joined = variant.terms
        .slice(1)
        .map(
          (t, i) =>
            t.phrase !== undefined &&
            t.phrase === variant.terms[i].phrase &&
            fetched.postings.has(`${variant.terms[i].exact} ${t.exact}`),
        );
      const apart = (page: number) =>
        phrases && langOfPage(manifest, page) === 'vi' && joined.some((j, i) => j && !pages.get(page)!.phrases[i].size);
      const scale = (typedCount / variant.terms.length) * (variant.synonym ? SYNONYM : 1);
      for (const r of rankPages(pages, variant.terms, manifest, queryLang, optional)) {
        if (apart(r.page)) continue;
        r.score *= scale;
        const seen = best.get(r.page);
        if (!seen || r.score > seen.score) best.set(r.page, r);
      }
    }
    return [...best.values()];
  }

  /**
   * The terms to search: each term that matches a word of the site as typed, else the closest word of
   * the site that matches (recorded in `result.corrections`); a term with neither is left out
   * (recorded in `result.dropped`). A word typed with marks that the site has only with other marks
   * is searched without them (a slip of the tone is a typo too), unless it is the word being typed and
   * the start of longer words with its tone ("nhá" of "nhánh"). Terms in `keep` are searched as typed.
   * Fetches the shards of the corrections.
   */
  private async correctTerms(
    terms: readonly QueryTerm[],
    fetched: FetchedShards,
    manifest: Manifest,
    result: SearchResult,
    keep: ReadonlySet<QueryTerm>,
  ): Promise<QueryTerm[]> {
    const fixed: QueryTerm[] = [];
    for (const term of terms) {
      if (keep.has(term) || fetched.matches(term)) {
        fixed.push(term);
        continue;
      }
      // The word being typed, its tone typed before its last letters ("nhá" of "nhánh").
      const growing: QueryTerm = {...term, grow: true};
      if (term.prefix && hasAccents(term.exact) && fetched.matches(growing)) {
        fixed.push(growing);
        continue;
      }
      if (hasAccents(term.exact)) {
        // Corrected with its marks (the reader's tone is no typo to drop), or left out.
        const to = closestMarked(term.exact, fetched);
        if (to) {
          result.corrections.push({from: term.exact, to});
          fixed.push(wordTerm(to));
        } else result.dropped.push(term.exact);
        continue;
      }
      const to = await this.closest(term.folded, fetched, manifest);
      if (to) {
        const corrected = wordTerm(to);
        await fetched.load(fetched.keysOf(corrected));
        if (fetched.matches(corrected)) {
          result.corrections.push({from: term.exact, to});
          fixed.push(corrected);
          continue;
        }
      }
      result.dropped.push(term.exact);
    }
    return fixed;
  }

  /** The hits of the ranked pages shown: only now their page entries are fetched, and only theirs. */
  private async hitsOf(top: readonly Ranked[], manifest: Manifest): Promise<Hit[]> {
    const groups = new Map(
      await Promise.all(
        [...new Set(top.map((r) => Math.floor(r.page / DOCS_GROUP)))].map(
          async (g) => [g, await this.source.docs(g)] as const,
        ),
      ),
    );
    const hubs = new Set(manifest.hubs ?? []);
    const entryOf = (page: number) => groups.get(Math.floor(page / DOCS_GROUP))![page % DOCS_GROUP];
    // A page whose title or a heading holds the whole query, its words side by side, is about it: first,
    // at that heading. The words that name the page's section may be left to the section: in the
    // auto-call guide, "tao chien dich goi tu dong" is "tạo chiến dịch" ("S0: tạo chiến dịch").
    // Only among the first ABOUT_WINDOW (the box's hits), so the box and the results page agree.
    const shown = top.map((r, i) => {
      const entry = entryOf(r.page);
      const english = langOfPage(manifest, r.page) === 'en';
      const at =
        hubs.has(r.page) || i >= ABOUT_WINDOW ? -1 : aboutPart(entry.h, manifest.labels[entry.s], r.terms, english);
      return at < 0 ? {...r, about: false} : {...r, part: at, about: true};
    });
    shown.sort((a, b) => Number(b.about) - Number(a.about));
    return shown.map(({page, part, score, matched}) => {
      const entry = entryOf(page);
      const marks = marksOf([...matched]);
      const [anchor, heading] = entry.h[part];
      return {
        page,
        part,
        score,
        url: anchor ? `${entry.u}#${anchor}` : entry.u,
        label: manifest.labels[entry.s],
        lang: langOfPage(manifest, page),
        title: highlight(entry.h[0][1], marks),
        heading: part ? highlight(heading, marks) : undefined,
        matched: [...matched],
      };
    });
  }

  /**
   * The word of the site closest to a folded word that matched nothing: among the words already
   * fetched, else from the vocabulary files of the lengths within reach. Fewest edits first, then the
   * word found in most parts; none when nothing is within `maxEdits`.
   */
  private async closest(folded: string, fetched: FetchedShards, manifest: Manifest): Promise<string | undefined> {
    const max = maxEdits(folded.length);
    if (!max) return undefined;
    // Already fetched: the words of the shards of the word's first letters (letters only), by the parts holding each.
    const counts = partsByFolded(fetched.postings);
    const letters = [...counts.keys()].filter((w) => /^\p{L}+$/u.test(w));
    const near = nearest(folded, letters, max, (w) => -counts.get(w)!);
    if (near?.distance === 1) return near.word;
    // The vocabulary of the lengths within reach, commonest first.
    const lists = await Promise.all(vocabularyKeys(folded, manifest.vocabulary).map((l) => this.source.vocabulary(l)));
    const order = new Map<string, number>();
    for (const list of lists) list.forEach((w, i) => order.set(w, Math.min(order.get(w) ?? Infinity, i)));
    const far = nearest(folded, order.keys(), max, (w) => order.get(w)!);
    if (!far) return near?.word;
    if (!near) return far.word;
    return far.distance < near.distance ? far.word : near.word;
  }

  /** The snippet of a hit: the best part's text around its matches. */
  async snippet(hit: Hit): Promise<Segment[]> {
    const text = (await this.source.pageText(hit.page))[hit.part] ?? '';
    return snippet(text, marksOf(hit.matched));
  }
}
