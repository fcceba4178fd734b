/**
 * The build stops on a page whose other edition is declared but missing: a page of a section that is the
 * edition of another (`editionOf` in src/config/sections.ts), or of a single pair (`pagePairs` in
 * src/config/pages.ts), with no page at its counterpart's address. Its language link and `hreflang` would lead
 * nowhere. Run in the plugin's `postBuild` (./index.ts), over the docs instances' loaded content.
 */
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {counterpartOf, type PageLangs} from '../../../config/page-langs';

/** The docs plugin's name in the plugins Docusaurus passes to postBuild. */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** A page of the docs instances: its route and, for a doc, its source file relative to the site. */
export interface DocPage {
  route: string;
  file?: string;
}

/** The docs and generated category pages of every docs instance, as postBuild's `plugins` carry them. */
export function docPages(plugins: readonly {name: string; content: unknown}[]): DocPage[] {
  return plugins
    .filter((p) => p.name === DOCS_PLUGIN)
    .flatMap((p) =>
      (p.content as DocsContent).loadedVersions.flatMap((v) => [
        ...v.docs.map((doc) => ({route: doc.permalink, file: doc.source.replace(/^@site\//, '')})),
        ...Object.values(v.sidebars).flatMap(generatedIndices),
      ]),
    );
}

type SidebarItems = DocsContent['loadedVersions'][number]['sidebars'][string];

/** The generated category pages of a sidebar (`link: {type: 'generated-index'}`), which have no source file. */
function generatedIndices(items: SidebarItems): DocPage[] {
  return items.flatMap((item) =>
    item.type === 'category'
      ? [
          ...(item.link?.type === 'generated-index' ? [{route: item.link.permalink}] : []),
          ...generatedIndices(item.items),
        ]
      : [],
  );
}

const trimmed = (route: string) => (route.length > 1 ? route.replace(/\/$/, '') : route);

/** One line per page whose declared counterpart is not a page: its file (or route) and the address it lacks. */
export function missingEditions(pages: readonly DocPage[], langs: PageLangs): string[] {
  const routes = new Set(pages.map((p) => trimmed(p.route)));
  return pages.flatMap((page) => {
    const other = counterpartOf(page.route, langs.pairs);
    if (!other || routes.has(trimmed(other.path))) return [];
    const edition = other.lang === 'vi' ? 'Vietnamese' : 'English';
    return [`${page.file ?? 'the generated category page'} (${page.route}): no ${edition} edition at ${other.path}`];
  });
}

/** Throws when a paired page lacks its other edition, naming each file and what to do. */
export function assertEditions(pages: readonly DocPage[], langs: PageLangs): void {
  const missing = missingEditions(pages, langs);
  if (!missing.length) return;
  throw new Error(
    [
      `${missing.length} page(s) whose other edition is declared but missing (editionOf in src/config/sections.ts, pagePairs in src/config/pages.ts):`,
      ...missing.map((line) => `- ${line}`),
      'Add the other edition under the same file name in the paired section (WRITING.md, "Two languages"), or remove the page.',
    ].join('\n'),
  );
}
