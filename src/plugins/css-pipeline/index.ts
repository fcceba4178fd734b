/**
 * A leaner CSS pipeline for the build.
 *
 * Docusaurus runs every stylesheet through postcss-loader with postcss-preset-env, and the loader
 * searches the disk for a PostCSS config file for each of them. Neither is needed here: the site has
 * no PostCSS config, and the Lightning CSS minimizer of Docusaurus Faster already adds the vendor
 * prefixes and lowers the syntax for the browserslist targets in package.json. Dropping both saves
 * one to two seconds of a cold build; the emitted CSS differs only in a few vendor prefixes that
 * no target browser needs (tests/unit/css-pipeline.test.ts checks the minimizer still prefixes).
 */
import type {Plugin, PostCssOptions} from '@docusaurus/types';

export function leanPostCssOptions(options: PostCssOptions): PostCssOptions {
  return {...options, config: false, plugins: []};
}

export default function cssPipeline(): Plugin {
  return {
    name: 'pitel-css-pipeline',
    configurePostCss: leanPostCssOptions,
  };
}
