/**
 * One Docusaurus for the whole npm workspace: the root and each folder of its `workspaces`
 * (packages/docusaurus-lean). When a workspace's package.json names a `@docusaurus/*` version other
 * than the root's, npm installs a second copy beside it (`packages/<name>/node_modules/@docusaurus/`),
 * and the build meets two copies: the layer's theme component reads React contexts the other copy
 * provides, and every page fails with a `ReactContextError`. `assertOneDocusaurus` runs when
 * docusaurus.config.ts loads, before any page is built, and names each manifest to change.
 * `npm run check:next` (scripts/next/) bumps the same manifests, found by `workspaceFolders`.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export interface Manifest {
  version?: string;
  workspaces?: string[] | {packages?: string[]};
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/** The fields of a package.json that name packages with a version. */
export const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
] as const;

export const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

const GLOB = /[*?[\]{}!]/;

/** The folders one `workspaces` pattern names: a folder, or each folder with a package.json in `<folder>/*`. */
function expandPattern(root: string, pattern: string): string[] {
  const clean = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
  if (!GLOB.test(clean)) return existsSync(path.join(root, clean, 'package.json')) ? [clean] : [];
  const parent = /^(.*)\/\*$/.exec(clean)?.[1];
  if (parent === undefined || GLOB.test(parent))
    throw new Error(
      `package.json: the workspace pattern "${pattern}" is neither a folder nor "<folder>/*", the two forms src/config/one-docusaurus.ts reads; teach it this one.`,
    );
  if (!existsSync(path.join(root, parent))) return [];
  return readdirSync(path.join(root, parent), {withFileTypes: true})
    .filter((d) => d.isDirectory() && existsSync(path.join(root, parent, d.name, 'package.json')))
    .map((d) => `${parent}/${d.name}`);
}

/** The folders of the npm workspace, relative to its root: `.` first, then those the root's `workspaces` names, sorted. */
export function workspaceFolders(root: string): string[] {
  const {workspaces} = readManifest(root);
  const patterns = Array.isArray(workspaces) ? workspaces : (workspaces?.packages ?? []);
  return ['.', ...[...new Set(patterns.flatMap((p) => expandPattern(root, p)))].sort()];
}

/** The `@docusaurus/*` packages a package.json names, in any of its dependency fields, sorted. */
export function docusaurusNamed(manifest: Manifest): string[] {
  const names = DEPENDENCY_FIELDS.flatMap((field) => Object.keys(manifest[field] ?? {}));
  return [...new Set(names.filter((n) => n.startsWith('@docusaurus/')))].sort();
}

/** The copy of `name` Node resolves from `dir` (the nearest `node_modules/<name>` up to `root`): its version and folder. */
function installed(name: string, dir: string, root: string): {version: string; at: string} | undefined {
  for (let d = dir; ; d = path.dirname(d)) {
    const at = path.join(d, 'node_modules', name);
    if (existsSync(path.join(at, 'package.json'))) return {version: readManifest(at).version ?? '?', at};
    if (d === root || path.dirname(d) === d) return undefined;
  }
}

/**
 * Each `@docusaurus/*` package a manifest of the workspace names that resolves, from that manifest's
 * folder, to another version than the root's `@docusaurus/core`: one line each, naming the manifest.
 */
export function mixedDocusaurus(root: string): {core: string; mixed: string[]} {
  const core = installed('@docusaurus/core', root, root)?.version ?? '?';
  const mixed: string[] = [];
  for (const folder of workspaceFolders(root)) {
    const dir = path.join(root, folder);
    for (const name of docusaurusNamed(readManifest(dir))) {
      const found = installed(name, dir, root);
      if (found && found.version !== core)
        mixed.push(
          `${path.join(folder, 'package.json')} names ${name}, installed as ${found.version} (${path.relative(root, found.at)})`,
        );
    }
  }
  return {core, mixed};
}

/** Throws, naming each manifest to change, when the workspace has more than one Docusaurus version installed. */
export function assertOneDocusaurus(root: string): void {
  const {core, mixed} = mixedDocusaurus(root);
  if (!mixed.length) return;
  throw new Error(
    [
      `Two versions of Docusaurus are installed; the site runs on @docusaurus/core ${core}, but:`,
      ...mixed.map((m) => `- ${m}`),
      `Set every @docusaurus/* package in every package.json of the workspace (${workspaceFolders(root)
        .map((f) => path.join(f, 'package.json'))
        .join(', ')}; dependencies, devDependencies and peerDependencies) to one version, then run npm install.`,
      'CONTRIBUTING.md, "Upgrading Docusaurus".',
    ].join('\n'),
  );
}
