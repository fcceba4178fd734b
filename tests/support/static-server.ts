/**
 * A small static server for the built site, with the path rules the production nginx config
 * follows: exact file, then `<path>/index.html`, then `<path>.html`; a trailing `.html` or
 * `/index.html` that is not a file is stripped, and so is a trailing `.md` or `/index.md` (the
 * Markdown twins); unknown paths get `404.html` with status 404;
 * malformed or escaping paths get 400. Like nginx (its default `if_modified_since exact`), it sends
 * `Last-Modified` and answers an `If-Modified-Since` of that very time with 304 (the MCP README's start
 * line relies on it). Used by the browser tests and the benchmarks.
 */
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {createGzip} from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.woff2': 'font/woff2',
};

const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

/** Maps a URL path to a file of the build, or undefined. Throws on malformed input. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const decoded = decodeURIComponent(urlPath);
  if (decoded.includes('\0')) throw new Error('null byte');
  const full = path.join(root, path.normalize(decoded));
  if (full !== root && !full.startsWith(root + path.sep)) throw new Error('outside the root');
  const candidates = [full, path.join(full, 'index.html'), `${full}.html`];
  const stripped = decoded.replace(/(\/index)?\.html$/, '');
  if (stripped !== decoded) {
    const base = path.join(root, path.normalize(stripped));
    candidates.push(path.join(base, 'index.html'), `${base}.html`);
  }
  // A page's Markdown twin answers at /a/b.md and /a/b/index.md, whichever is the file.
  const twin = decoded.replace(/(\/index)?\.md$/, '');
  if (twin !== decoded) {
    const base = path.join(root, path.normalize(twin));
    candidates.push(path.join(base, 'index.md'), `${base}.md`);
  }
  return candidates.find(isFile);
}

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export function startStaticServer(root: string, opts: {gzip?: boolean} = {}): Promise<RunningServer> {
  const absRoot = path.resolve(root);
  const server = createServer((req, res) => {
    const rawPath = (req.url ?? '/').split('?')[0];
    let file: string | undefined;
    let status = 200;
    try {
      file = resolveFile(absRoot, rawPath);
    } catch {
      res.writeHead(400, {'Content-Type': 'text/plain'});
      res.end('Bad request');
      return;
    }
    if (!file) {
      status = 404;
      file = path.join(absRoot, '404.html');
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const modified = new Date(Math.floor(statSync(file).mtimeMs / 1000) * 1000);
    const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
    if (status === 200 && since === modified.getTime()) {
      res.writeHead(304, {'Last-Modified': modified.toUTCString()});
      return res.end();
    }
    const headers: Record<string, string> = {'Content-Type': type, 'Last-Modified': modified.toUTCString()};
    headers['Cache-Control'] = /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
    const gzip =
      opts.gzip &&
      /gzip/.test(String(req.headers['accept-encoding'] ?? '')) &&
      /text|javascript|json|svg|xml|yaml|csv/.test(type);
    if (gzip) headers['Content-Encoding'] = 'gzip';
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return res.end();
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip({level: 6})) : stream).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        server,
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}
