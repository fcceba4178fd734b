import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one on the 2-core CI machines. Most of
          // the longest file's time (programs.test.ts) is spent waiting on the programs it runs, so a
          // second worker runs the other files meanwhile.
          maxWorkers: 2,
          // Published as ES modules with extension-less imports, which only a bundler or Docusaurus's
          // config loader (jiti) resolves: vitest transforms it instead of handing it to Node.
          server: {deps: {inline: ['@signalwire/docusaurus-plugin-llms-txt']}},
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
