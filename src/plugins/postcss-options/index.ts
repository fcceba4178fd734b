/**
 * The stylesheets' PostCSS step takes its options from Docusaurus and its plugins alone: no search for
 * a PostCSS config file (README.md).
 */
import type {Plugin} from '@docusaurus/types';

type PostCssOptions = Parameters<NonNullable<Plugin['configurePostCss']>>[0];

/**
 * postcss-loader's `postcssOptions.config`: false, so that it looks for no config file. Left unset,
 * as Docusaurus leaves it, the loader searches every folder from each stylesheet's up to the root for
 * 27 kinds of config file, each stylesheet anew: about 1 s of the bundling's main thread, for a site
 * that has no such file.
 */
export function withoutConfigSearch(options: PostCssOptions): PostCssOptions {
  return Object.assign(options, {config: false});
}

export default function postcssOptions(): Plugin {
  return {
    name: 'pitel-postcss-options',
    configurePostCss: withoutConfigSearch,
  };
}
