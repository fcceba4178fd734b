/**
 * src/plugins/shared/page-imports.ts: pages import the tabs and shared-fact components they render, which
 * MDXComponents does not offer; run through the real MDX compiler (@mdx-js/mdx), as the docs plugin's
 * loader runs it. The API reference's tabs come with their import from its remark step. And the split
 * of those components' chunks matches the modules they are.
 */
import {compile} from '@mdx-js/mdx';
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import {VFile} from 'vfile';
import {describe, expect, it, vi} from 'vitest';
import {TAB_MODULES} from 'docusaurus-lean';
import {FACT_MODULES} from '../../src/config/performance-layer';
import {importsFor, PAGE_COMPONENTS} from '../../src/plugins/shared/page-imports';
import {remarkApiReference} from '../../src/plugins/features/api-reference';

// src/theme/MDXComponents.tsx's imports, which only Docusaurus's bundler resolves, as their names.
vi.mock('@theme-original/MDXComponents', () => ({default: {stock: 'stock'}}));
vi.mock('@theme/CodeBlock', () => ({default: 'CodeBlock'}));
vi.mock('@theme/Diagram', () => ({default: 'Diagram'}));
vi.mock('@site/src/components/Planned', () => ({Planned: 'Planned', PlannedBadge: 'PlannedBadge'}));

const root = path.resolve(__dirname, '../..');

async function compiled(source: string | VFile, remarkPlugins: never[] = []): Promise<string> {
  return String(await compile(source, {remarkPlugins}));
}

/** The compiled module's imports but the JSX runtime's, in one quoting (the compiler keeps the source's). */
const importLines = (js: string) =>
  js
    .split('\n')
    .filter((l) => /^import /.test(l) && !l.includes('react/jsx-runtime'))
    .map((l) => l.replaceAll("'", '"'));

/** An endpoint page of the site, as the docs plugin hands it to the API reference's step (front matter read, no file path: no digest written). */
function endpointPage(body: string): VFile {
  return new VFile({
    value: `---\ntitle: T\n---\n\n${body}`,
    data: {frontMatter: {hide_table_of_contents: true, api: {spec: 'v3', operations: ['POST /v3/campaign']}}},
  });
}

const withApiReference = [remarkFrontmatter, [remarkApiReference, {siteDir: root}]] as never[];

describe('page components (src/plugins/shared/page-imports.ts)', () => {
  it('a page that imports the components it renders gets them from their modules', async () => {
    const page = `${importsFor(['Tabs', 'TabItem', 'TokenLifetime', 'ApiKeyModel']).join('\n')}\n\n# API\n\n<Tabs>\n<TabItem value="curl">x</TabItem>\n</Tabs>\n\n<TokenLifetime />\n\n<ApiKeyModel />\n`;
    const js = await compiled(page);
    expect(importLines(js)).toEqual([
      'import {ApiKeyModel, TokenLifetime} from "@site/src/components/SharedFacts";',
      'import TabItem from "@theme/TabItem";',
      'import Tabs from "@theme/Tabs";',
    ]);
    // The components are the imported ones, not looked up among the provider's.
    expect(js).not.toMatch(/_missingMdxReference\("(?:Tabs|TabItem|TokenLifetime|ApiKeyModel)"/);
  });

  it('without its imports, the page looks them up in MDXComponents, which does not offer them (broken fixture)', async () => {
    const js = await compiled('<Tabs>\n<TabItem value="a">a</TabItem>\n</Tabs>\n\n<TokenPerVersion />\n');
    expect(importLines(js)).toEqual([]);
    // MDX's own check, at render time: the build stops on the first page rendering it.
    expect(js).toContain('to be defined: you likely forgot to import, pass, or provide it');
    // The site's provider (src/theme/MDXComponents.tsx), its theme imports stood in for by their names.
    const provided = Object.keys((await import('../../src/theme/MDXComponents')).default);
    expect(provided).toContain('CodeBlock');
    expect(provided.filter((name) => Object.hasOwn(PAGE_COMPONENTS, name))).toEqual([]);
  });

  it('the API reference imports the tabs it renders, once, after the page’s own imports', async () => {
    const js = await compiled(endpointPage('Intro.\n\n<ApiReference />\n'), withApiReference);
    expect(importLines(js)).toEqual(['import TabItem from "@theme/TabItem";', 'import Tabs from "@theme/Tabs";']);
    expect(js).not.toMatch(/_missingMdxReference\("(?:Tabs|TabItem)"/);
    // A page that imports Tabs itself (for tabs of its own) keeps its import, and gets the other only.
    const own = await compiled(
      endpointPage(
        "import Tabs from '@theme/Tabs';\nimport {TokenLifetime} from '@site/src/components/SharedFacts';\n\n<TokenLifetime />\n\n<ApiReference />\n",
      ),
      withApiReference,
    );
    expect(importLines(own)).toEqual([
      'import Tabs from "@theme/Tabs";',
      'import {TokenLifetime} from "@site/src/components/SharedFacts";',
      'import TabItem from "@theme/TabItem";',
    ]);
  });

  it('a page without the reference gets no import from it', async () => {
    const js = await compiled('---\ntitle: T\n---\n\n## Guide\n\nText.\n', withApiReference);
    expect(importLines(js)).toEqual([]);
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
