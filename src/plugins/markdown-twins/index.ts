/**
 * Markdown twins and llms.txt, made at build time from the rendered pages.
 *
 * - Every page of the six docs sections gets a Markdown twin at its URL plus `.md`
 *   (src/config/markdown-twins.ts: twinPath). The HTML-to-Markdown conversion is
 *   @signalwire/docusaurus-plugin-llms-txt (pinned), configured here: it converts the article of
 *   each built page (`.theme-doc-markdown`), and our rehype step (./rehype-twin.ts) first turns the
 *   site's build-time components into plain Markdown material: code blocks with their language and
 *   plain code, diagrams as their Mermaid source, every tab with its label, admonitions as quotes;
 *   a remark step (./remark-anchors.ts) last gives the twin every id of the page, so `#id` links resolve.
 * - `/llms.txt` lists the sections (their labels from src/config/sections.ts) and their pages in
 *   sidebar order, with the one-line description of each page's front matter; `/llms-full.txt`
 *   holds every page's twin in the same order.
 * - The files are precompressed (gzip, brotli) as soon as they are written.
 * - A page whose HTML is unchanged since an earlier build gets that build's twin back (twinCache);
 *   the others are converted in worker threads (one per core but the main thread's, two at most), each converter instance on a share of the
 *   pages (./workers.ts, ./convert.ts), which run beside the other postBuild steps of the main thread.
 *
 * Why a plugin around the converter rather than the converter alone: its postBuild must be followed
 * by steps it has no option for, and Docusaurus runs the postBuild hooks of all plugins at once, so
 * only the same hook can run them after it:
 * - it writes the twin of a route ending in `/` beside the folder (`/pitel_app/` → `pitel_app.md`),
 *   where our twins are `pitel_app/index.md`, so that relative links resolve as on the page: each
 *   instance writes in a folder of its own, and the plugin writes every twin at its own path;
 * - its llms.txt groups pages by URL segments, which cannot express our sections (the API section
 *   has no URL prefix), links the index twins at its own paths and orders alphabetically, and its
 *   llms-full.txt leaves out the page at `/`: both files are written here instead (it has no switch
 *   to skip its llms.txt, which stays in the instance's folder);
 * - the precompression (src/plugins/precompress) lists the build's files when the hooks start,
 *   before any twin exists, so the twins are compressed here with the same function.
 */
import {readFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {normalizeUrl} from '@docusaurus/utils';
import {
  LLMS_FULL_TXT,
  LLMS_TXT,
  llmsPartPath,
  llmsParts as siteParts,
  twinPath,
  type LlmsPart,
} from '../../config/markdown-twins';
import {sections as allSections, type Section} from '../../config/sections';
import {pluginId} from '../../config/site';
import {diagramSourcesDir} from '../diagrams/sources';
import {isCompressible, precompressFiles} from '../precompress';
import {BuildCache, codeVersion, pageIdentity, sha256} from '../shared/build-cache';
import {convertInWorkers, partitionPages, workerCount, workerProgram} from './workers';
import {
  assistantNotes,
  llmsFullTxt,
  llmsPartTxt,
  llmsTxt,
  partSections,
  type LlmsChangelog,
  type TwinSection,
  type TwinSite,
} from './llms-txt';
import {changelogList, feedLabels, feedPath, feedTypes} from '../../config/changelog';

/** The site's changelogs (src/config/changelog.ts) as llms.txt lists them. */
export const siteChangelogs: readonly LlmsChangelog[] = changelogList.map((log) => ({
  title: log.title,
  description: log.description,
  route: log.route,
  feeds: feedTypes.map((type) => ({label: feedLabels[type], path: feedPath(log, type)})),
}));

/** The docs plugin's name in the plugins Docusaurus passes to postBuild. */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

type Sidebar = DocsContent['loadedVersions'][number]['sidebars'][string];

/** The doc ids of a sidebar in reading order: each category's own page before its items. */
export function sidebarDocIds(items: Sidebar): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [item.id];
    if (item.type === 'category')
      return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...sidebarDocIds(item.items)];
    return [];
  });
}

/**
 * For each doc of a sidebar, its own id and the doc ids of the categories it is in, outermost first
 * (a category's own page is in it).
 */
export function sidebarGroups(
  items: Sidebar,
  within: string[] = [],
  into = new Map<string, string[]>(),
): Map<string, string[]> {
  for (const item of items) {
    if (item.type === 'doc') into.set(item.id, [...within, item.id]);
    if (item.type === 'category') {
      const own = item.link?.type === 'doc' ? [...within, item.link.id] : within;
      if (item.link?.type === 'doc') into.set(item.link.id, own);
      sidebarGroups(item.items, own, into);
    }
  }
  return into;
}

/** The pages of each section, in sidebar order (pages outside the sidebar last, by URL). */
export function sectionPages(
  plugins: {name: string; options: {id?: string}; content: unknown}[],
  list: readonly Section[] = allSections,
): TwinSection[] {
  return list.map((section) => {
    const plugin = plugins.find((p) => p.name === DOCS_PLUGIN && (p.options.id ?? 'default') === pluginId(section));
    if (!plugin)
      throw new Error(`markdown-twins: no docs plugin instance "${pluginId(section)}" for the section ${section.id}`);
    const docs = (plugin.content as DocsContent).loadedVersions.flatMap((v) => {
      const order = new Map(
        Object.values(v.sidebars)
          .flatMap(sidebarDocIds)
          .map((id, i) => [id, i] as const),
      );
      const rank = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
      const groups = new Map<string, string[]>();
      for (const sidebar of Object.values(v.sidebars)) sidebarGroups(sidebar, [], groups);
      return [...v.docs]
        .sort((a, b) => rank(a.id) - rank(b.id) || (a.permalink < b.permalink ? -1 : 1))
        .map((doc) => ({...doc, groups: groups.get(doc.id) ?? [doc.id]}));
    });
    return {
      section,
      pages: docs.map((doc) => ({
        route: doc.permalink,
        title: doc.title,
        description: String(doc.frontMatter.description ?? doc.description),
        listed: !doc.unlisted,
        groups: doc.groups,
      })),
    };
  });
}

/** The file of a twin in the build: twinPath without the leading slash. */
export const twinFile = (route: string) => twinPath(route).slice(1);

/**
 * The cache of the twins (src/plugins/shared/build-cache.ts). Its version holds the code that converts
 * (this plugin's files and the converter's package) and the set of page routes, which decides how links
 * between pages are written; a page's key adds its route and its HTML (pageIdentity). Diagrams are read
 * by an id made from their source, which is in the HTML.
 */
function twinCache(siteDir: string | undefined, pageRoutes: ReadonlySet<string>): BuildCache | undefined {
  if (!siteDir) return undefined;
  const own = ['index.ts', 'convert.ts', 'article.ts', 'rehype-twin.ts', 'remark-anchors.ts'].map((f) =>
    path.join(__dirname, f),
  );
  const version = codeVersion(
    [...own, path.join(__dirname, '../../config/markdown-twins.ts')],
    ['@signalwire/docusaurus-plugin-llms-txt', 'htmlparser2'],
    siteDir,
  );
  return new BuildCache(siteDir, 'markdown-twins', sha256(version, ...[...pageRoutes].sort()));
}

/** What postBuild receives, as far as the twins need it. */
export type TwinsBuild = Pick<
  Parameters<NonNullable<Plugin['postBuild']>>[0],
  'outDir' | 'siteConfig' | 'routes' | 'plugins'
>;

/**
 * Writes the twins, llms.txt and llms-full.txt of a build and precompresses them. Throws when a
 * page cannot be converted or has no twin afterwards.
 */
export async function writeMarkdownTwins(
  context: LoadContext,
  props: TwinsBuild,
  list: readonly Section[] = allSections,
  index: {parts: readonly LlmsPart[]; notes?: (site: TwinSite) => string[]; changelogs?: readonly LlmsChangelog[]} = {
    parts: siteParts,
    notes: assistantNotes,
    changelogs: siteChangelogs,
  },
): Promise<{twins: number}> {
  const {outDir, siteConfig} = props;
  const bySection = sectionPages(props.plugins, list);
  const pages = bySection.flatMap((s) => s.pages);
  const pageRoutes = new Set(pages.map((p) => p.route));

  // A page whose rendered HTML is the same as in an earlier build gets that build's twin back
  // (twinCache); the others are converted in worker threads (./workers.ts). Until the workers start,
  // nothing here waits for the event loop (synchronous reads, about 0.1 s for the 209 pages): Docusaurus
  // starts every postBuild hook at once, the others keep the main thread busy for seconds, and a
  // file read awaited here resumed only when they let go (the workers started 7 s after the hook).
  const cache = twinCache(context.siteDir, pageRoutes);
  const keys = new Map<string, string>();
  const twins = new Map<string, string>();
  const misses: {route: string; size: number}[] = [];
  for (const {route} of pages) {
    let html: string | undefined;
    try {
      html = readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
    } catch {
      // The worker names the page it cannot read.
    }
    const key = cache && html !== undefined ? cache.key(route, pageIdentity(html)) : undefined;
    const hit = key ? cache!.getSync(key) : undefined;
    if (key) keys.set(route, key);
    if (hit) twins.set(route, hit.toString('utf8'));
    else misses.push({route, size: html?.length ?? 0});
  }
  if (misses.length) {
    const converted = await convertInWorkers(
      {
        pageRoutes: [...pageRoutes],
        routeTree: props.routes,
        siteConfig: {
          url: siteConfig.url,
          baseUrl: siteConfig.baseUrl,
          title: siteConfig.title,
          trailingSlash: siteConfig.trailingSlash,
        },
        outDir,
        siteDir: context.siteDir,
        sourcesDir: diagramSourcesDir(context.siteDir),
      },
      partitionPages(misses, workerCount(misses.length)),
    );
    for (const {route} of misses) {
      const markdown = converted.get(route) ?? '';
      if (!markdown.trim())
        throw new Error(`markdown-twins: no Markdown twin was written for ${route} (${twinFile(route)})`);
      const key = keys.get(route);
      if (cache && key) await cache.put(key, markdown);
      twins.set(route, markdown);
    }
  }
  for (const {route} of pages) {
    const target = path.join(outDir, twinFile(route));
    await mkdir(path.dirname(target), {recursive: true});
    await writeFile(target, twins.get(route)!);
  }
  await cache?.prune();

  const site = {
    title: siteConfig.title,
    tagline: siteConfig.tagline,
    url: (p: string) => normalizeUrl([siteConfig.url, encodeURI(p)]),
  };
  const written = pages.map((p) => path.join(outDir, twinFile(p.route)));
  const parts = index.parts.filter((part) => list.some((s) => s.id === part.section));
  for (const [file, text] of [
    [LLMS_TXT, llmsTxt(site, bySection, {parts, notes: index.notes?.(site), changelogs: index.changelogs})],
    [LLMS_FULL_TXT, llmsFullTxt(site, bySection, twins)],
    ...parts.map(
      (part) =>
        [llmsPartPath(part), llmsPartTxt(site, part, partSections(part, index.parts, bySection), twins)] as const,
    ),
  ] as const) {
    await writeFile(path.join(outDir, file.slice(1)), text);
    written.push(path.join(outDir, file.slice(1)));
  }
  await precompressFiles(written.filter(isCompressible));
  return {twins: twins.size};
}

export default function markdownTwins(context: LoadContext): Plugin {
  // Bundled now, ready when postBuild starts (./workers.ts: workerProgram); a failure is reported there.
  workerProgram().catch(() => undefined);
  return {
    name: 'pitel-markdown-twins',
    async postBuild(props) {
      await writeMarkdownTwins(context, props);
    },
  };
}
