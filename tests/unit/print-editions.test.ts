/**
 * The print editions' build-time content and in-page links (src/plugins/features/print-editions): pages in
 * sidebar order with each category's own page first, the table of contents, the title page's date,
 * the routes (a parent and the print page, under the section's own prefix), and the links and ids
 * that keep working when every page of a guide shares one HTML page.
 */
import {describe, expect, it} from 'vitest';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {pageAnchors, printHref, printId} from '../../src/plugins/features/print-editions/anchors';
import {editionContent, editionDate, pageAnchor} from '../../src/plugins/features/print-editions/edition';
import {
  PRINT_EDITION_COMPONENT,
  PRINT_ROOT_COMPONENT,
  printEdition,
  printRoutes,
} from '../../src/plugins/features/print-editions';
import {sections, type Section} from '../../src/config/sections';

type Version = DocsContent['loadedVersions'][number];
type Doc = Version['docs'][number];

const doc = (id: string, permalink: string, extra: Partial<Doc> = {}): Doc =>
  ({
    id,
    title: `Title of ${id}`,
    permalink,
    source: `@site/guide/x/${id}.mdx`,
    unlisted: false,
    lastUpdatedAt: undefined,
    ...extra,
  }) as Doc;

const docs = [
  doc('index', '/guide/x/'),
  doc('setup/install', '/guide/x/setup/install'),
  doc('category/setup', '/guide/x/category/setup'),
  doc('setup/keys', '/guide/x/setup/keys'),
  doc('testing', '/guide/x/testing'),
  doc('extra', '/guide/x/extra'),
  doc('hidden', '/guide/x/hidden', {unlisted: true}),
];
const sidebar = [
  {type: 'doc', id: 'index'},
  {
    type: 'category',
    label: 'Setup',
    link: {type: 'doc', id: 'category/setup'},
    items: [
      {type: 'doc', id: 'setup/install'},
      {type: 'doc', id: 'setup/keys'},
    ],
  },
  {type: 'category', label: 'Check', items: [{type: 'doc', id: 'testing'}]},
] as unknown as Version['sidebars'][string];

describe('what a print edition holds', () => {
  it('takes the pages in sidebar order, a category page before its items, then the listed pages the sidebar leaves out', () => {
    const {pages, toc} = editionContent(sidebar, docs);
    expect(pages.map((p) => p.anchor)).toEqual([
      'index',
      'category-setup',
      'setup-install',
      'setup-keys',
      'testing',
      'extra',
    ]);
    expect(pages.map((p) => p.trail)).toEqual([[], [], ['Setup'], ['Setup'], ['Check'], []]);
    expect(toc).toEqual([
      {anchor: 'index', title: 'Title of index'},
      {
        label: 'Setup',
        anchor: 'category-setup',
        items: [
          {anchor: 'setup-install', title: 'Title of setup/install'},
          {anchor: 'setup-keys', title: 'Title of setup/keys'},
        ],
      },
      {label: 'Check', items: [{anchor: 'testing', title: 'Title of testing'}]},
      {anchor: 'extra', title: 'Title of extra'},
    ]);
  });

  it('refuses a sidebar naming a doc the section lacks, and two pages with one anchor', () => {
    expect(() => editionContent([{type: 'doc', id: 'gone'}] as never, docs)).toThrow(/"gone"/);
    expect(() =>
      editionContent(
        [
          {type: 'doc', id: 'a/b'},
          {type: 'doc', id: 'a-b'},
        ] as never,
        [doc('a/b', '/x/a/b'), doc('a-b', '/x/a-b')],
      ),
    ).toThrow(/anchor "a-b"/);
    expect(pageAnchor('category/cai-dat')).toBe('category-cai-dat');
  });

  it("dates the title page by the newest page, as the site writes dates in the edition's language, or by the build without dates", () => {
    const times = [Date.UTC(2026, 10, 3), null, Date.UTC(2026, 10, 25, 23, 30), undefined];
    expect(editionDate('en', times, new Date(0))).toEqual({
      iso: '2026-11-25',
      text: 'November 25, 2026',
      kind: 'updated',
    });
    expect(editionDate('vi', times, new Date(0))).toEqual({iso: '2026-11-25', text: '25/11/2026', kind: 'updated'});
    expect(editionDate('vi', [undefined], new Date(Date.UTC(2026, 0, 2)))).toEqual({
      iso: '2026-01-02',
      text: '02/01/2026',
      kind: 'built',
    });
  });

  it('adds a parent route and, as its one child, the print page with every page as a route module and the edition as props', () => {
    const section = sections.find((s) => s.id === 'portal_callcenter_guide_vie') as Section;
    const content = {loadedVersions: [{docs, sidebars: {[section.id]: sidebar}}]} as unknown as DocsContent;
    const data = printEdition(section, content, {title: 'Pitel Docs', url: 'https://docs.example.com'}, new Date(0));
    expect(data).toMatchObject({
      title: 'Hướng dẫn trang quản trị tổng đài',
      lang: 'vi',
      url: 'https://docs.example.com/guide/portal_callcenter_guide_vie/',
      image: '/img/social/portal_callcenter_guide_vie.png',
    });
    const route = printRoutes(section, content, data);
    expect(route).toMatchObject({
      path: '/guide/portal_callcenter_guide_vie/print',
      component: PRINT_ROOT_COMPONENT,
      exact: true,
    });
    expect(route.routes).toHaveLength(1);
    const [page] = route.routes!;
    expect(page).toMatchObject({
      path: route.path,
      component: PRINT_EDITION_COMPONENT,
      exact: true,
      props: {edition: data},
    });
    expect(page.modules).toEqual({
      pages: data.pages.map((p) => ({content: docs.find((d) => d.permalink === p.permalink)!.source})),
    });
  });
});

describe('ids and links on a print page', () => {
  const anchors = pageAnchors([
    {permalink: '/guide/x/', anchor: 'index'},
    {permalink: '/guide/x/setup/install', anchor: 'setup-install'},
    {permalink: '/bitrix_pitel_vie/category/cài-đặt', anchor: 'category-cai-dat'},
  ]);

  it("prefixes a page's ids with its anchor", () => {
    expect(printId('queue', 'statuses')).toBe('queue--statuses');
  });

  it("leads a link to a page of the edition, or to one of its headings, to that page's part", () => {
    expect(printHref('#fields', 'index', '/guide/x/', anchors)).toBe('#index--fields');
    expect(printHref('/guide/x/setup/install', 'index', '/guide/x/', anchors)).toBe('#setup-install');
    expect(printHref('/guide/x/setup/install/#keys', 'index', '/guide/x/', anchors)).toBe('#setup-install--keys');
    expect(printHref('/guide/x', 'setup-install', '/guide/x/setup/install', anchors)).toBe('#index');
    // Relative to the page's own address, not the print page's.
    expect(printHref('../', 'setup-install', '/guide/x/setup/install', anchors)).toBe('#index');
    expect(printHref('/bitrix_pitel_vie/category/c%C3%A0i-%C4%91%E1%BA%B7t', 'index', '/guide/x/', anchors)).toBe(
      '#category-cai-dat',
    );
  });

  it('leaves every other link as it is', () => {
    for (const href of [
      '/support',
      '/guide/x/other#a',
      'https://example.com/guide/x/',
      'mailto:a@example.com',
      '/samples/a.csv',
      '/guide/x/?q=1',
      '#',
      undefined,
    ]) {
      expect(printHref(href, 'index', '/guide/x/', anchors)).toBe(href);
    }
  });
});
