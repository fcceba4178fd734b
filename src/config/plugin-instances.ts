/**
 * How the site configures its content plugin instances (the docs sections and the changelogs), through
 * Docusaurus's plugin API only.
 *
 * **Options kept in Node.** Docusaurus sends the site config to the browser (`siteConfig`, in every
 * first visit's `main.js`), and with it every `[name, options]` pair of `plugins` and `presets`: the
 * options of every docs instance and both blogs, with their feed titles and descriptions, which no
 * browser code reads. A plugin given as a function is sent as `null`. So each instance is a
 * function that calls the stock plugin, and carries the stock plugin's own `validateOptions` bound to
 * its options: Docusaurus calls it as it would for the `[name, options]` pair (core's
 * `server/plugins/init.js`: the plugin's `validateOptions`, with `normalizePluginOptions`), so the
 * instance gets the same validated options, defaults and errors.
 *
 * Tested in tests/unit/plugin-instances.test.ts against the installed plugins.
 */
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

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
 * print editions use it, and the changelogs' base paths with the performance layer on
 * (src/config/performance-layer.ts).
 */
export const CHILD_ROUTES = '@site/src/components/ChildRoutes';
