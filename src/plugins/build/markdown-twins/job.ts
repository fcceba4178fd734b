/**
 * What the conversion workers (./worker.ts) are given and answer, shared by ./workers.ts, which starts
 * them: plain data, as a worker receives it.
 */
import type {Answer} from '../../shared/worker-answer';

/** A page to convert: its route and its built file, and its cache key when the cache is on (./cache.ts: pageKey). */
export interface TwinPage {
  route: string;
  file: string;
  pageKey?: string;
}

/** What every worker is given: all the pages, which the workers take in turn (`turns`). */
export interface TwinJob {
  pages: readonly TwinPage[];
  /** Every page that has a twin (links to them point to their twins), as route paths. */
  pageRoutes: readonly string[];
  /** Where the diagrams' Mermaid sources are recorded (src/plugins/features/diagrams/sources.ts). */
  sourcesDir: string;
  /** The twins' cache (./cache.ts): its folder and the converting code's version; none when it is off. */
  cache?: {dir: string; version: string};
  /**
   * Two counters the workers share: at NEXT the index of the next page to take, at STOP 1 once a
   * worker has failed. The workers take their pages without the main thread, which the other
   * postBuild steps keep busy for seconds at a time.
   */
  turns: SharedArrayBuffer;
}

export const NEXT = 0;
export const STOP = 1;

/** A page's twin as a worker gives it back, and whether it was converted (false: from the cache). */
export interface WorkerTwin {
  route: string;
  markdown: string;
  converted: boolean;
}

/** A worker's one answer (src/plugins/shared/worker-answer.ts). */
export type WorkerAnswer = Answer<WorkerTwin[]>;
