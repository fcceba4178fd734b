/**
 * Code highlighted and diagrams drawn at build time (src/rehype/code-blocks.ts, src/remark/diagrams.ts)
 * need a few things in the browser bundle, and this plugin provides them:
 * - the CSS of the code themes (src/config/prism.ts) and of the diagram palettes
 *   (src/config/diagrams.ts), written at startup and added as client modules;
 * - no Prism: the classic theme's client module `prism-include-languages` imports prism-react-renderer
 *   (about 24 KiB gzip in every page's main bundle) to load grammars; it is swapped for an empty module.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {codeThemesCss} from '../../highlight/theme-css';
import {diagramThemeCss} from '../../config/diagrams';

export const PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
export const NO_PRISM_MODULE = path.join(__dirname, 'no-prism.ts');

export default function codeTheme(context: LoadContext): Plugin {
  const css = path.join(context.generatedFilesDir, 'pitel-code-theme', 'code-theme.css');
  mkdirSync(path.dirname(css), {recursive: true});
  writeFileSync(css, codeThemesCss(lightCodeTheme, darkCodeTheme));
  const diagramCss = path.join(path.dirname(css), 'diagram-theme.css');
  writeFileSync(diagramCss, diagramThemeCss());
  return {
    name: 'pitel-code-theme',
    getClientModules: () => [css, diagramCss],
    configureWebpack: () => ({resolve: {alias: {[PRISM_CLIENT_MODULE]: NO_PRISM_MODULE}}}),
  };
}
