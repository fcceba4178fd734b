/**
 * The loader of `pitel-lean-site-config`: the site config the browser receives
 * (`.docusaurus/docusaurus.config.mjs`, in `main.js`) without the keys only the build reads.
 *
 * Docusaurus 3.10.2 writes the whole normalized config into that module
 * (@docusaurus/core, lib/server/codegen/codegen.js, `genSiteConfig`: a comment, then
 * `export default <JSON>;`), the options of every plugin included: one docs plugin per section, so the
 * module grows with the sections. No module of Docusaurus's client, of the classic theme or of this site
 * reads the keys dropped here (tests/unit/lean-site-config.test.ts searches them). Any other key stays as
 * it was. A module of another shape stops the build, with the file's name.
 */
'use strict';

/** Keys of the site config that only the build reads (plugins and their options, checks, static files). */
const BUILD_ONLY = [
  'plugins',
  'presets',
  'themes',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'staticDirectories',
  'clientModules',
  'headTags',
  'scripts',
  'stylesheets',
  'webpack',
];

const SHAPE = /^\s*(?:\/\*[\s\S]*?\*\/\s*)?export default (\{[\s\S]*\});?\s*$/;

/** The module's source with the build-only keys left out; throws on a module of another shape. */
function leanSiteConfig(source, file = 'docusaurus.config.mjs') {
  const match = SHAPE.exec(source);
  let config;
  try {
    config = match ? JSON.parse(match[1]) : undefined;
  } catch {
    config = undefined;
  }
  if (!config || typeof config !== 'object' || typeof config.baseUrl !== 'string') {
    throw new Error(`pitel-lean-site-config: ${file} is not "export default <the site config as JSON>;" (src/plugins/lean-site-config/loader.cjs)`);
  }
  const kept = {};
  for (const [key, value] of Object.entries(config)) if (!BUILD_ONLY.includes(key)) kept[key] = value;
  return `export default ${JSON.stringify(kept)};\n`;
}

module.exports = function leanSiteConfigLoader(source) {
  return leanSiteConfig(source, this.resourcePath);
};
module.exports.leanSiteConfig = leanSiteConfig;
module.exports.BUILD_ONLY = BUILD_ONLY;
