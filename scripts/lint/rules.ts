/**
 * The house lint rules for MDX pages, written like remark-lint's own rules.
 * Rule ids are `pitel-docs:<rule>`; each rule's comment says what it holds, WRITING.md why.
 */
import type {Heading, Nodes, Root, Yaml} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {lintRule} from 'unified-lint-rule';
import {visit} from 'unist-util-visit';
import {parse} from 'yaml';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** An MDX JSX element, flow or text (of `name`, when given). */
export function isJsx(node: Nodes, name?: string): node is JsxElement {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (!name || node.name === name);
}

/** A JSX attribute's value: a string (`''` for a bare attribute), `true` for an expression, undefined when absent. */
function attribute(node: JsxElement, name: string): string | true | undefined {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr) return undefined;
  return attr.value == null ? '' : typeof attr.value === 'string' ? attr.value : true;
}

/** The text a reader sees (or a screen reader hears) for a node: text, code, image alt, JSX alt. */
function visibleText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
  if (isJsx(node, 'img')) return String(attribute(node, 'alt') ?? '');
  return 'children' in node ? node.children.map((c) => visibleText(c as Nodes)).join('') : '';
}

/** A page's front matter, `{}` when it has none; `data` is undefined and `error` says why when it does not parse. */
export function pageFrontMatter(tree: Root): {node?: Yaml; data?: Record<string, unknown>; error?: Error} {
  const node = tree.children.find((n) => n.type === 'yaml');
  try {
    return {node, data: (node && parse(node.value)) || {}};
  } catch (e) {
    return {node, error: e as Error};
  }
}

/** A URL that points into this site: no scheme (`https:`, `mailto:`, `pathname:`) and not `//host`. */
export function isInternalUrl(url: string): boolean {
  return url !== '' && !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
}

function headingRank(node: Nodes): Heading['depth'] | undefined {
  if (node.type === 'heading') return node.depth;
  const jsx = isJsx(node) && node.name ? /^h([1-6])$/.exec(node.name) : null;
  return jsx ? (Number(jsx[1]) as Heading['depth']) : undefined;
}

/** No h1 in the body (the front matter title is the h1), and the first heading is an h2. */
export const headingStart = lintRule<Root>({origin: 'pitel-docs:heading-start'}, (tree, file) => {
  let first = true;
  visit(tree, (node) => {
    const rank = headingRank(node);
    if (!rank) return;
    if (rank === 1) {
      file.message('Unexpected h1 in the body: the front matter `title` is the h1, start at `##`', {
        place: node.position,
      });
    } else if (first && rank > 2) {
      file.message(`Unexpected first heading rank \`${rank}\`, expected \`2\``, {place: node.position});
    }
    first = false;
  });
});

/**
 * No JavaScript expression in the text: `{…}` in MDX prose runs as code, so a brace a writer meant
 * as text breaks the page or shows something else. Comments (`{/* … *\/}`) are allowed.
 */
export const noProseExpression = lintRule<Root>({origin: 'pitel-docs:no-prose-expression'}, (tree, file) => {
  visit(tree, (node) => {
    if (
      (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') &&
      !/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)
    ) {
      file.message(
        `Unexpected JavaScript expression \`{${node.value.trim()}}\` in the text: escape the braces (\\{ \\}) or use backticks`,
        {place: node.position},
      );
    }
  });
});

/** Every link has text, and a JSX `<a>` has an `href`. */
export const noEmptyLink = lintRule<Root>({origin: 'pitel-docs:no-empty-link'}, (tree, file) => {
  visit(tree, (node) => {
    const jsxLink = isJsx(node, 'a');
    if (node.type !== 'link' && node.type !== 'linkReference' && !jsxLink) return;
    if (jsxLink && !attribute(node, 'href')) file.message('Unexpected `<a>` without `href`', {place: node.position});
    if (!visibleText(node).trim() && !(jsxLink && attribute(node, 'aria-label'))) {
      file.message('Unexpected empty link text, expected words that say where the link goes', {place: node.position});
    }
  });
});

/** Every image, Markdown or JSX, has alt text (an `alt={expression}` counts). */
export const imageAlt = lintRule<Root>({origin: 'pitel-docs:image-alt'}, (tree, file) => {
  visit(tree, (node) => {
    const alt =
      node.type === 'image' || node.type === 'imageReference'
        ? node.alt
        : isJsx(node, 'img')
          ? attribute(node, 'alt')
          : true;
    if (alt !== true && !alt?.trim()) {
      file.message('Unexpected image without alt text, expected a description of what it shows', {
        place: node.position,
      });
    }
  });
});

/** No raw `<a href>` to a page of this site: Markdown links are checked by the build, raw anchors are not. */
export const noHtmlInternalLink = lintRule<Root>({origin: 'pitel-docs:no-html-internal-link'}, (tree, file) => {
  visit(tree, (node) => {
    if (!isJsx(node, 'a')) return;
    const href = attribute(node, 'href');
    if (typeof href === 'string' && isInternalUrl(href)) {
      file.message(
        `Unexpected \`<a href="${href}">\` to an internal page, expected a Markdown link \`[text](${href})\``,
        {place: node.position},
      );
    }
  });
});

/** Every header cell of a table has text, so screen readers can name each column. */
export const tableHeader = lintRule<Root>({origin: 'pitel-docs:table-header'}, (tree, file) => {
  visit(tree, 'table', (node) => {
    const header = node.children[0];
    header?.children.forEach((cell, i) => {
      if (!visibleText(cell).trim()) {
        file.message(`Unexpected empty header cell in column ${i + 1}, expected a column name`, {
          place: cell.position ?? node.position,
        });
      }
    });
  });
});

/** The front matter has a non-empty `title` and `description`. */
export const frontMatter = lintRule<Root>({origin: 'pitel-docs:front-matter'}, (tree, file) => {
  const {node, data, error} = pageFrontMatter(tree);
  if (!data) {
    file.message(`Invalid front matter: ${error?.message.split('\n')[0]}`, {place: node?.position});
    return;
  }
  for (const key of ['title', 'description']) {
    const value = data[key];
    if (typeof value !== 'string' || !value.trim()) {
      file.message(`Missing \`${key}\` in front matter`, {place: node?.position ?? {line: 1, column: 1}});
    }
  }
});
