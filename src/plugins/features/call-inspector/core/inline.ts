/**
 * The inspector's answers as pieces of text, code and links (`Inline`), so that the page renders them
 * as elements (never as HTML) and the MCP server as Markdown, from the same answer. Values taken from a
 * payload are always code pieces: the reader's text is never read as markup.
 */
import {canonicalPages, englishOnlyParts, supportPage, viCallStatusesPage} from '../../../../config/pages';

export type Piece = {text: string} | {code: string} | {link: string; href: string};
export type Inline = Piece[];

/** A value of a payload as code, cut to a readable length. */
export function code(value: string, max = 80): Inline {
  return [{code: value.length > max ? `${value.slice(0, max - 1)}…` : value}];
}

export const plainText = (value: string): Inline => [{text: value}];

/** The site's Vietnamese single pages, which a Vietnamese answer links without " (tiếng Anh)". */
const VIETNAMESE_PAGES = [supportPage('vi'), viCallStatusesPage];

/** Whether a link of an answer leads to a Vietnamese page. */
export function isVietnamesePage(href: string): boolean {
  return VIETNAMESE_PAGES.some((page) => href === page || href.startsWith(`${page}#`));
}

/** A link; one to an English page of the site is followed by `after` (" (tiếng Anh)" on Vietnamese answers). */
export function link(text: string, href: string, after = ''): Inline {
  const piece = {link: text, href};
  return after && href.startsWith('/') && !isVietnamesePage(href) ? [piece, {text: after}] : [piece];
}

/**
 * The page an answer links, in its language: a Vietnamese answer links the Vietnamese edition of the
 * call-status reference, whose rows and sections have the English page's anchors, except for the part that
 * only the English page carries (`englishOnlyParts`, the API's material), which it links in English.
 */
export function pageIn(href: string, lang: 'en' | 'vi'): string {
  const [page, anchor] = href.split('#');
  const part = englishOnlyParts.find((p) => p.page === canonicalPages.callStatuses);
  const englishOnly = (part?.ids as readonly string[] | undefined)?.includes(anchor ?? '') ?? false;
  return lang === 'vi' && page === canonicalPages.callStatuses && !englishOnly
    ? `${viCallStatusesPage}${anchor === undefined ? '' : `#${anchor}`}`
    : href;
}

/**
 * A sentence of ./text.ts with its `{names}` filled: `code` and [text](/href) in the sentence become
 * code and links; a filled-in value is an Inline (kept as it is) or a string (plain text). `after`
 * follows every link to a page of the site (" (tiếng Anh)" on Vietnamese answers).
 */
export function fill(template: string, values: Record<string, Inline | string | number> = {}, after = ''): Inline {
  const out: Inline = [];
  const push = (piece: Piece) => {
    const last = out[out.length - 1];
    if ('text' in piece && last && 'text' in last) last.text += piece.text;
    else out.push({...piece});
  };
  const pattern = /\{(\w+)\}|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let at = 0;
  for (const m of template.matchAll(pattern)) {
    if (m.index > at) push({text: template.slice(at, m.index)});
    at = m.index + m[0].length;
    if (m[1] !== undefined) {
      const value = values[m[1]];
      if (value === undefined) throw new Error(`"${template}" needs {${m[1]}}`);
      if (Array.isArray(value)) value.forEach(push);
      else push({text: String(value)});
    } else if (m[2] !== undefined) {
      // A `{name}` inside code is filled with the value's text (`{field}` → `status`).
      push({
        code: m[2].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? toText(values[name]) : whole)),
      });
    } else {
      const href = m[4].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? toText(values[name]) : whole));
      link(m[3], href, after).forEach(push);
    }
  }
  if (at < template.length) push({text: template.slice(at)});
  return out;
}

function toText(value: Inline | string | number): string {
  return Array.isArray(value) ? plain(value) : String(value);
}

/** A list of pieces joined with commas and a last word ("a, b and c"). */
export function joinList(items: readonly Inline[], last: string, comma = ', '): Inline {
  const out: Inline = [];
  items.forEach((item, i) => {
    if (i > 0) out.push({text: i === items.length - 1 ? last : comma});
    out.push(...item);
  });
  return out;
}

/** The text a reader reads, without markup. */
export function plain(inline: Inline): string {
  return inline.map((p) => ('text' in p ? p.text : 'code' in p ? p.code : p.link)).join('');
}

/** Markdown of an Inline: code in backticks (longer fences when the code holds one), links absolute from `base`. */
export function markdown(inline: Inline, base = ''): string {
  return inline
    .map((p) => {
      if ('text' in p) return p.text;
      if ('code' in p) {
        const fence = '`'.repeat(Math.max(0, ...[...p.code.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
        return fence.length > 1 || p.code.startsWith('`') || p.code.endsWith('`')
          ? `${fence} ${p.code} ${fence}`
          : `${fence}${p.code}${fence}`;
      }
      return `[${p.link}](${p.href.startsWith('/') ? base + p.href : p.href})`;
    })
    .join('');
}
