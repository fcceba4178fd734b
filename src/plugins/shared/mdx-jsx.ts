/**
 * MDX JSX elements made by the build-time steps: `<CodeBlock …/>` (code-blocks), `<Diagram …/>`
 * (diagrams), `<Tabs>`, `<Planned />` and the badges (api-reference). MDX compiles them like the
 * JSX a writer types; MDXComponents (src/theme/MDXComponents.tsx) supplies the components, except the
 * tabs, which the api-reference step imports into the page (src/plugins/shared/page-imports.ts).
 * Attributes are string-valued and keep the order given; an undefined value is left out.
 */
export interface MdxJsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string;
}

export interface MdxJsxElement<Name extends string = string, Children = unknown> {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: Name;
  attributes: MdxJsxAttribute[];
  children: Children[];
}

function element<Name extends string, Children>(
  type: MdxJsxElement['type'],
  name: Name,
  attributes: Record<string, string | undefined>,
  children: Children[],
): MdxJsxElement<Name, Children> {
  return {
    type,
    name,
    attributes: Object.entries(attributes)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([attribute, value]) => ({type: 'mdxJsxAttribute', name: attribute, value})),
    children,
  };
}

/** A block element, such as `<Diagram svg="…" />` on a line of its own. */
export function mdxJsxFlow<Name extends string, Children = never>(
  name: Name,
  attributes: Record<string, string | undefined> = {},
  children: Children[] = [],
): MdxJsxElement<Name, Children> {
  return element('mdxJsxFlowElement', name, attributes, children);
}

/** An inline element, such as `<PlannedBadge />` inside a heading or a table cell. */
export function mdxJsxText<Name extends string, Children = never>(
  name: Name,
  attributes: Record<string, string | undefined> = {},
  children: Children[] = [],
): MdxJsxElement<Name, Children> {
  return element('mdxJsxTextElement', name, attributes, children);
}
