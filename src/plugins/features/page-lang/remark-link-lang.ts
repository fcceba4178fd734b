/**
 * Remark step: on a Vietnamese page, a link to a page that exists only in English says so. The build
 * appends " (tiếng Anh)" to the link's text (unless the writer already wrote it) and marks the link
 * `hreflang="en"`, so a Vietnamese administrator knows before following it, and so does a screen reader.
 *
 * A link from a Vietnamese page to an English page that HAS a Vietnamese edition is a writer's slip
 * (the Vietnamese edition is the right target): the writers' lint reports it (scripts/lint/rules.ts,
 * `vi-link-edition`), and this step leaves it alone.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {counterpartOf, langOfPath, type PageLangs} from '../../../config/page-langs';
import {pageLangs, sections, type Section} from '../../../config/sections';
import {changelogList, entryRoute} from '../../../config/changelog';
import {sectionOfFile} from '../../../config/content-files';

export const EN_ONLY_MARK = '(tiếng Anh)';

/**
 * The route of an MDX file of a section (`bitrix_vie/setup/trial.mdx` → `/bitrix_pitel_vie/setup/trial`),
 * following an absolute `slug` of its front matter (`/category/cài-đặt`) as Docusaurus does, or of a
 * changelog entry (`changelog_vie/2026-11-26-tim-kiem.mdx` → `/nhat-ky-thay-doi/2026/11/26/tim-kiem`,
 * src/config/changelog.ts), so the entries get the same language rules as the pages.
 */
export function routeOfFile(
  file: string,
  list: readonly Section[] = sections,
  root = process.cwd(),
): string | undefined {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const log = changelogList.find((l) => rel.startsWith(`${l.path}/`));
  if (log) return entryRoute(log, rel.slice(log.path.length + 1));
  const section = sectionOfFile(file, root, list);
  if (!section) return undefined;
  const base = section.routeBasePath ? `/${section.routeBasePath}` : '';
  const slug = existsSync(file)
    ? /^---\r?\n[\s\S]*?^slug:\s*['"]?(\/[^'"\r\n]*)['"]?\s*$/m.exec(
        readFileSync(file, 'utf8').split(/\r?\n---\r?\n/)[0],
      )
    : null;
  if (slug) return `${base}${slug[1]}`;
  const page = rel.slice(section.path.length + 1).replace(/\.mdx?$/, '');
  const tail = page === 'index' ? '/' : page.endsWith('/index') ? `/${page.slice(0, -'index'.length)}` : `/${page}`;
  return `${base}${tail}`;
}

/** The page a link leads to, or undefined when it is not a page of this site (another host, a download). */
export function internalTarget(url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const target = url.replace(/[?#].*$/, '');
  if (!target || /\.[a-z0-9]+$/i.test(target)) return undefined;
  try {
    return decodeURI(target);
  } catch {
    return target;
  }
}

function textOf(node: {children?: unknown[]; value?: unknown}): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map((c) => textOf(c as never)).join('');
}

export function markEnglishLinks(tree: Root, pageLang: string, langs: PageLangs): number {
  if (pageLang !== 'vi') return 0;
  let marked = 0;
  visit(tree, 'link', (link, i, parent) => {
    const target = internalTarget(link.url);
    if (!target || langOfPath(target, langs) !== 'en' || counterpartOf(target, langs.pairs)) return;
    const next = i === undefined ? undefined : parent?.children[i + 1];
    const already =
      textOf(link).includes(EN_ONLY_MARK) || (next?.type === 'text' && next.value.trimStart().startsWith(EN_ONLY_MARK));
    link.data = {...link.data, hProperties: {...(link.data?.hProperties ?? {}), hrefLang: 'en'}};
    if (!already) {
      link.children.push({type: 'text', value: ` ${EN_ONLY_MARK}`});
      marked += 1;
    }
  });
  return marked;
}

export function remarkLinkLang() {
  const langs = pageLangs();
  return (tree: Root, file: VFile) => {
    const route = file.path ? routeOfFile(file.path) : undefined;
    if (route) markEnglishLinks(tree, langOfPath(route, langs), langs);
  };
}
