/**
 * The questions of the main section (`docs/`: getting started, the API reference, the psr module) are asked once
 * (WRITING.md, "The question sweep"). A question several pages raise is a shared question of
 * `src/plugins/features/api-reference/questions.ts`, with an id that is its anchor on `/api/questions`; a page
 * raises it by that id (its front matter `questions`, an `x-question` of the operations it documents, or a link
 * `/api/questions#id` in its closing list). A question one page raises is a bullet of that page's closing list.
 * `pitel-docs:api-question-once` fails on:
 * - a link to `/api/questions#id` whose id is no shared question;
 * - a link in a closing list whose text is not the shared question's text (the copy has drifted);
 * - a closing-list bullet that asks a shared question in words of its own (link it instead);
 * - the same closing-list question on two pages of the section, or twice on one page (share it).
 * `questionIndex` lists each question with the pages that raise it (`tsx scripts/lint/cli.ts --questions`).
 */
import {readdirSync, readFileSync} from 'node:fs';
import type {Nodes, Root} from 'mdast';
import type {Position} from 'unist';
import {parse} from 'yaml';
import {
  API_QUESTIONS_PAGE,
  apiQuestion,
  apiQuestions,
  isQuestionText,
} from '../../src/plugins/features/api-reference/questions';
import {isClosingHeading} from './doubts';
import {normaliseQuestion, place} from './questions';
import {sectionOfFile} from '../../src/config/content-files';
import {pageFrontMatter} from './rules';
import type {Problem} from './content';

export const apiQuestionOnceRule = 'pitel-docs:api-question-once';

const textOf = (node: Nodes): string =>
  node.type === 'text' || node.type === 'inlineCode'
    ? node.value
    : 'children' in node
      ? (node.children as Nodes[]).map(textOf).join('')
      : '';

/** A shared question's text as a page shows it: inline Markdown without its marks. */
const plain = (markdown: string) => markdown.replace(/`/g, '').replace(/\*\*/g, '');
const sharedByText = new Map(apiQuestions.map((q) => [normaliseQuestion(plain(q.question)), q]));

/** One raising of a question on a page: a shared question by its id, or a page's own by its text. */
export interface Raising {
  /** The shared question's id, or `own:` and the normalised text of a page's own question. */
  key: string;
  file: string;
  position?: Position;
  /** How the page raises it. */
  how: 'front matter' | 'link' | 'closing list' | 'x-question';
  /** The text of the link or of the bullet. */
  text?: string;
}

/** The shared ids a page names in its front matter `questions`. */
function frontMatterIds(tree: Root): {id: string; position?: Position}[] {
  const {node, data} = pageFrontMatter(tree);
  const list = Array.isArray(data?.questions) ? data.questions : [];
  return list.map((id) => ({id: String(id), position: node?.position}));
}

/** Every question a page raises: front matter ids, links to `/api/questions#id`, and its closing-list bullets. */
export function raisings(file: string, tree: Root): Raising[] {
  const out: Raising[] = frontMatterIds(tree).map(({id, position}) => ({key: id, file, position, how: 'front matter'}));
  let closing = false;
  const visit = (node: Nodes, inClosing: boolean) => {
    if (node.type === 'link') {
      const m = /^([^#?]*)#(.+)$/.exec(node.url);
      if (m && m[1] === API_QUESTIONS_PAGE)
        out.push({key: decodeURIComponent(m[2]), file, position: node.position, how: 'link', text: textOf(node)});
    }
    if (inClosing && node.type === 'listItem') {
      const links = out.length;
      for (const child of node.children) visit(child as Nodes, inClosing);
      // A bullet that is not a link to a shared question is the page's own question.
      if (out.length === links) {
        const text = textOf(node);
        out.push({key: `own:${normaliseQuestion(text)}`, file, position: node.position, how: 'closing list', text});
      }
      return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child, inClosing);
  };
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) closing = isClosingHeading(node);
    visit(node, closing);
  }
  return out;
}

/** Whether `pitel-docs:api-question-once` holds on a file: the pages of the main section (and fixtures outside every section). */
export const apiQuestionsApply = (file: string) => {
  const section = sectionOfFile(file);
  return !section || section.id === 'docs';
};

const allRaisings = (pages: readonly {file: string; tree: Root}[], documents: readonly Raising[]) => [
  ...pages.filter((p) => apiQuestionsApply(p.file)).flatMap((p) => raisings(p.file, p.tree)),
  ...documents,
];

/** The problems of `pitel-docs:api-question-once` over a set of pages of the main section. */
export function apiQuestionsOnce(
  pages: readonly {file: string; tree: Root}[],
  documents: readonly Raising[] = [],
): Problem[] {
  const problems: Problem[] = [];
  const report = (r: Raising, message: string) =>
    problems.push({file: r.file, ...place(r.position), rule: apiQuestionOnceRule, message});
  const own = new Map<string, Raising[]>();
  for (const r of allRaisings(pages, documents)) {
    if (r.how === 'closing list' || (r.how === 'x-question' && r.key.startsWith('own:'))) {
      const shared = sharedByText.get(r.key.slice(4));
      if (shared)
        report(
          r,
          `Unexpected question asked in the page's own words: it is ${API_QUESTIONS_PAGE}#${shared.id}, expected a link to it`,
        );
      else own.set(r.key, [...(own.get(r.key) ?? []), r]);
      continue;
    }
    const shared = apiQuestion(r.key);
    if (!shared) {
      report(
        r,
        `Unexpected question id "${r.key}", expected the id of a question of src/plugins/features/api-reference/questions.ts`,
      );
      continue;
    }
    // A link whose text is itself a question (a bullet of a closing list), not a pointer such as "asked of Pitel".
    if (
      r.how === 'link' &&
      r.text !== undefined &&
      isQuestionText(r.text) &&
      normaliseQuestion(r.text) !== normaliseQuestion(plain(shared.question))
    )
      report(
        r,
        `Unexpected link text for ${API_QUESTIONS_PAGE}#${r.key}, expected the question as the questions page asks it: "${plain(shared.question)}"`,
      );
  }
  for (const places of own.values()) {
    if (places.length < 2) continue;
    const files = [...new Set(places.map((p) => p.file))];
    for (const p of places)
      report(
        p,
        `Unexpected question asked ${places.length} times (${files.join(', ')}), expected it once: a shared question of src/plugins/features/api-reference/questions.ts, raised by its id`,
      );
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The questions the OpenAPI documents raise with `x-question`: each document counts once per question. */
export function documentRaisings(dir = 'openapi'): Raising[] {
  const out = new Map<string, Raising>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.yaml'))) {
    const file = `${dir}/${name}`;
    const visit = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const value = (node as Record<string, unknown>)['x-question'];
      for (const v of value === undefined ? [] : Array.isArray(value) ? value : [value]) {
        const text = String(v).trim();
        const key = isQuestionText(text) ? `own:${normaliseQuestion(plain(text))}` : text;
        out.set(`${file} ${key}`, {key, file, how: 'x-question', text});
      }
      for (const child of Object.values(node)) visit(child);
    };
    visit(parse(readFileSync(file, 'utf8')));
  }
  return [...out.values()];
}

/** Each question, by id (or `own:` text), with the pages that raise it and how: the sweep's index. */
export function questionIndex(
  pages: readonly {file: string; tree: Root}[],
  documents: readonly Raising[] = [],
): Map<string, string[]> {
  const index = new Map<string, string[]>(apiQuestions.map((q) => [q.id, []]));
  for (const r of allRaisings(pages, documents)) {
    const where = `${r.file} (${r.how})`;
    const list = index.get(r.key) ?? [];
    if (!list.includes(where)) list.push(where);
    index.set(r.key, list);
  }
  return index;
}
