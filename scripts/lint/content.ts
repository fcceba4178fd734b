/**
 * Writers' lint of the MDX pages: parses each page the way Docusaurus does (front matter, MDX,
 * GFM, directives, `<!-- comments -->`, `{#custom-id}` heading ids, `:::note Title` admonitions)
 * and runs the house rules on the tree.
 */
import {readFileSync} from 'node:fs';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds} from '@docusaurus/utils';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkLint from 'remark-lint';
import remarkLintHeadingIncrement from 'remark-lint-heading-increment';
import remarkLintNoEmptyUrl from 'remark-lint-no-empty-url';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {Root} from 'mdast';
import type {Point, Position} from 'unist';
import {VFile} from 'vfile';
import {
  frontMatter,
  headingStart,
  imageAlt,
  noEmptyLink,
  noHtmlInternalLink,
  noProseExpression,
  tableHeader,
} from './rules';
import {blockComponentPlacement, plannedPlacement, sharedFacts} from './shared-facts';
import {plannedDescription, unsourced, viLinkEdition} from './marks';
import {markColumn, markDensity, retiredWording, viGlossaryRule} from './voice';
import {wordBudget} from './length';
import {doubtDensity, inlineProposal} from './doubts';
import {checkPlacement, checksPerPage} from './portal-checks';
import {closingQuestions, doubtOnce, referenceDoubtDensity} from './reference';
import {changelogEntry} from './changelog';
import {componentImports} from './component-imports';

/** Docusaurus's default admonition keywords (`:::note Title` becomes `:::note[Title]`). */
const admonitionKeywords = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm)
  .use(remarkComment)
  .use(remarkLint)
  .use(frontMatter)
  .use(tableHeader)
  .use(headingStart)
  .use(remarkLintHeadingIncrement)
  .use(remarkLintNoEmptyUrl)
  .use(noEmptyLink)
  .use(imageAlt)
  .use(noHtmlInternalLink)
  .use(noProseExpression)
  .use(sharedFacts)
  .use(plannedPlacement)
  .use(blockComponentPlacement)
  .use(plannedDescription)
  .use(viLinkEdition)
  .use(unsourced)
  .use(markDensity)
  .use(markColumn)
  .use(retiredWording)
  .use(viGlossaryRule)
  .use(doubtDensity)
  .use(inlineProposal)
  .use(referenceDoubtDensity)
  .use(closingQuestions)
  .use(doubtOnce)
  .use(checkPlacement)
  .use(checksPerPage)
  .use(wordBudget)
  .use(changelogEntry)
  .use(componentImports)
  .freeze();

export interface Problem {
  file: string;
  line: number;
  column: number;
  /** `source:rule`, e.g. `remark-lint:heading-increment` or `pitel-docs:image-alt`. */
  rule: string;
  message: string;
}

/** The same text rewrites as Docusaurus's MDX preprocessor (none of them changes line numbers). */
function preprocess(text: string): string {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(text), admonitionKeywords);
}

/**
 * The Markdown tree of a page, parsed as the lint (and Docusaurus) parses it, without running the
 * rules: for tools that read pages, such as the code-sample check. Throws when the MDX does not parse.
 */
export function parsePage(file: string, text = readFileSync(file, 'utf8')): Root {
  return processor.parse(new VFile({path: file, value: preprocess(text)}));
}

/** Lints one page; `text` defaults to the file's content. */
export async function lintPage(file: string, text = readFileSync(file, 'utf8')): Promise<Problem[]> {
  const vfile = new VFile({path: file, value: preprocess(text)});
  try {
    await processor.run(processor.parse(vfile), vfile);
  } catch (e) {
    const error = e as Error & {place?: Point | Position};
    vfile.message(`MDX does not parse: ${error.message}`, {
      place: error.place,
      ruleId: 'mdx-syntax',
      source: 'pitel-docs',
    });
  }
  const sorted = [...vfile.messages].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  return sorted.map((m) => ({
    file,
    line: m.line ?? 1,
    column: m.column ?? 1,
    rule: `${m.source}:${m.ruleId}`,
    message: m.reason,
  }));
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column}  ${p.rule}  ${p.message}`;
}
