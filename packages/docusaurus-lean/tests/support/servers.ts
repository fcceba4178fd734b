/**
 * What ../e2e/global-setup.ts starts for the browser tests: a static server for each build of the
 * fixture, serving it as a host does (the file, else `<path>/index.html`, else `<path>.html`, else
 * `404.html` with status 404), and one Chromium (Debian's headless shell unless `TEST_CHROMIUM_PATH`
 * names another) that the test files connect to (./browser.ts).
 */
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {chromium, type BrowserServer} from 'playwright-core';

const CHROMIUM = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

export function launchBrowserServer(): Promise<BrowserServer> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it or set TEST_CHROMIUM_PATH`);
  return chromium.launchServer({executablePath: CHROMIUM, args: ARGS, headless: true});
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
};

/** The file of the build a URL path names, or undefined (outside the build too). */
export function fileOf(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const full = path.join(root, path.normalize(decoded));
  if (full !== root && !full.startsWith(root + path.sep)) return undefined;
  return [full, path.join(full, 'index.html'), `${full}.html`].find((f) => existsSync(f) && statSync(f).isFile());
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export function startStaticServer(root: string): Promise<RunningServer> {
  const server = createServer((req, res) => {
    const found = fileOf(root, (req.url ?? '/').split('?')[0]!);
    const file = found ?? path.join(root, '404.html');
    res.writeHead(found ? 200 : 404, {'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream'});
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo;
      resolve({url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r()))});
    });
  });
}
