import { defineConfig } from 'vitest/config';

/**
 * Suites that take a minute or more on a busy machine: the full GeoNames import, the ledger
 * invariant fuzzer, several app instances in processes of their own, the OpenStreetMap import.
 * They run in the `slow` project with long timeouts, so the `unit` project's short ones can stay
 * strict; `npm run test:unit` (and `npm test`) runs both, `--project unit` only the quick one.
 */
const SLOW_SUITES = [
  'apps/server/test/places-import-geonames.test.ts',
  'apps/server/test/points-invariant.test.ts',
  'apps/server/test/multi-instance.test.ts',
  'apps/server/test/osm-import.test.ts',
];

export default defineConfig({
  test: {
    globalSetup: ['apps/server/src/testing/global-setup.ts'],
    setupFiles: ['apps/server/src/testing/fail-on-console-error.ts'],
    hookTimeout: 60_000,
    // PGlite is single-threaded WASM; two cores run two files well, more only thrash.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', ...SLOW_SUITES],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: SLOW_SUITES,
          // Generous on purpose: these measure correctness, not speed, on a machine of any pace.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
