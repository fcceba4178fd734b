/**
 * The program of the search index's worker (./index.ts bundles and starts it): writes the index of
 * its `workerData` (./index-job.ts) and answers once, with the number of files written or the error
 * that stopped it.
 */
import {parentPort, workerData} from 'node:worker_threads';
import {answerError} from '../../shared/worker-answer';
import {writeSearchIndex, type IndexJob} from './index-job';

writeSearchIndex(workerData as IndexJob).then(
  (result) => parentPort!.postMessage({result}),
  (e: unknown) => parentPort!.postMessage(answerError(e)),
);
