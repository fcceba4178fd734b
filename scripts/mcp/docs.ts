/**
 * What the docs server answers, read from the site's own files through ./source.ts (the published
 * site over HTTPS, cached, or a built site folder: `npm run build` → `build/`, or a downloaded copy of
 * it) and nothing else, so its answers are the site's:
 *
 * - search: the site's own engine (src/plugins/features/search/core) over the index under `search/`, the
 *   files the browser fetches: the same accent folding, typo correction and ranking as the site;
 * - pages: the Markdown twins (src/plugins/build/markdown-twins), the files "View as Markdown" opens;
 * - operations: found in the published OpenAPI documents (`openapi/<spec>.yaml`), which name each
 *   operation's page (`x-page`); the answer is that page's twin, or on a page of several operations
 *   the operation's own part of it, as the reference renders it from the same document (parameters,
 *   bodies, responses, errors, samples, planned marks).
 *
 * Bad input throws a DocsError with a message meant for the person or program that asked; a site
 * that cannot be read throws a SiteError saying why.
 */
import {parse} from 'yaml';
import {twinPath} from '../../src/config/markdown-twins';
import {SearchEngine, filesSource, type Segment} from '../../src/plugins/features/search/core/engine';
import type {Lang} from '../../src/plugins/features/search/core/tokenize';
import {
  findOperation,
  isProposed,
  listOperations,
  parseOperationRef,
  type OpenApiDoc,
  type OperationObject,
} from '../../src/openapi';
import {SiteError, type SiteFiles} from './source';

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
  planned: boolean;
  url: string;
  /** The operation's Markdown: its page's twin, or its part of a page of several operations. */
  markdown: string;
  /** An operationId asked for without `api` that other documents have too: theirs, as "METHOD /path (API v1)". */
  alsoIn?: string[];
}

const plain = (segments: readonly Segment[]) => segments.map((s) => s.text).join('');
const marked = (segments: readonly Segment[]) => segments.map((s) => (s.mark ? `**${s.text}**` : s.text)).join('');

/** The files every tool needs, checked when the server starts on a folder. */
const REQUIRED = ['/search/manifest.json', '/llms.txt', '/robots.txt', ...SPECS.map((s) => `/openapi/${s}.yaml`)];

export class SiteDocs {
  private engine: SearchEngine;
  private specs = new Map<string, Promise<OpenApiDoc>>();
  private address?: Promise<string>;

  constructor(private files: SiteFiles) {
    // The index's files, under `search/`.
    const json = async <T>(file: string) => JSON.parse(await this.need(`/search/${file}`)) as T;
    this.engine = new SearchEngine(filesSource(json));
  }

  /** Fails, naming the missing files, unless the files are those of a built Pitel Docs site. */
  async check(): Promise<void> {
    const missing: string[] = [];
    for (const file of REQUIRED) if ((await this.files.read(file)) === undefined) missing.push(file.slice(1));
    if (missing.length) {
      throw new SiteError(
        `${this.files.where} is not a built Pitel Docs site (missing ${missing.join(', ')}): run "npm run build" or pass --site <folder>`,
      );
    }
    await this.siteUrl();
  }

  /** A file every answer of its kind needs: its absence means this is not (all of) a Pitel Docs site. */
  private async need(file: string): Promise<string> {
    const text = await this.files.read(file);
    if (text === undefined)
      throw new SiteError(`${this.files.where} is not a Pitel Docs site, or not all of one: it has no ${file}.`);
    return text;
  }

  /**
   * The site's address, as its robots.txt names the sitemap (src/plugins/build/robots): the answers' URLs
   * are the published site's, whichever copy the files come from.
   */
  siteUrl(): Promise<string> {
    this.address ??= this.need('/robots.txt').then((robots) => {
      const sitemap = /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(robots)?.[1];
      if (!sitemap)
        throw new SiteError(`${this.files.where}/robots.txt names no sitemap, so the site's address is unknown`);
      return sitemap;
    });
    // A failure (the site unreachable) is not kept: the next question tries again.
    this.address.catch(() => (this.address = undefined));
    return this.address;
  }

  async url(route: string): Promise<string> {
    return `${await this.siteUrl()}${encodeURI(route)}`;
  }

  /** The site's search: the best pages for a query, in either language. */
  async search(
    query: string,
    limit = 5,
    lang?: Lang,
  ): Promise<{hits: SearchHit[]; searched: string; corrections: {from: string; to: string}[]}> {
    if (!query.trim())
      throw new DocsError('The query is empty: give a few words to search for, in English or Vietnamese.');
    const result = await this.engine.search(query, limit, lang);
    const hits: SearchHit[] = [];
    for (const hit of result.hits) {
      const route = decodeURI(hit.url.replace(/#.*$/, ''));
      hits.push({
        title: plain(hit.title),
        section: hit.label,
        lang: hit.lang,
        url: `${await this.siteUrl()}${hit.url}`,
        route,
        ...(hit.heading ? {heading: plain(hit.heading)} : {}),
        snippet: marked(await this.engine.snippet(hit)),
      });
    }
    return {hits, searched: result.searched, corrections: result.corrections};
  }

  /**
   * The route of a page given as a route, a URL of the site (or of the address the files come from),
   * or its twin's path or URL.
   */
  async route(input: string): Promise<string> {
    let p = input.trim();
    if (!p) throw new DocsError('The route is empty: give a page of the site such as "/api/v3/campaign/create".');
    if (/^https?:\/\//i.test(p)) {
      const site = await this.siteUrl();
      const own = [site, ...(/^https?:\/\//.test(this.files.where) ? [this.files.where] : [])].find((a) =>
        p.startsWith(`${a}/`),
      );
      if (!own) throw new DocsError(`"${input}" is not an address of this site (${site}).`);
      p = p.slice(own.length);
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
  async page(input: string): Promise<{url: string; markdown: string}> {
    const route = await this.route(input);
    // A route with ".." names no file: the sources (./source.ts) refuse every path out of the site.
    for (const candidate of route.endsWith('/') ? [route] : [route, `${route}/`]) {
      const markdown = await this.files.read(twinPath(candidate));
      if (markdown !== undefined) return {url: await this.url(candidate), markdown};
    }
    throw new DocsError(
      `No page at "${input}". Give the route of a page (such as "/api/v3/campaign/create" or "/guide/portal_callcenter_guide_vie/"); search_docs finds them, and ${await this.url('/llms.txt')} lists them all.`,
    );
  }

  /** A published OpenAPI document, parsed once (a failed read is tried again next time). */
  spec(name: string): Promise<OpenApiDoc> {
    let doc = this.specs.get(name);
    if (!doc) {
      doc = this.need(`/openapi/${name}.yaml`).then((text) => parse(text) as OpenApiDoc);
      doc.catch(() => this.specs.delete(name));
      this.specs.set(name, doc);
    }
    return doc;
  }

  /**
   * One operation, named as "METHOD /path" ("POST /v3/campaign"), "WEBHOOK name" or by its
   * operationId, optionally limited to one document (v1, v3 or psr).
   */
  async endpoint(name: string, only?: string): Promise<Endpoint> {
    const wanted = name.trim();
    if (!wanted)
      throw new DocsError(
        'The operation is empty: write "METHOD /path" (such as "POST /v3/campaign") or an operationId.',
      );
    if (only !== undefined && !(SPECS as readonly string[]).includes(only))
      throw new DocsError(`Unknown API "${only}": use one of ${SPECS.join(', ')}.`);
    const specs = only ? [only] : [...SPECS];
    const isRef = /^[A-Za-z]+\s+\S+$/.test(wanted);
    for (const spec of specs) {
      const doc = await this.spec(spec);
      let found: {method: string; path: string; webhook: boolean; operation: OperationObject} | undefined;
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
      // The same operationId in another document (`listCdrs` is in v1 and v3): named, so that the reader
      // of one API is not given the other's operation without a word.
      const alsoIn: string[] = [];
      if (!isRef && !only) {
        for (const other of specs.filter((s) => s !== spec)) {
          const op = listOperations(await this.spec(other)).find((x) => x.operation.operationId === wanted);
          if (op) alsoIn.push(`${op.ref.method} ${op.ref.path} (API ${other})`);
        }
      }
      const o = found.operation;
      const route = typeof o['x-page'] === 'string' ? o['x-page'] : undefined;
      if (!route)
        throw new DocsError(
          `${found.method} ${found.path} has no page on the site (no x-page in openapi/${spec}.yaml).`,
        );
      const twin = await this.page(route);
      return {
        spec,
        method: found.method,
        path: found.path,
        ...(o.operationId ? {operationId: o.operationId as string} : {}),
        planned: isProposed(o),
        url: twin.url,
        markdown: operationPart(twin.markdown, doc, route, o.summary as string | undefined),
        ...(alsoIn.length ? {alsoIn} : {}),
      };
    }
    const known = (await Promise.all(SPECS.map((s) => this.spec(s)))).flatMap((doc) =>
      listOperations(doc).map((o) => `${o.ref.method} ${o.ref.path}`),
    );
    const close = known
      .filter(
        (k) =>
          k.split(' ')[1] === wanted.split(/\s+/)[1] ||
          k.toLowerCase().includes(wanted.toLowerCase().split(/\s+/).pop() ?? '\0'),
      )
      .slice(0, 8);
    throw new DocsError(
      `No operation "${wanted}" in ${only ? `the ${only} document` : 'the v1, v3 or psr documents'}. ` +
        `Write "METHOD /path" as the reference does (such as "POST /v3/campaign") or an operationId.` +
        (close.length ? ` Close matches: ${close.join('; ')}.` : ''),
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
