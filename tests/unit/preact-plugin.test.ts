import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import preactPlugin, {PREACT_ALIASES, withPreactAliases} from '../../src/plugins/preact';

const configure = (isServer: boolean) => {
  const config = {resolve: {alias: {react: '/site/node_modules/react', 'react-dom': '/site/node_modules/react-dom', '@site': '/site'}}};
  const plugin = preactPlugin({} as never);
  (plugin.configureWebpack as (...args: unknown[]) => unknown)(config, isServer, {}, {});
  return config.resolve.alias as Record<string, string>;
};

describe('Preact in the browser bundle', () => {
  it("replaces Docusaurus's React aliases in the client build and keeps the others", () => {
    const alias = configure(false);
    expect(alias.react).toBeUndefined();
    expect(alias['react-dom']).toBeUndefined();
    expect(alias['react$']).toBe('preact/compat');
    expect(alias['react-dom/client$']).toBe('preact/compat/client');
    expect(alias['@site']).toBe('/site');
  });

  it('leaves the server build (static rendering with React) alone', () => {
    expect(configure(true)).toEqual({react: '/site/node_modules/react', 'react-dom': '/site/node_modules/react-dom', '@site': '/site'});
  });

  it('points every alias at a module that resolves', () => {
    const require = createRequire(import.meta.url);
    for (const target of Object.values(PREACT_ALIASES)) expect(() => require.resolve(target), target).not.toThrow();
    expect(Object.keys(withPreactAliases())).toEqual(Object.keys(PREACT_ALIASES));
  });
});
