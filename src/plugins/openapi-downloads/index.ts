import {copyFile, mkdir, readdir} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {precompressFile} from '../precompress';

/**
 * Publishes the OpenAPI documents of `openapi/` as downloads at `/openapi/<name>.yaml`.
 * The same files feed the reference on the endpoint pages, so the download always matches the page.
 * They are written in `postBuild`, after src/plugins/precompress has listed the build's files, so they are
 * compressed here as soon as they are copied (gzip and brotli beside each, as for every other text file):
 * nginx sends them as they are (deploy/nginx.conf serves `.yaml` as `application/yaml`).
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
      await Promise.all(
        files.map(async (f) => {
          await copyFile(path.join(sourceDir, f), path.join(target, f));
          await precompressFile(path.join(target, f));
        }),
      );
    },
  };
}
