/**
 * The doubt rules of the API reference (scripts/lint/reference.ts): a reference page is counted with the
 * reference the build renders from `openapi/*.yaml` in place of `<ApiReference />`, every form counted, outside
 * its closing questions; a built Markdown twin is counted the same way. Broken fixtures in
 * tests/fixtures/lint/reference/: a page whose own prose carries seven doubts, a page whose prose carries none but
 * whose document does, and a twin.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {lintPage, parsePage} from '../../scripts/lint/content';
import {asNodes} from '../support/tree';
import {pageDoubts} from '../../scripts/lint/doubts';
import {
  isReferencePage,
  maxReferenceDoubtAverage,
  maxReferenceDoubtsPerPage,
  referenceDoubts,
  referenceOverAverage,
  referenceSummary,
  twinDoubts,
  withReference,
} from '../../scripts/lint/reference';

const fixtures = path.resolve(__dirname, '../fixtures/lint/reference');
const read = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');
const at = 'docs/api/v3/gateway/fixture.mdx';

describe('doubt on the API reference', () => {
  it('holds on the reference pages only', () => {
    expect([
      isReferencePage('docs/api/v3/cdr/list.mdx'),
      isReferencePage('docs/module/psr/call.mdx'),
      isReferencePage('docs/api/questions.mdx'),
    ]).toEqual([true, true, true]);
    expect([isReferencePage('docs/errors.mdx'), isReferencePage('guide/portal_autocall_guide/cdrs.mdx')]).toEqual([
      false,
      false,
    ]);
    expect([maxReferenceDoubtsPerPage, maxReferenceDoubtAverage]).toEqual([6, 2]);
  });

  it('fails a reference page that says seven times that it does not know, every form counted (too-many-doubts.mdx)', async () => {
    const text = read('too-many-doubts.mdx');
    const found = (await lintPage(at, text)).filter((p) => p.rule === 'pitel-docs:reference-doubt-density');
    expect(found).toHaveLength(1);
    expect(referenceDoubts(parsePage(at, text), at).byForm).toEqual({
      'not documented': 2,
      'our reading': 1,
      likely: 2,
      'confirm with support': 2,
      'unknown cell': 1,
    });
    // Asked once in the closing list instead, the same doubts pass.
    const asked = text.replace(
      /^The list[\s\S]*?(?=## Questions for Pitel support)/m,
      'The list of gateways.\n\n<ApiReference />\n\n',
    );
    expect(
      (await lintPage(at, asked)).filter(
        (p) => p.rule.startsWith('pitel-docs:reference') || p.rule === 'pitel-docs:closing-questions',
      ),
    ).toEqual([]);
  });

  it('counts the text the generator renders from the document, not only the page (site/)', () => {
    const site = path.join(fixtures, 'site');
    const file = 'docs/api/v9/thing.mdx';
    const tree = parsePage(file, readFileSync(path.join(site, file), 'utf8'));
    expect(pageDoubts(tree).total).toBe(0);
    const c = referenceDoubts(tree, file, site);
    expect(c.total).toBeGreaterThan(maxReferenceDoubtsPerPage);
    expect(c.byForm).toEqual({'not documented': 4, 'our reading': 2, likely: 1});
  });

  it('reads the page in reading order, with the closing list the build completes', () => {
    const tree = withReference(parsePage(at, read('too-many-doubts.mdx')), process.cwd(), at);
    const h2 = asNodes(tree.children)
      .filter((n) => n.type === 'heading' && n.depth === 2)
      .map((n) => n.children?.[0]?.value);
    expect(h2).toEqual([
      'When to use it',
      'Request',
      'Examples',
      'Response',
      'Errors',
      'Notes and pitfalls',
      'Questions for Pitel support',
    ]);
    const closing = tree.children.slice(
      asNodes(tree.children).findIndex((n) => n.children?.[0]?.value === 'Questions for Pitel support'),
    );
    const links = JSON.stringify(closing).match(/\/api\/questions#[a-z-]+/g);
    expect(links).toEqual([
      '/api/questions#paging-defaults',
      '/api/questions#field-presence',
      '/api/questions#error-responses',
    ]);
  });

  it('counts a built twin as its page: the notice and badge once each, code left out, the closing list left out (twin.md)', () => {
    const c = twinDoubts(read('twin.md'));
    expect(c.byForm).toEqual({
      'proposal badge': 1,
      'proposal notice': 1,
      'not documented': 2,
      'our reading': 1,
      'unknown cell': 1,
    });
  });

  it('counts the forms of doubt the reference used', () => {
    const count = (sentence: string) =>
      pageDoubts(parsePage('x.mdx', `---\ntitle: T\ndescription: D.\n---\n\n${sentence}\n`)).total;
    for (const sentence of [
      'Pitel does not say which token it takes.',
      'The meaning is not described.',
      'No maximum batch size is documented.',
      'We read it as none set.',
      'This behaviour is inferred from the data model.',
      'Until Pitel confirms it for your tenant, read the list.',
      'We expect HTTP 404.',
      'The example shows our guess.',
      'This document assumes it does.',
    ]) {
      expect(count(sentence), sentence).toBe(1);
    }
    // A link to a call status names it: "Unknown" there is a status, not a doubt.
    expect(count('| Value | Status |\n|---|---|\n| `UNKNOWN` | [Unknown](/call-statuses#status-unknown) |')).toBe(0);
  });

  it('averages the reference, and reports it above the threshold', () => {
    const pages = [
      {file: 'a', doubts: 1},
      {file: 'b', doubts: 2},
      {file: 'c', doubts: 6},
    ];
    expect(referenceSummary(pages)).toMatchObject({
      pages: 3,
      average: 3,
      max: 6,
      worst: [
        {file: 'c', doubts: 6},
        {file: 'b', doubts: 2},
        {file: 'a', doubts: 1},
      ],
    });
    expect(referenceOverAverage(pages)).toBe(
      'the API reference: 9 doubts on 3 pages, 3.00 a page, expected at most 2 (WRITING.md, "API pages")',
    );
    expect(referenceOverAverage(pages.slice(0, 2))).toBeUndefined();
  });
  // The site's reference pages are held to both limits by `npm run lint:content` (scripts/lint/cli.ts), in the lint step.
});
