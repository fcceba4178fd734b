import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {lintPage} from '../../scripts/lint/content';
import {contentDirs, mdxFiles} from '../../src/config/content-files';
import {forbiddenVariants} from '../../scripts/lint/shared-facts';

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
      '23 pitel-docs:no-prose-expression', // {1 + 1} in the text (the comment beside it is allowed)
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

  it('passes shared facts, planned notices and support written the house way', async () => {
    expect(await lintPage(path.join(fixtures, 'shared-facts-good.mdx'))).toEqual([]);
  });

  it('reports every forbidden variant of the shared facts and every misplaced notice, with its line', async () => {
    const found = (await lintPage(path.join(fixtures, 'shared-facts-broken.mdx'))).map((p) => `${p.line} ${p.rule} ${p.message.split(' ')[1]}`);
    expect(found).toEqual([
      '6 pitel-docs:shared-facts settled-wording-for-planned-material', // "the usual set-up"
      '8 pitel-docs:shared-facts settled-wording-for-planned-material', // "the current design of the app"
      '10 pitel-docs:shared-facts token-lifetime', // "valid for 24 hours"
      '12 pitel-docs:shared-facts token-lifetime', // "short-lived token"
      '14 pitel-docs:shared-facts api-key-per-tenant', // "the tenant API key"
      '16 pitel-docs:shared-facts one-token-for-every-version', // "the same bearer token"
      '20 pitel-docs:shared-facts cancel-defined-outside-call-statuses', // a table row defining `cancel`
      '22 pitel-docs:shared-facts support-without-a-link', // "Pitel support" in a paragraph
      '24 pitel-docs:shared-facts support-without-a-link', // in an admonition's title
      '34 pitel-docs:planned second', // two notices in one h2 section
      '40 pitel-docs:planned `<Planned', // not right after the heading
      '46 pitel-docs:planned `<Planned', // on the heading's paragraph line
      '46 pitel-docs:block-component `<Planned>`', // ... which puts it inside a <p>
      '50 pitel-docs:block-component `<TokenLifetime>`', // a statement inside a sentence
    ]);
  });

  it('reports the Vietnamese variants (the rule runs on bitrix_vie too)', async () => {
    expect(await problems(path.join(fixtures, 'shared-facts-vi-broken.mdx'))).toEqual([
      '6 pitel-docs:shared-facts', // "thiết kế hiện tại của ứng dụng"
      '8 pitel-docs:shared-facts', // "hiệu lực trong 24 giờ"
      '10 pitel-docs:shared-facts', // "API key của tenant"
      '12 pitel-docs:shared-facts', // "dùng chung một token" with v1 and v3
      '14 pitel-docs:shared-facts', // "bộ phận hỗ trợ Pitel" without a link
      '18 pitel-docs:shared-facts', // `CANCEL` defined in a table row
    ]);
  });

  it('lets the canonical page state its own fact, and no other', async () => {
    const lifetime = page('A token is valid for 24 hours, say the overviews.');
    expect(await problems('docs/authentication.mdx', lifetime)).toEqual([]);
    expect(await problems('docs/intro.mdx', lifetime)).toEqual(['6 pitel-docs:shared-facts']);
    expect(await problems('docs/errors.mdx', lifetime)).toEqual(['6 pitel-docs:shared-facts']);
    const cancel = page('`cancel`: the system hung up at the ring timeout.');
    expect(await problems('docs/call-statuses.mdx', cancel)).toEqual([]);
    expect(await problems('guide/portal_callcenter_guide/cdrs.mdx', cancel)).toEqual(['6 pitel-docs:shared-facts']);
    expect(await problems('docs/support.mdx', page('Write to Pitel support.'))).toEqual([]);
    expect(await problems('docs/intro.mdx', page('Write to Pitel support.'))).toEqual(['6 pitel-docs:shared-facts']);
  });

  it('needs the nearby words before it reports a number or a generic phrase', async () => {
    expect(await problems('x.mdx', page('Reports cover at most 24 hours per request.'))).toEqual([]);
    expect(await problems('x.mdx', page('Keep the cache short-lived.'))).toEqual([]);
    expect(await problems('x.mdx', page('Retry with the same token.'))).toEqual([]);
    expect(await problems('x.mdx', page('Click **Cancel** to close the dialog.'))).toEqual([]);
    // A link in another paragraph does not count.
    expect(await problems('x.mdx', page('Supervisors can ask Pitel support.\n\nSee [Support](/support).'))).toEqual(['6 pitel-docs:shared-facts']);
  });

  it('gives every variant a canonical page that exists, or none', () => {
    for (const v of forbiddenVariants) {
      if (v.canonicalFile) expect(mdxFiles(['docs'], path.resolve(__dirname, '../..')), v.id).toContain(v.canonicalFile);
      expect(v.fix.startsWith('expected'), v.id).toBe(true);
    }
  });

  it('finds every page of every section', () => {
    const files = mdxFiles(contentDirs, path.resolve(__dirname, '../..'));
    expect(files.length).toBeGreaterThanOrEqual(164);
    for (const dir of ['docs/', 'bitrix_eng/', 'bitrix_vie/', 'guide/', 'pitel_app/']) {
      expect(files.some((f) => f.startsWith(dir))).toBe(true);
    }
  });
});
