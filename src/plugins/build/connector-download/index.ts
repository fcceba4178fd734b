/**
 * Publishes the Bitrix24 reference connector (examples/bitrix24-connector) as one download,
 * `/downloads/pitel-bitrix24-connector.tgz`: a gzipped tar of the folder `pitel-bitrix24-connector/`
 * holding what `npm ci`, `npm run build`, `npm start` and `npm test` need, as the package's `files`
 * field lists it (package.json, README.md and LICENSE come always), plus a `package-lock.json` cut from the
 * repository's lockfile (the connector is an npm workspace, so it has none of its own). The archive is
 * checked before it is written (`problemsOf`): a broken one stops the build.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {create} from 'tar';

import {CONNECTOR_DOWNLOAD} from '../../../config/connector-download';

/** The connector's folder in the repository, and the folder the archive unpacks to. */
export const CONNECTOR_DIR = 'examples/bitrix24-connector';
export const ARCHIVE_ROOT = 'pitel-bitrix24-connector';

/** The archive's files: path inside the package → content. */
export type PackageFiles = Map<string, Buffer>;

interface PackageJson {
  name: string;
  version: string;
  files?: string[];
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  engines?: Record<string, string>;
  license?: string;
}

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, {optional?: boolean}>;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  link?: boolean;
  [field: string]: unknown;
}

/** Names that never go into the archive: settings, data, tokens, build output, installed packages. */
const SECRET_OR_LOCAL = /(^|\/)(\.env[^/]*|[^/]*\.env|data|dist|node_modules|tokens\.json|calls\.json)(\/|$)/;

function walk(dir: string, rel: string, out: PackageFiles): void {
  const full = path.join(dir, rel);
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) walk(dir, rel ? `${rel}/${name}` : name, out);
  } else if (!SECRET_OR_LOCAL.test(rel)) out.set(rel, readFileSync(full));
}

/** The package's files, as the archive holds them, with its lockfile. */
export function connectorFiles(root: string): PackageFiles {
  const dir = path.join(root, CONNECTOR_DIR);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
  const files: PackageFiles = new Map();
  // As npm packs a package: package.json, README.md and LICENSE always, then what `files` lists.
  const always = ['package.json', 'README.md', 'LICENSE'].filter((f) => existsSync(path.join(dir, f)));
  for (const entry of [...always, ...(pkg.files ?? [])]) walk(dir, entry, files);
  const rootLock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  files.set('package-lock.json', Buffer.from(`${JSON.stringify(lockfileFor(pkg, rootLock.packages), null, 2)}\n`));
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

/** Where Node finds `name` from the package installed at `from` (`''` is the package itself). */
function resolve(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  for (let at = from; ; at = at.slice(0, Math.max(0, at.lastIndexOf('/node_modules/')))) {
    const key = at ? `${at}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key] && !packages[key].link) return key;
    if (!at) return undefined;
  }
}

/** Every installed package reached from `starts`, following each one's dependencies. */
function closure(packages: Record<string, LockEntry>, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (from: string, names: string[]) => {
    for (const name of names) {
      const key = resolve(packages, from, name);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const e = packages[key];
      visit(key, Object.keys({...e.dependencies, ...e.optionalDependencies, ...e.peerDependencies}));
    }
  };
  visit('', starts);
  return seen;
}

/**
 * The connector's own lockfile: its entry as the root, and the entries of the repository's lockfile
 * that its dependencies reach, at the same paths, with `dev` set again for the connector alone.
 */
export function lockfileFor(pkg: PackageJson, packages: Record<string, LockEntry>): object {
  const prod = closure(packages, Object.keys(pkg.dependencies ?? {}));
  const all = closure(packages, [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
  const entries: Record<string, LockEntry> = {};
  for (const key of [...all].sort()) {
    const {dev: _dev, devOptional, optional, ...rest} = packages[key];
    const isOptional = Boolean(optional || devOptional);
    entries[key] = {...rest, ...(prod.has(key) ? {} : {dev: true}), ...(isOptional ? {optional: true} : {})};
  }
  const {name, version, license, dependencies, devDependencies, engines} = pkg;
  return {
    name,
    version,
    lockfileVersion: 3,
    requires: true,
    packages: {'': {name, version, license, dependencies, devDependencies, engines}, ...entries},
  };
}

/**
 * What keeps the package from building, running or being safe to publish, one line each: the build's
 * tsconfig and what it extends and includes, the sources of `npm start`, the lockfile's root, and no
 * file of settings, data, tokens, build output or installed packages.
 */
export function problemsOf(files: PackageFiles): string[] {
  const out: string[] = [];
  const json = <T>(name: string): T | undefined => {
    const text = files.get(name)?.toString('utf8');
    if (text === undefined) return void out.push(`no ${name}`);
    try {
      return JSON.parse(text) as T;
    } catch {
      return void out.push(`${name} is not JSON`);
    }
  };
  const pkg = json<PackageJson>('package.json');
  const build = /^tsc -p (\S+)$/.exec(pkg?.scripts?.build ?? '')?.[1];
  if (!build) out.push('package.json has no `build` script of the form `tsc -p <tsconfig>`');
  const tsconfig = build ? json<{extends?: string; include?: string[]}>(build) : undefined;
  if (tsconfig?.extends && !files.has(tsconfig.extends.replace(/^\.\//, ''))) out.push(`no ${tsconfig.extends}`);
  for (const dir of tsconfig?.include ?? [])
    if (![...files.keys()].some((f) => f.startsWith(`${dir}/`) && f.endsWith('.ts')))
      out.push(`${build} includes ${dir}, which holds no .ts file`);
  const start = /^node dist\/(\S+)\.js$/.exec(pkg?.scripts?.start ?? '')?.[1];
  if (!start || !files.has(`src/${start}.ts`)) out.push('`npm start` runs no file that src/ builds');
  const lock = json<{packages?: Record<string, PackageJson>}>('package-lock.json');
  const lockRoot = lock?.packages?.[''];
  if (lock && JSON.stringify(lockRoot?.dependencies) !== JSON.stringify(pkg?.dependencies))
    out.push("package-lock.json's dependencies are not package.json's");
  for (const name of files.keys()) if (SECRET_OR_LOCAL.test(name)) out.push(`${name} must not be published`);
  return out;
}

/** Every file's time in the archive (2000-01-01), so that one source gives one archive. */
const MTIME = new Date('2000-01-01T00:00:00Z');

/**
 * Writes the files as a gzipped tar at `file`, each under `ARCHIVE_ROOT/`, with npm's own `tar`: staged in a
 * temporary folder, listed in a fixed order, with one time and no owner, so that one source gives one archive.
 */
export async function writeTarGz(files: PackageFiles, file: string): Promise<void> {
  const staging = await mkdtemp(path.join(tmpdir(), 'connector-download-'));
  try {
    for (const [name, content] of files) {
      const target = path.join(staging, ARCHIVE_ROOT, name);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, content, {mode: 0o644});
    }
    await mkdir(path.dirname(file), {recursive: true});
    const names = [...files.keys()].map((name) => `${ARCHIVE_ROOT}/${name}`);
    await create({file, cwd: staging, gzip: {level: 9}, portable: true, mtime: MTIME}, names);
  } finally {
    await rm(staging, {recursive: true, force: true});
  }
}

export default function connectorDownload(context: LoadContext): Plugin {
  return {
    name: 'pitel-connector-download',
    async postBuild({outDir}) {
      const files = connectorFiles(context.siteDir);
      const problems = problemsOf(files);
      if (problems.length) throw new Error(`The connector's download is broken:\n- ${problems.join('\n- ')}`);
      await writeTarGz(files, path.join(outDir, CONNECTOR_DOWNLOAD));
    },
  };
}
