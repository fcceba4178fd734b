/**
 * The twins of the pages that missed the cache, converted in worker threads: the conversion is
 * synchronous work (parsing, rehype-remark, remark-stringify) that took a core for about 45 ms a page,
 * and Docusaurus runs the other postBuild steps (search index, compression, social cards, CSP hashes)
 * at the same time on the main thread. In workers, it runs beside them and on the second core.
 *
 * - The pages are shared out in `workerCount` shares of about the same size (`partitionPages`), one
 *   converter instance per share, each in a worker with its own folder (./convert.ts).
 * - A worker runs ./worker.ts, bundled here by esbuild with what it imports (the converter, unified,
 *   our rehype and remark steps) into one program, which it is given as text: the site's modules are
 *   TypeScript, which Docusaurus loads through jiti, and the converter is published as ES modules
 *   with extension-less imports, which Node cannot load either (vitest.config.mts says the same for
 *   the tests).
 * - The first error stops everything: the other workers are terminated and the promise rejects with
 *   the worker's error, whose message names the page's route and the cause, as the converter's does
 *   in the main thread. A worker that exits or crashes without answering rejects too.
 */
import {mkdirSync, mkdtempSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {availableParallelism, tmpdir} from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {build, type Plugin as EsbuildPlugin} from 'esbuild';
import type {ConvertJob} from './convert';
import type {WorkerAnswer} from './worker';

/** Workers at most. */
export const MAX_WORKERS = 2;

/**
 * How many workers convert `pages` pages: a core is left to the main thread, which runs the other
 * postBuild steps meanwhile, so one worker per other core (one at least), MAX_WORKERS at most, never more
 * than pages. On the 2-core build machine, one worker built as fast as two (30.0 s against 31.3 s, the
 * medians of three cold builds each, paired) with 4 % less CPU time: the second worker only competed
 * with the main thread.
 */
export function workerCount(pages: number, cores = availableParallelism()): number {
  return Math.max(0, Math.min(MAX_WORKERS, Math.max(1, cores - 1), pages));
}

/**
 * The pages in `n` shares of about the same total size (a page's conversion time follows its size):
 * the largest page first, each to the share with the least so far. Each share keeps the pages' order.
 */
export function partitionPages(pages: readonly {route: string; size: number}[], n: number): string[][] {
  const shares = Array.from({length: n}, () => ({pages: [] as number[], size: 0}));
  const order = pages.map((_, i) => i).sort((a, b) => pages[b].size - pages[a].size || a - b);
  for (const i of order) {
    const lightest = shares.reduce((min, share) => (share.size < min.size ? share : min));
    lightest.pages.push(i);
    lightest.size += pages[i].size;
  }
  return shares.filter((s) => s.pages.length).map((s) => s.pages.sort((a, b) => a - b).map((i) => pages[i].route));
}

/**
 * Docusaurus's packages are CommonJS, which Node loads as they are: left out of the bundle and
 * required by their resolved path, so that the program finds them wherever it runs from. In
 * the bundle, @docusaurus/utils would bring jiti, lodash, Joi and webpack loaders it requires with
 * `require.resolve` (5.9 MB instead of 1.1 MB).
 *
 * One import needs more: the converter's logger (lib/logging/index.js) takes @docusaurus/logger's
 * default export as jiti and Babel give it, the module's `default`; esbuild, for an ES module
 * package, gives the whole module as Node does (an object without `error`). It is given the
 * module's `default`, through a one-line module.
 */
const docusaurusPackagesAsInstalled: EsbuildPlugin = {
  name: 'docusaurus-packages-as-installed',
  setup(bundler) {
    bundler.onResolve({filter: /^@docusaurus\//}, (args) => {
      const file = createRequire(path.join(args.resolveDir, 'importer.js')).resolve(args.path);
      return args.path === '@docusaurus/logger' ? {path: file, namespace: 'default-of'} : {path: file, external: true};
    });
    bundler.onLoad({filter: /.*/, namespace: 'default-of'}, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)}).default;`,
      loader: 'js',
    }));
    bundler.onResolve({filter: /.*/, namespace: 'default-of'}, (args) => ({path: args.path, external: true}));
  },
};

let program: Promise<string> | undefined;

/**
 * The worker's program, bundled once per process (about 0.2 s, in esbuild's own process). The plugin
 * asks for it when it is created, so that it is ready when postBuild starts: awaiting a settled promise
 * resumes at once, where a pending one would resume only when the main thread is free of the other
 * postBuild steps, which keep it busy for seconds.
 */
export function workerProgram(): Promise<string> {
  program ??= build({
    entryPoints: [path.join(__dirname, 'worker.ts')],
    write: false,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'silent',
    plugins: [docusaurusPackagesAsInstalled],
  }).then((result) => result.outputFiles[0].text);
  return program;
}

/** Runs one worker on its job; resolves with its twins, rejects with its error or when it stops without answering. */
export function runWorker(code: string, job: ConvertJob, started: Worker[]): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    // The program's text: it requires only Node's modules and files by their absolute paths.
    const worker = new Worker(code, {eval: true, workerData: job});
    started.push(worker);
    let answered = false;
    worker.once('message', (answer: WorkerAnswer) => {
      answered = true;
      if ('twins' in answer) return resolve(answer.twins);
      const error = new Error(answer.error.message);
      if (answer.error.stack) error.stack = answer.error.stack;
      reject(error);
    });
    worker.once('messageerror', (e) => {
      answered = true;
      reject(e);
    });
    worker.once('error', (e) => {
      answered = true;
      reject(e);
    });
    worker.once('exit', (code) => {
      if (!answered)
        reject(
          new Error(
            `markdown-twins: a conversion worker stopped (exit code ${code}) before answering (its pages: ${job.routes.join(', ')})`,
          ),
        );
    });
  });
}

/**
 * Converts each share of pages in a worker of its own; resolves with every page's Markdown, by route.
 * `job` is what every share has in common (./convert.ts: ConvertJob without `routes` and `workDir`);
 * the workers' folders are made in a temporary folder in `within`, removed at the end.
 */
export async function convertInWorkers(
  job: Omit<ConvertJob, 'routes' | 'workDir'>,
  shares: readonly string[][],
  within = tmpdir(),
): Promise<Map<string, string>> {
  const code = await workerProgram();
  // From here to the workers' start, nothing waits for the event loop (see workerProgram).
  const root = mkdtempSync(path.join(within, 'pitel-twins-'));
  const started: Worker[] = [];
  try {
    const answers = await Promise.all(
      shares.map((routes, i) => {
        const workDir = path.join(root, `share-${i}`);
        mkdirSync(workDir);
        return runWorker(code, {...job, routes, workDir}, started);
      }),
    );
    return new Map(answers.flatMap((twins) => Object.entries(twins)));
  } finally {
    await Promise.all(started.map((w) => w.terminate()));
    await rm(root, {recursive: true, force: true, maxRetries: 10, retryDelay: 50});
  }
}
