/**
 * The checks an admin makes on her own portal (WRITING.md, "Checks on your portal"). An admin page says in
 * its body what a screen, column or setting means; the experiments that would settle what the facts leave
 * open ("check on your portal: make a test call and watch …") stand together in one short list near the
 * end of the page, and the body links there with a short marker ("([check](#check-on-your-portal))").
 *
 * The rules:
 * - `pitel-docs:check-placement`: an experiment (the wordings of `checkWordings`, both languages) stands
 *   nowhere but in the page's checks section, and never in a table cell. The section is one h2 under its
 *   title in the page's language (`checkTitles`), with the id `check-on-your-portal`, just before the
 *   closing questions (or before "Related pages" when there are none), holding one bullet list: one item
 *   per check, one paragraph that starts with the bold name of what it settles.
 * - `pitel-docs:checks-per-page`: at most `maxChecksPerPage` checks (items of that list) on a page.
 *
 * A link to a checks section, this page's or another's, is a marker, not an experiment, whatever its words
 * ("[Tự kiểm tra trên trang quản trị](#check-on-your-portal)"). The rules hold on the two portal guides in
 * both editions and on the call-status reference in both (`checkRulesApply`).
 * `npx tsx scripts/lint/cli.ts --checks [FILE...]` prints each page's checks and the experiments outside.
 */
import type {Heading, List, Nodes, Root, RootContent} from 'mdast';
import {lintRule} from 'unified-lint-rule';
import {SKIP, visit} from 'unist-util-visit';
import type {SectionId} from '../../src/config/sections';
import {canonicalPages, viCallStatusesPage} from '../../src/config/pages';
import {sectionOfFile, siteRelative} from '../../src/config/content-files';
import {closingId, h2Sections, headingText, isClosingHeading, type Problem} from './doubts';
import {langOfFile} from './marks';
import {oneLine, readerText} from './voice';

/** At most this many checks on a page: each costs the admin a test role, user, list or call. */
export const maxChecksPerPage = 4;

/** The checks section's title per language, and the id both editions share. */
export const checkTitles = {en: 'Check on your portal', vi: 'Tự kiểm tra trên trang quản trị'} as const;
export const checksId = 'check-on-your-portal';

/** The sections whose pages the rules hold on: the portal guides, both editions. */
export const checkSections: readonly SectionId[] = [
  'portal_callcenter_guide',
  'portal_callcenter_guide_vie',
  'portal_autocall_guide',
  'portal_autocall_guide_vie',
];

/** The call-status reference in both editions (pages of the main section, whose route is the file's name). */
export const checkPages: readonly string[] = [canonicalPages.callStatuses, viCallStatusesPage].map(
  (route) => `docs${route}.mdx`,
);

const L = '[\\p{L}\\p{N}_]';

/**
 * The wordings of an experiment, as the pages write them: "Check on your portal whether …", "check their
 * labels on your portal", "Check on your own report …", "Tự kiểm tra trên trang quản trị xem …", "hãy tự
 * kiểm tra theo cách ở mục …". A new wording belongs here, with a case in tests/fixtures/lint/portal-checks/.
 */
export const checkWordings: readonly RegExp[] = [
  new RegExp(`(?<!${L})check(?:\\s+[\\p{L}'’]+){0,3}?\\s+on your (?:own )?(?:portal|report|screen)(?!${L})`, 'giu'),
  new RegExp(`(?<!${L})tự kiểm tra(?!${L})`, 'giu'),
];

/** Whether the rules hold on a file (fixtures are linted as if they stood at the path given). */
export function checkRulesApply(file: string): boolean {
  const section = sectionOfFile(file);
  return (!!section && checkSections.includes(section.id)) || checkPages.includes(siteRelative(file));
}

/** Whether a link leads to a checks section (a marker). */
const isCheckLink = (url: string) => url.endsWith(`#${checksId}`);

const inline = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'linkReference']);

/** The reader's text of a block, without the words of its markers. */
function textWithoutMarkers(node: Nodes): string {
  if (node.type === 'link' && isCheckLink(node.url)) return ' ';
  if ((node.type === 'link' || inline.has(node.type)) && 'children' in node)
    return (node.children as Nodes[]).map(textWithoutMarkers).join('');
  return readerText(node);
}

/** The experiments' wordings in a leaf block (a paragraph, heading or table cell). */
const wordingsIn = (node: Nodes) =>
  checkWordings.flatMap((pattern) => oneLine(textWithoutMarkers(node)).match(pattern) ?? []);

/** Each leaf block of some nodes that words an experiment, with its wordings and whether it is a table cell. */
function experiments(nodes: readonly RootContent[]): {node: Nodes; found: string[]}[] {
  const out: {node: Nodes; found: string[]}[] = [];
  for (const root of nodes)
    visit(root, (node) => {
      if (!['paragraph', 'heading', 'tableCell'].includes(node.type)) return;
      const found = wordingsIn(node);
      if (found.length) out.push({node, found});
      return SKIP;
    });
  return out;
}

/** A heading's id: its `{#id}`, or, when it has none, the slug of its text (as Docusaurus makes it for English). */
function headingId(node: Heading): string {
  const explicit = /\{#([^}]+)\}\s*$/.exec(readerText(node))?.[1];
  return explicit ?? headingText(node).toLowerCase().replace(/\s+/g, '-');
}

/** Whether an h2 opens a checks section: one of the titles, or the shared id. */
export const isChecksHeading = (node: Heading) =>
  (Object.values(checkTitles) as string[]).includes(headingText(node)) ||
  /\{#check-on-your-portal\}\s*$/.test(readerText(node));

/** The checks sections of a page, each with its nodes (its heading first) and the h2 that follows it. */
function checksSections(tree: Root) {
  const all = h2Sections(tree);
  return all.flatMap((s, i) =>
    s.heading && isChecksHeading(s.heading) ? [{heading: s.heading, nodes: s.nodes, next: all[i + 1]?.heading}] : [],
  );
}

/** The checks of a page: the items of its checks section's lists. */
export function pageChecks(tree: Root): number {
  return checksSections(tree)
    .flatMap((s) => s.nodes)
    .filter((n): n is List => n.type === 'list')
    .reduce((n, list) => n + list.children.length, 0);
}

/** The experiments a page words outside its checks section or in a table cell, one entry per block. */
export function strayExperiments(tree: Root): {node: Nodes; found: string[]; inCell: boolean}[] {
  const inside = new Set(checksSections(tree).flatMap((s) => s.nodes));
  const outside = h2Sections(tree)
    .flatMap((s) => s.nodes)
    .filter((n) => !inside.has(n));
  const cells = [...inside].flatMap((n) => experiments([n])).filter((e) => e.node.type === 'tableCell');
  return [...experiments(outside), ...cells].map((e) => ({...e, inCell: e.node.type === 'tableCell'}));
}

/** What is wrong with the checks section itself: a second one, its title or id, its place, its items. */
function sectionProblems(tree: Root, lang: 'en' | 'vi'): Problem[] {
  const sections = checksSections(tree);
  const out: Problem[] = [];
  if (sections.length > 1)
    out.push({
      message: `Unexpected ${sections.length} sections of checks, expected one list of checks per page`,
      place: sections[1].heading.position,
    });
  const hasClosing = tree.children.some(isClosingHeading);
  for (const {heading, nodes, next} of sections) {
    const title = headingText(heading);
    if (title !== checkTitles[lang] || headingId(heading) !== checksId)
      out.push({
        message: `Unexpected checks heading "${title}" (id ${headingId(heading)}), expected "${checkTitles[lang]}" with the id ${checksId}`,
        place: heading.position,
      });
    const nextId = next && (isClosingHeading(next) ? closingId : headingId(next));
    const wanted = hasClosing ? closingId : 'related-pages';
    if (next ? nextId !== wanted : hasClosing)
      out.push({
        message: `Unexpected checks section before ${next ? `"${headingText(next)}"` : 'the end of the page'}, expected it just before ${hasClosing ? 'the closing questions' : '"Related pages" (or last)'}`,
        place: heading.position,
      });
    out.push(...itemProblems(nodes.slice(1)));
  }
  return out;
}

/** The body of a checks section: one bullet list, each item one paragraph opening on the bold name of what it settles. */
function itemProblems(body: readonly RootContent[]): Problem[] {
  const lists = body.filter((n): n is List => n.type === 'list' && !n.ordered);
  const out: Problem[] = [];
  if (lists.length !== 1 || body.length !== 1)
    out.push({
      message: `Unexpected ${body.map((n) => n.type).join(', ') || 'nothing'} in the checks section, expected one bullet list`,
      place: body[0]?.position,
    });
  for (const item of lists.flatMap((l) => l.children)) {
    const [first] = item.children;
    const opensBold = first?.type === 'paragraph' && first.children[0]?.type === 'strong';
    if (item.children.length !== 1 || !opensBold)
      out.push({
        message:
          'Unexpected check item shape, expected one paragraph that starts with the bold name of what it settles ("- **Online**: sign a test agent in and out and watch the tile.")',
        place: item.position,
      });
  }
  return out;
}

export const checkPlacement = lintRule<Root>({origin: 'pitel-docs:check-placement'}, (tree, file) => {
  if (!checkRulesApply(file.path)) return;
  for (const {node, found, inCell} of strayExperiments(tree))
    file.message(
      `Unexpected portal check "${found[0]}" ${inCell ? 'in a table cell' : 'outside the checks section'}, expected the body to say what the thing means, the check as one item under "${checkTitles.en}" / "${checkTitles.vi}" and, where the body depends on it, a marker linking #${checksId}`,
      {place: node.position},
    );
  for (const {message, place} of sectionProblems(tree, langOfFile(file.path)))
    file.message(message, {place: place ?? {line: 1, column: 1}});
});

export const checksPerPage = lintRule<Root>({origin: 'pitel-docs:checks-per-page'}, (tree, file) => {
  if (!checkRulesApply(file.path)) return;
  const n = pageChecks(tree);
  if (n > maxChecksPerPage)
    file.message(
      `Unexpected ${n} checks on one page, expected at most ${maxChecksPerPage}: keep a check only where a wrong guess would hurt the admin and the check is cheap; drop the others, or ask one question for Pitel support`,
      {place: checksSections(tree)[0]?.heading.position ?? {line: 1, column: 1}},
    );
});
