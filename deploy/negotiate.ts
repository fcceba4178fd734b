/**
 * Which representation of a page a client prefers, from its `Accept` header, as RFC 9110 (section
 * 12.5.1) defines it: the page is HTML (`text/html`) and has a Markdown twin (`text/markdown`). Each
 * type takes the weight (`q`, 1 when absent, 0 = not acceptable) of the most specific media range
 * that matches it (`text/markdown` over `text/*` over `*\/*`; among ranges of the same type, the one
 * with more parameters; among equal ones, the higher weight). A range with parameters matches only a
 * representation that has them: both are sent with `charset=utf-8`, and the twins are GitHub-flavoured
 * (`variant=GFM`, RFC 7763), so `text/html;level=1` matches neither. Markdown is chosen only when its
 * weight is strictly higher than HTML's: a tie, no header, or neither acceptable gives HTML.
 *
 * The one negotiation function of every host: deploy/cloudflare/worker.ts imports it; the CloudFront
 * function and nginx's njs module (written by the build into .cloudfront/viewer-request.js and
 * .nginx/negotiate.js) are this file's code as plain JavaScript (deploy/edge-code.ts), and
 * tests/unit/edge-negotiation.test.ts runs all of them over tests/fixtures/accept-cases.json.
 *
 * Written for the oldest runtime that runs it, CloudFront Functions 2.0 and njs 0.7: plain functions,
 * `let` and `const`, loops and string methods; no imports, no destructuring, no classes.
 */

/** The weight of one media type in an `Accept` header, or -1 when no range of the header matches it. */
export function acceptWeight(accept: string, type: string): number {
  const wanted = type.toLowerCase();
  const slash = wanted.indexOf('/');
  const wantedMain = wanted.slice(0, slash);
  let best = -1;
  let bestRank = -1;
  // The elements of the header, then each one's media range and parameters.
  const elements = splitOutsideQuotes(accept, ',');
  for (let i = 0; i < elements.length; i++) {
    const parts = splitOutsideQuotes(elements[i], ';');
    const range = parts[0].trim().toLowerCase();
    const rangeSlash = range.indexOf('/');
    if (rangeSlash <= 0 || rangeSlash === range.length - 1) continue;
    const main = range.slice(0, rangeSlash);
    const sub = range.slice(rangeSlash + 1);
    let level = 0;
    if (main === '*' && sub === '*') level = 1;
    else if (main === wantedMain && sub === '*') level = 2;
    else if (range === wanted) level = 3;
    if (level === 0) continue;
    let q = 1;
    let params = 0;
    let valid = true;
    for (let j = 1; j < parts.length; j++) {
      const param = parts[j].trim();
      if (param === '') continue;
      const eq = param.indexOf('=');
      const name = (eq < 0 ? param : param.slice(0, eq)).trim().toLowerCase();
      if (name === 'q') {
        const value = eq < 0 ? '' : param.slice(eq + 1).trim();
        if (!/^(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?)$/.test(value)) valid = false;
        else q = parseFloat(value);
        // Parameters after q are accept-extensions, not the range's own.
        break;
      }
      const given = (eq < 0 ? '' : param.slice(eq + 1).trim()).replace(/^"(.*)"$/, '$1').toLowerCase();
      if (
        !(name === 'charset' && given === 'utf-8') &&
        !(name === 'variant' && given === 'gfm' && wanted === 'text/markdown')
      )
        valid = false;
      params++;
    }
    if (!valid) continue;
    const rank = level * 100 + params;
    if (rank > bestRank || (rank === bestRank && q > best)) {
      bestRank = rank;
      best = q;
    }
  }
  return best;
}

/** Whether a client whose `Accept` header is `accept` (undefined: none) prefers the Markdown twin to the page. */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (accept === undefined || accept === null || accept.trim() === '') return false;
  const markdown = acceptWeight(accept, 'text/markdown');
  const html = acceptWeight(accept, 'text/html');
  return markdown > 0 && markdown > (html < 0 ? 0 : html);
}

/** `text` split at each `separator` outside quoted strings. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted && c === '\\' && i + 1 < text.length) {
      current += c + text.charAt(i + 1);
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (c === separator && !quoted) {
      out.push(current);
      current = '';
    } else current += c;
  }
  out.push(current);
  return out;
}

/**
 * The path of the twin a page's path may have, `/a/b.md` for `/a/b` and `/a/b.html`, `/a/b/index.md`
 * for `/a/b/` and `/a/b/index.html`; null for a path that is not a page's (its last segment has a dot and
 * is not `.html`, it is a twin already, or it is under `/.well-known/`, as the API catalog is).
 */
export function twinOf(path: string): string | null {
  if (path === '' || path.charAt(0) !== '/' || path.indexOf('/.well-known/') === 0) return null;
  if (path.charAt(path.length - 1) === '/') return path + 'index.md';
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (/\.html$/.test(last)) {
    if (last === 'index.html') return path.slice(0, path.length - 'html'.length) + 'md';
    return path.slice(0, path.length - '.html'.length) + '.md';
  }
  if (last.indexOf('.') >= 0) return null;
  return path + '.md';
}
