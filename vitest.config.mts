import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
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
