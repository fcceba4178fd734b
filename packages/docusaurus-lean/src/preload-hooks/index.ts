/**
 * Preload hooks: work the browser must finish before Docusaurus renders an address.
 *
 * Docusaurus calls `preload(pathname)` (@docusaurus/core/lib/client/preload.js 3.10.2) before hydrating
 * (clientEntry.js), before rendering a client-side navigation (PendingNavigation.js) and when a link is
 * hovered (docusaurus.js); it loads the chunks of the routes the address matches. Some of what a page
 * renders is not in those chunks: a page's leaf route, in its route shard (../route-shards). In the
 * browser build, this plugin gives Docusaurus's client a wrapper of `./preload` (./client/preload.ts) that
 * waits for the hooks client code registers (./client/hooks.ts), then runs the stock preload.
 *
 * One wrapper for every hook, so that each plugin that needs one registers it and none has to know of
 * the others: a plugin that is left out (as a list in PERFORMANCE_LAYER leaves route-shards out) takes its hook
 * with it and the others still run. The private API this relies on (the `./preload` request of
 * Docusaurus's client, and who calls it) is in ./README.md; tests/unit/upstream.test.ts records
 * the hashes of the upstream files, tests/unit/preload-hooks.test.ts checks the wrapper, and the route
 * shards' browser tests (tests/e2e) check the fixture site. In the site that builds, the build stops if
 * the wrapper is not in the bundle: the replacement matched nothing (../build-checks.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {ownFile} from '../own-file';
import {expectModules} from '../build-checks';
import {switchWithout} from '../switch';

export const PRELOAD_HOOKS_PLUGIN = 'lean-preload-hooks';

/** Docusaurus's browser client, whose `./preload` request is replaced. */
export const CORE_CLIENT = path.dirname(require.resolve('@docusaurus/core/lib/client/preload.js'));
/** The wrapper that takes its place. */
export const PRELOAD_WRAPPER = ownFile(path.join(__dirname, 'client'), 'preload');

/** Why the build stops when the replacement of `./preload` matched nothing. */
export function missingPreloadWrapper(): string {
  return (
    `Docusaurus's client (${CORE_CLIENT}) no longer imports its \`./preload\`, which the layer wraps to load a ` +
    `page's route shard before the page renders: pages would hydrate without their routes. Docusaurus changed a ` +
    `file the layer relies on (\`npx docusaurus-lean-check\` names it). Build without route-shards: ` +
    `${switchWithout('route-shards')}.`
  );
}

/** Whether a module request is Docusaurus's client asking for its `./preload`. */
export function isCorePreload(request: string, context: string): boolean {
  return request === './preload' && path.resolve(context) === CORE_CLIENT;
}

export default function preloadHooks(): Plugin {
  return {
    name: PRELOAD_HOOKS_PLUGIN,
    configureWebpack(_config, isServer, utils) {
      // The server renders every page from the full route tree with everything loaded: nothing to wait for.
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^\.\/preload$/, (resource: {request: string; context: string}) => {
            if (isCorePreload(resource.request, resource.context)) resource.request = PRELOAD_WRAPPER;
          }),
          expectModules('route-shards', {[PRELOAD_WRAPPER]: missingPreloadWrapper()}),
        ],
      };
    },
  };
}
