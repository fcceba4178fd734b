/**
 * Compares two builds of the site after a change that should not alter what readers get (a move, a
 * rename, a refactor): `npx tsx scripts/compare-builds.ts OLD_BUILD NEW_BUILD`.
 *
 * Names and ids that a bundler derives from file paths are put aside before comparing:
 * - content hashes in file names (`main.1a2b3c4d.js`, the search index's hash folder);
 * - the 4-character suffix of CSS-module class names (`codeBlock_bY9V`), which css-loader hashes from
 *   the module's file path;
 * - in JavaScript, module and chunk ids and hashes (numbers and hex strings); the modules of a chunk
 *   are compared as a set, since they are ordered by id; chunks named by a numeric id (`1559.js`)
 *   are paired by their modules, since the id follows the path of their first module.
 * Then every HTML, CSS, Markdown, text, JSON and XML file must be the same, and every JS chunk must
 * hold the same modules. A module whose only difference is the minifier's short local names (which
 * follow how often each name is used, and so the length of the ids around it) is reported apart as
 * "names only" and does not count as a difference. `.gz` and `.br` copies follow their file.
 * Prints what differs, exits 1 if anything does.
 *
 * `--pages` compares only the pages' server HTML, with the tags that load scripts and styles set aside
 * (`<script>` but a JSON one, `<style>`, and `<link>` to a stylesheet, a preload or a prefetch): the proof that the
 * stock build (`npm run build:stock`, the performance layer off) renders every page as the layered
 * build does, `npm run test:stock-html` (`npx tsx scripts/compare-builds.ts --pages build build-stock`).
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const HASHED_NAME = /\.[0-9a-f]{8}(\.(?:js|css))/g;
const SEARCH_FOLDER = /^search\/[0-9a-f]{6,}\//;
const CSS_MODULE_CLASS = /\b([A-Za-z][A-Za-z0-9]*)_[A-Za-z0-9_-]{4}(?![\w-])/g;
const NUMERIC_CHUNK = /^assets\/js\/\d+\.#\.js$/;

function files(root: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rel of readdirSync(root, {recursive: true, encoding: 'utf8'})) {
    const file = path.join(root, rel);
    if (!statSync(file).isFile() || /\.(?:gz|br)$/.test(rel)) continue;
    out.set(normalName(rel.split(path.sep).join('/')), file);
  }
  return out;
}

function normalName(rel: string): string {
  return rel.replace(HASHED_NAME, '.#$1').replace(SEARCH_FOLDER, 'search/#/');
}

/** Class attribute values of HTML and selectors of CSS with their CSS-module suffixes put aside. */
function normalMarkup(text: string): string {
  return text
    .replace(HASHED_NAME, '.#$1')
    .replace(
      /(class=)("[^"]*"|[^\s>]+)/g,
      (_m, attr: string, value: string) => attr + value.replace(CSS_MODULE_CLASS, '$1_#'),
    )
    .replace(/(\.)([A-Za-z][A-Za-z0-9]*)_[A-Za-z0-9_-]{4}(?![\w-])/g, '$1$2_#');
}

/** The modules of a JS chunk, ids and hashes put aside, sorted. */
export function jsModules(text: string): string[] {
  const normal = text
    .replace(HASHED_NAME, '.#$1')
    .replace(CSS_MODULE_CLASS, '$1_#')
    .replace(/\b[0-9a-f]{8,}\b/g, 'H')
    // Ids, including the minifier's short forms of round numbers (`7e3`).
    .replace(/\b\d+(?:e\d+)?\b/g, 'N');
  // Module boundaries of the bundler's output: `N:function(…)`, `N:(…)=>`, `"N":…` and the
  // method shorthand `N(e,t,n){…}` (a number is never called, so `,N(` only starts a module).
  return normal
    .split(/(?=[,{]\s*"?N"?\s*(?::\s*(?:function|\()|\())/)
    .map((m) => m.replace(/^[,{]\s*/, ''))
    .sort();
}

/** A module with the minifier's local names (one or two characters) put aside. */
export function withoutShortNames(module: string): string {
  return module
    .replace(/\.\.\.[A-Za-z_$][\w$]?(?![\w$])/g, '...v') // spread and rest names
    .replace(/(?<![\w$.])[A-Za-z_$][\w$]?(?![\w$])/g, 'v'); // other names, not properties
}

export interface JsDifference {
  /** Modules of the old chunk that the new one does not hold, and the other way round. */
  gone: string[];
  added: string[];
  /** Pairs that differ only in the minifier's short local names. */
  namesOnly: number;
}

/** Compares the modules of two chunks (as `jsModules` gives them). */
function compareModules(ma: string[], mb: string[]): JsDifference {
  const gone = ma.filter((m) => !mb.includes(m));
  const added = mb.filter((m) => !ma.includes(m));
  // Pair what is left by the modules with their short names put aside; the rest really differs.
  const addedShapes = added.map(withoutShortNames);
  const matched = new Set<number>();
  const unmatched = gone.filter((m) => {
    const shape = withoutShortNames(m);
    const i = addedShapes.findIndex((a, k) => a === shape && !matched.has(k));
    if (i !== -1) matched.add(i);
    return i === -1;
  });
  return {gone: unmatched, added: added.filter((_m, k) => !matched.has(k)), namesOnly: matched.size};
}

export function compareChunks(oldText: string, newText: string): JsDifference {
  return compareModules(jsModules(oldText), jsModules(newText));
}

/**
 * The tags that load scripts and styles: what the performance layer changes in a page's HTML. Data in a
 * script element (`application/ld+json`, `application/json`) is content, and stays.
 */
const LOADING_TAGS = [
  /<script\b(?![^>]*\btype="?application\/(?:ld\+)?json)[^>]*>[\s\S]*?<\/script>/g,
  /<style\b[^>]*>[\s\S]*?<\/style>/g,
  /<link\b(?=[^>]*\brel="?(?:stylesheet|preload|prefetch|modulepreload)\b)[^>]*>/g,
];

/** A page's HTML with the tags that load scripts and styles set aside. */
function pageMarkup(html: string): string {
  return normalMarkup(LOADING_TAGS.reduce((text, tag) => text.replace(tag, ''), html));
}

/** The first difference of two texts, with some context on each side. */
function firstDifference(name: string, x: string, y: string): string {
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  return `${name}: differs at character ${i}\n  - ${x.slice(Math.max(0, i - 80), i + 160)}\n  + ${y.slice(Math.max(0, i - 80), i + 160)}`;
}

/** Compares every page (HTML file) of two builds, the tags that load scripts and styles set aside. */
export function comparePages(oldRoot: string, newRoot: string): Comparison {
  const pages = (root: string) => new Map([...files(root)].filter(([name]) => name.endsWith('.html')));
  const [before, after] = [pages(oldRoot), pages(newRoot)];
  const problems: string[] = [];
  for (const name of after.keys()) if (!before.has(name)) problems.push(`only in ${newRoot}: ${name}`);
  for (const [name, oldFile] of before) {
    const newFile = after.get(name);
    if (!newFile) {
      problems.push(`only in ${oldRoot}: ${name}`);
      continue;
    }
    const [x, y] = [pageMarkup(readFileSync(oldFile, 'utf8')), pageMarkup(readFileSync(newFile, 'utf8'))];
    if (x !== y) problems.push(firstDifference(name, x, y));
  }
  return {problems, files: before.size, namesOnly: 0};
}

export interface Comparison {
  problems: string[];
  /** Files of the old build compared. */
  files: number;
  /** JS modules that differ only in minified local names (not counted as problems). */
  namesOnly: number;
}

export function compareBuilds(oldRoot: string, newRoot: string): Comparison {
  const before = files(oldRoot);
  const after = files(newRoot);
  const problems: string[] = [];
  let namesOnly = 0;

  // Chunks named by a numeric id: pair the ones missing on either side by their modules (each
  // chunk read and split once).
  const lonely = (from: Map<string, string>, other: Map<string, string>) =>
    [...from]
      .filter(([n]) => !other.has(n) && NUMERIC_CHUNK.test(n))
      .map(([n, file]) => ({name: n, modules: jsModules(readFileSync(file, 'utf8'))}));
  const lonelyNew = lonely(after, before);
  const pairs = new Map<string, string>();
  const paired = new Set<string>();
  for (const o of lonely(before, after)) {
    const match = lonelyNew.find((n) => {
      if (paired.has(n.name)) return false;
      const d = compareModules(o.modules, n.modules);
      return d.gone.length === 0 && d.added.length === 0;
    });
    if (!match) continue;
    pairs.set(o.name, match.name);
    paired.add(match.name);
  }

  for (const name of before.keys())
    if (!after.has(name) && !pairs.has(name)) problems.push(`only in ${oldRoot}: ${name}`);
  for (const name of after.keys())
    if (!before.has(name) && !paired.has(name)) problems.push(`only in ${newRoot}: ${name}`);
  for (const [name, oldFile] of before) {
    const newFile = after.get(pairs.get(name) ?? name);
    if (!newFile) continue;
    const [a, b] = [readFileSync(oldFile, 'utf8'), readFileSync(newFile, 'utf8')];
    if (a === b) continue;
    if (name.endsWith('.js')) {
      const d = compareChunks(a, b);
      namesOnly += d.namesOnly;
      if (d.gone.length || d.added.length) {
        problems.push(`${name}: ${Math.max(d.gone.length, d.added.length)} module(s) differ`);
        for (const m of d.gone.slice(0, 3)) problems.push(`  - ${m.slice(0, 300)}`);
        for (const m of d.added.slice(0, 3)) problems.push(`  + ${m.slice(0, 300)}`);
      }
    } else if (normalMarkup(a) !== normalMarkup(b)) {
      problems.push(firstDifference(name, normalMarkup(a), normalMarkup(b)));
    }
  }
  return {problems, files: before.size, namesOnly};
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const onlyPages = args.includes('--pages');
  const [oldRoot, newRoot] = args.filter((a) => a !== '--pages');
  if (!oldRoot || !newRoot) {
    console.error('Usage: npx tsx scripts/compare-builds.ts [--pages] OLD_BUILD NEW_BUILD');
    process.exit(2);
  }
  const {problems, files: count, namesOnly} = (onlyPages ? comparePages : compareBuilds)(oldRoot, newRoot);
  const names = onlyPages
    ? 'the tags that load scripts and styles set aside'
    : `${namesOnly} JS module(s) differ only in minified local names`;
  console.log(
    problems.length
      ? `${problems.join('\n')}\n(${names})`
      : `The same: ${count} ${onlyPages ? 'pages' : 'files'} (hashes, ids and CSS-module suffixes aside; ${names}).`,
  );
  process.exitCode = problems.length ? 1 : 0;
}
