/**
 * Keeps the browser's string collator from starting while a page loads.
 *
 * The docs plugin sorts its instances by path with `localeCompare` on the first render, and theme
 * hooks sort object keys with it. The first `localeCompare` of a page initialises the ICU collator:
 * about 40 ms of main-thread work on a desktop core here, four times that on a mid-range phone, one
 * long task on its own. The strings compared are URL paths and property names, for which a
 * code-point comparison gives an order that serves the same purpose (a path sorts after every
 * prefix of it), so the client bundle compares them that way instead (./loader.cjs).
 * tests/e2e/hydration.test.ts checks that no page calls `localeCompare` while loading.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const NO_COLLATOR_LOADER = path.join(__dirname, 'loader.cjs');

/** The client modules of Docusaurus that call `localeCompare`. */
export const NO_COLLATOR_TEST = /[\\/]node_modules[\\/]@docusaurus[\\/](?:plugin-content-docs|theme-common)[\\/]lib[\\/].*\.js$/;

export default function noCollator(): Plugin {
  return {
    name: 'pitel-no-collator',
    configureWebpack: (_config, isServer) =>
      isServer ? {} : {module: {rules: [{test: NO_COLLATOR_TEST, enforce: 'pre', use: [{loader: NO_COLLATOR_LOADER}]}]}},
  };
}
