/**
 * Our plugins' `postBuild` steps, one after another, and the build profile (`npm run bench:build`,
 * bench/build-profile.ts), which times each of them.
 *
 * Docusaurus starts every postBuild hook at once. Ours are mostly synchronous work on the main thread
 * (compressing, indexing, hashing, drawing cards), so running them at once saves no time, while each
 * holds its working set (every page's HTML read, its compressed copies, the index being built) at the
 * same time: the build's peak memory was reached there, above the bundling's. So they run in turn
 * (`inTurn`): the precompression first, as its file list is taken when the hooks start, the others in
 * plugin order. A step that spends its time in worker threads (the Markdown twins, the search index)
 * runs `alongside` them instead, so that its workers use the second core meanwhile.
 *
 * With `BUILD_PROFILE` set, every step runs in turn, those in workers too, and each is logged with its time and
 * the process's peak memory after it, so each line is the cost of one step.
 */
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

/** The prefix of the profile's lines in the build's output, read by bench/build-profile.ts. */
export const PROFILE_PREFIX = '[build-profile]';

export function profiling(): boolean {
  return Boolean(process.env.BUILD_PROFILE);
}

/** One line of the profile: the step, its time and the peak resident memory of the process after it. */
export function profileLine(step: string, ms: number): string {
  const peakMiB = process.resourceUsage().maxRSS / 1024;
  return `${PROFILE_PREFIX} ${JSON.stringify({step, ms: Math.round(ms), peakMiB: Math.round(peakMiB)})}`;
}

/** Runs a step and, in a profile, logs its time and the peak memory after it. */
async function timed(step: string, run: () => Promise<void> | void): Promise<void> {
  const t0 = performance.now();
  await run();
  if (profiling()) console.log(profileLine(step, performance.now() - t0));
}

/** The `first` steps of the current batch, started at once. */
let started: Promise<unknown>[] = [];
/** The end of the last step queued in the current batch; undefined when no step is waiting or running. */
let tail: Promise<unknown> | undefined;
let running = 0;

/**
 * Docusaurus calls every postBuild hook in one go. A `first` step starts at once, within that call, so
 * what it does before its first await (precompress takes its file list there) comes before any other
 * step has started. The others queue: the first of them waits for the next turn of the event loop, by
 * which time every hook has been called, and for the `first` steps to end; each of the others for the
 * one before it.
 */
function sequenced(step: string, run: () => Promise<void> | void, first: boolean): Promise<void> {
  running++;
  const settle = <T>(p: Promise<T>) =>
    p.finally(() => {
      if (--running === 0) {
        tail = undefined;
        started = [];
      }
    });
  if (first) {
    const result = settle(timed(step, run));
    started.push(result.catch(() => undefined));
    return result;
  }
  tail ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => Promise.all(started));
  const result = settle(tail.then(() => timed(step, run)));
  tail = result.catch(() => undefined);
  return result;
}

/**
 * Wraps a plugin module so that its postBuild runs in turn with our other steps (see above): `first`
 * before the others, `alongside` them in a normal build (in a profile, in turn too). In a profile each
 * step is timed.
 */
export function inTurn<T extends PluginModule>(
  plugin: T,
  name: string,
  options: {first?: boolean; alongside?: boolean} = {},
): T {
  if (options.alongside && !profiling()) return plugin;
  const wrapped = (async (context: LoadContext, pluginOptions: unknown) => {
    const instance = (await (plugin as (c: LoadContext, o: unknown) => Plugin | Promise<Plugin>)(
      context,
      pluginOptions,
    )) as Plugin | null;
    if (!instance?.postBuild) return instance;
    const postBuild = instance.postBuild.bind(instance);
    return {
      ...instance,
      postBuild: (props: Parameters<typeof postBuild>[0]) =>
        sequenced(`postBuild: ${name}`, () => postBuild(props), Boolean(options.first)),
    };
  }) as unknown as T;
  // Keeps the plugin function's name, which the scale bench's config looks plugins up by (bench/scale/sites.ts).
  Object.defineProperty(wrapped, 'name', {value: plugin.name});
  return wrapped;
}
