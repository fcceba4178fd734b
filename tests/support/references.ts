/**
 * Paths of this repository named in its code comments and developers' docs (`src/…`, `tests/…`,
 * `scripts/…`, …) that do not exist: a reference left behind when a file moved or was removed.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Top-level folders of code whose paths are checked (a path must start with one of them). Content
 * folders are left out: `docs/…` or `guide/…` in a comment is as often a URL or a built file as a source.
 */
const ROOTS = ['src', 'tests', 'scripts', 'bench', 'deploy', 'sidebars', '.ci'];
/** In the developers' docs, paths of the OpenAPI folder too (in code, `openapi/v9.yaml` is as often a fixture's name in a message). */
const DOC_ROOTS = [...ROOTS, 'openapi'];
/** Folders that exist only after a command has made them (git-ignored). */
const GENERATED = /^bench\/\.work(?:\/|$)/;

/**
 * A repository path: one of the roots, a slash, then path characters, ending on a word character or
 * a slash. Not preceded by a path character, so URLs and package paths
 * (`@docusaurus/theme-classic/src/theme/…`, `/guide/…`) are not read as ours.
 */
const pathPattern = (roots: string[]) =>
  new RegExp(
    `(?<![\\w./@-])((?:${roots.map((r) => r.replace('.', '\\.')).join('|')})/(?:[\\w.@-]+/)*[\\w.@-]*\\w/?)`,
    'g',
  );
const PATH = pathPattern(ROOTS);
const DOC_PATH = pathPattern(DOC_ROOTS);

/** Endings a reference may leave out, as imports do. */
const IMPLIED = ['', '.ts', '.tsx', '.mts', '.mjs', '.cjs', '/index.ts', '/index.tsx'];

export interface StaleReference {
  file: string;
  line: number;
  reference: string;
}

/** Files of code, whose string literals are left to the code that uses them (a test's own paths, generated trees). */
const CODE = /\.(?:ts|tsx|mts|mjs|cjs|js)$/;

/** A Markdown link's target: `[text](target)`. */
const MD_LINK = /\]\(([^)\s]+)\)/g;

/**
 * A path relative to the file that names it, in a code comment: `./x.ts`, `../theme/Y` (not an
 * import's string, nor a regular expression's `\./`). `../shared/` is the folder beside the
 * repository, not a path of it. A bare `../name` is as often a command's folder as a file, so a
 * path counts only with a source file's extension or a folder in it.
 */
const CODE_RELATIVE = /(?<![\w./@'"`\\-])(\.\.?\/(?!shared\b)[\w.@/-]*\w)/g;
const SOURCE_FILE = /\.(?:ts|tsx|mts|mjs|cjs|css|yaml)$/;
const codeRelative = (name: string) => SOURCE_FILE.test(name) || name.replace(/^(?:\.\.?\/)+/, '').includes('/');

/**
 * A relative path of source in a Markdown code span: at least one folder, a source file's extension
 * (`client/strings.ts`, `../page-components/imports.ts`). Not a package's path (`@docusaurus/…`), nor a
 * built file (`.js`, `.json`, `.md`), whose names are the build's.
 */
const DOC_RELATIVE = /`((?:\.\.?\/)*[\w-][\w.-]*\/(?:[\w.-]+\/)*[\w.-]+\.(?:ts|tsx|mts|mjs|cjs|yaml|css))`/g;

/**
 * The relative paths of a line, resolved from the folder of the file that names them: in code, the
 * `./` and `../` paths of its comments; in Markdown, the source paths of its code spans that start
 * with no root folder (those are read from the root, above). A path found neither beside the
 * document nor from the root is stale.
 */
function relativePaths(file: string, line: string, code: boolean, root: string): string[] {
  const dir = path.dirname(file);
  if (code)
    return [...line.matchAll(CODE_RELATIVE)]
      .map((m) => m[1])
      .filter(codeRelative)
      .map((name) => path.join(dir, name));
  // From the root, or a package's file (`dompurify/dist/purify.es.mjs`), which is no path of ours.
  const fromRoot = (name: string) =>
    DOC_ROOTS.some((r) => name.startsWith(`${r}/`)) ||
    existsSync(path.join(root, name)) ||
    existsSync(path.join(root, 'node_modules', name));
  return [...line.matchAll(DOC_RELATIVE)]
    .map((m) => m[1])
    .filter((name) => !fromRoot(name))
    .map((name) => path.join(dir, name));
}

/**
 * The paths named in `text` (of the file `file`) that exist neither as named nor with an implied
 * ending, below `root`. In code, a path that opens a string literal is not a reference. In Markdown,
 * the target of a relative link (`[tests](tests/README.md)`, or one that climbs to the root and names CONTRIBUTING.md) must
 * exist beside the file, as a reader following it finds it.
 */
export function staleReferences(file: string, text: string, root: string): StaleReference[] {
  const out: StaleReference[] = [];
  const code = CODE.test(file);
  text.split('\n').forEach((line, i) => {
    for (const match of line.matchAll(code ? PATH : DOC_PATH)) {
      const reference = match[1];
      if (GENERATED.test(reference)) continue;
      if (code && /['"]/.test(line[match.index - 1] ?? '')) continue;
      if (!IMPLIED.some((ending) => existsSync(path.join(root, reference + ending))))
        out.push({file, line: i + 1, reference});
    }
    for (const reference of relativePaths(file, line, code, root))
      if (!IMPLIED.some((ending) => existsSync(path.join(root, reference + ending))))
        out.push({file, line: i + 1, reference});
    if (!file.endsWith('.md')) return;
    for (const match of line.matchAll(MD_LINK)) {
      const target = match[1].split('#')[0];
      if (!target || /^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(target)) continue;
      const reference = path.join(path.dirname(file), decodeURI(target));
      if (!existsSync(path.join(root, reference))) out.push({file, line: i + 1, reference});
    }
  });
  return out;
}

/** The stale references of several files (paths relative to `root`). */
export function staleReferencesOf(files: readonly string[], root: string): StaleReference[] {
  return files.flatMap((f) => staleReferences(f, readFileSync(path.join(root, f), 'utf8'), root));
}
