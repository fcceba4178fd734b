import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Runs the site in the browser on Preact (through `preact/compat`) instead of React DOM: the
 * main bundle is about 58 KiB gzip lighter and hydration does less main-thread work.
 * Server-side rendering keeps React, so the static HTML is the same as before; the browser tests
 * (tests/e2e/hydration.test.ts) check that hydration keeps it intact.
 */
export const PREACT_ALIASES: Readonly<Record<string, string>> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

/**
 * Docusaurus aliases `react` and `react-dom` to the site's React packages. Those prefix aliases
 * would match before ours, so they are dropped rather than merged.
 */
type AliasTarget = string | false | string[];

export function withPreactAliases(existing: Record<string, AliasTarget> = {}): Record<string, AliasTarget> {
  const {react: _react, 'react-dom': _reactDom, ...others} = existing;
  return {...PREACT_ALIASES, ...others};
}

export default function preactPlugin(_context: LoadContext): Plugin {
  return {
    name: 'pitel-preact',
    configureWebpack(config, isServer) {
      if (!isServer) {
        config.resolve = {...config.resolve, alias: withPreactAliases(config.resolve?.alias as Record<string, AliasTarget> | undefined)};
      }
      return {};
    },
  };
}
