/**
 * What the search box and the results page say about a search, in one place, in the page's language
 * (English, or Vietnamese on the Vietnamese guides).
 */
import {chromeString} from '../../page-lang/client/strings';
import type {Lang} from '../core/tokenize';
import type {SearchResult} from '../core/engine';
import type {SearchStatus} from './useSearch';

const quote = (s: string) => `“${s}”`;

const texts = {
  en: {
    none: (q: string) => `No results for ${quote(q)}.`,
    one: '1 result.',
    many: (n: number) => `${n} results.`,
    unavailable: 'Search is not available: this copy of the site has no search index.',
    searching: 'Searching…',
    corrected: (q: string) => `Showing results for ${quote(q)}.`,
    dropped: (words: string[]) =>
      `No page has ${words.map(quote).join(', ')} with the other words: showing results for those.`,
    all: (q: string) => `See all results for ${quote(q)}`,
  },
  vi: {
    none: (q: string) => `Không có kết quả cho ${quote(q)}.`,
    one: '1 kết quả.',
    many: (n: number) => `${n} kết quả.`,
    unavailable: 'Không tìm kiếm được: trang web này chưa có dữ liệu tìm kiếm.',
    searching: 'Đang tìm…',
    corrected: (q: string) => `Đang hiển thị kết quả cho ${quote(q)}.`,
    dropped: (words: string[]) =>
      `Không trang nào có đủ các từ bạn gõ; kết quả dưới đây bỏ qua ${words.length === 1 ? 'từ' : 'các từ'} ${words.map(quote).join(', ')}.`,
    all: (q: string) => `Xem tất cả kết quả cho ${quote(q)}`,
  },
} satisfies Record<Lang, unknown>;

/** How many results a query has: shown on the results page, announced by the search box. */
export function countText(n: number, query: string, lang: Lang = 'en'): string {
  const t = texts[lang];
  if (n === 0) return t.none(query);
  return n === 1 ? t.one : t.many(n);
}

/**
 * The message for a search's state: why there are no results yet, or how many there are; empty
 * while idle, and while more results are loading beside those shown.
 */
export function statusMessage(status: SearchStatus, hits: number, query: string, lang: Lang = 'en'): string {
  const t = texts[lang];
  if (status === 'unavailable') return t.unavailable;
  if (status === 'error') return chromeString('searchError', lang);
  if (status === 'loading') return hits ? '' : t.searching;
  if (status === 'ready') return countText(hits, query, lang);
  return '';
}

/**
 * What the search did to a query that matched nothing as typed (empty when it did nothing): the
 * corrected query, and the words left out. Formatting only: status.ts is part of the search box,
 * which every page loads, so it imports nothing of the engine at run time.
 */
export function correctionText(
  result: Pick<SearchResult, 'corrections' | 'dropped' | 'searched'>,
  lang: Lang = 'en',
): string {
  const t = texts[lang];
  const out: string[] = [];
  if (result.corrections.length) out.push(t.corrected(result.searched));
  if (result.dropped.length) out.push(t.dropped(result.dropped));
  return out.join(' ');
}

/** The link from the search box to the results page. */
export function allResultsText(query: string, lang: Lang = 'en'): string {
  return texts[lang].all(query);
}
