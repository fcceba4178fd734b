/**
 * Draws a Mermaid diagram as SVG at build time (beautiful-mermaid: layout in Node, no DOM, no
 * browser), so pages ship the finished picture in their HTML: nothing to download or lay out in the
 * reader's browser, nothing that moves when it appears, and it shows without JavaScript.
 *
 * The SVG is made to fit the site:
 * - its colours are CSS variables, defined per colour mode by the site's diagram theme
 *   (src/plugins/features/diagrams/palette.ts), so the colour toggle restyles it without a re-render; the renderer's
 *   own `<style>` (a web-font import and colour derivations) is dropped;
 * - its ids get a prefix unique to the diagram, so two diagrams on a page, or a heading, never
 *   share one;
 * - it is an image with a name (`role="img"`, `aria-label`), and scales down to the column width,
 *   but not below a readable size (wider diagrams scroll sideways; see src/plugins/features/diagrams/theme/Diagram).
 */
import {createHash} from 'node:crypto';
import type * as BeautifulMermaid from 'beautiful-mermaid';
import {requireEsm} from '../../shared/require-esm';

export interface RenderedDiagram {
  /** The SVG markup, ready to be inlined. */
  svg: string;
  /** What the diagram is, for assistive technology (the svg's `aria-label`). */
  label: string;
  /** Natural width in CSS pixels. */
  width: number;
}

/** The diagram types the renderer draws and the words a label starts with. */
const KINDS: [RegExp, string][] = [
  [/^sequenceDiagram\b/, 'Sequence diagram'],
  [/^(?:flowchart|graph)\b/, 'Flowchart'],
  [/^stateDiagram(?:-v2)?\b/, 'State diagram'],
  [/^classDiagram\b/, 'Class diagram'],
  [/^erDiagram\b/, 'Entity relationship diagram'],
];

function unquote(s: string): string {
  return s.trim().replace(/^"(.*)"$/, '$1');
}

/**
 * A name for the diagram: its `accTitle` if the source has one, otherwise its kind and the names
 * it draws (participants of a sequence diagram; the first node or state labels of the others).
 */
export function diagramLabel(source: string): string {
  const lines = source
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('%%'));
  const accTitle = lines.map((l) => /^accTitle\s*:\s*(.+)$/.exec(l)?.[1]).find(Boolean);
  if (accTitle) return accTitle.trim();
  const kind = KINDS.find(([re]) => re.test(lines[0] ?? ''))?.[1] ?? 'Diagram';
  const names: string[] = [];
  const add = (name: string | undefined) => {
    const n =
      name &&
      unquote(name)
        .replace(/<br\s*\/?>/gi, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    if (n && !names.includes(n)) names.push(n);
  };
  if (kind === 'Sequence diagram') {
    for (const l of lines) {
      const m = /^(?:participant|actor)\s+(\S+)(?:\s+as\s+(.+))?$/.exec(l);
      if (m) add(m[2] ?? m[1]);
    }
  } else {
    // Node labels: A[Label], A(Label), A{Label}, A([Label]) …; states: `state "Label" as X` or `X : Label`, or bare names in transitions.
    for (const l of lines.slice(1)) {
      for (const m of l.matchAll(
        /(?<![-\w])\w+(\[\[|\[\(|\(\[|\(\(|\{\{|\[|\(|\{)("?)([^"\])}]+?)\2(?:\]\]|\)\]|\]\)|\)\)|\}\}|\]|\)|\})/g,
      ))
        add(m[3]);
      const state = /^state\s+"([^"]+)"/.exec(l);
      if (state) add(state[1]);
      if (kind === 'State diagram' && !/^(?:state|note|direction)\b/.test(l))
        for (const m of l.matchAll(/(?:^|-->\s*)([A-Za-z]\w*)/g)) add(m[1]);
      const composite = /^state\s+([A-Za-z]\w*)\s*\{/.exec(l);
      if (composite) add(composite[1]);
    }
  }
  const shown = names.slice(0, 6);
  if (!shown.length) return kind;
  return `${kind}: ${shown.join(', ')}${names.length > shown.length ? ', …' : ''}`;
}

/**
 * beautiful-mermaid is published as an ES module only, with an `import`-only exports map. The site
 * config and its plugins are compiled to CommonJS (and run where a dynamic import is not allowed),
 * so it is loaded with src/plugins/shared/require-esm.ts.
 */
function loadRenderer(): typeof BeautifulMermaid {
  return requireEsm<typeof BeautifulMermaid>('beautiful-mermaid', __filename);
}

let renderer: typeof BeautifulMermaid | undefined;

/**
 * The narrowest a diagram may be drawn before its column scrolls sideways instead: its natural
 * width up to 576 px (a phone scrolls rather than shrink a diagram), and at least 70 % of it for
 * wider ones, so that labels stay readable when a wide flowchart is fitted to the column.
 */
export function diagramMinWidth(width: number): number {
  return Math.min(width, Math.max(576, Math.round(width * 0.7)));
}

/**
 * The id of a diagram, from its Mermaid source: `diagram-` and 8 hex digits of its sha256. Every id
 * in the drawn SVG starts with it (so two diagrams on a page never share one), and the Markdown twins
 * find the diagram's source by it (src/plugins/features/diagrams/sources.ts).
 */
export function diagramId(source: string): string {
  return `diagram-${createHash('sha256').update(source).digest('hex').slice(0, 8)}`;
}

/** Renders one Mermaid diagram. Throws with the renderer's message when the source does not parse. */
export function renderDiagram(source: string): RenderedDiagram {
  renderer ??= loadRenderer();
  // The accessible title and description name the diagram (diagramLabel); the renderer does not know
  // them and drew `accTitle: …` as one more node, so they are left out of what it draws.
  const drawn = source
    .split('\n')
    .filter((l) => !/^\s*acc(?:Title|Descr)\s*:/.test(l))
    .join('\n');
  const raw = renderer.renderMermaidSVG(drawn, {transparent: true}); // colours come from the site's CSS variables
  const prefix = `${diagramId(source)}-`;
  const open = /^<svg\b[^>]*>/.exec(raw.trimStart());
  if (!open) throw new Error('the renderer returned no <svg> element');
  const viewBox = /viewBox="([^"]+)"/.exec(open[0])?.[1];
  const width = Number(/\bwidth="([\d.]+)"/.exec(open[0])?.[1]);
  const height = Number(/\bheight="([\d.]+)"/.exec(open[0])?.[1]);
  if (!viewBox || !width || !height) throw new Error('the rendered <svg> has no size');
  const label = diagramLabel(source);
  const body = raw
    .trimStart()
    .slice(open[0].length)
    .replace(/<style>[\s\S]*?<\/style>\s*/g, '')
    .replace(/\bid="([^"]+)"/g, (_m, id: string) => `id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_m, id: string) => `url(#${prefix}${id})`)
    .replace(/\bhref="#([^"]+)"/g, (_m, id: string) => `href="#${prefix}${id}"`)
    .trim();
  const escaped = label.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  const minWidth = diagramMinWidth(w);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${w}" height="${h}" role="img" aria-label="${escaped}" ` +
    `style="max-width:${w}px;min-width:${minWidth}px">${body}`;
  if (/https?:\/\/(?!www\.w3\.org\/)/.test(svg)) throw new Error('the rendered SVG refers to another host');
  return {svg, label, width: w};
}
