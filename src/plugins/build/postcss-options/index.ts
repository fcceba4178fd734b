/**
 * The stylesheets' PostCSS step takes its options from Docusaurus and its plugins alone: no search for
 * a PostCSS config file (README.md).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type PostCssOptions = Parameters<NonNullable<Plugin['configurePostCss']>>[0];

/**
 * postcss-loader's `postcssOptions.config`: false, so that it starts no search for a config file. Left
 * unset, as Docusaurus leaves it, the loader searches the folders from each stylesheet's upwards for 27
 * kinds of config file, each stylesheet anew; the site has no such file.
 */
export function withoutConfigSearch(options: PostCssOptions): PostCssOptions {
  return Object.assign(options, {config: false});
}

/** The PostCSS config files postcss-loader 7 would have found in a folder (its `searchPlaces`, package.json aside). */
const SCRIPTS = ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'];
const RC_ENDINGS = ['', '.json', '.yaml', '.yml', ...SCRIPTS.map((ext) => `.${ext}`)];
const CONFIG_FILES = [
  ...SCRIPTS.map((ext) => `postcss.config.${ext}`),
  ...RC_ENDINGS.map((ending) => `.postcssrc${ending}`),
  ...RC_ENDINGS.map((ending) => `.config/postcssrc${ending}`),
];

/** The PostCSS config a site holds (a file, or a `postcss` key in its package.json), which this plugin would leave unread. */
export function postcssConfigIn(siteDir: string): string | undefined {
  const file = CONFIG_FILES.find((name) => existsSync(path.join(siteDir, name)));
  if (file) return file;
  try {
    if ('postcss' in (JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as object))
      return 'package.json ("postcss")';
  } catch {
    // No package.json, or not JSON: nothing to read.
  }
  return undefined;
}

export default function postcssOptions(context: Pick<LoadContext, 'siteDir'>): Plugin {
  const config = postcssConfigIn(context.siteDir);
  if (config) {
    throw new Error(
      `postcss-options: ${config} would not be read: PostCSS takes its options from Docusaurus and the plugins' configurePostCss ` +
        'hooks. Add its plugins in src/plugins/build/postcss-options/index.ts instead, and remove the file.',
    );
  }
  return {
    name: 'pitel-postcss-options',
    configurePostCss: withoutConfigSearch,
  };
}
