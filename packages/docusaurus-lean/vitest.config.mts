/**
 * The package's tests (`npm test` here, `npm run test:lean` at the repository's root): the units, then
 * the browser tests on the fixture site, which their global setup installs the packed package into and
 * builds with the layer and without it (tests/e2e/global-setup.ts); then the README's steps on a fresh
 * create-docusaurus site (tests/template).
 */
import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // 5 s is too short for the tests that read the theme's files on a busy 2-core machine (one took
          // 5.0 s); a hang still fails, after a minute.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // After the units: vitest runs projects with other worker limits in groups of their own.
          sequence: {groupOrder: 1},
          // Both files at once, each in one process with its imports shared; they share the servers and
          // the Chromium of the global setup, each with its own browser contexts.
          maxWorkers: 2,
          isolate: false,
          testTimeout: 120_000,
          // The fixture's two builds, when not built yet.
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'template',
          include: ['tests/template/**/*.test.ts'],
          environment: 'node',
          // After the browser tests, alone: it generates, builds and walks a create-docusaurus site.
          sequence: {groupOrder: 2},
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
