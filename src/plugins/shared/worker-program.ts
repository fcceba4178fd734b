/**
 * A program for worker threads, made from a TypeScript entry: esbuild bundles the entry with what it
 * imports into one CommonJS program, which `new Worker(code, {eval: true})` runs. The site's modules
 * are TypeScript, which Docusaurus loads through jiti, and some of the packages they use are ES
 * modules: a worker cannot load them as they are. The program needs nothing of Docusaurus.
 *
 * Used by the search index (src/plugins/features/search), whose work runs in a worker beside the
 * main thread's post-build steps.
 */
import {Worker} from 'node:worker_threads';
import {build} from 'esbuild';
import type {Answer} from './worker-answer';

export interface WorkerProgram {
  /** The program, bundled once per process (about 0.2 s, in esbuild's own process). */
  program(): Promise<string>;
}

/** The program of `entry` (an absolute path), bundled on first use. */
export function workerProgram(entry: string): WorkerProgram {
  let bundled: Promise<string> | undefined;
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
      }).then((result) => result.outputFiles[0].text)),
  };
}

/**
 * Runs `code` in a worker thread with `data` as its `workerData`; resolves with the result it answers,
 * rejects with the error it answers, or when it fails or stops without answering (`what` names the
 * step in that message).
 */
export function runProgram<T>(code: string, data: unknown, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    // The program's text: it requires only Node's modules and files by their absolute paths.
    const worker = new Worker(code, {eval: true, workerData: data});
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
