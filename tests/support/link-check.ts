/**
 * Strict link check of a built site: every internal link, image, script and stylesheet must point
 * to a file of the build, and every `#fragment` to an id on the target page.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {resolveFile} from './static-server';

export interface LinkProblem {
  page: string;
  href: string;
  reason: string;
}

export interface LinkReport {
  pages: number;
  links: number;
  problems: LinkProblem[];
}

interface PageScan {
  ids: Set<string>;
  refs: {tag: string; href: string}[];
}

function scanHtml(html: string): PageScan {
  const ids = new Set<string>();
  const refs: {tag: string; href: string}[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (attrs.id) ids.add(attrs.id);
        if (name === 'a' && attrs.name) ids.add(attrs.name);
        if (name === 'a' && attrs.href !== undefined) refs.push({tag: 'a', href: attrs.href});
        if ((name === 'img' || name === 'script' || name === 'source') && attrs.src)
          refs.push({tag: name, href: attrs.src});
        if (name === 'link' && attrs.href && !/preconnect|dns-prefetch|canonical|alternate/.test(attrs.rel ?? '')) {
          refs.push({tag: 'link', href: attrs.href});
        }
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  return {ids, refs};
}

/** The URL path a built HTML file is served at. */
export function pageUrl(root: string, file: string): string {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel.replace(/\.html$/, '')}`;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function checkBuiltLinks(buildDir: string): LinkReport {
  const root = path.resolve(buildDir);
  const scans = new Map<string, PageScan>();
  const scan = (file: string) => {
    let s = scans.get(file);
    if (!s) {
      s = scanHtml(readFileSync(file, 'utf8'));
      scans.set(file, s);
    }
    return s;
  };
  const problems: LinkProblem[] = [];
  let links = 0;
  const files = (readdirSync(root, {recursive: true}) as string[])
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(root, f));
  for (const file of files) {
    const page = pageUrl(root, file);
    for (const {tag, href} of scan(file).refs) {
      if (EXTERNAL.test(href) || href === '') continue;
      links++;
      const url = new URL(href, `http://site.invalid${page}`);
      const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
      let target: string | undefined;
      try {
        target = resolveFile(root, url.pathname);
      } catch (e) {
        problems.push({page, href, reason: `malformed path (${(e as Error).message})`});
        continue;
      }
      if (!target) {
        problems.push({page, href, reason: `no file for ${decodeURIComponent(url.pathname)} (${tag})`});
        continue;
      }
      if (fragment && target.endsWith('.html') && !scan(target).ids.has(fragment)) {
        problems.push({page, href, reason: `no element with id "${fragment}" on ${pageUrl(root, target)}`});
      }
    }
  }
  return {pages: files.length, links, problems};
}
