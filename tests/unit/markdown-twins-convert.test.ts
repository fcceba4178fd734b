/**
 * How the Markdown twins are converted (src/plugins/markdown-twins): the pages shared out among
 * worker threads (workers.ts), a worker's failure reaching the build with the page's route, the links
 * every share writes the same way (convert.ts), and each page cut before its article (article.ts),
 * from which the converter makes the same twin as from the whole page.
 */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Worker} from 'node:worker_threads';
import type {RouteConfig} from '@docusaurus/types';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {DIAGRAM_SOURCE as SOURCE, twinsFixtureSite} from '../support/twins-fixture';
import {diagramSourcesDir, recordDiagramSource} from '../../src/plugins/diagrams/sources';
import {articlePage} from '../../src/plugins/markdown-twins/article';
import {convertShare, routesOnly, twinLink, type ConvertJob} from '../../src/plugins/markdown-twins/convert';
import {convertInWorkers, partitionPages, runWorker, workerCount} from '../../src/plugins/markdown-twins/workers';
import {wholePageTwins} from '../support/whole-page-twins';

const PAGES = ['/', '/guide/', '/guide/tabs', '/guide/cài-đặt'];

describe('sharing the pages out among workers', () => {
  it('gives each share about the same size, every page once, each share in page order', () => {
    const pages = [
      {route: '/a', size: 50},
      {route: '/b', size: 10},
      {route: '/c', size: 40},
      {route: '/d', size: 30},
      {route: '/e', size: 20},
    ];
    // Largest first, each to the lighter share: a 50 and c 40 apart, d 30 → c (70), e 20 → a (70),
    // b 10 → a (a tie goes to the first share): 80 and 70.
    expect(partitionPages(pages, 2)).toEqual([
      ['/a', '/b', '/e'],
      ['/c', '/d'],
    ]);
    expect(partitionPages(pages, 1)).toEqual([pages.map((p) => p.route)]);
    // No empty share when there are fewer pages than workers.
    expect(partitionPages(pages.slice(0, 1), 2)).toEqual([['/a']]);
  });

  it('leaves a core to the main thread: a worker per other core, one at least, two at most, and never more workers than pages', () => {
    expect(workerCount(200, 8)).toBe(2);
    expect(workerCount(200, 3)).toBe(2);
    expect(workerCount(200, 2)).toBe(1);
    expect(workerCount(200, 1)).toBe(1);
    expect(workerCount(1, 2)).toBe(1);
    expect(workerCount(0, 2)).toBe(0);
  });

  it('gives a share only its own pages in the route tree, with the routes they are in', () => {
    const tree = [
      {path: '/search', component: '@theme/SearchPage'},
      {
        path: '/',
        component: '@theme/DocsRoot',
        plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
        routes: [
          {
            path: '/',
            component: '@theme/DocRoot',
            routes: ['/a', '/b', '/c'].map((p) => ({path: p, component: '@theme/DocItem'})),
          },
        ],
      },
    ] as RouteConfig[];
    const kept = routesOnly(tree, new Set(['/b']));
    expect(kept).toEqual([
      {...tree[1], routes: [{...tree[1].routes![0], routes: [{path: '/b', component: '@theme/DocItem'}]}]},
    ]);
    expect(routesOnly(tree, new Set())).toEqual([]);
  });
});

describe('links to pages in a twin', () => {
  const pages = new Set(['/a', '/guide/', '/guide/cài-đặt', '/x/index']);

  it('go to the twin in every form the converter would resolve to a page, whichever pages it converts', () => {
    expect(twinLink(pages, '/a')).toBe('/a.md');
    expect(twinLink(pages, '/guide/')).toBe('/guide/index.md');
    // Without the route's trailing slash: the link keeps its form, as before.
    expect(twinLink(pages, '/guide')).toBe('/guide.md');
    expect(twinLink(pages, '/guide/c%C3%A0i-%C4%91%E1%BA%B7t')).toBe('/guide/c%C3%A0i-%C4%91%E1%BA%B7t.md');
    // With a trailing slash the route lacks, or `/index` left out: the page's own twin.
    expect(twinLink(pages, '/a/')).toBe('/a.md');
    expect(twinLink(pages, '/x')).toBe('/x/index.md');
    expect(twinLink(pages, '/x/')).toBe('/x/index.md');
  });

  it('are left alone when they lead to no page', () => {
    for (const p of ['/b', '/openapi/v3.yaml', '/', '/guide/tabs', '/%E0%A4%A'])
      expect(twinLink(pages, p), p).toBeUndefined();
  });
});

describe('the page cut before its article', () => {
  const page = (body: string, doctype = '<!doctype html>') =>
    `${doctype}<html lang=en><head><title>T</title></head><body>${body}</body></html>`;
  const ARTICLE = '<div class="theme-doc-markdown markdown"><h1>Title</h1><p>Text</div>';

  it('keeps the doctype, the start tags of the elements the article is in, and the page from the article on', () => {
    const html = page(
      `<nav class=navbar><ul><li><a href=/x>Sidebar</a></ul></nav><div id=root><main><article>${ARTICLE}<footer>Foot</footer></article></main></div>`,
    );
    expect(articlePage(html)).toBe(
      `<!doctype html><html lang=en><body><div id=root><main><article>${ARTICLE}<footer>Foot</footer></article></main></div></body></html>`,
    );
    // The class name elsewhere is not the article: in a script, in another attribute.
    const decoys = page(
      `<script>document.body.className="theme-doc-markdown"</script><a title="theme-doc-markdown" href=/x>x</a><main>${ARTICLE}</main>`,
    );
    expect(articlePage(decoys)).toBe(`<!doctype html><html lang=en><body><main>${ARTICLE}</main></body></html>`);
  });

  it('is the whole page when the cut could change the article', () => {
    for (const [why, html] of [
      ['no article', page('<main><p>Text</main>')],
      ['no doctype (quirks mode)', page(`<main>${ARTICLE}</main>`, '')],
      ['a legacy doctype', page(`<main>${ARTICLE}</main>`, '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN">')],
      ['content parse5 reads as text', page(`<noscript><div>Enable scripts</noscript><main>${ARTICLE}</main>`)],
      ['an article in a list item', page(`<ul><li>${ARTICLE}</ul>`)],
      ['an article in a table cell', page(`<table><tr><td>${ARTICLE}</table>`)],
    ]) {
      expect(articlePage(html), why).toBe(html);
    }
  });
});

describe('converting the pages', () => {
  let siteDir: string;
  let outDir: string;
  const sourcesDir = () => diagramSourcesDir(siteDir);
  const job = (routes: string[], pageRoutes = PAGES, workDir = path.join(siteDir, 'work')): ConvertJob => ({
    pageRoutes,
    routes,
    routeTree: pageRoutes.map((p) => ({
      path: p,
      component: '@theme/DocItem',
      exact: true,
      plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
    })),
    siteConfig: {url: 'https://docs.example.com', baseUrl: '/', title: 'Pitel Docs', trailingSlash: undefined},
    outDir,
    workDir,
    siteDir,
    sourcesDir: sourcesDir(),
  });

  beforeEach(() => {
    ({siteDir, outDir} = twinsFixtureSite('twins-convert-'));
    recordDiagramSource(sourcesDir(), SOURCE);
  });
  afterEach(() => rmSync(siteDir, {recursive: true, force: true, maxRetries: 10, retryDelay: 50}));

  it('makes from the cut pages the twins the converter makes from the whole pages, to the byte', async () => {
    // A stray `</article>` in the article closes it, in a browser as here: the cut keeps the
    // `<article>` it is in, so that it still does (without it, the next paragraph would join the twin).
    const stray = '/guide/stray';
    const strayHtml = `<!doctype html><html lang=en><head></head><body><nav>Navbar text</nav><main><article><div class="theme-doc-markdown markdown"><header><h1>Stray</h1></header><p>In the article.</article><p>After the article.</div></main></body></html>`;
    mkdirSync(path.join(outDir, 'guide/stray'));
    writeFileSync(path.join(outDir, 'guide/stray/index.html'), strayHtml);
    const routes = [...PAGES, stray];
    const whole = await wholePageTwins(outDir, routes, sourcesDir());
    const cut = await convertShare(job(routes, routes));
    expect(Object.keys(cut).sort()).toEqual([...routes].sort());
    for (const route of routes) expect(cut[route], route).toBe(whole.get(route));
    expect(cut[stray]).toBe('# Stray\n\nIn the article.\n');
    // The converter read the cut pages: the navbar was not in what it was given.
    expect(readFileSync(path.join(siteDir, 'work/guide/tabs/index.html'), 'utf8')).not.toContain('Navbar text');
  });

  it('converts the shares in workers, each page once, and leaves no folder behind', async () => {
    const within = mkdtempSync(path.join(siteDir, 'tmp-'));
    const twins = await convertInWorkers(
      job([]),
      partitionPages(
        PAGES.map((route) => ({route, size: 1})),
        2,
      ),
      within,
    );
    expect([...twins.keys()].sort()).toEqual([...PAGES].sort());
    expect(twins.get('/guide/tabs')).toContain('**npm**\n\nWith npm:');
    expect(readdirSync(within)).toEqual([]);
  });

  it("rejects with the page's route and the cause when a page fails in any worker, and removes the workers' folder", async () => {
    const file = path.join(outDir, 'guide/tabs/index.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('theme-doc-markdown', 'something-else'));
    const within = mkdtempSync(path.join(siteDir, 'tmp-'));
    await expect(
      convertInWorkers(
        job([]),
        [
          ['/', '/guide/'],
          ['/guide/cài-đặt', '/guide/tabs'],
        ],
        within,
      ),
    ).rejects.toThrow(/Failed to process route "\/guide\/tabs".*no \.theme-doc-markdown element/s);
    expect(readdirSync(within)).toEqual([]);
  });

  it('rejects when a page cannot be read, naming its route', async () => {
    await expect(convertInWorkers(job([]), [['/', '/guide/missing']])).rejects.toThrow(
      /cannot read the built page of \/guide\/missing/,
    );
  });

  it('rejects, rather than waiting, when a worker stops without answering or its program fails', async () => {
    const started: Worker[] = [];
    await expect(runWorker('process.exit(3);', job(['/']), started)).rejects.toThrow(
      /stopped \(exit code 3\) before answering \(its pages: \/\)/,
    );
    await expect(runWorker('throw new Error("broken program");', job(['/']), started)).rejects.toThrow(
      /broken program/,
    );
  });
});
