import {defineConfig} from 'vitest/config';

// The browser tests' settings, for the layered build (`e2e`) and the stock build (`stock`).
const browserTests = {
  environment: 'node' as const,
  globalSetup: ['tests/e2e/global-setup.ts'],
  // Two files at a time. They share one static server and one Chromium (global-setup.ts), and each
  // opens its own contexts, so they do not meet. Most files drive one page at a time and wait on it
  // (loads, hydration, prints, the programs and servers they start), leaving the second core idle,
  // which the other file then uses (measured: bench/results/2026-11-27-gate-time.md).
  maxWorkers: 2,
  // A worker runs its files one after another in one process, their imports shared (playwright-core,
  // the site's config modules), instead of a new process per file: measured in
  // bench/results/2026-11-27-gate-time.md ("The browser files in one process per worker"). No file
  // changes the environment or a global; each connects to the browser and closes its contexts itself.
  isolate: false,
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

/**
 * The stock build's browser tests (`npm run test:stock`, BUILD_DIR=build-stock): every route hydrated
 * once, the widths and colour modes in turn (stock.test.ts), and the client after hydration
 * (client.test.ts, which the layered build runs too). Its server HTML is proven by `npm run test:stock-html`.
 */
const STOCK = 'tests/e2e/stock.test.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // The site's components are JSX, which its tsconfig leaves to Docusaurus's bundler (`jsx:
        // preserve`); the unit tests that render one (page-lang-context) have it compiled here.
        oxc: {jsx: {runtime: 'automatic'}},
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one on the 2-core CI machines. Most of
          // the longest file's time (programs.test.ts) is spent waiting on the programs it runs, so a
          // second worker runs the other files meanwhile.
          maxWorkers: 2,
          // Vitest's default of 5 s per test is too short on a busy 2-core machine for the tests that
          // load the site config through Docusaurus (jiti compiles docusaurus.config.ts and its imports):
          // one went past it in CI with two workers. Under the whole gate (every step at once) the unit tests that run programs wait their turn for minutes: a hang still fails, after three.
          testTimeout: 180_000,
          // The test files of a worker share the modules they import (Docusaurus, unified, the OpenAPI
          // tools) instead of importing them again for every file, which shortened the unit step and
          // vitest's "import" time (bench/results/gate-timings.md, the fresh clone at cbb6db3). No unit
          // test relies on a module's state from another file; the two that change the environment or a
          // global (search-config, search-client) restore it after each test, and search-config, which
          // loads the site config under other environments, empties the module registry after its tests
          // so that the next files load the site config as it is.
          isolate: false,
        },
      },
      {test: {name: 'e2e', include: ['tests/e2e/**/*.test.ts'], exclude: [STOCK], ...browserTests}},
      {test: {name: 'stock', include: [STOCK, 'tests/e2e/client.test.ts'], ...browserTests}},
    ],
  },
});
