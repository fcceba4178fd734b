import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import noCollator, {NO_COLLATOR_LOADER, NO_COLLATOR_TEST} from '../../src/plugins/no-collator';

const require = createRequire(import.meta.url);
const {replaceLocaleCompare} = require(NO_COLLATOR_LOADER) as {
  replaceLocaleCompare(source: string): {code: string; count: number; left: number};
};

/** Evaluates a snippet after the loader's rewrite, with localeCompare made to fail if called. */
function run(source: string): unknown {
  const {code} = replaceLocaleCompare(`return (${source});`);
  const original = String.prototype.localeCompare;
  String.prototype.localeCompare = () => {
    throw new Error('localeCompare called');
  };
  try {
    return new Function(code)();
  } finally {
    String.prototype.localeCompare = original;
  }
}

describe('no-collator loader', () => {
  it('rewrites the calls of the Docusaurus client code it is applied to', () => {
    for (const file of ['@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js', '@docusaurus/theme-common/lib/utils/reactUtils.js']) {
      const resolved = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), '..', '..', file);
      const source = readFileSync(resolved, 'utf8');
      expect(NO_COLLATOR_TEST.test(resolved), file).toBe(true);
      const {code, count, left} = replaceLocaleCompare(source);
      expect(count, file).toBeGreaterThan(0);
      expect(left, file).toBe(0);
      expect(code).not.toMatch(/\.localeCompare\(/);
    }
  });

  it('sorts paths so that a path comes before each of its prefixes, as the docs plugin needs', () => {
    const paths = ['/', '/bitrix_pitel_eng', '/guide/portal_callcenter_guide', '/bitrix_pitel_vie', '/pitel_app', '/guide/portal_autocall_guide'];
    const sorted = run(`${JSON.stringify(paths)}.map((path) => ({path})).sort((a, b) => b.path.localeCompare(a.path)).map((p) => p.path)`) as string[];
    expect(sorted.at(-1)).toBe('/');
    for (const [i, p] of sorted.entries()) for (const q of sorted.slice(i + 1)) expect(p.startsWith(q) || !q.startsWith(p)).toBe(true);
    expect(run(`[['b', 1], ['a', 2], ['c', 3]].sort((a, b) => a[0].localeCompare(b[0])).map((e) => e[0]).join('')`)).toBe('abc');
  });

  it('reports a call it cannot rewrite instead of leaving it silently', () => {
    const {count, left} = replaceLocaleCompare('x.sort((a, b) => f(a).localeCompare(g(b)))');
    expect(count).toBe(0);
    expect(left).toBe(1);
  });

  it('is applied to the client bundle only, and registered in the site config', () => {
    const configure = noCollator().configureWebpack as (...args: unknown[]) => {module?: {rules: unknown[]}};
    expect(configure({}, true, {}, {})).toEqual({});
    expect(configure({}, false, {}, {}).module?.rules).toHaveLength(1);
    const names = (config.plugins ?? []).map((p) => (typeof p === 'function' ? p.name : null));
    expect(names).toContain('noCollator');
  });
});
