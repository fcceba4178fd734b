import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {questionsPageSlug, searchPages} from '../../../config/pages';
import {pageLangs, sectionOfPath} from '../../../config/sections';
import {counterpartOf, langOfPath} from '../../../config/page-langs';
import {mapAtMost} from '../../shared/at-most';
import {BuildCache, codeVersion, pageIdentity} from '../../shared/build-cache';
import {parseSynonyms, type SynonymGroups} from './core/synonyms';
import {extractPage, type ExtractedPage} from './extract';
import {buildIndex, type IndexPage} from './write-index';

/** Where the index goes in the build, and the URL of the (English) results page. */
export const SEARCH_DIR = 'search';
export const SEARCH_PAGE = searchPages.en;

/** Pages read and extracted at a time (what waits is the reading and the cache; the extraction is synchronous). */
const PAGES_AT_ONCE = 8;

/** The synonyms of queries: data that writers extend (format: README.md, "Synonyms"). */
export const SYNONYMS_FILE = path.join(__dirname, 'synonyms.json');

/** The synonym table, checked: a file that is not JSON, or a malformed entry, fails with the file and the entry named. */
export async function loadSynonyms(file = SYNONYMS_FILE): Promise<SynonymGroups> {
  const text = await readFile(file, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`search synonyms (${file}): not JSON: ${(error as Error).message}`, {cause: error});
  }
  return parseSynonyms(data, file);
}

/** The built HTML file of a route. */
function htmlFile(outDir: string, route: string): string {
  const rel = decodeURIComponent(route);
  const candidates = [path.join(outDir, rel, 'index.html'), path.join(outDir, `${rel.replace(/\/$/, '')}.html`)];
  const file = candidates.find((f) => existsSync(f));
  if (!file) throw new Error(`search: no built HTML for ${route}`);
  return file;
}

/**
 * Offline site search: after the build, indexes the article of every doc page into a sharded
 * index under /search/, and provides the navbar search box (@theme/SearchBar) and the results
 * page at /search?q=… (@theme/SearchPage). See src/plugins/features/search/core/types.ts for the files.
 */
export default function searchPlugin(context: LoadContext): Plugin {
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'pitel-search',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    async contentLoaded({actions}) {
      // One results page per language: the component reads its language from the address (/tim-kiem is Vietnamese).
      for (const page of Object.values(searchPages)) {
        actions.addRoute({path: `${context.baseUrl}${page.slice(1)}`, component: '@theme/SearchPage', exact: true});
      }
    },
    async postBuild({outDir, plugins}) {
      // What a page gives the index depends only on its HTML (scripts and stylesheet links aside), and
      // the index only on what the pages give: both are kept in the build cache, keyed with this code.
      const synonyms = await loadSynonyms();
      // The synonyms are in the manifest, which the cached index holds: a change to them is a change of code.
      const code = [
        'extract.ts',
        'write-index.ts',
        'core/engine.ts',
        'core/tokenize.ts',
        'core/types.ts',
        'core/synonyms.ts',
        'synonyms.json',
      ].map((f) => path.join(__dirname, f));
      const cache = new BuildCache(
        context.siteDir,
        'search',
        codeVersion([...code, path.join(__dirname, '../../../config/sections.ts')], ['stemmer'], context.siteDir),
      );
      const extract = async (html: string): Promise<ExtractedPage> => {
        const key = cache.key('page', pageIdentity(html));
        const hit = await cache.get(key);
        if (hit) return JSON.parse(hit.toString('utf8')) as ExtractedPage;
        const page = extractPage(html);
        await cache.put(key, JSON.stringify(page));
        return page;
      };
      const docs = plugins
        .filter((p) => p.name === 'docusaurus-plugin-content-docs')
        .flatMap((p) => (p.content as DocsContent).loadedVersions.flatMap((v) => v.docs))
        .filter((d) => !d.unlisted);
      const langs = pageLangs();
      // A few pages at a time: started all at once, every page's HTML would be in memory together.
      const pages: IndexPage[] = await mapAtMost(docs, PAGES_AT_ONCE, async (doc) => {
        // The route without the base URL: the path of its file in the build and of its section.
        const route = doc.permalink.slice(context.baseUrl.length - 1);
        const {parts} = await extract(await readFile(htmlFile(outDir, route), 'utf8'));
        const section = sectionOfPath(route);
        const other = counterpartOf(decodeURI(route), langs.pairs);
        const counterpart = other && `${context.baseUrl}${other.path.slice(1)}`;
        // The page's own language, not its section's: /ho-tro and /trang-thai-cuoc-goi are Vietnamese pages of
        // the English main section, and a Vietnamese page's words are indexed as Vietnamese (syllable pairs).
        const lang = langOfPath(decodeURI(route), langs);
        return {
          url: doc.permalink,
          label: section.label,
          lang,
          parts,
          keywords: doc.frontMatter.sidebar_label,
          counterpart,
          // A guide's (or the API's) page of open questions for Pitel support (src/config/pages.ts).
          hub: route.replace(/\/$/, '').split('/').pop() === questionsPageSlug,
        };
      });
      pages.sort((a, b) => (a.url < b.url ? -1 : 1));
      const indexKey = cache.key('index', JSON.stringify(pages));
      const cached = await cache.get(indexKey);
      const files: [string, string][] = cached
        ? (JSON.parse(cached.toString('utf8')) as [string, string][])
        : [...buildIndex(pages, undefined, synonyms).files];
      if (!cached) await cache.put(indexKey, JSON.stringify(files));
      await cache.prune();
      const root = path.join(outDir, SEARCH_DIR);
      await mkdir(root, {recursive: true});
      for (const [name, text] of files) {
        const file = path.join(root, name);
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, text);
      }
    },
  };
}
