/**
 * With `bench-loads.test.ts`, `bench-scale.test.ts`: The benches' anchor generator (it covers every
 * page of every section, specification routes first, and writes both anchors from the real sections
 * list without building), their modules load outside the test runner, and the scale bench's growth
 * model (a 2× tree has twice the routes, each once).
 */
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  loadPages,
  markdownFile,
  plainMarkdown,
  routeOfDoc,
  vitepressSidebar,
  writeDocusaurusSite,
  writeVitePressSite,
} from '../../bench/anchors/generate';
import {mdxFilesUnder} from '../../src/config/content-files';
import {ALL_SITES, attempt, failures, median, ratio} from '../../bench/compare';
import {PAGES} from '../../bench/run';
import {sections} from '../../src/config/sections';
import {loadSpecRoutes} from '../support/routes';

const section = (id: string) => sections.find((s) => s.id === id)!;

// Read once: the pages of every section, their API references rendered (the slow part).
let cached: ReturnType<typeof loadPages> | undefined;
const allPages = () => (cached ??= loadPages());

describe('bench anchors: the same pages for vanilla Docusaurus and VitePress', () => {
  it('gives each source file the URL Docusaurus gives it', () => {
    expect(routeOfDoc(section('docs'), 'intro.mdx', '/')).toBe('/');
    expect(routeOfDoc(section('docs'), 'api/v3/campaign/create.mdx')).toBe('/api/v3/campaign/create');
    expect(routeOfDoc(section('docs'), 'api/v1/event/index.mdx')).toBe('/api/v1/event/');
    expect(routeOfDoc(section('pitel_app'), 'index.mdx')).toBe('/pitel_app/');
    expect(routeOfDoc(section('bitrix_vie'), 'category/cai-dat.mdx', '/category/cài-đặt')).toBe(
      '/bitrix_pitel_vie/category/cài-đặt',
    );
  });

  it('maps a URL to a Markdown file with the same URL', () => {
    expect(markdownFile('/')).toBe('index.md');
    expect(markdownFile('/guide/portal_callcenter_guide/')).toBe('guide/portal_callcenter_guide/index.md');
    expect(markdownFile('/api/v3/campaign/create')).toBe('api/v3/campaign/create.md');
  });

  it('turns MDX into plain Markdown: no imports, JSX, expressions or admonition syntax; text, tables and code kept', () => {
    const md = plainMarkdown(readFileSync(path.join(__dirname, '../fixtures/bench/page.mdx'), 'utf8'));
    expect(md).not.toMatch(/import|<Tabs|<TabItem|<br|:::|a comment|pathname:/);
    expect(md).toContain('## Setup {#setup}');
    expect(md).toContain('> **Before you start**');
    expect(md).toContain('**curl**');
    expect(md).toContain('```bash\ncurl https://{{API_HOST}}/v3\n```');
    expect(md).toContain('| 1 2 | 3 |');
    expect(md).toContain('[Specs](/openapi/v3.yaml) at 10:30.');
  });

  it('covers every route of the specification, then every other page of every section, once; API pages with their reference', () => {
    const pages = allPages();
    const spec = loadSpecRoutes().routes.map((r) => r.path);
    expect(pages.slice(0, spec.length).map((p) => p.route)).toEqual(spec);
    expect(new Set(pages.map((p) => p.route)).size).toBe(pages.length);
    // Every source page of every section, the Vietnamese editions included.
    for (const s of sections)
      expect(pages.filter((p) => p.section === s).length, s.id).toBe(
        mdxFilesUnder(path.join(__dirname, '../..', s.path)).length,
      );
    const create = pages.find((p) => p.route === '/api/v3/campaign/create')!;
    expect(create.title).toBe('Create a campaign');
    expect(create.body).toContain('## Request');
    expect(create.body).toContain('curl -X POST');
    const sidebar = vitepressSidebar(pages);
    expect(Object.keys(sidebar).sort()).toEqual(
      ['/', ...sections.filter((s) => s.routeBasePath).map((s) => `/${s.routeBasePath}/`)].sort(),
    );
  }, 120_000);
});

describe('bench anchors: generated from the real sections list (src/config/sections.ts)', () => {
  it('writes every section with all its pages into both anchors', () => {
    const pages = allPages();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'anchors-'));
    try {
      writeDocusaurusSite(pages, path.join(dir, 'docusaurus'));
      writeVitePressSite(pages, path.join(dir, 'vitepress'), sections, 'site');
      const mdUnder = (d: string) =>
        existsSync(d) ? (readdirSync(d, {recursive: true}) as string[]).filter((f) => f.endsWith('.md')) : [];
      for (const s of sections) {
        const own = pages.filter((p) => p.section === s);
        expect(own.length, s.id).toBeGreaterThan(0);
        // Docusaurus: the docs folder of each plugin instance (a missing one stops the build).
        expect(mdUnder(path.join(dir, 'docusaurus', s.path)).length, s.path).toBe(own.length);
        // VitePress: one Markdown file per page, at the page's URL.
        for (const p of own)
          expect(existsSync(path.join(dir, 'vitepress/site', markdownFile(p.route))), p.route).toBe(true);
      }
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  }, 120_000);
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

describe('bench:compare: every measure of a site at its own address, a failure noted and the run going on', () => {
  it('sends each site to an address of its own for each bench page, the peer to its reference', () => {
    const addresses = Object.fromEntries(ALL_SITES.map((s) => [s.id, PAGES.map((p) => s.route(p))]));
    expect(addresses.ours).toEqual(PAGES);
    expect(addresses.docusaurus).toEqual(PAGES);
    expect(addresses.vitepress).toEqual(PAGES);
    expect(addresses.peer).not.toContain('/api/v3/campaign/create');
    expect(addresses.peer).toContain('/reference/v3/create-campaign');
  });

  it('notes a failing measure by its first line and gives undefined; a passing one gives its value', async () => {
    failures.length = 0;
    expect(await attempt('peer, Lighthouse', () => Promise.reject(new Error('404\nstack')))).toBeUndefined();
    expect(await attempt('ours, first visit', () => Promise.resolve(3))).toBe(3);
    expect(failures).toEqual(['peer, Lighthouse: 404']);
    failures.length = 0;
  });
});
