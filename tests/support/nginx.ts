/**
 * Runs Debian's nginx with the production config (deploy/nginx.conf) over a built site, on a
 * loopback port, with everything it writes (pid, logs, temp files) in a temporary folder; and checks
 * which answers carry the CORS header (`corsProblems`).
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {freePort, get} from './http';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';

const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** njs (Debian's libnginx-mod-http-js): deploy/nginx.conf negotiates Markdown with it. */
const NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';
const DEPLOY = path.resolve(__dirname, '../../deploy');
/** The site root the deploy config names; the test serves the build folder there instead. */
const DEPLOY_ROOT = '/srv/pitel-docs';

export interface RunningNginx {
  url: string;
  port: number;
  /** Whether the brotli_static module is loaded (and deploy/brotli.conf included). */
  brotli: boolean;
  errorLog(): string;
  stop(): Promise<void>;
}

function substitute(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf: expected ${what}`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf with the site root and the listen lines replaced for a local run: the site's server
 * block answers plain HTTP on a loopback port, without its TLS lines, and the block that redirects port 80
 * to HTTPS is left out.
 */
export function localSiteConfig(conf: string, root: string, port: number): string {
  if (/[\s;"'${}]/.test(root))
    throw new Error(`nginx test: the build path must not contain spaces, quotes, ";", "$" or braces: ${root}`);
  let out = substitute(conf, /\/srv\/pitel-docs(?=[/;])/g, root, `the site root ${DEPLOY_ROOT}`);
  out = substitute(
    out,
    /^server \{\n(?:(?!\}).*\n)*?\s*return 301 https:\/\/\$host\$request_uri;\n\}\n/m,
    '',
    'a server block that redirects to HTTPS',
  );
  out = substitute(out, /^(\s*)listen\s+443 ssl;$/m, `$1listen 127.0.0.1:${port};`, 'a "listen 443 ssl;" line');
  out = substitute(out, /^\s*listen\s+\[::\]:443 ssl;\n/m, '', 'a "listen [::]:443 ssl;" line');
  out = substitute(out, /^\s*ssl_\w+\s.*;\n/gm, '', 'the ssl_ lines');
  return out;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The text of deploy/nginx.conf, the site config the tests run (a broken fixture may change it). */
export function deployConfig(): string {
  return readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8');
}

/** Runs nginx over `buildDir` with deploy/nginx.conf, or with `siteConfig` (a broken variant of it) when given. */
export async function startNginx(buildDir: string, siteConfig: string = deployConfig()): Promise<RunningNginx> {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(
      `nginx not found at ${NGINX_PATH}: install it with "apt-get install -y nginx libnginx-mod-http-brotli-static" (scripts/install-test-deps.sh does), or set NGINX_PATH`,
    );
  }
  const root = path.resolve(buildDir);
  const tmp = mkdtempSync(path.join(tmpdir(), 'pitel-nginx-'));
  const port = await freePort();
  const brotli = existsSync(BROTLI_MODULE);
  if (!existsSync(NJS_MODULE))
    throw new Error(
      `njs not found at ${NJS_MODULE}: install it with "apt-get install -y libnginx-mod-http-js" (scripts/install-test-deps.sh does)`,
    );
  const t = (name: string) => path.join(tmp, name);
  writeFileSync(t('site.conf'), localSiteConfig(siteConfig, root, port));
  writeFileSync(
    t('nginx.conf'),
    [
      `load_module ${NJS_MODULE};`,
      brotli ? `load_module ${BROTLI_MODULE};` : '',
      // As root, the workers need a user that exists on Debian (nginx defaults to nobody:nobody).
      process.getuid?.() === 0 ? 'user www-data;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${t('nginx.pid')};`,
      `error_log ${t('error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${t('access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${t(k)};`),
      brotli ? `  include ${path.join(DEPLOY, 'brotli.conf')};` : '',
      `  include ${t('site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', tmp, '-e', t('error.log'), '-c', t('nginx.conf')];
  const check = spawnSync(NGINX_PATH, ['-t', ...args], {encoding: 'utf8'});
  if (check.status !== 0)
    throw new Error(
      `nginx rejects the config:\n${check.stderr}${existsSync(t('error.log')) ? readFileSync(t('error.log'), 'utf8') : ''}`,
    );

  const child: ChildProcess = spawn(NGINX_PATH, args, {stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => (existsSync(t('error.log')) ? readFileSync(t('error.log'), 'utf8') : '');
  // Wait until nginx accepts connections, or fail with its own words if it exits.
  for (let attempt = 0; !(await accepts(port)); attempt++) {
    if (child.exitCode !== null || attempt > 200) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not start:\n${stderr}${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    brotli,
    errorLog,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(tmp, {recursive: true, force: true});
    },
  };
}

/** The paths a CORS check asks for. */
export interface CorsPaths {
  /**
   * Machine-readable files (OpenAPI documents and collections, twins, llms*.txt, sitemap): `*` on each;
   * `precompressed` when the build has its .gz and .br copies, which are then asked for too.
   */
  readable: {path: string; precompressed: boolean}[];
  /** Pages: no CORS header. */
  pages: string[];
  /** Paths that answer the not-found page: no CORS header. */
  missing: string[];
}

/**
 * What is wrong with the CORS header of a running site: each machine-readable file must answer
 * `Access-Control-Allow-Origin: *` plain, as its precompressed gzip copy and, with the module, its
 * brotli copy, and on the 304 of a revalidation with its ETag, with the security headers still there
 * (an add_header in a location would drop them); no page and no not-found answer may carry the
 * header. Empty when all is right.
 */
export async function corsProblems(site: RunningNginx, paths: CorsPaths): Promise<string[]> {
  const problems: string[] = [];
  for (const {path: p, precompressed} of paths.readable) {
    const encodings = precompressed ? ['', 'gzip', ...(site.brotli ? ['br'] : [])] : [''];
    for (const encoding of encodings) {
      const res = await get(site.url, p, encoding ? {'Accept-Encoding': encoding} : {});
      const label = `${p}${encoding ? ` (Accept-Encoding: ${encoding})` : ''}`;
      if (res.status !== 200) problems.push(`${label}: HTTP ${res.status}`);
      else if (encoding && res.headers['content-encoding'] !== encoding)
        problems.push(`${label}: not sent as ${encoding} (${res.headers['content-encoding'] ?? 'identity'})`);
      if (res.headers['access-control-allow-origin'] !== '*')
        problems.push(
          `${label}: Access-Control-Allow-Origin is ${res.headers['access-control-allow-origin'] ?? 'missing'}, not *`,
        );
      if (res.headers['x-content-type-options'] !== 'nosniff' || !res.headers['content-security-policy'])
        problems.push(`${label}: the security headers are missing`);
      if (!encoding) {
        const again = await get(site.url, p, {'If-None-Match': res.headers.etag ?? '(no ETag)'});
        if (again.status !== 304) problems.push(`${p}: not revalidated with its ETag (HTTP ${again.status})`);
        else if (again.headers['access-control-allow-origin'] !== '*')
          problems.push(`${p} (304): Access-Control-Allow-Origin is missing`);
      }
    }
  }
  for (const [list, status] of [
    [paths.pages, 200],
    [paths.missing, 404],
  ] as const) {
    for (const p of list) {
      const res = await get(site.url, p, {'Accept-Encoding': 'gzip'});
      if (res.status !== status) problems.push(`${p}: HTTP ${res.status}, expected ${status}`);
      if (res.headers['access-control-allow-origin'] !== undefined)
        problems.push(
          `${p}: ${status === 200 ? 'a page' : 'the not-found page'} carries Access-Control-Allow-Origin: ${res.headers['access-control-allow-origin']}`,
        );
    }
  }
  return problems;
}
