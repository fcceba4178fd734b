/**
 * Writes `robots.txt` at the root of the build: every page may be crawled, the content signals say what
 * the pages may be used for (`contentSignals`, see the README), and the sitemap (written by the classic
 * preset's sitemap plugin) is named with the site's absolute URL (`SITE_URL`, docusaurus.config.ts),
 * which a static file in `static/` could not know.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The uses of the pages the site agrees to, in the `Content-Signal` form of contentsignals.org:
 * search indexing, input to an assistant's answer (retrieval, grounding), and training models.
 * Why each is `yes`: ./README.md.
 */
export const contentSignals = {search: 'yes', 'ai-input': 'yes', 'ai-train': 'yes'} as const;

export function robotsTxt(siteUrl: string, baseUrl = '/'): string {
  const signals = Object.entries(contentSignals)
    .map(([use, answer]) => `${use}=${answer}`)
    .join(', ');
  return [
    'User-agent: *',
    `Content-Signal: ${signals}`,
    'Allow: /',
    '',
    `Sitemap: ${siteUrl.replace(/\/$/, '')}${baseUrl}sitemap.xml`,
    '',
  ].join('\n');
}

export default function robots(context: LoadContext): Plugin {
  return {
    name: 'pitel-robots',
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, context.siteConfig.baseUrl));
    },
  };
}
