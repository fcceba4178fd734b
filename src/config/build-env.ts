/**
 * The environment every build of the site runs with. `npm run build` and `npm run build:checked` set
 * it (package.json, through cross-env, so that the scripts also run on Windows), and the benchmarks
 * build our site with it (bench/run.ts, `ourBuildEnv`). tests/unit/build-env.test.ts keeps the three in
 * step and fails if Docusaurus stops reading a variable.
 *
 * DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY (Docusaurus 3.10.2, `lib/ssg/ssgEnv.js`; its
 * pull request 11166): the static generation renders the pages in worker threads, and a worker keeps
 * what it has loaded for every page it rendered; Docusaurus replaces it once its heap passes the
 * limit, by default 1 GB. At 1× no worker comes near 300 MB and none is replaced. At ten times the
 * pages each grew to about 700 MB and the static generation became the build's peak (6,441 MiB); with
 * 300 MB each worker was replaced two or three times and the peak of the static generation fell to
 * 5,919 MiB (bench/results/2026-11-26-evening.md).
 */
export const BUILD_ENV = {
  DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY: '300000000',
} as const satisfies Record<string, string>;
