/**
 * `pitel-docs:word-budget`: a page that promises a reading time keeps to a word budget ("The
 * quickstart gets a 15-minute path of at most 1,500 words; the rest moves to the pages it links").
 *
 * What counts, `proseWords`: the words a reader reads outside code blocks. Counted: paragraphs, headings
 * (without their `{#id}`), list items, table cells, admonitions and their titles, the children of JSX
 * elements such as `<Planned>` or `<kbd>`, link texts, and inline code. Not counted: fenced code blocks
 * (samples, expected answers, Mermaid diagrams), front matter, imports, MDX comments and expressions,
 * link URLs, JSX attributes (a tab's `label`), and words a component adds when the site is built (the
 * `<Planned>` notice's title, the admonition kind). A word is a run of characters between white space
 * that holds at least one letter or digit, so `Authorization: Bearer <token>` is three words and `—` none.
 */
import type {Nodes, Root} from 'mdast';
import {lintRule} from 'unified-lint-rule';
import {siteRelative} from '../../src/config/content-files';

/** Word budgets by page file, relative to the site's root. */
export const wordBudgets: Readonly<Record<string, number>> = {
  // "About fifteen minutes": the quickstart's promise, at about 100 words a minute beside the samples.
  'docs/quickstart.mdx': 1500,
};

function proseText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'code' || node.type === 'yaml' || node.type === 'mdxjsEsm' || node.type === 'html') return ' ';
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return ' ';
  if (!('children' in node)) return '';
  return (node.children as Nodes[]).map(proseText).join(' ');
}

/** The prose words of a page's tree (see the definition above). */
export function proseWords(tree: Root): number {
  return proseText(tree)
    .replace(/\\?\{#[^}\s]*\}/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** The budget of a page file, if it has one. */
export function wordBudgetOf(file: string): number | undefined {
  return wordBudgets[siteRelative(file)];
}

export const wordBudget = lintRule<Root>({origin: 'pitel-docs:word-budget'}, (tree, file) => {
  const budget = wordBudgetOf(file.path);
  if (budget === undefined) return;
  const words = proseWords(tree);
  if (words > budget) {
    file.message(
      `Unexpected ${words} words of prose, expected at most ${budget} on this page: move the detail to the pages it links (scripts/lint/length.ts says what counts)`,
      {place: {line: 1, column: 1}},
    );
  }
});
