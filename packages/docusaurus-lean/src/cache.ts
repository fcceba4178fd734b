/**
 * The bundler's persistent cache, told what the layer changes. Docusaurus names its cache version after
 * its own version and the theme's aliases (@docusaurus/core 3.10.2, `lib/webpack/base.js`), and the
 * cache follows the files it read and the config file. The layer's switch is an environment variable
 * and several of its patches change loaders' options or module requests, none of which the cache sees:
 * a warm build after a change of the switch would reuse modules built under the old one (a module of
 * the lean tslib where the full one is now wanted). So each patch set, with the options and the
 * decisions its patches take, gets its own cache version.
 */
import {createHash} from 'node:crypto';

/** What this reads of a bundler configuration: webpack's `cache`, Rspack's `experiments.cache`. */
interface CacheConfig {
  cache?: unknown;
  experiments?: {cache?: unknown};
}

/** A short hash of `value`, as JSON. */
export function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);
}

/**
 * Appends `-lean-<hash of what>` to the version of the configuration's persistent cache, if it has one
 * (Rspack's `experiments.cache.version`, webpack's `cache.version`); returns whether it did.
 */
export function addToCacheVersion(config: CacheConfig, what: unknown): boolean {
  const suffix = `-lean-${hashOf(what)}`;
  let changed = false;
  for (const cache of [config.experiments?.cache, config.cache]) {
    if (cache && typeof cache === 'object' && 'version' in cache && typeof cache.version === 'string') {
      (cache as {version: string}).version += suffix;
      changed = true;
    }
  }
  return changed;
}
