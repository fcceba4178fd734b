import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {specNames} from '../../../openapi';
import {precompressFile} from '../precompress';
import {buildCollection, type SidebarItem} from './collection';
import {collectionFileName} from './file-name';

/** The site's absolute URL with its base path, without a trailing slash: the collections link the pages with it. */
export function siteUrlOf(context: Pick<LoadContext, 'siteConfig'>): string {
  return `${context.siteConfig.url.replace(/\/$/, '')}${(context.siteConfig.baseUrl ?? '/').replace(/\/$/, '')}`;
}

/** Writes the collection of each document of `openapi/` in `<outDir>/openapi/`, with its gzip and brotli copies. */
export async function writeCollections(options: {
  siteDir: string;
  outDir: string;
  sidebar: readonly SidebarItem[];
  siteUrl: string;
}): Promise<void> {
  const {siteDir, outDir, sidebar, siteUrl} = options;
  const target = path.join(outDir, 'openapi');
  await mkdir(target, {recursive: true});
  for (const spec of specNames(siteDir)) {
    const file = path.join(target, collectionFileName(spec));
    await writeFile(file, `${JSON.stringify(buildCollection({siteDir, spec, sidebar, siteUrl}))}\n`);
    await precompressFile(file);
  }
}

/**
 * Publishes a Postman collection (v2.1) of each OpenAPI document of `openapi/` at
 * `/openapi/<name>.postman_collection.json`, beside the document itself (src/plugins/build/openapi-downloads),
 * made at build time by ./collection.ts. Written in `postBuild` and compressed here (gzip and brotli
 * beside it: src/plugins/build/precompress compresses only what the build wrote before); nginx serves
 * `.json` as `application/json` and sends the compressed files as they are (deploy/nginx.conf).
 */
export default function postmanCollections(context: LoadContext): Plugin {
  return {
    name: 'pitel-postman-collections',
    async postBuild({outDir}) {
      // Loaded when used: the sidebar reads every endpoint page.
      const {default: sidebars} = await import('../../../../sidebars');
      await writeCollections({
        siteDir: context.siteDir,
        outDir,
        sidebar: sidebars.docs as SidebarItem[],
        siteUrl: siteUrlOf(context),
      });
    },
  };
}
