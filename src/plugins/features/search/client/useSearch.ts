/**
 * The search state of a query, shared by the search box and the results page. The search client
 * (engine and tokenizer) is imported on first use, so it is not part of the first-visit bundle.
 */
import {useEffect, useState} from 'react';
import type {Hit, SearchResult, Segment} from '../core/engine';
import type {Lang} from '../core/tokenize';

export type {Hit, Segment};

type Client = typeof import('./client');
let client: Promise<Client> | undefined;

/** Loads the search client and the index manifest and page list (call it when a search may start). */
export function preloadSearch(searchDir: string): Promise<Client> {
  // In the popup's chunk (the same name): the box needs both at once, and one file gzips smaller than two
  // (bench/results/2026-11-29-search.md). The results page loads that chunk too.
  client ??= import(/* webpackChunkName: "search-box" */ './client');
  client.catch(() => (client = undefined));
  return client.then((c) => {
    c.engineFor(searchDir)
      .warmUp()
      .catch(() => {});
    return c;
  });
}

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'error';

/** The search's result (SearchEngine.search: the hits, and what it did to words that matched nothing), and its state. */
export interface SearchState extends SearchResult {
  status: SearchStatus;
  /** The query the hits belong to. */
  query: string;
  /** The snippet of each hit, once its page text has arrived. */
  snippets: (Segment[] | undefined)[];
}

const idle: SearchState = {
  status: 'idle',
  query: '',
  hits: [],
  snippets: [],
  corrections: [],
  dropped: [],
  searched: '',
};

/** `lang`: the language of the page the search starts from, preferred among equal results. */
export function useSearch(searchDir: string, query: string, limit: number, lang?: Lang): SearchState {
  const [state, setState] = useState<SearchState>(idle);
  useEffect(() => {
    if (!query.trim()) {
      setState(idle);
      return;
    }
    let current = true;
    setState((s) => ({...s, status: 'loading'}));
    (async () => {
      const c = await preloadSearch(searchDir);
      const engine = c.engineFor(searchDir);
      try {
        const result = await engine.search(query, limit, lang);
        if (!current) return;
        setState({...result, status: 'ready', query, snippets: []});
        const snippets = await Promise.all(result.hits.map((h) => engine.snippet(h).catch(() => undefined)));
        if (current) setState({...result, status: 'ready', query, snippets});
      } catch (e) {
        if (current) setState({...idle, query, status: e instanceof c.IndexUnavailable ? 'unavailable' : 'error'});
      }
    })().catch(() => current && setState({...idle, query, status: 'error'}));
    return () => {
      current = false;
    };
  }, [searchDir, query, limit, lang]);
  return state;
}
