/**
 * The program of a conversion worker (./workers.ts bundles it with esbuild and starts it): takes the
 * pages of its `workerData` one at a time, in turn with the other workers, until none is left (or
 * another worker has failed), and answers once, with the twin of each page it took, or with the error
 * that stopped it (its message names the page's route).
 */
import {readFileSync} from 'node:fs';
import {parentPort, workerData} from 'node:worker_threads';
import {readDiagramSource} from '../../features/diagrams/sources';
import {answerError} from '../../shared/worker-answer';
import {articleSlice} from './article';
import {readTwin, twinKey, writePageTwin, writeTwin} from './cache';
import {pageTwin, type PageTwin} from './convert';
import {twinLink} from './links';
import {NEXT, STOP, type TwinJob, type WorkerAnswer, type WorkerTwin} from './job';

function run(job: TwinJob): WorkerAnswer {
  const turns = new Int32Array(job.turns);
  const pageRoutes = new Set(job.pageRoutes);
  const twinOf = (pathname: string) => twinLink(pageRoutes, pathname);
  const options = {twinOf, diagramSource: (id: string) => readDiagramSource(job.sourcesDir, id)};
  const twins: WorkerTwin[] = [];
  try {
    for (;;) {
      if (Atomics.load(turns, STOP)) break;
      const i = Atomics.add(turns, NEXT, 1);
      if (i >= job.pages.length) break;
      const {route, file, pageKey} = job.pages[i];
      let html: string;
      try {
        html = readFileSync(file, 'utf8');
      } catch (e) {
        throw new Error(`markdown-twins: cannot read the built page of ${route}: ${(e as Error).message}`, {cause: e});
      }
      const slice = articleSlice(html);
      const key = job.cache && slice !== undefined ? twinKey(job.cache.version, slice) : undefined;
      const cached = key ? readTwin(job.cache!.dir, key, twinOf) : undefined;
      const twin = cached ?? pageTwin(route, slice, () => html, options);
      // A twin made from the whole page depends on more than the slice its key is made from.
      if (key && !cached && !(twin as PageTwin).wholePage)
        writeTwin(job.cache!.dir, key, {markdown: twin.markdown, links: twin.links});
      if (key && pageKey && (cached || !(twin as PageTwin).wholePage)) writePageTwin(job.cache!.dir, pageKey, key);
      twins.push({route, markdown: twin.markdown, converted: !cached});
    }
    return {result: twins};
  } catch (e) {
    Atomics.store(turns, STOP, 1);
    return answerError(e);
  }
}

parentPort!.postMessage(run(workerData as TwinJob));
