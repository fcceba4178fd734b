/**
 * The copy of the site that `npm run check:next` builds on the next Docusaurus: a clone of the
 * repository at HEAD (so the build reads the pages' git dates, as the site's own build does) with the
 * work tree's uncommitted changes laid over it, and every package.json of the workspace (the root's
 * and those its `workspaces` names: src/config/one-docusaurus.ts) naming the canary for each
 * `@docusaurus/*` package, and nothing else changed, as a maintainer upgrades. The copy gets its own
 * node_modules from a plain `npm install`: nothing is shared with the repository's.
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  DEPENDENCY_FIELDS,
  docusaurusNamed,
  readManifest,
  workspaceFolders,
  type Manifest,
} from '../../src/config/one-docusaurus';

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

/**
 * The package.json with every `@docusaurus/*` package it names, in any dependency field, at `version`,
 * everything else as it was: what a maintainer does to each manifest of the workspace.
 */
export function withDocusaurus(manifest: Manifest, version: string): Manifest {
  const out: Manifest = structuredClone(manifest);
  for (const field of DEPENDENCY_FIELDS) {
    const deps = out[field];
    for (const name of Object.keys(deps ?? {})) if (name.startsWith('@docusaurus/')) deps![name] = version;
  }
  return out;
}

/** Each manifest of the workspace in `dir` (the root's and its `workspaces`'), as `withDocusaurus` makes it. */
export function bumpWorkspace(dir: string, version: string): string[] {
  const folders = workspaceFolders(dir);
  for (const folder of folders) {
    const file = path.join(dir, folder, 'package.json');
    writeFileSync(file, `${JSON.stringify(withDocusaurus(readManifest(path.join(dir, folder)), version), null, 2)}\n`);
  }
  return folders.map((f) => path.join(f, 'package.json'));
}

/** The `@docusaurus/*` packages the manifests of the workspace in `dir` name, each once. */
export function workspaceDocusaurus(dir: string): string[] {
  return [...new Set(workspaceFolders(dir).flatMap((f) => docusaurusNamed(readManifest(path.join(dir, f)))))].sort();
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
