import {describe, expect, it} from 'vitest';
import {loadPages, markdownFile, plainMarkdown, routeOfDoc, vitepressSidebar} from '../../bench/anchors/generate';
import {median, ratio} from '../../bench/compare';
import {sections} from '../../src/config/sections';
import {loadSpecRoutes} from '../support/routes';

const section = (id: string) => sections.find((s) => s.id === id)!;

describe('bench anchors: the same pages for vanilla Docusaurus and VitePress', () => {
  it('gives each source file the URL Docusaurus gives it', () => {
    expect(routeOfDoc(section('docs'), 'intro.mdx', '/')).toBe('/');
    expect(routeOfDoc(section('docs'), 'api/v3/campaign/create.mdx')).toBe('/api/v3/campaign/create');
    expect(routeOfDoc(section('docs'), 'api/v1/event/index.mdx')).toBe('/api/v1/event/');
    expect(routeOfDoc(section('pitel_app'), 'index.mdx')).toBe('/pitel_app/');
    expect(routeOfDoc(section('bitrix_vie'), 'category/cai-dat.mdx', '/category/cài-đặt')).toBe('/bitrix_pitel_vie/category/cài-đặt');
  });

  it('maps a URL to a Markdown file with the same URL', () => {
    expect(markdownFile('/')).toBe('index.md');
    expect(markdownFile('/guide/portal_callcenter_guide/')).toBe('guide/portal_callcenter_guide/index.md');
    expect(markdownFile('/api/v3/campaign/create')).toBe('api/v3/campaign/create.md');
  });

  it('turns MDX into plain Markdown: no imports, JSX, expressions or admonition syntax; text, tables and code kept', () => {
    const md = plainMarkdown(
      [
        "import Tabs from '@theme/Tabs';",
        '',
        '## Setup \\{#setup}',
        '',
        '{/* a comment */}',
        '',
        ':::tip[Before you start]',
        'Get an **API key**.',
        ':::',
        '',
        '<Tabs><TabItem value="curl" label="curl">',
        '',
        '```bash',
        'curl https://{{API_HOST}}/v3',
        '```',
        '',
        '</TabItem></Tabs>',
        '',
        '| a | b |',
        '|---|---|',
        '| 1<br />2 | 3 |',
        '',
        '[Specs](pathname:///openapi/v3.yaml) at 10:30.',
      ].join('\n'),
    );
    expect(md).not.toMatch(/import|<Tabs|<TabItem|<br|:::|a comment|pathname:/);
    expect(md).toContain('## Setup {#setup}');
    expect(md).toContain('> **Before you start**');
    expect(md).toContain('**curl**');
    expect(md).toContain('```bash\ncurl https://{{API_HOST}}/v3\n```');
    expect(md).toContain('| 1 2 | 3 |');
    expect(md).toContain('[Specs](/openapi/v3.yaml) at 10:30.');
  });

  it('covers every route of the specification once, API pages with their reference', () => {
    const pages = loadPages();
    expect(pages.map((p) => p.route)).toEqual(loadSpecRoutes().routes.map((r) => r.path));
    const create = pages.find((p) => p.route === '/api/v3/campaign/create')!;
    expect(create.title).toBe('Create a campaign');
    expect(create.body).toContain('## Request');
    expect(create.body).toContain('curl -X POST');
    const sidebar = vitepressSidebar(pages);
    expect(Object.keys(sidebar).sort()).toEqual(['/', ...sections.filter((s) => s.routeBasePath).map((s) => `/${s.routeBasePath}/`)].sort());
  }, 60_000);
});

describe('bench figures', () => {
  it('takes medians and ratios', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(ratio(3, 2)).toBe('1.50×');
    expect(ratio(0, 0)).toBe('—');
    expect(ratio(1, undefined)).toBe('—');
  });
});
