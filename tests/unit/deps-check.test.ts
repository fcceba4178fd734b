/**
 * The dependency check: `npm run lint:deps`, part of `npm run lint`, runs knip with
 * knip.config.ts twice, over the whole project and then over what the build loads alone. This test
 * runs the same command, knip's own command line with the arguments of package.json's script, on
 * the miniature projects of tests/fixtures/deps (each applies the site's settings to its own files):
 * a good one passes both runs, and each broken one fails naming its package: an import package.json
 * does not declare, a declared package nothing uses, a devDependency the build imports.
 */
import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {DEPENDENCY_ISSUES, docusaurusAliases} from '../../knip.config';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(root, 'tests/fixtures/deps');
const knipCli = path.join(root, 'node_modules/knip/bin/knip.js');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>})
  .scripts;

/** The runs of `npm run lint:deps`: the arguments of each `knip` command, in order. */
const runs = scripts['lint:deps'].split('&&').map((command) => command.trim().split(/\s+/));

/** The packages and commands a run reported, by issue type (`unlisted`, `dependencies` …), and its exit code. */
interface Report {
  code: number;
  found: Record<string, string[]>;
}

/** Runs knip as `npm run lint:deps` does, in a fixture, with its JSON report. */
function knip(fixture: string, args: string[]): Promise<Report> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [knipCli, ...args, '--no-progress', '--reporter', 'json'],
      {cwd: path.join(fixtures, fixture)},
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        try {
          const {issues} = JSON.parse(stdout) as {issues: Record<string, unknown>[]};
          const found: Record<string, string[]> = {};
          for (const issue of issues) {
            for (const [type, list] of Object.entries(issue)) {
              if (!Array.isArray(list)) continue;
              for (const {name} of list as {name: string}[]) (found[type] ??= []).push(name);
            }
          }
          for (const list of Object.values(found)) list.sort();
          resolve({code, found});
        } catch (e) {
          reject(new Error(`knip wrote no JSON report in ${fixture} (exit ${code}): ${stderr || stdout}`, {cause: e}));
        }
      },
    );
  });
}

const FIXTURES = ['good', 'undeclared', 'unused', 'dev-in-build'] as const;
/** Each fixture's report from each run: `[whole project, build alone]`. */
const reports = {} as Record<(typeof FIXTURES)[number], Report[]>;

beforeAll(async () => {
  // One knip at a time (about a second each on an idle machine), so that the other test files
  // running beside this one keep their share of the two cores.
  for (const fixture of FIXTURES) {
    reports[fixture] = [];
    for (const [, ...args] of runs) reports[fixture].push(await knip(fixture, args));
  }
}, 180_000);

describe('the dependency check (npm run lint:deps)', () => {
  it('is part of npm run lint: knip over the whole project, then over the build alone', () => {
    expect(scripts.lint).toContain('npm run lint:deps');
    expect(runs.map(([command]) => command)).toEqual(['knip', 'knip']);
    expect(runs[0]).not.toContain('--production');
    expect(runs[1]).toEqual(expect.arrayContaining(['--production', '--strict']));
    // Dependencies only: unused files and exports are not its question.
    expect(DEPENDENCY_ISSUES).not.toContain('files');
    expect(DEPENDENCY_ISSUES).not.toContain('exports');
  });

  it("passes a project whose imports are all declared in the right list, Docusaurus's aliases included", () => {
    for (const report of reports.good) expect(report).toEqual({code: 0, found: {}});
  });

  it('names the packages the code imports without declaring them', () => {
    for (const report of reports.undeclared) {
      expect(report).toEqual({code: 1, found: {unlisted: ['@docusaurus/theme-common', 'acorn-walk']}});
    }
  });

  it('names a declared package that nothing uses', () => {
    expect(reports.unused[0]).toEqual({code: 1, found: {devDependencies: ['lightningcss']}});
  });

  it('names a devDependency that the build imports, in the production run', () => {
    const [whole, build] = reports['dev-in-build'];
    expect(whole).toEqual({code: 0, found: {}});
    expect(build).toEqual({code: 1, found: {unlisted: ['htmlparser2']}});
  });

  it("takes Docusaurus's client aliases from the installed core, and no real package of its scope", () => {
    const ignored = (name: string) => docusaurusAliases().some((pattern) => new RegExp(pattern).test(name));
    for (const alias of [
      '@docusaurus/Link',
      '@docusaurus/router',
      '@docusaurus/useBaseUrl',
      '@theme/Tabs',
      '@theme-original/Footer',
      '@generated/routes',
    ]) {
      expect(ignored(alias), alias).toBe(true);
    }
    for (const pkg of [
      '@docusaurus/core',
      '@docusaurus/theme-common',
      '@docusaurus/plugin-content-docs',
      '@docusaurus/utils',
      '@docusaurus/router-x',
      'theme',
    ]) {
      expect(ignored(pkg), pkg).toBe(false);
    }
  });
});
