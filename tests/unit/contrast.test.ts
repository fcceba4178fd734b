/**
 * Every code-highlighting colour at 4.5:1 in both modes, and the stock themes that fail.
 */
import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {contrastRatio, lowContrastTokens} from '../support/contrast';
import {darkCodeTheme, lightCodeTheme} from '../../src/plugins/features/code-blocks/themes';
import {codeThemesCss} from '../../src/plugins/features/code-blocks/theme-css';

/** Colours of the generated CSS of one mode below 4.5:1 against the background it sets, and translucent tokens. */
function lowContrastCss(css: string, mode: 'light' | 'dark'): string[] {
  const rules = css.split('\n').filter((rule) => rule.startsWith(`[data-theme='${mode}']`));
  const background = /--prism-background-color:([^;}]+)/.exec(rules.join('\n'))![1];
  const colours = rules.flatMap((rule) => [...rule.matchAll(/[{;](?:--prism-)?color:([^;}]+)/g)].map((m) => m[1]));
  expect(colours.length).toBeGreaterThan(5);
  const translucent = rules.flatMap((rule) =>
    [...rule.matchAll(/[{;]opacity:([^;}]+)/g)].filter((m) => Number(m[1]) < 1).map((m) => `opacity ${m[1]}`),
  );
  return [...colours.filter((c) => contrastRatio(c, background) < 4.5), ...translucent];
}

describe('code highlighting contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(255, 255, 255)', '#ffffff')).toBe(1);
  });

  it('keeps every token colour at 4.5:1 or more in both themes', () => {
    expect(lowContrastTokens(lightCodeTheme)).toEqual([]);
    expect(lowContrastTokens(darkCodeTheme)).toEqual([]);
  });

  it('keeps them in the CSS the build generates for each colour mode', () => {
    const css = codeThemesCss(lightCodeTheme, darkCodeTheme);
    expect(lowContrastCss(css, 'light')).toEqual([]);
    expect(lowContrastCss(css, 'dark')).toEqual([]);
    // The check sees a failing colour in generated CSS.
    expect(lowContrastCss(codeThemesCss(themes.github, themes.dracula), 'light').length).toBeGreaterThan(0);
  });

  it('flags the stock themes that fail (the reason for our own)', () => {
    expect(lowContrastTokens(themes.github).length).toBeGreaterThan(0);
    expect(lowContrastTokens(themes.dracula)).toEqual([expect.stringContaining('comment')]);
  });
});
