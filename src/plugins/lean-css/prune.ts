/**
 * The pruning rule of pitel-lean-css, free of Docusaurus so the unit test runs it on fixtures.
 *
 * A selector is kept unless it needs a class that no script of the browser bundle names. The classes a selector
 * needs are those outside functional pseudo-classes (`.a:not(.b)` needs `a` only: an unknown `b`
 * makes `:not(.b)` match more, not less). A class counts as named when a script has it as a
 * word, or when a script has a word that is a prefix of it ending in `-` or `_` (a class built
 * at run time, as in `` `alert--${type}` ``). Rules without classes (elements, `:root`,
 * `[data-theme]`), keyframes and font faces are always kept; a rule goes when none of its
 * selectors is kept, and an at-rule when nothing is left inside it.
 */
import type {AtRule, Container, Root, Rule} from 'postcss';

export interface Vocabulary {
  words: ReadonlySet<string>;
  /** Words ending in `-` or `_`, at least 3 characters long. */
  prefixes: readonly string[];
}

const WORD = /[A-Za-z0-9_-]+/g;
const STRING = /(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g;

/**
 * The text of a built (minified) script that can name a class: its string literals, less two kinds
 * that name none: an element's tag (`(0,r.jsx)("button",{…})`) and the value of a `type` or `role`
 * property (`type:"button"`, `role:"alert"`). Any other property's value may be a class (the
 * theme's `ThemeClassNames` is an object of them), so it counts.
 */
export function classTextOf(script: string): string {
  const stripped = script.replace(/\.jsxs?\)\("[^"]*"/g, '').replace(/([,{])(?:type|role):"[^"\n]*"/g, '$1');
  return [...stripped.matchAll(STRING)].map((m) => m[2]).join(' ');
}

/** The words of some source text, and those that can start a class built at run time. */
export function vocabularyOf(texts: Iterable<string>): Vocabulary {
  const words = new Set<string>();
  for (const text of texts) for (const w of text.match(WORD) ?? []) words.add(w);
  const prefixes = [...words].filter((w) => w.length >= 3 && /[-_]$/.test(w));
  return {words, prefixes};
}

/** The classes a selector needs, functional pseudo-classes (`:not()`, `:is()`, `:where()`, `:has()`) left out. */
export function classesNeeded(selector: string): string[] {
  let plain = selector;
  // Innermost parentheses first, until none is left.
  for (let before = ''; before !== plain; ) {
    before = plain;
    plain = plain.replace(/:{1,2}[A-Za-z-]+\([^()]*\)/g, '');
  }
  plain = plain.replace(/\[[^\]]*\]/g, ''); // attribute values may contain dots
  return [...plain.matchAll(/\.((?:\\.|[A-Za-z0-9_-])+)/g)].map((m) => m[1].replace(/\\(.)/g, '$1'));
}

export function isNamed(cls: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words.has(cls) || vocabulary.prefixes.some((p) => cls.startsWith(p));
}

/** Prunes `root` in place; returns the number of selectors removed. */
export function pruneUnusedSelectors(root: Root, vocabulary: Vocabulary): number {
  let removed = 0;
  root.walkRules((rule: Rule) => {
    const parent = rule.parent as AtRule | undefined;
    if (parent?.type === 'atrule' && /keyframes$/i.test(parent.name)) return;
    const kept = rule.selectors.filter((s) => classesNeeded(s).every((c) => isNamed(c, vocabulary)));
    removed += rule.selectors.length - kept.length;
    if (!kept.length) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  const dropEmpty = (container: Container) => {
    container.each((node) => {
      if (node.type !== 'atrule' || !node.nodes) return;
      dropEmpty(node);
      if (!node.nodes.length) node.remove();
    });
  };
  dropEmpty(root);
  return removed;
}
