/**
 * The specification's routes, from the repository's copy of the specification's list
 * (tests/support/spec-routes.json), so a clone passes its tests with nothing beside it and a page
 * missing from the build fails them. `ROUTES_FILE` names another list.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {extraRoutes} from '../../src/config/pages';
import {pageLangs, sections} from '../../src/config/sections';
import {langOfPath} from '../../src/config/page-langs';
import {mdxFiles} from '../../src/config/content-files';
import {routeOfFile} from '../../src/plugins/features/page-lang/remark-link-lang';
import {changelogList, type Changelog} from '../../src/config/changelog';
import {changelogEntries} from '../../src/config/changelog-files';

export interface SpecRoute {
  section: string;
  path: string;
}

const ROUTES_FILE = process.env.ROUTES_FILE ?? path.join(__dirname, 'spec-routes.json');
const root = path.resolve(__dirname, '../..');

export function loadSpecRoutes(): {productSlug: string; routes: SpecRoute[]} {
  if (!existsSync(ROUTES_FILE)) {
    throw new Error(
      `The specification's route list is missing: ${ROUTES_FILE} (ROUTES_FILE names a file that does not exist)`,
    );
  }
  return JSON.parse(readFileSync(ROUTES_FILE, 'utf8'));
}

/**
 * The pages of the sections the specification does not list (the Vietnamese editions of the portal
 * guides), from their files: a page added there joins every sweep without another list.
 */
function sectionsOutsideSpecRoutes(specSections: ReadonlySet<string>): SpecRoute[] {
  const outside = sections.filter((s) => !specSections.has(s.id));
  return mdxFiles(
    outside.map((s) => s.path),
    root,
  ).map((file) => {
    const section = outside.find((s) => file.startsWith(`${s.path}/`))!;
    return {section: section.id, path: routeOfFile(path.join(root, file), sections, root)!};
  });
}

/**
 * Every route the site must serve: the specification's routes, then the site's own extra pages
 * (`extraRoutes` in src/config/pages.ts: the canonical Authentication, Errors, Call statuses and
 * Support pages, the Vietnamese support page and the quickstart, which the specification predates), then
 * every page of the sections the specification does not list (the Vietnamese portal guides). The route,
 * link, nginx and accessibility sweeps use this list, so a new page joins them by being added there.
 */
export function loadSiteRoutes(): SpecRoute[] {
  const spec = loadSpecRoutes().routes;
  const known = new Set(spec.map((r) => r.path));
  const clash = extraRoutes.filter((r) => known.has(r.path));
  if (clash.length) {
    throw new Error(
      `Extra routes already in the specification, remove them from src/config/pages.ts: ${clash.map((r) => r.path).join(', ')}`,
    );
  }
  return [...spec, ...extraRoutes, ...sectionsOutsideSpecRoutes(new Set(spec.map((r) => r.section)))];
}

export interface ChangelogRoute {
  log: Changelog;
  path: string;
  kind: 'list' | 'entry';
}

/**
 * The changelog's pages (src/config/changelog.ts): each changelog's list page, then its entries, newest
 * first, from their files. They are blog pages, not doc pages (no docs sidebar, no Markdown twin, no
 * section), so the sweeps that check what every page has (status, h1, console, axe, titles, sitemap
 * addresses, language) take them beside `loadSiteRoutes`, and those about docs do not.
 */
export function changelogRoutes(): ChangelogRoute[] {
  const entries = changelogEntries(root);
  return changelogList.flatMap((log) => [
    {log, path: log.route, kind: 'list' as const},
    ...entries.filter((e) => e.log === log).map((e) => ({log, path: e.route, kind: 'entry' as const})),
  ]);
}

/** The Vietnamese pages of the site (a Vietnamese section's, a page marked Vietnamese, the Vietnamese changelog's), by path. */
export function viSitePaths(): string[] {
  const langs = pageLangs();
  return [...loadSiteRoutes().map((r) => r.path), ...changelogRoutes().map((r) => r.path)].filter(
    (p) => langOfPath(p, langs) === 'vi',
  );
}
