/**
 * Docusaurus Faster's flags (`future.faster`): all on, as `faster: true` sets them, unless the
 * `DOCUSAURUS_FASTER_OFF` variable names some to turn off (comma-separated, or `all`). The build bench
 * (`npm run bench:faster`) measures each flag this way, one at a time against all on; the site keeps
 * every flag on (what each pays: the bench's records in bench/results/).
 */
import type {FasterConfig} from '@docusaurus/types';

export const FASTER_FLAGS = [
  'swcJsLoader',
  'swcJsMinimizer',
  'swcHtmlMinimizer',
  'lightningCssMinimizer',
  'mdxCrossCompilerCache',
  'rspackBundler',
  'rspackPersistentCache',
  'ssgWorkerThreads',
  'gitEagerVcs',
] as const satisfies readonly (keyof FasterConfig)[];

export type FasterFlag = (typeof FASTER_FLAGS)[number];

/** `true` (every flag), or every flag with those `off` names turned off; an unknown name stops the build. */
export function fasterConfig(off: string | undefined): true | FasterConfig {
  const names = (off ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!names.length) return true;
  const offSet = new Set<string>(names.includes('all') ? FASTER_FLAGS : names);
  const unknown = [...offSet].filter((n) => !(FASTER_FLAGS as readonly string[]).includes(n));
  if (unknown.length)
    throw new Error(`DOCUSAURUS_FASTER_OFF: unknown flag ${unknown.join(', ')} (known: ${FASTER_FLAGS.join(', ')})`);
  return Object.fromEntries(FASTER_FLAGS.map((f) => [f, !offSet.has(f)])) as FasterConfig;
}
