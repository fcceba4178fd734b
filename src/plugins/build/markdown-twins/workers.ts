/**
 * The twins of the pages, made in worker threads: converting is synchronous work (parsing, hast to
 * mdast, writing Markdown), and Docusaurus runs the other postBuild steps (compression, collections,
 * social cards, CSP hashes) at the same time on the main thread, and the search index in a worker of
 * its own. In workers, it runs beside them, on the cores the main thread leaves (`workerCount`).
 *
 * - Every worker is given every page; they take them one at a time, in turn, through a counter they
 *   share (./job.ts: `turns`), so a worker that starts late or gets the large pages takes fewer, and
 *   none waits for the main thread to hand it the next page: the other postBuild steps keep that
 *   thread busy for seconds at a time, which is also why this is not a pool that dispatches tasks from
 *   the main thread (tinypool's, for one). Each worker reads its pages, looks their twins up in the
 *   cache (./cache.ts), converts the others (./convert.ts) and adds them to the cache.
 * - A worker runs ./worker.ts, bundled by esbuild with what it imports (parse5, hast-util-to-mdast,
 *   mdast-util-to-markdown, our steps) into one program (src/plugins/shared/worker-program.ts, which
 *   the search index's worker uses too). It needs nothing of Docusaurus, and starts in about 70 ms of
 *   CPU; two packages are replaced by modules of ours (REPLACED).
 * - The first error stops everything: the worker sets the shared stop flag, the others are terminated,
 *   and the promise rejects with the worker's error, whose message names the page's route and the
 *   cause. A worker that exits or crashes without answering rejects too.
 */
import {availableParallelism} from 'node:os';
import path from 'node:path';
import type {Worker} from 'node:worker_threads';
import type {Plugin as EsbuildPlugin} from 'esbuild';
import {runProgram, workerProgram as sharedWorkerProgram} from '../../shared/worker-program';
import {NEXT, STOP, type TwinJob, type WorkerTwin} from './job';

/** Workers at most. */
export const MAX_WORKERS = 4;

/**
 * How many workers convert `pages` pages: one per core but the main thread's, at least one,
 * MAX_WORKERS at most, never more than pages. The main thread is not idle meanwhile: it runs the
 * other postBuild steps (compression, collections, cards; the search index has a worker of its own),
 * and a worker more than the free cores only adds its own start and warm-up to CPU time the build is
 * short of: on two cores a cold build's post-build steps took longer with two workers than with one,
 * though two convert faster when nothing else runs (measured: bench/results/2026-11-27-twin-workers.md).
 * More cores: the same reasoning, not measured here.
 */
export function workerCount(pages: number, cores = availableParallelism()): number {
  return Math.max(0, Math.min(MAX_WORKERS, Math.max(1, cores - 1), pages));
}

/**
 * Two packages replaced by modules of ours with the same API, each measured (see there): hast-util-is-element
 * by ./is-element.ts (its checks made once per test: a fifth of each page's conversion), and
 * @ungap/structured-clone by ./tree-clone.ts (a tree copied in JavaScript: a tenth).
 */
export const REPLACED = {'hast-util-is-element': 'is-element.ts', '@ungap/structured-clone': 'tree-clone.ts'} as const;

const replaced: EsbuildPlugin = {
  name: 'replaced-packages',
  setup(bundler) {
    bundler.onResolve({filter: /^(?:hast-util-is-element|@ungap\/structured-clone)$/}, (args) => ({
      path: path.join(__dirname, REPLACED[args.path as keyof typeof REPLACED]),
    }));
  },
};

const program = sharedWorkerProgram(path.join(__dirname, 'worker.ts'), [replaced]);

/**
 * The worker's program, bundled once per process (src/plugins/shared/worker-program.ts). The plugin
 * asks for it when it is created, so that it is ready when postBuild starts (`readyProgram`).
 */
export const workerProgram = (): Promise<string> => program.program();

/** The worker's program when it is bundled already, so that the workers can start without waiting for the event loop. */
export const readyProgram = (): string | undefined => program.ready();

/** Runs one worker; resolves with its twins, rejects with its error or when it stops without answering. */
export function runWorker(code: string, job: TwinJob, started: Worker[]): Promise<WorkerTwin[]> {
  return runProgram<WorkerTwin[]>(code, job, 'markdown-twins', (worker) => started.push(worker));
}

/**
 * The twins of `job`'s pages, made by `workers` workers; resolves with every page's twin, by route.
 * Starts the workers before it first waits when the program is bundled already (`readyProgram`).
 */
export async function convertInWorkers(
  job: Omit<TwinJob, 'turns'>,
  workers = workerCount(job.pages.length),
): Promise<Map<string, WorkerTwin>> {
  const code = readyProgram() ?? (await workerProgram());
  const turns = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
  const started: Worker[] = [];
  try {
    const answers = Array.from({length: workers}, () => runWorker(code, {...job, turns}, started));
    const twins = (await Promise.all(answers)).flat();
    return new Map(twins.map((t) => [t.route, t]));
  } finally {
    const flags = new Int32Array(turns);
    // Nothing is left to take, whatever the workers are doing.
    Atomics.store(flags, STOP, 1);
    Atomics.store(flags, NEXT, job.pages.length);
    await Promise.all(started.map((w) => w.terminate()));
  }
}
