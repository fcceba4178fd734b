import {readFileSync} from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import leanCss, {PruneUnusedCss} from '../../src/lean-css';
import {
  classesNeeded,
  classTextOf,
  pruneUnusedCustomProperties,
  pruneUnusedSelectors,
  vocabularyOf,
} from '../../src/lean-css/prune';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../fixtures/lean-css', name), 'utf8');

describe('lean CSS (docusaurus-lean lean-css): selectors no script names are removed', () => {
  const vocabulary = vocabularyOf([classTextOf(fixture('bundle.js'))]);
  const pruned = () => {
    const root = postcss.parse(fixture('styles.css'));
    const removed = pruneUnusedSelectors(root, vocabulary);
    return {removed, css: root.toString()};
  };

  it('reads class names from string literals, not from tags, type or role values', () => {
    for (const word of ['navbar', 'navbar-sidebar--show', 'clean-btn', 'alert', 'theme-edit-this-page'])
      expect(vocabulary.words.has(word), word).toBe(true);
    for (const word of ['button', 'nav', 'navigation']) expect(vocabulary.words.has(word), word).toBe(false);
    expect(vocabulary.prefixes).toContain('alert--');
  });

  it('reads strings as a JavaScript tokenizer does: a quote in a regular expression, a comment or a template shifts nothing', () => {
    // Minified code of the kind that made a pattern match on quotes read code as strings and strings as
    // code, and so prune the navbar's own rules (found when the Vietnamese chrome joined the bundle).
    const script = 'var t_=/[\\n"]/g;(0,r.jsx)("button",{type:"button",className:"navbar--fixed-top navbar__toggle"})';
    // Comments and templates with quotes of their own read as the tokenizer reads them too.
    expect(vocabularyOf([classTextOf('/* don\'t */var t=`a ${"b"} c`;x="menu__link"')]).words.has('menu__link')).toBe(
      true,
    );
    const words = vocabularyOf([classTextOf(script)]).words;
    for (const word of ['navbar--fixed-top', 'navbar__toggle']) expect(words.has(word), word).toBe(true);
    expect(words.has('button')).toBe(false);
    // A script the tokenizer cannot read counts whole: nothing it names is pruned.
    expect(vocabularyOf([classTextOf('var a = "navbar__brand"; }}} (')]).words.has('navbar__brand')).toBe(true);
  });

  it('needs the classes of a selector outside :not() and attribute values', () => {
    expect(classesNeeded('.navbar:not(.navbar--dark) .menu__link')).toEqual(['navbar', 'menu__link']);
    expect(classesNeeded('a[href$=".pdf"]')).toEqual([]);
    expect(classesNeeded('.a\\:b')).toEqual(['a:b']);
  });

  it('keeps classes set at run time, built from a prefix, or in an object of class names; drops the rest (broken fixture: its unused rules)', () => {
    const {removed, css} = pruned();
    // Kept: named by the bundle (some only at run time), or built at run time from `alert--${t}`.
    for (const kept of [
      '.navbar-sidebar--show .navbar-sidebar',
      '.navbar--fixed-top',
      '.alert--warning',
      '.clean-btn',
      '.theme-edit-this-page',
      '.navbar:not(.navbar--dark)',
    ]) {
      expect(css, kept).toContain(kept);
    }
    // Always kept: rules without a class, keyframes.
    for (const kept of [
      ':root{',
      'html[data-theme=dark]',
      'a{color',
      '[role=navigation]',
      '@keyframes spin{from{transform:rotate(0)}',
    ])
      expect(css, kept).toContain(kept);
    // Removed: `.button` (only a tag and a type value say "button"), `.hero`, `.card`, and a media query left empty.
    expect(css).not.toMatch(/\.button|\.hero|\.card|\.pagination|max-width:996px/);
    expect(css).toContain('.navbar{box-sizing:border-box}');
    expect(css).toContain('@media (min-width:997px){.navbar{padding:0 1rem}}');
    expect(removed).toBe(6);
  });

  it('removes nothing from a stylesheet already pruned', () => {
    const root = postcss.parse(pruned().css);
    expect(pruneUnusedSelectors(root, vocabulary)).toBe(0);
  });

  it('then drops the custom properties nothing reads, a chain of them included (broken fixture: its unread ones)', () => {
    const root = postcss.parse(pruned().css);
    // --unused: read by nothing; --chain-outer, then --chain-inner (read only by --chain-outer);
    // --hero-only: read only by the .hero rule, pruned above.
    expect(pruneUnusedCustomProperties(root, vocabulary)).toBe(4);
    const css = root.toString();
    expect(css).toContain(':root{--ifm-color-primary:#2e8555;--read-by-script:0}');
    expect(css).not.toMatch(/--unused|--chain-|--hero-only/);
    // Read by a var() of the stylesheet, or named by a script (getPropertyValue): kept.
    expect(css).toContain('html[data-theme=dark]{--ifm-color-primary:#25c2a0}');
    expect(pruneUnusedCustomProperties(postcss.parse(css), vocabulary)).toBe(0);
  });
});

describe('lean CSS runs where it pays', () => {
  it("prunes the browser's production build only, not the server bundle or the dev server", () => {
    const plugin = leanCss();
    const configure = (mode: string, isServer: boolean) =>
      plugin.configureWebpack!({mode} as never, isServer, {} as never, undefined) as {plugins?: unknown[]};
    expect(configure('production', false).plugins?.[0]).toBeInstanceOf(PruneUnusedCss);
    expect(configure('production', true)).toEqual({});
    expect(configure('development', false)).toEqual({});
  });
});
