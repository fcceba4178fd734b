/**
 * Where the first-visit bytes of a Docusaurus build come from, from the built files (gzip level 9,
 * so the figures are the same on every run of the same build):
 * - runtime~main.js, which every first visit loads too: the bundler's map of every chunk;
 * - main.js, which every first visit loads, split by leaving one part out at a time: the route
 *   registry (registry.js: chunk loaders and module names), the route tree (routes.js), the route
 *   chunk names (routesChunkNames.json), the global data of the docs plugin and of the other plugins
 *   (globalData.json), the site config (docusaurus.config.mjs). A part's figure is how much smaller
 *   main.js gzip is without it;
 * - the version chunk of each docs instance (its sidebars and a title and description per doc),
 *   which every page of that instance loads;
 * - the HTML of a page: the docs sidebar and the navbar, each measured the same way (page gzip
 *   with and without it).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {gzipSync} from 'node:zlib';
import {resolveFile} from '../../tests/support/static-server';

export const gzip = (text: string | Buffer) => gzipSync(text, {level: 9}).length;

/** The index just past the bracket that closes the one at `open`, skipping string and template literals. */
export function closingIndex(src: string, open: number): number {
  const pairs: Record<string, string> = {'{': '}', '[': ']', '(': ')'};
  if (!pairs[src[open]]) throw new Error(`no opening bracket at ${open}`);
  const stack: string[] = [];
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < src.length && src[i] !== c; i++) if (src[i] === '\\') i++;
      continue;
    }
    if (pairs[c]) stack.push(pairs[c]);
    else if (c === '}' || c === ']' || c === ')') {
      if (stack.pop() !== c) throw new Error(`unbalanced "${c}" at ${i}`);
      if (!stack.length) return i + 1;
    }
  }
  throw new Error(`no closing bracket for the one at ${open}`);
}

interface Span {
  start: number;
  end: number;
  /** What the span is replaced with when it is left out. */
  stub: string;
}

/** The JSON.parse('…') string literals of a bundle, with their parsed values. */
function jsonLiterals(src: string): {start: number; end: number; value: unknown}[] {
  const out: {start: number; end: number; value: unknown}[] = [];
  for (const m of src.matchAll(/JSON\.parse\('/g)) {
    const start = m.index + 'JSON.parse('.length;
    let end = start + 1;
    while (end < src.length && src[end] !== "'") end += src[end] === '\\' ? 2 : 1;
    const literal = src.slice(start, end + 1);
    out.push({start, end: end + 1, value: JSON.parse(runInNewContext(literal) as string)});
  }
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const jsString = (value: unknown) => `'${JSON.stringify(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export interface MainJsParts {
  /** gzip bytes of main.js. */
  total: number;
  registry: number;
  routes: number;
  chunkNames: number;
  docsGlobalData: number;
  otherGlobalData: number;
  siteConfig: number;
}

/** main.js gzip and, for each part, how much smaller it would be without it. Throws when a part is not found. */
export function mainJsParts(src: string): MainJsParts {
  const find = (what: string, re: RegExp) => {
    const m = re.exec(src);
    if (!m) throw new Error(`main.js: ${what} not found (pattern ${re}); update bench/scale/measure.ts`);
    return m.index + m[0].indexOf(m[1]);
  };
  const literal = (what: string, re: RegExp, stub: string): Span => {
    const start = find(what, re);
    return {start, end: closingIndex(src, start), stub};
  };
  const json = jsonLiterals(src);
  const jsonOf = (what: string, test: (v: Record<string, unknown>) => boolean) => {
    const found = json.filter((j) => isObject(j.value) && test(j.value));
    if (found.length !== 1)
      throw new Error(`main.js: ${found.length} JSON literals look like ${what}; update bench/scale/measure.ts`);
    return found[0] as {start: number; end: number; value: Record<string, unknown>};
  };

  const registry = literal('the route registry', /=(\{)"[0-9a-f]{8}":\[\(\)=>/, '{}');
  const routes = literal('the route tree', /=(\[)\{path:"[^"]*",component:/, '[]');
  const names = jsonOf(
    'the route chunk names',
    (v) => Object.values(v).every((x) => isObject(x) && '__comp' in x) && Object.keys(v).length > 0,
  );
  const global = jsonOf('the global data', (v) => 'docusaurus-plugin-content-docs' in v);
  const config = literal('the site config', /=(\{)title:"[^"]*",tagline:/, '{}');

  const total = gzip(src);
  const without = (...spans: Span[]) => {
    let out = src;
    for (const s of [...spans].sort((a, b) => b.start - a.start))
      out = out.slice(0, s.start) + s.stub + out.slice(s.end);
    return total - gzip(out);
  };
  const {'docusaurus-plugin-content-docs': docs, ...others} = global.value;
  return {
    total,
    registry: without(registry),
    routes: without(routes),
    chunkNames: without({start: names.start, end: names.end, stub: "'{}'"}),
    docsGlobalData: without({start: global.start, end: global.end, stub: jsString(others)}),
    otherGlobalData: without({
      start: global.start,
      end: global.end,
      stub: jsString({'docusaurus-plugin-content-docs': docs}),
    }),
    siteConfig: without(config),
  };
}

/**
 * runtime~main.js gzip, and what it loses without its chunk maps: flat object literals from a chunk
 * id or name to a chunk name, hash or id (the bundler's chunk file names and hashes, and Docusaurus's
 * chunk-name lookup), which list every chunk of the build, so every route's.
 */
export function runtimeParts(src: string): {total: number; chunkMaps: number; maps: number} {
  const spans: Span[] = [];
  const key = '(?:"[^"]*"|[\\w$]+)';
  const entry = new RegExp(`\\{${key}:"[^"]*",`, 'g');
  const flat = new RegExp(`^\\{(?:${key}:"[^"]*",)*${key}:"[^"]*"\\}$`);
  for (let m = entry.exec(src); m; m = entry.exec(src)) {
    const end = closingIndex(src, m.index);
    if (end - m.index > 200 && flat.test(src.slice(m.index, end))) {
      spans.push({start: m.index, end, stub: '{}'});
      entry.lastIndex = end;
    }
  }
  // Vanilla Docusaurus has three (id → name, id → hash, name → id); ours one (id → hash: packages/docusaurus-lean/src/lean-runtime).
  if (spans.length < 1) throw new Error(`runtime~main.js: no chunk map found; update bench/scale/measure.ts`);
  const total = gzip(src);
  let without = src;
  for (const sp of [...spans].reverse()) without = without.slice(0, sp.start) + sp.stub + without.slice(sp.end);
  return {total, chunkMaps: total - gzip(without), maps: spans.length};
}

/** The runtime~main.js file of a Docusaurus build. */
export function runtimeFile(buildDir: string): string {
  const dir = path.join(buildDir, 'assets/js');
  const files = readdirSync(dir).filter((f) => /^runtime~main\.[0-9a-f]+\.js$/.test(f));
  if (files.length !== 1) throw new Error(`${dir}: ${files.length} runtime~main.*.js files`);
  return path.join(dir, files[0]);
}

/** The main.js file of a Docusaurus build. */
export function mainJsFile(buildDir: string): string {
  const dir = path.join(buildDir, 'assets/js');
  const main = readdirSync(dir).filter((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  if (main.length !== 1) throw new Error(`${dir}: ${main.length} main.*.js files`);
  return path.join(dir, main[0]);
}

/** The version chunk of each docs plugin instance (pluginId → file and gzip bytes). */
export function versionChunks(buildDir: string): Map<string, {file: string; gzip: number}> {
  const dir = path.join(buildDir, 'assets/js');
  const out = new Map<string, {file: string; gzip: number}>();
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.js') && !x.startsWith('main.'))) {
    const text = readFileSync(path.join(dir, f), 'utf8');
    const m = /\\?"version\\?":\{\\?"pluginId\\?":\\?"([^"\\]+)\\?"/.exec(text);
    if (m && text.includes('docsSidebars')) out.set(m[1], {file: `/assets/js/${f}`, gzip: gzip(text)});
  }
  return out;
}

/** gzip bytes of a page's HTML without the element that opens at the first match of `openTag` (0 when absent). */
export function elementShare(html: string, openTag: RegExp): number {
  const m = openTag.exec(html);
  if (!m) return 0;
  const tag = /^<([a-z]+)/.exec(m[0])![1];
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  re.lastIndex = m.index;
  let depth = 0;
  for (let t = re.exec(html); t; t = re.exec(html)) {
    depth += t[1] ? -1 : 1;
    if (!depth) return gzip(html) - gzip(html.slice(0, m.index) + html.slice(t.index + t[0].length));
  }
  throw new Error(`unclosed <${tag}>`);
}

// The labels in English and, on the Vietnamese pages, in Vietnamese (src/plugins/features/page-lang/client/vi-theme.ts).
export const SIDEBAR_TAG = /<nav\b[^>]*aria-label=("?)(?:Docs sidebar|Thanh điều hướng tài liệu)\1[\s>]/;
export const NAVBAR_TAG = /<nav\b[^>]*aria-label=("?)(?:Main|Thanh điều hướng chính)\1[\s>]/;

export interface HtmlParts {
  total: number;
  sidebar: number;
  navbar: number;
}

export function htmlParts(buildDir: string, page: string): HtmlParts {
  const file = resolveFile(path.resolve(buildDir), page);
  if (!file) throw new Error(`${buildDir}: no HTML for ${page}`);
  const html = readFileSync(file, 'utf8');
  return {total: gzip(html), sidebar: elementShare(html, SIDEBAR_TAG), navbar: elementShare(html, NAVBAR_TAG)};
}

/** Raw and gzip bytes of every JSON file of a search index folder. */
export function searchIndexBytes(dir: string): {files: number; raw: number; gzip: number} {
  const files = (readdirSync(dir, {recursive: true}) as string[]).filter((f) => f.endsWith('.json'));
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const text = readFileSync(path.join(dir, f));
    raw += text.length;
    gz += gzip(text);
  }
  return {files: files.length, raw, gzip: gz};
}
