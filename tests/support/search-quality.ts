/**
 * Search quality over a built index, with the real engine (src/plugins/features/search/core/engine.ts) reading
 * the files under build/search/ as the browser would fetch them: success@1, success@5 and MRR@10 of
 * the judged queries (./search-queries.ts), and the gzip bytes a query fetches before its first result.
 * Used by tests/e2e/search-quality.test.ts and bench/search.ts.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {SearchEngine, filesSource, type IndexSource} from '../../src/plugins/features/search/core/engine';
import type {JudgedQuery, QueryKind} from './search-queries';

/** An index source over the files of a built index, counting the gzip bytes of every file it reads once. */
export function fileSource(searchDir: string): IndexSource & {bytes(): number} {
  const read = new Map<string, {json: unknown; gzip: number}>();
  const json = <T>(name: string): T => {
    let file = read.get(name);
    if (!file) {
      const text = readFileSync(path.join(searchDir, name));
      read.set(name, (file = {json: JSON.parse(text.toString('utf8')), gzip: gzipSync(text, {level: 9}).length}));
    }
    return file.json as T;
  };
  return {
    ...filesSource(async <T>(name: string) => json<T>(name)),
    bytes: () => [...read.values()].reduce((n, f) => n + f.gzip, 0),
  };
}

/**
 * The gzip bytes of the code a first search loads on a page already open: the search box's chunk (the popup
 * and the search client, `search-box`), and a `search-client` chunk if a build has one apart.
 */
export function clientBytes(buildDir: string): number {
  const js = path.join(buildDir, 'assets/js');
  const files = readdirSync(js).filter((f) => /^search-(?:box|client)\.[^.]+\.js$/.test(f));
  if (!files.length) throw new Error(`No search-box chunk under ${js}`);
  return files.reduce((n, f) => n + gzipSync(readFileSync(path.join(js, f)), {level: 9}).length, 0);
}

export interface QueryResult {
  query: JudgedQuery;
  /** 1-based rank of the first relevant page among the results, or 0 when none is in the top 10. */
  rank: number;
  /** The result pages, best first. */
  urls: string[];
  /** gzip bytes of the index files the box reads before its first result (the code chunk not included). */
  indexBytes: number;
  /** Whether the typo fallback (vocabulary) was used, and what the engine said it did. */
  corrected: boolean;
  /** The query as searched (corrections made, unmatched words left out). */
  searched: string;
  note?: string;
}

export interface Figures {
  queries: number;
  success1: number;
  success5: number;
  mrr10: number;
}

const pageOf = (url: string) => url.replace(/#.*$/, '');

/** The hits the search box shows (client/SearchPopup.tsx): what a first result waits for. */
export const BOX_HITS = 8;

/**
 * Runs every query on a fresh source (an empty cache, as a first search in a new tab): the top 10 for the
 * ranks, and the bytes of the same search as the box makes it (its BOX_HITS hits), again from an empty cache.
 */
export async function runQueries(searchDir: string, queries: readonly JudgedQuery[]): Promise<QueryResult[]> {
  const out: QueryResult[] = [];
  for (const query of queries) {
    const source = fileSource(searchDir);
    const engine = new SearchEngine(source);
    // The reader starts from an English page (the harder case for a Vietnamese query), unless the query says otherwise.
    const result = await engine.search(query.q, 10, query.from ?? 'en');
    const box = fileSource(searchDir);
    await new SearchEngine(box).search(query.q, BOX_HITS, query.from ?? 'en');
    const urls = result.hits.map((h) => pageOf(h.url));
    const at = urls.findIndex((u) => query.relevant.includes(u));
    out.push({
      query,
      rank: at + 1,
      urls,
      indexBytes: box.bytes(),
      corrected: result.corrections.length > 0 || result.dropped.length > 0,
      searched: result.searched,
      note:
        [...result.corrections.map((c) => `${c.from}→${c.to}`), ...result.dropped.map((d) => `-${d}`)].join(' ') ||
        undefined,
    });
  }
  return out;
}

export function figures(results: readonly QueryResult[]): Figures {
  const n = results.length || 1;
  return {
    queries: results.length,
    success1: results.filter((r) => r.rank === 1).length / n,
    success5: results.filter((r) => r.rank >= 1 && r.rank <= 5).length / n,
    mrr10: results.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / n,
  };
}

/** The figures of the whole set, of each language (typos are English), of each kind, of the tuning part and of the held-out part. */
export function report(results: readonly QueryResult[]): Record<string, Figures> {
  const kinds: QueryKind[] = ['en-dev', 'en-admin', 'vi-accent', 'vi-plain', 'typo'];
  const rows: Record<string, Figures> = {all: figures(results)};
  rows.English = figures(results.filter((r) => !r.query.kind.startsWith('vi')));
  rows.Vietnamese = figures(results.filter((r) => r.query.kind.startsWith('vi')));
  for (const k of kinds) rows[k] = figures(results.filter((r) => r.query.kind === k));
  rows.tuning = figures(results.filter((r) => !r.query.heldOut));
  rows['held out'] = figures(results.filter((r) => r.query.heldOut));
  return rows;
}

export const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** The report as an aligned table. */
export function formatReport(rows: Record<string, Figures>): string {
  const lines = [
    `${'set'.padEnd(10)} ${'n'.padStart(4)} ${'success@1'.padStart(10)} ${'success@5'.padStart(10)} ${'MRR@10'.padStart(8)}`,
  ];
  for (const [name, f] of Object.entries(rows)) {
    lines.push(
      `${name.padEnd(10)} ${String(f.queries).padStart(4)} ${pct(f.success1).padStart(10)} ${pct(f.success5).padStart(10)} ${f.mrr10.toFixed(3).padStart(8)}`,
    );
  }
  return lines.join('\n');
}

/** The lowest figures the quality test accepts (tests/e2e/search-quality.test.ts). */
export interface Thresholds {
  success1: number;
  success5: number;
  mrr10: number;
  /** success@1 of the Vietnamese queries typed with accents: the exact-accent page first. */
  viAccentSuccess1: number;
  /** The held-out part may fall short of the tuning part's success@5 by at most this much. */
  heldOutGap: number;
}

/** Every figure under its threshold, as readable lines (empty when the search is good enough). */
export function qualityProblems(rows: Record<string, Figures>, t: Thresholds): string[] {
  const out: string[] = [];
  const need = (name: string, value: number, min: number) => {
    if (value < min) out.push(`${name}: ${pct(value)} < ${pct(min)}`);
  };
  need('success@1', rows.all.success1, t.success1);
  need('success@5', rows.all.success5, t.success5);
  if (rows.all.mrr10 < t.mrr10) out.push(`MRR@10: ${rows.all.mrr10.toFixed(3)} < ${t.mrr10.toFixed(3)}`);
  need('vi-accent success@1', rows['vi-accent'].success1, t.viAccentSuccess1);
  need('held-out success@5', rows['held out'].success5, rows.tuning.success5 - t.heldOutGap);
  return out;
}

/**
 * The bytes of the judged queries: on average before the first result (client chunk + index files), and,
 * for each misspelt query, what it fetches beyond the query as searched (spelt right).
 */
export async function searchBytes(
  buildDir: string,
  results: readonly QueryResult[],
): Promise<{averageFirst: number; typoExtra: {q: string; extra: number}[]}> {
  const client = clientBytes(buildDir);
  const averageFirst = results.reduce((n, r) => n + client + r.indexBytes, 0) / Math.max(1, results.length);
  const typoExtra: {q: string; extra: number}[] = [];
  for (const r of results.filter((x) => x.corrected)) {
    const source = fileSource(path.join(buildDir, 'search'));
    const right = await new SearchEngine(source).search(r.searched, BOX_HITS, r.query.from ?? 'en');
    if (right.corrections.length || right.dropped.length)
      throw new Error(`"${r.searched}" (from "${r.query.q}") still needs correcting`);
    typoExtra.push({q: r.query.q, extra: r.indexBytes - source.bytes()});
  }
  return {averageFirst, typoExtra};
}
