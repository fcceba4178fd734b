/**
 * The environment the site's builds run with: `npm run build` and `npm run build:checked` set it
 * (package.json, through cross-env, which keeps `npm run build` runnable on Windows), and the
 * benchmarks and `npm run check:next` build our site with it (`ourBuildEnv` in bench/run.ts; vanilla's
 * anchor is built without it). A bare `docusaurus build` does not. tests/unit/build-env.test.ts checks
 * the scripts, the builds the benchmarks and `npm run check:next` run, and that Docusaurus still reads
 * each variable as meant here.
 *
 * DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY (Docusaurus 3.10.2, `lib/ssg/ssgEnv.js`, pull
 * request 11166), in bytes: the static generation renders the pages in worker threads (two or more
 * cores, over 100 pages), ten pages a task. After each task a worker reports its heap in use; past the
 * limit (by default 1 GB) it is ended and a new one, which evaluates the server bundle again, takes the
 * next task. At 1× the workers' heaps stay under 100 MiB and none is replaced. At ten times the pages
 * they grew, task after task, to 500–700 MiB and the static generation became the build's peak
 * (6,441 MiB); with 300 MB, four workers were replaced in all, its peak fell to 5,919 MiB and it took
 * 46.8 s instead of 44.1 (one build each, bench/results/2026-11-26-evening.md). Should a new worker
 * pass the limit after one task (a much larger site), it would be replaced after every task: raise the
 * limit then.
 */
export const BUILD_ENV = {
  DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY: '300000000',
} as const satisfies Record<string, string>;

/**
 * The environment of `npm run build:checked`: `base` with the build settings and the Node heap limited to
 * 1 GiB, so a change that needs more memory fails. `npm run check:next` builds the canary's copy with it.
 */
export const checkedBuildEnv = (base: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({...base, ...BUILD_ENV, NODE_OPTIONS: '--max-old-space-size=1024'});
