/**
 * Starts the app for the end-to-end run exactly as `npm start` does, on its own data: a fresh
 * PGlite directory, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { OIDC_TEST_CLIENT } from '../apps/server/src/testing/oidc-issuer.ts';
import { createStaff, prepareSeededData } from './app-data.ts';
import { appPort, appUrl, oidcIssuer, seededDataDir } from './ports.ts';

const port = String(appPort);
process.env.PORT = port;
process.env.HOST = '127.0.0.1';
process.env.PUBLIC_URL = appUrl;
process.env.NODE_ENV = 'production';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.env.SEED_DEMO = 'true';
// The app's data in a folder of its port that the next start on that port empties first, as the
// outbox below: a run leaves its data behind once (for a look after a failure), not once more each time.
process.env.DATA_DIR = path.join(os.tmpdir(), `sofascout-e2e-${port}-data`);
await fs.rm(process.env.DATA_DIR, { recursive: true, force: true });
await fs.mkdir(process.env.DATA_DIR, { recursive: true });
// Accounts: mails become .eml files in a folder the tests read (tests/mail.ts); many sign-ups
// from one IP must not meet the production rate limits.
process.env.MAIL_OUTBOX_DIR = path.join(os.tmpdir(), `sofascout-e2e-${port}-outbox`);
await fs.rm(process.env.MAIL_OUTBOX_DIR, { recursive: true, force: true });
process.env.MAIL_POLL_INTERVAL_MS ??= '500';
process.env.RATE_LIMIT_SCALE ??= '50';
// The real widget still solves a real proof of work, just a small one, so runs stay fast.
process.env.CAPTCHA_COST ??= '50';
process.env.CAPTCHA_MAX_COUNTER ??= '200';
// "Sign in with Google" against the provider that start-oidc.ts runs (playwright.config.ts starts it first).
process.env.OIDC_ISSUER = oidcIssuer;
process.env.GOOGLE_CLIENT_ID = OIDC_TEST_CLIENT.id;
process.env.GOOGLE_CLIENT_SECRET = OIDC_TEST_CLIENT.secret;

// Machine translation (issue 16) through a LibreTranslate-compatible peer on loopback, in this
// process ("[en] …" answers, see translation-peers.ts); E2E_TRANSLATE=off starts the app without
// any provider. The browser's own Translator API is left out so that runs do not depend on it.
if (process.env.E2E_TRANSLATE === 'off') {
  process.env.TRANSLATE_PROVIDER = 'none';
} else if (process.env.E2E_TRANSLATE === 'device') {
  // The browser's own translator only (issue 33): the spec stands in for Chromium's Translator API.
  process.env.TRANSLATE_PROVIDER = 'device';
} else if (!process.env.TRANSLATE_URL) {
  const { startLibreTranslatePeer } = await import('../apps/server/src/testing/translation-peers.ts');
  process.env.TRANSLATE_URL = (await startLibreTranslatePeer()).url;
  process.env.TRANSLATE_PROVIDER ??= 'libretranslate';
}

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `sofascout_e2e_${port}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
} else {
  delete process.env.DATABASE_URL;
}

// On the embedded database, the suite's app starts from data prepared before it starts (staff, the
// gazetteer, the demo data: app-data.ts) and keeps a copy of the closed directory; a spec's second
// app (tests/second-app.ts) starts from that copy instead of importing the gazetteer again (~40 s of
// one core each, while the other tests run). `npm test` and `npm run test:e2e` prepare that data
// while Vitest and the web build run (scripts/run-tests.ts) and name its folder in
// E2E_PREPARED_DATA; without it, it is prepared here. On PostgreSQL each app prepares its own database (staff here; the rest as the app starts).
const copyFrom = process.env.E2E_SEEDED_DATA_FROM;
const prepared = process.env.E2E_PREPARED_DATA;
if (adminUrl) {
  await createStaff();
} else if (copyFrom) {
  const seeded = seededDataDir(Number(copyFrom));
  if (fsSync.existsSync(seeded)) await fs.cp(seeded, process.env.DATA_DIR, { recursive: true });
  else await createStaff();
} else {
  if (prepared) await fs.cp(prepared, process.env.DATA_DIR, { recursive: true });
  else await prepareSeededData();
  // Copied under another name, then renamed: a second app never sees half a copy.
  const template = seededDataDir(appPort);
  await fs.rm(template, { recursive: true, force: true });
  await fs.cp(process.env.DATA_DIR, `${template}.partial`, { recursive: true });
  await fs.rename(`${template}.partial`, template);
}

await import('../apps/server/src/main.ts');
