/**
 * Compares two builds of the site after a change that should not alter what readers get (a move, a
 * rename, a refactor): `npx tsx scripts/compare-builds.ts OLD_BUILD NEW_BUILD`.
 *
 * Names and ids that a bundler derives from file paths are put aside before comparing:
 * - content hashes in file names (`main.1a2b3c4d.js`, the search index's hash folder);
 * - the 4-character suffix of CSS-module class names (`codeBlock_bY9V`), which css-loader hashes from
 *   the module's file path;
 * - in JavaScript, module and chunk ids and hashes (numbers and hex strings); the modules of a chunk
 *   are compared as a set, since they are ordered by id.
 * Then every HTML, CSS, Markdown, text, JSON and XML file must be the same, and every JS chunk must
 * hold the same modules; `.gz` and `.br` copies follow their file. Prints what differs, exits 1 if anything does.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

const HASHED_NAME = /\.[0-9a-f]{8}(\.(?:js|css))/g;
const SEARCH_FOLDER = /^search\/[0-9a-f]{6,}\//;
const CSS_MODULE_CLASS = /\b([A-Za-z][A-Za-z0-9]*)_[A-Za-z0-9_-]{4}(?![\w-])/g;

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
    .replace(/(class=)("[^"]*"|[^\s>]+)/g, (_m, attr: string, value: string) => attr + value.replace(CSS_MODULE_CLASS, '$1_#'))
    .replace(/(\.)([A-Za-z][A-Za-z0-9]*)_[A-Za-z0-9_-]{4}(?![\w-])/g, '$1$2_#');
}

/** The modules of a JS chunk, ids and hashes put aside, sorted. */
function jsModules(text: string): string[] {
  const normal = text
    .replace(HASHED_NAME, '.#$1')
    .replace(CSS_MODULE_CLASS, '$1_#')
    .replace(/\b[0-9a-f]{8,}\b/g, 'H')
    .replace(/\b\d+\b/g, 'N');
  // Module boundaries of the bundler's output: `N:function(…)`, `N:(…)=>`, `"N":…`.
  return normal.split(/(?=[,{]\s*"?N"?\s*:\s*(?:function|\())/).map((m) => m.replace(/^[,{]\s*/, '')).sort();
}

function compare(oldRoot: string, newRoot: string): string[] {
  const before = files(oldRoot);
  const after = files(newRoot);
  const problems: string[] = [];
  for (const name of before.keys()) if (!after.has(name)) problems.push(`only in ${oldRoot}: ${name}`);
  for (const name of after.keys()) if (!before.has(name)) problems.push(`only in ${newRoot}: ${name}`);
  for (const [name, oldFile] of before) {
    const newFile = after.get(name);
    if (!newFile) continue;
    const [a, b] = [readFileSync(oldFile, 'utf8'), readFileSync(newFile, 'utf8')];
    if (a === b) continue;
    if (name.endsWith('.js')) {
      const [ma, mb] = [jsModules(a), jsModules(b)];
      const gone = ma.filter((m) => !mb.includes(m));
      const added = mb.filter((m) => !ma.includes(m));
      if (gone.length || added.length) {
        problems.push(`${name}: ${gone.length} module(s) differ`);
        for (const m of gone.slice(0, 3)) problems.push(`  - ${m.slice(0, 300)}`);
        for (const m of added.slice(0, 3)) problems.push(`  + ${m.slice(0, 300)}`);
      }
    } else if (normalMarkup(a) !== normalMarkup(b)) {
      const [x, y] = [normalMarkup(a), normalMarkup(b)];
      let i = 0;
      while (i < x.length && x[i] === y[i]) i++;
      problems.push(`${name}: differs at character ${i}\n  - ${x.slice(Math.max(0, i - 80), i + 160)}\n  + ${y.slice(Math.max(0, i - 80), i + 160)}`);
    }
  }
  return problems;
}

const [oldRoot, newRoot] = process.argv.slice(2);
if (!oldRoot || !newRoot) {
  console.error('Usage: npx tsx scripts/compare-builds.ts OLD_BUILD NEW_BUILD');
  process.exit(2);
}
const problems = compare(oldRoot, newRoot);
console.log(problems.length ? problems.join('\n') : `The same: ${files(oldRoot).size} files (hashes, ids and CSS-module suffixes aside).`);
process.exitCode = problems.length ? 1 : 0;
