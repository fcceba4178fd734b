/**
 * lean-tslib where a site builds (src/lean-tslib): a module gets the lean tslib only when its source
 * shows it uses no helper the lean module lacks; any other keeps the full tslib, and its page works. In
 * a small Rspack build: a dependency that imports `__assign` (as `camel-case` does) runs, where the
 * blanket alias the patch used to be crashed it (the broken fixture); a link warning about a helper
 * missing from the lean module, and a build where no module took it, stop the build.
 */
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {rspack, type Configuration, type RspackPluginInstance} from '@rspack/core';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import leanTslib, {LEAN_TSLIB, checkLeanTslib} from '../../src/lean-tslib';
import {helpersUsed} from '../../src/lean-tslib/helpers';
import {runCompiler} from '../support/rspack';

describe('the tslib helpers a module uses, from its source', () => {
  it('reads CommonJS requires, named imports and namespace imports', () => {
    expect(
      helpersUsed('"use strict";\nconst tslib_1 = require("tslib");\nconst a = tslib_1.__importDefault(require("a"));'),
    ).toEqual(['__importDefault']);
    expect(
      helpersUsed('import { __assign, __rest as r } from "tslib";\nexport const x = __assign({}, r({}, []));')?.sort(),
    ).toEqual(['__assign', '__rest']);
    expect(helpersUsed("import * as t from 'tslib';\nt.__awaiter(this, void 0, void 0, f);")).toEqual(['__awaiter']);
  });

  it('cannot tell when the module object is used otherwise, re-exported, or not seen', () => {
    expect(helpersUsed('const tslib_1 = require("tslib");\nmodule.exports = tslib_1;')).toBeUndefined();
    expect(helpersUsed('export * from "tslib";')).toBeUndefined();
    expect(helpersUsed('import tslib from "tslib";')).toBeUndefined();
    expect(helpersUsed('export const x = 1;')).toBeUndefined();
  });
});

describe('lean-tslib in an Rspack build', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lean-tslib-'));
    // Docusaurus's utils-common, compiled by TypeScript: one helper, through a CommonJS require.
    writeFileSync(
      path.join(dir, 'common.js'),
      '"use strict";\nconst tslib_1 = require("tslib");\nexports.x = tslib_1.__importDefault({a: 1}).default.a;\n',
    );
    // A dependency compiled with `importHelpers` (camel-case 4.1.2's shape): another helper, imported.
    writeFileSync(
      path.join(dir, 'dependency.js'),
      'import { __assign } from "tslib";\nexport function options(o) { return __assign({ delimiter: " " }, o); }\n',
    );
    writeFileSync(
      path.join(dir, 'main.js'),
      'import {x} from "./common.js";\nimport {options} from "./dependency.js";\nself.result = [x, options({a: 2}).delimiter];\n',
    );
  });
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  /** Builds main.js with `plugins` (and `alias`) and runs it; the run's result, or the error thrown. */
  async function buildAndRun(plugins: RspackPluginInstance[], alias: Record<string, string> = {}): Promise<unknown> {
    const config: Configuration = {
      mode: 'production',
      context: dir,
      entry: {main: './main.js'},
      output: {path: path.join(dir, 'out')},
      resolve: {alias, modules: [path.resolve(__dirname, '../../../../node_modules'), 'node_modules']},
      optimization: {minimize: false},
      // The lean module runs from its TypeScript here (from its build in a site).
      module: {
        rules: [{test: /\.ts$/, loader: 'builtin:swc-loader', options: {jsc: {parser: {syntax: 'typescript'}}}}],
      },
      plugins,
    };
    await runCompiler(rspack(config));
    const out = path.join(dir, 'out');
    const self: Record<string, unknown> = {};
    const context = vm.createContext({self});
    for (const f of readdirSync(out).filter((f) => f.endsWith('.js'))) {
      try {
        vm.runInContext(readFileSync(path.join(out, f), 'utf8'), context);
      } catch (error) {
        return error;
      }
    }
    return self.result;
  }

  const patchPlugins = () =>
    (
      leanTslib().configureWebpack!(
        {} as never,
        false,
        {currentBundler: {name: 'rspack', instance: rspack}} as never,
        {},
      ) as {
        plugins: RspackPluginInstance[];
      }
    ).plugins;

  it('gives the lean module to the module that uses only its helper, the full tslib to the other: both run', async () => {
    await expect(buildAndRun(patchPlugins())).resolves.toEqual([1, ' ']);
    const bundle = readFileSync(path.join(dir, 'out/main.js'), 'utf8');
    // The full tslib is there (for the dependency), and so is the lean module (for the CommonJS require).
    expect(bundle).toContain('__extends');
  });

  it('broken fixture: the blanket alias it replaces crashes the dependency, the crash reviewers saw', async () => {
    const result = await buildAndRun([], {tslib$: LEAN_TSLIB});
    expect(String(result)).toMatch(/__assign\)? is not a function/);
  });

  it('stops the build on a link warning about a helper the lean module lacks, naming how to leave it out', async () => {
    // The blanket alias again, with the patch's checks: the warning is now an error.
    const [, warnings] = patchPlugins();
    await expect(buildAndRun([warnings!], {tslib$: LEAN_TSLIB})).rejects.toThrow(
      /docusaurus-lean lean-tslib: a module imports a tslib helper the tslib it was given does not have .*__assign.*PERFORMANCE_LAYER=lean-css,page-chunks,lean-runtime,route-shards/s,
    );
  });

  it('stops the build when no module took the lean module (the patch saves nothing)', () => {
    expect(checkLeanTslib(new Set([LEAN_TSLIB]))).toEqual([]);
    expect(checkLeanTslib(new Set(['/x/main.js']))).toMatchInlineSnapshot(`
      [
        "no module of the browser bundle takes the lean tslib (Docusaurus no longer requires tslib for __importDefault alone), so the patch saves nothing. Leave it out: PERFORMANCE_LAYER=lean-css,page-chunks,lean-runtime,route-shards.",
      ]
    `);
  });
});
