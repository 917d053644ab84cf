import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlaceTree, createTestUser, FAST_CAPTCHA_ENV, solveCaptcha } from '../src/testing/factories.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { type FakeModel, startFakeModel } from './support/chat-completions.ts';
import { type InstanceProcess, startInstanceProcess } from './support/instance-process.ts';
import {
  createScratchDatabase,
  missingServices,
  REDIS_URL,
  type ScratchDatabase,
  scratchRedisPrefix,
} from './support/shared-services.ts';

/**
 * Two instances of the app on two ports, one PostgreSQL database and one Redis between them, as
 * docs/scaling.md deploys them: whatever one instance decides, the other honours. B runs in a
 * process of its own, so nothing held in one process's memory can make a check pass.
 */
const skipReason = await missingServices({ redis: true });

describe.skipIf(skipReason)(
  `two instances on one PostgreSQL and one Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: ScratchDatabase;
    const redis = scratchRedisPrefix();
    let model: FakeModel;
    let a: TestApp;
    let b: InstanceProcess;
    const lastYear = new Date().getUTCFullYear() - 1;
    type Instance = Pick<TestApp, 'url' | 'request'>;

    beforeAll(async () => {
      [database, model] = await Promise.all([createScratchDatabase(), startFakeModel()]);
      const env = {
        ...FAST_CAPTCHA_ENV,
        REDIS_URL,
        REDIS_KEY_PREFIX: redis.prefix,
        // Production limits: the point is that both instances count against the same ones.
        RATE_LIMIT_SCALE: '1',
        AI_PROVIDER_URL: model.url,
        AI_TIMEOUT_MS: '5000',
      };
      [a, b] = await Promise.all([
        startTestApp({ databaseUrl: database.url, env }),
        startInstanceProcess({ ...env, DATABASE_URL: database.url }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close(), model?.close()]);
      await database?.drop();
      await redis.clean();
    });

    async function postReview(on: Instance, auth: object, placeId: string, rating = 4, extra: object = {}) {
      return on.request('/api/v1/reviews?lang=en', {
        method: 'POST',
        headers: { ...auth, ...extra },
        json: {
          placeId,
          aspects: {
            general: { rating },
            noise: { rating: 3, comment: 'Quiet at night, a bar downstairs.' },
          },
          language: 'en',
          livedFrom: { month: 2, year: lastYear },
          livedTo: null,
          agreedToTerms: true,
          captcha: await solveCaptcha(on.url),
        },
      });
    }

    it('a session made on A works on B, and signing out on B ends it on A', async () => {
      const signIn = await a.request('/api/v1/auth/anonymous/sign-in', { method: 'POST' });
      expect(signIn.status).toBe(200);
      const { token, user } = await readJson(signIn);
      const auth = { authorization: `Bearer ${token}` };
      const current = await b.request('/api/v1/auth/current', { headers: auth });
      expect((await readJson(current)).user.id).toBe(user.id);
      expect(
        (await b.request('/api/v1/auth/sign-out', { method: 'POST', headers: auth })).status,
      ).toBeLessThan(300);
      expect((await a.request('/api/v1/auth/current', { headers: auth })).status).toBe(401);
    });

    it('rate limits count hits on both instances together', async () => {
      // Failed sign-ins are counted per account and network: after 3 (2 on A, 1 on B) a captcha is
      // required on either instance.
      const attempt = (on: Instance) =>
        on.request('/api/v1/auth/sign-in', {
          method: 'POST',
          json: { type: 'email', email: 'nobody.multi@example.com', password: 'wrong password 1' },
        });
      for (const on of [a, a, b]) expect((await attempt(on)).status).toBe(401);
      const asked = await attempt(a);
      expect(asked.status).toBe(403);
      expect(await readJson(asked)).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
      expect((await attempt(b)).status).toBe(403);
    });

    it('the resend-verification cooldown started on A holds on B', async () => {
      const user = await createTestUser(a.database.db, { isVerified: false });
      const resend = (on: Instance) =>
        on.request('/api/v1/auth/email/verify/resend', { method: 'POST', headers: user.auth });
      expect((await resend(a)).status).toBe(204);
      const refused = await resend(b);
      expect(refused.status).toBe(429);
      const body = await readJson(refused);
      expect(body.code).toBe('RATE_LIMITED');
      expect(body.retryAfterSeconds).toBeGreaterThan(100);
    });

    it('a captcha solution used on B is refused on A (replay)', async () => {
      const tree = await createPlaceTree(a.database.db);
      const author = await createTestUser(a.database.db);
      const captcha = await solveCaptcha(a.url);
      const body = {
        placeId: tree.apartment,
        aspects: { general: { rating: 5 } },
        livedFrom: { month: 1, year: lastYear },
        livedTo: null,
        agreedToTerms: true,
        captcha,
      };
      const send = (on: Instance) =>
        on.request('/api/v1/reviews', { method: 'POST', headers: author.auth, json: body });
      expect((await send(b)).status).toBe(201);
      const replay = await send(a);
      expect(replay.status).toBe(400);
      expect(await readJson(replay)).toMatchObject({ message: 'Captcha verification is required' });
    });

    it('an Idempotency-Key used on A answers the retry that lands on B', async () => {
      const tree = await createPlaceTree(a.database.db);
      const author = await createTestUser(a.database.db);
      const body = JSON.stringify({
        placeId: tree.apartment,
        aspects: { general: { rating: 4 } },
        livedFrom: { month: 1, year: lastYear },
        livedTo: null,
        agreedToTerms: true,
        captcha: await solveCaptcha(a.url),
      });
      const send = (on: Instance) =>
        on.request('/api/v1/reviews?lang=en', {
          method: 'POST',
          headers: {
            ...author.auth,
            'content-type': 'application/json',
            'idempotency-key': `multi-${author.id}`,
          },
          body,
        });
      const first = await send(a);
      expect(first.status).toBe(201);
      const retry = await send(b);
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      const review = await readJson(first);
      expect((await readJson(retry)).id).toBe(review.id);
      const listed = await readJson(await b.request(`/api/v1/reviews?placeId=${tree.apartment}&lang=en`));
      expect(listed.items.map((r: AnyJson) => r.id)).toEqual([review.id]);
    });

    it('the AI summary is generated once for concurrent readers on A and B, then served from the cache', async () => {
      const tree = await createPlaceTree(a.database.db);
      const author = await createTestUser(a.database.db);
      expect((await postReview(a, author.auth, tree.apartment, 4)).status).toBe(201);
      expect((await postReview(b, author.auth, tree.apartment, 2)).status).toBe(201);
      const before = model.requests;
      model.delayMs = 400;
      const read = async (on: Instance) => {
        const response = await on.request(`/api/v1/ai-summary?placeId=${tree.apartment}&lang=en`);
        expect(response.status, await response.clone().text()).toBe(200);
        return readJson(response);
      };
      const answers = await Promise.all([a, b, a, b, a, b].map(read));
      expect(new Set(answers.map((s) => s.id)).size).toBe(1);
      expect(answers[0].provider).toMatch(/^openai-compatible:/);
      expect(model.requests - before).toBe(1);
      // One generation, one count against the model's limit: the instance that waited for the
      // other's generation served its row without counting.
      expect(await redis.count('rl:ai-summary:model:ip:')).toBe(1);
      // Cached: another read on either instance asks nobody.
      expect((await read(b)).id).toBe(answers[0].id);
      expect(model.requests - before).toBe(1);
      // A review written on B makes the summary out of date on A too.
      expect((await postReview(b, author.auth, tree.apartment, 5)).status).toBe(201);
      const fresh = await read(a);
      expect(fresh.id).not.toBe(answers[0].id);
      expect(fresh.reviewCount).toBe(3);
      expect(model.requests - before).toBe(2);
      expect(await redis.count('rl:ai-summary:model:ip:')).toBe(2);
    });

    it("a place's cached history is renewed on B as soon as a review is written on A", async () => {
      const tree = await createPlaceTree(a.database.db);
      const author = await createTestUser(a.database.db);
      const historyCount = async (on: Instance) => {
        const stats = await readJson(await on.request(`/api/v1/reviews/stats?placeId=${tree.building}`));
        return (stats.history as Array<{ reviewCount: number }>).reduce((n, year) => n + year.reviewCount, 0);
      };
      expect((await postReview(a, author.auth, tree.apartment)).status).toBe(201);
      expect(await historyCount(b)).toBe(1);
      expect(await historyCount(a)).toBe(1);
      expect((await postReview(a, author.auth, tree.apartment, 3)).status).toBe(201);
      // No waiting for a TTL: the cache key carries the place's version, which the write moved.
      expect(await historyCount(b)).toBe(2);
      expect(await historyCount(a)).toBe(2);
    });
  },
);
