/**
 * Code blocks highlighted at build time. The rehype step (./rehype.ts) turns every fenced block into
 * a `<CodeBlock html="…">` element highlighted by Prism in Node (./highlight.ts); this plugin gives
 * the browser what those blocks need, and nothing more:
 * - the CSS of the code themes (./themes.ts), written at startup and added as a client module;
 * - the CodeBlock theme component (./theme/CodeBlock, a fork of the classic one) through its theme path;
 * - no Prism: the classic theme's client module `prism-include-languages` imports prism-react-renderer
 *   (in every page's main bundle: src/plugins/PIPELINE.md) to load grammars; it is swapped for an empty
 *   module.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from './themes';
import {codeThemesCss} from './theme-css';

export {rehypeCodeBlocks} from './rehype';

export const PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
export const NO_PRISM_MODULE = path.join(__dirname, 'no-prism.ts');

export default function codeBlocks(context: LoadContext): Plugin {
  const css = path.join(context.generatedFilesDir, 'pitel-code-blocks', 'code-theme.css');
  mkdirSync(path.dirname(css), {recursive: true});
  writeFileSync(css, codeThemesCss(lightCodeTheme, darkCodeTheme));
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'pitel-code-blocks',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => [css],
    configureWebpack: () => ({resolve: {alias: {[PRISM_CLIENT_MODULE]: NO_PRISM_MODULE}}}),
  };
}
