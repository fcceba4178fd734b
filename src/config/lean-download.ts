/**
 * Where the site publishes the performance layer's tarball (packages/docusaurus-lean), one file per
 * version: written by the build plugin (src/plugins/build/lean-download), named by the package's README
 * as its install address until the package is on a registry.
 */
export const LEAN_PACKAGE_DIR = 'packages/docusaurus-lean';

export function leanDownload(version: string): string {
  return `/downloads/docusaurus-lean-${version}.tgz`;
}
