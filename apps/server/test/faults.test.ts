import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, rowsOf } from '../src/db/client.ts';
import { emailOutbox, photos, users } from '../src/db/schema.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  solveCaptcha,
  type TestPlaceTree,
  type TestUser,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { type FakeModel, startFakeModel } from './support/chat-completions.ts';
import {
  createScratchDatabase,
  missingServices,
  type ScratchDatabase,
  waitFor,
} from './support/shared-services.ts';
import { startSmtpCatcher } from './support/smtp-catcher.ts';
import { freePort, startTcpProxy, type TcpProxy } from './support/tcp.ts';

/** The scratch database's URL with the proxy's port in it. */
function viaProxy(databaseUrl: string, port: number, database: string): string {
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${port}`;
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Faults survived, on loopback: PostgreSQL unreachable during load (a TCP proxy in between is cut
 * and restored; the machine's PostgreSQL itself is never touched), SMTP down, the AI provider hanging
 * or failing, and unwritable media storage.
 */
const skipReason = await missingServices();

describe.skipIf(skipReason)(`faults survived${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let model: FakeModel;
  let direct: Database;
  let t: TestApp;
  let dataDir: string;
  let smtpPort: number;
  let tree: TestPlaceTree;
  let author: TestUser;
  const lastYear = new Date().getUTCFullYear() - 1;

  beforeAll(async () => {
    [scratch, model, smtpPort, dataDir] = await Promise.all([
      createScratchDatabase(),
      startFakeModel(),
      freePort(),
      fs.mkdtemp(path.join(os.tmpdir(), 'scale-faults-')),
    ]);
    const target = new URL(scratch.url);
    proxy = await startTcpProxy({ hostname: target.hostname, port: Number(target.port || 5432) });
    direct = await openDatabase({ url: scratch.url, poolSize: 2 });
    t = await startTestApp({
      databaseUrl: viaProxy(scratch.url, proxy.port, scratch.name),
      env: {
        ...FAST_CAPTCHA_ENV,
        RATE_LIMIT_SCALE: '100',
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_POLL_INTERVAL_MS: '200',
        AI_PROVIDER_URL: model.url,
        AI_TIMEOUT_MS: '1000',
      },
    });
    tree = await createPlaceTree(direct.db);
    author = await createTestUser(direct.db);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([proxy?.close(), model?.close(), direct?.close()]);
    await scratch?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function postReview(user: TestUser, placeId = tree.apartment) {
    return t.request('/api/v1/reviews?lang=en', {
      method: 'POST',
      headers: user.auth,
      json: {
        placeId,
        aspects: { general: { rating: 4 }, noise: { rating: 2, comment: 'Trams from 6 am.' } },
        livedFrom: { month: 1, year: lastYear },
        livedTo: null,
        agreedToTerms: true,
        captcha: await solveCaptcha(t.url),
      },
    });
  }

  it('PostgreSQL unreachable during load: clear 503s, /ready says so, recovery by itself, no half-done write', async () => {
    type Outcome = { status: number; code: string | undefined; ms: number; isWrite: boolean };
    const outcomes: Outcome[] = [];
    let running = true;
    const worker = async (isWrite: boolean) => {
      while (running) {
        const started = Date.now();
        const response = await (isWrite
          ? postReview(author)
          : t.request(`/api/v1/reviews?placeId=${tree.city}&lang=en`));
        const body = await readJson(response);
        outcomes.push({ status: response.status, code: body?.code, ms: Date.now() - started, isWrite });
      }
    };
    const load = Promise.all([worker(true), worker(true), worker(false), worker(false)]);
    await waitFor(
      async () => outcomes.filter((o) => o.status === 201).length,
      (n) => n >= 3,
      { what: 'reviews written before the outage' },
    );

    await proxy.cut();
    const outageFrom = outcomes.length;
    const ready = await waitFor(
      () => t.request('/api/v1/ready'),
      (r) => r.status === 503,
      { what: '/ready to report the outage' },
    );
    expect(await readJson(ready)).toEqual({ status: 'unavailable', database: 'down' });
    await waitFor(
      async () => outcomes.slice(outageFrom).filter((o) => o.status === 503),
      (failed) => failed.some((o) => o.isWrite) && failed.some((o) => !o.isWrite),
      { what: 'reads and writes to fail with 503 during the outage' },
    );

    await proxy.restore();
    const recoveredFrom = outcomes.length;
    await waitFor(
      () => t.request('/api/v1/ready'),
      (r) => r.status === 200,
      { what: '/ready after the database returns' },
    );
    await waitFor(
      async () => outcomes.slice(recoveredFrom).filter((o) => o.status === 201).length,
      (n) => n >= 2,
      { what: 'writes to succeed again' },
    );
    running = false;
    await load;

    // Every answer was a success, the clear 503 envelope (nothing saved), or for a write cut off
    // after it was sent, 504 WRITE_OUTCOME_UNKNOWN (retry with the same Idempotency-Key); none hung.
    for (const outcome of outcomes) {
      expect([200, 201, 503, 504], JSON.stringify(outcome)).toContain(outcome.status);
      if (outcome.status === 503) expect(outcome.code).toBe('SERVICE_UNAVAILABLE');
      if (outcome.status === 504) {
        expect(outcome.isWrite, JSON.stringify(outcome)).toBe(true);
        expect(outcome.code).toBe('WRITE_OUTCOME_UNKNOWN');
      }
      // A hung request would hold `load` up until the test's timeout; the bound only names it, with
      // room for a busy machine (7.7 s was seen at a load of 35 on two cores, deadline 5 s + query).
      expect(outcome.ms).toBeLessThan(30_000);
    }
    // No half-done write: each review has its aspects, and the aggregates match the reviews.
    const [check] = rowsOf<{ reviews: number; withoutAspects: number; counted: number; overall: number }>(
      await direct.db.execute(sql`
        select (select count(*)::int from reviews where place_id = ${tree.apartment}) as reviews,
               (select count(*)::int from reviews r where place_id = ${tree.apartment}
                  and (select count(*) from review_aspects a where a.review_id = r.id) <> 2) as "withoutAspects",
               (select review_count from places where id = ${tree.apartment}) as counted,
               (select rating_count from place_aspect_stats
                 where place_id = ${tree.apartment} and aspect = 'overall') as overall`),
    );
    const created = outcomes.filter((o) => o.status === 201).length;
    // A 503 saved nothing (issue 20): only the 504s may or may not have been saved.
    const unknown = outcomes.filter((o) => o.isWrite && o.status === 504).length;
    expect(check!.reviews).toBeGreaterThanOrEqual(created);
    expect(check!.reviews).toBeLessThanOrEqual(created + unknown);
    expect(check).toMatchObject({ withoutAspects: 0, counted: check!.reviews, overall: check!.reviews });
  });

  it('SMTP down: the mail waits in the outbox and is delivered exactly once when SMTP returns', async () => {
    const user = await createTestUser(direct.db, { isVerified: false });
    const [{ email }] = (await direct.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, user.id))) as [{ email: string }];
    const resend = await t.request('/api/v1/auth/email/verify/resend', {
      method: 'POST',
      headers: user.auth,
    });
    expect(resend.status).toBe(204);
    const mail = () =>
      direct.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, email))
        .then((rows) => rows[0]!);
    const failed = await waitFor(mail, (row) => row.attempts >= 1 && row.status === 'pending', {
      what: 'a failed delivery attempt',
    });
    expect(failed.lastError).toBeTruthy();
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const smtp = await startSmtpCatcher(smtpPort);
    try {
      // The retry is due in 30 s or more; bring it forward rather than wait for the backoff.
      await direct.db
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(emailOutbox.id, failed.id));
      const sent = await waitFor(mail, (row) => row.status === 'sent', { what: 'the delivery' });
      expect(sent.attempts).toBe(failed.attempts + 1);
      await smtp.waitFor((m) => m.recipients.includes(email));
      // Sent rows are never claimed again: one more worker pass delivers nothing new.
      await t.app.mailer.runOnce();
      expect(smtp.mails.filter((m) => m.recipients.includes(email))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it.each([
    ['hangs', 'hang'],
    ['fails', 'error'],
  ] as const)('AI provider %s: the built-in summary is served within the time limit', async (_why, mode) => {
    const place = await createPlaceTree(direct.db);
    expect((await postReview(author, place.apartment)).status).toBe(201);
    model.mode = mode;
    try {
      const started = Date.now();
      const response = await t.request(`/api/v1/ai-summary?placeId=${place.apartment}&lang=en`);
      const elapsed = Date.now() - started;
      expect(response.status).toBe(200);
      const summary = await readJson(response);
      expect(summary.provider).toBe('builtin');
      expect(summary.sections.length).toBeGreaterThan(0);
      // AI_TIMEOUT_MS is 1000 here and a hanging model never answers, so an answer at all proves the
      // time limit; the bound only says "not for ever", with room for a busy machine.
      expect(elapsed).toBeLessThan(10_000);
    } finally {
      model.mode = 'ok';
    }
  });

  it('unwritable storage during a photo upload: a clear 503, no row and no file left behind', async () => {
    const uploader = await createTestUser(direct.db);
    // A file where the photos folder should be: every write under it fails, even as root.
    const photosDir = path.join(dataDir, 'media', 'photos');
    await fs.rm(photosDir, { recursive: true, force: true });
    await fs.writeFile(photosDir, 'not a folder');
    try {
      const image = await sharp({
        create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 90, b: 60 } },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(image)]), 'room.jpg');
      const response = await t.request('/api/v1/photos/upload', {
        method: 'POST',
        body: form,
        headers: uploader.auth,
      });
      expect(response.status).toBe(503);
      expect(await readJson(response)).toMatchObject({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Failed to upload photo',
      });
      const rows = await direct.db
        .select()
        .from(photos)
        .where(and(eq(photos.ownerId, uploader.id)));
      expect(rows).toHaveLength(0);
      expect(await fs.readdir(path.join(dataDir, 'media'))).toEqual(['photos']);
    } finally {
      await fs.rm(photosDir, { force: true });
    }
  });
});
