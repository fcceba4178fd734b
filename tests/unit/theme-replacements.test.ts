/**
 * The theme components this site replaces with nothing, because no page can render them
 * (src/theme/DocVersionBanner, DocVersionBadge, TagsListInline, BlogPostItem/Header/Authors): this test
 * fails as soon as one could, so that the stock component comes back (delete the replacement) instead of
 * a page silently losing its banner, badge, tags or authors. Likewise the navbar item types the site leaves out of its map
 * (src/theme/NavbarItem/ComponentTypes.tsx): the test fails as soon as the navbar names one.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {mdxFilesUnder} from '../../src/config/content-files';
import {frontMatterOf} from '../../src/config/content-files';
import {sections} from '../../src/config/sections';
import {docsPluginOptions, navbarItems} from '../../src/config/site';
import {changelogFiles} from '../../src/config/changelog-files';
import {changelogList} from '../../src/config/changelog';

const root = path.resolve(__dirname, '../..');

/** The problems that would make a replaced component render on some page. */
function replacementProblems(
  options: ReturnType<typeof docsPluginOptions>[],
  files: {file: string; frontMatter: Record<string, unknown>}[],
  exists: (file: string) => boolean,
  changelogFolders: readonly string[] = changelogList.map((log) => log.path),
): string[] {
  const problems: string[] = [];
  for (const o of options) {
    const versions = Object.entries(o.versions ?? {});
    if (versions.some(([name]) => name !== 'current')) problems.push(`${o.id}: options for versions other than the current one`);
    for (const [name, v] of versions) {
      if (v.banner && v.banner !== 'none') problems.push(`${o.id}: version ${name} has a banner`);
      if (v.badge) problems.push(`${o.id}: version ${name} has a badge`);
    }
    if (o.lastVersion || o.onlyIncludeVersions) problems.push(`${o.id}: lastVersion or onlyIncludeVersions set`);
    const versionsFile = o.id === 'default' ? 'versions.json' : `${o.id}_versions.json`;
    if (exists(versionsFile)) problems.push(`${o.id}: ${versionsFile} (a released version)`);
  }
  for (const f of files) if ('tags' in f.frontMatter) problems.push(`${f.file}: tags`);
  // A changelog entry's authors: in its front matter (`authors`, or the older `author…` keys), or in an
  // authors file of its changelog's folder, which the blog plugin reads (and can apply to every entry).
  for (const f of files) for (const key of Object.keys(f.frontMatter)) if (/^authors?(?:_|$)|^author_/.test(key)) problems.push(`${f.file}: ${key}`);
  for (const folder of changelogFolders) for (const name of ['authors.yml', 'authors.yaml', 'authors.json']) if (exists(`${folder}/${name}`)) problems.push(`${folder}/${name}`);
  return problems;
}

describe('theme components replaced with nothing', () => {
  const options = sections.map(docsPluginOptions);
  // The pages of every section, and the changelog's entries (blog posts, whose footer would list their tags too).
  const files = [...sections.flatMap((s) => mdxFilesUnder(path.join(root, s.path))), ...changelogFiles(root).map((f) => path.join(root, f))].map((file) => ({
    file: path.relative(root, file),
    frontMatter: frontMatterOf(readFileSync(file, 'utf8')),
  }));

  it('render on no page: one version per docs section, without banner or badge; no page or changelog entry with tags; no changelog entry with authors', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(replacementProblems(options, files, (f) => existsSync(path.join(root, f)))).toEqual([]);
  });

  it('fail on a second version, a banner, a badge, tags or authors (fixtures)', () => {
    const one = options[0];
    expect(
      replacementProblems(
        [{...one, versions: {current: {label: 'Next', banner: 'unreleased'}, '1.0': {label: '1.0'}}}, {...one, id: 'bitrix_eng', versions: {current: {badge: true}}}],
        [
          {file: 'docs/a.mdx', frontMatter: {title: 'A', tags: ['api']}},
          {file: 'changelog/2026-11-26-b.mdx', frontMatter: {title: 'B', authors: ['lan']}},
          {file: 'changelog_vie/2026-11-26-c.mdx', frontMatter: {title: 'C', author_url: 'https://example.com'}},
        ],
        (f) => f === 'versions.json' || f === 'changelog_vie/authors.yml',
      ),
    ).toEqual([
      'default: options for versions other than the current one',
      'default: version current has a banner',
      'default: versions.json (a released version)',
      'bitrix_eng: version current has a badge',
      'docs/a.mdx: tags',
      'changelog/2026-11-26-b.mdx: authors',
      'changelog_vie/2026-11-26-c.mdx: author_url',
      'changelog_vie/authors.yml',
    ]);
  });
});

/** The types the site's navbar item map lists (the keys of its object literal). */
function mappedTypes(source: string): string[] {
  const literal = /const ComponentTypes[^=]*=\s*\{([^}]*)\}/.exec(source);
  if (!literal) throw new Error('src/theme/NavbarItem/ComponentTypes.tsx: no ComponentTypes object literal');
  return [...literal[1].matchAll(/^\s*'?([\w-]+)'?\s*:/gm)].map((m) => m[1]);
}

interface Item {
  type?: string;
  items?: Item[];
}

/** Every type a navbar item names, as the theme's NavbarItem resolves it (no type: dropdown when it has items). */
function typesOf(items: Item[], inDropdown = false): string[] {
  return items.flatMap((item) => [item.type ?? (item.items && !inDropdown ? 'dropdown' : 'default'), ...typesOf(item.items ?? [], true)]);
}

describe('navbar item types (src/theme/NavbarItem/ComponentTypes.tsx)', () => {
  const mapped = mappedTypes(readFileSync(path.join(root, 'src/theme/NavbarItem/ComponentTypes.tsx'), 'utf8'));

  it('the map has every type the navbar names, and no other', () => {
    // The navbar's items, and those the site's navbar components build (the language menu's line).
    const built = (readdirSync(path.join(root, 'src/theme/NavbarItem'), {recursive: true}) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('ComponentTypes.tsx'))
      .flatMap((f) => [...readFileSync(path.join(root, 'src/theme/NavbarItem', f), 'utf8').matchAll(/\btype: '([\w-]+)'/g)].map((m) => m[1]));
    expect(built).toContain('html');
    const used = new Set([...typesOf(navbarItems()), ...built]);
    expect(mapped.length).toBeGreaterThan(3);
    expect([...used].filter((t) => !mapped.includes(t))).toEqual([]);
    // A type nothing names is bytes on every first visit: drop it from the map (default stays: a
    // dropdown's items are rendered as it).
    expect(mapped.filter((t) => t !== 'default' && !used.has(t))).toEqual([]);
  });

  it('fails on a type the map lacks (fixture)', () => {
    const used = typesOf([{type: 'localeDropdown'}, {items: [{type: 'doc'}, {}]}]);
    expect(used.filter((t) => !mapped.includes(t))).toEqual(['localeDropdown', 'doc']);
  });
});
