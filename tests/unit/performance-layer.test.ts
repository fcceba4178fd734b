/**
 * The site's switch of the performance layer (src/config/performance-layer.ts): with
 * `PERFORMANCE_LAYER=off`, loading docusaurus.config.ts as Docusaurus loads it reads no file of
 * packages/docusaurus-lean but its package.json (src/config/one-docusaurus.ts reads every manifest of the
 * workspace); with the switch on, it does, and the layer's plugins are in the list. And the site against
 * what the layer's route-shards leaves out of the browser build (the package's DROPPED_DATA_READERS): no
 * module of the site's browser code reads it, no navbar item needs it.
 */
import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DROPPED_DATA_READERS} from 'docusaurus-lean';
import {describe, expect, it} from 'vitest';
import {navbarItems} from '../../src/config/site';

const root = path.resolve(__dirname, '../..');

/** The files of packages/docusaurus-lean (its package.json aside) read while Docusaurus's loader loads the config, and the number of plugins. */
function loadConfig(layer: string): {plugins: number; leanFiles: string[]} {
  const program = `
    const fs = require('node:fs');
    const read = fs.readFileSync;
    const seen = new Set();
    fs.readFileSync = function (file, ...rest) {
      const name = String(file);
      if (name.includes('/packages/docusaurus-lean/') && !name.endsWith('/docusaurus-lean/package.json')) seen.add(name);
      return read.call(this, file, ...rest);
    };
    require('@docusaurus/utils').loadFreshModule(${JSON.stringify(path.join(root, 'docusaurus.config.ts'))}).then((m) => {
      console.log(JSON.stringify({plugins: (m.default ?? m).plugins.length, leanFiles: [...seen]}));
    });`;
  const out = execFileSync(process.execPath, ['-e', program], {
    cwd: root,
    env: {...process.env, PERFORMANCE_LAYER: layer},
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as {plugins: number; leanFiles: string[]};
}

/** The site's browser code (its theme, components and client modules, its plugins' theme/ and client/) whose source matches `pattern`. */
function browserModulesMatching(pattern: RegExp): string[] {
  const src = path.join(root, 'src');
  return (readdirSync(src, {recursive: true}) as string[])
    .filter((f) => /\.tsx?$/.test(f) && /^(?:theme|components|clientModules)\/|\/(?:theme|client)\//.test(f))
    .filter((f) => pattern.test(readFileSync(path.join(src, f), 'utf8')));
}

describe('PERFORMANCE_LAYER in the site', () => {
  it('off: the config loads no code of the layer and lists none of its plugins', () => {
    const [off, on] = [loadConfig('off'), loadConfig('on')];
    expect(off.leanFiles).toEqual([]);
    expect(on.leanFiles.length).toBeGreaterThan(5);
    expect(on.plugins).toBeGreaterThan(off.plugins);
  });
});

describe("the site against what route-shards leaves out of the browser's data", () => {
  it("no module of the site's browser code reads the docs' fields of the version data or the docs lists", () => {
    expect(browserModulesMatching(/./).length, "the scan reads the site's browser code").toBeGreaterThan(10);
    expect(browserModulesMatching(DROPPED_DATA_READERS.versionDocs)).toEqual([]);
    expect(browserModulesMatching(DROPPED_DATA_READERS.globalDocs)).toEqual([]);
  });

  it('the navbar has no item of a type that reads the docs lists', () => {
    const types = (items: {type?: string; items?: unknown[]}[]): string[] =>
      items.flatMap((i) => [i.type ?? 'default', ...types((i.items ?? []) as never)]);
    const all = types(navbarItems() as never);
    expect(all).toContain('docSidebar');
    expect(all.filter((t) => DROPPED_DATA_READERS.navbarItemTypes.test(t))).toEqual([]);
  });
});
