/**
 * `scripts/compare-builds.ts` sets hashes, ids and minified names aside and reports real
 * differences.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {compareBuilds, compareChunks, comparePages} from '../../scripts/compare-builds';

const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, {recursive: true, force: true})));

/** A build folder of the given files. */
function build(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'compare-builds-'));
  roots.push(root);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

const chunk = (id: number, body: string) =>
  `"use strict";(self.webpackChunk=self.webpackChunk||[]).push([[${id}],{${id}(e,t,n){${body}}}]);`;

describe('compare-builds', () => {
  const before = {
    'index.html': '<div class="codeBlock_bY9V">Hello</div><script src="/assets/js/main.1a2b3c4d.js"></script>',
    'assets/css/styles.0badf00d.css': '.codeBlock_bY9V{color:red}',
    'assets/js/main.1a2b3c4d.js': chunk(101, 'let a=n(5);a.x("hello")'),
    'assets/js/1559.aaaaaaaa.js': chunk(1559, 'let r=n(7);r.y("tabs")'),
    'search/abcdef12/w/1.json': '{"hello":[1]}',
  };

  it('finds two builds the same when only hashes, ids, chunk names and CSS-module suffixes differ', () => {
    const after = {
      'index.html': '<div class="codeBlock_Qz7X">Hello</div><script src="/assets/js/main.99999999.js"></script>',
      'assets/css/styles.12345678.css': '.codeBlock_Qz7X{color:red}',
      'assets/js/main.99999999.js': chunk(202, 'let a=n(6);a.x("hello")'),
      'assets/js/2177.bbbbbbbb.js': chunk(2177, 'let r=n(8);r.y("tabs")'),
      'search/0123456789/w/1.json': '{"hello":[1]}',
    };
    expect(compareBuilds(build(before), build(after)).problems).toEqual([]);
  });

  it('reports changed text, a changed module, and files on one side only', () => {
    const after = {
      ...before,
      'index.html': before['index.html'].replace('Hello', 'Hello!'),
      'assets/js/main.1a2b3c4d.js': chunk(101, 'let a=n(5);a.x("goodbye")'),
      'extra.html': '<p>new</p>',
    };
    const {problems} = compareBuilds(build(before), build(after));
    expect(problems.some((p) => p.startsWith('index.html: differs'))).toBe(true);
    expect(problems).toContain('assets/js/main.#.js: 1 module(s) differ');
    expect(problems.some((p) => p.endsWith(': extra.html'))).toBe(true);
    expect(problems).toHaveLength(1 + 3 + 1); // index.html, the module (with its - and + lines), extra.html
  });

  it('reports a numeric chunk whose modules changed as gone and added', () => {
    const {['assets/js/1559.aaaaaaaa.js']: _gone, ...rest} = before;
    const after = {...rest, 'assets/js/2177.bbbbbbbb.js': chunk(2177, 'let r=n(7);r.y("tables")')};
    const {problems} = compareBuilds(build(before), build(after));
    expect(problems.filter((p) => p.startsWith('only in'))).toHaveLength(2);
  });

  it("counts a module that differs only in the minifier's short names apart, and not a renamed property", () => {
    const namesOnly = compareChunks(chunk(1, 'let a=n(5),b={...a};a.x(b)'), chunk(1, 'let r=n(5),s={...r};r.x(s)'));
    expect(namesOnly).toEqual({gone: [], added: [], namesOnly: 1});
    const property = compareChunks(chunk(1, 'let a=n(5);a.x()'), chunk(1, 'let a=n(5);a.y()'));
    expect(property.namesOnly).toBe(0);
    expect(property.gone).toHaveLength(1);
  });

  it('with --pages, finds pages the same whose tags that load scripts and styles differ, and reports any other difference', () => {
    const page = (head: string, body: string) =>
      `<!doctype html><html><head><title>A</title>${head}</head><body><div class="x_bY9V">${body}</div></body></html>`;
    const layered = build({
      'index.html': page(
        '<link rel="preload" href="/assets/js/main.1a2b3c4d.js" as="script"><link rel="stylesheet" href="/assets/css/styles.0badf00d.css"><script>window.x=1</script>',
        'Hello<script src="/assets/js/main.1a2b3c4d.js" defer></script>',
      ),
      'a/index.html': page('', 'A'),
      'assets/js/main.1a2b3c4d.js': 'only the layer',
    });
    const stock = build({
      'index.html': page(
        '<link rel="prefetch" href="/assets/js/1559.aaaaaaaa.js"><link rel="stylesheet" href="/assets/css/styles.12345678.css"><style>b{}</style>',
        'Hello<script src="/assets/js/runtime~main.99999999.js" defer></script>',
      ),
      'a/index.html': page('', 'A'),
    });
    expect(comparePages(layered, stock)).toEqual({problems: [], files: 2, namesOnly: 0});
    // A changed text, a changed link that loads nothing, a page on one side only.
    const broken = build({
      'index.html': page('<link rel="canonical" href="/b">', 'Hello!'),
      'a/index.html': page('<script type="application/ld+json">{"name":"B"}</script>', 'A'),
      'b/index.html': page('', 'B'),
    });
    const {problems} = comparePages(layered, broken);
    expect(problems.map((p) => p.split('\n')[0])).toEqual([
      `only in ${broken}: b/index.html`,
      'index.html: differs at character 44',
      'a/index.html: differs at character 44',
    ]);
  });
});
