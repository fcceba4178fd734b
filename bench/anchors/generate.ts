/**
 * Generates the two anchor sites of the comparative benchmark from our own pages: a vanilla
 * Docusaurus 3.10 site and a VitePress 1.x site, with every page of every section of
 * src/config/sections.ts (the Vietnamese editions included): the same routes, titles and body text
 * (plain Markdown: MDX imports, JSX and admonition syntax stripped, the API reference rendered in
 * place of `<ApiReference />`). Both land in bench/.work/ (git-ignored) with their packages installed
 * by npm; an install is reused while its package.json is unchanged.
 * Usage: npx tsx bench/anchors/generate.ts
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type {BlockContent, Parent, PhrasingContent, RootContent} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import YAML from 'yaml';
import {apiFrontMatter, referenceNodes} from '../../src/plugins/features/api-reference';
import {sections, type Section} from '../../src/config/sections';
import {loadSpecRoutes} from '../../tests/support/routes';

export const root = path.resolve(__dirname, '../..');
export const WORK = path.join(root, 'bench/.work');
export const DOCUSAURUS_DIR = path.join(WORK, 'docusaurus');
export const VITEPRESS_DIR = path.join(WORK, 'vitepress');
/** The VitePress source folder inside VITEPRESS_DIR (its build lands in `site/.vitepress/dist`). */
export const VITEPRESS_SRC = 'site';

export interface AnchorPage {
  route: string;
  section: Section;
  title: string;
  description?: string;
  sidebarLabel?: string;
  /** Plain Markdown body, without the title heading. */
  body: string;
  /** Whether the page is an endpoint page of the API reference (its `api` front matter). */
  api?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Our pages: route of each source file, and its body as plain Markdown.

const sectionBase = (s: Section) => (s.routeBasePath ? `/${s.routeBasePath}` : '');

/** The URL Docusaurus gives a doc: its `slug` front matter, else its path (`index` → folder with a trailing slash). */
export function routeOfDoc(section: Section, relFile: string, slug?: unknown): string {
  const base = sectionBase(section);
  const dir = path.posix.dirname(relFile) === '.' ? '' : path.posix.dirname(relFile);
  if (typeof slug === 'string') return slug.startsWith('/') ? base + slug : `${base}/${dir ? `${dir}/` : ''}${slug}`;
  const name = path.posix.basename(relFile).replace(/\.mdx?$/, '');
  if (name === 'index') return `${base}/${dir ? `${dir}/` : ''}`;
  return `${base}/${dir ? `${dir}/` : ''}${name}`;
}

function walk(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), {withFileTypes: true}).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return walk(dir, r);
    return /\.mdx?$/.test(e.name) ? [r] : [];
  });
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const paragraph = (...children: PhrasingContent[]): RootContent => ({type: 'paragraph', children});

type AnyNode = RootContent & {
  name?: string;
  children?: AnyNode[];
  attributes?: {name: string; value: unknown}[];
  data?: Record<string, unknown>;
};

/** An attribute's value when it is written as text (`label="…"`); an expression (`label={…}`) gives nothing. */
const attr = (node: AnyNode, name: string): string | undefined => {
  const value = node.attributes?.find((a) => a.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
};

/** Rewrites MDX-only nodes into plain Markdown: JSX is unwrapped (tabs keep their label), imports and expressions go, admonitions become quotes. */
function plainNodes(node: AnyNode, api: (() => RootContent[]) | undefined): AnyNode[] {
  switch (node.type as string) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      if (node.name === 'ApiReference') return (api?.() ?? []).flatMap((n) => plainNodes(n as AnyNode, api));
      if (node.name === 'br') return [text(' ') as AnyNode];
      const children = (node.children ?? []).flatMap((c) => plainNodes(c, api));
      if (node.name === 'TabItem')
        return [paragraph(strong(attr(node, 'label') ?? attr(node, 'value') ?? '')) as AnyNode, ...children];
      return children;
    }
    case 'containerDirective': {
      // :::tip[Label] … ::: → a quote that starts with the label in bold.
      const [first, ...rest] = node.children ?? [];
      const labelled = first?.data?.directiveLabel === true;
      const label = labelled
        ? ((first as Parent).children as PhrasingContent[])
        : [text(node.name![0].toUpperCase() + node.name!.slice(1))];
      const body = (labelled ? rest : (node.children ?? [])).flatMap((c) => plainNodes(c, api));
      return [
        {
          type: 'blockquote',
          children: [paragraph({type: 'strong', children: label}), ...body] as BlockContent[],
        } as AnyNode,
      ];
    }
    case 'leafDirective':
    case 'textDirective': {
      // Not a directive in Docusaurus either: give the colon back.
      const prefix = node.type === 'leafDirective' ? '::' : ':';
      const children = (node.children ?? []).flatMap((c) => plainNodes(c, api));
      return node.type === 'leafDirective'
        ? [paragraph(text(prefix + node.name), ...(children as PhrasingContent[])) as AnyNode]
        : [text(prefix + node.name) as AnyNode, ...children];
    }
    case 'link': {
      const link = node as AnyNode & {url: string};
      link.url = link.url.replace(/^pathname:\/\//, '');
      break;
    }
  }
  if (node.children) node.children = node.children.flatMap((c) => plainNodes(c, api));
  return [node];
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const printer = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-'});

/** The body of one MDX page as plain Markdown. */
export function plainMarkdown(mdxBody: string, api?: () => RootContent[]): string {
  const tree = parser.parse(mdxBody);
  tree.children = tree.children.flatMap((c) => plainNodes(c as AnyNode, api));
  return printer.stringify(tree);
}

/**
 * Every page of every section (src/config/sections.ts, the Vietnamese editions included) with its
 * title and body: the routes of the specification first, in route-list order, then the pages the
 * specification does not list, section by section. Every route of the specification must have a page.
 */
export function loadPages(list: readonly Section[] = sections): AnchorPage[] {
  const byRoute = new Map<string, AnchorPage>();
  for (const section of list) {
    const dir = path.join(root, section.path);
    for (const rel of walk(dir)) {
      const file = path.join(dir, rel);
      const {data, content} = matter(readFileSync(file, 'utf8'));
      const route = routeOfDoc(section, rel, data.slug);
      const api = apiFrontMatter(data);
      const body = plainMarkdown(content, api && (() => referenceNodes(root, api, path.relative(root, file))));
      byRoute.set(route, {
        route,
        section,
        title: String(data.title),
        description: data.description,
        sidebarLabel: data.sidebar_label,
        body,
        api: Boolean(api),
      });
    }
  }
  const listed = loadSpecRoutes().routes.map(({path: route}) => {
    const page = byRoute.get(route);
    if (!page) throw new Error(`no source page for the route ${route}`);
    return page;
  });
  const seen = new Set(listed);
  return [...listed, ...[...byRoute.values()].filter((p) => !seen.has(p))];
}

// ---------------------------------------------------------------------------------------------
// Writing the sites.

/** `/a/b` → `a/b.md`, `/a/b/` → `a/b/index.md`, `/` → `index.md`. */
export function markdownFile(routeInside: string): string {
  const rel = routeInside.replace(/^\//, '');
  return rel === '' || rel.endsWith('/') ? `${rel}index.md` : `${rel}.md`;
}

function writeFile(file: string, content: string) {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
}

/** Both anchors get our favicon, as a real site has one (without it the browser's /favicon.ico request fails). */
function copyFavicon(to: string) {
  mkdirSync(path.dirname(to), {recursive: true});
  copyFileSync(path.join(root, 'static/img/favicon.svg'), to);
}

const frontMatter = (data: Record<string, unknown>) =>
  `---\n${YAML.stringify(Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)))}---\n\n`;

export const DOCUSAURUS_VERSION = '3.10.2';

export const docusaurusPackage = {
  name: 'anchor-docusaurus',
  private: true,
  dependencies: {
    '@docusaurus/core': DOCUSAURUS_VERSION,
    '@docusaurus/faster': DOCUSAURUS_VERSION,
    '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
    '@mdx-js/react': '^3.1.1',
    clsx: '^2.1.1',
    'prism-react-renderer': '^2.4.1',
    react: '^19.2.0',
    'react-dom': '^19.2.0',
  },
  // The same pins as our package.json.
  overrides: {'@docsearch/react': '4.7.0', '@swc/core': '1.16.18', '@swc/html': '1.16.2'},
};

/** A create-docusaurus-like classic site: six docs instances at our route base paths, autogenerated sidebars, Faster on. */
export function writeDocusaurusSite(pages: AnchorPage[], dir = DOCUSAURUS_DIR, list: readonly Section[] = sections) {
  for (const s of list) rmSync(path.join(dir, s.path.split('/')[0]), {recursive: true, force: true});
  pages.forEach((page, i) => {
    const inside = page.route.slice(sectionBase(page.section).length) || '/';
    const fm = {
      title: page.title,
      description: page.description,
      sidebar_label: page.sidebarLabel,
      sidebar_position: i + 1,
    };
    writeFile(
      path.join(dir, page.section.path, markdownFile(inside)),
      frontMatter(fm) + `# ${page.title}\n\n${page.body}`,
    );
  });
  const plugins = list.map((s) => [
    '@docusaurus/plugin-content-docs',
    {
      id: s.id === 'docs' ? 'default' : s.id,
      path: s.path,
      routeBasePath: s.routeBasePath || '/',
      sidebarPath: './sidebars.js',
    },
  ]);
  const navItem = (s: Section) => ({
    type: 'docSidebar',
    sidebarId: 'sidebar',
    docsPluginId: s.id === 'docs' ? 'default' : s.id,
    label: s.navbar.label,
  });
  // Our sections each have a navbar entry; added sections (the scale bench's) go into one dropdown.
  const [own, added] = [list.filter((s) => sections.includes(s)), list.filter((s) => !sections.includes(s))];
  const navbar = [
    ...own.map((s) => ({...navItem(s), position: 'left'})),
    ...(added.length ? [{type: 'dropdown', label: 'More sections', position: 'left', items: added.map(navItem)}] : []),
  ];
  const config = {
    title: 'Pitel Docs',
    tagline: 'Vanilla Docusaurus anchor',
    url: 'https://example.com',
    baseUrl: '/',
    favicon: 'img/favicon.svg',
    future: {v4: true, faster: true},
    onBrokenLinks: 'warn',
    onBrokenAnchors: 'warn',
    // Plain .md pages are CommonMark, as the generated bodies are.
    markdown: {format: 'detect', hooks: {onBrokenMarkdownLinks: 'warn'}},
    i18n: {defaultLocale: 'en', locales: ['en']},
    presets: [['classic', {docs: false, blog: false}]],
    plugins,
    themeConfig: {
      navbar: {title: 'Pitel Docs', items: navbar},
      footer: {style: 'dark', copyright: 'Pitel Docs anchor'},
    },
  };
  writeFile(
    path.join(dir, 'docusaurus.config.js'),
    `// Generated by bench/anchors/generate.ts\nmodule.exports = ${JSON.stringify(config, null, 2)};\n`,
  );
  copyFavicon(path.join(dir, 'static/img/favicon.svg'));
  writeFile(path.join(dir, 'sidebars.js'), `module.exports = {sidebar: [{type: 'autogenerated', dirName: '.'}]};\n`);
  writeFile(path.join(dir, 'package.json'), JSON.stringify(docusaurusPackage, null, 2) + '\n');
}

export const vitepressPackage = {
  name: 'anchor-vitepress',
  private: true,
  type: 'module',
  devDependencies: {vitepress: '^1.6.4'},
};

interface SidebarItem {
  text: string;
  link?: string;
  collapsed?: boolean;
  items?: SidebarItem[];
}

/** A sidebar per section: folders become collapsed groups (an index page is the group's link), pages in route-list order. */
export function vitepressSidebar(
  pages: AnchorPage[],
  list: readonly Section[] = sections,
): Record<string, SidebarItem[]> {
  const sidebar: Record<string, SidebarItem[]> = {};
  for (const section of list) {
    const top: SidebarItem[] = [];
    const groups = new Map<string, SidebarItem>();
    const group = (dirs: string[]): SidebarItem[] => {
      if (!dirs.length) return top;
      const key = dirs.join('/');
      let g = groups.get(key);
      if (!g) {
        g = {text: dirs[dirs.length - 1], collapsed: true, items: []};
        groups.set(key, g);
        group(dirs.slice(0, -1)).push(g);
      }
      return g.items!;
    };
    for (const page of pages.filter((p) => p.section === section)) {
      const parts = page.route.slice(sectionBase(section).length).split('/').filter(Boolean);
      const label = page.sidebarLabel ?? page.title;
      if (page.route.endsWith('/') && parts.length) {
        group(parts); // the folder's group, linked to its index page
        groups.get(parts.join('/'))!.link = page.route;
      } else {
        group(parts.slice(0, -1)).push({text: label, link: page.route});
      }
    }
    sidebar[sectionBase(section) ? `${sectionBase(section)}/` : '/'] = top;
  }
  return sidebar;
}

const navLink = (s: Section) => ({text: s.navbar.label, link: sectionBase(s) ? `${sectionBase(s)}/` : '/'});

/** A VitePress site with the same URLs (`cleanUrls`, folders mirroring the routes) and a sidebar per prefix. */
export function writeVitePressSite(
  pages: AnchorPage[],
  dir = VITEPRESS_DIR,
  list: readonly Section[] = sections,
  srcName = VITEPRESS_SRC,
) {
  const src = path.join(dir, srcName);
  for (const entry of existsSync(src) ? readdirSync(src) : [])
    if (entry !== '.vitepress') rmSync(path.join(src, entry), {recursive: true, force: true});
  for (const page of pages) {
    // `{{ }}` in text is Vue syntax to VitePress: the body is shown as is (a v-pre container, with a long fence
    // so a `:::` line inside a code block cannot close it).
    const body = `# ${page.title}\n\n:::::::::: v-pre\n\n${page.body}\n::::::::::\n`;
    writeFile(
      path.join(src, markdownFile(page.route)),
      frontMatter({title: page.title, description: page.description}) + body,
    );
  }
  copyFavicon(path.join(src, 'public/favicon.svg'));
  const config = {
    title: 'Pitel Docs',
    description: 'VitePress anchor',
    cleanUrls: true,
    ignoreDeadLinks: true,
    head: [['link', {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'}]],
    themeConfig: {
      nav: [
        ...list.filter((s) => sections.includes(s)).map(navLink),
        ...(list.some((s) => !sections.includes(s))
          ? [{text: 'More sections', items: list.filter((s) => !sections.includes(s)).map(navLink)}]
          : []),
      ],
      sidebar: vitepressSidebar(pages, list),
    },
  };
  writeFile(
    path.join(src, '.vitepress/config.mjs'),
    `// Generated by bench/anchors/generate.ts\nexport default ${JSON.stringify(config, null, 2)};\n`,
  );
  if (srcName === VITEPRESS_SRC)
    writeFile(path.join(dir, 'package.json'), JSON.stringify(vitepressPackage, null, 2) + '\n');
}

// ---------------------------------------------------------------------------------------------
// Installing.

/** Runs `npm install --prefix dir` unless the packages installed there match dir/package.json. */
export function ensureInstalled(dir: string) {
  const stamp = path.join(dir, 'node_modules/.bench-package.json');
  const wanted = readFileSync(path.join(dir, 'package.json'), 'utf8');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return false;
  console.log(`npm install --prefix ${path.relative(root, dir)} …`);
  execFileSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error'], {stdio: 'inherit'});
  writeFileSync(stamp, wanted);
  return true;
}

/** Generates both anchor sites and installs their packages. */
export function prepareAnchors(
  which: {docusaurus?: boolean; vitepress?: boolean} = {docusaurus: true, vitepress: true},
) {
  const pages = loadPages();
  if (which.docusaurus) {
    writeDocusaurusSite(pages);
    ensureInstalled(DOCUSAURUS_DIR);
  }
  if (which.vitepress) {
    writeVitePressSite(pages);
    ensureInstalled(VITEPRESS_DIR);
  }
  return pages;
}

if (require.main === module) {
  const pages = prepareAnchors();
  const bytes = pages.reduce((n, p) => n + Buffer.byteLength(p.body), 0);
  console.log(
    `${pages.length} pages (${(bytes / 1024).toFixed(0)} KiB of Markdown) written to ${path.relative(root, DOCUSAURUS_DIR)} and ${path.relative(root, VITEPRESS_DIR)}`,
  );
}
