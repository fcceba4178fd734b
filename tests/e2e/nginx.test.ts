/**
 * The production config, deploy/nginx.conf, run by Debian's nginx over the build: routes, path
 * rules, caching, precompressed files, security headers, CORS of the machine-readable files and
 * hostile requests, then the site in Chromium under the served Content-Security-Policy.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {checkInlineScripts, directive} from '../support/csp';
import {get, rawGet, type RawResponse} from '../support/http';
import {corsProblems, deployConfig, startNginx, type CorsPaths, type RunningNginx} from '../support/nginx';
import {openPage, waitForHydration} from '../support/page';
import {checkPrecompressed} from '../support/precompressed';
import {changelogRoutes, loadSiteRoutes, loadSpecRoutes} from '../support/routes';
import {changelogList, feedPath, feedTypes} from '../../src/config/changelog';
import {sectionHome, sections} from '../../src/config/sections';
import {LLMS_FULL_TXT, LLMS_TXT, twinPath} from '../../src/config/markdown-twins';
import {MCP_BUNDLE} from '../../src/plugins/build/mcp-bundle';
import {pageLink} from '../../deploy/cloudflare/worker';
import {API_CATALOG, API_CATALOG_TYPE, documentedApis} from '../../src/plugins/build/static-hosts/files';
import {llmsPartPath, llmsParts} from '../../src/config/markdown-twins';
import {acceptCases, tableFailures} from '../support/accept-cases';
import {cloudflareHeaders, drift, parseHeadersFile, staticHostHeaders} from '../support/static-headers';
import {DEFAULT_SITE_URL as SITE} from '../../src/config/site-url';

const buildDir = inject('buildDir');
const specRoutes = loadSpecRoutes().routes;
/** The specification's routes and the site's extra pages (see loadSiteRoutes). */
const routes = loadSiteRoutes();
const NOT_FOUND = /<h1[^>]*>Page Not Found</;
const MARKDOWN = 'text/markdown; charset=utf-8';
let nginx: RunningNginx;

beforeAll(async () => {
  nginx = await startNginx(buildDir);
});
afterAll(async () => {
  await nginx?.stop();
});

const fetchPath = (p: string, headers: Record<string, string> = {}) => get(nginx.url, p, headers);
/** The Link header of a page: its own twin (percent-encoded) and llms.txt (deploy/cloudflare/worker.ts sends the same). */
const linkOf = (route: string) => pageLink(encodeURI(twinPath(route)));
/** Whether the build has the page's twin (the changelog's pages have none). */
const hasTwin = (route: string) => existsSync(path.join(buildDir, twinPath(route).slice(1)));
/** Whether the answer's Vary names the header (nginx may send several Vary lines; node joins them). */
const varies = (res: RawResponse, header: string) =>
  (res.headers.vary ?? '').split(/\s*,\s*/).some((h) => h.toLowerCase() === header.toLowerCase());
const asset = (dir: string, pattern: RegExp) =>
  `/assets/${dir}/${readdirSync(path.join(buildDir, 'assets', dir)).find((f) => pattern.test(f))}`;

function expectNotFoundPage(res: RawResponse, label: string) {
  expect(res.status, label).toBe(404);
  expect(res.headers['content-type'], label).toMatch(/^text\/html/);
  expect(res.body.toString(), label).toMatch(NOT_FOUND);
}

describe('nginx: paths', () => {
  it('answers 200 with the page for every route of the specification, every extra page and every page of the changelog', async () => {
    expect(specRoutes.length).toBe(164);
    expect(routes.length).toBeGreaterThan(specRoutes.length);
    const failures: string[] = [];
    for (const route of [...routes, ...changelogRoutes()]) {
      const res = await fetchPath(encodeURI(route.path));
      if (res.status !== 200) failures.push(`${route.path}: HTTP ${res.status}`);
      else if (!/^text\/html/.test(res.headers['content-type']))
        failures.push(`${route.path}: ${res.headers['content-type']}`);
      else if (NOT_FOUND.test(res.body.toString())) failures.push(`${route.path}: not-found page`);
      // Pages are for this site only: no CORS header (see "nginx: CORS" below).
      else if (res.headers['access-control-allow-origin'] !== undefined)
        failures.push(`${route.path}: Access-Control-Allow-Origin ${res.headers['access-control-allow-origin']}`);
      // Every page names its twin and llms.txt, and says its answer depends on Accept (see "Markdown by content negotiation").
      else if (res.headers.link !== (hasTwin(route.path) ? linkOf(route.path) : pageLink(null)))
        failures.push(`${route.path}: Link ${res.headers.link}`);
      else if (!varies(res, 'Accept')) failures.push(`${route.path}: Vary ${res.headers.vary}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers unknown paths, folders without a page and dotfiles with the not-found page and 404', async () => {
    for (const p of [
      '/api/v3/campaign/does-not-exist',
      '/nope.html',
      '/api/',
      '/assets/',
      '/assets/js/missing.0123abcd.js',
      '/.nginx/csp.conf',
    ]) {
      const res = await fetchPath(p);
      expectNotFoundPage(res, p);
      // A CDN must not keep a missing asset for a year.
      expect(res.headers['cache-control'], p).toBe('no-cache');
    }
  });

  it("answers an unknown address under each section with the not-found page of the section's language, and 404", async () => {
    // Nested (a/b), with a slash (a/), and plain, for each section.
    const unknown = ['khong-co/trang', 'khong-co/', 'khong-co'];
    for (const [i, section] of sections.entries()) {
      const p = `${sectionHome(section)}${unknown[i % unknown.length]}`;
      const res = await fetchPath(p);
      if (section.lang === 'en') {
        expectNotFoundPage(res, p);
        continue;
      }
      expect(res.status, p).toBe(404);
      expect(res.headers['content-type'], p).toMatch(/^text\/html/);
      const html = res.body.toString();
      expect(html, p).toMatch(/<html[^>]* lang="?vi"?[\s>]/);
      expect(html, p).toMatch(/<h1[^>]*>Không tìm thấy trang</);
      expect(html, p).toMatch(/<form (?=[^>]*role="?search"?[\s>])(?=[^>]*action="?\/tim-kiem"?[\s>])/);
      expect(html, p).toMatch(/href="?\/guide\/portal_callcenter_guide_vie\/"?[\s>]/);
      expect(html, p).not.toMatch(NOT_FOUND);
    }
  });

  it('answers hostile paths with 4xx, never 5xx nor a file outside the build', async () => {
    const cases: [string, string | Buffer][] = [
      ['traversal', '/../../etc/passwd'],
      ['traversal below a folder', '/assets/../../../../etc/passwd'],
      ['encoded traversal', '/%2e%2e/%2e%2e/etc/passwd'],
      ['encoded slashes', '/assets/..%2f..%2f..%2fetc/passwd'],
      ['backslashes', '/..%5c..%5c..%5cetc%5cpasswd'],
      ['double slash', '//etc/passwd'],
      ['traversal to a page suffix', '/../../etc/passwd.html'],
      ['malformed percent-encoding', '/api/%zz'],
      ['truncated percent-encoding', '/api/%'],
      ['invalid UTF-8', '/%C3%28'],
      ['encoded null byte', '/index.html%00.png'],
      ['raw null byte', Buffer.from('/index\0.html', 'latin1')],
      ['long path segment', `/${'a'.repeat(3000)}`],
      ['long path', '/ab'.repeat(2500)],
      ['over-long request line', `/${'a'.repeat(10_000)}`],
    ];
    // Asking for Markdown too: the twin's lookup sees the same paths.
    for (const headers of [{}, {Accept: 'text/markdown'}] as Record<string, string>[]) {
      for (const [label, target] of cases) {
        const res = await rawGet(nginx.port, target, headers);
        expect([400, 404, 414], `${label}: HTTP ${res.status}`).toContain(res.status);
        expect(res.body.toString('latin1'), label).not.toMatch(/root:.*:0:0:/);
        // Even refusals carry the security headers.
        expect(res.headers['x-content-type-options'], label).toBe('nosniff');
      }
    }
    expect(nginx.errorLog()).not.toMatch(/\[(?:alert|crit|emerg)\]/);
  });
});

describe('nginx: caching and compression', () => {
  it('caches hashed assets for a year and makes pages revalidate', async () => {
    // A script and a page, with their precompressed copies: the table of a file of each kind below.
    const css = asset('css', /^styles\..+\.css$/);
    expect((await fetchPath(css)).headers['cache-control'], css).toBe('public, max-age=31536000, immutable');
    for (const p of ['/', '/search/manifest.json', '/img/logo.svg', '/sitemap.xml']) {
      expect((await fetchPath(p)).headers['cache-control'], p).toBe('no-cache');
    }
    const page = await fetchPath('/api/v3/campaign/create');
    expect(page.headers.etag).toBeTruthy();
    expect((await fetchPath('/api/v3/campaign/create', {'If-None-Match': page.headers.etag})).status).toBe(304);
  });

  it('has a matching .gz and .br beside each compressible file of the build', () => {
    const report = checkPrecompressed(buildDir);
    expect(report.problems).toEqual([]);
    expect(report.gzip).toBeGreaterThan(300);
    expect(report.brotli).toBe(report.gzip);
  });

  it('compresses files written after the precompression on the fly', async () => {
    // The search index is written by its own postBuild hook, after the precompression has listed its files.
    // Its largest page entry: a small one is below nginx's gzip_min_length and is rightly sent as it is.
    const {id} = JSON.parse(readFileSync(path.join(buildDir, 'search/manifest.json'), 'utf8')) as {id: string};
    const dir = path.join(buildDir, 'search', id, 'd');
    const [largest] = readdirSync(dir).sort(
      (a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size,
    );
    expect(statSync(path.join(dir, largest)).size).toBeGreaterThan(1024);
    const res = await fetchPath(`/search/${id}/d/${largest}`, {'Accept-Encoding': 'gzip'});
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('nginx: a file of each kind, as built, and its precompressed copies', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  const TEXT = 'text/plain; charset=utf-8';
  /**
   * The path (asked for with the `ask` headers), the build's file (the path's when not given), the type
   * and the caching (no-cache when not given).
   */
  const files = (): {path: string; ask?: Record<string, string>; file?: string; type: string; cache?: string}[] => [
    {path: '/api/v3/campaign/create', file: 'api/v3/campaign/create/index.html', type: 'text/html; charset=utf-8'},
    // The twin, negotiated at the page's address.
    {
      path: '/api/v3/campaign/create',
      ask: {Accept: 'text/markdown'},
      file: 'api/v3/campaign/create.md',
      type: MARKDOWN,
    },
    {path: asset('js', /^main\..+\.js$/), type: 'application/javascript; charset=utf-8', cache: IMMUTABLE},
    ...['v1', 'v3', 'psr'].flatMap((name) => [
      {path: `/openapi/${name}.yaml`, type: 'application/yaml; charset=utf-8'},
      // JSON is UTF-8 by definition (RFC 8259 defines no charset parameter for it).
      {path: `/openapi/${name}.postman_collection.json`, type: 'application/json'},
    ]),
    {path: '/api/v3/campaign/create.md', type: MARKDOWN},
    {path: '/pitel_app/index.md', type: MARKDOWN},
    {path: LLMS_TXT, type: TEXT},
    {path: LLMS_FULL_TXT, type: TEXT},
    {path: MCP_BUNDLE, type: 'text/javascript; charset=utf-8'},
  ];

  it('sends each with its type and caching, byte for byte; gzip and brotli as the precompressed copies (gzip without the module)', async () => {
    const best = nginx.brotli ? 'br' : 'gzip';
    for (const {path: p, ask = {}, file = p.slice(1), type, cache = 'no-cache'} of files()) {
      const name = ask.Accept ? `${p} (Accept: ${ask.Accept})` : p;
      const plain = await fetchPath(p, ask);
      expect([plain.status, plain.headers['content-type'], plain.headers['cache-control']], name).toEqual([
        200,
        type,
        cache,
      ]);
      expect(plain.headers['content-encoding'], name).toBeUndefined();
      expect(plain.body.equals(readFileSync(path.join(buildDir, file))), name).toBe(true);
      for (const [accept, encoding] of [
        ['gzip', 'gzip'],
        ['gzip, deflate, br', best],
      ]) {
        const res = await fetchPath(p, {...ask, 'Accept-Encoding': accept});
        const label = `${name} (Accept-Encoding: ${accept})`;
        expect([res.headers['content-encoding'], res.headers['content-type']], label).toEqual([encoding, type]);
        expect(varies(res, 'Accept-Encoding'), label).toBe(true);
        const copy = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
        expect(res.body.equals(readFileSync(path.join(buildDir, copy))), label).toBe(true);
      }
    }
  });
});

describe('nginx: Markdown twins and llms.txt', () => {
  // Each twin's revalidation with its ETag: "nginx: CORS" (corsProblems).
  it('answers /a/b/index.md and /a/b.md with the same twin, at a raw UTF-8 address too, and a missing twin with the not-found page', async () => {
    for (const [target, file] of [
      ['/pitel_app.md', 'pitel_app/index.md'],
      ['/api/v3/campaign/create/index.md', 'api/v3/campaign/create.md'],
      [Buffer.from('/bitrix_pitel_vie/category/cài-đặt.md', 'utf8'), 'bitrix_pitel_vie/category/cài-đặt.md'],
    ] as const) {
      const label = target.toString();
      const res = Buffer.isBuffer(target) ? await rawGet(nginx.port, target) : await fetchPath(target);
      expect(res.status, label).toBe(200);
      expect(res.headers['content-type'], label).toBe(MARKDOWN);
      expect(res.body.equals(readFileSync(path.join(buildDir, file))), label).toBe(true);
    }
    for (const p of ['/api/v3/campaign/does-not-exist.md', '/api/.md', '/.md', '/assets/x.md'])
      expectNotFoundPage(await fetchPath(p), p);
  });
});

describe('nginx: Markdown by content negotiation', () => {
  const ASK = {Accept: 'text/markdown'};
  const twinFile = (route: string) => readFileSync(path.join(buildDir, decodeURI(twinPath(route)).slice(1)));

  it("answers every page asked for with Accept: text/markdown with its twin, at the page's address, with the security headers", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const res = await fetchPath(encodeURI(route.path), ASK);
      if (res.status !== 200) failures.push(`${route.path}: HTTP ${res.status}`);
      else if (res.headers['content-type'] !== MARKDOWN) failures.push(`${route.path}: ${res.headers['content-type']}`);
      else if (!res.body.equals(twinFile(route.path))) failures.push(`${route.path}: not its twin`);
      else if (!varies(res, 'Accept')) failures.push(`${route.path}: Vary ${res.headers.vary}`);
      else if (res.headers.link !== linkOf(route.path)) failures.push(`${route.path}: Link ${res.headers.link}`);
      else if (res.headers['cache-control'] !== 'no-cache')
        failures.push(`${route.path}: Cache-Control ${res.headers['cache-control']}`);
      else if (directive(res.headers['content-security-policy'] ?? '', 'frame-ancestors')[0] !== "'none'")
        failures.push(`${route.path}: no CSP`);
      else if (res.headers['x-content-type-options'] !== 'nosniff') failures.push(`${route.path}: no nosniff`);
    }
    expect(failures).toEqual([]);
  });

  it("answers each form of a page's address with the page, and asked for Markdown with its twin: with or without the slash, .html, /index.html, raw or encoded UTF-8", async () => {
    const cases: [string | Buffer, string][] = [
      ['/', '/'],
      ['/index.html', '/'],
      ['/pitel_app/', '/pitel_app/'],
      ['/pitel_app', '/pitel_app/'],
      ['/pitel_app/index.html', '/pitel_app/'],
      ['/pitel_app.html', '/pitel_app/'],
      ['/api/v3/campaign/create', '/api/v3/campaign/create'],
      ['/api/v3/campaign/create/', '/api/v3/campaign/create'],
      ['/api/v3/campaign/create.html', '/api/v3/campaign/create'],
      ['/api/v3/campaign/create/index.html', '/api/v3/campaign/create'],
      ['/api/v3/campaign/create?lang=python', '/api/v3/campaign/create'],
      [encodeURI('/bitrix_pitel_vie/category/cài-đặt'), '/bitrix_pitel_vie/category/cài-đặt'],
      [Buffer.from('/bitrix_pitel_vie/category/cài-đặt', 'utf8'), '/bitrix_pitel_vie/category/cài-đặt'],
      ['/guide/portal_callcenter_guide_vie/', '/guide/portal_callcenter_guide_vie/'],
    ];
    for (const [target, route] of cases) {
      const label = target.toString();
      const ask = (headers: Record<string, string>) =>
        Buffer.isBuffer(target) ? rawGet(nginx.port, target, headers) : fetchPath(target, headers);
      const page = await ask({});
      expect([page.status, page.headers['content-type']], label).toEqual([200, 'text/html; charset=utf-8']);
      expect(page.body.equals(readFileSync(path.join(buildDir, route, 'index.html'))), label).toBe(true);
      const res = await ask(ASK);
      expect(res.status, label).toBe(200);
      expect(res.headers['content-type'], label).toBe(MARKDOWN);
      expect(res.body.equals(twinFile(route)), label).toBe(true);
    }
  });

  it('answers every case of the table of Accept headers (tests/fixtures/accept-cases.json): the twin only when preferred to the page', async () => {
    const route = '/api/v3/campaign/create';
    const page = readFileSync(path.join(buildDir, 'api/v3/campaign/create/index.html'));
    const answers = new Map<string | null, 'markdown' | 'html'>();
    for (const {accept} of acceptCases) {
      const res = await fetchPath(route, accept === null ? {} : {Accept: accept});
      const label = String(accept);
      expect(res.status, label).toBe(200);
      expect(varies(res, 'Accept'), label).toBe(true);
      expect(res.headers.link, label).toBe(linkOf(route));
      const markdown = res.headers['content-type'] === MARKDOWN && res.body.equals(twinFile(route));
      if (!markdown) expect(res.body.equals(page), label).toBe(true);
      answers.set(accept, markdown ? 'markdown' : 'html');
    }
    expect(tableFailures((a) => answers.get(a)!)).toEqual([]);
  });

  it('says that the compressed twin varies with Accept, and revalidates it with its own ETag', async () => {
    // Sent as its precompressed copies: the table of a file of each kind.
    const route = '/api/v3/campaign/create';
    expect(varies(await fetchPath(route, {...ASK, 'Accept-Encoding': 'gzip'}), 'Accept')).toBe(true);
    const md = await fetchPath(route, ASK);
    const html = await fetchPath(route);
    expect(md.headers.etag).toBeTruthy();
    expect(md.headers.etag).not.toBe(html.headers.etag);
    const revalidated = await fetchPath(route, {...ASK, 'If-None-Match': md.headers.etag});
    expect(revalidated.status).toBe(304);
    expect(varies(revalidated, 'Accept')).toBe(true);
  });

  it('answers a page without a twin with the page, and an unknown address with the not-found page', async () => {
    for (const p of ['/search', '/tim-kiem']) {
      const res = await fetchPath(p, ASK);
      expect(res.status, p).toBe(200);
      expect(res.headers['content-type'], p).toBe('text/html; charset=utf-8');
      expect(res.headers.link, p).toBe(pageLink(null));
    }
    expectNotFoundPage(await fetchPath('/api/v3/campaign/does-not-exist', ASK), 'unknown page');
    const vi = await fetchPath('/guide/portal_callcenter_guide_vie/khong-co', ASK);
    expect(vi.status).toBe(404);
    expect(vi.body.toString()).toMatch(/<h1[^>]*>Không tìm thấy trang</);
  });

  it('leaves files alone: a twin, llms.txt, an asset, a document, the sitemap or the API catalog asked for with Accept: text/markdown is the file itself, without Link or Vary: Accept', async () => {
    for (const [p, type] of [
      ['/api/v3/campaign/create.md', MARKDOWN],
      [LLMS_TXT, 'text/plain; charset=utf-8'],
      ['/openapi/v3.yaml', 'application/yaml; charset=utf-8'],
      // A slash in the query does not make a file a page.
      ['/openapi/v3.yaml?x=/y', 'application/yaml; charset=utf-8'],
      [asset('js', /^main\..+\.js$/), 'application/javascript; charset=utf-8'],
      ['/sitemap.xml', 'text/xml; charset=utf-8'],
      // A dot in a folder's name: no page.
      [API_CATALOG, API_CATALOG_TYPE],
    ]) {
      const res = await fetchPath(p, ASK);
      expect(res.status, p).toBe(200);
      expect(res.headers['content-type'], p).toBe(type);
      expect(res.headers.link, p).toBeUndefined();
      expect(varies(res, 'Accept'), p).toBe(false);
    }
  });
});

describe('nginx: the API catalog', () => {
  it('serves /.well-known/api-catalog as an RFC 9727 linkset naming every OpenAPI document, its reference, its twin and llms.txt, each of which is served', async () => {
    const res = await fetchPath(API_CATALOG);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(API_CATALOG_TYPE);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('no-cache');
    const {linkset} = JSON.parse(res.body.toString()) as {
      linkset: Record<string, string | {href: string; type?: string}[]>[];
    };
    expect(linkset[0].anchor).toBe(`${SITE}${API_CATALOG}`);
    expect(linkset.slice(1).map((c) => c.anchor)).toEqual(documentedApis.map((api) => `${SITE}${api.reference}`));
    expect(linkset[0].item).toEqual(documentedApis.map((api) => ({href: `${SITE}${api.reference}`})));
    for (const context of linkset.slice(1)) {
      expect(Object.keys(context).sort()).toEqual(['anchor', 'describedby', 'service-desc', 'service-doc']);
      for (const [relation, links] of Object.entries(context)) {
        if (relation === 'anchor') continue;
        for (const link of links as {href: string; type?: string}[]) {
          // Every target is served by the site, with the type the link names.
          const target = await fetchPath(link.href.slice(SITE.length));
          expect(target.status, link.href).toBe(200);
          expect(target.headers['content-type'], link.href).toMatch(new RegExp(`^${link.type}(;|$)`));
        }
      }
    }
  });
});

describe('static hosts: _headers and the Cloudflare Worker against nginx', () => {
  const rules = () => parseHeadersFile(readFileSync(path.join(buildDir, '_headers'), 'utf8'));
  /** One path of each kind, and the request headers it is asked with. */
  const samples = (): [string, Record<string, string>][] => [
    ['/api/v3/campaign/create', {}],
    ['/api/v3/campaign/create', {Accept: 'text/markdown'}],
    ['/api/v3/campaign/create.md', {}],
    ['/pitel_app/', {}],
    [encodeURI('/bitrix_pitel_vie/category/cài-đặt'), {}],
    [asset('js', /^main\..+\.js$/), {}],
    [asset('css', /\.css$/), {}],
    [LLMS_TXT, {}],
    [llmsPartPath(llmsParts[0]), {}],
    ['/openapi/v3.yaml', {}],
    ['/openapi/v3.postman_collection.json', {}],
    [API_CATALOG, {}],
    ['/sitemap.xml', {}],
    [feedPath(changelogList[0], feedTypes[0]), {}],
    [MCP_BUNDLE, {}],
    ['/robots.txt', {}],
  ];
  const label = (p: string, headers: Record<string, string>) =>
    headers.Accept ? `${p} (Accept: ${headers.Accept})` : p;

  // A header that _headers gives a path twice reaches a host as one joined value ("a, a"), which differs
  // from nginx's below. The build refuses more rules than Cloudflare Pages reads (tests/unit/static-hosts.test.ts).
  it('Cloudflare Pages with the Worker sends what nginx sends, one path of each kind', async () => {
    const found: string[] = [];
    for (const [p, headers] of samples()) {
      const res = await fetchPath(p, headers);
      expect(res.status, p).toBe(200);
      found.push(...drift(label(p, headers), await cloudflareHeaders(buildDir, rules(), p, headers), res.headers));
    }
    expect(found).toEqual([]);
  });

  it('Netlify (the _headers file alone) sends what nginx sends but what needs code at the edge', async () => {
    const found: string[] = [];
    for (const [p, headers] of samples()) {
      if (headers.Accept) continue; // no negotiation without code at the edge
      const res = await fetchPath(p, headers);
      found.push(...drift(label(p, headers), staticHostHeaders(rules(), p), res.headers));
    }
    // Each page's Link and Vary, and the twins' CORS, are per path: beyond what a path pattern can
    // carry; nothing else differs (what nginx sends there: "nginx: Markdown by content negotiation", "nginx: CORS").
    expect(found.map((f) => f.replace(/ ≠ .*$/, ''))).toMatchInlineSnapshot(`
      [
        "/api/v3/campaign/create: link: (none)",
        "/api/v3/campaign/create: vary: (none)",
        "/api/v3/campaign/create.md: access-control-allow-origin: (none)",
        "/pitel_app/: link: (none)",
        "/pitel_app/: vary: (none)",
        "/bitrix_pitel_vie/category/c%C3%A0i-%C4%91%E1%BA%B7t: link: (none)",
        "/bitrix_pitel_vie/category/c%C3%A0i-%C4%91%E1%BA%B7t: vary: (none)",
      ]
    `);
  });

  it('fails on a _headers that drifted from nginx (broken fixture)', async () => {
    const drifted = parseHeadersFile(
      readFileSync(path.resolve(__dirname, '../fixtures/static-hosts/_headers-drifted'), 'utf8'),
    );
    const found: string[] = [];
    for (const [p, headers] of samples()) {
      if (headers.Accept) continue;
      found.push(...drift(p, staticHostHeaders(drifted, p), (await fetchPath(p, headers)).headers));
    }
    const js = asset('js', /^main\..+\.js$/);
    expect(found).toContain(`${js}: cache-control: public, max-age=3600 ≠ public, max-age=31536000, immutable`);
    expect(found.some((f) => f.startsWith(`${js}: content-security-policy: `))).toBe(true);
    expect(found).toContain('/openapi/v3.yaml: access-control-allow-origin: (none) ≠ *');
  });
});

describe('nginx: CORS', () => {
  const fixtures = path.resolve(__dirname, '../fixtures/nginx');
  const built = (file: string) =>
    existsSync(path.join(buildDir, `${file}.gz`)) && existsSync(path.join(buildDir, `${file}.br`));
  const readable = (p: string, file = decodeURI(p).slice(1)) => ({path: p, precompressed: built(file)});
  const paths = (): CorsPaths => ({
    readable: [
      ...['v1', 'v3', 'psr'].flatMap((name) => [
        readable(`/openapi/${name}.yaml`),
        readable(`/openapi/${name}.postman_collection.json`),
      ]),
      readable('/api/v3/campaign/create.md'),
      readable('/pitel_app/index.md'),
      // A twin asked for as /a/b.md of a page at /a/b/: served from /a/b/index.md.
      readable('/pitel_app.md', 'pitel_app/index.md'),
      readable(encodeURI('/bitrix_pitel_vie/category/cài-đặt.md')),
      readable(LLMS_TXT),
      readable(LLMS_FULL_TXT),
      // Written after the precompression: compressed on the fly, no .gz/.br of their own.
      readable('/sitemap.xml'),
      ...changelogList.flatMap((log) => feedTypes.map((type) => readable(feedPath(log, type)))),
    ],
    pages: [
      '/',
      '/index.html',
      '/api/v3/campaign/create',
      '/api/v3/list/',
      '/pitel_app/',
      encodeURI('/bitrix_pitel_vie/category/cài-đặt'),
      ...changelogList.map((log) => log.route),
    ],
    missing: [
      '/nope',
      '/openapi/missing.yaml',
      '/openapi/',
      '/api/v3/campaign/does-not-exist.md',
      '/llms-missing.txt',
      '/nope/sitemap.xml',
      '/.nginx/csp.conf',
    ],
  });

  it('answers Access-Control-Allow-Origin: * on /openapi/*, the twins, llms*.txt, the feeds and the sitemap (plain, precompressed, 304), with the security headers, and on no page or 404', async () => {
    const list = paths();
    // The precompressed copies are asked for wherever the build wrote them (not the sitemap and the feeds).
    expect(list.readable.filter((r) => r.precompressed).map((r) => r.path)).toHaveLength(
      list.readable.length - 1 - changelogList.length * feedTypes.length,
    );
    expect(await corsProblems(nginx, list)).toEqual([]);
  });

  /** deploy/nginx.conf with its CORS header line replaced by a broken fixture. */
  const withFixture = (fixture: string) => {
    const conf = deployConfig();
    const line = /^[ \t]*add_header Access-Control-Allow-Origin \$pitel_docs_cors_origin;\n/m;
    expect(conf).toMatch(line);
    return conf.replace(line, readFileSync(path.join(fixtures, fixture), 'utf8'));
  };

  it('fails on the broken fixture that sends the header everywhere: every page carries it', async () => {
    const broken = await startNginx(buildDir, withFixture('cors-server-wide.conf'));
    try {
      const problems = await corsProblems(broken, paths());
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.every((p) => / a page carries Access-Control-Allow-Origin: \*$/.test(p))).toBe(true);
      expect(problems).toHaveLength(paths().pages.length);
    } finally {
      await broken.stop();
    }
  });

  it('fails on the broken fixture that adds the header in locations: the security headers are dropped there, llms.txt and the sitemap get none', async () => {
    const broken = await startNginx(buildDir, withFixture('cors-location.conf'));
    try {
      const problems = await corsProblems(broken, paths());
      expect(problems.some((p) => p.startsWith('/openapi/v3.yaml: the security headers are missing'))).toBe(true);
      expect(problems).toContain(`${LLMS_TXT}: Access-Control-Allow-Origin is missing, not *`);
      expect(problems).toContain('/sitemap.xml: Access-Control-Allow-Origin is missing, not *');
    } finally {
      await broken.stop();
    }
  });
});

describe('nginx: security headers', () => {
  it('sends the policy headers on pages, assets and errors', async () => {
    for (const p of ['/', asset('js', /^main\..+\.js$/), '/nope', '/api/%zz']) {
      const {headers} = await fetchPath(p);
      const csp = headers['content-security-policy'] ?? '';
      expect(directive(csp, 'frame-ancestors'), p).toEqual(["'none'"]);
      expect(directive(csp, 'default-src'), p).toEqual(["'self'"]);
      expect(directive(csp, 'object-src'), p).toEqual(["'none'"]);
      const scriptSrc = directive(csp, 'script-src');
      expect(scriptSrc, p).toContain("'self'");
      expect(
        scriptSrc.filter((s) => /unsafe|\*|data:|http/.test(s)),
        p,
      ).toEqual([]);
      expect(
        scriptSrc.some((s) => s.startsWith("'sha256-")),
        p,
      ).toBe(true);
      expect(headers['x-content-type-options'], p).toBe('nosniff');
      expect(headers['referrer-policy'], p).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], p).toMatch(/camera=\(\)/);
      expect(headers['x-frame-options'], p).toBe('DENY');
      expect(headers.server, p).toBe('nginx');
    }
  });

  it('allows every inline script of every built page by hash', async () => {
    const policy = (await fetchPath('/')).headers['content-security-policy'];
    const report = checkInlineScripts(buildDir, policy);
    expect(report.pages).toBeGreaterThanOrEqual(routes.length + 1);
    expect(report.inlineScripts).toBeGreaterThanOrEqual(report.pages);
    expect(report.problems).toEqual([]);
  });
});

describe('nginx: the site in Chromium under the served policy', () => {
  const browser = useBrowser();

  /** A page that records CSP violations as well as console errors. */
  async function openWatched() {
    const opened = await openPage(browser());
    await opened.page.addInitScript(() => {
      const list: string[] = [];
      (window as unknown as {__cspViolations: string[]}).__cspViolations = list;
      document.addEventListener('securitypolicyviolation', (e) =>
        list.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const violations = () =>
      opened.page.evaluate(() => (window as unknown as {__cspViolations: string[]}).__cspViolations);
    return {...opened, violations};
  }

  it('runs the inline colour-mode script: a stored dark mode applies before the bundles load', async () => {
    const {context, page, violations} = await openWatched();
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // Without the JavaScript bundles, only the inline script can set the theme.
    await context.route('**/assets/js/**', (route) => route.abort());
    await page.goto(`${nginx.url}/api/v3/campaign/create`);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('renders pages, styles, diagrams and search with no CSP violation or console error', async () => {
    const {context, page, errors, violations} = await openWatched();
    for (const p of [
      '/',
      '/api/v3/campaign/create',
      '/bitrix_pitel_vie/category/cài-đặt',
      '/guide/portal_autocall_guide/quicksetup',
      '/api/v3/auth/access_token',
    ]) {
      await page.goto(nginx.url + encodeURI(p));
      await waitForHydration(page);
      expect(await violations(), p).toEqual([]);
    }
    // The stylesheet applies: the navbar is laid out by Infima, not the browser defaults.
    expect(await page.locator('nav.navbar').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    // Diagrams (the last page has one) are SVG drawn at build time; their inline styles (colour variables) pass the CSP.
    const diagram = page.locator('.pitel-diagram svg').first();
    await diagram.scrollIntoViewIfNeeded();
    expect(await diagram.locator('text').count()).toBeGreaterThan(0);
    expect(await diagram.evaluate((svg) => getComputedStyle(svg).getPropertyValue('--_text').trim())).not.toBe('');

    // Search: the worker fetches the index from the site.
    await page.locator('.navbar input[aria-label="Search"]').fill('campaign');
    await page.locator('.navbar [role="listbox"] [role="option"]').first().waitFor({timeout: 30_000});
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
