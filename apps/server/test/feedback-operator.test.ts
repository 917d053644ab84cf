import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeedbackArgs } from '../src/cli/feedback.ts';
import { openDatabase } from '../src/db/client.ts';
import { createFeedback } from '../src/features/feedback/create-feedback.ts';
import { createTestUser } from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

const run = promisify(execFile);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /feedback rate limit', () => {
  it('accepts ten messages an hour from one address, then answers 429 with a retry time', async () => {
    const send = () => t.request('/api/v1/feedback', { method: 'POST', json: { text: 'The map is slow' } });
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(await readJson(limited)).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
    });
  });

  it('limits a signed-in account wherever it sends from', async () => {
    const other = await startTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const user = await createTestUser(other.database.db);
      const send = (ip: string) =>
        other.request('/api/v1/feedback', {
          method: 'POST',
          headers: { ...user.auth, 'x-forwarded-for': ip },
          json: { text: 'Hello' },
        });
      for (let i = 0; i < 10; i++) expect((await send(`10.0.0.${i}`)).status).toBe(201);
      expect((await send('10.0.1.1')).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('npm run feedback (operator CLI)', () => {
  it('parses its options and refuses bad ones', () => {
    expect(parseFeedbackArgs([])).toEqual({ limit: 50, since: undefined, json: false });
    expect(parseFeedbackArgs(['--limit', '5', '--since', '2026-01-31', '--json'])).toMatchObject({
      limit: 5,
      json: true,
      since: new Date('2026-01-31'),
    });
    expect(() => parseFeedbackArgs(['--limit', '0'])).toThrow(/--limit/);
    expect(() => parseFeedbackArgs(['--since', 'yesterday'])).toThrow(/--since/);
  });

  it('prints the newest feedback from the embedded database without touching the live files', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-feedback-cli-'));
    try {
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      await database.migrate();
      await createFeedback(database.db, { text: 'Older: the heating filter is wrong', language: 'en' });
      await createFeedback(database.db, {
        text: 'Карта не грузится',
        contacts: '@tenant',
        language: 'ru',
        pagePath: '/ru/reviews',
      });
      await database.close();
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
      const cli = path.resolve(import.meta.dirname, '../src/cli/feedback.ts');
      const { stdout } = await run(process.execPath, [cli, '--limit', '1'], { env });
      expect(stdout).toContain('Карта не грузится');
      expect(stdout).toContain('contacts: @tenant');
      expect(stdout).toContain('/ru/reviews');
      expect(stdout).not.toContain('Older');
      const json = await run(process.execPath, [cli, '--json'], { env });
      const lines = json.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines.map((l) => l.text)).toEqual(['Карта не грузится', 'Older: the heating filter is wrong']);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
