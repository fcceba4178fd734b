/**
 * The Markdown trees the API reference renders (mdast, with MDX JSX elements and hast data), as the
 * tests walk them: every field a test reads is optional, so an assertion on a node of another shape
 * fails on its value instead of a type. `asNodes` gives a rendered tree (typed mdast) that view.
 */
export interface TreeNode {
  type: string;
  /** An MDX JSX element's name (`Planned`, `Tabs`, `TabItem`, `div`). */
  name?: string;
  value?: string;
  depth?: number;
  url?: string;
  tagName?: string;
  children?: TreeNode[];
  attributes?: {type?: string; name: string; value?: unknown}[];
  data?: {hName?: string; hProperties?: {className?: string[]; [key: string]: unknown}; hChildren?: TreeNode[]};
}

/** Rendered nodes (typed mdast) as tree nodes. */
export const asNodes = (nodes: readonly object[]): TreeNode[] => nodes as TreeNode[];

/** A rendered node (typed mdast) as a tree node. */
export const asNode = (node: object): TreeNode => node as TreeNode;

/** Every node of a tree, depth first, in reading order. */
export const nodesOf = (node: TreeNode): TreeNode[] => [node, ...(node.children ?? []).flatMap(nodesOf)];
