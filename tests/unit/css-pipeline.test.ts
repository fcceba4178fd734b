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
