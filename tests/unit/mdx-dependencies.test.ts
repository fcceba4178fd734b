/**
 * A page's declared files (an endpoint page's digest of its OpenAPI reference) are its dependencies
 * in Docusaurus's own MDX loader, and an edited document reloads.
 */
import {mkdtempSync, mkdirSync, readFileSync, utimesSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {stringify} from 'yaml';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {remarkApiReference} from '../../src/plugins/features/api-reference';
import {digestFile} from '../../src/plugins/features/api-reference/digests';
import {loadSpec, specFile} from '../../src/openapi';
import mdxDependencies, {declaredDependencies, MDX_DEPENDENCIES_LOADER} from '../../src/plugins/build/mdx-dependencies';

const require = createRequire(import.meta.url);

/** A loader as the bundler calls it, with the context members the loaders here use. */
type Loader = (this: Record<string, unknown>, source: string, map?: unknown, meta?: unknown) => void;

function runLoader(
  loader: Loader,
  file: string,
  source: string,
  options: unknown = {},
): Promise<{result: string; dependencies: string[]}> {
  return new Promise((resolve, reject) => {
    const dependencies: string[] = [];
    const done = (error: Error | null, result: string) => (error ? reject(error) : resolve({result, dependencies}));
    loader.call(
      {
        _compiler: {name: 'client'},
        resource: file,
        resourcePath: file,
        getOptions: () => options,
        addDependency: (d: string) => dependencies.push(d),
        async: () => done,
        callback: done,
      },
      source,
    );
  });
}

function site(spec: Record<string, unknown>) {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'mdx-deps-'));
  mkdirSync(path.join(siteDir, 'openapi'));
  mkdirSync(path.join(siteDir, 'docs'));
  writeFileSync(path.join(siteDir, 'openapi', 'v3.yaml'), stringify(spec));
  const page = path.join(siteDir, 'docs', 'page.mdx');
  writeFileSync(
    page,
    '---\ntitle: Things\nhide_table_of_contents: true\napi:\n  spec: v3\n  operations:\n    - GET /v3/thing\n---\n\nLists things.\n\n<ApiReference />\n',
  );
  return {siteDir, page};
}

const spec = (summary: string) => ({
  openapi: '3.1.0',
  info: {title: 'Fixture', version: '1'},
  servers: [{url: 'https://{API_HOST}'}],
  paths: {'/v3/thing': {get: {operationId: 'listThings', summary, responses: {'200': {description: 'Things.'}}}}},
});

const dependencyLoader = require(MDX_DEPENDENCIES_LOADER) as Loader;

describe('OpenAPI documents as dependencies of the pages rendered from them', () => {
  it('the reference plugin declares the page’s digest of its document (src/plugins/features/api-reference/digests.ts), and the loader adds it as a dependency', async () => {
    const {siteDir, page} = site(spec('List things'));
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkApiReference, {siteDir});
    const file = new VFile({
      value: 'x\n\n<ApiReference />\n',
      path: page,
      data: {frontMatter: {hide_table_of_contents: true, api: {spec: 'v3', operations: ['GET /v3/thing']}}},
    });
    await processor.run(processor.parse(file), file);
    const digest = digestFile(siteDir, page);
    expect(declaredDependencies(page)).toEqual([digest]);
    const {result, dependencies} = await runLoader(dependencyLoader, page, 'compiled page');
    expect(result).toBe('compiled page');
    expect(dependencies).toEqual([digest]);
    expect(await runLoader(dependencyLoader, path.join(siteDir, 'docs', 'other.mdx'), '')).toEqual({
      result: '',
      dependencies: [],
    });
    // Before the MDX loader runs (its pitch), the page's last declared files are added too, so that a
    // compile that fails on a broken document still depends on it, and compiles again once it is fixed.
    const pitched: string[] = [];
    (dependencyLoader as unknown as {pitch: (this: unknown) => void}).pitch.call({
      resourcePath: page,
      addDependency: (d: string) => pitched.push(d),
    });
    expect(pitched).toEqual([digest]);
  });

  // The Docusaurus internal this relies on (see src/plugins/build/mdx-dependencies/index.ts): the MDX loader
  // runs the remark plugins inside its own call, on a VFile whose path is the loader's resourcePath.
  it('works with the real MDX loader of Docusaurus 3.10, followed by the dependency loader', async () => {
    const {siteDir, page} = site(spec('List things'));
    const mdxLoader = (require('@docusaurus/mdx-loader') as {default: Loader}).default;
    const options = {
      siteDir,
      staticDirs: [],
      admonitions: false,
      beforeDefaultRemarkPlugins: [[remarkApiReference, {siteDir}]],
      remarkPlugins: [],
      rehypePlugins: [],
      markdownConfig: {
        format: 'mdx',
        parseFrontMatter: (params: {defaultParseFrontMatter: (p: unknown) => unknown}) =>
          params.defaultParseFrontMatter(params),
        mermaid: false,
        emoji: false,
        mdx1Compat: {comments: false, admonitions: false, headingIds: false},
        anchors: {maintainCase: false},
        hooks: {onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'ignore'},
      },
    };
    const compiled = await runLoader(mdxLoader, page, readFileSync(page, 'utf8'), options);
    expect(compiled.result).toContain('GET /v3/thing');
    const {dependencies} = await runLoader(dependencyLoader, page, compiled.result);
    expect(dependencies).toEqual([digestFile(siteDir, page)]);
  }, 20_000);

  it('reloads a document after it changes, even within the same second or at the same size', () => {
    const {siteDir} = site(spec('List things'));
    const file = specFile(siteDir, 'v3');
    expect(loadSpec(siteDir, 'v3').paths?.['/v3/thing'].get?.summary).toBe('List things');
    expect(loadSpec(siteDir, 'v3')).toBe(loadSpec(siteDir, 'v3'));
    writeFileSync(file, stringify(spec('Read things')));
    expect(loadSpec(siteDir, 'v3').paths?.['/v3/thing'].get?.summary).toBe('Read things');
    const {mtime} = (require('node:fs') as typeof import('node:fs')).statSync(file);
    writeFileSync(file, stringify(spec('Show things'))); // same size as "Read things"
    utimesSync(file, mtime, new Date(mtime.getTime() + 1000));
    expect(loadSpec(siteDir, 'v3').paths?.['/v3/thing'].get?.summary).toBe('Show things');
  });

  it('is applied after the MDX loader of every MDX file, and registered in the site config', () => {
    const configure = mdxDependencies().configureWebpack as (...args: unknown[]) => {
      module: {rules: Record<string, unknown>[]};
    };
    const [rule] = configure({}, false, {}, {}).module.rules;
    expect(rule).toMatchObject({enforce: 'post', use: [{loader: MDX_DEPENDENCIES_LOADER}]});
    expect((rule.resource as RegExp).test('docs/api/v3/cdr/list.mdx')).toBe(true);
    // Docusaurus's fallback MDX rule excludes the `include` of every rule whose `test` matches `.mdx`
    // (@docusaurus/core lib/server/plugins/synthetic.js): a `test` without `include` would add an
    // undefined entry there, and Rspack refuses the whole config.
    const seenByFallback = rule.test instanceof RegExp && rule.test.test('x.mdx');
    expect(seenByFallback && rule.include === undefined).toBe(false);
    const names = (config.plugins ?? []).map((p) => (typeof p === 'function' ? p.name : null));
    expect(names).toContain('mdxDependencies');
  });
});
