/** What the search box and the results page say about a search, in one place. */
import type {SearchStatus} from './useSearch';

/** How many results a query has: shown on the results page, announced by the search box. */
export function countText(n: number, query: string): string {
  if (n === 0) return `No results for “${query}”.`;
  return n === 1 ? '1 result.' : `${n} results.`;
}

/**
 * The message for a search's state: why there are no results yet, or how many there are; empty
 * while idle, and while more results are loading beside those shown.
 */
export function statusMessage(status: SearchStatus, hits: number, query: string): string {
  if (status === 'unavailable') return 'Search is not available: this copy of the site has no search index.';
  if (status === 'error') return 'Search could not load. Check your connection and try again.';
  if (status === 'loading') return hits ? '' : 'Searching…';
  if (status === 'ready') return countText(hits, query);
  return '';
}
