import fs from 'node:fs';
import { chromium, defineConfig } from '@playwright/test';
import { appPort, oidcIssuer } from './ports.ts';

/**
 * Chromium from the system (Debian's packages) or from `npx playwright install chromium`. Chromium's
 * headless shell first, as Playwright's own download does for headless runs: the full browser in
 * headless mode also runs its own user-interface renderers, and the whole suite took ~40 % longer in
 * it on two cores (the same 32 tests: 3.0 min against 2.2).
 */
function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const system = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (system) return system;
  const bundled = chromium.executablePath();
  if (bundled && fs.existsSync(bundled)) return undefined;
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one: `sudo apt-get install chromium-headless-shell` ' +
      '(or `chromium`; Debian/Ubuntu) ' +
      'or `npx playwright install chromium`, or point CHROME_PATH at a Chrome/Chromium binary.',
  );
}

/**
 * A journey tagged @postgres in its English case: a Russian or Georgian case names its language as a
 * word of its title ("(ru)", "places in ka ›", "ru/tos renders…"). .ci/run's PostgreSQL run selects
 * these (E2E_ENGLISH_POSTGRES_JOURNEYS), and its PGlite run leaves them out (POSTGRES_RUN_FOLLOWS).
 */
const ENGLISH_POSTGRES_JOURNEY = /^(?!.*(?:^|[\s(/,])(?:ru|ka)(?:[\s):/,]|$)).*@postgres/;

const port = String(appPort);
const executablePath = findChromium();

export default defineConfig({
  testDir: './tests',
  // Whole journeys (sign-up → mail → verify → reset) run on 2 shared cores in CI.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  // One retry in CI so a slow shared runner does not sink a run; the list reporter still names
  // every test that needed it ("flaky"), and those get fixed, not ignored.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // When a run on PostgreSQL follows this one (POSTGRES_RUN_FOLLOWS, set by .ci/run), this run leaves
  // it the English case of the journeys tagged @postgres: each runs once in English, on PostgreSQL,
  // and in its other language here (tests/support.ts, journeyLocales).
  ...(process.env.E2E_ENGLISH_POSTGRES_JOURNEYS
    ? { grep: ENGLISH_POSTGRES_JOURNEY }
    : process.env.POSTGRES_RUN_FOLLOWS
      ? { grepInvert: ENGLISH_POSTGRES_JOURNEY }
      : {}),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Headless Chromium announces itself as "HeadlessChrome", which the page-view counter
    // (rightly) ignores as a robot; the tests browse as a person's Chrome does.
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: [
    {
      // The OpenID provider that stands in for Google; the app discovers it on first use.
      command: 'node start-oidc.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: port },
    },
    {
      command: 'node start-server.ts',
      url: `http://127.0.0.1:${port}/api/v1/ready`,
      // The first start imports the GeoNames gazetteer (~20 s alone, longer on a busy machine).
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: port },
    },
  ],
});
