/**
 * The sections list becomes the right plugin instances, sidebars, footer entries and extra routes. The
 * navbar it makes is checked in the browser by tests/e2e/chrome.test.ts; the footer's links resolve
 * (tests/e2e/links.test.ts) and every extra page answers (tests/e2e/routes.test.ts).
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {productSlug, sectionOfPath, sections} from '../../src/config/sections';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {PluginOptions as DocsPluginOptions} from '@docusaurus/plugin-content-docs';
import type {FooterColumnItem, FooterLinkItem} from '@docusaurus/theme-common';
import {docsPlugins, footerLinks} from '../../src/config/site';
import {
  canonicalPages,
  eventsAndRecordsPage,
  extraRoutes,
  quickstartPage,
  viCallStatusesPage,
  viSupportPage,
} from '../../src/config/pages';
import {loadSiteRoutes, loadSpecRoutes} from '../support/routes';
import {doubtSections} from '../../scripts/lint/doubts';
import {questionsRoute} from '../../scripts/lint/questions';
import {API_QUESTIONS_PAGE} from '../../src/plugins/features/api-reference/questions';

const spec = loadSpecRoutes();

/** The footer's columns of links (the site's footer has columns, so every entry is one). */
const footerColumns = (): FooterColumnItem[] =>
  footerLinks(sections).filter((col): col is FooterColumnItem => 'items' in col);

describe('sections list', () => {
  it('covers exactly the sections of the route list, and their editions in the other language, with the product slug from one place', () => {
    expect(productSlug).toBe(spec.productSlug);
    const specSections = [...new Set(spec.routes.map((r) => r.section))].sort();
    expect(
      sections
        .map((s) => s.id)
        .filter((id) => specSections.includes(id))
        .sort(),
    ).toEqual(specSections);
    // A section outside the specification is the other-language edition of one in it (the portal guides in Vietnamese).
    const extra = sections.filter((s) => !specSections.includes(s.id));
    expect(extra.map((s) => s.id).sort()).toEqual(['portal_autocall_guide_vie', 'portal_callcenter_guide_vie']);
    for (const s of extra) {
      expect(specSections, s.id).toContain(s.editionOf);
      expect(s.lang).not.toBe(sections.find((o) => o.id === s.editionOf)!.lang);
    }
  });

  it('puts every route of the specification and every extra page under its section prefix', () => {
    for (const route of loadSiteRoutes()) {
      expect(sectionOfPath(route.path).id, route.path).toBe(route.section);
    }
  });

  it('becomes one docs plugin instance per section with the shared options', () => {
    // Each instance is the stock docs plugin with its options kept in Node (src/config/plugin-instances.ts,
    // tested in plugin-instances.test.ts): its options are what its validation gives.
    const plugins = docsPlugins(sections);
    expect(plugins).toHaveLength(sections.length);
    const options = plugins.map((p) =>
      (
        p as unknown as {validateOptions: (a: {validate: typeof normalizePluginOptions}) => DocsPluginOptions}
      ).validateOptions({validate: normalizePluginOptions}),
    );
    expect(new Set(options.map((o) => o.id)).size).toBe(sections.length);
    expect(options.map((o) => o.routeBasePath)).toEqual(
      sections.map((s) => `/${s.routeBasePath}`.replace(/^\/\/?/, '/')),
    );
    for (const o of options) {
      expect(o).toMatchObject({
        sidebarCollapsible: true,
        sidebarCollapsed: false,
        versions: {current: {label: 'Next'}},
      });
      expect(o.beforeDefaultRemarkPlugins.map((p) => (p as {name: string}).name)).toEqual([
        'remarkApiReference',
        'remarkDiagrams',
      ]);
    }
    expect(options.find((o) => o.routeBasePath === '/')?.id).toBe('default');
  });

  it('gives each section a sidebar file that defines its sidebar id', async () => {
    for (const s of sections) {
      const {default: sidebars} = (await import(path.resolve(__dirname, '../..', s.sidebarPath))) as {
        default: Record<string, unknown>;
      };
      expect(Object.keys(sidebars), s.sidebarPath).toContain(s.id);
    }
  });

  it('links Support from the footer, which every page shows', () => {
    const links: FooterLinkItem[] = footerColumns().flatMap((col) => col.items);
    expect(links).toContainEqual({label: 'Support', to: canonicalPages.support});
  });

  it('links the quickstart from the footer, right after Getting started', () => {
    const api = footerColumns().find((col) => col.title === 'API')!;
    const labels = api.items.map((i) => i.label);
    expect(labels.slice(0, 2)).toEqual(['Getting started', 'Quickstart']);
    expect(api.items[1].to).toBe(quickstartPage);
  });

  it("lists every canonical page, the Vietnamese support and call-status pages, the quickstart, the events-and-records page, the API questions, the call-center setup entry, the guides' questions pages and the Bitrix24 reference connector's pages as extra routes, once, outside the specification", () => {
    const specPaths = new Set(spec.routes.map((r) => r.path));
    // Each guide in the specification's sections has a questions page; the Vietnamese portal guides' follow from their sections.
    const questionsPages = sections
      .filter((s) => doubtSections.includes(s.id) && spec.routes.some((r) => r.section === s.id))
      .map((s) => questionsRoute(s));
    expect(questionsPages).toHaveLength(5);
    expect(extraRoutes.map((r) => r.path).sort()).toEqual(
      [
        ...Object.values(canonicalPages),
        viSupportPage,
        viCallStatusesPage,
        quickstartPage,
        eventsAndRecordsPage,
        API_QUESTIONS_PAGE,
        '/guide/portal_callcenter_guide/inbound-queues',
        ...questionsPages,
        ...['/bitrix_pitel_eng', '/bitrix_pitel_vie'].flatMap((guide) =>
          ['/', '/install', '/bitrix24', '/test', '/failures', '/code'].map((page) => `${guide}/connector${page}`),
        ),
      ].sort(),
    );
    expect(new Set(extraRoutes.map((r) => r.path)).size).toBe(extraRoutes.length);
    for (const r of extraRoutes) {
      expect(specPaths.has(r.path), r.path).toBe(false);
      expect(r.section).toBe(sectionOfPath(r.path).id);
    }
  });
});
