/**
 * The build-time highlighter, its grammars, its theme CSS, its errors for unknown languages, the blocks
 * that show a file of the repository (broken fixtures: a pasted copy, a path outside the site, a missing
 * file), and the Prism swap.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'hast';
import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../src/plugins/features/code-blocks/themes';
import {EXTRA_LANGUAGES, highlight} from '../../src/plugins/features/code-blocks/highlight';
import {contentDirs, mdxFiles} from '../../src/config/content-files';
import {codeThemesCss, themeCss} from '../../src/plugins/features/code-blocks/theme-css';
import {codeBlockNode, parseMeta, rehypeCodeBlocks} from '../../src/plugins/features/code-blocks/rehype';
import {declaredDependencies} from '../../src/plugins/build/mdx-dependencies';

const attrs = (node: {attributes: {name: string; value: string}[]}) =>
  Object.fromEntries(node.attributes.map((a) => [a.name, a.value]));

function fenced(lang: string | undefined, code: string, meta?: string): Root {
  return {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'code',
            properties: {className: lang ? [`language-${lang}`] : undefined, metastring: meta},
            children: [{type: 'text', value: code}],
          },
        ],
      },
    ],
  };
}

describe('build-time highlighting', () => {
  it('marks up tokens with Prism classes and escapes the code', () => {
    expect(highlight('const a = "<b>";', 'javascript')).toBe(
      '<span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token string">"&lt;b>"</span><span class="token punctuation">;</span>',
    );
    expect(highlight('curl -X POST', 'bash')).toContain('<span class="token function">curl</span>');
    expect(highlight('<?php echo 1;', 'php')).toContain('<span class="token keyword">echo</span>');
    expect(highlight('a < b & c', 'text')).toBe('a &lt; b &amp; c');
  });

  it('reads the title from the meta string and leaves the rest', () => {
    expect(parseMeta('title="Request a token"')).toEqual({title: 'Request a token', rest: ''});
    expect(parseMeta("title='pitel.py'")).toEqual({title: 'pitel.py', rest: ''});
    expect(parseMeta('{1,3} title="x"')).toEqual({title: 'x', rest: '{1,3}'});
    expect(parseMeta('file="examples/a.ts" title="a.ts"')).toEqual({title: 'a.ts', file: 'examples/a.ts', rest: ''});
  });

  it('turns a fenced block into a CodeBlock element with highlighted HTML and its title', () => {
    const tree = fenced('json', '{"a": 1}\n', 'title="Body"');
    rehypeCodeBlocks()(tree, {path: 'docs/x.mdx'} as never);
    const [node] = tree.children as unknown as Parameters<typeof attrs>[0][];
    expect(node).toMatchObject({type: 'mdxJsxFlowElement', name: 'CodeBlock'});
    expect(attrs(node)).toEqual({language: 'json', title: 'Body', html: highlight('{"a": 1}', 'json')});
  });

  it('shows a block without a language as plain text', () => {
    const tree = fenced(undefined, 'x < y');
    rehypeCodeBlocks()(tree, {path: 'docs/x.mdx'} as never);
    expect(attrs(tree.children[0] as never)).toEqual({language: 'text', html: 'x &lt; y'});
  });

  it('shows the file a block names, titled with its path, and declares it a dependency of the page', () => {
    const shown = 'tests/fixtures/code-blocks/shown.ts';
    const page = path.resolve(__dirname, '../fixtures/code-blocks/page.mdx');
    const tree = fenced('ts', '', `file="${shown}"`);
    rehypeCodeBlocks()(tree, {path: page} as never);
    const code = readFileSync(path.resolve(__dirname, '../..', shown), 'utf8').replace(/\n$/, '');
    expect(attrs(tree.children[0] as never)).toEqual({language: 'ts', title: shown, html: highlight(code, 'ts')});
    expect(declaredDependencies(page)).toEqual([path.resolve(__dirname, '../..', shown)]);
    const titled = fenced('ts', '\n', `title="shown.ts" file="${shown}"`);
    rehypeCodeBlocks()(titled, {path: page} as never);
    expect(attrs(titled.children[0] as never).title).toBe('shown.ts');
  });

  it('stops the build on a file block with a pasted body, a path outside the site, or a missing file (broken fixtures)', () => {
    const run = (body: string, file: string) => () =>
      rehypeCodeBlocks()(fenced('ts', body, `file="${file}"`), {path: 'docs/x.mdx'} as never);
    expect(run('export const answer = 42;\n', 'tests/fixtures/code-blocks/shown.ts')).toThrow(
      /docs\/x\.mdx: a code block with file="tests\/fixtures\/code-blocks\/shown\.ts" shows that file; leave its body empty/,
    );
    expect(run('', '../outside.ts')).toThrow(
      /docs\/x\.mdx: code block file "\.\.\/outside\.ts" is not a path inside the site/,
    );
    expect(run('', '/etc/hostname')).toThrow(/is not a path inside the site/);
    expect(run('', 'tests/fixtures/code-blocks/missing.ts')).toThrow(
      /docs\/x\.mdx: code block file "tests\/fixtures\/code-blocks\/missing\.ts" does not exist/,
    );
  });

  it('leaves inline code alone', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [{type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: 'id'}]}],
        },
      ],
    };
    const before = structuredClone(tree);
    rehypeCodeBlocks()(tree, {path: 'docs/x.mdx'} as never);
    expect(tree).toEqual(before);
  });

  it('stops the build, naming the file, on an unknown language or unsupported options', () => {
    expect(() => codeBlockNode('x', 'cobol-2099', '', 'docs/a.mdx')).toThrow(
      /docs\/a\.mdx: unknown code block language "cobol-2099"/,
    );
    expect(() => codeBlockNode('x', 'bash', 'showLineNumbers', 'docs/a.mdx')).toThrow(
      /docs\/a\.mdx: code block options "showLineNumbers"/,
    );
  });
});

// That every language a page uses is known, the build itself checks: it stops on an unknown one, naming the
// file (src/plugins/features/code-blocks/rehype.ts; "stops the build" above proves it).
describe('code block languages', () => {
  it('load no extra grammar that no page uses', () => {
    const root = path.resolve(__dirname, '../..');
    const used = new Set<string>();
    for (const file of mdxFiles(contentDirs, root))
      for (const m of readFileSync(path.join(root, file), 'utf8').matchAll(/^\s*```([\w+-]+)/gm)) used.add(m[1]);
    // php builds on markup-templating, which no page names.
    expect(EXTRA_LANGUAGES.filter((lang) => !used.has(lang) && lang !== 'markup-templating')).toEqual([]);
  });
});

describe('code theme CSS', () => {
  it('scopes each theme to its colour mode, with the plain colours as variables', () => {
    const css = codeThemesCss(lightCodeTheme, darkCodeTheme);
    expect(css).toContain(
      `[data-theme='light'] .theme-code-block{--prism-color:${lightCodeTheme.plain.color};--prism-background-color:${lightCodeTheme.plain.backgroundColor}}`,
    );
    expect(css).toContain(`[data-theme='dark'] .theme-code-block{--prism-color:${darkCodeTheme.plain.color}`);
  });

  it('gives every token style of the theme a rule, language-specific ones under the language class', () => {
    const css = themeCss(
      {
        plain: {color: '#000', backgroundColor: '#fff'},
        styles: [
          {types: ['comment', 'prolog'], style: {color: '#6e6e62', fontStyle: 'italic'}},
          {types: ['tag'], languages: ['markup'], style: {color: '#c63543'}},
        ],
      },
      '.s',
    );
    expect(css.split('\n')).toEqual([
      '.s .theme-code-block{--prism-color:#000;--prism-background-color:#fff}',
      '.s .theme-code-block .token.comment,.s .theme-code-block .token.prolog{color:#6e6e62;font-style:italic}',
      '.s .theme-code-block.language-markup .token.tag{color:#c63543}',
    ]);
  });
});

describe('no Prism in the browser', () => {
  it("swaps exactly the classic theme's client module that loads Prism for an empty one", async () => {
    const {default: themeClassic} = await import('@docusaurus/theme-classic');
    const {PRISM_CLIENT_MODULE, NO_PRISM_MODULE} = await import('../../src/plugins/features/code-blocks');
    const theme = themeClassic(
      {
        i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
        siteConfig: {themeConfig: {prism: {additionalLanguages: []}}},
      } as never,
      {customCss: []},
    );
    const lib = path.dirname(require.resolve('@docusaurus/theme-classic'));
    const modules = (theme.getClientModules as () => string[])().map((m) => {
      try {
        return require.resolve(path.resolve(lib, m));
      } catch {
        return m;
      }
    });
    expect(modules).toContain(PRISM_CLIENT_MODULE);
    expect(readFileSync(NO_PRISM_MODULE, 'utf8')).not.toMatch(/\bimport\b.*from|require\(/);
  });
});
