/**
 * One converter instance's share of the Markdown twins: runs @signalwire/docusaurus-plugin-llms-txt
 * (pinned, 1.2.2) on some of the built pages and returns their Markdown. It runs in a worker thread
 * (./worker.ts, started by ./workers.ts), so it imports nothing of the site but what converting needs.
 *
 * Each instance works in a folder of its own (`workDir`): the converter reads the pages there, writes
 * the twins there, and writes there what it always writes and the plugin never uses (its llms.txt and
 * its cache, `docusaurus-plugin-llms-txt/cache.json`), so instances running at once share no file.
 * The pages it reads are cut before their article (./article.ts).
 *
 * The instance is given only the routes it converts, not every route of the build with the others
 * excluded by glob (`excludeRoutes`): the converter's link step (lib/transformation/plugins/rehype-links.js)
 * builds a matcher from every glob for every link of every page, about 7% of its time. What
 * that step rewrites does not depend on the share either: it rewrites a link only when the link leads
 * to a page this instance converts, and ./rehype-twin.ts has already pointed every link to a page of
 * the site at its twin (`twinLink` below), so no link it sees leads to a page.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import llmsTxtPlugin, {type PluginOptions as LlmsTxtOptions} from '@signalwire/docusaurus-plugin-llms-txt';
import {twinPath} from '../../config/markdown-twins';
import {readDiagramSource} from '../diagrams/sources';
import {articlePage} from './article';
import {ARTICLE_CLASS, rehypeTwin} from './rehype-twin';
import {remarkTwinAnchors} from './remark-anchors';

/** What an instance is given: plain data, as a worker receives it. */
export interface ConvertJob {
  /** Every page that has a twin (links to them point to their twins), as route paths. */
  pageRoutes: readonly string[];
  /** The pages this instance converts. */
  routes: readonly string[];
  /** The build's routes, as postBuild receives them. */
  routeTree: readonly RouteConfig[];
  /** What the converter reads of the site config. */
  siteConfig: {url: string; baseUrl: string; title: string; trailingSlash: boolean | undefined};
  /** The built site, where the pages are read. */
  outDir: string;
  /** The instance's own folder, empty. */
  workDir: string;
  siteDir: string;
  /** Where the diagrams' Mermaid sources are recorded (src/plugins/diagrams/sources.ts). */
  sourcesDir: string;
}

/**
 * Where a link to a URL path goes in a twin: the twin of the page it leads to, or undefined when it
 * leads to no page. A link to a page's route, or to it without the route's trailing slash, keeps its
 * form (`/pitel_app` → `/pitel_app.md`, which the server also answers); the other forms the
 * converter's link step resolves to a page (rehype-links.js, resolvePathname: with a trailing slash
 * the route lacks, or with `/index` added) go to the twin of the page's route.
 */
export function twinLink(pageRoutes: ReadonlySet<string>, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return undefined;
  }
  if (pageRoutes.has(decoded) || pageRoutes.has(`${decoded}/`)) return twinPath(pathname);
  if (decoded.length > 1 && decoded.endsWith('/') && pageRoutes.has(decoded.slice(0, -1)))
    return twinPath(pathname.slice(0, -1));
  const index = decoded.endsWith('/') ? 'index' : '/index';
  if (pageRoutes.has(decoded + index)) return twinPath(pathname + index);
  return undefined;
}

/** The converter's options: the article of each page, through our rehype step first and our remark step last. */
export function converterOptions(opts: {pageRoutes: ReadonlySet<string>; sourcesDir: string}): LlmsTxtOptions {
  return {
    onRouteError: 'throw',
    logLevel: 0,
    content: {
      enableMarkdownFiles: true,
      enableLlmsFullTxt: false,
      relativePaths: true,
      includeDocs: true,
      includeGeneratedIndex: true,
      includeBlog: false,
      includePages: false,
      contentSelectors: [`.${ARTICLE_CLASS}`],
      remarkStringify: {bullet: '-', listItemIndent: 'one', rule: '-', emphasis: '_', fences: true},
      beforeDefaultRehypePlugins: [
        [
          rehypeTwin as never,
          {
            twinOf: (pathname: string) => twinLink(opts.pageRoutes, pathname),
            diagramSource: (id: string) => readDiagramSource(opts.sourcesDir, id),
          },
        ],
      ],
      remarkPlugins: [remarkTwinAnchors as never],
    },
  };
}

/** Where the converter writes the twin of a page (its htmlPathToMdPath): `/a/b/` → `a/b.md`, `/` → `index.md`. */
export function converterTwinFile(route: string): string {
  return route === '/' ? 'index.md' : `${route.replace(/^\/|\/$/g, '')}.md`;
}

/**
 * The route tree with only the given leaf routes, and the parents they are in: the converter takes the
 * plugin and version of a page from the routes it is in (lib/index.js, createPluginInfoMapping).
 */
export function routesOnly(routes: readonly RouteConfig[], keep: ReadonlySet<string>): RouteConfig[] {
  return routes.flatMap((route) => {
    if (!route.routes) return keep.has(route.path) ? [route] : [];
    const children = routesOnly(route.routes, keep);
    return children.length ? [{...route, routes: children}] : [];
  });
}

/** The built page of a route, where Docusaurus writes it (the site has no `trailingSlash` setting). */
export const pageFile = (dir: string, route: string) => path.join(dir, route, 'index.html');

/**
 * Converts the job's pages; returns each page's Markdown, by route. Throws, naming the route, when a
 * page cannot be read or converted; a page with no twin afterwards is left out (the caller says so).
 */
export async function convertShare(job: ConvertJob): Promise<Record<string, string>> {
  // Given no route, the converter would take its own cache for a list of routes (its CLI's mode).
  if (!job.routes.length) return {};
  for (const route of job.routes) {
    let html: string;
    try {
      html = await readFile(pageFile(job.outDir, route), 'utf8');
    } catch (e) {
      throw new Error(`markdown-twins: cannot read the built page of ${route}: ${(e as Error).message}`, {cause: e});
    }
    const file = pageFile(job.workDir, route);
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, articlePage(html));
  }
  const options = converterOptions({pageRoutes: new Set(job.pageRoutes), sourcesDir: job.sourcesDir});
  const converter = llmsTxtPlugin({siteDir: job.siteDir} as never, options);
  await converter.postBuild!({
    outDir: job.workDir,
    siteDir: job.siteDir,
    generatedFilesDir: job.workDir,
    siteConfig: job.siteConfig,
    routes: routesOnly(job.routeTree, new Set(job.routes)),
  } as never);
  const twins: Record<string, string> = {};
  for (const route of job.routes) {
    const markdown = await readFile(path.join(job.workDir, converterTwinFile(route)), 'utf8').catch(() => undefined);
    if (markdown !== undefined) twins[route] = markdown;
  }
  return twins;
}
