/**
 * Where the "Last updated" dates come from. Docusaurus reads them from git; a site built from an
 * export or a tarball has no git history, and Docusaurus's git reading then stops the build
 * ("not a git repository"). So the site uses the git reading only inside a git work tree, and no
 * dates otherwise: the pages are built, without the line.
 */
import {spawnSync} from 'node:child_process';
import type {VcsPreset} from '@docusaurus/types';

/** True when `dir` is inside a git work tree and git runs. */
export function insideGitWorkTree(dir: string): boolean {
  const result = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir, encoding: 'utf8'});
  return result.status === 0 && result.stdout.trim() === 'true';
}

/**
 * The VCS preset for the build: 'default-v2' (the whole history read once at the start of a
 * production build; fixed dates under the dev server) inside a git work tree, 'disabled' outside.
 */
export function lastUpdateVcs(siteDir: string): VcsPreset {
  return insideGitWorkTree(siteDir) ? 'default-v2' : 'disabled';
}
