/**
 * The checks of the changelog's feeds (src/config/changelog.ts), parsed with feedsmith: what RSS 2.0 and
 * Atom (RFC 4287) require of a feed and its items, and what this site promises of them. Each check returns
 * its problems as lines (an empty list passes). tests/e2e/feeds.test.ts runs them on the built feeds,
 * tests/unit/feeds.test.ts on the fixtures of tests/fixtures/feeds/, whose broken feeds they must reject.
 */
import {parseAtomFeed, parseRssFeed, type AtomFeed, type RssFeed} from 'feedsmith';

/** What a feed of the site must hold. */
export interface FeedExpectations {
  /** The site's URL: every link and id starts with it. */
  site: string;
  /** The address of the changelog's list page (the feed's own link). */
  home: string;
  language: string;
  /** The addresses of the entries, newest first: one item each, in that order. */
  entries: readonly string[];
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Whether a date is an RFC 822 date-time as RSS 2.0 asks (with the four-digit year of RFC 1123):
 * `Wed, 25 Nov 2026 00:00:00 GMT`; the day of the week, when given, must be the date's.
 */
export function isRfc822(value: string): boolean {
  const m =
    /^(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2})(?::(\d{2}))? (GMT|UT|Z|[+-]\d{4}|[ECMP][SD]T)$/.exec(
      value,
    );
  if (!m) return false;
  const [, day, date, month, year, hh, mm, ss = '00'] = m;
  if (+hh > 23 || +mm > 59 || +ss > 60) return false;
  const utc = new Date(Date.UTC(+year, MONTHS.indexOf(month), +date));
  if (utc.getUTCDate() !== +date) return false;
  return !day || DAYS[utc.getUTCDay()] === day;
}

/** Whether a date is an RFC 3339 date-time as Atom asks: `2026-11-25T00:00:00.000Z`, a real date. */
export function isRfc3339(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.exec(value);
  if (!m) return false;
  const [, year, month, date, hh, mm, ss] = m;
  if (+month < 1 || +month > 12 || +hh > 23 || +mm > 59 || +ss > 60) return false;
  return new Date(Date.UTC(+year, +month - 1, +date)).getUTCDate() === +date;
}

/** A text of the parsed feed, trimmed: feedsmith gives a string, or an object with its `value` (Atom's text constructs). */
const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : v && typeof v === 'object' && 'value' in v ? text(v.value) : '';

/** Problems of the links and ids of a feed's items: absolute to the site, unique, one per entry in order. */
function itemProblems(kind: string, items: {link: string; id: string}[], expected: FeedExpectations): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (!item.link.startsWith(`${expected.site}/`))
      problems.push(`${kind} item ${i + 1}: link "${item.link}" is not an absolute address of ${expected.site}`);
    if (!item.id) problems.push(`${kind} item ${i + 1}: no id`);
    else if (seen.has(item.id)) problems.push(`${kind} item ${i + 1}: id "${item.id}" is not unique`);
    seen.add(item.id);
  });
  const links = items.map((item) => item.link);
  if (JSON.stringify(links) !== JSON.stringify(expected.entries)) {
    problems.push(
      `${kind}: ${items.length} items (${links.join(', ')}), expected one per entry, newest first (${expected.entries.join(', ')})`,
    );
  }
  return problems;
}

/** The problems of an RSS 2.0 feed: unparsable, required channel and item elements, dates, links, ids. */
export function rssProblems(xml: string, expected: FeedExpectations): string[] {
  let feed: RssFeed.Feed<string>;
  try {
    feed = parseRssFeed(xml);
  } catch (error) {
    return [`rss: does not parse: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  for (const key of ['title', 'link', 'description'] as const)
    if (!text(feed[key])) problems.push(`rss: the channel has no ${key}`);
  if (text(feed.link) && text(feed.link) !== expected.home)
    problems.push(`rss: the channel's link "${feed.link}" is not ${expected.home}`);
  if (text(feed.language) !== expected.language)
    problems.push(`rss: language "${feed.language ?? ''}", expected "${expected.language}"`);
  for (const key of ['lastBuildDate', 'pubDate'] as const) {
    const value = feed[key];
    if (value !== undefined && !isRfc822(String(value)))
      problems.push(`rss: the channel's ${key} "${value}" is not an RFC 822 date`);
  }
  const items = feed.items ?? [];
  items.forEach((item, i) => {
    if (!text(item.title)) problems.push(`rss item ${i + 1}: no title`);
    if (!text(item.description) && !text(item.content?.encoded)) problems.push(`rss item ${i + 1}: no description`);
    if (!item.pubDate) problems.push(`rss item ${i + 1}: no pubDate`);
    else if (!isRfc822(String(item.pubDate)))
      problems.push(`rss item ${i + 1}: pubDate "${item.pubDate}" is not an RFC 822 date`);
  });
  problems.push(
    ...itemProblems(
      'rss',
      items.map((item) => ({link: text(item.link), id: text(item.guid?.value)})),
      expected,
    ),
  );
  return problems;
}

/** The problems of an Atom feed: unparsable, required feed and entry elements, dates, links, ids. */
export function atomProblems(xml: string, expected: FeedExpectations): string[] {
  let feed: AtomFeed.Feed<string>;
  try {
    feed = parseAtomFeed(xml);
  } catch (error) {
    return [`atom: does not parse: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  const alternate = (links: {href?: string; rel?: string}[] | undefined) =>
    text(links?.find((l) => !l.rel || l.rel === 'alternate')?.href);
  for (const key of ['id', 'title', 'updated'] as const)
    if (!text(feed[key])) problems.push(`atom: the feed has no ${key}`);
  if (text(feed.updated) && !isRfc3339(text(feed.updated)))
    problems.push(`atom: the feed's updated "${feed.updated}" is not an RFC 3339 date`);
  if (alternate(feed.links) !== expected.home)
    problems.push(`atom: the feed's alternate link "${alternate(feed.links)}" is not ${expected.home}`);
  if (text(feed.id) && !text(feed.id).startsWith(expected.site))
    problems.push(`atom: the feed's id "${feed.id}" is not an address of ${expected.site}`);
  const entries = feed.entries ?? [];
  entries.forEach((entry, i) => {
    if (!text(entry.title)) problems.push(`atom entry ${i + 1}: no title`);
    for (const key of ['updated', 'published'] as const) {
      const value = text(entry[key]);
      if (!value && key === 'updated') problems.push(`atom entry ${i + 1}: no updated`);
      else if (value && !isRfc3339(value))
        problems.push(`atom entry ${i + 1}: ${key} "${value}" is not an RFC 3339 date`);
    }
    if (!text(entry.content) && !text(entry.summary)) problems.push(`atom entry ${i + 1}: no content or summary`);
  });
  problems.push(
    ...itemProblems(
      'atom',
      entries.map((entry) => ({link: alternate(entry.links), id: text(entry.id)})),
      expected,
    ),
  );
  return problems;
}
