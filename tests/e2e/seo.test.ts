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
const markdownAlternate = (head: string) =>
  /<link[^>]*\srel="?alternate"?\s+type="?text\/markdown"?\s+href="?([^"\s>]+)/.exec(head)?.[1];

describe('search engines and link previews', () => {
  it('robots.txt allows crawling and names the sitemap', () => {
    const robots = readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
    expect(robots).toBe(robotsTxt(SITE));
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('gives every page a title of its own, and og:type and og:site_name (the changelog included)', () => {
    const titles = new Map<string, string[]>();
    const missing: string[] = [];
    const docs = new Set(loadSiteRoutes().map((r) => r.path));
    for (const route of [...docs, ...changelogRoutes().map((r) => r.path)]) {
      const html = page(route);
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      titles.set(title, [...(titles.get(title) ?? []), route]);
      if (meta(html, 'og:type') !== 'article') missing.push(`${route}: og:type`);
      if (meta(html, 'og:site_name') !== 'Pitel Docs') missing.push(`${route}: og:site_name`);
      // Doc pages name their Markdown twin; the changelog's blog pages have none (its feeds hold the entries).
      if (docs.has(route) && markdownAlternate(html.slice(0, html.indexOf('</head>'))) !== twinUrl(SITE, route))
        missing.push(`${route}: text/markdown alternate`);
    }
    expect(missing).toEqual([]);
    expect([...titles].filter(([, routes]) => routes.length > 1)).toEqual([]);
  });

  it('reads the Markdown alternate of a head, and finds none where it is missing (the check can fail)', () => {
    expect(
      markdownAlternate('<link data-rh=true rel=alternate type=text/markdown href=https://x.example/a.md />'),
    ).toBe('https://x.example/a.md');
    expect(markdownAlternate('<link rel="alternate" type="text/markdown" href="https://x.example/b/index.md">')).toBe(
      'https://x.example/b/index.md',
    );
    expect(markdownAlternate('<link rel=alternate href=https://x.example/a hreflang=en />')).toBeUndefined();
  });

  it('reports a shared title (the check can fail)', () => {
    const titles = ['Reports | Pitel Docs', 'Reports | Pitel Docs', 'Lists | Pitel Docs'];
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual(['Reports | Pitel Docs']);
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
    const problems: string[] = [];
    for (const route of [...loadSiteRoutes().map((r) => r.path), ...changelogRoutes().map((r) => r.path)]) {
      const found = headAddresses(page(route));
      const own = found.canonical;
      if (!own || !sitemapLinks.has(own)) {
        problems.push(`${route}: canonical ${own} is not a sitemap <loc>`);
        continue;
      }
      if (found.ogUrl !== own) problems.push(`${route}: og:url ${found.ogUrl} differs from the canonical ${own}`);
      const expected = sitemapLinks.get(own)!;
      // A page in one language: itself as its language and (English) as x-default; the sitemap lists none.
      if (expected.length && JSON.stringify(found.alternates) !== JSON.stringify(expected)) {
        problems.push(`${route}: alternates ${JSON.stringify(found.alternates)}, sitemap ${JSON.stringify(expected)}`);
      }
      if (!expected.length && !found.alternates.every((a) => a.endsWith(` ${own}`)))
        problems.push(`${route}: alternates ${JSON.stringify(found.alternates)}`);
    }
    expect(problems).toEqual([]);
  });

  it('reads the head addresses as written, so a raw address fails the comparison (the check can fail)', () => {
    const raw = headAddresses(
      '<link data-rh=true rel=canonical href=https://x.example/category/cài-đặt /><meta data-rh=true property=og:url content=https://x.example/category/cài-đặt />' +
        '<link data-rh=true rel=alternate href=https://x.example/category/c%C3%A0i-%C4%91%E1%BA%B7t hreflang=vi /></head>',
    );
    expect(raw.canonical).toBe('https://x.example/category/cài-đặt');
    expect(raw.alternates).toEqual(['vi https://x.example/category/c%C3%A0i-%C4%91%E1%BA%B7t']);
    expect(raw.canonical).not.toBe(raw.alternates[0].slice(3));
  });
});

/** The canonical, og:url and language alternates of a page's head, as the minified HTML writes them. */
function headAddresses(html: string): {canonical?: string; ogUrl?: string; alternates: string[]} {
  const headHtml = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) =>
    new RegExp(`\\s${name}=("([^"]*)"|([^\\s>]+))`)
      .exec(tag)
      ?.slice(2)
      .find((v) => v !== undefined);
  const links = [...headHtml.matchAll(/<link[^>]*>/g)].map((m) => m[0]);
  const canonical = links.find((l) => attr(l, 'rel') === 'canonical');
  const og = [...headHtml.matchAll(/<meta[^>]*>/g)].map((m) => m[0]).find((m) => attr(m, 'property') === 'og:url');
  return {
    canonical: canonical && attr(canonical, 'href'),
    ogUrl: og && attr(og, 'content'),
    alternates: links
      .filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang'))
      .map((l) => `${attr(l, 'hreflang')} ${attr(l, 'href')}`)
      .sort(),
  };
}
