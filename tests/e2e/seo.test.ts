/**
 * What crawlers and link previews read (issue "What other tools see"): robots.txt names the sitemap,
 * every page has a title of its own, Open Graph names the kind of page and the site on every page, and
 * every page's head names its Markdown twin (`<link rel="alternate" type="text/markdown">`).
 * Read from the built HTML, as a crawler gets it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {twinUrl} from '../../src/config/markdown-twins';
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

/** The href of the head's `<link rel="alternate" type="text/markdown">`, as the minified HTML writes it. */
const markdownAlternate = (head: string) => /<link[^>]*\srel="?alternate"?\s+type="?text\/markdown"?\s+href="?([^"\s>]+)/.exec(head)?.[1];

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
      if (markdownAlternate(html.slice(0, html.indexOf('</head>'))) !== twinUrl(SITE, route)) missing.push(`${route}: text/markdown alternate`);
    }
    expect(missing).toEqual([]);
    expect([...titles].filter(([, routes]) => routes.length > 1)).toEqual([]);
  });

  it('reads the Markdown alternate of a head, and finds none where it is missing (the check can fail)', () => {
    expect(markdownAlternate('<link data-rh=true rel=alternate type=text/markdown href=https://x.example/a.md />')).toBe('https://x.example/a.md');
    expect(markdownAlternate('<link rel="alternate" type="text/markdown" href="https://x.example/b/index.md">')).toBe('https://x.example/b/index.md');
    expect(markdownAlternate('<link rel=alternate href=https://x.example/a hreflang=en />')).toBeUndefined();
  });

  it('reports a shared title (the check can fail)', () => {
    const titles = ['Reports | Pitel Docs', 'Reports | Pitel Docs', 'Lists | Pitel Docs'];
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual(['Reports | Pitel Docs']);
  });
});
