/**
 * The build profile (`npm run bench:build`, bench/build-profile.ts): with `BUILD_PROFILE` set, each of
 * our plugins' `postBuild` steps is timed, and logged with the process's peak memory after it.
 *
 * Docusaurus starts every postBuild hook at once; most of ours are synchronous work on one thread, so
 * their times would overlap and say nothing. In a profile the hooks run one after another instead
 * (the precompression first, as its file list is taken when the hooks start), so each line is the cost of
 * one step. A normal build is not affected: without the variable the plugins are returned as they are.
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
            console.log(profileLine(s.step, performance.now() - t0));
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

/** Wraps a plugin module so that, in a profile, its postBuild runs in sequence and is timed. */
export function profiled<T extends PluginModule>(plugin: T, name: string, first = false): T {
  if (!profiling()) return plugin;
  const wrapped = (async (context: LoadContext, options: unknown) => {
    const instance = (await (plugin as (c: LoadContext, o: unknown) => Plugin | Promise<Plugin>)(context, options)) as Plugin | null;
    if (!instance?.postBuild) return instance;
    const postBuild = instance.postBuild.bind(instance);
    return {...instance, postBuild: (props: Parameters<typeof postBuild>[0]) => sequenced(`postBuild: ${name}`, () => postBuild(props), first)};
  }) as unknown as T;
  // Keeps the plugin function's name, which the scale bench's config looks plugins up by (bench/scale/sites.ts).
  Object.defineProperty(wrapped, 'name', {value: plugin.name});
  return wrapped;
}
