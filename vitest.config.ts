import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Suites that take a minute or more on a busy machine: the full GeoNames import, the ledger
 * invariant fuzzer, the OpenStreetMap import, and those that start the app or a CLI in a Node
 * process of its own (each boots PGlite's WebAssembly, 25 s at a load of 18 on two cores). They run
 * in the `slow` project, after the quick ones and with long timeouts; `npm run test:unit` (and
 * `npm test`) runs every project, `npx vitest run --project unit --project server` the quick ones.
 */
const SLOW_SUITES = [
  'apps/server/test/places-import-geonames.test.ts',
  'apps/server/test/points-invariant.test.ts',
  'apps/server/test/osm-import.test.ts',
  'apps/server/test/multi-instance.test.ts',
  'apps/server/test/shutdown.test.ts',
  'apps/server/test/backup-restore.test.ts',
  'apps/server/test/admin-cli.test.ts',
  'apps/server/test/feedback-operator.test.ts',
];

/**
 * The server's quick suites share their worker's modules (`isolate: false`): re-importing the
 * server's graph for each of ~80 files was a third of the run (325 s isolated, 216 s shared, on two
 * slow cores). What one of them leaves in a global reaches the next, so they restore what they stub
 * (`vi.stubGlobal` and `vi.unstubAllGlobals`). The packages', the web's and the bench's suites are
 * quick to load and stub browser globals (a `window` made PGlite think it ran in a browser): each
 * has its modules to itself (`unit`). Suites that replace a module with `vi.mock` need a graph of
 * their own too (`mocking`).
 */
const SERVER_SUITES = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
/**
 * The server's suites of its code's rules, which read files and open no database (the import graph,
 * 27 s on a slow day, and the tables' owners): in `unit`, which .ci/run's PostgreSQL run leaves out.
 */
const RULE_SUITES = ['apps/server/test/architecture.test.ts', 'apps/server/test/table-owners.test.ts'];
const MOCKING_SUITES = ['apps/server/test/auth-email.test.ts'];

/**
 * The web's component tests (issue 32): Testing Library in a DOM (happy-dom), against the real app
 * that the project's global setup starts with the demo data (apps/server/src/testing/web-components-server.ts).
 * Helpers: apps/web/app/testing/components.tsx.
 */
const COMPONENT_SUITES = 'apps/web/app/**/*.component.test.tsx';

/**
 * Suites that spend most of their time waiting, on PostgreSQL held still by a proxy until the app's
 * query deadline passes (~40 s and ~18 s, most of it idle): started first in their project, so that
 * the other worker's files run during their waits. Vitest orders a fresh clone's files by size
 * (without earlier results), which started write-outcome last: its project then ended with the
 * machine ~30 s idle while it waited (seen on .ci/run's PostgreSQL run), and the `slow` project
 * starts only after.
 */
const WAITING_SUITES = [
  'apps/server/test/write-outcome.test.ts',
  'apps/server/test/database-deadline.test.ts',
];

class WaitingSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const waits = (file: TestSpecification) =>
      WAITING_SUITES.some((suite) => file.moduleId.endsWith(suite)) ? 0 : 1;
    // Vitest's order keeps a group's and a project's files together: only their order inside moves.
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((file, index) => [file, index]));
    const block = (file: TestSpecification) =>
      `${file.project.config.sequence.groupOrder}\0${file.project.name}`;
    return [...sorted].sort(
      (a, b) =>
        (block(a) === block(b) ? waits(a) - waits(b) : 0) || (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}

export default defineConfig({
  test: {
    globalSetup: ['apps/server/src/testing/global-setup.ts'],
    setupFiles: ['apps/server/src/testing/fail-on-console-error.ts'],
    hookTimeout: 120_000,
    // A hang still fails; a shared machine (other sessions, CI neighbours) may take minutes where a
    // quiet one takes seconds, and opening a fresh PGlite alone took 25 s at load 18.
    testTimeout: 60_000,
    // PGlite is single-threaded WASM; two cores run two files well, more only thrash.
    maxWorkers: 2,
    sequence: { sequencer: WaitingSuitesFirst },
    // Expected in the web's component tests (a DOM without Workers), and not news: the ALTCHA widget
    // says it cannot solve there; the tests answer the captcha themselves (passCaptcha).
    onConsoleLog: (log) => !/ALTCHA .*verification failed/.test(log),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
            ...RULE_SUITES,
          ],
          exclude: ['**/node_modules/**', COMPONENT_SUITES],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: [COMPONENT_SUITES],
          exclude: ['**/node_modules/**'],
          environment: 'happy-dom',
          globalSetup: ['apps/server/src/testing/web-components-server.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: SERVER_SUITES,
          exclude: ['**/node_modules/**', ...SLOW_SUITES, ...MOCKING_SUITES, ...RULE_SUITES],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'mocking',
          include: MOCKING_SUITES,
          sequence: { groupOrder: 0 },
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
          // After the quick project: the GeoNames import takes a core and much memory for minutes.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
