/**
 * Code blocks that show a file of the repository as it is, so that a page and the program it documents
 * cannot differ (the Bitrix24 reference connector's pages show `examples/bitrix24-connector/`):
 *
 *     ```ts file="examples/bitrix24-connector/src/calls.ts"
 *     ```
 *
 * The body stays empty; the file is read when the page is compiled and highlighted like any block
 * (./rehype.ts), so it reaches the page's HTML, its Markdown twin and its print edition. The path is
 * relative to the site's root and stays inside it; the block's title is the path unless it has its own.
 * The page declares the file as a dependency (src/plugins/build/mdx-dependencies), so an edit of the file
 * re-renders the page under `npm start` and in a cached build.
 *
 * Why not Docusaurus's `import Source from '!!raw-loader!./file'` with `<CodeBlock>`: it needs raw-loader,
 * and this site's CodeBlock (./theme/CodeBlock) shows a string child as plain text, without highlighting.
 * A block whose body is not empty, a path outside the site or a missing file stops the build, naming the page.
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';

/** The site's root: the folder of docusaurus.config.ts. */
export const SITE_ROOT = path.resolve(__dirname, '../../../..');

/** The absolute path of a block's `file="…"`, checked to lie inside `root`. */
export function fileOfBlock(file: string, where: string, root = SITE_ROOT): string {
  const resolved = path.resolve(root, file);
  const inside = path.relative(root, resolved);
  if (path.isAbsolute(file) || !inside || inside.startsWith('..') || path.isAbsolute(inside)) {
    throw new Error(
      `${where}: code block file "${file}" is not a path inside the site (write it from the site's root)`,
    );
  }
  let isFile = false;
  try {
    isFile = statSync(resolved).isFile();
  } catch {
    // No such path: the message below.
  }
  if (!isFile) throw new Error(`${where}: code block file "${file}" does not exist`);
  return resolved;
}

/** The code a `file="…"` block shows: the file's text without its last line break. Its body must be empty. */
export function fileBlockCode(file: string, body: string, where: string, root = SITE_ROOT): string {
  if (body.trim()) {
    throw new Error(
      `${where}: a code block with file="${file}" shows that file; leave its body empty instead of pasting a copy`,
    );
  }
  return readFileSync(fileOfBlock(file, where, root), 'utf8').replace(/\r?\n$/, '');
}
