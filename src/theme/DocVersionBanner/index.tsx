/**
 * Fork of @docusaurus/theme-classic/src/theme/DocVersionBanner/index.tsx, Docusaurus 3.10.2.
 * Changed: the stock banner saying a page belongs to an unreleased or an older version (`useDocsVersion`,
 * `useDocVersionSuggestions`) is gone: this component renders nothing.
 * Why: every docs section of this site has one version, the current one, with no banner
 * (src/config/site.ts, `versions`), so the stock banner never rendered; its code was on every doc page's
 * first visit all the same (with the badge and the inline tags list, 1.1 KiB gzip of the doc layout's
 * shared chunk; bench/results/2026-11-25-evening.md).
 * tests/unit/theme-replacements.test.ts fails as soon as this site has a second version or a banner: then delete this
 * file, and the stock component comes back. tests/unit/forks.test.ts watches the upstream file.
 */
export default function DocVersionBanner(): null {
  return null;
}
