/**
 * Remark plugin: replaces every ```mermaid block with a `<Diagram svg="…" label="…" source="…" />`
 * element whose SVG is drawn at build time (src/plugins/features/diagrams/render.ts). The browser renders it as it is
 * (src/plugins/features/diagrams/theme/Diagram): no diagram library is downloaded, nothing is laid out in the browser.
 *
 * Each diagram's Mermaid source is also recorded under its id (src/plugins/features/diagrams/sources.ts), for the
 * page's Markdown twin.
 *
 * A diagram that Mermaid's own grammar rejects (grammar.ts), or that the renderer cannot draw, stops the
 * build with a message naming the file and the line, so a writer sees it at once (the dev server shows
 * it as an overlay, and recovers when the page is saved again).
 */
import path from 'node:path';
import type {Code, Parent, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {mdxJsxFlow, type MdxJsxElement} from '../../shared/mdx-jsx';
import {checkGrammar, type GrammarError} from './grammar';
import {renderDiagram} from './render';
import {diagramSourcesDir, recordDiagramSource} from './sources';

type DiagramNode = MdxJsxElement<'Diagram', never>;

/**
 * Makes the SVG smaller, as it is both in the page's HTML and in its JavaScript: drops the
 * renderer's indentation and line breaks between tags (text is never only spaces), and rounds the
 * coordinates in attribute values to a tenth of a pixel. Text content is left exactly as written.
 */
export function compactSvg(svg: string): string {
  return svg
    .replace(/>\s+</g, '><')
    .replace(
      /="([^"]*)"/g,
      (_m, value: string) => `="${value.replace(/-?\d+\.\d{2,}/g, (n) => String(Math.round(Number(n) * 10) / 10))}"`,
    )
    .trim();
}

function diagramNode(source: string, where: string): DiagramNode {
  let rendered;
  try {
    rendered = renderDiagram(source);
  } catch (e) {
    throw new Error(`${where}: this Mermaid diagram cannot be drawn: ${(e as Error).message}`, {cause: e});
  }
  return mdxJsxFlow('Diagram', {svg: compactSvg(rendered.svg), label: rendered.label, source: source.trimEnd()});
}

/**
 * The error for a diagram Mermaid's grammar rejects, on one line: the page, the line and column in the
 * page (the diagram's line 1 is the line after its opening fence), and what the parser expected.
 */
function grammarMessage(where: string, code: Code, error: GrammarError): string {
  const fence = code.position?.start.line;
  const at = fence === undefined ? `?` : `${fence + error.line}:${error.column}`;
  return `${where}:${at}: this Mermaid diagram does not parse (line ${error.line} of the diagram): ${error.message}`;
}

function mermaidBlocks(tree: Root) {
  const out: {parent: Parent; index: number; code: Code}[] = [];
  visit(tree, 'code', (code, index, parent) => {
    if (code.lang === 'mermaid' && parent && index !== undefined) out.push({parent, index, code});
  });
  return out;
}

export function remarkDiagrams() {
  const siteDir = process.cwd();
  const sourcesDir = diagramSourcesDir(siteDir);
  return async (tree: Root, file: VFile) => {
    const where = path.relative(siteDir, file.path ?? '');
    const blocks = mermaidBlocks(tree);
    // Mermaid's own grammar first: the renderer draws what it can read of a broken diagram (grammar.ts).
    const errors = await Promise.all(blocks.map(({code}) => checkGrammar(code.value)));
    errors.forEach((error, i) => {
      if (error) throw new Error(grammarMessage(where, blocks[i].code, error));
    });
    for (const {parent, index, code} of blocks) {
      parent.children[index] = diagramNode(code.value, `${where}:${code.position?.start.line ?? '?'}`);
      // For the page's Markdown twin, which shows the diagram as its source (src/plugins/features/diagrams/sources.ts).
      recordDiagramSource(sourcesDir, code.value);
    }
  };
}
