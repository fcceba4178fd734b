/**
 * Colours of the diagrams drawn at build time (src/plugins/features/diagrams/render.ts), one palette per colour
 * mode. The SVG reads them as CSS variables, so the colour toggle restyles a diagram at once.
 * Every text colour keeps 4.5:1 against the page and against the fills it is drawn on
 * (tests/unit/diagrams.test.ts).
 */
export interface DiagramPalette {
  /** The page background, which the diagram is drawn on. */
  background: string;
  /** Titles, node and participant names. */
  text: string;
  /** Message and edge labels. */
  textSecondary: string;
  /** Notes and smaller labels. */
  textMuted: string;
  /** Lines and lifelines. */
  line: string;
  /** Arrow heads. */
  arrow: string;
  /** Fill and border of nodes and participant boxes. */
  nodeFill: string;
  nodeStroke: string;
  /** Header band of a group (`opt`, `loop`, `alt`). */
  groupHeader: string;
  /** Dividers inside nodes and groups. */
  innerStroke: string;
}

export const lightDiagramPalette: DiagramPalette = {
  background: '#ffffff',
  text: '#1c1e21',
  textSecondary: '#3d4148',
  textMuted: '#4a4f57',
  line: '#7a8089',
  arrow: '#3d4148',
  nodeFill: '#f4f6f8',
  nodeStroke: '#a9afb7',
  groupHeader: '#eceff2',
  innerStroke: '#d5d9de',
};

export const darkDiagramPalette: DiagramPalette = {
  background: '#15181d',
  text: '#e6e8eb',
  textSecondary: '#c9cdd2',
  textMuted: '#b4b9c0',
  line: '#8a9099',
  arrow: '#c9cdd2',
  nodeFill: '#20242b',
  nodeStroke: '#5d636c',
  groupHeader: '#262b33',
  innerStroke: '#3a4048',
};

/** The text colours and the fills each is drawn on. */
export function textOnFills(p: DiagramPalette): {text: string; fill: string}[] {
  const fills = [p.background, p.nodeFill, p.groupHeader];
  return [p.text, p.textSecondary, p.textMuted].flatMap((text) => fills.map((fill) => ({text, fill})));
}

function variables(p: DiagramPalette): string {
  return [
    `--bg:${p.background}`,
    `--fg:${p.text}`,
    `--_text:${p.text}`,
    `--_text-sec:${p.textSecondary}`,
    `--_text-muted:${p.textMuted}`,
    `--_text-faint:${p.textMuted}`,
    `--_line:${p.line}`,
    `--_arrow:${p.arrow}`,
    `--_node-fill:${p.nodeFill}`,
    `--_node-stroke:${p.nodeStroke}`,
    `--_group-fill:${p.background}`,
    `--_group-hdr:${p.groupHeader}`,
    `--_inner-stroke:${p.innerStroke}`,
    `--_key-badge:${p.groupHeader}`,
  ].join(';');
}

/** The CSS of both palettes, scoped to the diagrams of the site. */
export function diagramThemeCss(): string {
  return [
    `.pitel-diagram svg{${variables(lightDiagramPalette)}}`,
    `[data-theme='dark'] .pitel-diagram svg{${variables(darkDiagramPalette)}}`,
    `.pitel-diagram svg text{font-family:var(--ifm-font-family-base)}`,
    '',
  ].join('\n');
}
