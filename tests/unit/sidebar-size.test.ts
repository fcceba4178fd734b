import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {describe, expect, it} from 'vitest';
import mainSidebars from '../../sidebars';
import {scaledMainSidebar} from '../../bench/scale/model';
import {EXPANDED_SIDEBAR_LIMIT, sidebarLinks, sizedSidebars} from '../../src/config/sidebar-size';

const category = (label: string, items: unknown[], extra: Record<string, unknown> = {}) => ({type: 'category', label, items, ...extra});
const docs = (n: number, prefix: string) => Array.from({length: n}, (_, i) => `${prefix}/${i}`);

describe('sidebar size (src/config/sidebar-size.ts)', () => {
  it('counts pages, links and category pages, not bare categories or HTML', () => {
    const items = ['a', {type: 'doc', id: 'b'}, {type: 'link', label: 'x', href: '/x'}, {type: 'html', value: '<hr>'}, category('C', ['c'], {link: {type: 'doc', id: 'c0'}}), category('D', ['d'])];
    expect(sidebarLinks(items as never)).toBe(6);
  });

  it('leaves a sidebar up to the limit as written, and collapses every category of a larger one unless it says otherwise', () => {
    const small = {s: [category('A', docs(EXPANDED_SIDEBAR_LIMIT - 1, 'a'), {link: {type: 'doc', id: 'a'}})]} as unknown as SidebarsConfig;
    expect(sizedSidebars(small)).toEqual(small);
    const large = {l: ['intro', category('A', [category('B', docs(EXPANDED_SIDEBAR_LIMIT, 'b'))]), category('C', ['c'], {collapsed: false})]} as unknown as SidebarsConfig;
    const sized = sizedSidebars(large).l as {collapsed?: boolean; items?: {collapsed?: boolean}[]}[];
    expect(sized[0]).toBe('intro');
    expect(sized[1].collapsed).toBe(true);
    expect(sized[1].items![0].collapsed).toBe(true);
    expect(sized[2].collapsed).toBe(false);
    expect(() => sizedSidebars({x: {A: ['a']}})).toThrow(/list of items/);
  });

  it('keeps every sidebar of the site expanded today, as the specification asks, and collapses the main one at 2× the pages', async () => {
    const all: SidebarsConfig[] = [mainSidebars];
    for (const f of readdirSync(path.resolve(__dirname, '../../sidebars'))) all.push((await import(`../../sidebars/${f}`)).default);
    for (const sidebars of all) {
      for (const [id, items] of Object.entries(sidebars)) {
        expect(sidebarLinks(items as never), id).toBeLessThanOrEqual(EXPANDED_SIDEBAR_LIMIT);
        expect(JSON.stringify(items), id).not.toContain('"collapsed"');
      }
    }
    const doubled = sizedSidebars({docs: scaledMainSidebar(mainSidebars.docs as never, 2)} as SidebarsConfig);
    expect(JSON.stringify(doubled)).toContain('"collapsed":true');
  });

  // What the rule saves relies on the classic theme rendering a collapsed category's items only once
  // it is opened (CONTRIBUTING.md, "Upgrading Docusaurus"): the category renders its list in a lazy Collapsible,
  // which renders nothing until it has been expanded once.
  it('relies on the classic theme leaving a collapsed category\'s items out of the HTML', () => {
    const read = (file: string) => readFileSync(path.resolve(__dirname, '../../node_modules', file), 'utf8');
    expect(read('@docusaurus/theme-classic/lib/theme/DocSidebarItem/Category/index.js')).toMatch(/<Collapsible\s+lazy\b/);
    const collapsible = read('@docusaurus/theme-common/lib/components/Collapsible/index.js');
    expect(collapsible).toMatch(/function CollapsibleLazy\(\{ collapsed, \.\.\.props \}\) \{[\s\S]*?useState\(!collapsed\)[\s\S]*?return mounted \? \(<CollapsibleBase[^;]*: null;/);
  });
});
