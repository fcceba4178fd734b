import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {contrastRatio, lowContrastTokens} from '../../src/config/contrast';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/prism';

describe('code highlighting contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(255, 255, 255)', '#ffffff')).toBe(1);
  });

  it('keeps every token colour at 4.5:1 or more in both themes', () => {
    expect(lowContrastTokens(lightCodeTheme)).toEqual([]);
    expect(lowContrastTokens(darkCodeTheme)).toEqual([]);
  });

  it('flags the stock themes that fail (the reason for our own)', () => {
    expect(lowContrastTokens(themes.github).length).toBeGreaterThan(0);
    expect(lowContrastTokens(themes.dracula)).toEqual([expect.stringContaining('comment')]);
  });
});
