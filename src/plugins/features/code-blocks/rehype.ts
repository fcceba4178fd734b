/**
 * Rehype plugin: replaces every fenced code block (`<pre><code class="language-…">`) with a
 * `<CodeBlock html="…" language="…" title="…" />` element whose `html` is already highlighted
 * (src/plugins/features/code-blocks/highlight.ts). The browser renders it as it is (src/plugins/features/code-blocks/theme/CodeBlock), without a
 * highlighter and without re-rendering the block after hydration.
 *
 * A block with `file="…"` shows that file of the repository (./file-blocks.ts), which the page then
 * depends on. A block in a language Prism does not know, or with a meta string other than `title="…"`
 * and `file="…"`, stops the build with a message naming the file, so a writer sees it at once.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {mdxJsxFlow, type MdxJsxElement} from '../../shared/mdx-jsx';
import {declareDependencies, declaredDependencies} from '../../build/mdx-dependencies';
import {fileBlockCode, fileOfBlock} from './file-blocks';
import {highlight, isKnownLanguage} from './highlight';

/** The language every block without one is shown in. */
const DEFAULT_LANGUAGE = 'text';

type CodeBlockNode = MdxJsxElement<'CodeBlock', never>;

function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map(textOf).join('');
  return '';
}

/** One `name="…"` option (or single quotes) of a meta string, and the meta string without it. */
function option(meta: string, name: string): {value?: string; rest: string} {
  const match = new RegExp(`(?:^|\\s)${name}=(["'])(.*?)\\1`).exec(meta);
  return {value: match?.[2], rest: match ? meta.replace(match[0], ' ') : meta};
}

/** `title="…"` and `file="…"` (or single quotes) from a meta string; anything else left is an error. */
export function parseMeta(meta: string): {title?: string; file?: string; rest: string} {
  const title = option(meta, 'title');
  const file = option(title.rest, 'file');
  return {title: title.value, file: file.value, rest: file.rest.trim()};
}

function languageOf(code: Element): string | undefined {
  const classes: unknown = code.properties?.className;
  const list = Array.isArray(classes) ? classes : typeof classes === 'string' ? classes.split(' ') : [];
  for (const c of list) {
    const m = /^language-(.+)$/.exec(String(c));
    if (m) return m[1];
  }
  return undefined;
}

function fencedCode(node: RootContent | ElementContent): Element | undefined {
  if (node.type !== 'element' || node.tagName !== 'pre') return undefined;
  const elements = node.children.filter((c) => !(c.type === 'text' && !c.value.trim()));
  const [code] = elements;
  return elements.length === 1 && code.type === 'element' && code.tagName === 'code' ? code : undefined;
}

export function codeBlockNode(body: string, language: string, meta: string, where: string): CodeBlockNode {
  if (!isKnownLanguage(language)) {
    throw new Error(
      `${where}: unknown code block language "${language}". Use a language Prism knows (see WRITING.md, "Code blocks") or add its grammar in src/plugins/features/code-blocks/highlight.ts.`,
    );
  }
  const {title, file, rest} = parseMeta(meta);
  if (rest) {
    throw new Error(
      `${where}: code block options "${rest}" are not supported; a code block takes only title="…" and file="…".`,
    );
  }
  const code = file === undefined ? body : fileBlockCode(file, body, where);
  return mdxJsxFlow('CodeBlock', {language, html: highlight(code, language), title: title || file || undefined});
}

/** The files a page's `file="…"` blocks show, declared as the page's dependencies beside those declared before. */
function declareShownFiles(file: VFile, shown: string[]): void {
  if (!shown.length || !file.path) return;
  declareDependencies(file, [...declaredDependencies(file.path), ...shown.map((f) => fileOfBlock(f, file.path!))]);
}

export function rehypeCodeBlocks() {
  return (tree: Root, file: VFile) => {
    const shown: string[] = [];
    visit(tree, 'element', (node, index, parent) => {
      const code = fencedCode(node);
      if (!code || !parent || index === undefined) return;
      const language = languageOf(code) ?? DEFAULT_LANGUAGE;
      const meta = String(code.properties?.metastring ?? (code.data as {meta?: string} | undefined)?.meta ?? '');
      const text = textOf(code).replace(/\n$/, '');
      (parent.children as unknown[])[index] = codeBlockNode(text, language, meta, file.path ?? 'a page');
      const shownFile = parseMeta(meta).file;
      if (shownFile !== undefined) shown.push(shownFile);
      return SKIP;
    });
    declareShownFiles(file, shown);
  };
}
