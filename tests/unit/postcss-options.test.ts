/**
 * src/plugins/build/postcss-options, on the style loaders Docusaurus itself makes for the bundler the site
 * uses: postcss-loader, given the options the plugin makes of Docusaurus's, compiles a stylesheet with
 * Docusaurus's PostCSS plugins and starts no search for a config file; given Docusaurus's alone, it
 * starts one (so the first check can fail). A site with a PostCSS config file stops with a clear error.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import postcssOptions, {postcssConfigIn, withoutConfigSearch} from '../../src/plugins/build/postcss-options';

// @docusaurus/bundler, as Docusaurus's core resolves it.
const fromCore = createRequire(createRequire(__filename).resolve('@docusaurus/core/package.json'));
const bundler = fromCore('@docusaurus/bundler') as {
  getCurrentBundler(a: {siteConfig: unknown}): Promise<unknown>;
  createStyleLoadersFactory(a: {
    currentBundler: unknown;
  }): Promise<(isServer: boolean, cssOptions?: object) => {loader: string; options?: {postcssOptions?: object}}[]>;
};

/** Docusaurus's style loaders for the browser bundle, plain stylesheets and CSS modules, with the site's bundler. */
async function styleLoaders() {
  const faster = config.future?.faster;
  const rspackBundler = faster === true || (typeof faster === 'object' && faster.rspackBundler === true);
  const currentBundler = await bundler.getCurrentBundler({siteConfig: {future: {faster: {rspackBundler}}}});
  const get = await bundler.createStyleLoadersFactory({currentBundler});
  return [
    get(false, {importLoaders: 1}),
    get(false, {modules: {localIdentName: '[local]_[hash:base64:4]'}, importLoaders: 1}),
  ];
}

/** Runs a postcss-loader on a stylesheet; returns its CSS and the paths it asked the loader's file system about. */
function runLoader(loader: string, options: object, css: string): Promise<{css: string; looked: string[]}> {
  const looked: string[] = [];
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath: '/site/src/css/custom.css',
      resource: '/site/src/css/custom.css',
      rootContext: '/site',
      sourceMap: false,
      mode: 'production',
      getOptions: () => options,
      fs: {stat: (file: string, done: (e: Error) => void) => (looked.push(file), done(new Error('no such file')))},
      addDependency: () => undefined,
      addBuildDependency: () => undefined,
      emitWarning: () => undefined,
      async: () => (error: Error | null, out?: string) => (error ? reject(error) : resolve({css: out!, looked})),
    };
    void (createRequire(__filename)(loader) as (this: unknown, content: string) => Promise<void>).call(context, css);
  });
}

// A rule postcss-preset-env (Docusaurus's PostCSS plugin) rewrites: a media query by a custom name.
const STYLESHEET = '@custom-media --narrow (max-width: 30em); @media (--narrow) { a { color: red } }';

describe('the PostCSS options (src/plugins/build/postcss-options)', () => {
  it("make Docusaurus's postcss-loader compile with its plugins and start no config search, where its own options start one", async () => {
    for (const use of await styleLoaders()) {
      const postcss = use.find((entry) => entry.options?.postcssOptions);
      expect(postcss, 'Docusaurus runs postcss-loader on stylesheets (else this plugin has no use)').toBeDefined();
      // Docusaurus leaves the search on; if an upgrade turns it off, this plugin is no longer needed.
      expect(postcss!.options!.postcssOptions).not.toHaveProperty('config');
      const ours = await runLoader(
        postcss!.loader,
        {
          ...postcss!.options,
          postcssOptions: withoutConfigSearch(
            structuredClone(postcss!.options!.postcssOptions!) as Parameters<typeof withoutConfigSearch>[0],
          ),
        },
        STYLESHEET,
      );
      expect(ours.css).toMatch(/@media \(max-width: 30em\)\s*\{\s*a\s*\{\s*color: red/);
      expect(ours.looked).toEqual([]);
      await expect(runLoader(postcss!.loader, postcss!.options!, STYLESHEET)).rejects.toThrow(
        /No PostCSS config found in: \/site\/src\/css/,
      );
    }
  });

  it('keep what Docusaurus gives, and are in the site config', () => {
    const given = {ident: 'postcss', plugins: ['postcss-preset-env']};
    expect(withoutConfigSearch(structuredClone(given))).toEqual({...given, config: false});
    expect(postcssOptions({siteDir: tmpdir()}).configurePostCss).toBe(withoutConfigSearch);
    expect(config.plugins).toContain(postcssOptions);
    expect(postcssConfigIn(path.resolve(__dirname, '../..'))).toBeUndefined();
  });

  it('stop the site at start with a clear error when it holds a PostCSS config, which would be left unread', () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'postcss-options-'));
    try {
      writeFileSync(path.join(siteDir, 'package.json'), '{"name": "site"}');
      expect(postcssConfigIn(siteDir)).toBeUndefined();
      writeFileSync(path.join(siteDir, 'package.json'), '{"name": "site", "postcss": {"plugins": {}}}');
      expect(() => postcssOptions({siteDir})).toThrow(
        /package\.json \("postcss"\) would not be read.*src\/plugins\/build\/postcss-options/,
      );
      writeFileSync(path.join(siteDir, 'package.json'), '{}');
      mkdirSync(path.join(siteDir, '.config'));
      writeFileSync(path.join(siteDir, '.config/postcssrc.json'), '{}');
      expect(() => postcssOptions({siteDir})).toThrow(/\.config\/postcssrc\.json would not be read/);
      writeFileSync(path.join(siteDir, 'postcss.config.js'), 'module.exports = {};');
      expect(postcssConfigIn(siteDir)).toBe('postcss.config.js');
    } finally {
      rmSync(siteDir, {recursive: true, force: true});
    }
  });
});
