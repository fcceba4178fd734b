/**
 * Our plugins' `postBuild` steps, one after another, and the build profile (`npm run bench:build`,
 * bench/build-profile.ts), which times each of them.
 *
 * Docusaurus starts every postBuild hook at once. Ours are mostly synchronous work on the main thread
 * (compressing, indexing, hashing, drawing cards), so running them at once saves no time, while each
 * holds its working set (every page's HTML read, its compressed copies, the index being built) at the
 * same time: the build's peak memory was reached there, above the bundling's. So they run in turn
 * (`inTurn`): the precompression first, as its file list is taken when the hooks start, the others in
 * plugin order. A step that spends its time in worker threads (the Markdown twins) runs `alongside`
 * them instead, so that its workers use the second core meanwhile.
 *
 * With `BUILD_PROFILE` set, every step runs in turn, the twins too, and each is logged with its time and
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

interface Step {
  step: string;
  run: () => Promise<void> | void;
  first: boolean;
  done: (error?: unknown) => void;
}

let queue: Step[] | undefined;

/**
 * Docusaurus calls every postBuild hook in one go; they are queued here, and run one after another from
 * the next turn of the event loop, the `first` ones first.
 */
function sequenced(step: string, run: () => Promise<void> | void, first: boolean): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (!queue) {
      queue = [];
      setImmediate(async () => {
        const steps = [...queue!.filter((s) => s.first), ...queue!.filter((s) => !s.first)];
        queue = undefined;
        for (const s of steps) {
          const t0 = performance.now();
          try {
            await s.run();
            if (profiling()) console.log(profileLine(s.step, performance.now() - t0));
            s.done();
          } catch (e) {
            s.done(e);
          }
        }
      });
    }
    queue.push({step, run, first, done: (e) => (e === undefined ? resolve() : reject(e))});
  });
}

/**
 * Wraps a plugin module so that its postBuild runs in turn with our other steps (see above): `first`
 * before the others, `alongside` them in a normal build (in a profile, in turn too). In a profile each
 * step is timed.
 */
export function inTurn<T extends PluginModule>(plugin: T, name: string, options: {first?: boolean; alongside?: boolean} = {}): T {
  if (options.alongside && !profiling()) return plugin;
  const wrapped = (async (context: LoadContext, pluginOptions: unknown) => {
    const instance = (await (plugin as (c: LoadContext, o: unknown) => Plugin | Promise<Plugin>)(context, pluginOptions)) as Plugin | null;
    if (!instance?.postBuild) return instance;
    const postBuild = instance.postBuild.bind(instance);
    return {...instance, postBuild: (props: Parameters<typeof postBuild>[0]) => sequenced(`postBuild: ${name}`, () => postBuild(props), Boolean(options.first))};
  }) as unknown as T;
  // Keeps the plugin function's name, which the scale bench's config looks plugins up by (bench/scale/sites.ts).
  Object.defineProperty(wrapped, 'name', {value: plugin.name});
  return wrapped;
}
