/**
 * What Cloudflare Pages and Netlify would send for a path of the build, from its `_headers`
 * (src/plugins/build/static-hosts) read and applied as both hosts do and, on Cloudflare, the Worker
 * (deploy/cloudflare/worker.ts), compared with what nginx sends (deploy/nginx.conf), header by header:
 * tests/e2e/nginx.test.ts.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import worker from '../../deploy/cloudflare/worker';
import type {HeaderRule} from '../../src/plugins/build/static-hosts/files';

/** The headers compared; Content-Type only where `_headers` sets it (else the host's own type table decides). */
const COMPARED = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cache-control',
  'access-control-allow-origin',
  'content-type',
  'link',
  'vary',
] as const;

/** The Cache-Control both hosts send when none is set: revalidate on each use, nginx's `no-cache`. */
const HOST_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

type HeaderValues = Record<string, string | undefined>;

/** The headers `_headers` gives a path, as both hosts apply it: every matching rule, in order. */
function headersFor(rules: readonly HeaderRule[], urlPath: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of rules) {
    const matches = rule.path.endsWith('*') ? urlPath.startsWith(rule.path.slice(0, -1)) : urlPath === rule.path;
    if (!matches) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      out.set(key, out.has(key) ? `${out.get(key)}, ${value}` : value);
    }
  }
  return out;
}

/** Parses `_headers` text back into rules (comments and blank lines skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (/^\s/.test(line)) {
      const at = line.indexOf(':');
      if (!rules.length || at < 0) throw new Error(`_headers: a header line outside a rule: ${line}`);
      rules[rules.length - 1].headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    } else rules.push({path: line.trim(), headers: []});
  }
  return rules;
}

/** Netlify (and Cloudflare Pages without its Worker): the rules of `_headers` and the host's default caching. */
export function staticHostHeaders(rules: readonly HeaderRule[], urlPath: string): HeaderValues {
  const out: HeaderValues = Object.fromEntries(headersFor(rules, decodeURI(urlPath)));
  out['cache-control'] ??= HOST_DEFAULT_CACHE_CONTROL;
  return out;
}

/** The build's file for a URL path, as a static host finds it (`/a/b` → `a/b/index.html`). */
function fileOf(buildDir: string, urlPath: string): string | undefined {
  const base = path.join(buildDir, decodeURI(urlPath));
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** Cloudflare Pages with the Worker: the Worker over assets that answer with the build's files and `_headers`. */
export async function cloudflareHeaders(
  buildDir: string,
  rules: readonly HeaderRule[],
  urlPath: string,
  requestHeaders: Record<string, string> = {},
): Promise<HeaderValues> {
  const assets = {
    async fetch(request: Request) {
      const {pathname} = new URL(request.url);
      const file = fileOf(buildDir, pathname);
      if (!file) return new Response('not found', {status: 404});
      const headers = new Headers(Object.entries(staticHostHeaders(rules, pathname)) as [string, string][]);
      return new Response(request.method === 'HEAD' ? null : readFileSync(file), {headers});
    },
  };
  const response = await worker.fetch(
    new Request(`https://docs.pitel.example.com${urlPath}`, {headers: requestHeaders}),
    {ASSETS: assets},
  );
  return Object.fromEntries(response.headers);
}

/** nginx's `no-cache` and the hosts' default say the same: revalidate on each use. */
function normalized(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (name === 'cache-control' && (value === 'no-cache' || value === HOST_DEFAULT_CACHE_CONTROL)) return 'revalidate';
  // nginx also varies on Accept-Encoding (its compression); the hosts compress on their own.
  if (name === 'vary') return value.split(/\s*,\s*/).some((v) => v.toLowerCase() === 'accept') ? 'Accept' : undefined;
  return value;
}

/** The compared headers a host sends otherwise than nginx, as `path: name: host's value ≠ nginx's`. */
export function drift(label: string, host: HeaderValues, nginx: HeaderValues): string[] {
  const out: string[] = [];
  for (const name of COMPARED) {
    if (name === 'content-type' && host[name] === undefined) continue;
    const [h, n] = [normalized(name, host[name]), normalized(name, nginx[name])];
    if (h !== n) out.push(`${label}: ${name}: ${h ?? '(none)'} ≠ ${n ?? '(none)'}`);
  }
  return out;
}
