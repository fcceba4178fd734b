import browserslist from 'browserslist';
import {browserslistToTargets, transform} from 'lightningcss';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import cssPipeline, {leanPostCssOptions} from '../../src/plugins/css-pipeline';

// The production targets of package.json, as the Lightning CSS minimizer of Docusaurus Faster reads them.
const targets = browserslistToTargets(browserslist(undefined, {path: process.cwd(), env: 'production'}));
const minify = (css: string) => transform({filename: 'x.css', code: Buffer.from(css), minify: true, targets}).code.toString();

describe('CSS pipeline', () => {
  it('turns off the PostCSS config search and postcss-preset-env, keeping the other options', () => {
    const docusaurusDefault = {ident: 'postcss', plugins: [['/node_modules/postcss-preset-env/index.js', {}]]};
    expect(leanPostCssOptions(docusaurusDefault)).toEqual({ident: 'postcss', config: false, plugins: []});
    expect(cssPipeline().configurePostCss).toBe(leanPostCssOptions);
  });

  it("keeps the PostCSS plugins that other plugins add, before or after it", () => {
    const layers = {postcssPlugin: 'docusaurus-css-cascade-layers', Once() {}};
    const other = ['/node_modules/postcss-nesting/index.js', {}];
    const options = {ident: 'postcss', plugins: [other, ['/node_modules/postcss-preset-env/index.js', {}], layers]};
    expect(leanPostCssOptions(options as never).plugins).toEqual([other, layers]);
    // postcss-preset-env given as a plugin object is dropped too.
    expect(leanPostCssOptions({plugins: [{postcssPlugin: 'postcss-preset-env'}, layers]} as never).plugins).toEqual([layers]);
  });

  it('finds postcss-preset-env where Docusaurus puts it (fails if the bundler changes how)', async () => {
    const {createStyleLoadersFactory} = await import('@docusaurus/bundler/lib/loaders/styleLoader.js' as string);
    const currentBundler = {name: 'rspack', instance: {CssExtractRspackPlugin: {loader: 'css-extract-loader'}}};
    const loaders = (await createStyleLoadersFactory({currentBundler}))(false, {});
    const postcss = loaders.find((l: {options?: {postcssOptions?: unknown}}) => l.options?.postcssOptions);
    expect(postcss, 'Docusaurus no longer adds a postcss-loader: re-check src/plugins/css-pipeline').toBeTruthy();
    const lean = leanPostCssOptions(postcss.options.postcssOptions);
    expect(lean.plugins).toEqual([]);
  });

  it('is registered in the site config', () => {
    const names = (config.plugins ?? []).map((p) => (typeof p === 'function' ? p.name : null));
    expect(names).toContain('cssPipeline');
  });

  it('relies on the minimizer to prefix for the production targets, which it does', () => {
    const out = minify('.a{mask:url(#m) center/1rem no-repeat;user-select:none}');
    expect(out).toContain('-webkit-mask:');
    expect(out).toContain('-webkit-user-select:none');
  });
});
