/**
 * The program of a conversion worker (./workers.ts bundles it with esbuild and starts it): converts
 * the share of pages in its `workerData` (./convert.ts) and answers once, with the Markdown of each
 * page or with the error that stopped it (its message names the page's route).
 */
import {parentPort, workerData} from 'node:worker_threads';
import {convertShare, type ConvertJob} from './convert';

/** A worker's one answer. */
export type WorkerAnswer = {twins: Record<string, string>} | {error: {message: string; stack?: string}};

function answer(message: WorkerAnswer) {
  parentPort!.postMessage(message);
}

convertShare(workerData as ConvertJob).then(
  (twins) => answer({twins}),
  (e: unknown) => answer({error: e instanceof Error ? {message: e.message, stack: e.stack} : {message: String(e)}}),
);
