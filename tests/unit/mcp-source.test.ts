/**
 * Where the docs MCP server reads the site (scripts/mcp/source.ts): a folder, and the site over HTTP
 * with its cache. The HTTP reader runs against a small server that answers with ETags and 304s and
 * records every request, on a clock the test moves, so each rule is seen by the requests it makes:
 * a fresh copy makes none, an old one is checked with its ETag, the index's hashed files are never
 * asked for again, a restart reads the disk cache, an unreachable site falls back on the cache.
 */
import {createServer, type IncomingMessage, type Server} from 'node:http';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {DEFAULT_TTL_MS, FolderFiles, HttpFiles, SiteError, defaultCacheDir} from '../../scripts/mcp/source';

const work = mkdtempSync(path.join(tmpdir(), 'mcp-source-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

describe('FolderFiles', () => {
  const dir = path.join(work, 'site');
  beforeAll(() => {
    mkdirSync(path.join(dir, 'bitrix_pitel_vie/category'), {recursive: true});
    writeFileSync(path.join(dir, 'bitrix_pitel_vie/category/cài-đặt.md'), '# Cài đặt\n');
    writeFileSync(path.join(work, 'secret.txt'), 'outside');
  });

  it('reads a file by its URL path, and nothing outside the folder', async () => {
    const files = new FolderFiles(dir);
    expect(await files.read('/bitrix_pitel_vie/category/cài-đặt.md')).toBe('# Cài đặt\n');
    expect(await files.read('/bitrix_pitel_vie/category/none.md')).toBeUndefined();
    expect(await files.read('/bitrix_pitel_vie/category')).toBeUndefined();
    expect(await files.read('/../secret.txt')).toBeUndefined();
    expect(await files.read('/bitrix_pitel_vie/../../secret.txt')).toBeUndefined();
    expect(await files.read('no-slash.md')).toBeUndefined();
  });
});

describe('HttpFiles', () => {
  /** The site: path → [text, etag, content type]. */
  const site = new Map<string, [string, string, string?]>();
  const requests: {path: string; ifNoneMatch?: string}[] = [];
  let server: Server;
  let base: string;
  let clock = 1_000_000;
  const now = () => clock;

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      const p = decodeURI(req.url ?? '/');
      requests.push({
        path: p,
        ...(req.headers['if-none-match'] ? {ifNoneMatch: String(req.headers['if-none-match'])} : {}),
      });
      const file = site.get(p);
      if (!file) {
        res.writeHead(404, {'Content-Type': 'text/html'}).end('<h1>Page Not Found</h1>');
        return;
      }
      const [text, etag, type] = file;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, {ETag: etag}).end();
        return;
      }
      res.writeHead(200, {ETag: etag, 'Content-Type': type ?? 'text/plain; charset=utf-8'}).end(text);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests.length = 0;
    site.clear();
    site.set('/llms.txt', ['# Pitel Docs\n', '"a"']);
    site.set('/search/manifest.json', ['{"id":"abc"}', '"m1"']);
    site.set('/search/abc/d/0.json', ['[]', '"d1"']);
    site.set('/bitrix_pitel_vie/category/cài-đặt.md', ['# Cài đặt\n', '"v"', 'text/markdown; charset=utf-8']);
    site.set('/spa.md', ['<!doctype html><title>app</title>', '"s"', 'text/html; charset=utf-8']);
  });

  const cacheDir = (name: string) => path.join(work, name);
  const paths = () => requests.map((r) => r.path);

  it('asks once while the copy is fresh, then checks it with its ETag; a changed file is read again', async () => {
    const files = new HttpFiles(base, {cacheDir: cacheDir('fresh'), now});
    expect(await files.read('/llms.txt')).toBe('# Pitel Docs\n');
    expect(await files.read('/llms.txt')).toBe('# Pitel Docs\n');
    clock += DEFAULT_TTL_MS - 1;
    expect(await files.read('/llms.txt')).toBe('# Pitel Docs\n');
    expect(requests).toEqual([{path: '/llms.txt'}]);

    clock += 1;
    expect(await files.read('/llms.txt')).toBe('# Pitel Docs\n');
    expect(requests).toEqual([{path: '/llms.txt'}, {path: '/llms.txt', ifNoneMatch: '"a"'}]);
    // The 304 made the copy fresh again.
    expect(await files.read('/llms.txt')).toBe('# Pitel Docs\n');
    expect(requests).toHaveLength(2);

    site.set('/llms.txt', ['# Pitel Docs, new\n', '"b"']);
    clock += DEFAULT_TTL_MS;
    expect(await files.read('/llms.txt')).toBe('# Pitel Docs, new\n');
    expect(requests).toHaveLength(3);
  });

  it("keeps the index's hashed files for good, and the manifest only for the TTL", async () => {
    const files = new HttpFiles(base, {cacheDir: cacheDir('index'), now});
    await files.read('/search/manifest.json');
    await files.read('/search/abc/d/0.json');
    clock += 10 * DEFAULT_TTL_MS;
    await files.read('/search/manifest.json');
    await files.read('/search/abc/d/0.json');
    expect(paths()).toEqual(['/search/manifest.json', '/search/abc/d/0.json', '/search/manifest.json']);
  });

  it('reads its disk cache after a restart, one folder per site address', async () => {
    await new HttpFiles(base, {cacheDir: cacheDir('disk'), now}).read('/bitrix_pitel_vie/category/cài-đặt.md');
    const again = new HttpFiles(base, {cacheDir: cacheDir('disk'), now});
    expect(await again.read('/bitrix_pitel_vie/category/cài-đặt.md')).toBe('# Cài đặt\n');
    expect(paths()).toEqual(['/bitrix_pitel_vie/category/cài-đặt.md']);
    // Another address of the same files has entries of its own.
    await new HttpFiles(base.replace('127.0.0.1', 'localhost'), {cacheDir: cacheDir('disk'), now}).read(
      '/bitrix_pitel_vie/category/cài-đặt.md',
    );
    expect(requests).toHaveLength(2);
  });

  it('shares one request between parallel reads of a file', async () => {
    const files = new HttpFiles(base, {now});
    const texts = await Promise.all([1, 2, 3].map(() => files.read('/llms.txt')));
    expect(texts).toEqual(['# Pitel Docs\n', '# Pitel Docs\n', '# Pitel Docs\n']);
    expect(requests).toHaveLength(1);
  });

  it('has no file where the site answers 404, or a web page for a Markdown file, and asks nothing for a path out of the site', async () => {
    const files = new HttpFiles(base, {now});
    expect(await files.read('/no/such.md')).toBeUndefined();
    expect(await files.read('/spa.md')).toBeUndefined();
    expect(await files.read('/../etc/passwd')).toBeUndefined();
    expect(await files.read('/a/../../etc/passwd')).toBeUndefined();
    expect(paths()).toEqual(['/no/such.md', '/spa.md']);
  });

  it('answers from an old copy when the site fails or cannot be reached, and says why when it has none', async () => {
    // A site of its own, to fail and then to stop.
    let failing = false;
    const own = createServer((_req, res) =>
      failing ? res.writeHead(503).end() : res.writeHead(200, {ETag: '"o"'}).end('old copy'),
    );
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
    const dir = cacheDir('offline');
    expect(await new HttpFiles(address, {cacheDir: dir, now}).read('/llms.txt')).toBe('old copy');

    failing = true;
    clock += 2 * DEFAULT_TTL_MS;
    expect(await new HttpFiles(address, {cacheDir: dir, now}).read('/llms.txt')).toBe('old copy');
    await expect(new HttpFiles(address, {cacheDir: dir, now}).read('/other.txt')).rejects.toThrow(
      `${address}/other.txt answered HTTP 503.`,
    );

    own.closeAllConnections();
    await new Promise((resolve) => own.close(resolve));
    const offline = new HttpFiles(address, {cacheDir: dir, now});
    expect(await offline.read('/llms.txt')).toBe('old copy');
    const error = await offline.read('/other.txt').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteError);
    expect((error as Error).message).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/other\.txt could not be read \(.+\)\. Check the connection, or pass --site <folder> to read a built copy of the site\.$/,
    );
  });

  it('asks once more when the connection is reset before an answer, and only once', async () => {
    let resets = 1;
    let asked = 0;
    const flaky = createServer((req, res) => {
      asked += 1;
      if (resets-- > 0) req.socket.destroy();
      else res.writeHead(200).end('second answer');
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
    expect(await new HttpFiles(address).read('/llms.txt')).toBe('second answer');
    expect(asked).toBe(2);
    [resets, asked] = [2, 0];
    await expect(new HttpFiles(address).read('/llms.txt')).rejects.toThrow(SiteError);
    expect(asked).toBe(2);
    flaky.closeAllConnections();
    await new Promise((resolve) => flaky.close(resolve));
  });
});

describe('defaultCacheDir', () => {
  it("is PITEL_DOCS_CACHE_DIR, else the platform's cache folder", () => {
    expect(defaultCacheDir({PITEL_DOCS_CACHE_DIR: '/x/cache'}, 'linux')).toBe(path.resolve('/x/cache'));
    expect(defaultCacheDir({XDG_CACHE_HOME: '/home/lan/.xdg'}, 'linux')).toBe('/home/lan/.xdg/pitel-docs-mcp');
    expect(defaultCacheDir({LOCALAPPDATA: 'C:/Users/lan/AppData/Local'}, 'win32')).toBe(
      path.join('C:/Users/lan/AppData/Local', 'pitel-docs-mcp'),
    );
    expect(defaultCacheDir({}, 'darwin')).toMatch(/Library\/Caches\/pitel-docs-mcp$/);
  });
});
