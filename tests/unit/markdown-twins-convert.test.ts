/**
 * How the Markdown twins are converted (src/plugins/build/markdown-twins): each page's article found and
 * parsed (article.ts) as a browser builds it from the whole page, the links every twin writes the
 * same way (convert.ts), the pages taken in turn by worker threads (workers.ts), and a worker's
 * failure reaching the build with the page's route.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Worker} from 'node:worker_threads';
import * as upstreamIsElement from 'hast-util-is-element';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {DIAGRAM_SOURCE as SOURCE, twinsFixtureSite} from '../support/twins-fixture';
import {diagramSourcesDir, recordDiagramSource} from '../../src/plugins/features/diagrams/sources';
import {articleSlice, pageArticle, parseArticle} from '../../src/plugins/build/markdown-twins/article';
import {toMdast} from 'hast-util-to-mdast';
import {articleMarkdown, pageTwin} from '../../src/plugins/build/markdown-twins/convert';
import {twinLink} from '../../src/plugins/build/markdown-twins/links';
import * as isElementOnce from '../../src/plugins/build/markdown-twins/is-element';
import treeClone from '../../src/plugins/build/markdown-twins/tree-clone';
import type {TwinJob} from '../../src/plugins/build/markdown-twins/job';
import {
  REPLACED,
  convertInWorkers,
  runWorker,
  workerCount,
  workerProgram,
} from '../../src/plugins/build/markdown-twins/workers';
import {wholePageTwins} from '../support/whole-page-twins';

const PAGES = ['/', '/guide/', '/guide/tabs', '/guide/cài-đặt'];

describe('workers', () => {
  it("one per core but the main thread's, at least one, four at most, and never more than pages", () => {
    expect(workerCount(200, 8)).toBe(4);
    expect(workerCount(200, 4)).toBe(3);
    expect(workerCount(200, 3)).toBe(2);
    expect(workerCount(200, 2)).toBe(1);
    expect(workerCount(200, 1)).toBe(1);
    expect(workerCount(1, 4)).toBe(1);
    expect(workerCount(0, 2)).toBe(0);
  });
});

describe('hast-util-is-element as the workers run it (is-element.ts)', () => {
  const el = (tagName: unknown) => ({type: 'element', tagName, properties: {}, children: []});
  const context = {name: 'context'};
  const parent = {type: 'root', children: []};
  const nodes = [
    el('p'),
    el('div'),
    el(5),
    {type: 'text', value: 'p'},
    {type: 'comment', tagName: 'p'},
    {type: 'element'},
    null,
    undefined,
    'p',
  ];
  const withContext = function (this: unknown, e: {tagName: unknown}) {
    return e.tagName === 'p' && this === context;
  };
  const tests = [
    undefined,
    null,
    'p',
    'span',
    ['p', 'div'],
    ['span'],
    [],
    withContext,
    ['div', withContext],
    [['p'], 'span'],
  ];

  it('answers as the package does, for every kind of test, at every call', () => {
    for (const node of nodes) {
      for (const test of tests) {
        for (let call = 0; call < 2; call++) {
          const expected = upstreamIsElement.isElement(node, test as never, undefined, undefined, context);
          expect(
            isElementOnce.isElement(node, test as never, undefined, undefined, context),
            `${JSON.stringify(node)} ${String(test)}`,
          ).toBe(expected);
          expect(
            isElementOnce.convertElement(test as never).call(context, node, 0, parent),
            `${JSON.stringify(node)} ${String(test)}`,
          ).toBe(upstreamIsElement.convertElement(test as never).call(context, node as never, 0, parent as never));
        }
      }
    }
  });

  it('refuses what the package refuses, with its messages', () => {
    for (const [index, parentNode] of [
      [-1, parent],
      [0, undefined],
      [undefined, parent],
      [0, {type: 'root'}],
    ] as const) {
      const upstream = () => upstreamIsElement.isElement(el('p'), 'p', index as never, parentNode as never);
      expect(upstream).toThrow();
      expect(() => isElementOnce.isElement(el('p'), 'p', index as never, parentNode as never)).toThrow(
        (() => {
          try {
            upstream();
          } catch (e) {
            return (e as Error).message;
          }
        })(),
      );
    }
    expect(() => isElementOnce.convertElement(5 as never)).toThrow('Expected function, string, or array as `test`');
  });
});

describe('@ungap/structured-clone as the workers run it (tree-clone.ts)', () => {
  /** Every object and array in a value. */
  const objects = (value: unknown, into = new Set<object>()): Set<object> => {
    if (typeof value === 'object' && value !== null) {
      into.add(value);
      for (const member of Object.values(value)) objects(member, into);
    }
    return into;
  };

  it("copies a page's HTML and Markdown trees, and other plain values, as structuredClone does, sharing nothing with them", () => {
    const {siteDir, outDir} = twinsFixtureSite('tree-clone-');
    try {
      const hast = pageArticle(readFileSync(path.join(outDir, 'guide/tabs/index.html'), 'utf8'))!;
      const mdast = toMdast(structuredClone(hast));
      const plain = {a: [1, 'x', null, undefined, true, {b: {c: [], d: -0}}], e: undefined, f: ''};
      for (const tree of [hast, mdast, plain, 'text', 0, null]) {
        const copy = treeClone(tree);
        expect(copy).toStrictEqual(structuredClone(tree));
        const shared = [...objects(copy)].filter((o) => objects(tree).has(o));
        expect(shared).toEqual([]);
      }
      expect(objects(hast).size).toBeGreaterThan(50);
    } finally {
      rmSync(siteDir, {recursive: true, force: true});
    }
  });
});

describe('links to pages in a twin', () => {
  const pages = new Set(['/a', '/guide/', '/guide/cài-đặt', '/x/index']);

  it('go to the twin of the page they lead to, in every form that leads to it', () => {
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

describe("the page's article", () => {
  const page = (body: string) =>
    `<!doctype html><html lang=en><head><title>T</title></head><body>${body}</body></html>`;
  const ARTICLE =
    '<div class="theme-doc-markdown markdown"><h1>Title</h1><div><p>Text</div><ul><li>One<li>Two</ul></div>';

  it('is the text from its start tag to its end tag, found by a tokenizer', () => {
    const html = page(
      `<nav class=navbar><ul><li><a href=/x>Sidebar</a></ul></nav><div id=root><main><article>${ARTICLE}<footer>Foot</footer></article></main></div>`,
    );
    expect(articleSlice(html)).toBe(ARTICLE);
    // The class name elsewhere is not the article: in a script, in another attribute.
    const decoys = page(
      `<script>document.body.className="<div class='theme-doc-markdown'>"</script><a title="theme-doc-markdown" href=/x>x</a><main>${ARTICLE}</main>`,
    );
    expect(articleSlice(decoys)).toBe(ARTICLE);
    expect(articleSlice(page('<main><p>No article</main>'))).toBeUndefined();
  });

  it('ends where an end tag of an element around it closes it, or with the page', () => {
    expect(articleSlice(page('<article><div class=theme-doc-markdown><p>In</article><p>After</div>'))).toBe(
      '<div class=theme-doc-markdown><p>In',
    );
    expect(articleSlice('<div class=theme-doc-markdown><p>Unclosed')).toBe('<div class=theme-doc-markdown><p>Unclosed');
  });

  it('parses from its slice into the tree the whole page gives, end tags the build leaves out closed as a browser does', () => {
    const table =
      '<div class=theme-doc-markdown><table><thead><tr><th>A<th>B<tbody><tr><td>1<td>2<tr><td>3<td>4</table><p>After<ul><li>x<li>y</ul></div>';
    const html = page(`<main>${table}</main>`);
    let whole = false;
    const fromSlice = parseArticle(articleSlice(html), () => ((whole = true), html));
    expect(whole).toBe(false);
    expect(fromSlice).toEqual(pageArticle(html));
    const cells = JSON.stringify(fromSlice).match(/"tagName":"t[hd]"/g);
    expect(cells?.length).toBe(6);
  });

  it('is taken from the whole page where the slice is not the article a browser builds', () => {
    for (const [why, body] of [
      // A stray </article> ends the slice; in the page it closes the article there too.
      [
        'an end tag of an element around it',
        '<main><article><div class=theme-doc-markdown><p>In</article><p>After</div></main>',
      ],
      // The tokenizer closes the article at a </div> that parse5 ignores in a table cell.
      [
        'an end tag the standard ignores',
        '<main><div class=theme-doc-markdown><table><tr><td>Cell</div><td>More</table><p>Still in</div></main>',
      ],
    ]) {
      const html = page(body);
      let whole = false;
      const tree = parseArticle(articleSlice(html), () => ((whole = true), html));
      expect(whole, why).toBe(true);
      expect(tree, why).toEqual(pageArticle(html));
    }
    expect(parseArticle(undefined, () => page('<main><p>No article</main>'))).toBeUndefined();
  });
});

describe('converting the pages', () => {
  let siteDir: string;
  let outDir: string;
  const sourcesDir = () => diagramSourcesDir(siteDir);
  const job = (routes = PAGES, cache?: TwinJob['cache']): Omit<TwinJob, 'turns'> => ({
    pages: routes.map((route) => ({route, file: path.join(outDir, route, 'index.html')})),
    pageRoutes: PAGES,
    sourcesDir: sourcesDir(),
    cache,
  });

  beforeEach(() => {
    ({siteDir, outDir} = twinsFixtureSite('twins-convert-'));
    recordDiagramSource(sourcesDir(), SOURCE);
  });
  afterEach(() => rmSync(siteDir, {recursive: true, force: true, maxRetries: 10, retryDelay: 50}));

  it('makes from the slices the twins it makes from the whole pages, to the byte', () => {
    const stray = '/guide/stray';
    const strayHtml = `<!doctype html><html lang=en><head></head><body><nav>Navbar text</nav><main><article><div class="theme-doc-markdown markdown"><header><h1>Stray</h1></header><p>In the article.</article><p>After the article.</div></main></body></html>`;
    mkdirSync(path.join(outDir, 'guide/stray'));
    writeFileSync(path.join(outDir, 'guide/stray/index.html'), strayHtml);
    const routes = [...PAGES, stray];
    const pageRoutes = new Set(PAGES);
    const whole = wholePageTwins(outDir, routes, sourcesDir(), pageRoutes);
    const options = {twinOf: (p: string) => twinLink(pageRoutes, p), diagramSource: () => SOURCE};
    for (const route of routes) {
      const html = readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
      expect(pageTwin(route, articleSlice(html), () => html, options).markdown, route).toBe(whole.get(route));
    }
    expect(whole.get(stray)).toBe('# Stray\n\nIn the article.\n');
  });

  it('records the links to pages a twin rewrote, and where each went', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const {links} = pageTwin('/', articleSlice(html), () => html, {
      twinOf: (p) => twinLink(new Set(PAGES), p),
      diagramSource: () => SOURCE,
    });
    expect(links).toContainEqual(['/guide/', '/guide/index.md']);
    expect(links).toContainEqual(['/openapi/v3.yaml', null]);
    expect(new Set(links.map(([p]) => p)).size).toBe(links.length);
  });

  it('writes a list in a table cell as its items, one a line', () => {
    const article = pageArticle(
      '<!doctype html><div class=theme-doc-markdown><table><tr><th>Field<th>Values<tr><td><code>mode</code><td>Either<ul><li>one<li><code>two</code></ul> <ol><li>first</ol>or none.</table></div>',
    )!;
    const markdown = articleMarkdown(article, {twinOf: () => undefined, diagramSource: () => ''});
    expect(markdown).toContain('| `mode` | Either<br />- one<br />- `two`<br />1. first<br />or none. |');
  });

  it('converts the pages in workers that take them in turn, each page once', async () => {
    const twins = await convertInWorkers(job(), 2);
    expect([...twins.keys()].sort()).toEqual([...PAGES].sort());
    expect(twins.get('/guide/tabs')?.markdown).toContain('**npm**\n\nWith npm:');
    expect([...twins.values()].every((t) => t.converted)).toBe(true);
    // The workers' program carries our modules in place of the packages they replace, and nothing of Docusaurus.
    const program = await workerProgram();
    for (const [name, ours] of Object.entries(REPLACED)) {
      expect(program).toContain(`\n// src/plugins/build/markdown-twins/${ours}\n`);
      expect(program).not.toContain(`\n// node_modules/${name}/`);
    }
    expect(program).not.toContain('@docusaurus/');
  });

  it('takes a twin from the cache by its article, but never one made from the whole page', async () => {
    mkdirSync(path.join(outDir, 'guide/stray'));
    writeFileSync(
      path.join(outDir, 'guide/stray/index.html'),
      '<!doctype html><main><article><div class=theme-doc-markdown><h1>Stray</h1><p>In.</article><p>After.</div></main>',
    );
    const routes = [...PAGES, '/guide/stray'];
    const cache = {dir: path.join(siteDir, 'twins-cache'), version: 'a version'};
    const converted = async () =>
      [...(await convertInWorkers(job(routes, cache), 2)).values()].filter((t) => t.converted).map((t) => t.route);
    expect((await converted()).sort()).toEqual([...routes].sort());
    expect(await converted()).toEqual(['/guide/stray']);
    expect(
      await convertInWorkers(job(routes, {...cache, version: 'another version'}), 1).then((t) => t.get('/')?.converted),
    ).toBe(true);
  });

  it("rejects with the page's route and the cause when a page fails in any worker", async () => {
    const file = path.join(outDir, 'guide/tabs/index.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('theme-doc-markdown', 'something-else'));
    await expect(convertInWorkers(job(), 2)).rejects.toThrow(
      /cannot make the twin of \/guide\/tabs: .*no \.theme-doc-markdown element/s,
    );
  });

  it('rejects when a page cannot be read, naming its route', async () => {
    await expect(convertInWorkers(job(['/', '/guide/missing']), 1)).rejects.toThrow(
      /cannot read the built page of \/guide\/missing/,
    );
  });

  it('rejects, rather than waiting, when a worker stops without answering or its program fails', async () => {
    const started: Worker[] = [];
    const turns = new SharedArrayBuffer(8);
    await expect(runWorker('process.exit(3);', {...job(), turns}, started)).rejects.toThrow(
      /stopped \(exit code 3\) before answering/,
    );
    await expect(runWorker('throw new Error("broken program");', {...job(), turns}, started)).rejects.toThrow(
      /broken program/,
    );
    await Promise.all(started.map((w) => w.terminate()));
  });
});
