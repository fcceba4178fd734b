/**
 * The search index of a build, made from its pages, in the plugin's postBuild (./index.ts), in a thread of
 * its own (./worker.cjs).
 *
 * Each page's HTML is read and its parts extracted (./extract.ts), or taken from the build cache where
 * the page is the same as in an earlier build (scripts and stylesheet links aside); the index is built
 * (./write-index.ts), or taken from the cache where every page gave the same; its files are written
 * under the build's /search/.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {mapAtMost} from '../../shared/at-most';
import {BuildCache, pageIdentity} from '../../shared/build-cache';
import type {SynonymGroups} from './core/synonyms';
import {extractPage, type PagePart} from './extract';
import {buildIndex, type IndexPage} from './write-index';

/** Where the index goes in the build. */
const SEARCH_DIR = 'search';

/** Pages read and extracted at a time (what waits is the reading and the cache; the extraction is synchronous). */
const PAGES_AT_ONCE = 8;

/** A page to index: what the index says of it, and its built HTML file. */
export type IndexJobPage = Omit<IndexPage, 'parts'> & {file: string};

/** What the index of a build is made from: plain data, copied to the index's thread. */
export interface IndexJob {
  outDir: string;
  /** The site, whose build cache holds the extracted pages and the index. */
  siteDir: string;
  /** The version of the indexing code and its data, in every key of the cache. */
  version: string;
  pages: IndexJobPage[];
  synonyms: SynonymGroups;
}

/** Writes the search index of `job`'s pages; returns the number of files written. */
export async function writeSearchIndex(job: IndexJob): Promise<number> {
  const cache = new BuildCache(job.siteDir, 'search', job.version);
  const extract = async (html: string): Promise<PagePart[]> => {
    const key = cache.key('page', pageIdentity(html));
    const hit = await cache.get(key);
    if (hit) return JSON.parse(hit.toString('utf8')) as PagePart[];
    const parts = extractPage(html);
    await cache.put(key, JSON.stringify(parts));
    return parts;
  };
  // A few pages at a time: started all at once, every page's HTML would be in memory together.
  const pages: IndexPage[] = await mapAtMost(job.pages, PAGES_AT_ONCE, async ({file, ...page}) => {
    try {
      return {...page, parts: await extract(await readFile(file, 'utf8'))};
    } catch (e) {
      throw new Error(`search: cannot index ${page.url} (${file}): ${(e as Error).message}`, {cause: e});
    }
  });
  pages.sort((a, b) => (a.url < b.url ? -1 : 1));
  const indexKey = cache.key('index', JSON.stringify(pages));
  const cached = await cache.get(indexKey);
  const files: [string, string][] = cached
    ? (JSON.parse(cached.toString('utf8')) as [string, string][])
    : [...buildIndex(pages, undefined, job.synonyms).files];
  if (!cached) await cache.put(indexKey, JSON.stringify(files));
  await cache.prune();
  const root = path.join(job.outDir, SEARCH_DIR);
  await mkdir(root, {recursive: true});
  for (const [name, text] of files) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, text);
  }
  return files.length;
}
