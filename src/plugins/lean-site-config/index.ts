/**
 * Lean site config: the browser's copy of the site config keeps only what the browser reads.
 *
 * Docusaurus gives the client the whole normalized config (`.docusaurus/docusaurus.config.mjs`), the
 * options of every plugin included, so `main.js`, on every first visit, grew with every docs section.
 * ./loader.cjs leaves out the keys only the build reads (plugins, presets, Markdown options, broken-link
 * checks, static directories …). It runs in the server build too, so the HTML is rendered from the same
 * object the browser hydrates with.
 *
 * Relies on the generated module's path and shape (`genSiteConfig`: src/plugins/PIPELINE.md, and the
 * README's table of private APIs). tests/unit/lean-site-config.test.ts runs the
 * upstream generator and the loader on it, checks that no client module reads a dropped key, and
 * proves that a module of another shape stops the build; tests/unit/forks.test.ts watches the
 * upstream file.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const LOADER = path.join(__dirname, 'loader.cjs');
/** The generated site config module. */
export const SITE_CONFIG = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;

export default function leanSiteConfig(): Plugin {
  return {
    name: 'pitel-lean-site-config',
    configureWebpack: () => ({module: {rules: [{resource: SITE_CONFIG, use: [{loader: LOADER}]}]}}),
  };
}
