import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The stand-ins answer at once; a call that waits this long is broken.
    testTimeout: 20_000,
  },
});
