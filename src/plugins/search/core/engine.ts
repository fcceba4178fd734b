/**
 * The query side of the site search: loads only the shards the query needs, ranks pages, and
 * builds highlighted snippets. It reads the index through an `IndexSource`, so it runs the same
 * over HTTP (client.ts) and over files in memory (the unit tests).
 */
import {fold, hasAccents, queryTerms, stem, termShards, words, type QueryTerm} from './tokenize';
import {DOCS_GROUP, HEADING_FLAG, langOfPage, type DocsGroup, type Manifest, type PageText, type Shard} from './types';

export interface IndexSource {
  manifest(): Promise<Manifest>;
  /** The entries of one group of DOCS_GROUP pages. */
  docs(group: number): Promise<DocsGroup>;
  shard(key: string): Promise<Shard>;
  pageText(page: number): Promise<PageText>;
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
  title: Segment[];
  /** The heading of the best part (none for the top of the page). */
  heading?: Segment[];
  /** The words of the page that matched, lowercase: highlight these. */
  matched: string[];
}

// How well a word of the index matches a query term.
const EXACT = 1;
const ACCENTS_TOO = 1.5; // the query has accents and the word has the very same ones
const SAME_STEM = 0.5; // English pages only
const PREFIX = 0.6;

/** How a word of the index matches a term (0: not at all); `english` allows stem matches. */
export function matchQuality(word: string, term: QueryTerm, english: boolean): number {
  const folded = fold(word);
  if (folded === term.folded) return word === term.exact && hasAccents(term.exact) ? ACCENTS_TOO : EXACT;
  if (english && term.stemmed.length > 2 && stem(folded) === term.stemmed) return SAME_STEM;
  if (term.prefix && term.folded.length >= 2 && folded.startsWith(term.folded)) {
    return PREFIX * Math.sqrt(term.folded.length / folded.length);
  }
  return 0;
}

function partWeight(weight: number, part: number): number {
  const count = weight & (HEADING_FLAG - 1);
  const inHeading = weight & HEADING_FLAG ? (part === 0 ? 4 : 2.5) : 0;
  return (count ? 1 + Math.log(count) : 0) + inHeading;
}

/** Marks the words of `text` that `isMatch` accepts. */
export function highlight(text: string, isMatch: (word: string) => boolean): Segment[] {
  const ranges = words(text)
    .filter((w) => isMatch(w.text))
    .sort((a, b) => a.start - b.start || b.end - a.end);
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
export function snippet(text: string, isMatch: (word: string) => boolean, size = 180): Segment[] {
  const hits = words(text).filter((w) => isMatch(w.text));
  let start = 0;
  if (hits.length) {
    let best = -1;
    for (const h of hits) {
      const count = new Set(hits.filter((o) => o.start >= h.start && o.end <= h.start + size).map((o) => fold(o.text))).size;
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
  const body = highlight(text.slice(start, end), isMatch);
  if (start > 0) body.unshift({text: '… ', mark: false});
  if (end < text.length) body.push({text: ' …', mark: false});
  return body;
}

interface Candidate {
  /** Per term: best score per part. */
  terms: Map<number, number>[];
  matched: Set<string>;
}

export class SearchEngine {
  constructor(private source: IndexSource) {}

  /** Fetches what every query needs (the manifest) ahead of the first one. */
  async warmUp(): Promise<void> {
    await this.source.manifest();
  }

  /** The pages matching every term of the query, best first. */
  async search(query: string, limit = 10): Promise<Hit[]> {
    const terms = queryTerms(query);
    if (!terms.length) return [];
    const manifest = await this.source.manifest();
    const available = new Set(manifest.shards);
    const split = new Set(manifest.split);
    const termKeys = terms.map((t) => termShards(t, split).filter((k) => available.has(k)));
    const keys = [...new Set(termKeys.flat())];
    const shards = new Map(await Promise.all(keys.map(async (k) => [k, await this.source.shard(k)] as const)));
    const totalParts = manifest.parts;
    // Every word fetched, once: a word sits in the shard of its folded form and in that of its stem.
    const postingsOf = new Map<string, number[]>();
    for (const shard of shards.values()) for (const [word, postings] of Object.entries(shard)) postingsOf.set(word, postings);

    const pages = new Map<number, Candidate>();
    // Rarity counts the parts holding a word in any of its accent forms.
    const partsWith = new Map<string, number>();
    for (const [word, postings] of postingsOf) {
      const folded = fold(word);
      partsWith.set(folded, (partsWith.get(folded) ?? 0) + postings.length / 3);
    }
    terms.forEach((term, t) => {
      const candidates = new Set(termKeys[t].flatMap((k) => Object.keys(shards.get(k)!)));
      for (const word of candidates) {
        const postings = postingsOf.get(word)!;
        const english = matchQuality(word, term, true);
        if (!english) continue;
        const other = matchQuality(word, term, false);
        const idf = Math.log(1 + totalParts / partsWith.get(fold(word))!);
        for (let i = 0; i < postings.length; i += 3) {
          const [page, part, weight] = [postings[i], postings[i + 1], postings[i + 2]];
          const quality = langOfPage(manifest, page) === 'en' ? english : other;
          if (!quality) continue;
          let c = pages.get(page);
          if (!c) pages.set(page, (c = {terms: terms.map(() => new Map()), matched: new Set()}));
          const score = quality * idf * partWeight(weight, part);
          if (score > (c.terms[t].get(part) ?? 0)) c.terms[t].set(part, score);
          c.matched.add(word);
        }
      }
    });

    const ranked: {page: number; part: number; score: number; matched: Set<string>}[] = [];
    for (const [page, c] of pages) {
      if (c.terms.some((m) => m.size === 0)) continue;
      const perTerm = c.terms.map((m) => Math.max(...m.values()));
      // The part that holds most of the query; a part holding every term adds a bonus. The top of
      // the page (part 0) is the answer when no part scores.
      let part = 0;
      let partScore = -1;
      const parts = [...new Set([0, ...c.terms.flatMap((m) => [...m.keys()])])].sort((a, b) => a - b);
      for (const p of parts) {
        const present = c.terms.filter((m) => m.has(p));
        const sum = present.reduce((n, m) => n + m.get(p)!, 0) * (present.length === terms.length ? 1.5 : present.length / terms.length);
        if (sum > partScore) [part, partScore] = [p, sum];
      }
      ranked.push({page, part, score: perTerm.reduce((a, b) => a + b, 0) + partScore, matched: c.matched});
    }
    const top = ranked.sort((a, b) => b.score - a.score || a.page - b.page).slice(0, limit);

    // Only now the page entries, and only those of the pages shown.
    const groups = new Map(
      await Promise.all([...new Set(top.map((r) => Math.floor(r.page / DOCS_GROUP)))].map(async (g) => [g, await this.source.docs(g)] as const)),
    );
    return top.map(({page, part, score, matched}) => {
      const entry = groups.get(Math.floor(page / DOCS_GROUP))![page % DOCS_GROUP];
      const isMatch = (w: string) => matched.has(w);
      const [anchor, heading] = entry.h[part];
      return {
        page,
        part,
        score,
        url: anchor ? `${entry.u}#${anchor}` : entry.u,
        label: manifest.labels[entry.s],
        title: highlight(entry.h[0][1], isMatch),
        heading: part ? highlight(heading, isMatch) : undefined,
        matched: [...matched],
      };
    });
  }

  /** The snippet of a hit: the best part's text around its matches. */
  async snippet(hit: Hit): Promise<Segment[]> {
    const text = (await this.source.pageText(hit.page))[hit.part] ?? '';
    const matched = new Set(hit.matched);
    return snippet(text, (w) => matched.has(w));
  }
}
