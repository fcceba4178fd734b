/**
 * Mermaid drawn at build time, accessible titles left out of the drawing; a diagram Mermaid's own
 * grammar rejects (what the lenient renderer would half-draw) stops the MDX compiler, and so the
 * build, with the page's line and column (`tests/fixtures/diagrams/`).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contrastRatio} from '../support/contrast';
import {
  darkDiagramPalette,
  diagramThemeCss,
  lightDiagramPalette,
  textOnFills,
} from '../../src/plugins/features/diagrams/palette';
import {diagramLabel, diagramMinWidth, renderDiagram} from '../../src/plugins/features/diagrams/render';
import {contentDirs, mdxFiles} from '../../src/config/content-files';
import {compactSvg, remarkDiagrams} from '../../src/plugins/features/diagrams/remark';
import {checkGrammar, errorPlace, errorSummary} from '../../src/plugins/features/diagrams/grammar';
import {compile} from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import {VFile} from 'vfile';
import type {Root} from 'mdast';

const root = path.resolve(__dirname, '../..');

const SEQUENCE = `sequenceDiagram
  participant App as Your server
  participant API as Pitel API
  App->>API: POST /v3/auth/token
  API-->>App: token
`;

describe('diagrams drawn at build time', () => {
  // The build draws every diagram of the pages (src/plugins/features/diagrams/remark.ts), and the route sweep
  // (tests/e2e/routes.test.ts) checks each is an image with a name; here, that the name says what it shows.
  it('names every diagram of the pages after its accTitle or what it shows', () => {
    let count = 0;
    for (const file of mdxFiles(contentDirs, root)) {
      for (const m of readFileSync(path.join(root, file), 'utf8').matchAll(/^```mermaid\n([\s\S]*?)^```/gm)) {
        const label = diagramLabel(m[1]);
        // Named by its accTitle when it has one (a Vietnamese page names its diagram in Vietnamese).
        const accTitle = /^\s*accTitle:\s*(.+)$/m.exec(m[1])?.[1].trim();
        if (accTitle) expect(label, file).toBe(accTitle);
        else expect(label, file).toMatch(/^(Sequence diagram|Flowchart|State diagram): \S/);
        count++;
      }
    }
    expect(count).toBeGreaterThan(10);
  });

  it('names the diagram after its kind and what it shows, or its accTitle', () => {
    expect(diagramLabel(SEQUENCE)).toBe('Sequence diagram: Your server, Pitel API');
    expect(diagramLabel('flowchart LR\n  A[Upload list] --> B{Valid?}\n  B -->|Yes| C([Campaign])')).toBe(
      'Flowchart: Upload list, Valid?, Campaign',
    );
    expect(diagramLabel('stateDiagram-v2\n  [*] --> Created\n  Created --> Active\n  Active --> [*]')).toBe(
      'State diagram: Created, Active',
    );
    expect(diagramLabel('sequenceDiagram\n  accTitle: How a token is renewed\n  A->>B: hi')).toBe(
      'How a token is renewed',
    );
  });

  it('draws no node for the accessible title or description (the renderer drew accTitle as a node)', () => {
    for (const source of [
      'stateDiagram-v2\n  accTitle: The states of a call\n  [*] --> Waiting\n  Waiting --> [*]',
      'flowchart TD\n  accTitle: Upload steps\n  accDescr: From file to campaign\n  A[Upload] --> B[Campaign]',
    ]) {
      const {svg, label} = renderDiagram(source);
      expect(label).toMatch(/^(The states of a call|Upload steps)$/);
      expect(svg).not.toMatch(
        /accTitle|accDescr|data-label="(The states of a call|Upload steps|From file to campaign)"/,
      );
      expect(svg).toMatch(/Waiting|Upload/);
    }
  });

  it('makes an SVG that fits the site: no own styles, no other host, prefixed ids, colours from variables', () => {
    const {svg, width} = renderDiagram(SEQUENCE);
    expect(svg).not.toMatch(/<style/);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/)/);
    const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^diagram-[0-9a-f]{8}-/);
    for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref[1]);
    expect(svg).toContain(`max-width:${width}px;min-width:${diagramMinWidth(width)}px`);
    expect([diagramMinWidth(300), diagramMinWidth(700), diagramMinWidth(1400)]).toEqual([300, 576, 980]);
    // Every variable the SVG reads is defined by the diagram theme, in both modes.
    const used = new Set([...svg.matchAll(/var\((--[\w-]+)\)/g)].map((m) => m[1]));
    const css = diagramThemeCss();
    for (const v of used) expect(css.match(new RegExp(`${v}:`, 'g'))?.length, v).toBe(2);
  });

  it('gives two diagrams different ids and keeps the label safe in an attribute', () => {
    const a = renderDiagram(SEQUENCE).svg;
    const b = renderDiagram(SEQUENCE.replace('token\n', 'token (new)\n')).svg;
    expect(/id="(diagram-\w+)-/.exec(a)![1]).not.toBe(/id="(diagram-\w+)-/.exec(b)![1]);
    expect(renderDiagram('sequenceDiagram\n  accTitle: A "quoted" <label> & more\n  A->>B: hi').svg).toContain(
      'aria-label="A &quot;quoted&quot; &lt;label> &amp; more"',
    );
  });

  // Every diagram of the pages is checked against the grammar by the build itself
  // (src/plugins/features/diagrams/remark.ts; the broken page below proves it stops).
  it('rejects what the lenient renderer would draw anyway: a dangling arrow, an unclosed bracket, a message with no text', async () => {
    const dangling = 'flowchart TD\n  A --> B\n  B -->';
    // The renderer draws A and B and says nothing …
    expect(renderDiagram(dangling).svg).toMatch(/<svg/);
    // … the grammar names the line.
    expect(await checkGrammar(dangling)).toMatchObject({
      line: 3,
      message: expect.stringMatching(/^expecting .+, got 'EOF'$/),
    });
    expect(await checkGrammar('flowchart TD\n  A[Upload --> B')).toMatchObject({line: 2});
    expect(await checkGrammar('sequenceDiagram\n  A->>B hi')).toMatchObject({line: 2});
    expect(await checkGrammar('stateDiagram-v2\n  [*] --> A\n  A --> ')).toMatchObject({line: 3});
    expect(await checkGrammar('stateDiagram-v2\n  [*] --> A\n  A --> B')).toBeUndefined();
  });

  it("reads the parser's place and message", () => {
    expect(errorPlace({hash: {loc: {first_line: 4, first_column: 2}}})).toEqual({line: 4, column: 3});
    expect(errorPlace({message: 'Parse error on line 6:\n...'})).toEqual({line: 6, column: 1});
    expect(errorPlace({message: 'No diagram type detected'})).toEqual({line: 1, column: 1});
    expect(errorSummary("Parse error on line 3:\n...B -->\n-----^\nExpecting 'A', 'B', got 'EOF'")).toBe(
      "expecting 'A', 'B', got 'EOF'",
    );
  });

  it('a page with a broken diagram stops the MDX compiler with the page and the line; the same page fixed compiles', async () => {
    const options = {remarkPlugins: [remarkFrontmatter, remarkDiagrams]};
    const read = (name: string) => {
      const file = path.join(root, 'tests/fixtures/diagrams', name);
      return new VFile({path: file, value: readFileSync(file, 'utf8')});
    };
    // The fence is on line 10 of the fixture; `B -->` goes on to the next line's node, whose bracket is
    // never closed (line 14, line 4 of the diagram).
    await expect(compile(read('broken-grammar.mdx'), options)).rejects.toThrow(
      /^tests\/fixtures\/diagrams\/broken-grammar\.mdx:14:\d+: this Mermaid diagram does not parse \(line 4 of the diagram\): expecting /,
    );
    await expect(compile(read('good.mdx'), options)).resolves.toBeTruthy();
  }, 30_000);

  it('replaces mermaid blocks, at any depth, with Diagram elements and leaves other code alone', async () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'code', lang: 'js', value: 'x'},
        {type: 'blockquote', children: [{type: 'code', lang: 'mermaid', value: SEQUENCE}]},
      ],
    };
    await remarkDiagrams()(tree, {path: 'x.mdx'} as never);
    expect(tree.children[0].type).toBe('code');
    const node = (
      tree.children[1] as {children: {type: string; name: string; attributes: {name: string; value: string}[]}[]}
    ).children[0];
    expect(node.type).toBe('mdxJsxFlowElement');
    expect(node.name).toBe('Diagram');
    expect(node.attributes.map((a) => a.name)).toEqual(['svg', 'label', 'source']);
    expect(node.attributes[0].value).not.toMatch(/>\s+</);
    expect(node.attributes[2].value).toBe(SEQUENCE.trimEnd());
    expect(compactSvg('<g>\n  <text x="12.3456" y="-0.04" points="1.25,3 4.999">v1.2345 a b</text>\n</g>')).toBe(
      '<g><text x="12.3" y="0" points="1.3,3 5">v1.2345 a b</text></g>',
    );
  });

  it('keeps every text colour at 4.5:1 on the page and on the fills it is drawn on, in both modes', () => {
    for (const palette of [lightDiagramPalette, darkDiagramPalette]) {
      const low = textOnFills(palette).filter(({text, fill}) => contrastRatio(text, fill) < 4.5);
      expect(low).toEqual([]);
      // Lines and arrows are graphics: 3:1 (WCAG 1.4.11).
      for (const c of [palette.line, palette.arrow, palette.nodeStroke])
        expect(contrastRatio(c, palette.background), c).toBeGreaterThanOrEqual(c === palette.nodeStroke ? 1.5 : 3);
    }
  });
});
