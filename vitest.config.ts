import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
    ],
    globalSetup: ['apps/server/src/testing/global-setup.ts'],
    setupFiles: ['apps/server/src/testing/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // PGlite is single-threaded WASM; two cores run two files well, more only thrash.
    maxWorkers: 2,
  },
});
