/**
 * A plugin whose one job is `splitChunks` cache groups of the browser build: each group puts the
 * modules its `test` matches, from the async chunks that use them, into one named file. Shared by
 * src/plugins/layout-chunk and src/plugins/page-components. The server build has no chunks to split.
 */
import type {Plugin} from '@docusaurus/types';

export interface ChunkGroup {
  /** The modules' file paths. */
  test: RegExp;
  /** The file's name. */
  name: string;
  /** Above Docusaurus's `common` group (40), below its `styles` group (50). */
  priority: number;
}

export function chunkGroupsPlugin(pluginName: string, groups: Record<string, ChunkGroup>): Plugin {
  const cacheGroups = Object.fromEntries(Object.entries(groups).map(([key, group]) => [key, {...group, chunks: 'async' as const, enforce: true}]));
  return {
    name: pluginName,
    configureWebpack: (_config, isServer) => (isServer ? {} : {optimization: {splitChunks: {cacheGroups}}}),
  };
}
