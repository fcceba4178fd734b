import {mkdir, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {precompressFile} from '../precompress';
import type {SidebarItem} from './collection';

/** The site's absolute URL with its base path, without a trailing slash: the collections link the pages with it. */
export function siteUrlOf(context: Pick<LoadContext, 'siteConfig'>): string {
  return `${context.siteConfig.url.replace(/\/$/, '')}${(context.siteConfig.baseUrl ?? '/').replace(/\/$/, '')}`;
}

/**
 * Publishes a Postman collection (v2.1) of each OpenAPI document of `openapi/` at
 * `/openapi/<name>.postman_collection.json`, beside the document itself (src/plugins/build/openapi-downloads),
 * made at build time by ./collection.ts. Written in `postBuild`, after src/plugins/build/precompress has
 * listed the build's files, so each is compressed here (gzip and brotli beside it); nginx serves
 * `.json` as `application/json` and sends the compressed files as they are (deploy/nginx.conf).
 */
export default function postmanCollections(context: LoadContext): Plugin {
  const openapiDir = path.join(context.siteDir, 'openapi');
  return {
    name: 'pitel-postman-collections',
    async postBuild({outDir}) {
      // Loaded when used: the converter takes about a second to load, and the sidebar reads every
      // endpoint page; neither is needed to start the dev server or by the other build steps.
      const [{buildCollection, collectionFileName}, {default: sidebars}] = await Promise.all([
        import('./collection'),
        import('../../../../sidebars'),
      ]);
      const target = path.join(outDir, 'openapi');
      await mkdir(target, {recursive: true});
      const specs = (await readdir(openapiDir)).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, ''));
      for (const spec of specs) {
        const collection = await buildCollection({
          siteDir: context.siteDir,
          spec,
          sidebar: sidebars.docs as SidebarItem[],
          siteUrl: siteUrlOf(context),
        });
        const file = path.join(target, collectionFileName(spec));
        await writeFile(file, `${JSON.stringify(collection)}\n`);
        await precompressFile(file);
      }
    },
  };
}
