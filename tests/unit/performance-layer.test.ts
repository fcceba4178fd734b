/**
 * The site's switch of the performance layer (src/config/performance-layer.ts): with
 * `PERFORMANCE_LAYER=off`, loading docusaurus.config.ts as Docusaurus loads it reads no file of
 * packages/docusaurus-lean but its package.json (src/config/one-docusaurus.ts reads every manifest of the
 * workspace); with the switch on, it does, and the layer's plugins are in the list.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

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

describe('PERFORMANCE_LAYER in the site', () => {
  it('off: the config loads no code of the layer and lists none of its plugins', () => {
    const [off, on] = [loadConfig('off'), loadConfig('on')];
    expect(off.leanFiles).toEqual([]);
    expect(on.leanFiles.length).toBeGreaterThan(5);
    expect(on.plugins).toBeGreaterThan(off.plugins);
  });
});
