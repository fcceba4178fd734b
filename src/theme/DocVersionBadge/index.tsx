/**
 * Replaces @docusaurus/theme-classic/src/theme/DocVersionBadge/index.tsx (Docusaurus 3.10.2) with
 * nothing.
 * The stock badge ("Version: …") shows only when a docs section has several versions, or a version asks
 * for it; every section of this site has one (src/config/site.ts), so it never rendered, while its code
 * was on every doc page's first visit (see ../DocVersionBanner).
 * tests/unit/theme-replacements.test.ts fails when a section gets a second version or a badge: then
 * delete this file.
 */
export default function DocVersionBadge(): null {
  return null;
}
