/**
 * Remark plugin: a page imports the components it uses by name (the API reference's code-sample tabs,
 * the shared facts' short statements) instead of the site offering them to every page through
 * src/theme/MDXComponents.tsx.
 *
 * What MDXComponents lists is in every doc page's chunk, whether the page renders it or not: the tabs
 * (our wrapper, the classic theme's Tabs and theme-common's tab utilities) and the shared facts' data
 * were 2–3 KiB gzip of the first visit of pages that show neither. Here, for each component of
 * `PAGE_COMPONENTS` a page renders (as an element, or as JSX inside an expression or an attribute
 * value), an `import` is added at the top of the page, unless the page declares that name itself. Runs last among the remark plugins, after the build-time
 * steps that write those elements (src/plugins/api-reference).
 *
 * A component left out of both MDXComponents and this list stops the build when a page renders it (MDX
 * throws "Expected component … to be defined" while the HTML is rendered).
 * tests/unit/page-components.test.ts runs the real MDX compiler on fixtures.
 */
import {parse} from 'acorn';
import type {Root, RootContent} from 'mdast';
import type {Program} from 'estree';
import {visit} from 'unist-util-visit';

/** The components pages name without importing them, and the module each comes from. */
export const PAGE_COMPONENTS: Readonly<Record<string, {from: string; named?: true}>> = {
  Tabs: {from: '@theme/Tabs'},
  TabItem: {from: '@theme/TabItem'},
  TokenLifetime: {from: '@site/src/components/SharedFacts', named: true},
  ApiKeyModel: {from: '@site/src/components/SharedFacts', named: true},
  TokenPerVersion: {from: '@site/src/components/SharedFacts', named: true},
};

/** The names a page's own ESM declares (imports, exported or not). */
function declaredNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node.data as {estree?: Program} | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type === 'ImportDeclaration') for (const s of statement.specifiers) names.add(s.local.name);
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type === 'VariableDeclaration') {
        for (const d of declaration.declarations) if (d.id.type === 'Identifier') names.add(d.id.name);
      } else if (declaration && 'id' in declaration && declaration.id?.type === 'Identifier')
        names.add(declaration.id.name);
    }
  }
  return names;
}

/** The import statements for `names`, one per module. */
export function importsFor(names: Iterable<string>): string[] {
  const byModule = new Map<string, {default?: string; named: string[]}>();
  for (const name of [...names].sort()) {
    const {from, named} = PAGE_COMPONENTS[name];
    const entry = byModule.get(from) ?? {named: []};
    if (named) entry.named.push(name);
    else entry.default = name;
    byModule.set(from, entry);
  }
  return [...byModule].map(([from, e]) => {
    const parts = [e.default, e.named.length ? `{${e.named.join(', ')}}` : undefined].filter(Boolean);
    return `import ${parts.join(', ')} from ${JSON.stringify(from)};`;
  });
}

/** Adds to `out` the names of the JSX elements in an expression's syntax tree (`{cond && <Tabs>…</Tabs>}`). */
function jsxNamesIn(estree: unknown, out: Set<string>): void {
  const stack: unknown[] = [estree];
  while (stack.length) {
    const value = stack.pop();
    if (!value || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      stack.push(...value);
      continue;
    }
    const node = value as {type?: string; name?: {type?: string; name?: string}};
    if (node.type === 'JSXOpeningElement' && node.name?.type === 'JSXIdentifier' && node.name.name)
      out.add(node.name.name);
    for (const [key, child] of Object.entries(value))
      if (key !== 'loc' && key !== 'range' && typeof child === 'object') stack.push(child);
  }
}

type WithEstree = {data?: {estree?: unknown}};

/** The names of the JSX elements a page renders: elements of the Markdown, and JSX inside its expressions and attribute values. */
function renderedNames(tree: Root): Set<string> {
  const names = new Set<string>();
  visit(tree, (node) => {
    if (node.type === 'mdxjsEsm') return;
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      names.add(node.name);
      for (const attribute of node.attributes) {
        jsxNamesIn((attribute as WithEstree).data?.estree, names);
        if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'object')
          jsxNamesIn((attribute.value as WithEstree | null)?.data?.estree, names);
      }
    }
    jsxNamesIn((node as WithEstree).data?.estree, names);
  });
  return names;
}

export function remarkPageComponents() {
  return (tree: Root): void => {
    const used = new Set([...renderedNames(tree)].filter((name) => Object.hasOwn(PAGE_COMPONENTS, name)));
    const declared = declaredNames(tree);
    const missing = [...used].filter((name) => !declared.has(name));
    if (!missing.length) return;
    const nodes = importsFor(missing).map((value): RootContent => ({
      type: 'mdxjsEsm',
      value,
      data: {estree: parse(value, {ecmaVersion: 'latest', sourceType: 'module'}) as unknown as Program},
    }));
    tree.children.unshift(...nodes);
  };
}
