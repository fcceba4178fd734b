import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import Tinypool from 'tinypool';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {questionsPageSlug, searchPages} from '../../../config/pages';
import {adminPrefixes, pageLabel, pageLangs} from '../../../config/sections';
import {counterpartOf, langOfPath} from '../../../config/page-langs';
import {importsVersion} from '../../shared/build-cache';
import {parseSynonyms, type SynonymGroups} from './core/synonyms';
import type {IndexJob} from './index-job';

/** The synonyms of queries: data that writers extend (format: ./README.md, "Synonyms"). */
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

/** Whether a route is one of `prefixes` or below one. */
export const isUnder = (route: string, prefixes: readonly string[]) =>
  prefixes.some((p) => route === p || route.replace(/\/$/, '') === p || route.startsWith(`${p.replace(/\/$/, '')}/`));

/** The built HTML file of a route. */
function htmlFile(outDir: string, route: string): string {
  const rel = decodeURIComponent(route);
  const candidates = [path.join(outDir, rel, 'index.html'), path.join(outDir, `${rel.replace(/\/$/, '')}.html`)];
  const file = candidates.find((f) => existsSync(f));
  if (!file) throw new Error(`search: no built HTML for ${route}`);
  return file;
}

/**
 * What the index of a build is made from: every listed doc page with its section, language, edition
 * in the other language and sidebar label (from the docs instances' content; not the changelog's blog
 * pages, whose entries name the pages they announce and would rank beside them, telling less), the synonyms, and the
 * cache's version. What a page gives the index depends only on its HTML (scripts and stylesheet links
 * aside), and the index only on what the pages give and the synonyms: both are kept in the build
 * cache, keyed with the indexing code's import graph and the synonyms.
 */
async function indexJob(
  context: LoadContext,
  outDir: string,
  plugins: {name: string; content: unknown}[],
): Promise<IndexJob> {
  const synonyms = await loadSynonyms();
  const version = `${importsVersion([path.join(__dirname, 'index-job.ts')], context.siteDir)}:${JSON.stringify(synonyms)}`;
  const langs = pageLangs();
  const admin = adminPrefixes();
  const pages = plugins
    .filter((p) => p.name === 'docusaurus-plugin-content-docs')
    .flatMap((p) => (p.content as DocsContent).loadedVersions.flatMap((v) => v.docs))
    .filter((d) => !d.unlisted)
    .map((doc) => {
      // The route without the base URL: the path of its file in the build and of its section.
      const route = doc.permalink.slice(context.baseUrl.length - 1);
      const other = counterpartOf(decodeURI(route), langs.pairs);
      return {
        file: htmlFile(outDir, route),
        url: doc.permalink,
        // Support and the call statuses are named after the footer's "Help", not the API section (pageLabel).
        label: pageLabel(route),
        // The page's own language, not its section's: /ho-tro and /trang-thai-cuoc-goi are Vietnamese pages of
        // the English main section, and a Vietnamese page's words are indexed as Vietnamese (syllable pairs).
        lang: langOfPath(decodeURI(route), langs),
        keywords: doc.frontMatter.sidebar_label,
        counterpart: other && `${context.baseUrl}${other.path.slice(1)}`,
        // A guide's (or the API's) page of open questions for Pitel support (src/config/pages.ts).
        hub: route.replace(/\/$/, '').split('/').pop() === questionsPageSlug,
        // Written for the portals' administrators: an admin's everyday words rank it first (Manifest.admins).
        admin: isUnder(decodeURI(route), admin),
      };
    });
  return {outDir, siteDir: context.siteDir, version, pages, synonyms};
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
      // In a thread of its own, through Docusaurus's own pool library, beside the other post-build steps,
      // which share the main thread (bench/results/2026-11-27-post-build.md, "The search index in a thread").
      const pool = new Tinypool({filename: path.join(__dirname, 'worker.cjs'), minThreads: 1, maxThreads: 1});
      try {
        await pool.run(await indexJob(context, outDir, plugins));
      } finally {
        await pool.destroy();
      }
    },
  };
}
