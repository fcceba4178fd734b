#!/usr/bin/env node
/**
 * `npx docusaurus-lean-check`, in a site's folder after it bumps Docusaurus: hashes the installed
 * Docusaurus files the layer's patches rely on against the hashes of the version the layer was written
 * against (./record.ts, shipped with the package), and reports each file that changed or is gone with
 * the patch it affects and the switch's setting that builds without that patch. Exits 1 when any did.
 *
 * A changed file does not mean the patch broke: it means the layer has not been tested with it. Each
 * patch's build checks stop a build whose reliance broke in a way they can see; this names the files
 * to look at before that, and the ones the checks cannot see.
 *
 * Usage: docusaurus-lean-check [site folder, default: the current one]
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {switchWithout, type PatchId} from '../switch';
import {WATCHED, sha256, upstreamFile, type Watched} from './record';

/** The patch whose code `ours` is (a path of the package). */
export function patchOf(ours: string): PatchId {
  const [, folder] = ours.split('/');
  if (folder === 'lean-tslib' || folder === 'lean-css' || folder === 'lean-runtime' || folder === 'page-chunks')
    return folder;
  // preload-hooks, the theme's fork and nestRoutes are route-shards' parts.
  return 'route-shards';
}

export interface FileState {
  watched: Watched;
  patch: PatchId;
  state: 'same' | 'changed' | 'missing';
  /** The installed version of the file's package, when it is installed. */
  version?: string;
}

/** Each watched file's state in the site at `siteDir`. */
export function checkSite(siteDir: string): FileState[] {
  const from = path.join(path.resolve(siteDir), 'package.json');
  return WATCHED.map((watched) => {
    const patch = patchOf(watched.ours);
    let file: string;
    try {
      file = upstreamFile(watched.upstream, from);
    } catch {
      return {watched, patch, state: 'missing'};
    }
    const pkg = upstreamFile(`${watched.upstream.split('/').slice(0, 2).join('/')}/package.json`, from);
    const version = (JSON.parse(readFileSync(pkg, 'utf8')) as {version: string}).version;
    if (!existsSync(file)) return {watched, patch, state: 'missing', version};
    return {watched, patch, state: sha256(file) === watched.sha256 ? 'same' : 'changed', version};
  });
}

/** The report, in lines: each file that changed or is gone, by patch, then what to do. */
export function report(states: FileState[]): string[] {
  const off = states.filter((s) => s.state !== 'same');
  if (!off.length)
    return [`docusaurus-lean: the ${states.length} Docusaurus files the layer relies on are the ones it was tested with.`];
  const lines = [
    `docusaurus-lean: ${off.length} of the ${states.length} Docusaurus files the layer relies on differ from the ones it was tested with (3.10.2).`,
  ];
  for (const patch of [...new Set(off.map((s) => s.patch))]) {
    lines.push('', `${patch} (to build without it: ${switchWithout(patch)})`);
    for (const s of off.filter((x) => x.patch === patch))
      lines.push(
        `  ${s.state === 'missing' ? 'gone' : 'changed'}: ${s.watched.upstream}${s.version ? ` (installed ${s.version})` : ''}`,
        `    ${s.watched.ours} relies on it: ${s.watched.relies}`,
      );
  }
  lines.push(
    '',
    'Build with the layer and walk the site, or build without the patches named above, until a release of',
    'docusaurus-lean is tested with this Docusaurus.',
  );
  return lines;
}

if (require.main === module) {
  const states = checkSite(process.argv[2] ?? process.cwd());
  console.log(report(states).join('\n'));
  process.exitCode = states.every((s) => s.state === 'same') ? 0 : 1;
}
