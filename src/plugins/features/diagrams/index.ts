/**
 * Mermaid diagrams drawn at build time. The remark step (./remark.ts) replaces every ```mermaid
 * block with a `<Diagram svg="…">` element drawn in Node (./render.ts); this plugin gives the
 * browser what those diagrams need:
 * - the CSS of the two palettes (./palette.ts), written at startup and added as a client module;
 * - the Diagram component (./theme/Diagram) through its theme path, as `@theme/Diagram`.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {diagramThemeCss} from './palette';

export {remarkDiagrams} from './remark';

export default function diagrams(context: LoadContext): Plugin {
  const css = path.join(context.generatedFilesDir, 'pitel-diagrams', 'diagram-theme.css');
  mkdirSync(path.dirname(css), {recursive: true});
  writeFileSync(css, diagramThemeCss());
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'pitel-diagrams',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => [css],
  };
}
