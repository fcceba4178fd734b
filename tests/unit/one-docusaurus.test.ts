/**
 * One Docusaurus for the whole npm workspace (src/config/one-docusaurus.ts): the folders the root's
 * `workspaces` names; a manifest left on another Docusaurus version, installed beside its workspace, is
 * named before any page is built (a workspace made here, with the nested copy a half-done upgrade
 * leaves); and this repository has one version.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {assertOneDocusaurus, mixedDocusaurus, workspaceFolders} from '../../src/config/one-docusaurus';

const root = path.resolve(__dirname, '../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'one-docusaurus-'));
afterAll(() => rmSync(tmp, {recursive: true, force: true}));

/** Writes `<dir>/<folder>/package.json`. */
function put(dir: string, folder: string, manifest: object) {
  mkdirSync(path.join(dir, folder), {recursive: true});
  writeFileSync(path.join(dir, folder, 'package.json'), JSON.stringify(manifest));
}

describe('the workspace', () => {
  it('is the root, then each folder its patterns name, `<folder>/*` read as the folders with a package.json', () => {
    const dir = path.join(tmp, 'folders');
    put(dir, '.', {workspaces: ['packages/*', 'tools/one/', 'missing']});
    put(dir, 'packages/b', {});
    put(dir, 'packages/a', {});
    mkdirSync(path.join(dir, 'packages/no-manifest'));
    put(dir, 'tools/one', {});
    expect(workspaceFolders(dir)).toEqual(['.', 'packages/a', 'packages/b', 'tools/one']);
  });

  it('stops at a pattern of another form, naming the file that reads the patterns', () => {
    const dir = path.join(tmp, 'deep');
    put(dir, '.', {workspaces: ['packages/**']});
    expect(() => workspaceFolders(dir)).toThrow(/packages\/\*\*.*src\/config\/one-docusaurus\.ts/);
  });
});

describe('one Docusaurus', () => {
  const dir = path.join(tmp, 'upgrade');
  put(dir, '.', {workspaces: ['packages/*'], dependencies: {'@docusaurus/core': '4.0.0-canary-6808'}});
  put(dir, 'node_modules/@docusaurus/core', {version: '4.0.0-canary-6808'});
  put(dir, 'node_modules/@docusaurus/theme-classic', {version: '4.0.0-canary-6808'});
  put(dir, 'packages/layer', {
    peerDependencies: {'@docusaurus/core': '4.0.0-canary-6808'},
    devDependencies: {'@docusaurus/theme-classic': '3.10.2'},
  });

  it('passes when every manifest resolves to the root’s version', () => {
    expect(mixedDocusaurus(dir)).toEqual({core: '4.0.0-canary-6808', mixed: []});
    expect(() => assertOneDocusaurus(dir)).not.toThrow();
  });

  it('names the manifest whose Docusaurus npm installed beside it, and what to do', () => {
    put(dir, 'packages/layer/node_modules/@docusaurus/theme-classic', {version: '3.10.2'});
    expect(mixedDocusaurus(dir).mixed).toEqual([
      'packages/layer/package.json names @docusaurus/theme-classic, installed as 3.10.2 (packages/layer/node_modules/@docusaurus/theme-classic)',
    ]);
    expect(() => assertOneDocusaurus(dir)).toThrow(
      /packages\/layer\/package\.json names @docusaurus\/theme-classic[\s\S]*Set every @docusaurus\/\* package in every package\.json of the workspace \(package\.json, packages\/layer\/package\.json/,
    );
  });

  it('holds in this repository', () => {
    expect(mixedDocusaurus(root).mixed).toEqual([]);
  });
});
