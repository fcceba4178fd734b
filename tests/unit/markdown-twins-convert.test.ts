/**
 * How the Markdown twins are converted (src/plugins/build/markdown-twins): each page's article found and
 * parsed (article.ts) as a browser builds it from the whole page, the links every twin writes the
 * same way (convert.ts), and a page that cannot be converted named by its route.
 */
import {describe, expect, it} from 'vitest';
import {articleSlice, parseArticle} from '../../src/plugins/build/markdown-twins/article';
import {pageTwin} from '../../src/plugins/build/markdown-twins/convert';
import {twinLink} from '../../src/plugins/build/markdown-twins/links';

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

const page = (body: string) => `<!doctype html><html lang=en><head><title>T</title></head><body>${body}</body></html>`;

describe("the page's article", () => {
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
    expect(fromSlice).toEqual(parseArticle(undefined, () => html));
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
      expect(tree, why).toEqual(parseArticle(undefined, () => html));
    }
    expect(parseArticle(undefined, () => page('<main><p>No article</main>'))).toBeUndefined();
  });
});

describe('converting a page', () => {
  const options = {twinOf: () => undefined, diagramSource: () => ''};

  it('writes a list in a table cell as its items, one a line', () => {
    const html =
      '<!doctype html><div class=theme-doc-markdown><table><tr><th>Field<th>Values<tr><td><code>mode</code><td>Either<ul><li>one<li><code>two</code></ul> <ol><li>first</ol>or none.</table></div>';
    expect(pageTwin('/', undefined, () => html, options)).toContain(
      '| `mode` | Either<br />- one<br />- `two`<br />1. first<br />or none. |',
    );
  });

  it("fails with the page's route and the cause when a page has no article", () => {
    const html = page('<main><div class=something-else><h1>Install</h1></div></main>');
    expect(() => pageTwin('/guide/tabs', articleSlice(html), () => html, options)).toThrow(
      /cannot make the twin of \/guide\/tabs: .*no \.theme-doc-markdown element/s,
    );
  });
});
