/**
 * src/config/plugin-instances.ts against the installed plugins: an instance validates its options as
 * Docusaurus does for a `[name, options]` pair and is sent to the browser as `null`; a changelog's
 * routes become the children of one route at its base path, with their own context under `data`.
 */
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import * as blogPackage from '@docusaurus/plugin-content-blog';
import * as docsPackage from '@docusaurus/plugin-content-docs';
import type {Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {CHANGELOG_ROOT, instance, nestRoutes, type PluginPackage} from '../../src/config/plugin-instances';
import {changelogPlugin, changelogPluginOptions, docsPlugins, docsPluginOptions} from '../../src/config/site';
import {changelogs} from '../../src/config/changelog';
import {sections} from '../../src/config/sections';

type Validate = (args: {validate: typeof normalizePluginOptions}) => Record<string, unknown>;

/** What Docusaurus does with a `[name, options]` pair (core's server/plugins/init.js). */
const stockValidation = (pkg: {validateOptions: (a: never) => unknown}, options: unknown) =>
  pkg.validateOptions({validate: normalizePluginOptions, options} as never) as Record<string, unknown>;

describe('plugin instances with their options kept in Node', () => {
  it('validate their options to exactly what the stock pair gets, defaults included', () => {
    const docs = docsPlugins(sections);
    expect(docs).toHaveLength(sections.length);
    sections.forEach((section, i) => {
      const plugin = docs[i] as unknown as {validateOptions: Validate};
      expect(plugin.validateOptions({validate: normalizePluginOptions}), section.id).toEqual(
        stockValidation(docsPackage, docsPluginOptions(section)),
      );
    });
    for (const log of Object.values(changelogs)) {
      const plugin = changelogPlugin(log) as unknown as {validateOptions: Validate};
      const validated = plugin.validateOptions({validate: normalizePluginOptions});
      expect(validated).toEqual(stockValidation(blogPackage, changelogPluginOptions(log)));
      // The defaults the stock validation adds are there (the list and entry components among them).
      expect(validated).toMatchObject({
        id: log.id,
        routeBasePath: log.route,
        blogPostComponent: '@theme/BlogPostPage',
        showReadingTime: true,
      });
    }
  });

  it('fail on a bad option as the stock pair does', () => {
    const bad = {...changelogPluginOptions(changelogs.en), postsPerPage: -3};
    const plugin = instance(blogPackage as unknown as PluginPackage<typeof bad>, bad) as unknown as {
      validateOptions: Validate;
    };
    expect(() => stockValidation(blogPackage, bad)).toThrow(/postsPerPage/);
    expect(() => plugin.validateOptions({validate: normalizePluginOptions})).toThrow(/postsPerPage/);
  });

  it('reach the browser as null: the site config carries none of their options', () => {
    const plugins = [...docsPlugins(sections), changelogPlugin(changelogs.en), changelogPlugin(changelogs.vi)];
    expect(JSON.parse(JSON.stringify(plugins))).toEqual(plugins.map(() => null));
    // The former configuration, for contrast: every option in the JSON.
    expect(JSON.stringify(['@docusaurus/plugin-content-blog', changelogPluginOptions(changelogs.vi)])).toContain(
      changelogs.vi.description,
    );
  });
});

describe("a changelog's routes nested under its base path", () => {
  const route = (path: string, context?: Record<string, string>): RouteConfig => ({
    path,
    exact: true,
    component: '@theme/BlogPostPage',
    ...(context && {context}),
  });
  const blog = (routes: RouteConfig[]): Plugin<unknown> => ({
    name: 'docusaurus-plugin-content-blog',
    async contentLoaded({actions}) {
      for (const r of routes) actions.addRoute(r);
    },
  });
  async function load(plugin: Plugin<unknown>): Promise<RouteConfig[]> {
    const added: RouteConfig[] = [];
    const actions = {
      addRoute: (r: RouteConfig) => added.push(r),
      createData: async () => '',
      setGlobalData: () => undefined,
    } as unknown as PluginContentLoadedActions;
    await plugin.contentLoaded!({content: undefined, actions, allContent: {}} as never);
    return added;
  }

  it("adds one parent route whose children are the blog's routes, their context under data", async () => {
    const routes = [
      route('/changelog', {blogMetadata: '/m.json'}),
      route('/changelog/2026/11/26/a', {blogMetadata: '/m.json'}),
      route('/changelog/2026/11/25/b'),
    ];
    const added = await load(nestRoutes(blog(routes), '/changelog'));
    expect(added).toEqual([
      {
        path: '/changelog',
        exact: false,
        component: CHANGELOG_ROOT,
        routes: [
          {...routes[0], context: {data: {blogMetadata: '/m.json'}}},
          {...routes[1], context: {data: {blogMetadata: '/m.json'}}},
          routes[2],
        ],
      },
    ]);
  });

  it('adds nothing for a blog with no route, and refuses a plugin with no routes step', async () => {
    expect(await load(nestRoutes(blog([]), '/changelog'))).toEqual([]);
    expect(() => nestRoutes({name: 'x'}, '/changelog')).toThrow(/x has no contentLoaded step/);
  });

  it("keeps the stock plugin's other steps (the feeds, the MDX loader, the watched files)", () => {
    const stock: Plugin<unknown> = {
      ...blog([]),
      postBuild: async () => undefined,
      configureWebpack: () => ({}),
      getPathsToWatch: () => ['x'],
    };
    const nested = nestRoutes(stock, '/changelog');
    expect(nested.postBuild).toBe(stock.postBuild);
    expect(nested.configureWebpack).toBe(stock.configureWebpack);
    expect(nested.getPathsToWatch).toBe(stock.getPathsToWatch);
  });
});
