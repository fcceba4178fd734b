/**
 * Fork of @docusaurus/theme-classic/src/theme/BlogPostItem/Header/Authors/index.tsx, Docusaurus 3.10.2.
 * Changed: the stock row of a blog post's authors is gone: this component renders nothing.
 * Why: the changelog's entries have no authors (the writers' lint, pitel-docs:changelog-entry, fails an
 * entry that names one, and neither changelog has an authors file), so the stock row never rendered,
 * while its author and social-icon styles were in the one stylesheet every page loads: 0.5 KiB gzip of
 * every first visit (src/plugins/bundle-groups explains why they cannot have a stylesheet of their own).
 * tests/unit/theme-replacements.test.ts fails as soon as an entry or a changelog folder names an author:
 * then delete this file, and the stock component comes back. tests/unit/forks.test.ts watches the
 * upstream file.
 */
export default function BlogPostItemHeaderAuthors(): null {
  return null;
}
