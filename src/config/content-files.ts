/**
 * The MDX files of the site, found in one way for every tool that reads them: the sidebar marks
 * (./planned.ts), the writers' lint, the tests and the benchmarks. Node only.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {sections, type Section} from './sections';

/** A file's path relative to `root`, with `/` separators. */
const relativeTo = (root: string, file: string) => path.relative(root, path.resolve(file)).split(path.sep).join('/');

/** A file's path relative to the site's root (the working folder), with `/` separators. */
export const siteRelative = (file: string) => relativeTo(process.cwd(), file);

/** The section whose folder holds a file (the deepest, for folders within folders), if any. */
export function sectionOfFile(
  file: string,
  root = process.cwd(),
  list: readonly Section[] = sections,
): Section | undefined {
  const rel = relativeTo(root, file);
  return list.filter((s) => rel.startsWith(`${s.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
}

/** The folders of the site's pages, from the sections list. */
export const contentDirs = sections.map((s) => s.path);

/** Every `.md`/`.mdx` file below a folder, sorted, as paths that start with `dir` (absolute when it is). */
export function mdxFilesUnder(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(dir, f))
    .sort();
}

/** Every `.mdx` page of the given folders (default: every section), relative to `root`, sorted. */
export function mdxFiles(dirs: readonly string[] = contentDirs, root = process.cwd()): string[] {
  return dirs
    .flatMap((dir) => mdxFilesUnder(path.join(root, dir)).map((f) => path.relative(root, f)))
    .filter((f) => f.endsWith('.mdx'))
    .sort();
}

/** The front matter of an MDX source, or an empty object. */
export function frontMatterOf(source: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  const data = match ? parse(match[1]) : undefined;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}
