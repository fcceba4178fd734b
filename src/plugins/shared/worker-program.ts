/**
 * A program for worker threads, made from a TypeScript entry: esbuild bundles the entry with what it
 * imports into one CommonJS program, which `new Worker(code, {eval: true})` runs. The site's modules
 * are TypeScript, which Docusaurus loads through jiti, and some of the packages they use are ES
 * modules: a worker cannot load them as they are. The program needs nothing of Docusaurus.
 *
 * Used by the post-build steps that run in workers beside the main thread's: the Markdown twins
 * (src/plugins/build/markdown-twins/workers.ts) and the search index (src/plugins/features/search).
 */
import {Worker} from 'node:worker_threads';
import {build, type Plugin as EsbuildPlugin} from 'esbuild';
import type {Answer} from './worker-answer';

export interface WorkerProgram {
  /** The program, bundled once per process (about 0.2 s, in esbuild's own process). */
  program(): Promise<string>;
  /** The program when it is bundled already, so that a worker can start without waiting for the event loop. */
  ready(): string | undefined;
}

/** The program of `entry` (an absolute path), bundled on first use; `plugins`: esbuild's (packages replaced). */
export function workerProgram(entry: string, plugins: EsbuildPlugin[] = []): WorkerProgram {
  let bundled: Promise<string> | undefined;
  let text: string | undefined;
  return {
    program: () =>
      (bundled ??= build({
        entryPoints: [entry],
        write: false,
        bundle: true,
        platform: 'node',
        format: 'cjs',
        target: 'node20',
        logLevel: 'silent',
        plugins,
      }).then((result) => (text = result.outputFiles[0].text))),
    ready: () => text,
  };
}

/**
 * Runs `code` in a worker thread with `data` as its `workerData`; resolves with the result it answers,
 * rejects with the error it answers, or when it fails or stops without answering (`what` names the
 * step in that message). `started` is given the worker, for a caller that may stop it.
 */
export function runProgram<T>(code: string, data: unknown, what: string, started?: (w: Worker) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    // The program's text: it requires only Node's modules and files by their absolute paths.
    // V8's default heap sizes: a young generation of 64 MiB instead saved the twins no CPU beyond the
    // spread of runs, and cost 50 MiB a worker.
    const worker = new Worker(code, {eval: true, workerData: data});
    started?.(worker);
    let answered = false;
    worker.once('message', (answer: Answer<T>) => {
      answered = true;
      if ('result' in answer) return resolve(answer.result);
      const error = new Error(answer.error.message);
      if (answer.error.stack) error.stack = answer.error.stack;
      reject(error);
    });
    for (const event of ['messageerror', 'error'] as const) {
      worker.once(event, (e: Error) => {
        answered = true;
        reject(e);
      });
    }
    worker.once('exit', (exitCode) => {
      if (!answered) reject(new Error(`${what}: its worker stopped (exit code ${exitCode}) before answering`));
    });
  });
}
