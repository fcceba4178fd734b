/**
 * A lighter tslib in the browser bundle.
 *
 * `@docusaurus/utils-common` is compiled to CommonJS by TypeScript and requires `tslib` for one
 * helper, `__importDefault`. A CommonJS require cannot be tree-shaken, so every page's main bundle
 * carried all of tslib for that one function. The client build resolves
 * `tslib` to ./tslib.ts, which has just the helpers used (what it saves: the package's README).
 * tests/e2e/layer.test.ts scans the built bundle for any other
 * tslib helper, called through a CommonJS require or an ES-module import (the scan itself is proven by
 * tests/unit/tslib-calls.test.ts), so an upgrade that starts using one fails the tests.
 */
import type {Plugin} from '@docusaurus/types';
import {ownFile} from '../own-file';

export const LEAN_TSLIB = ownFile(__dirname, 'tslib');

export default function leanTslib(): Plugin {
  return {
    name: 'lean-tslib',
    configureWebpack: (_config, isServer) => (isServer ? {} : {resolve: {alias: {tslib$: LEAN_TSLIB}}}),
  };
}
