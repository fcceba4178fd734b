/**
 * The checks the browser tests run on the changelog's feeds (tests/support/feeds.ts, feedsmith): they
 * pass the good fixtures and reject the broken ones of tests/fixtures/feeds/, each problem named: a
 * missing required element, dates that are not RFC 822 (RSS) or RFC 3339 (Atom), a relative or foreign
 * link, an id used twice, items that are not one per entry. tests/e2e/feeds.test.ts runs them on the build.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {atomProblems, isRfc3339, isRfc822, rssProblems, type FeedExpectations} from '../support/feeds';

const fixture = (name: string) => readFileSync(path.resolve(__dirname, '../fixtures/feeds', name), 'utf8');
const SITE = 'https://docs.example.com';
const expected: FeedExpectations = {
  site: SITE,
  home: `${SITE}/changelog`,
  language: 'en',
  entries: [`${SITE}/changelog/2026/11/26/vietnamese-search`, `${SITE}/changelog/2026/11/25/postman`],
};

describe('the feed checks (tests/support/feeds.ts)', () => {
  // The fixtures below hold the other cases (the usual forms; a wrong day of the week, RFC 3339 in RSS, a
  // date without its T, a 13th month); without a day of the week, only the calendar refuses 31 November.
  it('tell RFC 822 and RFC 3339 dates from others, in the forms the fixtures lack', () => {
    expect(isRfc822('26 Nov 2026 07:00 +0700')).toBe(true);
    expect(isRfc822('31 Nov 2026 00:00:00 GMT')).toBe(false);
    expect(isRfc3339('2026-02-30T00:00:00Z')).toBe(false);
  });

  it('pass the good RSS and Atom fixtures', () => {
    expect(rssProblems(fixture('good-rss.xml'), expected)).toEqual([]);
    expect(atomProblems(fixture('good-atom.xml'), expected)).toEqual([]);
  });

  it('reject the broken RSS fixture: no channel link, dates, a relative link, an item without title, a repeated guid', () => {
    expect(rssProblems(fixture('broken-rss.xml'), expected)).toEqual([
      'rss: the channel has no link',
      'rss: the channel\'s lastBuildDate "2026-11-26T00:00:00Z" is not an RFC 822 date',
      'rss item 1: pubDate "Wed, 26 Nov 2026 00:00:00 GMT" is not an RFC 822 date',
      'rss item 2: no title',
      'rss item 2: pubDate "Wed, 31 Nov 2026 00:00:00 GMT" is not an RFC 822 date',
      `rss item 1: link "/changelog/2026/11/26/vietnamese-search" is not an absolute address of ${SITE}`,
      'rss item 2: id "https://docs.example.com/changelog/2026/11/26/vietnamese-search" is not unique',
      `rss: 2 items (/changelog/2026/11/26/vietnamese-search, ${SITE}/changelog/2026/11/25/postman), expected one per entry, newest first (${expected.entries.join(', ')})`,
    ]);
  });

  it('reject the broken Atom fixture: no updated, dates, a foreign link, a repeated id', () => {
    expect(atomProblems(fixture('broken-atom.xml'), expected)).toEqual([
      'atom: the feed has no updated',
      'atom entry 1: updated "2026-11-26 00:00:00" is not an RFC 3339 date',
      'atom entry 2: updated "2026-13-25T00:00:00Z" is not an RFC 3339 date',
      `atom item 2: link "http://elsewhere.example.org/postman" is not an absolute address of ${SITE}`,
      'atom item 2: id "https://docs.example.com/changelog/2026/11/26/vietnamese-search" is not unique',
      `atom: 2 items (${SITE}/changelog/2026/11/26/vietnamese-search, http://elsewhere.example.org/postman), expected one per entry, newest first (${expected.entries.join(', ')})`,
    ]);
  });

  it('reject a feed with a missing entry, another language, and what is no feed at all', () => {
    const one = {...expected, entries: expected.entries.slice(0, 1)};
    expect(rssProblems(fixture('good-rss.xml'), one)).toEqual([
      expect.stringMatching(/^rss: 2 items .* expected one per entry/),
    ]);
    expect(atomProblems(fixture('good-atom.xml'), {...one, language: 'vi'})).toEqual([
      expect.stringMatching(/^atom: 2 items .* expected one per entry/),
    ]);
    expect(rssProblems(fixture('good-rss.xml'), {...expected, language: 'vi'})).toEqual([
      'rss: language "en", expected "vi"',
    ]);
    expect(rssProblems('<html><body>not a feed</body></html>', expected)).toEqual([
      expect.stringMatching(/^rss: does not parse/),
    ]);
    expect(atomProblems(fixture('good-rss.xml'), expected)).toEqual([expect.stringMatching(/^atom: does not parse/)]);
  });
});
