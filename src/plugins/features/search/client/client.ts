/**
 * The search client of the browser: the engine over the index files served under /search/.
 * Imported lazily by the search box (dynamic import), so none of it is in the first-visit bytes.
 */
import {SearchEngine, filesSource, type IndexSource} from '../core/engine';

/** The index is missing (a dev server, or a build without the search plugin). */
export class IndexUnavailable extends Error {}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new IndexUnavailable(`${url}: HTTP ${res.status}`);
  // A dev server answers unknown paths with its HTML page.
  if (!/json/.test(res.headers.get('content-type') ?? '')) throw new IndexUnavailable(`${url}: not JSON`);
  return res.json() as Promise<T>;
}

/** An index source over HTTP; each file is fetched once, and again only after a failure. */
export function httpSource(searchDir: string): IndexSource {
  const cache = new Map<string, Promise<unknown>>();
  const once = <T>(url: string): Promise<T> => {
    let p = cache.get(url) as Promise<T> | undefined;
    if (!p) {
      p = getJson<T>(url);
      p.catch(() => cache.delete(url));
      cache.set(url, p);
    }
    return p;
  };
  return filesSource((file) => once(`${searchDir}${file}`));
}

const engines = new Map<string, SearchEngine>();

/** The engine for the index under `searchDir` (e.g. "/search/"), shared by every search UI. */
export function engineFor(searchDir: string): SearchEngine {
  let engine = engines.get(searchDir);
  if (!engine) engines.set(searchDir, (engine = new SearchEngine(httpSource(searchDir))));
  return engine;
}
