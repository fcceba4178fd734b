import {copyFile, mkdir, readdir} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Publishes the OpenAPI documents of `openapi/` as downloads at `/openapi/<name>.yaml`.
 * The same files feed the reference on the endpoint pages, so the download always matches the page.
 */
export default function openapiDownloads(context: LoadContext): Plugin {
  const sourceDir = path.join(context.siteDir, 'openapi');
  return {
    name: 'pitel-openapi-downloads',
    getPathsToWatch() {
      return [path.join(sourceDir, '*.yaml')];
    },
    async postBuild({outDir}) {
      const target = path.join(outDir, 'openapi');
      await mkdir(target, {recursive: true});
      const files = (await readdir(sourceDir)).filter((f) => f.endsWith('.yaml'));
      await Promise.all(files.map((f) => copyFile(path.join(sourceDir, f), path.join(target, f))));
    },
  };
}
