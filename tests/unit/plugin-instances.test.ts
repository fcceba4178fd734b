/**
 * src/config/plugin-instances.ts against the installed plugins: an instance validates its options as
 * Docusaurus does for a `[name, options]` pair and is sent to the browser as `null`. The nesting of a
 * changelog's routes with the performance layer on: packages/docusaurus-lean/tests/unit/nest-routes.test.ts.
 */
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import * as blogPackage from '@docusaurus/plugin-content-blog';
import * as docsPackage from '@docusaurus/plugin-content-docs';
import {describe, expect, it} from 'vitest';
import {instance, type PluginPackage} from '../../src/config/plugin-instances';
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
