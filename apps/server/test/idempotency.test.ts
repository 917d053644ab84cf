import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, feedback, idempotencyKeys, photos, reviews, reviewVotes } from '../src/db/schema.ts';
import {
  createPlaceTree,
  createTestImage,
  createTestUser,
  FAST_CAPTCHA_ENV,
  solveCaptcha,
  type TestPlaceTree,
  type TestUser,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/**
 * A client retrying a create request with the same Idempotency-Key gets the first answer and
 * creates one row; the key is per user, bound to its request, stored with a retention period.
 */
let t: TestApp;
let tree: TestPlaceTree;
beforeAll(async () => {
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100' } });
  tree = await createPlaceTree(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const lastYear = new Date().getUTCFullYear() - 1;
let keySequence = 0;
const newKey = () => `test-key-${Date.now()}-${++keySequence}`;

async function reviewBody(noise = 3) {
  return {
    placeId: tree.apartment,
    aspects: { general: { rating: 4 }, noise: { rating: noise } },
    isCommercial: false,
    livedFrom: { month: 3, year: lastYear - 1 },
    livedTo: { month: 9, year: lastYear },
    agreedToTerms: true,
    captcha: await solveCaptcha(t.url),
  };
}

function postReview(user: TestUser, body: unknown, key?: string) {
  return t.request('/api/v1/reviews?lang=en', {
    method: 'POST',
    json: body,
    headers: { ...user.auth, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

async function reviewCount(user: TestUser) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.authorId, user.id));
  return row?.n ?? 0;
}

describe('Idempotency-Key on POST /reviews', () => {
  it('answers a retry with the first result and creates one review', async () => {
    const user = await createTestUser(t.database.db);
    const body = await reviewBody();
    const key = newKey();
    const first = await postReview(user, body, key);
    expect(first.status).toBe(201);
    const created = await readJson(first);
    const retry = await postReview(user, body, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await readJson(retry)).toEqual(created);
    expect(await reviewCount(user)).toBe(1);
  });

  it('lets simultaneous duplicates wait for the first and share its answer', async () => {
    const user = await createTestUser(t.database.db);
    const body = await reviewBody();
    const key = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => postReview(user, body, key)));
    const ids = await Promise.all(
      answers.map(async (r) => ({ status: r.status, id: (await readJson(r)).id })),
    );
    expect(ids.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(ids.map((a) => a.id)).size).toBe(1);
    expect(await reviewCount(user)).toBe(1);
  });

  it('refuses the same key with a different body, clearly', async () => {
    const user = await createTestUser(t.database.db);
    const key = newKey();
    expect((await postReview(user, await reviewBody(), key)).status).toBe(201);
    const other = await postReview(user, await reviewBody(1), key);
    expect(other.status).toBe(422);
    expect(await readJson(other)).toMatchObject({
      statusCode: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect(await reviewCount(user)).toBe(1);
  });

  it('scopes keys per user', async () => {
    const [alice, bob] = [await createTestUser(t.database.db), await createTestUser(t.database.db)];
    const key = newKey();
    const a = await postReview(alice, await reviewBody(), key);
    const b = await postReview(bob, await reviewBody(), key);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await readJson(a)).id).not.toBe((await readJson(b)).id);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
  });

  it('releases the key after a failure, so the corrected request may reuse it', async () => {
    const user = await createTestUser(t.database.db);
    const key = newKey();
    const body = await reviewBody();
    const refused = await postReview(user, { ...body, captcha: 'bm90IGEgcGF5bG9hZA==' }, key);
    expect(refused.status).toBe(400);
    const accepted = await postReview(user, body, key);
    expect(accepted.status).toBe(201);
    expect(accepted.headers.get('idempotent-replayed')).toBeNull();
    expect(await reviewCount(user)).toBe(1);
  });

  it('keeps keys in the database for a day, then forgets them', async () => {
    const user = await createTestUser(t.database.db);
    const key = newKey();
    expect((await postReview(user, await reviewBody(), key)).status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(row).toMatchObject({ key, responseStatus: 201, lockedBy: null });
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
    // A day later the key may name a new request.
    await t.database.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.userId, user.id));
    const again = await postReview(user, await reviewBody(1), key);
    expect(again.status).toBe(201);
    expect(await reviewCount(user)).toBe(2);
  });

  it('refuses a malformed key with the error envelope', async () => {
    const user = await createTestUser(t.database.db);
    const response = await postReview(user, await reviewBody(), 'short');
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await reviewCount(user)).toBe(0);
  });
});

describe('Idempotency-Key on other create requests', () => {
  it('POST /comments: a retry creates one comment', async () => {
    const author = await createTestUser(t.database.db);
    const reviewResponse = await postReview(author, await reviewBody());
    const review = await readJson(reviewResponse);
    const commenter = await createTestUser(t.database.db);
    const key = newKey();
    const post = () =>
      t.request('/api/v1/comments', {
        method: 'POST',
        json: { reviewId: review.id, text: 'Was the heating included in the rent?' },
        headers: { ...commenter.auth, 'idempotency-key': key },
      });
    const first = await post();
    expect(first.status, JSON.stringify(await first.clone().json())).toBe(201);
    const retry = await post();
    expect(retry.status).toBe(201);
    expect((await readJson(retry)).id).toBe((await readJson(first)).id);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(comments)
      .where(eq(comments.authorId, commenter.id));
    expect(row?.n).toBe(1);
  });

  it('POST /reports: a retry answers the first report again', async () => {
    const author = await createTestUser(t.database.db);
    const review = await readJson(await postReview(author, await reviewBody()));
    const reporter = await createTestUser(t.database.db);
    const key = newKey();
    const post = () =>
      t.request('/api/v1/reports', {
        method: 'POST',
        json: { targetType: 'review', targetId: review.id, reason: 'spam' },
        headers: { ...reporter.auth, 'idempotency-key': key },
      });
    const first = await post();
    expect(first.status).toBe(201);
    const retry = await post();
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await readJson(retry)).toEqual(await readJson(first));
  });

  it('POST /photos/upload: a retry answers the first photo, one row', async () => {
    const user = await createTestUser(t.database.db);
    const key = newKey();
    const file = await createTestImage({ width: 640, height: 480 });
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'photo.jpg');
      return t.request('/api/v1/photos/upload', {
        method: 'POST',
        body: form,
        headers: { ...user.auth, 'idempotency-key': key },
      });
    };
    const first = await upload();
    expect(first.status).toBe(201);
    const retry = await upload();
    expect(retry.status).toBe(201);
    expect((await readJson(retry)).id).toBe((await readJson(first)).id);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(photos)
      .where(eq(photos.ownerId, user.id));
    expect(row?.n).toBe(1);
  });

  it('POST /feedback: a retry answers the first message, one row', async () => {
    const user = await createTestUser(t.database.db);
    const key = newKey();
    const text = `The map is slow on my phone (${key})`;
    const post = () =>
      t.request('/api/v1/feedback', {
        method: 'POST',
        json: { text },
        headers: { ...user.auth, 'idempotency-key': key },
      });
    const first = await post();
    expect(first.status).toBe(201);
    const retry = await post();
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await readJson(retry)).toEqual(await readJson(first));
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(feedback)
      .where(eq(feedback.text, text));
    expect(row?.n).toBe(1);
  });

  it('PUT /reviews/:id/vote: a late retry answers its first result and changes nothing since', async () => {
    const author = await createTestUser(t.database.db);
    const review = await readJson(await postReview(author, await reviewBody()));
    const voter = await createTestUser(t.database.db);
    const vote = (value: 'like' | 'dislike', key: string) =>
      t.request(`/api/v1/reviews/${review.id}/vote`, {
        method: 'PUT',
        json: { value },
        headers: { ...voter.auth, 'idempotency-key': key },
      });
    const likeKey = newKey();
    const first = await vote('like', likeKey);
    expect(first.status).toBe(200);
    const firstAnswer = await readJson(first);
    expect(firstAnswer).toMatchObject({ likesCount: 1, myVote: 'like' });
    expect((await vote('dislike', newKey())).status).toBe(200);
    // The like's retry arrives after the dislike: it must not turn the vote back.
    const retry = await vote('like', likeKey);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await readJson(retry)).toEqual(firstAnswer);
    const rows = await t.database.db.select().from(reviewVotes).where(eq(reviewVotes.userId, voter.id));
    expect(rows.map((row) => row.value)).toEqual([-1]);
  });

  it('PUT /comments/:id/vote takes a key too', async () => {
    const author = await createTestUser(t.database.db);
    const review = await readJson(await postReview(author, await reviewBody()));
    const comment = await readJson(
      await t.request('/api/v1/comments', {
        method: 'POST',
        json: { reviewId: review.id, text: 'Was the heating included in the rent?' },
        headers: author.auth,
      }),
    );
    const voter = await createTestUser(t.database.db);
    const key = newKey();
    const vote = () =>
      t.request(`/api/v1/comments/${comment.id}/vote`, {
        method: 'PUT',
        json: { value: 'like' },
        headers: { ...voter.auth, 'idempotency-key': key },
      });
    expect((await vote()).status).toBe(200);
    const retry = await vote();
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });
});
