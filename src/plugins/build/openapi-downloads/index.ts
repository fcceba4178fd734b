import {copyFile, mkdir, readdir} from 'node:fs/promises';
import path from 'node:path';
// The named export: Docusaurus 4 loads the site config with jiti 2, whose default import of this
// CommonJS package gives its whole exports object, without `error` (found by `npm run check:next`).
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkSpecs, SpecError} from '../../../openapi';
import {precompressFile} from '../precompress';

/**
 * Checks the OpenAPI documents before anything reads them: a document that does not parse, or whose
 * `$ref` points at nothing, stops the build here, with its path, line and column on the error's first
 * line. Without it, the first reader would be the sidebars file (sidebars.ts reads the documents for
 * its method badges), and Docusaurus would blame that file, with the YAML's place deep in a stack trace.
 * Plugins are constructed before any plugin loads its content, so this runs first. Under `npm start`, an
 * edit that breaks a document shows on the pages that render it (src/plugins/features/api-reference), as the
 * dev server's overlay, and goes away when the document is fixed.
 */
export function checkDocuments(siteDir: string): void {
  try {
    checkSpecs(siteDir);
  } catch (e) {
    if (e instanceof SpecError) logger.error(e.message);
    throw e;
  }
}

/**
 * Publishes the OpenAPI documents of `openapi/` as downloads at `/openapi/<name>.yaml`.
 * The same files feed the reference on the endpoint pages, so the download always matches the page.
 * They are written in `postBuild` and compressed here as they are copied (gzip and brotli beside each:
 * src/plugins/build/precompress compresses only what the build wrote before postBuild):
 * nginx sends them as they are (deploy/nginx.conf serves `.yaml` as `application/yaml`).
 */
export default function openapiDownloads(context: LoadContext): Plugin {
  const sourceDir = path.join(context.siteDir, 'openapi');
  checkDocuments(context.siteDir);
  return {
    name: 'pitel-openapi-downloads',
    // No paths to watch: under `npm start` the pages that render a document recompile when it changes
    // (src/plugins/build/mdx-dependencies); reloading this plugin would only regenerate the site's routes.
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
