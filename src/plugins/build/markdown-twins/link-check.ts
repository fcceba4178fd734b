/**
 * The build stops on a link of the written Markdown (the twins, llms.txt and the part files) to a twin or
 * index file that was not written, or to an id its page does not have. Docusaurus's own link checks see
 * the pages only; these files are written after them, by ./index.ts, which runs this check last.
 *
 * A twin carries every id of its page (./remark-anchors.ts), so an anchor is looked up among the ids of
 * the page's built HTML: a fast read, where parsing the twins again would cost seconds.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';

/** A written Markdown file: its URL path (`/llms.txt`, `/a/b.md`) and its text. */
export interface WrittenFile {
  path: string;
  text: string;
}

/** The targets of a Markdown text's links: `[text](url)`, `[ref]: url` and `<a href="url">`. */
export function markdownLinks(text: string): string[] {
  const inline = [...text.matchAll(/\]\(<?([^()\s<>]+(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+"[^"]*")?\)/g)].map(
    (m) => m[1],
  );
  const definitions = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s+<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]);
  const hrefs = [...text.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  return [...inline, ...definitions, ...hrefs];
}

/** The ids of a built HTML page (`id`, and `name` of an `<a>`), however its minifier quoted them. */
export function htmlIds(html: string): Set<string> {
  const ids = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (attrs.id) ids.add(attrs.id);
        if (name === 'a' && attrs.name) ids.add(attrs.name);
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  return ids;
}

/** The built HTML file of the page a twin path stands for (`/a/b.md` → `a/b/index.html`, `/a/index.md` → `a/index.html`). */
function pageFileOfTwin(outDir: string, twin: string): string {
  const route = twin.endsWith('/index.md') ? twin.slice(0, -'index.md'.length) : twin.slice(0, -'.md'.length);
  return path.join(outDir, route, 'index.html');
}

/**
 * One line per link of the files into the site (root-relative, relative, or absolute under `siteUrl`) that ends
 * in `.md` or `.txt` and names no file of the build, or whose `#id` the twin's page lacks.
 */
export function twinLinkProblems(outDir: string, siteUrl: string, files: readonly WrittenFile[]): string[] {
  const site = new URL(siteUrl.replace(/\/?$/, '/'));
  const ids = new Map<string, Set<string> | undefined>();
  const idsOf = (twin: string) => {
    if (!ids.has(twin)) {
      const file = pageFileOfTwin(outDir, twin);
      ids.set(twin, existsSync(file) ? htmlIds(readFileSync(file, 'utf8')) : undefined);
    }
    return ids.get(twin);
  };
  const problems: string[] = [];
  for (const file of files) {
    for (const link of markdownLinks(file.text)) {
      let url: URL;
      try {
        url = new URL(link, new URL(encodeURI(file.path), site));
      } catch {
        continue;
      }
      if (url.origin !== site.origin) continue;
      let target: string;
      try {
        target = decodeURIComponent(url.pathname);
      } catch {
        problems.push(`${file.path}: ${link} is not a valid address`);
        continue;
      }
      if (!/\.(md|txt)$/.test(target)) continue;
      if (!existsSync(path.join(outDir, target))) {
        problems.push(`${file.path}: ${link} names no file of the build (${target})`);
        continue;
      }
      const id = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
      if (id && target.endsWith('.md') && !idsOf(target)?.has(id))
        problems.push(`${file.path}: ${link}: the page of ${target} has no id "${id}"`);
    }
  }
  return problems;
}

/** Throws when a written file links a twin or id that does not exist, naming each file and what to do. */
export function assertTwinLinks(outDir: string, siteUrl: string, files: readonly WrittenFile[]): void {
  const problems = twinLinkProblems(outDir, siteUrl, files);
  if (!problems.length) return;
  throw new Error(
    [
      `markdown-twins: ${problems.length} link(s) to a Markdown twin or id that does not exist:`,
      ...problems.map((line) => `- ${line}`),
      "A twin's links are its page's: fix the link in the page's source. llms.txt's own links are assistantNotes in src/plugins/build/markdown-twins/llms-txt.ts.",
    ].join('\n'),
  );
}
