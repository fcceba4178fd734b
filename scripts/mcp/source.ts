/**
 * Where the docs server reads the site's files: a built site folder (`--site build`, offline), or the
 * published site over HTTP(S) (the default), kept in a cache so that a question costs a request only
 * when the cached copy is old.
 *
 * Both answer the same question, "the text of this file of the site, or nothing", by the file's URL
 * path as the site serves it (`/api/v3/campaign/create.md`, `/search/manifest.json`), so the tools
 * (./docs.ts) do not know which one they read.
 *
 * The cache of the HTTP source: in memory for the process, and on disk (one JSON file per file of the
 * site, under the OS cache folder) so that a restart of the server (each start of the assistant's
 * application) reuses it. A cached file is used as it is for `DEFAULT_TTL_MS` (an hour); after that it is
 * asked for again with its ETag and Last-Modified, so an unchanged file costs a 304 and no body. The search
 * index's files under `/search/<id>/` are named by the index's content hash and never change: once
 * cached, they are not asked for again. When the site cannot be reached, an old copy is used rather
 * than none.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {encodePath} from '../../src/config/urls';

/** A site that cannot be read, or is not a Pitel Docs site: the message says which and what to do. */
export class SiteError extends Error {}

/** The files of a Pitel Docs site, by URL path. */
export interface SiteFiles {
  /** The folder or the address the files come from, for messages. */
  readonly where: string;
  /**
   * The text of the file at `file` (a URL path, not encoded, starting with "/"), or undefined when
   * the site has no such file. Throws when the site cannot be read at all (an unreachable address).
   */
  read(file: string): Promise<string | undefined>;
}

/** A path that stays inside the site: starts with "/", no ".." segment, no backslash or NUL. */
function isSitePath(file: string): boolean {
  return file.startsWith('/') && !/(^|\/)\.\.(\/|$)/.test(file) && !/[\\\0]/.test(file);
}

/** The files of a built site folder. */
export class FolderFiles implements SiteFiles {
  readonly where: string;

  constructor(dir: string) {
    this.where = path.resolve(dir);
  }

  async read(file: string): Promise<string | undefined> {
    if (!isSitePath(file)) return undefined;
    const full = path.join(this.where, file);
    // Only files inside the folder: a path with ".." is refused above, and checked again here.
    if (!full.startsWith(this.where + path.sep)) return undefined;
    if (!existsSync(full) || !statSync(full).isFile()) return undefined;
    return readFile(full, 'utf8');
  }
}

/** One cached file of the HTTP source. */
interface Entry {
  text: string;
  /** When the site last confirmed this text (ms since the epoch). */
  checked: number;
  etag?: string;
  lastModified?: string;
}

export interface HttpOptions {
  /** The disk cache's folder (one per site address is made inside); undefined for memory only. */
  cacheDir?: string;
  /** The clock (tests). */
  now?: () => number;
}

/** How long a cached file is used as it is: an hour (the site changes a few times a week; a check costs a 304). */
export const DEFAULT_TTL_MS = 60 * 60 * 1000;

/** How long one request may take. */
const TIMEOUT_MS = 30_000;

/** Files named by the index's content hash: they never change, so a cached copy is always good. */
const IMMUTABLE = /^\/search\/[^/]+\/./;

/** The cache folder of this program: the OS's per-user cache folder, else its temporary folder. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.PITEL_DOCS_CACHE_DIR) return path.resolve(env.PITEL_DOCS_CACHE_DIR);
  const home = os.homedir();
  const base =
    platform === 'win32'
      ? env.LOCALAPPDATA
      : platform === 'darwin'
        ? home && path.join(home, 'Library', 'Caches')
        : env.XDG_CACHE_HOME || (home && path.join(home, '.cache'));
  return path.join(base || os.tmpdir(), 'pitel-docs-mcp');
}

/** The published site's files over HTTP(S), cached (see the header). */
/**
 * A GET, asked once more when the connection fails before any answer: a kept-alive connection that the
 * server closed just as the request went out is reset, and a GET is safe to repeat. Not after a timeout.
 */
async function fetchOnceMore(url: string, headers: Record<string, string>): Promise<Response> {
  const get = () => fetch(url, {headers, signal: AbortSignal.timeout(TIMEOUT_MS)});
  try {
    return await get();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw error;
    return get();
  }
}

export class HttpFiles implements SiteFiles {
  readonly where: string;
  private memory = new Map<string, Entry>();
  private pending = new Map<string, Promise<string | undefined>>();
  private dir?: string;
  private now: () => number;

  constructor(baseUrl: string, options: HttpOptions = {}) {
    // An http:// or https:// address: ./server.ts refuses any other, naming the option.
    this.where = new URL(baseUrl).href.replace(/\/+$/, '');
    this.now = options.now ?? Date.now;
    if (options.cacheDir) {
      // One folder per site address, so a test server and the real site never share entries.
      this.dir = path.join(options.cacheDir, createHash('sha256').update(this.where).digest('hex').slice(0, 16));
    }
  }

  read(file: string): Promise<string | undefined> {
    if (!isSitePath(file)) return Promise.resolve(undefined);
    // Parallel asks for one file (the search's shards) share a request.
    let answer = this.pending.get(file);
    if (!answer) {
      answer = this.load(file).finally(() => this.pending.delete(file));
      this.pending.set(file, answer);
    }
    return answer;
  }

  private diskFile(file: string): string | undefined {
    return this.dir && path.join(this.dir, `${createHash('sha256').update(file).digest('hex')}.json`);
  }

  private fromDisk(file: string): Entry | undefined {
    const at = this.diskFile(file);
    if (!at || !existsSync(at)) return undefined;
    try {
      const entry = JSON.parse(readFileSync(at, 'utf8')) as Entry & {file?: string};
      return entry.file === file && typeof entry.text === 'string' ? entry : undefined;
    } catch {
      return undefined; // A damaged entry is fetched again.
    }
  }

  private keep(file: string, entry: Entry): void {
    this.memory.set(file, entry);
    const at = this.diskFile(file);
    if (!at) return;
    try {
      mkdirSync(path.dirname(at), {recursive: true});
      writeFileSync(at, JSON.stringify({file, ...entry}));
    } catch {
      // A read-only or full disk: the memory cache still serves this process.
    }
  }

  private async load(file: string): Promise<string | undefined> {
    const cached = this.memory.get(file) ?? this.fromDisk(file);
    if (cached && (IMMUTABLE.test(file) || this.now() - cached.checked < DEFAULT_TTL_MS)) {
      this.memory.set(file, cached);
      return cached.text;
    }
    const url = `${this.where}${encodePath(file)}`;
    const headers: Record<string, string> = {'User-Agent': 'pitel-docs-mcp'};
    if (cached?.etag) headers['If-None-Match'] = cached.etag;
    if (cached?.lastModified) headers['If-Modified-Since'] = cached.lastModified;
    let response: Response;
    try {
      response = await fetchOnceMore(url, headers);
    } catch (error) {
      // Offline or the site is down: an old copy is better than no answer.
      if (cached) return cached.text;
      const why =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new SiteError(
        `${url} could not be read (${why}). Check the connection, or pass --site <folder> to read a built copy of the site.`,
      );
    }
    if (response.status === 304 && cached) {
      this.keep(file, {...cached, checked: this.now()});
      return cached.text;
    }
    if (response.status === 404 || response.status === 410) {
      this.memory.delete(file);
      return undefined;
    }
    if (!response.ok) {
      if (cached) return cached.text;
      throw new SiteError(`${url} answered HTTP ${response.status}.`);
    }
    // A host that answers every address with a page (a single-page-app fallback) has no such file.
    if (!/\.html?$/.test(file) && /^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return undefined;
    const text = await response.text();
    this.keep(file, {
      text,
      checked: this.now(),
      ...(response.headers.get('etag') ? {etag: response.headers.get('etag')!} : {}),
      ...(response.headers.get('last-modified') ? {lastModified: response.headers.get('last-modified')!} : {}),
    });
    return text;
  }
}
