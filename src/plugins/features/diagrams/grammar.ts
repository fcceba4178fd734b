/**
 * Checks a diagram against Mermaid's own grammar, at build time, in Node.
 *
 * The drawing is done by beautiful-mermaid (render.ts), which is lenient: given a dangling arrow or an
 * unclosed bracket it draws what it could read and drops the rest, so a broken diagram would ship as a
 * smaller picture with no error. Mermaid's parser (`mermaid.parse`, the grammar the Mermaid editor and
 * GitHub use) rejects it, with a line and a column. It runs without a browser: only parsing, no layout,
 * no DOM. The one thing it reaches for is DOMPurify (labels are sanitised while they are read); without
 * a DOM, DOMPurify exports neither its hooks nor `sanitize`, so no-op ones are put in their place.
 * Nothing parsed here is ever inserted in a page (render.ts draws the SVG), so nothing needs sanitising.
 *
 * Mermaid is loaded on the first diagram (what loading it costs: bench/results/2026-11-26-build-cpu.md,
 * "Where the postBuild's CPU goes"), and each source is checked once per process.
 */
import {createRequire} from 'node:module';
import {requireEsm} from '../../shared/require-esm';

/** A place in the diagram's source: line 1 is the diagram's first line (`flowchart TD`, …). */
export interface GrammarError {
  line: number;
  column: number;
  message: string;
}

interface MermaidApi {
  parse(text: string): Promise<unknown>;
}

let mermaid: MermaidApi | undefined;

function loadMermaid(): MermaidApi {
  if (mermaid) return mermaid;
  const entry = createRequire(__filename).resolve('mermaid/package.json');
  // The same ES module instance Mermaid imports (its `import` entry, not the CommonJS one).
  const purify = requireEsm<{default: Record<string, unknown>}>('dompurify', entry).default;
  for (const hook of ['addHook', 'removeHook', 'removeHooks', 'removeAllHooks']) purify[hook] ??= () => undefined;
  purify.sanitize ??= (text: unknown) => String(text);
  mermaid = requireEsm<{default: MermaidApi}>('mermaid', __filename).default;
  return mermaid;
}

const checked = new Map<string, Promise<GrammarError | undefined>>();

/** The place Mermaid's parser reports, from its location (jison's `hash.loc`) or its message. */
export function errorPlace(error: {
  message?: string;
  hash?: {loc?: {first_line?: number; first_column?: number}; line?: number};
}): {line: number; column: number} {
  const loc = error.hash?.loc;
  if (loc?.first_line) return {line: loc.first_line, column: (loc.first_column ?? 0) + 1};
  const fromMessage = /line (\d+)(?:, column (\d+))?/i.exec(error.message ?? '');
  if (fromMessage) return {line: Number(fromMessage[1]), column: Number(fromMessage[2] ?? 1)};
  return {line: 1, column: 1};
}

/** The parser's message, on one line: jison's "Parse error on line 3:" and its source excerpt become "expecting …, got …". */
export function errorSummary(message: string): string {
  const lines = message
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const expecting = lines.find((l) => /^Expecting\b/.test(l));
  if (expecting) return expecting.replace(/^Expecting/, 'expecting');
  return lines[0] ?? 'Mermaid cannot parse it';
}

/** Checks one diagram; resolves to undefined when Mermaid's grammar accepts it, to the error otherwise. */
export function checkGrammar(source: string): Promise<GrammarError | undefined> {
  let result = checked.get(source);
  if (!result) {
    result = loadMermaid()
      .parse(source)
      .then(
        () => undefined,
        (e: Error & {hash?: {loc?: {first_line?: number; first_column?: number}}}) => ({
          ...errorPlace(e),
          message: errorSummary(e.message ?? String(e)),
        }),
      );
    checked.set(source, result);
  }
  return result;
}
