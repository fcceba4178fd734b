/**
 * The connector's download (src/plugins/build/connector-download): the archive unpacks with `tar` to
 * one folder whose build finds its sources (its build tsconfig type-checks there, against the
 * repository's installed packages), with a lockfile for the package's own dependencies and nothing of
 * a running connector. Broken fixtures prove that each check of `problemsOf` fails.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  ARCHIVE_ROOT,
  CONNECTOR_DIR,
  connectorFiles,
  problemsOf,
  writeTarGz,
  type PackageFiles,
} from '../../src/plugins/build/connector-download';

const root = path.resolve(__dirname, '../..');
let dir: string;
let files: PackageFiles;

beforeAll(async () => {
  files = connectorFiles(root);
  dir = mkdtempSync(path.join(tmpdir(), 'connector-download-'));
  await writeTarGz(files, path.join(dir, 'c.tgz'));
  execFileSync('tar', ['-xzf', 'c.tgz'], {cwd: dir});
});
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const unpacked = () => path.join(dir, ARCHIVE_ROOT);
const listed = () => execFileSync('tar', ['-tzf', 'c.tgz'], {cwd: dir, encoding: 'utf8'}).trim().split('\n').sort();

describe('the connector download', () => {
  it('unpacks to one folder with the package, its licence, its lockfile, sources, tsconfigs and service, and no local file', () => {
    const names = listed();
    expect(names.every((n) => n.startsWith(`${ARCHIVE_ROOT}/`))).toBe(true);
    const inside = names.map((n) => n.slice(ARCHIVE_ROOT.length + 1));
    for (const need of [
      'package.json',
      'package-lock.json',
      'README.md',
      'LICENSE',
      'tsconfig.json',
      'tsconfig.build.json',
    ])
      expect(inside).toContain(need);
    expect(inside).toContain('src/main.ts');
    expect(inside).toContain('deploy/pitel-bitrix24-connector.service');
    expect(inside).toContain('LICENSE');
    expect(inside.filter((n) => /(^|\/)(\.env|data|dist|node_modules)(\/|$)|tokens\.json/.test(n))).toEqual([]);
    expect(problemsOf(files)).toEqual([]);
  });

  it('is the same archive, byte for byte, when written again from the same files', async () => {
    await writeTarGz(files, path.join(dir, 'again.tgz'));
    expect(readFileSync(path.join(dir, 'again.tgz')).equals(readFileSync(path.join(dir, 'c.tgz')))).toBe(true);
  });

  it('holds each file as the repository has it', () => {
    for (const name of ['package.json', 'src/sync.ts', 'deploy/pitel-bitrix24-connector.service'])
      expect(readFileSync(path.join(unpacked(), name), 'utf8')).toBe(
        readFileSync(path.join(root, CONNECTOR_DIR, name), 'utf8'),
      );
  });

  it("has a lockfile whose root is the package and which holds each of the package's dependencies", () => {
    const pkg = JSON.parse(readFileSync(path.join(unpacked(), 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const lock = JSON.parse(readFileSync(path.join(unpacked(), 'package-lock.json'), 'utf8')) as {
      packages: Record<string, {dependencies?: object; devDependencies?: object; dev?: boolean}>;
    };
    expect(lock.packages[''].dependencies).toEqual(pkg.dependencies);
    expect(lock.packages[''].devDependencies).toEqual(pkg.devDependencies);
    for (const name of Object.keys(pkg.dependencies))
      expect(lock.packages[`node_modules/${name}`]?.dev).toBeUndefined();
    for (const name of Object.keys(pkg.devDependencies)) expect(lock.packages[`node_modules/${name}`]?.dev).toBe(true);
  });

  it('builds where it is unpacked: its build tsconfig finds and type-checks its sources', () => {
    symlinkSync(path.join(root, 'node_modules'), path.join(unpacked(), 'node_modules'));
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    const out = execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--noEmit', '--listFilesOnly'], {
      cwd: unpacked(),
      encoding: 'utf8',
    });
    const own = out.split('\n').filter((f) => f.startsWith(path.join(unpacked(), 'src/')));
    expect(own.map((f) => path.basename(f)).sort()).toEqual(
      [...files.keys()]
        .filter((f) => /^src\/[^/]+\.ts$/.test(f))
        .map((f) => path.basename(f))
        .sort(),
    );
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--noEmit'], {cwd: unpacked()});
  });
});

describe('problemsOf, on broken packages', () => {
  const broken = (change: (f: PackageFiles) => void) => {
    const copy: PackageFiles = new Map(connectorFiles(root));
    change(copy);
    return problemsOf(copy);
  };

  it('names a missing build tsconfig, a build that includes nothing, and a start with no source', () => {
    expect(broken((f) => f.delete('tsconfig.build.json'))).toEqual(['no tsconfig.build.json']);
    expect(broken((f) => [...f.keys()].filter((k) => k.startsWith('src/')).forEach((k) => f.delete(k)))).toEqual([
      'tsconfig.build.json includes src, which holds no .ts file',
      '`npm start` runs no file that src/ builds',
    ]);
  });

  it('names a lockfile of another package, and a file of a running connector', () => {
    expect(
      broken((f) => f.set('package-lock.json', Buffer.from(JSON.stringify({packages: {'': {dependencies: {}}}})))),
    ).toEqual(["package-lock.json's dependencies are not package.json's"]);
    expect(broken((f) => f.set('data/tokens.json', Buffer.from('{}')))).toEqual([
      'data/tokens.json must not be published',
    ]);
  });
});
