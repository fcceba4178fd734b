/**
 * Reads the article of a built doc page: its parts, cut at each h2/h3 with an id, the first headed by the page's
 * title and opening with its description.
 * Code blocks, tab labels, buttons, icons and heading anchors are left out.
 */
import {Parser} from 'htmlparser2';

export interface PagePart {
  /** Heading id ('' for the top of the page). */
  anchor: string;
  /** Heading text (the page title for the top part). */
  heading: string;
  text: string;
  /** The part of `text` that stood in tables (field lists): the index counts it for less. */
  table?: string;
}

/** Elements that do not end a word (`wbr`: the line-break opportunities in the API paths under the h1). */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'del',
  'ins',
  'wbr',
]);
const SKIPPED = new Set(['pre', 'button', 'svg', 'script', 'style', 'nav', 'noscript', 'template']);

function skipped(name: string, attrs: Record<string, string>): boolean {
  return (
    SKIPPED.has(name) ||
    attrs.role === 'tablist' ||
    'data-search-skip' in attrs ||
    /\bhash-link\b/.test(attrs.class ?? '')
  );
}

const clean = (s: string) => s.replace(/[\s\u200b]+/g, ' ').trim();

export function extractPage(html: string): PagePart[] {
  let title = '';
  let description = '';
  const parts: PagePart[] = [{anchor: '', heading: '', text: ''}];
  // Stack of open elements inside the article body: whether each one's text is left out.
  const stack: boolean[] = [];
  let inBody = false;
  let heading: {level: 'h1' | 'h2' | 'h3'; text: string} | undefined;
  let text = '';
  let table = '';
  let tables = 0;

  const flush = () => {
    const last = parts[parts.length - 1];
    last.text += text;
    if (table) last.table = (last.table ?? '') + table;
    text = '';
    table = '';
  };
  const emit = (s: string) => {
    text += s;
    if (tables) table += s;
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (!inBody) {
          // The page's summary (its front matter's description) says what it is about: part of its top.
          if (name === 'meta' && attrs.name === 'description') description = attrs.content ?? '';
          if (name === 'div' && /\btheme-doc-markdown\b/.test(attrs.class ?? '')) {
            inBody = true;
            stack.length = 0;
            stack.push(false);
          }
          return;
        }
        const skip = stack[stack.length - 1] || skipped(name, attrs);
        stack.push(skip);
        if (skip) return;
        if (name === 'h1' || ((name === 'h2' || name === 'h3') && attrs.id)) {
          flush();
          heading = {level: name, text: ''};
          if (name !== 'h1') parts.push({anchor: attrs.id, heading: '', text: ''});
        } else if (!INLINE.has(name)) {
          emit(' ');
          if (name === 'table') tables++;
        }
      },
      ontext(data) {
        if (!inBody || stack[stack.length - 1]) return;
        if (heading) heading.text += data;
        else emit(data);
      },
      onclosetag(name) {
        if (!inBody) return;
        const skip = stack.pop();
        if (stack.length === 0) {
          flush();
          inBody = false;
          return;
        }
        if (skip) return;
        if (heading && name === heading.level) {
          if (heading.level === 'h1') title = clean(heading.text);
          else parts[parts.length - 1].heading = clean(heading.text);
          heading = undefined;
        } else if (!INLINE.has(name)) {
          emit(' ');
          if (name === 'table') tables--;
        }
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  flush();
  parts[0].heading = title;
  parts[0].text = `${description} ${parts[0].text}`;
  return parts.map(({table: t, ...p}) => ({
    ...p,
    text: clean(p.text).normalize('NFC'),
    heading: p.heading.normalize('NFC'),
    ...(t && clean(t) ? {table: clean(t).normalize('NFC')} : {}),
  }));
}
