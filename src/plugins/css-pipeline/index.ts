/**
 * A leaner CSS pipeline for the build.
 *
 * Docusaurus runs every stylesheet through postcss-loader with postcss-preset-env, and the loader
 * searches the disk for a PostCSS config file for each of them. Neither is needed here: the site has
 * no PostCSS config, and the Lightning CSS minimizer of Docusaurus Faster already adds the vendor
 * prefixes and lowers the syntax for the browserslist targets in package.json. Dropping both saves
 * build time (figures: bench/patches.ts, README "Upgrading Docusaurus"); the emitted CSS differs only in a few vendor prefixes that
 * no target browser needs (tests/unit/css-pipeline.test.ts checks the minimizer still prefixes).
 */
import type {Plugin, PostCssOptions} from '@docusaurus/types';

type PostCssPlugin = PostCssOptions['plugins'][number];

/** Whether a PostCSS plugin entry (`[path, options]`, a path, or a plugin object) is postcss-preset-env. */
export function isPresetEnv(entry: PostCssPlugin): boolean {
  const id = Array.isArray(entry) ? entry[0] : entry;
  if (typeof id === 'string') return /[\\/]postcss-preset-env[\\/]|^postcss-preset-env$/.test(id);
  return (id as {postcssPlugin?: string} | undefined)?.postcssPlugin === 'postcss-preset-env';
}

/**
 * Turns off the PostCSS config search and drops postcss-preset-env, and only that: the PostCSS
 * plugins that other Docusaurus plugins add (for example the cascade layers of
 * `future.v4.useCssCascadeLayers`) are kept, whether they were added before or after this one.
 */
export function leanPostCssOptions(options: PostCssOptions): PostCssOptions {
  return {...options, config: false, plugins: (options.plugins ?? []).filter((entry) => !isPresetEnv(entry))};
}

export default function cssPipeline(): Plugin {
  return {
    name: 'pitel-css-pipeline',
    configurePostCss: leanPostCssOptions,
  };
}
