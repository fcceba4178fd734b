/**
 * Fork of @docusaurus/theme-classic/src/theme/DocVersionBadge/index.tsx, Docusaurus 3.10.2.
 * Changed: the stock "Version: …" badge (`useDocsVersion`) is gone: this component renders nothing.
 * Why: the badge shows only when a docs section has several versions or a version asks for it; every
 * section of this site has one (src/config/site.ts), so it never rendered, while its code was on every
 * doc page's first visit (see ../DocVersionBanner for the measured cost).
 * tests/unit/theme-replacements.test.ts fails as soon as this site has a second version or a badge: then delete this
 * file, and the stock component comes back. tests/unit/forks.test.ts watches the upstream file.
 */
export default function DocVersionBadge(): null {
  return null;
}
