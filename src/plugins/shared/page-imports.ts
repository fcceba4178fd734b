/**
 * The components a page imports by name instead of the site offering them to every page through
 * src/theme/MDXComponents.tsx (the code-sample tabs, the shared facts' short statements), and how to
 * read a page's Markdown tree for them: the names it imports or declares, the components it renders
 * (as an element, or as JSX inside an expression or an attribute value), and the `import` nodes a
 * build-time step adds for the elements it writes itself (src/plugins/features/api-reference, the samples' tabs).
 *
 * The writers' lint (scripts/lint/component-imports.ts) holds every page to its imports: a page that
 * renders one of these components without importing it fails, and so does an import the page never
 * renders. A component left out of MDXComponents and not imported stops the build on the first page that
 * renders it (MDX throws "Expected component … to be defined" while the HTML is rendered).
 */
import {parse} from 'acorn';
import type {Program} from 'estree';
import type {Nodes, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';

/** The components pages import, and the module each comes from (`named`: a named export, not the default). */
export const PAGE_COMPONENTS: Readonly<Record<string, {from: string; named?: true}>> = {
  Tabs: {from: '@theme/Tabs'},
  TabItem: {from: '@theme/TabItem'},
  TokenLifetime: {from: '@site/src/components/SharedFacts', named: true},
  ApiKeyModel: {from: '@site/src/components/SharedFacts', named: true},
  TokenPerVersion: {from: '@site/src/components/SharedFacts', named: true},
};

export const isPageComponent = (name: string): boolean => Object.hasOwn(PAGE_COMPONENTS, name);

/** A name found in a page, where it is (1-based line and column of the file, when the tree has positions). */
export interface Found {
  name: string;
  line?: number;
  column?: number;
}

/** A name the page's own ESM declares: an import (`from` its module, `imported` the name exported there, `default` for a default import) or a local declaration. */
export interface Declared extends Found {
  from?: string;
  imported?: string;
}

interface Located {
  loc?: {start: {line: number; column: number}} | null;
}

/** An estree node's place: estree columns count from 0, a file's from 1. */
const placeOf = (node: Located, fallback?: Nodes): Omit<Found, 'name'> =>
  node.loc
    ? {line: node.loc.start.line, column: node.loc.start.column + 1}
    : {line: fallback?.position?.start.line, column: fallback?.position?.start.column};

/** The names a page's own ESM declares (imports, exported or not, and local declarations), in order. */
export function declaredNames(tree: Nodes): Declared[] {
  const names: Declared[] = [];
  visit(tree, 'mdxjsEsm', (node) => {
    const program = (node.data as {estree?: Program} | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        for (const s of statement.specifiers) {
          const imported =
            s.type === 'ImportSpecifier'
              ? s.imported.type === 'Identifier'
                ? s.imported.name
                : String(s.imported.value)
              : s.type === 'ImportDefaultSpecifier'
                ? 'default'
                : '*';
          names.push({name: s.local.name, from: String(statement.source.value), imported, ...placeOf(s, node)});
        }
        continue;
      }
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type === 'VariableDeclaration') {
        for (const d of declaration.declarations)
          if (d.id.type === 'Identifier') names.push({name: d.id.name, ...placeOf(d, node)});
      } else if (declaration && 'id' in declaration && declaration.id?.type === 'Identifier')
        names.push({name: declaration.id.name, ...placeOf(declaration, node)});
    }
  });
  return names;
}

/** Adds to `out` the JSX elements of an expression's syntax tree (`{cond && <Tabs>…</Tabs>}`), placed in the file. */
function jsxIn(estree: unknown, container: Nodes, out: Found[]): void {
  const stack: unknown[] = [estree];
  const found: Found[] = [];
  while (stack.length) {
    const value = stack.pop();
    if (!value || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      stack.push(...value);
      continue;
    }
    const node = value as Located & {type?: string; name?: {type?: string; name?: string}};
    if (node.type === 'JSXOpeningElement' && node.name?.type === 'JSXIdentifier' && node.name.name)
      found.push({name: node.name.name, ...placeOf(node, container)});
    for (const [key, child] of Object.entries(value))
      if (key !== 'loc' && key !== 'range' && typeof child === 'object') stack.push(child);
  }
  out.push(...found.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)));
}

type WithEstree = {data?: {estree?: unknown}};

/**
 * The JSX elements a tree renders, in document order: the elements of the Markdown, and JSX inside its
 * expressions and attribute values. ESM is left out (an `export` may build JSX that no page renders).
 */
export function renderedElements(tree: Nodes): Found[] {
  const found: Found[] = [];
  visit(tree, (node) => {
    if (node.type === 'mdxjsEsm') return 'skip';
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      found.push({name: node.name, line: node.position?.start.line, column: node.position?.start.column});
      for (const attribute of node.attributes) {
        jsxIn((attribute as WithEstree).data?.estree, node, found);
        if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'object')
          jsxIn((attribute.value as WithEstree | null)?.data?.estree, node, found);
      }
    }
    jsxIn((node as WithEstree).data?.estree, node, found);
    return undefined;
  });
  return found;
}

/** The import statements for `names` (components of PAGE_COMPONENTS), one per module, names sorted. */
export function importsFor(names: Iterable<string>): string[] {
  const byModule = new Map<string, {default?: string; named: string[]}>();
  for (const name of [...new Set(names)].sort()) {
    const {from, named} = PAGE_COMPONENTS[name];
    const entry = byModule.get(from) ?? {named: []};
    if (named) entry.named.push(name);
    else entry.default = name;
    byModule.set(from, entry);
  }
  return [...byModule].map(([from, e]) => {
    const parts = [e.default, e.named.length ? `{${e.named.join(', ')}}` : undefined].filter(Boolean);
    return `import ${parts.join(', ')} from '${from}';`;
  });
}

/**
 * The `import` nodes (MDX ESM with its syntax tree, as the MDX compiler reads it) for the components of
 * PAGE_COMPONENTS that `generated` renders and the page (`page`) does not declare: for a build-time step
 * that writes such elements into a page.
 */
export function importNodesFor(generated: Nodes[], page: Nodes): RootContent[] {
  const declared = new Set(declaredNames(page).map((d) => d.name));
  const missing = generated
    .flatMap(renderedElements)
    .map((f) => f.name)
    .filter((name) => isPageComponent(name) && !declared.has(name));
  return importsFor(missing).map((value): RootContent => ({
    type: 'mdxjsEsm',
    value,
    data: {estree: parse(value, {ecmaVersion: 'latest', sourceType: 'module'}) as unknown as Program},
  }));
}
