/**
 * The major version of the installed Docusaurus, for the few settings that exist in one major only.
 * The site is built on 3.10.2; `npm run check:next` builds it on the newest 4.0 canary
 * (CONTRIBUTING.md, "Upgrading Docusaurus"), so the site config must load on both.
 */
import {readFileSync} from 'node:fs';
import type {Config} from '@docusaurus/types';

export const docusaurusMajor: number = Number(
  JSON.parse(readFileSync(require.resolve('@docusaurus/core/package.json'), 'utf8')).version.split('.')[0],
);

/** The object form of `future.v4`, as the installed Docusaurus types it. */
type FutureV4Flags = Exclude<NonNullable<NonNullable<Config['future']>['v4']>, boolean>;

/**
 * The `future.v4` flags the site sets. Docusaurus Faster's SSG worker threads need
 * `removeLegacyPostBuildHeadAttribute` on 3.x (3.10.2 refuses the config without it); 4.0 removed the
 * flag, its behaviour being the only one, and refuses it as an unknown key. The flag goes through
 * `unknown` because 4.0's types no longer name it, so the same file type-checks on both majors.
 */
export function futureV4Flags(major = docusaurusMajor): FutureV4Flags {
  const v3Only: unknown = {removeLegacyPostBuildHeadAttribute: true};
  return major < 4 ? (v3Only as FutureV4Flags) : {};
}
