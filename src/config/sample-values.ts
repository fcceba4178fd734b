/**
 * The reader's own values in the code samples: the two placeholders every sample of the site uses
 * (`{{API_HOST}}` and `YOUR_ACCESS_TOKEN`), how the build marks them in highlighted code, and how
 * the browser fills the marked spans with the values a reader saved (src/components/SampleValues).
 *
 * Build side: `markSampleValues` runs around Prism (src/plugins/features/code-blocks/highlight.ts), so each placeholder
 * becomes exactly one `<span data-sample-value="…">` whatever the language's grammar does with
 * braces. Browser side: `fillSampleValues` swaps the text of those spans only, in the HTML string
 * the code block renders; nothing else of the code is touched. How the form reads what a reader types
 * is src/components/SampleValues/input.ts, loaded with the form only.
 */

export type SampleValueKey = 'host' | 'token';

export interface SamplePlaceholder {
  key: SampleValueKey;
  /** The text written in the pages and the OpenAPI samples. */
  text: string;
  /**
   * A single identifier that stands for the placeholder while Prism tokenises the code: a grammar
   * keeps an identifier inside one token, where `{{`/`}}` could be split into punctuation.
   */
  sentinel: string;
}

export const samplePlaceholders: readonly SamplePlaceholder[] = [
  {key: 'host', text: '{{API_HOST}}', sentinel: 'pitelSampleValueHost0'},
  {key: 'token', text: 'YOUR_ACCESS_TOKEN', sentinel: 'pitelSampleValueToken0'},
];

/** The attribute that marks a placeholder in highlighted code. */
export const SAMPLE_VALUE_ATTRIBUTE = 'data-sample-value';

export type SampleValues = Partial<Record<SampleValueKey, string>>;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Highlights `code` with `highlight` so that every placeholder comes out as one marked span.
 * Throws when the highlighter split a placeholder (the count of marks differs), so a grammar that
 * breaks the marking stops the build instead of leaving a sample the form cannot fill.
 */
export function markSampleValues(code: string, highlight: (code: string) => string): string {
  let masked = code;
  const counts = new Map<SampleValueKey, number>();
  for (const p of samplePlaceholders) {
    if (code.includes(p.sentinel)) throw new Error(`the code contains the reserved word "${p.sentinel}"`);
    const parts = masked.split(p.text);
    counts.set(p.key, parts.length - 1);
    masked = parts.join(p.sentinel);
  }
  let html = highlight(masked);
  for (const p of samplePlaceholders) {
    const parts = html.split(p.sentinel);
    if (parts.length - 1 !== counts.get(p.key)) {
      throw new Error(`the highlighter split the placeholder ${p.text}; it cannot be filled with the reader's value`);
    }
    html = parts.join(`<span ${SAMPLE_VALUE_ATTRIBUTE}="${p.key}">${escapeHtml(p.text)}</span>`);
  }
  return html;
}

const MARKED_SPAN = new RegExp(
  `<span ${SAMPLE_VALUE_ATTRIBUTE}="(${samplePlaceholders.map((p) => p.key).join('|')})">[^<]*</span>`,
  'g',
);

/**
 * The highlighted HTML with each marked placeholder showing the reader's value, where one is set.
 * The span keeps its mark (and gains `data-filled`), so forgetting the values restores the text.
 */
export function fillSampleValues(html: string, values: SampleValues): string {
  if (!values.host && !values.token) return html;
  return html.replace(MARKED_SPAN, (span, key: SampleValueKey) => {
    const value = values[key];
    return value ? `<span ${SAMPLE_VALUE_ATTRIBUTE}="${key}" data-filled="">${escapeHtml(value)}</span>` : span;
  });
}
