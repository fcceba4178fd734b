/**
 * A lighter tslib in the browser bundle.
 *
 * `@docusaurus/utils-common` is compiled to CommonJS by TypeScript and requires `tslib` for one
 * helper, `__importDefault`. A CommonJS require cannot be tree-shaken, so every page's main bundle
 * carried all of tslib for that one function. In the client build, a module's request for `tslib` is
 * given ./tslib.ts, which has just that helper, when the module uses no other helper (what it saves:
 * the package's README).
 *
 * Which helpers a module uses is read from its source (./helpers.ts): a CommonJS `require("tslib")`
 * whose binding is only ever read for helpers (`tslib_1.__importDefault`), or an ES-module import of
 * named helpers. A module that uses another helper (a dependency compiled with `importHelpers` that
 * imports `__assign`), or uses tslib in any way the reading does not recognise, keeps the full tslib:
 * the bundle then carries it, and the page works. Two checks where the site builds
 * (../build-checks.ts): a link warning that a helper was not found in the lean module stops the build
 * (the reading was wrong), naming how to leave the patch out; and a build where no module got the lean
 * module stops too, since the patch then saves nothing (Docusaurus stopped requiring tslib).
 * tests/unit/lean-tslib.test.ts compiles both kinds of module with Rspack; tests/e2e/layer.test.ts scans
 * the fixture's bundle for any helper the lean module lacks.
 */
import {readFileSync} from 'node:fs';
import type {Plugin} from '@docusaurus/types';
import {ownFile} from '../own-file';
import {buildCheck} from '../build-checks';
import {switchWithout} from '../switch';
import {helpersUsed} from './helpers';

export const LEAN_TSLIB = ownFile(__dirname, 'tslib');
/** The helpers the lean module provides. */
export const LEAN_HELPERS: readonly string[] = ['__importDefault'];

/**
 * Whether the module `issuer` may have the lean tslib: it uses tslib in a way its source shows, and
 * only for helpers the lean module has.
 */
export function takesLeanTslib(issuer: string | undefined): boolean {
  if (!issuer) return false;
  let source: string;
  try {
    source = readFileSync(issuer, 'utf8');
  } catch {
    return false;
  }
  const used = helpersUsed(source);
  return used !== undefined && used.length > 0 && used.every((h) => LEAN_HELPERS.includes(h));
}

/** A link warning of the browser build about a helper missing from the lean module. */
export function isMissingHelperWarning(message: string): boolean {
  return /was not found in/.test(message) && (message.includes(LEAN_TSLIB) || /lean-tslib/.test(message));
}

/** What the check at the end of the build finds wrong, from the files of the bundle. */
export function checkLeanTslib(files: ReadonlySet<string>): string[] {
  if (files.has(LEAN_TSLIB)) return [];
  return [
    `no module of the browser bundle takes the lean tslib (Docusaurus no longer requires tslib for ` +
      `${LEAN_HELPERS.join(', ')} alone), so the patch saves nothing. Leave it out: ${switchWithout('lean-tslib')}.`,
  ];
}

interface Resource {
  request: string;
  contextInfo?: {issuer?: string};
}

interface Warned {
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        fn: (c: {
          hooks: {afterSeal?: {tap(name: string, fn: () => void): void}};
          warnings: {message: string}[];
          errors: unknown[];
        }) => void,
      ): void;
    };
  };
  webpack: {WebpackError: new (message: string) => Error};
}

/** Turns the link warnings about a helper missing from the lean module into errors. */
const missingHelpersStopTheBuild = {
  apply(compiler: Warned) {
    compiler.hooks.thisCompilation.tap('docusaurus-lean-tslib-warnings', (compilation) => {
      compilation.hooks.afterSeal?.tap('docusaurus-lean-tslib-warnings', () => {
        for (const warning of compilation.warnings.filter((w) => isMissingHelperWarning(w.message)))
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `docusaurus-lean lean-tslib: a module imports a tslib helper the lean tslib does not have ` +
                `(${warning.message.split('\n')[0]}). Leave lean-tslib out: ${switchWithout('lean-tslib')}.`,
            ),
          );
      });
    });
  },
};

export default function leanTslib(): Plugin {
  return {
    name: 'lean-tslib',
    configureWebpack: (_config, isServer, utils) => {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, (resource: Resource) => {
            if (takesLeanTslib(resource.contextInfo?.issuer)) resource.request = LEAN_TSLIB;
          }),
          missingHelpersStopTheBuild,
          buildCheck('lean-tslib', checkLeanTslib),
        ],
      };
    },
  };
}
