/**
 * Replaces @docusaurus/theme-classic/src/theme/DocVersionBanner/index.tsx (Docusaurus 3.10.2) with
 * nothing.
 * The stock banner says a page belongs to an unreleased or an older version. Every docs section of this
 * site has one version, the current one, with no banner (src/config/site.ts), so it never rendered;
 * its code was on every doc page's first visit all the same (with the badge and the inline tags list,
 * 1.0 KiB gzip of the doc layout's shared chunk).
 * tests/unit/theme-replacements.test.ts fails when a section gets a second version or a banner: then
 * delete this file.
 */
export default function DocVersionBanner(): null {
  return null;
}
