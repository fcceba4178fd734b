/**
 * The pages that exist in both languages, as files: the pages of the sections that are editions of each
 * other (`editionOf` in src/config/sections.ts) and the single pairs of src/config/pages.ts, each with its
 * counterpart. Read by `npm run check:editions` and by the editions tests (tests/support/editions.ts).
 */
import path from 'node:path';
import {counterpartOf} from '../../src/config/page-langs';
import {pageLangs, sections, type Section} from '../../src/config/sections';
import {pagePairs} from '../../src/config/pages';
import {mdxFiles} from '../../src/config/content-files';
import {routeOfFile} from '../../src/plugins/features/page-lang/remark-link-lang';

export const root = path.resolve(__dirname, '../..');

/** The source file of a route: `<section folder>/<path>.mdx` or `…/index.mdx`. */
export function fileOfRoute(route: string, list: readonly Section[] = sections): string | undefined {
  const candidates = mdxFiles(
    list.map((s) => s.path),
    root,
  );
  const trimmed = (r: string | undefined) => r?.replace(/\/$/, '');
  return candidates.find((f) => trimmed(routeOfFile(path.join(root, f), list, root)) === trimmed(route));
}

/** Each page of the paired sections and single pairs, with its counterpart's file (undefined when missing). */
export function editionPairs(
  list: readonly Section[] = sections,
): {route: string; file: string; other: string; otherFile: string | undefined}[] {
  const langs = pageLangs(list, pagePairs);
  const paired = list.filter((s) => s.editionOf || list.some((o) => o.editionOf === s.id));
  const files = mdxFiles(
    paired.map((s) => s.path),
    root,
  ).concat(
    pagePairs
      .flatMap((p) => [p.en, p.vi])
      .map((r) => fileOfRoute(r, list)!)
      .filter(Boolean),
  );
  return [...new Set(files)].map((file) => {
    const route = routeOfFile(path.join(root, file), list, root)!;
    const other = counterpartOf(route, langs.pairs)!;
    return {route, file, other: other?.path, otherFile: other && fileOfRoute(other.path, list)};
  });
}
