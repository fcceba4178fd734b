/** What `npm run check:next` runs comes from the record of reliances, so a new guard is run on the next major too. */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BROWSER_FILES, LAYER_BROWSER_FILES, SMOKE_FILES, guardUnits} from '../../scripts/next/plan';
import {ALL_BEHAVIOURS, ALL_WATCHED} from '../support/upstream-files';

const root = path.resolve(__dirname, '../..');

describe('check:next plan', () => {
  it("runs every unit guard of the record: the stock build's first, then the layer's own", () => {
    const all = new Set(
      [...ALL_WATCHED, ...ALL_BEHAVIOURS].flatMap((r) => r.guards).filter((g) => /(?:^|\/)tests\/unit\//.test(g)),
    );
    const stock = guardUnits(false);
    const layer = guardUnits(true);
    expect(new Set([...stock, ...layer])).toEqual(all);
    expect(layer.filter((g) => stock.includes(g))).toEqual([]);
    expect(stock).toContain('tests/unit/mdx-dependencies.test.ts');
    expect(layer).toContain('packages/docusaurus-lean/tests/unit/route-shards.test.ts');
  });

  it('names browser files that exist', () => {
    expect(
      [...BROWSER_FILES, ...LAYER_BROWSER_FILES, ...SMOKE_FILES].filter((f) => !existsSync(path.join(root, f))),
    ).toEqual([]);
  });
});
