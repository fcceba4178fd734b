/**
 * The changelog over the build (src/config/changelog.ts): each changelog's RSS and Atom feeds parse
 * (feedsmith) and hold what the formats require, with one item per entry, newest first, absolute links
 * to the site and unique ids (the checks of tests/support/feeds.ts, proved on broken fixtures by
 * tests/unit/feeds.test.ts); the list and entry pages show each entry's date and reading time, in the
 * changelog's language and `lang`; every page names the feeds in its head, the list page links them, the
 * footer leads to the changelog of the page's language, and llms.txt lists both changelogs and their feeds.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {changelogList, feedFiles, feedPath, feedTitle, feedTypes} from '../../src/config/changelog';
import {LLMS_TXT} from '../../src/config/markdown-twins';
import {atomProblems, rssProblems} from '../support/feeds';
import {changelogRoutes} from '../support/routes';
import {DEFAULT_SITE_URL as SITE} from '../../src/config/site-url';

const buildDir = inject('buildDir');
/** The blog plugin's feedOptions.limit (src/config/site.ts). */
const FEED_LIMIT = 20;

const built = (p: string) => readFileSync(path.join(buildDir, decodeURI(p).replace(/^\//, '')), 'utf8');
const page = (route: string) => built(`${route.replace(/\/$/, '')}/index.html`);

describe('the changelog feeds', () => {
  for (const log of changelogList) {
    const entries = changelogRoutes()
      .filter((r) => r.log === log && r.kind === 'entry')
      .map((r) => `${SITE}${encodeURI(r.path)}`)
      .slice(0, FEED_LIMIT);
    const expected = {site: SITE, home: `${SITE}${log.route}`, language: log.lang, entries};

    it(`${log.route}: RSS and Atom hold the required elements, valid dates, one item per entry with absolute links and unique ids`, () => {
      expect(entries.length).toBeGreaterThanOrEqual(5);
      expect(rssProblems(built(feedPath(log, 'rss')), expected)).toEqual([]);
      expect(atomProblems(built(feedPath(log, 'atom')), expected)).toEqual([]);
      for (const type of feedTypes) {
        const xml = built(feedPath(log, type));
        // The entries' own links, inside their content, are absolute too (the blog plugin rewrites them).
        expect(
          [...xml.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1]),
          feedFiles[type],
        ).toEqual([]);
        expect(xml, feedFiles[type]).toContain(`<title>${feedTitle(log)}</title>`);
      }
    });

    it(`${log.route}: the list and each entry show the date and reading time, in the changelog's language`, () => {
      const readingTime = log.lang === 'vi' ? /\d+ phút đọc/ : /(One|\d+) min read/;
      const date =
        log.lang === 'vi'
          ? /<time datetime="?\d{4}-\d{2}-\d{2}T[^>]*>\d{2}\/\d{2}\/\d{4}<\/time>/
          : /<time datetime="?\d{4}-\d{2}-\d{2}T[^>]*>[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/;
      for (const route of changelogRoutes().filter((r) => r.log === log)) {
        const html = page(route.path);
        expect(/<html lang="?([a-z]+)/.exec(html)?.[1], route.path).toBe(log.lang);
        expect(html, route.path).toMatch(readingTime);
        expect(html, route.path).toMatch(date);
      }
      // The list page names the changelog in its h1 and links both feeds.
      const list = page(log.route);
      expect(list).toMatch(new RegExp(`<h1[^>]*>${log.title}</h1>`));
      for (const type of feedTypes) expect(list).toMatch(new RegExp(`<a href="?${feedPath(log, type)}"?[ >]`));
    });
  }

  it("every page names both changelogs' feeds in its head, for feed readers to find", () => {
    for (const route of ['/', '/guide/portal_callcenter_guide_vie/queue', '/changelog']) {
      const head = page(route).split('</head>')[0]!;
      for (const log of changelogList) {
        expect(head, route).toMatch(
          new RegExp(`<link rel="?alternate"? type="?application/rss\\+xml"? href="?${feedPath(log, 'rss')}"?`),
        );
        expect(head, route).toMatch(
          new RegExp(`<link rel="?alternate"? type="?application/atom\\+xml"? href="?${feedPath(log, 'atom')}"?`),
        );
      }
    }
  });

  it('the footer leads to the changelog in the language of the page', () => {
    const footerLink = (route: string) =>
      /<footer[\s\S]*?<a[^>]*href="?(\/changelog|\/nhat-ky-thay-doi)"?[^>]*>([^<]*)</.exec(page(route))?.slice(1);
    expect(footerLink('/guide/portal_callcenter_guide/queue')).toEqual(['/changelog', 'Changelog']);
    expect(footerLink('/guide/portal_callcenter_guide_vie/queue')).toEqual(['/nhat-ky-thay-doi', 'Nhật ký thay đổi']);
  });

  it('llms.txt lists both changelogs with their feeds', () => {
    const llms = built(LLMS_TXT);
    const part = /\n## Changelog\n\n([\s\S]*)$/.exec(llms)?.[1] ?? '';
    for (const log of changelogList) {
      const line = part.split('\n').find((l) => l.startsWith(`- [${log.title}](${SITE}${log.route}): `));
      expect(line, log.route).toBeDefined();
      for (const type of feedTypes) expect(line).toContain(`(${SITE}${feedPath(log, type)})`);
    }
  });
});
