/**
 * Syntax highlighting at build time, with Prism running in Node: code blocks reach the browser as
 * highlighted HTML, so no highlighter ships to readers.
 */
import {Prism} from 'prism-react-renderer';
import {markSampleValues} from '../../../config/sample-values';

/**
 * Grammars our pages use beyond those prism-react-renderer bundles (JSON, YAML, JavaScript/TypeScript,
 * JSX/TSX, Kotlin, Swift, Go, Python, markup/XML…). Order matters: a grammar comes after those it extends.
 */
export const EXTRA_LANGUAGES = [
  'markup-templating',
  'bash',
  'php',
  'dart',
  'groovy',
  'ruby',
  'http',
  'diff',
  'ini',
  'nginx',
] as const;

/** Languages shown as plain text, without highlighting. */
const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plain', 'plaintext']);

let loaded = false;

function prism(): typeof Prism {
  if (!loaded) {
    // Prism's component files register themselves on a global `Prism`.
    const globals = globalThis as {Prism?: typeof Prism};
    const previous = globals.Prism;
    globals.Prism = Prism;
    // A computed path, loaded now for its side effect (registering the grammar), which an import cannot do.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    for (const lang of EXTRA_LANGUAGES) require(`prismjs/components/prism-${lang}.js`);
    globals.Prism = previous;
    loaded = true;
  }
  return Prism;
}

/** True when a fenced block in this language is highlighted or shown as plain text. */
export function isKnownLanguage(lang: string): boolean {
  return PLAIN_LANGUAGES.has(lang) || Boolean(prism().languages[lang]);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The code as HTML: Prism's `<span class="token …">` markup, or escaped text for plain languages.
 * The placeholders `{{API_HOST}}` and `YOUR_ACCESS_TOKEN` each become one marked span, which the
 * browser fills with the reader's own values (src/config/sample-values.ts).
 */
export function highlight(code: string, lang: string): string {
  if (PLAIN_LANGUAGES.has(lang)) return markSampleValues(code, escapeHtml);
  const p = prism();
  const grammar = p.languages[lang];
  if (!grammar) throw new Error(`unknown code language "${lang}"`);
  return markSampleValues(code, (masked) => p.highlight(masked, grammar, lang));
}
