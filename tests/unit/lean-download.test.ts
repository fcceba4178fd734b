/**
 * The performance layer's download (src/plugins/build/lean-download): the plugin writes the package's
 * npm tarball at the address the package's README installs from, the tarball holds what an installer
 * needs and nothing it would run on install, and broken copies prove that each check of `problemsOf` fails.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import leanDownloadPlugin, {
  leanVersion,
  packLean,
  problemsOf,
  tarballFiles,
  type TarballFiles,
} from '../../src/plugins/build/lean-download';
import {LEAN_PACKAGE_DIR, leanDownload} from '../../src/config/lean-download';
import {DEFAULT_SITE_URL} from '../../src/config/site-url';
import {readmeSteps, stepCode} from '../../packages/docusaurus-lean/tests/support/readme-steps';

const root = path.resolve(__dirname, '../..');
let dir: string;
let tarball: string;
let files: TarballFiles;
const version = leanVersion(root);

beforeAll(async () => {
  // The tarball ships lib/, which the repository's `npm ci` builds; built again here in case src/ changed.
  execFileSync('npm', ['run', 'build', '--silent'], {cwd: path.join(root, LEAN_PACKAGE_DIR), stdio: 'inherit'});
  dir = mkdtempSync(path.join(tmpdir(), 'lean-download-'));
  tarball = packLean(root, dir);
  files = await tarballFiles(tarball);
}, 120_000);
afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('the performance layer download', () => {
  it('is the package with its licence, README and built entry files, and nothing of the repository else', () => {
    const names = [...files.keys()];
    for (const need of ['package.json', 'LICENSE', 'README.md', 'lib/index.js', 'lib/index.d.ts'])
      expect(names).toContain(need);
    expect(names.filter((n) => !/^(lib\/|package\.json$|LICENSE$|README\.md$)/.test(n))).toEqual([]);
    expect(problemsOf(files, version)).toEqual([]);
  });

  it('is written by the plugin at /downloads/docusaurus-lean-<version>.tgz, as npm packs it', async () => {
    const outDir = path.join(dir, 'build');
    const plugin = leanDownloadPlugin({siteDir: root} as LoadContext) as Required<Pick<Plugin, 'postBuild'>>;
    await plugin.postBuild({outDir} as never);
    const written = path.join(outDir, leanDownload(version));
    expect(path.relative(outDir, written)).toBe(`downloads/docusaurus-lean-${version}.tgz`);
    expect(readFileSync(written).equals(readFileSync(tarball))).toBe(true);
  });

  it("is the address the package README's install step names, at the site's address", () => {
    const readme = readFileSync(path.join(root, LEAN_PACKAGE_DIR, 'README.md'), 'utf8');
    expect(stepCode(readmeSteps(readme), 'install')).toBe(`npm install ${DEFAULT_SITE_URL}${leanDownload(version)}`);
  });
});

describe('problemsOf, on broken tarballs', () => {
  const broken = (change: (pkg: Record<string, unknown>, f: TarballFiles) => void) => {
    const copy: TarballFiles = new Map(files);
    const pkg = JSON.parse(copy.get('package.json')!.toString('utf8')) as Record<string, unknown>;
    change(pkg, copy);
    copy.set('package.json', Buffer.from(JSON.stringify(pkg)));
    return problemsOf(copy, version);
  };

  it('names another version, another licence and a missing field that leads to the source', () => {
    expect(broken((pkg) => (pkg.version = '0.0.1'))).toEqual([`package.json's version is 0.0.1, not ${version}`]);
    expect(broken((pkg) => (pkg.license = 'UNLICENSED'))).toEqual(["package.json's license is UNLICENSED, not MIT"]);
    expect(broken((pkg) => delete pkg.repository)).toEqual(['package.json has no repository']);
  });

  it('names a missing licence file, and an entry file the tarball lacks', () => {
    expect(broken((_, f) => f.delete('LICENSE'))).toEqual(['no LICENSE']);
    expect(broken((pkg) => (pkg.bin = {'lean-check': 'lib/cli.js'}))).toEqual([
      'package.json names lib/cli.js, which the tarball does not hold',
    ]);
  });

  it('names a script npm runs on install, and a leftover of a build', () => {
    expect(broken((pkg) => (pkg.scripts = {prepare: 'npm run build'}))).toEqual([
      "package.json's `prepare` script runs when the tarball is installed",
    ]);
    expect(broken((_, f) => f.set('docusaurus-lean-0.1.0.tgz', Buffer.from('')))).toEqual([
      'docusaurus-lean-0.1.0.tgz must not be published',
    ]);
  });
});
