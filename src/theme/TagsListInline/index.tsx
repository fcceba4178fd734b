/**
 * Fork of @docusaurus/theme-classic/src/theme/TagsListInline/index.tsx, Docusaurus 3.10.2.
 * Changed: the stock list of a doc's tags at its foot is gone: this component renders nothing.
 * Why: no page of this site has tags, so the stock list never rendered, while its code was on every doc
 * page's first visit (see ../DocVersionBanner for the measured cost).
 * tests/unit/theme-replacements.test.ts fails as soon as this site has a page with tags: then delete this
 * file, and the stock component comes back. tests/unit/forks.test.ts watches the upstream file.
 */
export default function TagsListInline(): null {
  return null;
}
