/**
 * The search state of a query, shared by the search box and the results page. The search client
 * (engine and tokenizer) is imported on first use, so it is not part of the first-visit bundle.
 */
import {useEffect, useState} from 'react';
import type {Hit, SearchResult, Segment} from '../core/engine';
import type {Lang} from '../core/tokenize';

export type {Hit, SearchResult, Segment};

type Client = typeof import('./client');
let client: Promise<Client> | undefined;

/** Loads the search client and the index manifest and page list (call it when a search may start). */
export function preloadSearch(searchDir: string): Promise<Client> {
  client ??= import(/* webpackChunkName: "search-client" */ './client');
  client.catch(() => (client = undefined));
  return client.then((c) => {
    c.engineFor(searchDir)
      .warmUp()
      .catch(() => {});
    return c;
  });
}

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** The query the hits belong to. */
  query: string;
  hits: Hit[];
  /** The snippet of each hit, once its page text has arrived. */
  snippets: (Segment[] | undefined)[];
  /** What the search did to words that matched nothing (see SearchEngine.search). */
  corrections: SearchResult['corrections'];
  dropped: SearchResult['dropped'];
  searched: string;
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
        const {hits, corrections, dropped, searched} = await engine.search(query, limit, lang);
        if (!current) return;
        setState({status: 'ready', query, hits, snippets: [], corrections, dropped, searched});
        const snippets = await Promise.all(hits.map((h) => engine.snippet(h).catch(() => undefined)));
        if (current) setState({status: 'ready', query, hits, snippets, corrections, dropped, searched});
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
