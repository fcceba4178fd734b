/**
 * Writes `robots.txt` at the root of the build: every page may be crawled, and the sitemap (written by the
 * classic preset's sitemap plugin) is named with the site's absolute URL (`SITE_URL`, docusaurus.config.ts),
 * which a static file in `static/` could not know.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export function robotsTxt(siteUrl: string, baseUrl = '/'): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl.replace(/\/$/, '')}${baseUrl}sitemap.xml`, ''].join(
    '\n',
  );
}

export default function robots(context: LoadContext): Plugin {
  return {
    name: 'pitel-robots',
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, context.siteConfig.baseUrl));
    },
  };
}
