/**
 * How the Markdown twins are converted (src/plugins/build/markdown-twins): each page's article found and
 * parsed (article.ts) as a browser builds it from the whole page, the links every twin writes the
 * same way (convert.ts), and a page that cannot be converted named by its route.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {DIAGRAM_SOURCE as SOURCE, twinsFixtureSite} from '../support/twins-fixture';
import {diagramSourcesDir, recordDiagramSource} from '../../src/plugins/features/diagrams/sources';
import {articleSlice, pageArticle, parseArticle} from '../../src/plugins/build/markdown-twins/article';
import {articleMarkdown, pageTwin} from '../../src/plugins/build/markdown-twins/convert';
import {twinLink} from '../../src/plugins/build/markdown-twins/links';
import {wholePageTwins} from '../support/whole-page-twins';

const PAGES = ['/', '/guide/', '/guide/tabs', '/guide/cài-đặt'];

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
      expect(
        pageTwin(route, articleSlice(html), () => html, options),
        route,
      ).toBe(whole.get(route));
    }
    expect(whole.get(stray)).toBe('# Stray\n\nIn the article.\n');
  });

  it('writes a list in a table cell as its items, one a line', () => {
    const article = pageArticle(
      '<!doctype html><div class=theme-doc-markdown><table><tr><th>Field<th>Values<tr><td><code>mode</code><td>Either<ul><li>one<li><code>two</code></ul> <ol><li>first</ol>or none.</table></div>',
    )!;
    const markdown = articleMarkdown(article, {twinOf: () => undefined, diagramSource: () => ''});
    expect(markdown).toContain('| `mode` | Either<br />- one<br />- `two`<br />1. first<br />or none. |');
  });

  it("fails with the page's route and the cause when a page has no article", () => {
    const file = path.join(outDir, 'guide/tabs/index.html');
    const html = readFileSync(file, 'utf8').replace('theme-doc-markdown', 'something-else');
    const options = {twinOf: () => undefined, diagramSource: () => SOURCE};
    expect(() => pageTwin('/guide/tabs', articleSlice(html), () => html, options)).toThrow(
      /cannot make the twin of \/guide\/tabs: .*no \.theme-doc-markdown element/s,
    );
  });
});
