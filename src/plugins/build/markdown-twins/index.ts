/**
 * Markdown twins and llms.txt, made at build time from the rendered pages.
 *
 * - Every page of the six docs sections gets a Markdown twin at its URL plus `.md`
 *   (src/config/markdown-twins.ts: twinPath), made from the page's article (the classic theme's
 *   `.theme-doc-markdown` element, ./article.ts) by our own pipeline (./convert.ts): our rehype step
 *   (./rehype-twin.ts) turns the site's build-time components into plain Markdown material (code
 *   blocks with their language and plain code, diagrams as their Mermaid source, every tab with its
 *   label, admonitions as quotes), hast-util-to-mdast and mdast-util-to-markdown write it, and a
 *   remark step (./remark-anchors.ts) gives the twin every id of the page, so `#id` links resolve.
 * - `/llms.txt` lists the sections (their labels from src/config/sections.ts) and their pages in
 *   sidebar order, with the one-line description of each page's front matter; `/llms-full.txt`
 *   holds every page's twin in the same order, and each part of the site has a file of its own.
 * - A page whose HTML (scripts and stylesheet links aside) and list of pages are those of an earlier
 *   build gets that build's twin back from the build cache (src/plugins/shared/build-cache.ts).
 * - The files are precompressed (gzip, brotli) as they are written: the precompression plugin
 *   (src/plugins/build/precompress) compresses only the files the build wrote before postBuild.
 *
 * It relies on the classic theme's markup of a doc page (the article's class, and the markup of code
 * blocks, tabs and admonitions that ./rehype-twin.ts reads) and on postBuild's public props (`outDir`,
 * `siteConfig`, `plugins`: the docs instances' loaded content, for the pages and sidebars).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {setImmediate as nextTurn} from 'node:timers/promises';
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
} from '../../../config/markdown-twins';
import {sections as allSections, type Section} from '../../../config/sections';
import {pluginId} from '../../../config/site';
import {diagramSourcesDir, readDiagramSource} from '../../features/diagrams/sources';
import {isCompressible, precompressFiles} from '../precompress';
import {BuildCache, importsVersion, pageIdentity} from '../../shared/build-cache';
import {twinLink} from './links';
import type {TwinOptions} from './rehype-twin';
import {assertTwinLinks, type WrittenFile} from './link-check';
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
import {changelogList, feedLabels, feedPath, feedTypes} from '../../../config/changelog';

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

/**
 * For each doc of a sidebar, in reading order (each category's own page before its items), its own id
 * and the doc ids of the categories it is in, outermost first (a category's own page is in it).
 */
function sidebarGroups(
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
      const groups = new Map<string, string[]>();
      for (const sidebar of Object.values(v.sidebars)) sidebarGroups(sidebar, [], groups);
      const order = new Map([...groups.keys()].map((id, i) => [id, i] as const));
      const rank = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
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

/**
 * The converter (./article.ts, ./convert.ts and the packages they load), loaded at the first page the
 * cache does not hold: a rebuild with nothing changed needs none of it.
 */
async function converter() {
  const [{articleSlice}, {pageTwin}] = await Promise.all([import('./article'), import('./convert')]);
  return {articleSlice, pageTwin};
}

/** What the converter needs besides a page's article: where its links go, and the diagrams' sources. */
export const twinOptions = (routes: ReadonlySet<string>, siteDir: string): TwinOptions => ({
  twinOf: (pathname) => twinLink(routes, pathname),
  diagramSource: (id) => readDiagramSource(diagramSourcesDir(siteDir), id),
});

/** The file of a twin in the build: twinPath without the leading slash. */
export const twinFile = (route: string) => twinPath(route).slice(1);

/** The twins' cache, versioned by the code a twin is made with (its import graph). */
export function twinCache(siteDir: string): BuildCache {
  const code = ['convert.ts', 'links.ts', '../../features/diagrams/sources.ts'].map((f) => path.join(__dirname, f));
  return new BuildCache(siteDir, 'markdown-twins', importsVersion(code, siteDir));
}

/** What postBuild receives, as far as the twins need it. */
export type TwinsBuild = Pick<Parameters<NonNullable<Plugin['postBuild']>>[0], 'outDir' | 'siteConfig' | 'plugins'>;

/**
 * Writes the twins, llms.txt and llms-full.txt of a build and precompresses them. Throws when a
 * page cannot be converted or has no twin afterwards, and when a written file links a twin or id that does
 * not exist (./link-check.ts).
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
): Promise<{twins: number; converted: number}> {
  const {outDir, siteConfig} = props;
  const bySection = sectionPages(props.plugins as never, list);
  const pages = bySection.flatMap((s) => s.pages);
  const routes = new Set(pages.map((p) => p.route));
  const options = twinOptions(routes, context.siteDir);
  // A twin depends on its page and, through its links, on which pages have twins.
  const cache = twinCache(context.siteDir);
  const routeList = JSON.stringify([...routes].sort());
  const markdown = new Map<string, string>();
  let converted = 0;
  for (const {route} of pages) {
    const file = path.join(outDir, route, 'index.html');
    let html: string;
    try {
      html = await readFile(file, 'utf8');
    } catch (e) {
      throw new Error(`markdown-twins: cannot read the built page of ${route}: ${(e as Error).message}`, {cause: e});
    }
    const key = cache.key(pageIdentity(html), routeList);
    let text = (await cache.get(key, '.md'))?.toString('utf8');
    if (text === undefined) {
      // Converting is synchronous: the other postBuild steps get the event loop between pages.
      await nextTurn();
      const {articleSlice, pageTwin} = await converter();
      text = pageTwin(route, articleSlice(html), () => html, options);
      if (!text.trim()) throw new Error(`markdown-twins: no Markdown twin was made for ${route} (${twinFile(route)})`);
      await cache.put(key, text, '.md');
      converted++;
    }
    markdown.set(route, text);
    const target = path.join(outDir, twinFile(route));
    await mkdir(path.dirname(target), {recursive: true});
    await writeFile(target, text);
  }
  await cache.prune();

  const site = {
    title: siteConfig.title,
    tagline: siteConfig.tagline,
    url: (p: string) => normalizeUrl([siteConfig.url, encodeURI(p)]),
  };
  const written = pages.map((p) => path.join(outDir, twinFile(p.route)));
  const parts = index.parts.filter((part) => list.some((s) => s.id === part.section));
  // What the link check reads: every twin, llms.txt and the part files (llms-full.txt repeats the twins).
  const linked: WrittenFile[] = pages.map((p) => ({path: twinPath(p.route), text: markdown.get(p.route)!}));
  for (const [file, text] of [
    [LLMS_TXT, llmsTxt(site, bySection, {parts, notes: index.notes?.(site), changelogs: index.changelogs})],
    [LLMS_FULL_TXT, llmsFullTxt(site, bySection, markdown)],
    ...parts.map(
      (part) =>
        [llmsPartPath(part), llmsPartTxt(site, part, partSections(part, index.parts, bySection), markdown)] as const,
    ),
  ] as const) {
    await writeFile(path.join(outDir, file.slice(1)), text);
    written.push(path.join(outDir, file.slice(1)));
    if (file !== LLMS_FULL_TXT) linked.push({path: file, text});
  }
  assertTwinLinks(outDir, siteConfig.url, linked);
  await precompressFiles(written.filter(isCompressible));
  return {twins: markdown.size, converted};
}

export default function markdownTwins(context: LoadContext): Plugin {
  return {
    name: 'pitel-markdown-twins',
    async postBuild(props) {
      await writeMarkdownTwins(context, props);
    },
  };
}
