/**
 * The README's install steps, read from the README and applied to a site as a reader applies them, so
 * that the tests and the large-site bench follow what the README prints, not a copy of it.
 *
 * Each step's code block follows a marker comment, `<!-- step: NAME -->` (invisible once rendered):
 * - `install`: the shell command that installs the package (not run here: the caller installs the tarball);
 * - `import`: lines for the top of docusaurus.config.ts, after its imports;
 * - `plugins`: entries for the end of the config's `plugins` (the key is added when the config has none);
 * - `file PATH`: a file of the site, written at PATH as printed;
 * - `blog-wrapper`: lines for the top of the config, after its imports;
 * - `blog-plugins`: entries for `plugins`, before the layer's own.
 * With the blog steps, the preset's `blog` options move to `const blogOptions` and the preset gets
 * `blog: false`, as the README says in words: a move, which each site's options make different.
 *
 * The config is edited through TypeScript's parser (positions of its imports, its config object, its
 * `plugins` and the preset's `blog`); the text inserted is the README's, unchanged.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ReadmeStep {
  name: string;
  /** The marker's argument: a file's path for `file`. */
  arg?: string;
  lang: string;
  code: string;
}

const MARKER = /<!-- step: ([\w-]+)(?: ([^\s]+))? -->\s*\n([ \t]*)```(\w*)\n([\s\S]*?)\n[ \t]*```/g;

/** The README's marked code blocks, in order, each without the indent of the list item it sits in. */
export function readmeSteps(readme: string): ReadmeStep[] {
  return [...readme.matchAll(MARKER)].map(([, name, arg, indent, lang, body]) => ({
    name: name!,
    arg,
    lang: lang!,
    code: body!
      .split('\n')
      .map((line) => (line.startsWith(indent!) ? line.slice(indent!.length) : line.trimStart()))
      .join('\n'),
  }));
}

export function stepCode(steps: ReadmeStep[], name: string): string {
  const found = steps.filter((s) => s.name === name);
  if (found.length !== 1) throw new Error(`the README has ${found.length} code blocks marked "step: ${name}"`);
  return found[0]!.code;
}

function parse(text: string): ts.SourceFile {
  return ts.createSourceFile('docusaurus.config.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** `x satisfies T`, `x as T`, `(x)`: the expression inside. */
function unwrap(node: ts.Expression): ts.Expression {
  while (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node))
    node = node.expression;
  return node;
}

/** The config object: `const config… = {…}`, or `export default {…}`. */
function configObject(sf: ts.SourceFile): {object: ts.ObjectLiteralExpression; statement: ts.Statement} {
  for (const statement of sf.statements) {
    if (ts.isVariableStatement(statement))
      for (const decl of statement.declarationList.declarations) {
        const init = decl.initializer && unwrap(decl.initializer);
        if (ts.isIdentifier(decl.name) && decl.name.text === 'config' && init && ts.isObjectLiteralExpression(init))
          return {object: init, statement};
      }
    if (ts.isExportAssignment(statement) && ts.isObjectLiteralExpression(unwrap(statement.expression)))
      return {object: unwrap(statement.expression) as ts.ObjectLiteralExpression, statement};
  }
  throw new Error('docusaurus.config: no `const config = {…}` or `export default {…}`');
}

function property(object: ts.ObjectLiteralExpression, name: string): ts.PropertyAssignment | undefined {
  return object.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === name,
  );
}

const splice = (text: string, at: number, insert: string, remove = 0) =>
  text.slice(0, at) + insert + text.slice(at + remove);

/** `code` after the config's last import. */
export function addAfterImports(config: string, code: string): string {
  const imports = parse(config).statements.filter(ts.isImportDeclaration);
  const at = imports.length ? imports.at(-1)!.getEnd() : 0;
  return splice(config, at, `\n\n${code}\n`);
}

/**
 * `entries` at the end of the config's `plugins`, or before the element whose text includes `before`;
 * the key is added first when the config has none.
 */
export function addPlugins(config: string, entries: string, before?: string): string {
  const {object} = configObject(parse(config));
  const plugins = property(object, 'plugins');
  if (!plugins) return splice(config, object.getStart() + 1, `\n  plugins: [\n${entries}\n  ],`);
  const array = unwrap(plugins.initializer);
  if (!ts.isArrayLiteralExpression(array)) throw new Error('docusaurus.config: `plugins` is not an array literal');
  const next = before ? array.elements.find((e) => e.getText().includes(before.replace(/,$/, ''))) : undefined;
  if (next) return splice(config, next.getFullStart(), `\n${entries}`);
  // At the end, after a comma that ends the last element.
  const last = array.elements.at(-1);
  const comma = last && !array.elements.hasTrailingComma ? ',' : '';
  const withComma = last ? splice(config, last.getEnd(), comma) : config;
  return splice(withComma, array.getEnd() - 1 + comma.length, `\n${entries}\n  `);
}

/** The classic preset's options object, if the config has the preset with an object of options. */
function presetOptions(object: ts.ObjectLiteralExpression): ts.ObjectLiteralExpression | undefined {
  const presets = property(object, 'presets');
  const list = presets && unwrap(presets.initializer);
  if (!list || !ts.isArrayLiteralExpression(list)) return undefined;
  for (const entry of list.elements) {
    const tuple = unwrap(entry);
    if (!ts.isArrayLiteralExpression(tuple) || tuple.elements.length < 2) continue;
    const name = tuple.elements[0]!;
    const options = unwrap(tuple.elements[1]!);
    if (ts.isStringLiteral(name) && /classic/.test(name.text) && ts.isObjectLiteralExpression(options)) return options;
  }
  return undefined;
}

/** The preset's `blog` options, moved to `const blogOptions` above the config; the preset gets `blog: false`. */
export function moveBlogOptions(config: string): string {
  const {object, statement} = configObject(parse(config));
  const blog = presetOptions(object) && property(presetOptions(object)!, 'blog');
  if (!blog || !ts.isObjectLiteralExpression(unwrap(blog.initializer)))
    throw new Error('docusaurus.config: the classic preset has no `blog` options to move');
  const options = blog.initializer.getText();
  const replaced = splice(
    config,
    blog.initializer.getStart(),
    'false',
    blog.initializer.getEnd() - blog.initializer.getStart(),
  );
  return splice(replaced, statement.getStart(), `const blogOptions = ${options};\n\n`);
}

export interface Applied {
  install: string;
  steps: string[];
}

/**
 * The README's steps on the site at `siteDir` (after the package is installed): its config edited, its
 * files written; with `blog`, the blog steps too. Returns the install command and the steps applied.
 */
export function applyReadmeSteps(siteDir: string, readme: string, {blog}: {blog: boolean}): Applied {
  const steps = readmeSteps(readme);
  const file = path.join(siteDir, 'docusaurus.config.ts');
  let config = readFileSync(file, 'utf8');
  config = addAfterImports(config, stepCode(steps, 'import'));
  config = addPlugins(config, stepCode(steps, 'plugins'));
  const applied = ['import', 'plugins'];
  if (blog) {
    for (const step of steps.filter((s) => s.name === 'file')) {
      const target = path.join(siteDir, step.arg!);
      mkdirSync(path.dirname(target), {recursive: true});
      writeFileSync(target, `${step.code}\n`);
      applied.push(`file ${step.arg}`);
    }
    config = addAfterImports(config, stepCode(steps, 'blog-wrapper'));
    config = moveBlogOptions(config);
    config = addPlugins(config, stepCode(steps, 'blog-plugins'), stepCode(steps, 'plugins').trim().split('\n')[0]);
    applied.push('blog-wrapper', 'move the preset blog options', 'blog-plugins');
  }
  writeFileSync(file, config);
  return {install: stepCode(steps, 'install'), steps: applied};
}

/** Builds the package and packs it as `npm publish` would; returns the tarball's path in `destDir`. */
export function packPackage(packageDir: string, destDir: string): string {
  execFileSync('npm', ['run', 'build', '--silent'], {cwd: packageDir, stdio: 'inherit'});
  mkdirSync(destDir, {recursive: true});
  const out = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', destDir], {
    cwd: packageDir,
    encoding: 'utf8',
  });
  const [{filename}] = JSON.parse(out) as {filename: string}[];
  return path.join(destDir, filename);
}
