/**
 * What crawlers and link previews read (issue "What other tools see"): robots.txt names the sitemap,
 * every page has a title of its own, and Open Graph names the kind of page and the site on every page.
 * Read from the built HTML, as a crawler gets it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {robotsTxt} from '../../src/plugins/robots';
import {loadSiteRoutes} from '../support/routes';

const buildDir = inject('buildDir');
const SITE = 'https://docs.pitel.example.com';

function page(route: string): string {
  const rel = decodeURI(route).replace(/^\//, '').replace(/\/$/, '');
  return readFileSync(path.join(buildDir, rel, 'index.html'), 'utf8');
}

const meta = (html: string, property: string) => {
  const m = new RegExp(`<meta[^>]*property="?${property}"?[\\s/>][^>]*content=(?:"([^"]*)"|([^\\s>]+))`).exec(html);
  return m?.[1] ?? m?.[2];
};

describe('search engines and link previews', () => {
  it('robots.txt allows crawling and names the sitemap', () => {
    const robots = readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
    expect(robots).toBe(robotsTxt(SITE));
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('gives every page a title of its own, and og:type and og:site_name', () => {
    const titles = new Map<string, string[]>();
    const missing: string[] = [];
    for (const {path: route} of loadSiteRoutes()) {
      const html = page(route);
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      titles.set(title, [...(titles.get(title) ?? []), route]);
      if (meta(html, 'og:type') !== 'article') missing.push(`${route}: og:type`);
      if (meta(html, 'og:site_name') !== 'Pitel Docs') missing.push(`${route}: og:site_name`);
    }
    expect(missing).toEqual([]);
    expect([...titles].filter(([, routes]) => routes.length > 1)).toEqual([]);
  });

  it('reports a shared title (the check can fail)', () => {
    const titles = ['Reports | Pitel Docs', 'Reports | Pitel Docs', 'Lists | Pitel Docs'];
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual(['Reports | Pitel Docs']);
  });
});
