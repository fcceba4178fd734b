/**
 * The pruning rule of lean-css, free of Docusaurus so the unit test runs it on fixtures.
 *
 * A selector is kept unless it needs a class that no script of the browser bundle names. The classes a selector
 * needs are those outside functional pseudo-classes (`.a:not(.b)` needs `a` only: an unknown `b`
 * makes `:not(.b)` match more, not less). A class counts as named when a script has it as a
 * word, or when a script has a word that is a prefix of it ending in `-` or `_` (a class built
 * at run time, as in `` `alert--${type}` ``). Rules without classes (elements, `:root`,
 * `[data-theme]`), keyframes and font faces are always kept; a rule goes when none of its
 * selectors is kept, and an at-rule when nothing is left inside it. Then the custom properties
 * nothing reads go too (`pruneUnusedCustomProperties`).
 */
import {tokenizer, type Token} from 'acorn';
import type {AtRule, Container, Root, Rule} from 'postcss';

export interface Vocabulary {
  words: ReadonlySet<string>;
  /** Words ending in `-` or `_`, at least 3 characters long. */
  prefixes: readonly string[];
}

const WORD = /[A-Za-z0-9_-]+/g;

/**
 * The text of a built (minified) script that can name a class: its string literals and template
 * strings, read by a JavaScript tokenizer (acorn) so that a quote inside a regular expression, a
 * comment or a template cannot shift where strings start and end (a pattern match on quotes did, and
 * pruned the navbar's own rules once the bundle held such a regular expression), less two kinds that
 * name none: an element's tag (`(0,r.jsx)("button",{…})`) and the value of a `type` or `role`
 * property (`type:"button"`, `role:"alert"`). Any other property's value may be a class (the
 * theme's `ThemeClassNames` is an object of them), so it counts. A script the tokenizer cannot read
 * counts whole: keeping a rule too many is safe, removing one in use is not.
 */
export function classTextOf(script: string): string {
  const out: string[] = [];
  const last: Token[] = [];
  const valueOf = (t: Token | undefined) => String((t as (Token & {value?: unknown}) | undefined)?.value);
  try {
    for (const token of tokenizer(script, {ecmaVersion: 'latest', allowHashBang: true})) {
      const label = token.type.label;
      if (label === 'string' || label === 'template') {
        const [p1, p2, p3] = [last[last.length - 1], last[last.length - 2], last[last.length - 3]];
        const tag =
          p1?.type.label === '(' && p2?.type.label === ')' && p3?.type.label === 'name' && /^jsxs?$/.test(valueOf(p3));
        const typeOrRole =
          p1?.type.label === ':' &&
          p2?.type.label === 'name' &&
          /^(?:type|role)$/.test(valueOf(p2)) &&
          /^[{,]$/.test(p3?.type.label ?? '');
        if (!tag && !typeOrRole) out.push(valueOf(token));
      }
      last.push(token);
      if (last.length > 3) last.shift();
    }
  } catch {
    return script;
  }
  return out.join(' ');
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
  for (let before = ''; before !== plain;) {
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
  dropEmptyAtRules(root);
  return removed;
}

const VAR_REFERENCE = /var\(\s*(--[A-Za-z0-9_-]+)/g;

/**
 * Prunes `root` in place of the custom property declarations (`--name: …`) nothing reads: no `var()`
 * of the stylesheet (once the rules no page uses are gone) and no script string names them (a script
 * may read one, as the theme reads `--ifm-navbar-height`, or set one inline). Repeated until nothing
 * changes, since a declaration removed can be the last reader of another. Returns the number of
 * declarations removed. Not seen: a name a script builds at run time (`` `--x-${k}` ``), and markup in
 * no script (HTML written after the build, SVG served as files): tests/e2e/layer.test.ts checks that
 * every property the built pages read is still declared.
 */
export function pruneUnusedCustomProperties(root: Root, vocabulary: Vocabulary): number {
  let removed = 0;
  for (;;) {
    const read = new Set<string>();
    root.walkDecls((decl) => {
      for (const m of decl.value.matchAll(VAR_REFERENCE)) read.add(m[1]);
    });
    root.walkAtRules((rule) => {
      for (const m of rule.params.matchAll(VAR_REFERENCE)) read.add(m[1]);
    });
    let now = 0;
    root.walkDecls(/^--/, (decl) => {
      if (read.has(decl.prop) || vocabulary.words.has(decl.prop)) return;
      decl.remove();
      now += 1;
    });
    if (!now) break;
    removed += now;
  }
  root.walkRules((rule) => {
    if (!rule.nodes.length) rule.remove();
  });
  dropEmptyAtRules(root);
  return removed;
}

/** Removes the at-rules (media queries …) left with nothing inside, innermost first. */
function dropEmptyAtRules(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    dropEmptyAtRules(node);
    if (!node.nodes.length) node.remove();
  });
}
