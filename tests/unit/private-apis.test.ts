/**
 * src/plugins/PRIVATE-APIS.md is what its record gives (scripts/docs/private-apis.ts, from
 * tests/support/upstream-files.ts): the list a maintainer reads before an upgrade cannot drift from the
 * files the tests watch.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {PRIVATE_APIS_FILE, privateApisMarkdown, watchedCounts} from '../../scripts/docs/private-apis';
import {ALL_WATCHED, type Watched} from '../support/upstream-files';

const fixture: Watched[] = [
  {
    ours: 'src/config/plugin-instances.ts',
    relies: 'A | B',
    upstream: '@docusaurus/core/lib/a.js',
    sha256: '0',
    layer: false,
    guards: ['tests/unit/plugin-instances.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/performance/index.ts',
    relies: 'B',
    upstream: '@docusaurus/core/lib/a.js',
    sha256: '0',
    layer: true,
    guards: [],
    fork: true,
  },
  {
    ours: 'src/plugins/performance/lean-css/index.ts',
    relies: 'C',
    upstream: 'other-plugin/lib/c.js',
    sha256: '0',
    layer: true,
    guards: [],
    fork: false,
  },
  {
    ours: 'src/config/site.ts',
    relies: 'D',
    upstream: '@acme/plugin/lib/d.js',
    sha256: '0',
    layer: false,
    guards: [],
    fork: false,
  },
];

describe('src/plugins/PRIVATE-APIS.md', () => {
  it('is what tests/support/upstream-files.ts gives (npm run docs:private-apis writes it)', () => {
    expect(readFileSync(PRIVATE_APIS_FILE, 'utf8')).toBe(privateApisMarkdown());
  });

  it('changes when a watched file is added, so a stale list fails the test above', () => {
    const more = [...ALL_WATCHED, {...fixture[0], upstream: '@docusaurus/core/lib/new.js'}];
    expect(privateApisMarkdown(more, [], () => '3.10.2')).not.toBe(
      privateApisMarkdown(ALL_WATCHED, [], () => '3.10.2'),
    );
  });

  it("counts the stock build's files once each, the layer's own apart, and those outside @docusaurus", () => {
    expect(watchedCounts(fixture)).toEqual({
      stock: ['@docusaurus/core/lib/a.js', '@acme/plugin/lib/d.js'],
      layerOnly: ['other-plugin/lib/c.js'],
      thirdParty: ['@acme/plugin/lib/d.js'],
    });
    expect(privateApisMarkdown(fixture, [], () => '1.0.0')).toContain(
      '| `src/config/plugin-instances.ts` | A \\| B | `@docusaurus/core/lib/a.js` 1.0.0 | `tests/unit/plugin-instances.test.ts` |',
    );
  });
});
