/**
 * The layout of the repository as its docs describe it: one folder per local plugin with its README
 * and a `pitel-<folder>` plugin name, src/README.md's Layout naming what is in src/, a top-level
 * README short enough to read in three minutes, a README in every folder a maintainer opens, and no
 * reference in the code or the docs to a path that does not exist (in the performance layer's package,
 * a path of the package, from its folder).
 */
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {staleReferences, staleReferencesOf} from '../support/references';

const root = path.resolve(__dirname, '../..');
const pluginsDir = path.join(root, 'src/plugins');
/** Folders of src/plugins that hold no plugin of their own. */
const NOT_PLUGINS = new Set(['features/api-reference', 'build/csp-hashes', 'shared']);
/**
 * Folders of src/plugins that group plugins of one kind, each in a folder of its own: what readers use in the
 * pages (features), what the build makes beside them or how it compiles them (build).
 */
const GROUPS = new Set(['features', 'build']);

const folders = (dir: string) => readdirSync(dir).filter((f) => statSync(path.join(dir, f)).isDirectory());
/** The plugin folders of src/plugins, a group's as `group/folder`. */
const pluginFolders = () =>
  folders(pluginsDir).flatMap((f) => (GROUPS.has(f) ? folders(path.join(pluginsDir, f)).map((g) => `${f}/${g}`) : [f]));

/** The files whose references are checked: code, tests and the developers' docs; not fixtures, recorded bench runs or pages. */
function checkedFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
      .map((f) => path.join(dir, f))
      .filter(
        (f) =>
          /\.(?:ts|tsx|mts|mjs|cjs|css|md)$/.test(f) && !/^(?:tests\/fixtures|bench\/results|bench\/\.work)\//.test(f),
      );
  const top = [
    'README.md',
    'WRITING.md',
    'CONTRIBUTING.md',
    'docusaurus.config.ts',
    'sidebars.ts',
    'vitest.config.mts',
    'knip.config.ts',
    'package.json',
    '.ci/run',
    'openapi/README.md',
  ];
  return [...top, ...['src', 'scripts', 'tests', 'bench', 'sidebars', 'deploy'].flatMap(walk)];
}

/** The top-level README's limit: a newcomer reads it in three minutes; the rest lives beside its code. */
const README_MAX_LINES = 150;

/** Lines of a README, as an editor counts them. */
const lineCount = (text: string) => text.replace(/\n$/, '').split('\n').length;

/** The top-level README of a tree, when it is over the limit: its line count. */
function readmeOverLimit(base: string): string | undefined {
  const lines = lineCount(readFileSync(path.join(base, 'README.md'), 'utf8'));
  return lines > README_MAX_LINES ? `README.md has ${lines} lines (at most ${README_MAX_LINES})` : undefined;
}

/**
 * The folders a maintainer opens that must say what they hold: the roots below, and every folder
 * directly under them (deeper folders are described by their parent's README; hidden and
 * git-ignored folders, such as bench/.work, are left out).
 */
const DOCUMENTED_ROOTS = ['src/plugins', 'tests', 'deploy', 'bench', 'openapi'];
function foldersWithoutReadme(base: string, roots: readonly string[]): string[] {
  const visible = (dir: string) =>
    folders(path.join(base, dir)).filter((f) => !f.startsWith('.') && f !== 'node_modules');
  const need = roots.flatMap((r) => [...(r === 'src/plugins' ? [] : [r]), ...visible(r).map((f) => `${r}/${f}`)]);
  return need.filter((dir) => !existsSync(path.join(base, dir, 'README.md')));
}

describe('repository layout', () => {
  it('gives every local plugin a folder of src/plugins with a README, and names it pitel-<folder>', async () => {
    const context = {
      siteDir: root,
      baseUrl: '/',
      generatedFilesDir: mkdtempSync(path.join(tmpdir(), 'layout-')),
      siteConfig: {},
    } as unknown as LoadContext;
    const names: string[] = [];
    for (const folder of pluginFolders()) {
      expect(statSync(path.join(pluginsDir, folder, 'README.md')).isFile(), `${folder}/README.md`).toBe(true);
      if (NOT_PLUGINS.has(folder)) continue;
      const {default: create} = (await import(path.join(pluginsDir, folder, 'index.ts'))) as {
        default: (c: LoadContext) => Plugin;
      };
      const plugin = create(context);
      names.push(`${folder}: ${plugin.name}`);
    }
    expect(names.length).toBeGreaterThanOrEqual(10);
    expect(names).toEqual(names.map((n) => `${n.split(':')[0]}: pitel-${path.basename(n.split(':')[0])}`));
    // Imports every local plugin, the Markdown-twins converter among them: seconds on a loaded machine.
  }, 60_000);

  it(`keeps the top-level README under ${README_MAX_LINES} lines`, () => {
    expect(readmeOverLimit(root)).toBeUndefined();
    // A broken tree: a README of the old handbook's length (one line per internal, 934 lines) is named,
    // and one at the limit passes.
    const tree = mkdtempSync(path.join(tmpdir(), 'layout-readme-'));
    writeFileSync(path.join(tree, 'README.md'), '# Pitel Docs\n' + 'A line of the old handbook.\n'.repeat(933));
    expect(readmeOverLimit(tree)).toBe(`README.md has 934 lines (at most ${README_MAX_LINES})`);
    writeFileSync(path.join(tree, 'README.md'), '# Pitel Docs\n' + 'A line.\n'.repeat(README_MAX_LINES - 1));
    expect(readmeOverLimit(tree)).toBeUndefined();
  });

  it('has a README in every folder under src/plugins, tests, deploy, bench and openapi', () => {
    expect(foldersWithoutReadme(root, DOCUMENTED_ROOTS)).toEqual([]);
    // A broken tree: a new test folder and a bench folder without their READMEs are named.
    const tree = mkdtempSync(path.join(tmpdir(), 'layout-readmes-'));
    for (const dir of [
      'tests/unit',
      'tests/visual',
      'bench/.work/x',
      'bench/new',
      'deploy',
      'openapi',
      'src/plugins/feature',
    ])
      mkdirSync(path.join(tree, dir), {recursive: true});
    for (const file of [
      'tests/README.md',
      'tests/unit/README.md',
      'bench/README.md',
      'deploy/README.md',
      'openapi/README.md',
      'src/plugins/feature/README.md',
    ])
      writeFileSync(path.join(tree, file), '# x\n');
    expect(foldersWithoutReadme(tree, DOCUMENTED_ROOTS)).toEqual(['tests/visual', 'bench/new']);
  });

  it("names every folder of src/ and src/plugins/ in src/README.md's Layout", () => {
    const readme = readFileSync(path.join(root, 'src/README.md'), 'utf8');
    const layout = /## Layout\n\n```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(layout).not.toBe('');
    const missing = [
      ...folders(path.join(root, 'src')).map((f) => `src/${f}/`),
      ...folders(pluginsDir).map((f) => `src/plugins/${f}/`),
    ].filter((p) => !layout.includes(p));
    expect(missing).toEqual([]);
  });

  it('refers to no path of the repository that does not exist, in code or docs', () => {
    const files = checkedFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(staleReferencesOf(files, root).map((r) => `${r.file}:${r.line} ${r.reference}`)).toEqual([]);
  });

  it("refers to no path of the performance layer's package that does not exist, from the package's own folder", () => {
    // The package names its own files from its folder (`tests/e2e/…` is its own test, not the site's),
    // and the repository's records and tools (bench/, scripts/) from the repository's root.
    const pkg = path.join(root, 'packages/docusaurus-lean');
    const files = (readdirSync(pkg, {recursive: true, encoding: 'utf8'}) as string[]).filter(
      (f) =>
        /\.(?:ts|tsx|mts|cjs|md)$/.test(f) &&
        !/(?:^|\/)(?:node_modules|lib|\.fixture-build|\.docusaurus)\//.test(f) &&
        !/^tests\/fixtures?\//.test(f),
    );
    expect(files.length).toBeGreaterThan(30);
    // The files the README's steps write are paths of the reader's site (`<!-- step: file … -->`), not the package's.
    const siteFiles = new Set(
      [...readFileSync(path.join(pkg, 'README.md'), 'utf8').matchAll(/<!-- step: file (\S+) -->/g)].map((m) => m[1]),
    );
    expect(siteFiles.size).toBeGreaterThan(0);
    const stale = staleReferencesOf(files, pkg).filter(
      (r) =>
        !(/^(?:bench|scripts)\//.test(r.reference) && existsSync(path.join(root, r.reference))) &&
        !siteFiles.has(r.reference),
    );
    expect(stale.map((r) => `${r.file}:${r.line} ${r.reference}`)).toEqual([]);
  });

  it('finds the stale references of a broken fixture, and only those', () => {
    const file = 'tests/fixtures/references/comments.ts';
    const found = staleReferences(file, readFileSync(path.join(root, file), 'utf8'), root);
    expect(found.map((r) => `${r.reference}:${r.line}`)).toEqual([
      'src/search/engine.ts:4',
      'tests/unit/nowhere.test.ts:4',
      'tests/fixtures/references/client/gone.ts:6',
    ]);
  });

  it('finds the links of a broken README that lead nowhere, and only those', () => {
    const file = 'tests/fixtures/references/README.md';
    const found = staleReferences(file, readFileSync(path.join(root, file), 'utf8'), root);
    expect(found.map((r) => `${r.reference}:${r.line}`)).toEqual([
      'HANDBOOK.md:4',
      'tests/fixtures/nowhere/README.md:4',
      'openapi/v9.yaml:6',
      'tests/fixtures/references/client/nowhere.ts:7',
    ]);
  });
});
