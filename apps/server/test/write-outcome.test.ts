import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { feedback, idempotencyKeys, reviews } from '../src/db/schema.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  solveCaptcha,
  type TestUser,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { createScratchDatabase, missingServices, type ScratchDatabase } from './support/shared-services.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp.ts';

/**
 * Issue 20, finding 6: with the database stalled, a write answered 503 could be in the database,
 * and a retry doubled it. Now a 503 means nothing was saved: a COMMIT whose answer is lost is
 * resolved on another connection (committed: the normal answer), or answered 504
 * WRITE_OUTCOME_UNKNOWN; and a retry with the same Idempotency-Key never writes twice.
 */
const QUERY_TIMEOUT_MS = 1500;
let keySequence = 0;
const newKey = () => `outcome-${Date.now()}-${++keySequence}`;
/**
 * The COMMIT as the wire carries it: a simple-query message ('Q', a 4-byte length, the text). A plain
 * /commit/ also matched the feedback text "Commit answer lost" inside the INSERT, so the trap fired
 * before the transaction's COMMIT (a truthful 503, nothing saved) and the case failed now and then.
 */
const COMMIT_MESSAGE = /Q[\s\S]{4}commit\0/i;

async function feedbackCount(db: Database['db'], text: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedback)
    .where(eq(feedback.text, text));
  return row?.n ?? 0;
}

describe('PGlite: an Idempotency-Key whose write committed is never run again', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('marks the key inside the write’s transaction; a retry after a lost answer is told, not rerun', async () => {
    const user = await createTestUser(t.database.db);
    const key = newKey();
    const text = `Lost answer ${key}`;
    const send = () =>
      t.request('/api/v1/feedback', {
        method: 'POST',
        json: { text },
        headers: { ...user.auth, 'idempotency-key': key },
      });
    expect((await send()).status).toBe(201);
    // The answer is lost as when the database stalls after the COMMIT: the key keeps the mark its
    // transaction wrote, and no stored answer; its request has ended.
    await t.database.db
      .update(idempotencyKeys)
      .set({
        lockedBy: 'committed:lost',
        responseStatus: null,
        responseBody: null,
        lockedAt: sql`now() - interval '2 minutes'`,
      })
      .where(eq(idempotencyKeys.userId, user.id));
    const retry = await send();
    expect(retry.status).toBe(409);
    expect(await readJson(retry)).toMatchObject({ code: 'IDEMPOTENCY_KEY_COMPLETED' });
    expect(await feedbackCount(t.database.db, text)).toBe(1);
  });
});

const skipReason = await missingServices();

describe.skipIf(skipReason)(
  `PostgreSQL stalling after the COMMIT${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let scratch: ScratchDatabase;
    let proxy: TcpProxy;
    let t: TestApp;
    let direct: Database;
    let user: TestUser;

    beforeAll(async () => {
      scratch = await createScratchDatabase();
      const target = new URL(scratch.url);
      proxy = await startTcpProxy({ hostname: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(scratch.url);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      t = await startTestApp({
        databaseUrl: viaProxy.toString(),
        env: {
          ...FAST_CAPTCHA_ENV,
          DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
          RATE_LIMIT_SCALE: '100',
        },
      });
      direct = await openDatabase({ url: scratch.url, poolSize: 2 });
      user = await createTestUser(direct.db);
    });
    afterAll(async () => {
      proxy?.thaw();
      await t?.close();
      await direct?.close();
      await proxy?.close();
      await scratch?.drop();
    });

    const send = (text: string, key: string) =>
      t.request('/api/v1/feedback', {
        method: 'POST',
        json: { text },
        headers: { ...user.auth, 'idempotency-key': key },
      });
    const recover = async () => {
      proxy.thaw();
      for (let attempt = 0; attempt < 20; attempt++) {
        if ((await t.request('/ready')).status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    it('answers a saved write as saved when only its COMMIT’s answer was lost (not 503)', async () => {
      const text = `Commit answer lost ${newKey()}`;
      proxy.freezeAfter(COMMIT_MESSAGE, 'connection');
      const response = await send(text, newKey());
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
      expect(await feedbackCount(direct.db, text)).toBe(1);
      await recover();
    });

    it('answers 504 WRITE_OUTCOME_UNKNOWN when the outcome cannot be learnt, and the retry writes nothing twice', async () => {
      const key = newKey();
      const text = `Outcome unknown ${key}`;
      proxy.freezeAfter(COMMIT_MESSAGE, 'all');
      const response = await send(text, key);
      expect(response.status).toBe(504);
      expect(await readJson(response)).toMatchObject({ code: 'WRITE_OUTCOME_UNKNOWN', retryAfterSeconds: 5 });
      await recover();
      expect(await feedbackCount(direct.db, text)).toBe(1);
      // Once the first request's lease is over, the retry is told the request was carried out.
      await direct.db
        .update(idempotencyKeys)
        .set({ lockedAt: sql`now() - interval '2 minutes'` })
        .where(eq(idempotencyKeys.key, key));
      const retry = await send(text, key);
      expect(retry.status).toBe(409);
      expect(await readJson(retry)).toMatchObject({ code: 'IDEMPOTENCY_KEY_COMPLETED' });
      expect(await feedbackCount(direct.db, text)).toBe(1);
    });

    it('answers 504, not 503, when the database goes after the write committed (reading the review back)', async () => {
      const tree = await createPlaceTree(direct.db);
      const key = newKey();
      const body = {
        placeId: tree.apartment,
        aspects: { general: { rating: 4 }, noise: { rating: 2, comment: 'Trams from 6 am.' } },
        livedFrom: { month: 1, year: 2024 },
        livedTo: null,
        agreedToTerms: true,
        captcha: await solveCaptcha(t.url),
      };
      const publish = () =>
        t.request('/api/v1/reviews?lang=en', {
          method: 'POST',
          json: body,
          headers: { ...user.auth, 'idempotency-key': key },
        });
      const savedReviews = async () =>
        (await direct.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.placeId, tree.apartment)))
          .length;
      // The created review is read back with the prepared hydration query, after the COMMIT.
      proxy.cutOn(/hydrate_reviews/);
      const response = await publish();
      expect(response.status).toBe(504);
      expect(await readJson(response)).toMatchObject({ code: 'WRITE_OUTCOME_UNKNOWN' });
      expect(await savedReviews()).toBe(1);
      // The retry (same key, same body) never writes a second review.
      await direct.db
        .update(idempotencyKeys)
        .set({ lockedAt: sql`now() - interval '2 minutes'` })
        .where(eq(idempotencyKeys.key, key));
      const retry = await publish();
      expect(retry.status).toBe(409);
      expect(await readJson(retry)).toMatchObject({ code: 'IDEMPOTENCY_KEY_COMPLETED' });
      expect(await savedReviews()).toBe(1);
    });

    it('frees a key whose request failed with the database within seconds of its return, not after the lease (issue 31, finding 4)', async () => {
      for (const stage of [/insert into "idempotency_keys"/, /insert into "feedback"/]) {
        const key = newKey();
        const text = `Frozen at ${stage.source} ${key}`;
        // The claim (or the write) reaches the database, then it freezes: the request fails (503,
        // or 504 when the claim's own answer is lost), and the key it holds cannot be released
        // until the database is back.
        proxy.freezeAfter(stage, 'all');
        const response = await send(text, key);
        expect([503, 504]).toContain(response.status);
        await recover();
        expect(await feedbackCount(direct.db, text)).toBe(0);
        // The web retries three times; each retry waits up to 10 s for a held key, well inside the
        // 60 s lease that used to keep it.
        let retry = await send(text, key);
        for (let attempt = 0; retry.status === 409 && attempt < 2; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          retry = await send(text, key);
        }
        expect(retry.status, stage.source).toBe(201);
        expect(await feedbackCount(direct.db, text)).toBe(1);
      }
    });

    it('answers 503 only when nothing was saved; the retry with the same key then saves it once', async () => {
      const key = newKey();
      const text = `Frozen before the write ${key}`;
      // Warm: the user's session is read before the freeze would catch it.
      proxy.freeze();
      const response = await send(text, key);
      expect(response.status).toBe(503);
      await recover();
      expect(await feedbackCount(direct.db, text)).toBe(0);
      let retry = await send(text, key);
      // The first request's key may still be leased (its release ran into the freeze): wait it out.
      if (retry.status === 409) {
        await direct.db
          .update(idempotencyKeys)
          .set({ lockedAt: sql`now() - interval '2 minutes'` })
          .where(eq(idempotencyKeys.key, key));
        retry = await send(text, key);
      }
      expect(retry.status).toBe(201);
      expect(await feedbackCount(direct.db, text)).toBe(1);
    });
  },
);
