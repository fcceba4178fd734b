/**
 * The content negotiation of every host, run over the one table of Accept cases
 * (tests/fixtures/accept-cases.json): deploy/negotiate.ts; the CloudFront viewer-request function as
 * plain JavaScript in node:vm with a fake event; the Cloudflare Worker with Node's Request and Response over fake assets; the Vercel
 * rewrite's header regex, with the cases a regex cannot capture. A broken negotiation (the old
 * word match) and a tampered copy of the function fail the same checks. nginx, with the build's njs
 * module, runs the table in tests/e2e/nginx.test.ts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {acceptWeight, prefersMarkdown, twinOf} from '../../deploy/negotiate';
import {cloudfrontFunction} from '../../deploy/edge-code';
import worker, {pageLink} from '../../deploy/cloudflare/worker';
import {acceptCases, tableFailures} from '../support/accept-cases';

const verdict = (markdown: boolean) => (markdown ? 'markdown' : 'html');
const PAGE = '/api/v3/campaign/create';

interface CloudFrontRequest {
  uri: string;
  headers: Record<string, {value: string; multiValue?: {value: string}[]}>;
}

/** Loads a CloudFront function's text as CloudFront does: one script, `handler(event)` its entry. */
function loadCloudFront(code: string): (request: CloudFrontRequest) => CloudFrontRequest {
  const context = vm.createContext({});
  vm.runInContext(code, context);
  return (request) =>
    (context.handler as (e: unknown) => CloudFrontRequest)({
      version: '1.0',
      context: {eventType: 'viewer-request'},
      viewer: {ip: '192.0.2.1'},
      request: {method: 'GET', querystring: {}, cookies: {}, ...request},
    });
}
const cloudFrontAnswer = (handler: ReturnType<typeof loadCloudFront>) => (accept: string | null) => {
  const uri = handler({uri: PAGE, headers: accept === null ? {} : {accept: {value: accept}}}).uri;
  return verdict(uri === `${PAGE}.md`);
};

describe('deploy/negotiate.ts', () => {
  it('answers every case of the table', () => {
    expect(tableFailures((a) => verdict(prefersMarkdown(a)))).toEqual([]);
  });

  it('fails the table with the word match nginx used before (broken fixture)', () => {
    const context = vm.createContext({});
    vm.runInContext(readFileSync(path.resolve(__dirname, '../fixtures/edge/word-match.js'), 'utf8'), context);
    const broken = context.prefersMarkdown as (a: string | null) => boolean;
    expect(tableFailures((a) => verdict(broken(a))).length).toBeGreaterThan(3);
  });

  it('weighs the most specific range', () => {
    expect(acceptWeight('text/*;q=0.3, text/markdown;q=0.2', 'text/markdown')).toBe(0.2);
    expect(acceptWeight('text/*;q=0.3, text/markdown;q=0.2', 'text/html')).toBe(0.3);
    expect(acceptWeight('application/json', 'text/html')).toBe(-1);
  });

  it("names a page's twin, and nothing for files", () => {
    expect(
      [
        '/',
        '/a/b',
        '/a/b/',
        '/a/b.html',
        '/a/b/index.html',
        '/a/b.md',
        '/img/x.png',
        '/llms.txt',
        '/.well-known/api-catalog',
        '',
      ].map(twinOf),
    ).toEqual(['/index.md', '/a/b.md', '/a/b/index.md', '/a/b.md', '/a/b/index.md', null, null, null, null, null]);
  });
});

describe('the CloudFront viewer-request function (written by the build into .cloudfront/viewer-request.js)', () => {
  const text = cloudfrontFunction();

  it('rewrites a page to its twin for every markdown case of the table, and nothing else', () => {
    expect(tableFailures(cloudFrontAnswer(loadCloudFront(text)))).toEqual([]);
  });

  it('reads every Accept header of a request (multiValue), and leaves files alone', () => {
    const handler = loadCloudFront(text);
    const multi = {value: 'text/html;q=0.5', multiValue: [{value: 'text/html;q=0.5'}, {value: 'text/markdown'}]};
    expect(handler({uri: '/pitel_app/', headers: {accept: multi}}).uri).toBe('/pitel_app/index.md');
    for (const uri of ['/assets/js/main.js', '/llms.txt', '/api/v3/campaign/create.md', '/openapi/v3.yaml'])
      expect(handler({uri, headers: {accept: {value: 'text/markdown'}}}).uri).toBe(uri);
  });

  it('fails the table when the function is changed (broken fixture)', () => {
    const tampered = text.replace('markdown > (html < 0 ? 0 : html)', 'markdown >= (html < 0 ? 0 : html)');
    expect(tampered).not.toBe(text);
    expect(tableFailures(cloudFrontAnswer(loadCloudFront(tampered))).length).toBeGreaterThan(0);
  });
});

describe('the Cloudflare Worker (deploy/cloudflare/worker.ts)', () => {
  const files = new Map([
    [PAGE, '<!doctype html><title>page</title>'],
    [`${PAGE}.md`, '# page'],
    ['/search', '<!doctype html><title>search</title>'],
    ['/assets/js/main.js', 'console.log(1)'],
  ]);
  const assets = {
    seen: [] as string[],
    async fetch(request: Request) {
      const {pathname} = new URL(request.url);
      this.seen.push(`${request.method} ${pathname}`);
      const body = files.get(pathname);
      if (body === undefined) return new Response('not found', {status: 404});
      const type = pathname.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8';
      return new Response(request.method === 'HEAD' ? null : body, {headers: {'Content-Type': type}});
    },
  };
  const ask = (pathname: string, accept: string | null, method = 'GET') =>
    worker.fetch(
      new Request(`https://docs.pitel.example.com${pathname}`, {
        method,
        headers: accept === null ? {} : {Accept: accept},
      }),
      {ASSETS: assets},
    );

  it('answers every case of the table with the twin or the page, both with Vary and Link', async () => {
    const answers = new Map<string | null, 'markdown' | 'html'>();
    for (const c of acceptCases) {
      const response = await ask(PAGE, c.accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('Vary')).toBe('Accept');
      expect(response.headers.get('Link')).toBe(pageLink(`${PAGE}.md`));
      answers.set(c.accept, (await response.text()) === '# page' ? 'markdown' : 'html');
    }
    expect(tableFailures((a) => answers.get(a)!)).toEqual([]);
  });

  // Its headers on a page, its twin and a file, against nginx's: tests/e2e/nginx.test.ts, "static hosts".
  it('keeps the page where there is no twin, and leaves files and other methods alone', async () => {
    const search = await ask('/search', 'text/markdown');
    expect(await search.text()).toContain('<title>search</title>');
    expect(search.headers.get('Link')).toBe(pageLink(null));
    const asset = await ask('/assets/js/main.js', 'text/markdown');
    expect([await asset.text(), asset.headers.get('Vary'), asset.headers.get('Link')]).toEqual([
      'console.log(1)',
      null,
      null,
    ]);
    expect(await (await ask(`${PAGE}.md`, 'text/html')).text()).toBe('# page');
    assets.seen.length = 0;
    expect((await ask(PAGE, 'text/markdown', 'POST')).headers.get('Link')).toBeNull();
    expect(assets.seen).toEqual([`POST ${PAGE}`]);
    expect((await ask('/missing', 'text/html')).status).toBe(404);
  });
});

describe('the Vercel rewrite (deploy/vercel/vercel.json)', () => {
  const config = JSON.parse(readFileSync(path.resolve(__dirname, '../../deploy/vercel/vercel.json'), 'utf8')) as {
    rewrites: {source: string; has: {type: string; key: string; value: string}[]; destination: string}[];
  };

  it('has one header condition, the same on each rewrite, on Accept', () => {
    const conditions = new Set(config.rewrites.map((r) => JSON.stringify(r.has)));
    expect(conditions.size).toBe(1);
    expect(config.rewrites[0].has).toHaveLength(1);
    expect(config.rewrites[0].has[0]).toMatchObject({type: 'header', key: 'accept'});
  });

  it('matches the markdown cases of the table but those a regular expression cannot weigh', () => {
    // Vercel matches a `has` value as a whole (^…$) against the header.
    const has = new RegExp(`^(?:${config.rewrites[0].has[0].value})$`);
    expect(tableFailures((a) => verdict(a !== null && has.test(a)))).toMatchInlineSnapshot(`
      [
        ""TEXT/Markdown" → html (expected markdown: media types are case-insensitive)",
        ""text/markdown;q=0.001" → html (expected markdown: the smallest weight above 0, HTML not acceptable)",
        ""text/html;q=0.5, text/markdown;q=0.6" → html (expected markdown: weights compared as numbers)",
        ""text/markdown;q=0.9, */*;q=0.8" → html (expected markdown: HTML only through */*, lower)",
        ""text/*, text/html;q=0.5" → html (expected markdown: text/html is more specific than text/* for HTML)",
        ""text/html;q=0, */*" → html (expected markdown: HTML refused, anything else accepted)",
        ""*/*;q=0.5, text/html;q=0.4" → html (expected markdown: specific text/html beats */* for HTML; Markdown gets */*)",
        ""text/markdown;q=1.5, text/html;q=0.5" → markdown (expected html: an invalid weight makes the element ignored)",
        ""text/markdown;q=abc" → markdown (expected html: a weight that is not a number)",
        ""text/html;level=\\"a,b;q=1\\";q=0.2, text/markdown;q=0.3" → html (expected markdown: commas and semicolons in a quoted parameter)",
        ""text/html;level=1;q=0.9, text/html;q=0.1, text/markdown;q=0.5" → html (expected markdown: text/html;level=1 does not match this HTML (no level): HTML at 0.1)",
        ""text/markdown;variant=Original, text/html;q=0.9" → markdown (expected html: another variant of Markdown does not match)",
        ""text/markdown;q=0.2, text/markdown;q=0.7, text/html;q=0.5" → html (expected markdown: a range twice: the higher weight)",
      ]
    `);
  });
});
