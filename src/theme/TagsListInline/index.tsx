/**
 * Replaces @docusaurus/theme-classic/src/theme/TagsListInline/index.tsx (Docusaurus 3.10.2) with
 * nothing.
 * The stock list shows a doc's tags at its foot. No page of this site has tags, so it never rendered,
 * while its code was on every doc page's first visit (see ../DocVersionBanner).
 * tests/unit/theme-replacements.test.ts fails when a page gets tags: then delete this file.
 */
export default function TagsListInline(): null {
  return null;
}
