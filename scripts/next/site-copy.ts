/**
 * The copy of the site that `npm run check:next` builds on the next Docusaurus: a clone of the
 * repository at HEAD (so the build reads the pages' git dates, as the site's own build does) with the
 * work tree's uncommitted changes laid over it, and a package.json that names the canary for every
 * `@docusaurus/*` package. The copy gets its own node_modules from `npm install`: nothing is shared
 * with the repository's.
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, {cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
const lines0 = (text: string) => text.split('\0').filter(Boolean);

/** Clones `root` at its HEAD into `dest` (which must not exist) and copies over the work tree's changes. */
export function copySite(root: string, dest: string): {head: string; changed: number; deleted: number} {
  const head = git(root, ['rev-parse', 'HEAD']).trim();
  execFileSync('git', ['clone', '--quiet', '--no-checkout', root, dest]);
  git(dest, ['checkout', '--quiet', '--detach', head]);
  // Modified and new files (not ignored ones), then deleted ones, as the work tree has them.
  const changed = lines0(git(root, ['ls-files', '-z', '--modified', '--others', '--exclude-standard']));
  const deleted = new Set(lines0(git(root, ['ls-files', '-z', '--deleted'])));
  for (const rel of changed) {
    if (deleted.has(rel)) continue;
    mkdirSync(path.dirname(path.join(dest, rel)), {recursive: true});
    copyFileSync(path.join(root, rel), path.join(dest, rel));
  }
  for (const rel of deleted) rmSync(path.join(dest, rel), {force: true});
  return {head, changed: changed.length - [...changed].filter((r) => deleted.has(r)).length, deleted: deleted.size};
}

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The peer conflicts of the copy, each settled by an npm override that gives the package the
 * version the copy's package.json names (`$name`). Any other peer conflict stops the copy's
 * `npm install` (no `--legacy-peer-deps`), so a passing run shows this list is complete
 * (the runs: bench/results/, "The next Docusaurus major" in its index).
 */
export const PEER_OVERRIDES: Record<string, Record<string, string>> = {
  // 4.0 asks for TypeScript >=6.0; the copy keeps the site's ~5.8, which reads its tsconfig.
  '@docusaurus/tsconfig': {typescript: '$typescript'},
};

/** The `@docusaurus/*` packages a package.json names, dependencies and devDependencies alike. */
export function docusaurusPackages(manifest: Manifest): string[] {
  return [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]
    .filter((n) => n.startsWith('@docusaurus/'))
    .sort();
}

/**
 * The package.json with every `@docusaurus/*` package at `version` and the PEER_OVERRIDES of the
 * packages it names, everything else as it was.
 */
export function withDocusaurus(manifest: Manifest, version: string): Manifest {
  const out: Manifest = structuredClone(manifest);
  for (const field of ['dependencies', 'devDependencies'] as const) {
    for (const name of Object.keys(out[field] ?? {})) if (name.startsWith('@docusaurus/')) out[field]![name] = version;
  }
  const named = new Set([...Object.keys(out.dependencies ?? {}), ...Object.keys(out.devDependencies ?? {})]);
  for (const [name, override] of Object.entries(PEER_OVERRIDES))
    if (named.has(name)) out.overrides = {...out.overrides, [name]: override};
  return out;
}

/**
 * The package-lock.json without the locked `@docusaurus/*` packages (nor what is nested under them),
 * so that `npm install` resolves them afresh at the canary while every other package keeps the
 * site's locked version. With the 3.10.2 entries left in, npm tries to keep them, and the overrides
 * above then fail to resolve.
 */
export function lockWithoutDocusaurus<Lock extends {packages?: Record<string, unknown>}>(lock: Lock): Lock {
  const out = structuredClone(lock);
  for (const key of Object.keys(out.packages ?? {}))
    if (/(?:^|\/)node_modules\/@docusaurus\//.test(key)) delete out.packages![key];
  return out;
}

/** The installed `@docusaurus/*` packages of a copy, nested copies included, whose version is not `version`. */
export function strayDocusaurus(siteDir: string, version: string): string[] {
  const manifests = execFileSync(
    'find',
    ['node_modules', '-regextype', 'posix-extended', '-regex', '(.*/)?node_modules/@docusaurus/[^/]+/package\\.json'],
    {
      cwd: siteDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return manifests
    .split('\n')
    .filter(Boolean)
    .map((rel) => ({
      dir: path.dirname(rel),
      found: JSON.parse(readFileSync(path.join(siteDir, rel), 'utf8')).version as string,
    }))
    .filter(({found}) => found !== version)
    .map(({dir, found}) => `${dir}@${found}`)
    .sort();
}
