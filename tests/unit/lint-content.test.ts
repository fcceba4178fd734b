import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentDirs, lintPage, mdxFiles} from '../../src/lint/content';

const fixtures = path.resolve(__dirname, '../fixtures/lint/content');

/** `line rule` for each problem of a page. */
async function problems(file: string, text?: string): Promise<string[]> {
  return (await lintPage(file, text)).map((p) => `${p.line} ${p.rule}`);
}

const page = (body: string) => `---\ntitle: T\ndescription: D.\n---\n\n${body}\n`;

describe('content lint', () => {
  it('passes a good page: front matter, heading ids, admonition titles, comments, tabs, images and links', async () => {
    expect(await lintPage(path.join(fixtures, 'good.mdx'))).toEqual([]);
  });

  it('reports each rule on a broken page, with its line', async () => {
    expect(await problems(path.join(fixtures, 'broken.mdx'))).toEqual([
      '1 pitel-docs:front-matter', // no description
      '5 pitel-docs:heading-start', // h1 in the body
      '7 remark-lint:no-empty-url', // [an empty URL]()
      '7 pitel-docs:no-empty-link', // [](/api/...)
      '11 remark-lint:heading-increment', // ## then ####
      '13 pitel-docs:image-alt', // ![](...)
      '15 pitel-docs:image-alt', // <img> without alt
      '17 pitel-docs:no-html-internal-link', // <a href="/api/...">
      '19 pitel-docs:table-header', // a table with an empty header cell
    ]);
  });

  it('reports a first heading below h2, a JSX h1, an empty JSX alt or link, and a page that does not parse', async () => {
    expect(await problems('x.mdx', page('### Too deep'))).toEqual(['6 pitel-docs:heading-start']);
    expect(await problems('x.mdx', page('<h1>Title again</h1>'))).toEqual(['6 pitel-docs:heading-start']);
    expect(await problems('x.mdx', page('<img src="/img/a.png" alt=" " /> <img src="/img/b.png" alt />'))).toEqual([
      '6 pitel-docs:image-alt',
      '6 pitel-docs:image-alt',
    ]);
    expect(await problems('x.mdx', page('<img src="/img/a.png" alt={props.alt} />'))).toEqual([]);
    expect(await problems('x.mdx', page('<a href="https://example.com"></a>'))).toEqual(['6 pitel-docs:no-empty-link']);
    expect(await problems('x.mdx', page('<a href="#top">Top</a> and <a href="../x">X</a>'))).toEqual([
      '6 pitel-docs:no-html-internal-link',
      '6 pitel-docs:no-html-internal-link',
    ]);
    expect(await problems('x.mdx', page('A brace { opens here.'))).toEqual(['6 pitel-docs:mdx-syntax']);
  });

  it('finds every page of every section', () => {
    const files = mdxFiles(contentDirs, path.resolve(__dirname, '../..'));
    expect(files.length).toBeGreaterThanOrEqual(164);
    for (const dir of ['docs/', 'bitrix_eng/', 'bitrix_vie/', 'guide/', 'pitel_app/']) {
      expect(files.some((f) => f.startsWith(dir))).toBe(true);
    }
  });
});
