/**
 * Publishes the performance layer (packages/docusaurus-lean) as the tarball `npm pack` makes of it,
 * `/downloads/docusaurus-lean-<version>.tgz`, the address its README's first step installs from until
 * the package is on a registry. The tarball is checked before it is written (`problemsOf`): what an
 * installer needs of it (its entry files, licence, README, the fields that lead back to its source)
 * and nothing it must not run or carry (an install script, build leftovers). A broken one stops the build.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {copyFile, mkdir, mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extract} from 'tar';

import {LEAN_PACKAGE_DIR, leanDownload} from '../../../config/lean-download';

/** The tarball's files: path inside the package (without npm's `package/` folder) → content. */
export type TarballFiles = Map<string, Buffer>;

interface PackageJson {
  name?: string;
  version?: string;
  license?: string;
  main?: string;
  types?: string;
  exports?: unknown;
  bin?: string | Record<string, string>;
  scripts?: Record<string, string>;
  repository?: {url?: string; directory?: string} | string;
  homepage?: string;
  bugs?: {url?: string} | string;
}

/** Scripts npm runs when a package is installed from a tarball (npm 11 lists `prepare` among them). */
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare'];

/** What a published package must not carry: build state, installed packages, other tarballs, settings. */
const LOCAL = /(^|\/)(node_modules|\.tsbuildinfo[^/]*|[^/]*\.tgz|\.env[^/]*)(\/|$)/;

/** Packs the package as `npm publish` would (no script run); returns the tarball's path in `destDir`. */
export function packLean(root: string, destDir: string): string {
  const out = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', destDir], {
    cwd: path.join(root, LEAN_PACKAGE_DIR),
    encoding: 'utf8',
  });
  const [{filename}] = JSON.parse(out) as {filename: string}[];
  return path.join(destDir, filename);
}

function walk(dir: string, rel: string, out: TarballFiles): void {
  const full = path.join(dir, rel);
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) walk(dir, rel ? `${rel}/${name}` : name, out);
  } else out.set(rel, readFileSync(full));
}

/** The files of an npm tarball, read by unpacking it with npm's own `tar`. */
export async function tarballFiles(tarball: string): Promise<TarballFiles> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lean-download-'));
  try {
    await extract({file: tarball, cwd: dir});
    const files: TarballFiles = new Map();
    walk(path.join(dir, 'package'), '', files);
    return files;
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

/** Every file path an `exports` map names (its leaves), without `./`. */
function exportTargets(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports];
  if (!exports || typeof exports !== 'object') return [];
  return Object.values(exports).flatMap(exportTargets);
}

const plain = (file: string) => file.replace(/^\.\//, '');

/**
 * What keeps the tarball from installing and running as the README says, one line each: its
 * package.json (this version, the MIT licence, the fields that lead to its source), the files its
 * entry points name, LICENSE and README.md, no install script, no build leftovers.
 */
export function problemsOf(files: TarballFiles, version: string): string[] {
  const out: string[] = [];
  const text = files.get('package.json')?.toString('utf8');
  let pkg: PackageJson = {};
  if (text === undefined) out.push('no package.json');
  else
    try {
      pkg = JSON.parse(text) as PackageJson;
    } catch {
      out.push('package.json is not JSON');
    }
  if (text !== undefined && pkg.version !== version)
    out.push(`package.json's version is ${pkg.version}, not ${version}`);
  if (text !== undefined && pkg.license !== 'MIT') out.push(`package.json's license is ${pkg.license}, not MIT`);
  for (const field of ['repository', 'homepage', 'bugs'] as const)
    if (text !== undefined && !pkg[field]) out.push(`package.json has no ${field}`);
  for (const name of ['LICENSE', 'README.md']) if (!files.has(name)) out.push(`no ${name}`);
  const bins = typeof pkg.bin === 'string' ? [pkg.bin] : Object.values(pkg.bin ?? {});
  const entries = [pkg.main, pkg.types, ...exportTargets(pkg.exports), ...bins].filter((f): f is string => !!f);
  for (const entry of new Set(entries.map(plain)))
    if (!files.has(entry)) out.push(`package.json names ${entry}, which the tarball does not hold`);
  for (const script of INSTALL_SCRIPTS)
    if (pkg.scripts?.[script]) out.push(`package.json's \`${script}\` script runs when the tarball is installed`);
  for (const name of files.keys()) if (LOCAL.test(name)) out.push(`${name} must not be published`);
  return out;
}

/** The package's version, from its package.json in the repository. */
export function leanVersion(root: string): string {
  const pkg = JSON.parse(readFileSync(path.join(root, LEAN_PACKAGE_DIR, 'package.json'), 'utf8')) as PackageJson;
  return pkg.version!;
}

export default function leanDownloadPlugin(context: LoadContext): Plugin {
  return {
    name: 'pitel-lean-download',
    async postBuild({outDir}) {
      const version = leanVersion(context.siteDir);
      const staging = await mkdtemp(path.join(tmpdir(), 'lean-download-'));
      try {
        const tarball = packLean(context.siteDir, staging);
        const problems = problemsOf(await tarballFiles(tarball), version);
        if (problems.length) throw new Error(`The performance layer's download is broken:\n- ${problems.join('\n- ')}`);
        const target = path.join(outDir, leanDownload(version));
        await mkdir(path.dirname(target), {recursive: true});
        await copyFile(tarball, target);
      } finally {
        await rm(staging, {recursive: true, force: true});
      }
    },
  };
}
