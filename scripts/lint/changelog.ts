/**
 * The changelog's entries (src/config/changelog.ts; WRITING.md, "The changelog"): the rule the blog plugin
 * only warns about, and the house's own. `pitel-docs:changelog-entry`, on the files of the changelog folders:
 * - the file name is the entry's date and a slug, `YYYY-MM-DD-slug.mdx` (the date readers see, and the
 *   entry's address: `/changelog/YYYY/MM/DD/slug`);
 * - the front matter sets no `date`, `slug`, `tags` or `authors`: the date and the address come from the
 *   file name, and the changelog shows no tags or authors;
 * - a truncate marker `{/* truncate *\/}` ends the summary that the list page and the feeds' readers see
 *   first, after at least one paragraph and at the top level;
 * - the entry links at least one page of the site: an entry says what changed for readers and where;
 * - an entry of the Vietnamese changelog, which the portals' administrators read, links Vietnamese pages
 *   only: the pages in English only are the API's and the SDK's, whose news goes in the English changelog.
 * The other house rules (links, terms, shared facts, the Vietnamese glossary on the Vietnamese entries)
 * hold on the entries as on any page.
 */
import path from 'node:path';
import type {Nodes, Root} from 'mdast';
import {lintRule} from 'unified-lint-rule';
import {ENTRY_FILE} from '../../src/config/changelog';
import {changelogOfFile} from '../../src/config/changelog-files';
import {counterpartOf, langOfPath} from '../../src/config/page-langs';
import {pageLangs} from '../../src/config/sections';
import {pageFrontMatter} from './rules';

/** Front matter keys an entry does not set, and why. */
const FORBIDDEN_KEYS: Record<string, string> = {
  date: 'the date comes from the file name',
  slug: 'the address comes from the file name',
  tags: 'the site shows no tags',
  authors: 'the site shows no authors',
};

const isTruncate = (node: Nodes) =>
  (node.type === 'mdxFlowExpression' && /^\s*\/\*\s*truncate\s*\*\/\s*$/.test(node.value)) ||
  (node.type === 'html' && /^<!--\s*truncate\s*-->$/.test(node.value.trim()));

/** The links of a tree to pages of the site, each with its address (`pathname://` dropped) and place. */
function siteLinks(node: Nodes): {path: string; node: Nodes}[] {
  if (node.type === 'link' && (node.url.startsWith('/') || node.url.startsWith('pathname:///')))
    return [{path: node.url.replace(/^pathname:\/\//, '').replace(/[?#].*$/, ''), node}];
  return 'children' in node ? (node.children as Nodes[]).flatMap(siteLinks) : [];
}

export const changelogEntry = lintRule<Root>({origin: 'pitel-docs:changelog-entry'}, (tree, file) => {
  if (!file.path || !changelogOfFile(file.path)) return;
  const start = {line: 1, column: 1};
  const name = path.basename(file.path);
  if (!ENTRY_FILE.test(name)) {
    file.message(
      `Unexpected file name "${name}", expected the entry's date and a slug: YYYY-MM-DD-slug.mdx (lower-case words and hyphens)`,
      {place: start},
    );
  }
  // A front matter that does not parse is the front-matter rule's to report.
  const {node: yamlNode, data: front = {}} = pageFrontMatter(tree);
  for (const [key, why] of Object.entries(FORBIDDEN_KEYS)) {
    if (key in front)
      file.message(`Unexpected \`${key}\` in a changelog entry's front matter: ${why}`, {
        place: yamlNode?.position ?? start,
      });
  }
  const body = tree.children.filter((n) => n.type !== 'yaml' && n.type !== 'mdxjsEsm');
  const marker = body.findIndex(isTruncate);
  if (marker < 0) {
    file.message(
      "Expected a truncate marker `{/* truncate */}` after the entry's summary: the list page and the feeds show what comes before it first",
      {place: start},
    );
  } else if (!body.slice(0, marker).some((n) => n.type === 'paragraph')) {
    file.message('Expected a summary paragraph before the truncate marker', {place: body[marker].position});
  }
  const links = siteLinks(tree);
  if (!links.length)
    file.message('Expected a link to a page of the site: say where readers find what changed', {place: start});
  if (changelogOfFile(file.path)!.lang !== 'vi') return;
  const langs = pageLangs();
  // A page with a Vietnamese edition is pitel-docs:vi-link-edition's to report.
  const englishOnly = (page: string) => langOfPath(page, langs) !== 'vi' && !counterpartOf(page, langs.pairs);
  for (const link of links.filter((l) => englishOnly(decodeURI(l.path))))
    file.message(
      `Unexpected link to ${link.path}, a page in English only, in the Vietnamese changelog: its news goes in the English changelog (changelog/), for developers`,
      {place: link.node.position},
    );
});
