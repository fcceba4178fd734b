/**
 * What the browser tests ask axe-core to preload (tests/support/axe.ts, preloadFor): the assets of the
 * preloading rules a run includes, and nothing when it includes none. The list of such rules is read
 * from axe-core itself, so an upgrade that adds one fails here until the list knows its asset.
 */
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {PRELOAD_RULES, preloadFor} from '../support/axe';

const require = createRequire(import.meta.url);
const axe = require('axe-core') as {_audit: {rules: {id: string; preload?: boolean; tags: string[]}[]}};

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

describe('axe-core preloading (tests/support/axe.ts)', () => {
  it('knows every rule of axe-core that preloads', () => {
    expect(
      axe._audit.rules
        .filter((r) => r.preload)
        .map((r) => r.id)
        .sort(),
    ).toEqual(Object.keys(PRELOAD_RULES).sort());
  });

  it('preloads the media for the WCAG tags, and the stylesheets only for the rule that reads them', () => {
    expect(preloadFor({tags: TAGS})).toEqual({assets: ['media']});
    expect(preloadFor({tags: TAGS, skipRules: ['color-contrast']})).toEqual({assets: ['media']});
    expect(preloadFor({tags: TAGS, skipRules: ['no-autoplay-audio']})).toBe(false);
    expect(preloadFor({tags: ['wcag2aa']})).toBe(false);
    expect(preloadFor({rules: ['color-contrast', 'link-in-text-block']})).toBe(false);
    expect(preloadFor({rules: ['css-orientation-lock']})).toEqual({assets: ['cssom']});
    expect(preloadFor({tags: ['wcag21aa', 'experimental']})).toEqual({assets: ['cssom']});
    // axe-core's default rules leave the experimental ones out.
    expect(preloadFor({})).toEqual({assets: ['media']});
  });
});
