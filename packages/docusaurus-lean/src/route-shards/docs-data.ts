/**
 * What route-shards may leave out of the browser's docs data, decided from the site as it builds: the
 * docs loaded by each docs plugin instance, and the navbar.
 *
 * - **The docs lists of the global data** (./global-docs.cjs) have readers in the classic theme: the
 *   `doc`, `docsVersion` and `docsVersionDropdown` navbar items (the version's main doc, the same doc
 *   in another version) and the version banner (the latest version of the page). An instance whose
 *   navbar items are of those types, that has more than one version, or a version with a banner, keeps
 *   its lists; the others lose them. The layer's `keepDocsLists` keeps them for every instance (or the
 *   ones it names), for a site whose own code reads them.
 * - **The docs' fields of the version data** (./version-docs.cjs) have one reader, the classic DocCard
 *   (a doc's `description`). A site that renders DocCards (a category's generated index, a
 *   `DocCardList` in a doc) keeps `description`; the layer's `docFields` adds others.
 *
 * What a site's own code reads is checked at the end of the browser build (./index.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** What this reads of a docs plugin instance's loaded content (@docusaurus/plugin-content-docs 3.10.2). */
interface LoadedVersion {
  versionName?: string;
  banner?: string | null;
  categoryGeneratedIndices?: unknown[];
  docs?: {source?: string}[];
}

/** The site's plugin content, as `allContentLoaded` receives it: plugin name → instance id → content. */
export type AllContent = Record<string, Record<string, unknown> | undefined>;

/** A navbar item, as far as this reads it. */
interface NavbarItem {
  type?: string;
  docsPluginId?: string;
  items?: NavbarItem[];
}

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
/** The navbar item types whose classic component reads the docs lists. */
export const LIST_READING_NAVBAR_TYPES = ['doc', 'docsVersion', 'docsVersionDropdown'];

/** What the browser keeps of the docs data. */
export interface DocsDecisions {
  /** The instances whose global-data docs lists stay, each with the reason, for the record. */
  keepLists: Record<string, string>;
  /** Whether any instance's lists go. */
  dropsLists: boolean;
  /** The docs' fields the version data keeps. */
  fields: string[];
  /** Why `description` is kept without the site asking, if it is. */
  descriptionBecause?: string;
}

export interface DocsOptions {
  docFields?: readonly string[];
  keepDocsLists?: boolean | readonly string[];
}

function navbarTypes(items: readonly NavbarItem[]): {type: string; plugin: string}[] {
  return items.flatMap((i) => [
    {type: i.type ?? 'default', plugin: i.docsPluginId ?? 'default'},
    ...navbarTypes(i.items ?? []),
  ]);
}

/** A doc's source file on disk (`@site/…` is the site's folder). */
function sourceFile(source: string, siteDir: string): string {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : source;
}

/** Whether a doc's source renders DocCards itself (imports the classic DocCard or DocCardList). */
function rendersDocCards(source: string | undefined, siteDir: string): boolean {
  if (!source) return false;
  try {
    return /@theme\/DocCard(?:List)?\b/.test(readFileSync(sourceFile(source, siteDir), 'utf8'));
  } catch {
    return false;
  }
}

export function decideDocsData(
  allContent: AllContent | undefined,
  navbarItems: readonly NavbarItem[],
  siteDir: string,
  options: DocsOptions = {},
): DocsDecisions {
  const instances = allContent?.[DOCS_PLUGIN] ?? {};
  const keepLists: Record<string, string> = {};
  const navbar = navbarTypes(navbarItems);
  let dropsLists = false;
  let descriptionBecause: string | undefined;
  for (const [id, content] of Object.entries(instances)) {
    const versions = (content as {loadedVersions?: LoadedVersion[]} | undefined)?.loadedVersions;
    const named = navbar.find((n) => n.plugin === id && LIST_READING_NAVBAR_TYPES.includes(n.type));
    const asked = options.keepDocsLists === true || (Array.isArray(options.keepDocsLists) && options.keepDocsLists.includes(id));
    if (!Array.isArray(versions)) keepLists[id] = 'its loaded content has another shape';
    else if (asked) keepLists[id] = 'keepDocsLists';
    else if (named) keepLists[id] = `a \`${named.type}\` navbar item`;
    else if (versions.length > 1) keepLists[id] = 'more than one version (the version banner and dropdown)';
    else if (versions.some((v) => v.banner)) keepLists[id] = 'a version banner';
    else dropsLists = true;
    for (const v of Array.isArray(versions) ? versions : []) {
      if (descriptionBecause) break;
      if (v.categoryGeneratedIndices?.length) descriptionBecause = `${id}: a category's generated index`;
      else {
        const doc = v.docs?.find((d) => rendersDocCards(d.source, siteDir));
        if (doc) descriptionBecause = `${id}: ${doc.source} renders DocCards`;
      }
    }
  }
  const fields = [...new Set([...(options.docFields ?? []), ...(descriptionBecause ? ['description'] : [])])];
  return {keepLists, dropsLists, fields, ...(descriptionBecause ? {descriptionBecause} : {})};
}
