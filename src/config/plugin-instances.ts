/**
 * How the site configures its content plugin instances (the docs sections and the changelogs), through
 * Docusaurus's plugin API only, so that the browser does not carry what only the build reads.
 *
 * **Options kept in Node.** Docusaurus sends the site config to the browser (`siteConfig`, in every
 * first visit's `main.js`), and with it every `[name, options]` pair of `plugins` and `presets`: the
 * options of 17 docs instances and two blogs, with their feed titles and descriptions (0.5 KiB gzip),
 * which no browser code reads. A plugin given as a function is sent as `null`. So each instance is a
 * function that calls the stock plugin, and carries the stock plugin's own `validateOptions` bound to
 * its options: Docusaurus calls it as it would for the `[name, options]` pair (core's
 * `server/plugins/init.js`: the plugin's `validateOptions`, with `normalizePluginOptions`), so the
 * instance gets the same validated options, defaults and errors.
 *
 * **A changelog's routes under one parent.** The blog plugin adds each entry as a route of its own at
 * the top of the route tree, where the browser's `main.js` carries it, with its registry entries and
 * chunk names, on every first visit (src/plugins/performance/route-shards keeps top-level routes there: Docusaurus's
 * App renders them once, when it loads). Here a changelog's routes become the children of one route at
 * its base path (`/changelog`), as a docs section's pages are the children of its root, and
 * route-shards moves them into shards like any section's pages. The parent renders the matched entry
 * or list page, which brings its own layout, and the not-found page when none matches
 * (src/components/ChildRoutes).
 *
 * Both are tested in tests/unit/plugin-instances.test.ts against the installed plugins.
 */
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';

/** What a content plugin package exports: the plugin, and the validation Docusaurus runs on its options. */
export interface PluginPackage<Options> {
  default: (context: LoadContext, options: never) => Promise<Plugin<unknown>> | Plugin<unknown>;
  validateOptions: (args: {validate: never; options: Options}) => unknown;
}

/**
 * An instance of a stock plugin whose options stay in Node: a function (sent to the browser as
 * `null`) with the stock plugin's `validateOptions` bound to `options`.
 */
export function instance<Options>(
  pkg: PluginPackage<Options>,
  options: Options,
  wrap?: (plugin: Plugin<unknown>, context: LoadContext) => Plugin<unknown>,
): PluginModule {
  const plugin: PluginModule = async (context, validated) => {
    const stock = await pkg.default(context, validated as never);
    return wrap ? wrap(stock, context) : stock;
  };
  plugin.validateOptions = ({validate}) => pkg.validateOptions({validate: validate as never, options}) as never;
  return plugin;
}

/**
 * The component of a parent route whose children are whole pages (src/components/ChildRoutes), named as
 * plugins give it to `addRoute`: from the site's root, not by the build machine's absolute path. The
 * changelogs' base paths and the print editions use it.
 */
export const CHILD_ROUTES = '@site/src/components/ChildRoutes';

/** The route component that renders a changelog's entries and list page. */
export const CHANGELOG_ROOT = CHILD_ROUTES;

/**
 * A blog plugin whose routes are added as the children of one route at `basePath`. A child's own
 * route context (the blog's `blogMetadata`) goes under `data`, as Docusaurus's `addRoute` puts it; the
 * plugin's part of the context comes from the parent, which Docusaurus's `addRoute` gives it, and which
 * the browser merges into each child's (core's `client/routeContext`).
 */
export function nestRoutes(blog: Plugin<unknown>, basePath: string, component = CHANGELOG_ROOT): Plugin<unknown> {
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

/** A changelog's blog instance: options in Node, routes under its base path. */
export function changelogInstance<Options extends {routeBasePath?: string}>(
  pkg: PluginPackage<Options>,
  options: Options,
): PluginModule {
  return instance(pkg, options, (blog, context) =>
    nestRoutes(blog, normalizeUrl([context.baseUrl, options.routeBasePath ?? 'blog'])),
  );
}
