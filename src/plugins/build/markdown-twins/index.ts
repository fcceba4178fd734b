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
 * - The pages are converted in worker threads (./workers.ts), beside the other postBuild steps of the
 *   main thread; a page whose article is unchanged since an earlier build gets that build's twin back
 *   from the cache (./cache.ts).
 * - The files are precompressed (gzip, brotli) as soon as they are written: the precompression
 *   (src/plugins/build/precompress) lists the build's files when the hooks start, before any twin exists.
 *
 * It relies on the classic theme's markup of a doc page (the article's class, and the markup of code
 * blocks, tabs and admonitions that ./rehype-twin.ts reads) and on postBuild's public props (`outDir`,
 * `siteConfig`, `plugins`: the docs instances' loaded content, for the pages and sidebars).
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
} from '../../../config/markdown-twins';
import {sections as allSections, type Section} from '../../../config/sections';
import {profiling} from '../../../config/build-profile';
import {pluginId} from '../../../config/site';
import {diagramSourcesDir} from '../../features/diagrams/sources';
import {isCompressible, precompressFiles} from '../precompress';
import {cacheEnabled, codeVersion, pageIdentity} from '../../shared/build-cache';
import {pageKey, pruneTwins, readPageTwin, twinCacheDir} from './cache';
import type {TwinPage, WorkerTwin} from './job';
import {twinLink} from './links';
import {assertTwinLinks, type WrittenFile} from './link-check';
import {convertInWorkers, workerProgram} from './workers';
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

/** The files of the code that converts a page, and the packages it calls: the twins' cache version (./cache.ts). */
const CONVERTER_FILES = [
  'article.ts',
  'cache.ts',
  'convert.ts',
  'is-element.ts',
  'links.ts',
  'rehype-twin.ts',
  'remark-anchors.ts',
  'tree-clone.ts',
  'worker.ts',
  'workers.ts',
];
const CONVERTER_PACKAGES = [
  'htmlparser2',
  'parse5',
  'hast-util-from-parse5',
  'hast-util-to-mdast',
  'mdast-util-to-markdown',
  'mdast-util-gfm',
  'string-width',
  'hast-util-is-element',
  '@ungap/structured-clone',
  'github-slugger',
];

/** The version of the converting code, which every key of the twins' cache holds. */
export function twinsVersion(siteDir: string): string {
  const files = [
    ...CONVERTER_FILES.map((f) => path.join(__dirname, f)),
    path.join(__dirname, '../../../config/markdown-twins.ts'),
    path.join(__dirname, '../../features/diagrams/sources.ts'),
  ];
  return codeVersion(files, CONVERTER_PACKAGES, siteDir);
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
  workers?: number,
): Promise<{twins: number; converted: number; ms: {convert: number; write: number; compress: number}}> {
  const started = performance.now();
  const {outDir, siteConfig} = props;
  const bySection = sectionPages(props.plugins as never, list);
  const pages = bySection.flatMap((s) => s.pages);

  // Until the workers start, nothing here waits for the event loop: Docusaurus starts every postBuild
  // hook at once, and the others keep the main thread busy for seconds. A page the same as in an earlier
  // build gets its twin here (./cache.ts: pageKey); the others go to the workers.
  const siteDir = context.siteDir;
  const cache = siteDir && cacheEnabled() ? {dir: twinCacheDir(siteDir), version: twinsVersion(siteDir)} : undefined;
  const pageRoutes = pages.map((p) => p.route);
  const routeSet = new Set(pageRoutes);
  const twinOf = (pathname: string) => twinLink(routeSet, pathname);
  const twins = new Map<string, WorkerTwin>();
  const toConvert: TwinPage[] = [];
  for (const {route} of pages) {
    const file = path.join(outDir, route, 'index.html');
    let key: string | undefined;
    if (cache) {
      try {
        key = pageKey(cache.version, pageIdentity(readFileSync(file, 'utf8')));
      } catch {
        // The worker names the page it cannot read.
      }
    }
    const found = cache && key ? readPageTwin(cache.dir, key, twinOf) : undefined;
    if (found) twins.set(route, {route, markdown: found.markdown, converted: false});
    else toConvert.push({route, file, pageKey: key});
  }
  if (toConvert.length) {
    const made = await convertInWorkers(
      {pages: toConvert, pageRoutes, sourcesDir: diagramSourcesDir(siteDir), cache},
      workers,
    );
    for (const [route, twin] of made) twins.set(route, twin);
  }
  const converted = performance.now();
  const markdown = new Map<string, string>();
  for (const {route} of pages) {
    const text = twins.get(route)?.markdown ?? '';
    if (!text.trim()) throw new Error(`markdown-twins: no Markdown twin was made for ${route} (${twinFile(route)})`);
    markdown.set(route, text);
    const target = path.join(outDir, twinFile(route));
    await mkdir(path.dirname(target), {recursive: true});
    await writeFile(target, text);
  }
  if (cache) await pruneTwins(cache.dir);

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
  const wrote = performance.now();
  await precompressFiles(written.filter(isCompressible));
  const ms = {convert: converted - started, write: wrote - converted, compress: performance.now() - wrote};
  return {twins: markdown.size, converted: [...twins.values()].filter((t) => t.converted).length, ms};
}

export default function markdownTwins(context: LoadContext): Plugin {
  // Bundled now, ready when postBuild starts (./workers.ts: workerProgram); a failure is reported there.
  workerProgram().catch(() => undefined);
  return {
    name: 'pitel-markdown-twins',
    async postBuild(props) {
      const {twins, converted, ms} = await writeMarkdownTwins(context, props);
      // In the build profile (bench/build-profile.ts): how many twins the cache gave, and where the time went.
      if (profiling()) {
        const s = (t: number) => `${(t / 1000).toFixed(2)} s`;
        console.log(
          `[markdown-twins] ${twins} twins: ${converted} converted, ${twins - converted} from the cache; ${s(ms.convert)} converting, ${s(ms.write)} writing, ${s(ms.compress)} compressing`,
        );
      }
    },
  };
}
