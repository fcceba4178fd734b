/**
 * nestRoutes (src/nest-routes.ts): a blog's routes become the children of one route at its base path,
 * their own context under `data`; the blog's other steps stay as they are.
 */
import type {Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {nestRoutes} from '../../src/nest-routes';

const PARENT = '@site/src/components/ChildRoutes';

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
    const added = await load(nestRoutes(blog(routes), '/changelog', PARENT));
    expect(added).toEqual([
      {
        path: '/changelog',
        exact: false,
        component: PARENT,
        routes: [
          {...routes[0], context: {data: {blogMetadata: '/m.json'}}},
          {...routes[1], context: {data: {blogMetadata: '/m.json'}}},
          routes[2],
        ],
      },
    ]);
  });

  it('adds nothing for a blog with no route, and refuses a plugin with no routes step', async () => {
    expect(await load(nestRoutes(blog([]), '/changelog', PARENT))).toEqual([]);
    expect(() => nestRoutes({name: 'x'}, '/changelog', PARENT)).toThrow(/x has no contentLoaded step/);
  });

  it("keeps the stock plugin's other steps (the feeds, the MDX loader, the watched files)", () => {
    const stock: Plugin<unknown> = {
      ...blog([]),
      postBuild: async () => undefined,
      configureWebpack: () => ({}),
      getPathsToWatch: () => ['x'],
    };
    const nested = nestRoutes(stock, '/changelog', PARENT);
    expect(nested.postBuild).toBe(stock.postBuild);
    expect(nested.configureWebpack).toBe(stock.configureWebpack);
    expect(nested.getPathsToWatch).toBe(stock.getPathsToWatch);
  });
});
