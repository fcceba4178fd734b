/**
 * What crawlers and link previews read (issue "What other tools see"): robots.txt names the sitemap,
 * every page has a title of its own, Open Graph names the kind of page and the site on every page, and
 * every page's head names its Markdown twin (`<link rel="alternate" type="text/markdown">`).
 * Read from the built HTML, as a crawler gets it.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {twinUrl} from '../../src/config/markdown-twins';
import {robotsTxt} from '../../src/plugins/build/robots';
import {changelogRoutes, loadSiteRoutes} from '../support/routes';
import {languageAlternates, metaContents, pageHead} from '../support/page-head';
import {DEFAULT_SITE_URL as SITE} from '../../src/config/site-url';

const buildDir = inject('buildDir');

function page(route: string): string {
  const rel = decodeURI(route).replace(/^\//, '').replace(/\/$/, '');
  return readFileSync(path.join(buildDir, rel, 'index.html'), 'utf8');
}

describe('search engines and link previews', () => {
  it('robots.txt allows crawling and names the sitemap', () => {
    const robots = readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
    // What robotsTxt writes: tests/unit/seo.test.ts.
    expect(robots).toBe(robotsTxt(SITE));
  });

  it('gives every page a title of its own, and og:type and og:site_name (the changelog included)', () => {
    const titles: [route: string, title: string][] = [];
    const missing: string[] = [];
    const docs = new Set(loadSiteRoutes().map((r) => r.path));
    for (const route of [...docs, ...changelogRoutes().map((r) => r.path)]) {
      const html = page(route);
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      titles.push([route, title]);
      const head = pageHead(html);
      if (metaContents(head, 'og:type')[0] !== 'article') missing.push(`${route}: og:type`);
      if (metaContents(head, 'og:site_name')[0] !== 'Pitel Docs') missing.push(`${route}: og:site_name`);
      // Doc pages name their Markdown twin; the changelog's blog pages have none (its feeds hold the entries).
      const markdown = head.links.find((l) => l.rel === 'alternate' && l.type === 'text/markdown')?.href;
      if (docs.has(route) && markdown !== twinUrl(SITE, route)) missing.push(`${route}: text/markdown alternate`);
    }
    expect(missing).toEqual([]);
    expect(sharedTitles(titles)).toEqual([]);
  });

  it('reports a shared title (the check can fail)', () => {
    const titles: [string, string][] = [
      ['/a', 'Reports | Pitel Docs'],
      ['/b', 'Lists | Pitel Docs'],
      ['/c', 'Reports | Pitel Docs'],
    ];
    expect(sharedTitles(titles)).toEqual([['Reports | Pitel Docs', ['/a', '/c']]]);
  });
});

describe('sitemap.xml', () => {
  const fixtures = path.resolve(__dirname, '../fixtures/sitemap');
  const validate = (file: string) => {
    try {
      execFileSync('xmllint', ['--noout', '--schema', path.join(fixtures, 'sitemap-with-alternates.xsd'), file], {
        stdio: 'pipe',
      });
      return '';
    } catch (error) {
      return String((error as {stderr?: Buffer}).stderr ?? error);
    }
  };
  const sitemap = () => readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');

  it('validates against the sitemaps.org schema with its xhtml:link alternates, and the check fails on a broken sitemap', () => {
    expect(validate(path.join(buildDir, 'sitemap.xml'))).toBe('');
    expect(validate(path.join(fixtures, 'broken-sitemap.xml'))).toMatch(/lastmod[\s\S]*href[\s\S]*fails to validate/);
  });

  it('lists both editions and x-default for every pair, a lastmod on every page, and percent-encoded addresses only', () => {
    const xml = sitemap();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    expect(entries.length).toBeGreaterThan(150);
    const loc = (e: string) => /<loc>([^<]+)<\/loc>/.exec(e)![1];
    // Every address is ASCII (percent-encoded), in <loc> and in the alternates.
    expect(
      [...xml.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((m) => m[1]).filter((u) => /[^\x21-\x7e]/.test(u)),
    ).toEqual([]);
    expect(entries.filter((e) => !/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/.test(e)).map(loc)).toEqual([]);
    const alternates = (e: string) =>
      [...e.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
    const queue = entries.find((e) => loc(e) === `${SITE}/guide/portal_callcenter_guide_vie/queue`)!;
    expect(alternates(queue)).toEqual([
      `en ${SITE}/guide/portal_callcenter_guide/queue`,
      `vi ${SITE}/guide/portal_callcenter_guide_vie/queue`,
      `x-default ${SITE}/guide/portal_callcenter_guide/queue`,
    ]);
    const category = entries.find(
      (e) => loc(e) === `${SITE}/bitrix_pitel_vie/category/${encodeURIComponent('cài-đặt')}`,
    )!;
    expect(alternates(category)).toContain(`vi ${SITE}/bitrix_pitel_vie/category/${encodeURIComponent('cài-đặt')}`);
    // 46 pairs, both editions listed: 92 entries with alternates; pages in one language have none.
    expect(entries.filter((e) => alternates(e).length === 3).length).toBeGreaterThanOrEqual(92);
    expect(alternates(entries.find((e) => loc(e) === `${SITE}/errors`)!)).toEqual([]);
    // A single page and its edition at another address (src/config/pages.ts, pagePairs).
    expect(alternates(entries.find((e) => loc(e) === `${SITE}/trang-thai-cuoc-goi`)!)).toEqual([
      `en ${SITE}/call-statuses`,
      `vi ${SITE}/trang-thai-cuoc-goi`,
      `x-default ${SITE}/call-statuses`,
    ]);
    // The changelog: both list pages paired (their lastmod their newest entry's), and every entry listed.
    const changelog = entries.find((e) => loc(e) === `${SITE}/changelog`)!;
    expect(alternates(changelog)).toEqual([
      `en ${SITE}/changelog`,
      `vi ${SITE}/nhat-ky-thay-doi`,
      `x-default ${SITE}/changelog`,
    ]);
    const locs = new Set(entries.map(loc));
    expect(
      changelogRoutes()
        .map((r) => `${SITE}${r.path}`)
        .filter((u) => !locs.has(u)),
    ).toEqual([]);
  });

  it("writes every page's address one way: the head's canonical, og:url and hreflang links are the sitemap's, byte for byte", () => {
    const xml = sitemap();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    const sitemapLinks = new Map(
      entries.map((e) => [
        /<loc>([^<]+)<\/loc>/.exec(e)![1],
        [...e.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)]
          .map((m) => `${m[1]} ${m[2]}`)
          .sort(),
      ]),
    );
    const routes = [...loadSiteRoutes().map((r) => r.path), ...changelogRoutes().map((r) => r.path)];
    expect(routes.flatMap((route) => addressProblems(route, page(route), sitemapLinks))).toEqual([]);
  });

  it('reports a head that writes its address raw where the sitemap encodes it, and passes it encoded (the check can fail)', () => {
    const encoded = 'https://x.example/category/c%C3%A0i-%C4%91%E1%BA%B7t';
    const sitemapLinks = new Map([[encoded, [`vi ${encoded}`]]]);
    const html = (own: string) =>
      `<html><head><link data-rh=true rel=canonical href=${own} /><meta data-rh=true property=og:url content=${own} />` +
      `<link data-rh=true rel=alternate href=${encoded} hreflang=vi /></head>`;
    expect(addressProblems('/category/cài-đặt', html('https://x.example/category/cài-đặt'), sitemapLinks)).toEqual([
      '/category/cài-đặt: canonical https://x.example/category/cài-đặt is not a sitemap <loc>',
    ]);
    expect(addressProblems('/category/cài-đặt', html(encoded), sitemapLinks)).toEqual([]);
  });
});

/** The titles that more than one page has, each with those pages. */
function sharedTitles(titles: readonly [route: string, title: string][]): [string, string[]][] {
  const pages = new Map<string, string[]>();
  for (const [route, title] of titles) pages.set(title, [...(pages.get(title) ?? []), route]);
  return [...pages].filter(([, routes]) => routes.length > 1);
}

/**
 * How a page's head writes its address against the sitemap (`sitemapLinks`: each <loc> and its sorted
 * alternates): the canonical is a <loc>, og:url is the canonical, and the hreflang links are the sitemap's,
 * byte for byte; a page in one language (none in the sitemap) names itself as its language and x-default.
 */
function addressProblems(route: string, html: string, sitemapLinks: ReadonlyMap<string, string[]>): string[] {
  const head = pageHead(html);
  const own = head.links.find((l) => l.rel === 'canonical')?.href;
  if (!own || !sitemapLinks.has(own)) return [`${route}: canonical ${own} is not a sitemap <loc>`];
  const problems: string[] = [];
  const ogUrl = metaContents(head, 'og:url')[0];
  if (ogUrl !== own) problems.push(`${route}: og:url ${ogUrl} differs from the canonical ${own}`);
  const alternates = languageAlternates(head);
  const expected = sitemapLinks.get(own)!;
  const same = expected.length
    ? JSON.stringify(alternates) === JSON.stringify(expected)
    : alternates.every((a) => a.endsWith(` ${own}`));
  if (!same) problems.push(`${route}: alternates ${JSON.stringify(alternates)}, sitemap ${JSON.stringify(expected)}`);
  return problems;
}
