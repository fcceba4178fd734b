/**
 * src/plugins/postcss-options: postcss-loader, given the options the plugin makes of Docusaurus's,
 * compiles a stylesheet without searching for a PostCSS config file; given Docusaurus's alone, it
 * searches (so the first check can fail).
 */
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import postcssOptions, {withoutConfigSearch} from '../../src/plugins/postcss-options';

// postcss-loader as Docusaurus's bundler resolves it.
const fromBundler = createRequire(createRequire(__filename).resolve('@docusaurus/bundler'));
const postcssLoader = fromBundler('postcss-loader') as (this: unknown, content: string) => Promise<void>;

/** The options Docusaurus's style loader gives postcss-loader (@docusaurus/bundler, lib/loaders/styleLoader.js). */
const docusaurusOptions = () => ({ident: 'postcss', plugins: [[fromBundler.resolve('postcss-preset-env'), {}]]});

/** Runs postcss-loader on a stylesheet; returns its CSS and the paths it asked the loader's file system about. */
function runLoader(postcssOptions: object): Promise<{css: string; looked: string[]}> {
  const looked: string[] = [];
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath: '/site/src/css/custom.css',
      resource: '/site/src/css/custom.css',
      rootContext: '/site',
      sourceMap: false,
      mode: 'production',
      getOptions: () => ({postcssOptions}),
      fs: {stat: (file: string, done: (e: Error) => void) => (looked.push(file), done(new Error('no such file')))},
      addDependency: () => undefined,
      addBuildDependency: () => undefined,
      emitWarning: () => undefined,
      async: () => (error: Error | null, css?: string) => (error ? reject(error) : resolve({css: css!, looked})),
    };
    void postcssLoader.call(context, 'a { color: red }');
  });
}

describe('the PostCSS options (src/plugins/postcss-options)', () => {
  it('compile a stylesheet without looking for a config file, where the options Docusaurus gives alone look for one', async () => {
    const ours = await runLoader(withoutConfigSearch(docusaurusOptions()));
    expect(ours.css).toContain('color: red');
    expect(ours.looked).toEqual([]);
    // Docusaurus's options alone: postcss-loader looks for a config file from the stylesheet's folder.
    await expect(runLoader(docusaurusOptions())).rejects.toThrow(/No PostCSS config found in: \/site\/src\/css/);
  });

  it('keep what Docusaurus gives, and are in the site config', () => {
    const options = docusaurusOptions();
    expect(withoutConfigSearch(options)).toEqual({...docusaurusOptions(), config: false});
    expect(postcssOptions().configurePostCss).toBe(withoutConfigSearch);
    expect(config.plugins).toContain(postcssOptions);
  });
});
