/**
 * Print editions: every section with `print` in src/config/sections.ts gets one page holding all its
 * pages in sidebar order, with a title page and a linked table of contents, at `printPath(section)`
 * (`/guide/portal_callcenter_guide/print`; a Vietnamese guide's under its Vietnamese prefix, so the
 * page is Vietnamese, src/plugins/features/page-lang). Readers print it, or save it as PDF, from the browser.
 *
 * Static: in `allContentLoaded`, for each such section, the docs plugin instance's loaded version gives
 * the sidebar and the docs; the route's component (./client/PrintEdition.tsx) receives each doc's
 * compiled MDX as a route module (`content: doc.source`, the very module of the doc's own route, so the
 * browser loads the same chunks) and the edition's data as props, and the server render writes the
 * whole guide into the page's HTML.
 *
 * Each print page is the only child of a route of its own (src/components/ChildRoutes), not a top-level
 * leaf: the performance layer's route-shards (packages/docusaurus-lean) keeps top-level leaves in main.js with their registry entries (here,
 * every page of the guide), and moves a child leaf, with those entries, into a shard of its own that
 * loads with the print page.
 *
 * The page says `noindex` (so the sitemap leaves it out, and search engines do not list it beside the
 * pages it repeats); it is no doc, so the site's search index, the Markdown twins and the llms files,
 * which read the docs plugins' content, do not see it either.
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {normalizeUrl} from '@docusaurus/utils';
import {printPath, sectionHome, sections as allSections, type Section} from '../../../config/sections';
import {pluginId} from '../../../config/site';
import {CHILD_ROUTES} from '../../../config/plugin-instances';
import {cardAlt, cardPath} from '../../build/social-cards/cards';
import {editionContent, editionDate, type PrintEditionData} from './edition';

/** The docs plugin's name, the key of its instances' content in `allContent`. */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

// Named from the site's root (`@site`), not by absolute path: the route registry in the browser's
// bundle carries each component's name, which must not depend on the machine that built it.
export const PRINT_ROOT_COMPONENT = CHILD_ROUTES;
export const PRINT_EDITION_COMPONENT = '@site/src/plugins/features/print-editions/client/PrintEdition.tsx';

/** The sections that have a print edition. */
export function printSections(list: readonly Section[] = allSections): Section[] {
  return list.filter((s) => s.print);
}

/** The edition of one section, from its docs plugin instance's content. */
export function printEdition(
  section: Section,
  content: DocsContent,
  site: {title: string; url: string},
  now = new Date(),
): PrintEditionData {
  const version = content.loadedVersions[0];
  if (!version) throw new Error(`print-editions: the section ${section.id} has no docs version`);
  const sidebar = version.sidebars[section.id] ?? Object.values(version.sidebars)[0];
  if (!sidebar) throw new Error(`print-editions: the section ${section.id} has no sidebar`);
  const {pages, toc} = editionContent(sidebar, version.docs);
  const printed = new Set(pages.map((p) => p.permalink));
  const lastUpdates = version.docs.flatMap((d) => (printed.has(d.permalink) ? [d.lastUpdatedAt] : []));
  return {
    title: section.print!.title,
    site: site.title,
    lang: section.lang,
    url: normalizeUrl([site.url, encodeURI(sectionHome(section))]),
    date: editionDate(section.lang, lastUpdates, now),
    image: cardPath(section.id),
    imageAlt: cardAlt(section.id),
    pages,
    toc,
  };
}

/** The routes of one edition: a parent route at the print address, and the print page as its one child. */
export function printRoutes(
  section: Section,
  content: DocsContent,
  data: PrintEditionData,
  baseUrl = '/',
): RouteConfig {
  const route = normalizeUrl([baseUrl, printPath(section)]);
  const {docs} = content.loadedVersions[0];
  const sources = new Map(docs.map((d) => [d.permalink, d.source]));
  return {
    path: route,
    component: PRINT_ROOT_COMPONENT,
    exact: true,
    routes: [
      {
        path: route,
        component: PRINT_EDITION_COMPONENT,
        exact: true,
        modules: {pages: data.pages.map((p) => ({content: sources.get(p.permalink)!}))},
        props: {edition: data},
      },
    ],
  };
}

export default function printEditions(context: LoadContext): Plugin {
  return {
    name: 'pitel-print-editions',
    async allContentLoaded({allContent, actions}) {
      const instances = (allContent[DOCS_PLUGIN] ?? {}) as Record<string, DocsContent>;
      const site = {title: context.siteConfig.title, url: context.siteConfig.url};
      for (const section of printSections()) {
        const content = instances[pluginId(section)];
        if (!content)
          throw new Error(
            `print-editions: no docs plugin instance "${pluginId(section)}" for the section ${section.id}`,
          );
        actions.addRoute(printRoutes(section, content, printEdition(section, content, site), context.baseUrl));
      }
    },
  };
}
