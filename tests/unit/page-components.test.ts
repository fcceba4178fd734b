/**
 * src/plugins/page-components: each page imports the tabs and shared-fact components it renders, once,
 * and nothing it does not render; run through the real MDX compiler (@mdx-js/mdx), as the docs
 * plugin's loader runs it. And the split of those components' chunks matches the modules they are.
 */
import {compile} from '@mdx-js/mdx';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FACT_MODULES, TAB_MODULES} from '../../src/plugins/page-components';
import {importsFor, PAGE_COMPONENTS, remarkPageComponents} from '../../src/plugins/page-components/remark';

const root = path.resolve(__dirname, '../..');

async function compiled(source: string, plugins = [remarkPageComponents]): Promise<string> {
  return String(await compile(source, {remarkPlugins: plugins}));
}

const importLines = (js: string) =>
  js.split('\n').filter((l) => /^import /.test(l) && !l.includes('react/jsx-runtime'));

describe('page components (src/plugins/page-components)', () => {
  it('imports the components a page renders, grouped by module', async () => {
    const js = await compiled(
      '# API\n\n<Tabs>\n<TabItem value="curl">x</TabItem>\n</Tabs>\n\nTokens last <TokenLifetime /> and <ApiKeyModel />.\n',
    );
    expect(importLines(js)).toEqual(
      expect.arrayContaining([
        'import {ApiKeyModel, TokenLifetime} from "@site/src/components/SharedFacts";',
        'import TabItem from "@theme/TabItem";',
        'import Tabs from "@theme/Tabs";',
      ]),
    );
    // The components are the imported ones, not looked up among the provider's.
    expect(js).not.toMatch(/Tabs\b[^\n]*=\s*_components/);
  });

  it('finds them inside expressions and attribute values too', async () => {
    const js = await compiled(
      'export const v3 = true;\n\n{v3 && <Tabs><TabItem value="a">a</TabItem></Tabs>}\n\n<Planned note={<TokenLifetime />} />\n',
    );
    expect(importLines(js)).toEqual(
      expect.arrayContaining([
        'import TabItem from "@theme/TabItem";',
        'import Tabs from "@theme/Tabs";',
        'import {TokenLifetime} from "@site/src/components/SharedFacts";',
      ]),
    );
    expect(js).not.toMatch(/_missingMdxReference\("(?:Tabs|TabItem|TokenLifetime)"/);
  });

  it('adds nothing to a page that renders none of them, and no second import of a name the page imports', async () => {
    const plain = await compiled('# Guide\n\n<Planned>\n\nNot yet.\n\n</Planned>\n');
    expect(importLines(plain)).toEqual([]);
    const own = await compiled(
      'import Tabs from \'@theme/Tabs\';\n\n<Tabs>\n<TabItem value="a">a</TabItem>\n</Tabs>\n',
    );
    expect(importLines(own).filter((l) => / Tabs /.test(l))).toHaveLength(1);
    expect(importLines(own)).toContain('import TabItem from "@theme/TabItem";');
  });

  it('without the plugin, the page would look the components up in MDXComponents (broken fixture)', async () => {
    const js = await compiled('<Tabs>\n<TabItem value="a">a</TabItem>\n</Tabs>\n', []);
    expect(importLines(js)).toEqual([]);
    // MDX's own check, at render time: the build stops on the first page rendering it.
    expect(js).toContain('to be defined: you likely forgot to import, pass, or provide it');
  });

  it('MDXComponents no longer offers them: a page must import them, which this plugin does', () => {
    const mdxComponents = readFileSync(path.join(root, 'src/theme/MDXComponents.tsx'), 'utf8');
    for (const name of Object.keys(PAGE_COMPONENTS))
      expect(mdxComponents, name).not.toMatch(new RegExp(`^\\s*${name},`, 'm'));
    expect(importsFor(['TokenPerVersion', 'Tabs'])).toEqual([
      'import Tabs from "@theme/Tabs";',
      'import {TokenPerVersion} from "@site/src/components/SharedFacts";',
    ]);
  });

  it('the chunk groups match the files of those components', () => {
    for (const file of [
      'src/theme/Tabs/index.tsx',
      'src/theme/Tabs/ids.ts',
      'src/theme/TabItem/index.tsx',
      'node_modules/@docusaurus/theme-classic/lib/theme/Tabs/index.js',
      'node_modules/@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css',
      'src/theme/TabItem/styles.module.css',
      'node_modules/@docusaurus/theme-common/lib/utils/tabsUtils.js',
    ]) {
      expect(TAB_MODULES.test(path.join(root, file)), file).toBe(true);
    }
    for (const file of ['src/components/SharedFacts/index.tsx', 'src/data/shared-facts.ts'])
      expect(FACT_MODULES.test(path.join(root, file)), file).toBe(true);
    expect(TAB_MODULES.test(path.join(root, 'src/theme/Layout/Provider/index.tsx'))).toBe(false);
  });
});
