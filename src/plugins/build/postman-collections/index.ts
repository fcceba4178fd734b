import {readdirSync} from 'node:fs';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {precompressFile} from '../precompress';
import {BuildCache, importsVersion} from '../../shared/build-cache';
import type {SidebarItem} from './collection';
import {collectionFileName} from './file-name';

/** The site's absolute URL with its base path, without a trailing slash: the collections link the pages with it. */
export function siteUrlOf(context: Pick<LoadContext, 'siteConfig'>): string {
  return `${context.siteConfig.url.replace(/\/$/, '')}${(context.siteConfig.baseUrl ?? '/').replace(/\/$/, '')}`;
}

/** The collections' cache (src/plugins/shared/build-cache.ts), versioned by the import graph of the code that makes them. */
export function collectionCache(siteDir: string): BuildCache {
  return new BuildCache(siteDir, 'postman-collections', importsVersion([path.join(__dirname, 'collection.ts')], siteDir));
}

/** The path and text of every page of the docs folder, in order: the same for every document's collection. */
async function docsPageTexts(siteDir: string, docsFolder = 'docs'): Promise<string[]> {
  const docsDir = path.join(siteDir, docsFolder);
  const pages = (readdirSync(docsDir, {recursive: true}) as string[]).filter((rel) => /\.mdx?$/.test(rel)).sort();
  return Promise.all(pages.map(async (rel) => `${rel}\n${await readFile(path.join(docsDir, rel), 'utf8')}`));
}

/**
 * Everything a collection depends on besides the code: the OpenAPI document, the sidebar, the site's
 * address, and the text of every page of the docs folder (the sidebar's pages give the folders, labels
 * and operations through their front matter). `pages`: those texts, when read already for another
 * document.
 */
export async function collectionInput(
  siteDir: string,
  spec: string,
  sidebar: readonly SidebarItem[],
  siteUrl: string,
  docsFolder = 'docs',
  pages: Promise<string[]> = docsPageTexts(siteDir, docsFolder),
): Promise<string[]> {
  return [
    await readFile(path.join(siteDir, 'openapi', `${spec}.yaml`), 'utf8'),
    JSON.stringify(sidebar),
    siteUrl,
    ...(await pages),
  ];
}

/**
 * Writes the collection of each document of `openapi/` in `<outDir>/openapi/`, with its gzip and brotli
 * copies, each read from `cache` when its input is there, else made and cached. Returns the documents
 * whose collection was made. The converter (./collection.ts) takes about a second to load, so it is
 * loaded only for a collection the cache does not hold.
 */
export async function writeCollections(options: {
  siteDir: string;
  outDir: string;
  sidebar: readonly SidebarItem[];
  siteUrl: string;
  cache: BuildCache;
}): Promise<string[]> {
  const {siteDir, outDir, sidebar, siteUrl, cache} = options;
  const target = path.join(outDir, 'openapi');
  await mkdir(target, {recursive: true});
  const specs = (await readdir(path.join(siteDir, 'openapi')))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.replace(/\.yaml$/, ''));
  const made: string[] = [];
  // The docs pages are read once, for every document's key.
  let pages: Promise<string[]> | undefined;
  for (const spec of specs) {
    pages ??= docsPageTexts(siteDir);
    const key = cache.key(...(await collectionInput(siteDir, spec, sidebar, siteUrl, 'docs', pages)));
    let text = (await cache.get(key, '.json'))?.toString('utf8');
    if (text === undefined) {
      const {buildCollection} = await import('./collection');
      text = `${JSON.stringify(await buildCollection({siteDir, spec, sidebar, siteUrl}))}\n`;
      await cache.put(key, text, '.json');
      made.push(spec);
    }
    const file = path.join(target, collectionFileName(spec));
    await writeFile(file, text);
    await precompressFile(file);
  }
  return made;
}

/**
 * Publishes a Postman collection (v2.1) of each OpenAPI document of `openapi/` at
 * `/openapi/<name>.postman_collection.json`, beside the document itself (src/plugins/build/openapi-downloads),
 * made at build time by ./collection.ts. Written in `postBuild` and compressed here (gzip and brotli
 * beside it: src/plugins/build/precompress compresses only what the build wrote before); nginx serves
 * `.json` as `application/json` and sends the compressed files as they are (deploy/nginx.conf).
 *
 * A collection whose document, sidebar, pages and code are those of an earlier build is read back from
 * the build cache (`collectionCache`, keyed by `collectionInput`), and the converter is not loaded.
 */
export default function postmanCollections(context: LoadContext): Plugin {
  return {
    name: 'pitel-postman-collections',
    async postBuild({outDir}) {
      // Loaded when used: the sidebar reads every endpoint page.
      const {default: sidebars} = await import('../../../../sidebars');
      const cache = collectionCache(context.siteDir);
      await writeCollections({
        siteDir: context.siteDir,
        outDir,
        sidebar: sidebars.docs as SidebarItem[],
        siteUrl: siteUrlOf(context),
        cache,
      });
      await cache.prune();
    },
  };
}
