/**
 * What the docs server answers, read from a built site folder (`npm run build` → `build/`, or a
 * downloaded copy of it) and nothing else, so its answers are the built site's:
 *
 * - search: the site's own engine (src/plugins/search/core) over the index under `search/`, the
 *   files the browser fetches: the same accent folding, typo correction and ranking as the site;
 * - pages: the Markdown twins (src/plugins/markdown-twins), the files "View as Markdown" opens;
 * - operations: found in the published OpenAPI documents (`openapi/<spec>.yaml`), which name each
 *   operation's page (`x-page`); the answer is that page's twin, or on a page of several operations
 *   the operation's own part of it, as the reference renders it from the same document (parameters,
 *   bodies, responses, errors, samples, planned marks).
 *
 * Bad input throws a DocsError with a message meant for the person or program that asked.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {twinPath} from '../../src/config/markdown-twins';
import {SearchEngine, type IndexSource, type Segment} from '../../src/plugins/search/core/engine';
import {shardFile, type Lang} from '../../src/plugins/search/core/tokenize';
import type {DocsGroup, Manifest, PageText, Shard, Vocabulary} from '../../src/plugins/search/core/types';
import {findOperation, isProposed, listOperations, parseOperationRef, type OpenApiDoc, type Schema} from '../../src/plugins/api-reference/spec';

/** An answer to bad input: the tool reports it as an error result, with this message. */
export class DocsError extends Error {}

/** The published OpenAPI documents, in the order an operation is looked up. */
export const SPECS = ['v3', 'v1', 'psr'] as const;

export interface SearchHit {
  title: string;
  section: string;
  lang: Lang;
  /** The page (and heading anchor) on the site, absolute. */
  url: string;
  /** The page's route, as get_page takes it. */
  route: string;
  heading?: string;
  /** Text around the matched words, which are in **bold**. */
  snippet: string;
}

export interface Endpoint {
  spec: string;
  method: string;
  path: string;
  operationId?: string;
  summary?: string;
  planned: boolean;
  route: string;
  url: string;
  /** The operation's Markdown: its page's twin, or its part of a page of several operations. */
  markdown: string;
}

/** An index source over the files of a built index, each read once. */
function fileSource(searchDir: string): IndexSource {
  const cache = new Map<string, unknown>();
  const read = <T,>(name: string): T => {
    if (!cache.has(name)) cache.set(name, JSON.parse(readFileSync(path.join(searchDir, name), 'utf8')));
    return cache.get(name) as T;
  };
  const file = async <T,>(name: string) => read<T>(`${read<Manifest>('manifest.json').id}/${name}`);
  return {
    manifest: async () => read<Manifest>('manifest.json'),
    docs: (group) => file<DocsGroup>(`d/${group}.json`),
    shard: (key) => file<Shard>(`t/${shardFile(key)}.json`),
    vocabulary: (key) => file<Vocabulary>(`v/${key}.json`),
    pageText: (page) => file<PageText>(`p/${page}.json`),
  };
}

const plain = (segments: readonly Segment[]) => segments.map((s) => s.text).join('');
const marked = (segments: readonly Segment[]) => segments.map((s) => (s.mark ? `**${s.text}**` : s.text)).join('');

export class SiteDocs {
  readonly siteUrl: string;
  private engine: SearchEngine;
  private specs = new Map<string, OpenApiDoc>();

  constructor(readonly dir: string) {
    const need = ['search/manifest.json', 'llms.txt', 'robots.txt', ...SPECS.map((s) => `openapi/${s}.yaml`)];
    const missing = need.filter((f) => !existsSync(path.join(dir, f)));
    if (missing.length) {
      throw new Error(`${dir} is not a built Pitel Docs site (missing ${missing.join(', ')}): run "npm run build" or pass --site <folder>`);
    }
    // The site's address, as its robots.txt names the sitemap (src/plugins/robots).
    const sitemap = /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(readFileSync(path.join(dir, 'robots.txt'), 'utf8'))?.[1];
    if (!sitemap) throw new Error(`${dir}/robots.txt names no sitemap, so the site's address is unknown`);
    this.siteUrl = sitemap;
    this.engine = new SearchEngine(fileSource(path.join(dir, 'search')));
  }

  url(route: string): string {
    return `${this.siteUrl}${encodeURI(route)}`;
  }

  /** The site's search: the best pages for a query, in either language. */
  async search(query: string, limit = 5, lang?: Lang): Promise<{hits: SearchHit[]; searched: string; corrections: {from: string; to: string}[]}> {
    if (!query.trim()) throw new DocsError('The query is empty: give a few words to search for, in English or Vietnamese.');
    const result = await this.engine.searchWithInfo(query, limit, lang);
    const hits: SearchHit[] = [];
    for (const hit of result.hits) {
      const route = decodeURI(hit.url.replace(/#.*$/, ''));
      hits.push({
        title: plain(hit.title),
        section: hit.label,
        lang: hit.lang,
        url: `${this.siteUrl}${hit.url}`,
        route,
        ...(hit.heading ? {heading: plain(hit.heading)} : {}),
        snippet: marked(await this.engine.snippet(hit)),
      });
    }
    return {hits, searched: result.searched, corrections: result.corrections};
  }

  /** The route of a page given as a route, a URL of the site, or its twin's path or URL. */
  route(input: string): string {
    let p = input.trim();
    if (!p) throw new DocsError('The route is empty: give a page of the site such as "/api/v3/campaign/create".');
    if (/^https?:\/\//i.test(p)) {
      if (!p.startsWith(`${this.siteUrl}/`)) throw new DocsError(`"${input}" is not an address of this site (${this.siteUrl}).`);
      p = p.slice(this.siteUrl.length);
    }
    p = p.replace(/[?#].*$/, '');
    if (!p.startsWith('/')) p = `/${p}`;
    try {
      p = decodeURI(p);
    } catch {
      throw new DocsError(`"${input}" is not a valid address.`);
    }
    if (p.endsWith('/index.md')) p = p.slice(0, -'index.md'.length);
    else if (p.endsWith('.md')) p = p.slice(0, -'.md'.length);
    return p;
  }

  /** The Markdown twin of a page. */
  page(input: string): {route: string; url: string; markdown: string} {
    const route = this.route(input);
    for (const candidate of route.endsWith('/') ? [route] : [route, `${route}/`]) {
      const file = path.join(this.dir, twinPath(candidate));
      // Only files inside the site folder: a route with ".." is refused, not followed.
      if (!path.resolve(file).startsWith(path.resolve(this.dir) + path.sep) || /(^|\/)\.\.(\/|$)/.test(candidate)) break;
      if (existsSync(file) && statSync(file).isFile()) return {route: candidate, url: this.url(candidate), markdown: readFileSync(file, 'utf8')};
    }
    throw new DocsError(`No page at "${input}". Give the route of a page (such as "/api/v3/campaign/create" or "/guide/portal_callcenter_guide_vie/"); search_docs finds them, and ${this.url('/llms.txt')} lists them all.`);
  }

  private spec(name: string): OpenApiDoc {
    if (!this.specs.has(name)) this.specs.set(name, parse(readFileSync(path.join(this.dir, 'openapi', `${name}.yaml`), 'utf8')) as OpenApiDoc);
    return this.specs.get(name)!;
  }

  /**
   * One operation, named as "METHOD /path" ("POST /v3/campaign"), "WEBHOOK name" or by its
   * operationId, optionally limited to one document (v1, v3 or psr).
   */
  endpoint(name: string, only?: string): Endpoint {
    const wanted = name.trim();
    if (!wanted) throw new DocsError('The operation is empty: write "METHOD /path" (such as "POST /v3/campaign") or an operationId.');
    if (only !== undefined && !(SPECS as readonly string[]).includes(only)) throw new DocsError(`Unknown API "${only}": use one of ${SPECS.join(', ')}.`);
    const specs = only ? [only] : [...SPECS];
    const isRef = /^[A-Za-z]+\s+\S+$/.test(wanted);
    for (const spec of specs) {
      const doc = this.spec(spec);
      let found: {method: string; path: string; webhook: boolean; operation: Schema} | undefined;
      if (isRef) {
        let ref;
        try {
          ref = parseOperationRef(wanted);
        } catch (error) {
          throw new DocsError(error instanceof Error ? error.message : String(error));
        }
        const op = findOperation(doc, ref);
        if (op) found = {...ref, operation: op.operation};
      } else {
        const op = listOperations(doc).find((o) => o.operation.operationId === wanted);
        if (op) found = {...op.ref, operation: op.operation};
      }
      if (!found) continue;
      const o = found.operation;
      const route = typeof o['x-page'] === 'string' ? (o['x-page'] as string) : undefined;
      if (!route) throw new DocsError(`${found.method} ${found.path} has no page on the site (no x-page in openapi/${spec}.yaml).`);
      const twin = this.page(route);
      return {
        spec,
        method: found.method,
        path: found.path,
        ...(o.operationId ? {operationId: o.operationId as string} : {}),
        ...(o.summary ? {summary: o.summary as string} : {}),
        planned: isProposed(o),
        route: twin.route,
        url: twin.url,
        markdown: operationPart(twin.markdown, doc, route, o.summary as string | undefined),
      };
    }
    const known = SPECS.flatMap((s) => listOperations(this.spec(s)).map((o) => `${o.ref.method} ${o.ref.path}`));
    const close = known.filter((k) => k.split(' ')[1] === wanted.split(/\s+/)[1] || k.toLowerCase().includes(wanted.toLowerCase().split(/\s+/).pop() ?? '\0')).slice(0, 8);
    throw new DocsError(
      `No operation "${wanted}" in ${only ? `the ${only} document` : 'the v1, v3 or psr documents'}. ` +
        `Write "METHOD /path" as the reference does (such as "POST /v3/campaign") or an operationId.` +
        (close.length ? ` Close matches: ${close.join('; ')}.` : ''),
    );
  }

  /** Every operation of the documents, for a listing. */
  operations(): {spec: string; name: string; operationId?: string; planned: boolean}[] {
    return SPECS.flatMap((spec) =>
      listOperations(this.spec(spec)).map((o) => ({spec, name: `${o.ref.method} ${o.ref.path}`, operationId: o.operation.operationId, planned: isProposed(o.operation)})),
    );
  }
}

/**
 * The operation's part of its page's twin: the whole twin when the page has one operation; on a page
 * of several, from the operation's own `## <summary>` heading (the reference's heading for it) to
 * the next `## ` heading.
 */
export function operationPart(twin: string, doc: OpenApiDoc, route: string, summary: string | undefined): string {
  const onPage = listOperations(doc).filter((o) => o.operation['x-page'] === route);
  if (onPage.length <= 1 || !summary) return twin;
  const lines = twin.split('\n');
  const start = lines.findIndex((l) => l === `## ${summary}`);
  if (start < 0) return twin;
  // An anchor line written just above the heading belongs to it.
  const from = start > 0 && /^<a id="[^"]*"><\/a>$/.test(lines[start - 1]) ? start - 1 : start;
  let end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  if (end < 0) end = lines.length;
  if (end > 0 && /^<a id="[^"]*"><\/a>$/.test(lines[end - 1])) end -= 1;
  const title = lines.find((l) => l.startsWith('# ')) ?? '';
  return `${title}\n\n${lines.slice(from, end).join('\n').trim()}\n`;
}

