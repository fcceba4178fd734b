/**
 * scripts/lint/component-imports.ts (`pitel-docs:component-imports`): a page imports each of the tabs and
 * shared-fact components it renders, from its module, and none it does not render.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {lintPage} from '../../scripts/lint/content';

const fixtures = path.resolve(__dirname, '../fixtures/lint/content');
const rule = 'pitel-docs:component-imports';

/** `line:column name` of each problem of this rule, the name being the component the message is about. */
async function problems(file: string, text?: string): Promise<string[]> {
  return (await lintPage(file, text))
    .filter((p) => p.rule === rule)
    .map((p) => `${p.line}:${p.column} ${/`<?(\w+)>?`/.exec(p.message)?.[1]} ${p.message.split(' ')[1]}`);
}

const page = (esm: string, body: string) => `---\ntitle: T\ndescription: D.\n---\n\n${esm}\n\n${body}\n`;
const facts = "import {TokenLifetime} from '@site/src/components/SharedFacts';";

describe('component imports (pitel-docs:component-imports)', () => {
  it('reports each broken case of its fixture, with its line', async () => {
    expect(await problems(path.join(fixtures, 'component-imports-broken.mdx'))).toEqual([
      '7:9 ApiKeyModel import', // imported, never rendered
      '8:8 TabItem import', // imported from another module than the site's wrapper
      '26:1 TokenPerVersion `<TokenPerVersion>`', // rendered without an import, reported once for its two uses
    ]);
  });

  it('finds a component rendered as JSX inside an expression or an attribute value', async () => {
    expect(await problems('x.mdx', page('export const v3 = true;', '{v3 && <TokenLifetime />}'))).toEqual([
      '8:8 TokenLifetime `<TokenLifetime>`',
    ]);
    expect(await problems('x.mdx', page(facts, '{v3 && <TokenLifetime />}'))).toEqual([]);
    expect(await problems('x.mdx', page('', '<Planned note={<TokenLifetime />}>\nText.\n</Planned>'))).toEqual([
      '8:16 TokenLifetime `<TokenLifetime>`',
    ]);
    expect(await problems('x.mdx', page(facts, '<Planned note={<TokenLifetime />}>\nText.\n</Planned>'))).toEqual([]);
  });

  it('passes a page that imports what it renders, or declares the name itself, and knows no other component', async () => {
    expect(
      await problems(
        'x.mdx',
        page(
          "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';",
          '<Tabs>\n<TabItem value="a">\n\nA.\n\n</TabItem>\n</Tabs>',
        ),
      ),
    ).toEqual([]);
    expect(await problems('x.mdx', page('export const Tabs = () => null;', '<Tabs />'))).toEqual([]);
    expect(await problems('x.mdx', page('', '<Planned>\nText.\n</Planned>\n\n<Diagram svg="" />'))).toEqual([]);
    // A named import of the default export is not the module's component.
    expect(await problems('x.mdx', page("import {Tabs} from '@theme/Tabs';", '<Tabs />'))).toEqual(['6:9 Tabs import']);
  });
});
