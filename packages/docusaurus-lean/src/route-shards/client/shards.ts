/**
 * The browser's side of the route shards (see ../README.md): finds the shard of an address and
 * merges its leaf routes into the route skeleton, once. The skeleton that `.docusaurus/routes.js`
 * becomes in the browser build (../loader.cjs) calls `createShards` with its routes, the shard-key
 * function the build used, and a loader per shard.
 */
import {matchPath} from '@docusaurus/router';

/** A route of the generated tree, as far as this module reads it. */
interface RouteConfig {
  path: string;
  exact?: boolean;
  routes?: RouteConfig[];
}

type ShardKey = (parentPath: string, pathname: string, depth: number) => string;
type ShardModule = {default: [number[], RouteConfig[]][]};

export interface Shards {
  /** Loads and merges the shard of `pathname`, if it has one that is not merged yet. */
  load(pathname: string): Promise<void>;
  /** The bundler chunk name of the shard of `pathname`, if that shard is not merged yet. */
  pendingChunkOf(pathname: string): string | undefined;
}

export function createShards(
  routes: RouteConfig[],
  shardKey: ShardKey,
  depth: number,
  loaders: Record<string, [() => Promise<ShardModule>, string]>,
): Shards {
  const merged = new Map<string, Promise<void>>();

  /** The key of the shard `pathname` would be in (decoded first: route paths are not percent-encoded). */
  function keyOf(pathname: string): string | undefined {
    let decoded = pathname;
    try {
      decoded = decodeURI(pathname);
    } catch {
      // A malformed address: matched as given, as the stock preload would.
    }
    return keyOfDecoded(decoded) ?? (decoded === pathname ? undefined : keyOfDecoded(pathname));
  }

  /** Below the deepest route with child routes that `pathname` matches. */
  function keyOfDecoded(pathname: string): string | undefined {
    // As react-router-config's matchRoutes walks the tree: the first route of each level that matches.
    let parent: RouteConfig | undefined;
    let list: RouteConfig[] | undefined = routes;
    while (list) {
      const route: RouteConfig | undefined = list.find((r) => matchPath(pathname, r));
      if (!route?.routes) break;
      parent = route;
      list = route.routes;
    }
    if (!parent) return undefined;
    const key = shardKey(parent.path, pathname, depth);
    return Object.prototype.hasOwnProperty.call(loaders, key) ? key : undefined;
  }

  function merge(module: ShardModule): void {
    for (const [at, leaves] of module.default) {
      let parent: RouteConfig | undefined;
      let list: RouteConfig[] | undefined = routes;
      for (const i of at) {
        parent = list?.[i];
        list = parent?.routes;
      }
      if (!parent?.routes) throw new Error(`Route shard: no parent route at ${at.join('.')}`);
      parent.routes.push(...leaves);
    }
  }

  return {
    load(pathname) {
      const key = keyOf(pathname);
      if (key === undefined) return Promise.resolve();
      let done = merged.get(key);
      if (!done) {
        done = loaders[key][0]().then(merge);
        // A failed load (a new deployment, the network) may be tried again by the next navigation.
        done.catch(() => merged.delete(key));
        merged.set(key, done);
      }
      return done;
    },
    pendingChunkOf(pathname) {
      const key = keyOf(pathname);
      return key === undefined || merged.has(key) ? undefined : loaders[key][1];
    },
  };
}
