/**
 * A blog's routes as the children of one route at its base path, as a docs section's pages are the
 * children of its root, so that route-shards moves them into a shard like any section's pages. The
 * blog plugin adds each entry as a route of its own at the top of the route tree, which route-shards
 * keeps in `main.js` (Docusaurus's App renders top-level routes once, when it loads).
 *
 * `component` renders the parent: the matched child (which brings its own layout), or the not-found
 * page when none matches. A child's own route context (the blog's `blogMetadata`) goes under `data`,
 * as Docusaurus's `addRoute` puts it; the plugin's part of the context comes from the parent, which the
 * browser merges into each child's (core's `client/routeContext`, in the record).
 */
import type {Plugin, RouteConfig} from '@docusaurus/types';

export function nestRoutes(blog: Plugin<unknown>, basePath: string, component: string): Plugin<unknown> {
  const contentLoaded = blog.contentLoaded;
  if (!contentLoaded)
    throw new Error(`${blog.name} has no contentLoaded step: its routes cannot be nested under ${basePath}`);
  return {
    ...blog,
    async contentLoaded(args) {
      const children: RouteConfig[] = [];
      const addRoute = (route: RouteConfig) => {
        children.push(route.context ? {...route, context: {data: route.context}} : route);
      };
      await contentLoaded.call(blog, {...args, actions: {...args.actions, addRoute}});
      if (!children.length) return;
      args.actions.addRoute({path: basePath, exact: false, component, routes: children});
    },
  };
}
