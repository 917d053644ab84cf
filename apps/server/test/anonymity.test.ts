import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, reviews, users } from '../src/db/schema.ts';
import { createSession } from '../src/features/auth/sessions.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  solveCaptcha,
  type TestPlaceTree,
  type TestUser,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/**
 * Seeds reviews without an author (an anonymous account's, and a registered author's who chose to
 * hide their name), with a photo and a comment, then reads every public API answer that can show
 * them and looks for anything that identifies the author: ids, e-mail, name, the addresses they
 * wrote from, their session, or a time precise to the second.
 */

let t: TestApp;
let tree: TestPlaceTree;
const lastYear = new Date().getUTCFullYear() - 1;

interface Secret {
  label: string;
  value: string;
}
const secrets: Secret[] = [];
const reviewIds: string[] = [];
let anonymousCommentId: string;
/** The registered author who hid their name on the second review. */
let hiddenAuthor: TestUser;

/**
 * The seconds in which something was written, as ISO text ('2026-11-22T14:03:27'). A second that
 * starts a minute is left out: a time rounded to the minute (what a list cursor may carry) shows it.
 */
function exactSeconds(label: string, from: Date, to: Date): Secret[] {
  const found: Secret[] = [];
  for (let at = Math.floor(from.getTime() / 1000) * 1000; at <= to.getTime(); at += 1000) {
    const value = new Date(at).toISOString().slice(0, 19);
    if (!value.endsWith(':00')) found.push({ label, value });
  }
  return found;
}

async function uploadPhoto(author: TestUser) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#88aacc' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'flat.png');
  const response = await t.request('/api/v1/photos/upload', {
    method: 'POST',
    headers: author.auth,
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await readJson(response)).id as string;
}

async function seedAuthorlessReview(author: TestUser, ip: string, extra: Record<string, unknown>) {
  const sentAt = new Date();
  const response = await t.request('/api/v1/reviews', {
    method: 'POST',
    headers: { ...author.auth, 'x-forwarded-for': ip },
    json: {
      placeId: tree.apartment,
      aspects: {
        general: { rating: 2, comment: 'Mould in the bathroom every winter, the owner would not fix it.' },
      },
      livedFrom: { month: 4, year: lastYear - 1 },
      livedTo: { month: 9, year: lastYear },
      rent: { amount: 900, currency: 'GEL' },
      agreedToTerms: true,
      captcha: await solveCaptcha(t.url),
      photoIds: [await uploadPhoto(author)],
      ...extra,
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const answeredAt = new Date();
  const review = await readJson(response);
  const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
  const [account] = await t.database.db.select().from(users).where(eq(users.id, author.id));
  reviewIds.push(review.id);
  secrets.push(
    { label: 'author id', value: author.id },
    { label: 'session token', value: author.token },
    { label: 'client address', value: ip },
    { label: 'client network', value: ip.split('.').slice(0, 3).join('.') },
    ...exactSeconds('exact creation time', sentAt, answeredAt),
  );
  expect(row!.createdAt.getUTCSeconds() + row!.createdAt.getUTCMilliseconds()).toBe(0);
  if (row!.networkHash) secrets.push({ label: 'network hash', value: row!.networkHash });
  if (account!.email) secrets.push({ label: 'e-mail', value: account!.email });
  if (account!.name) secrets.push({ label: 'name', value: account!.name });
  // A time-ordered (v7) id would date the review to the millisecond.
  expect(review.id[14], 'review id version').toBe('4');
  return review;
}

beforeAll(async () => {
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100', TRUST_PROXY: 'true' } });
  tree = await createPlaceTree(t.database.db);
  const anonymous = await createTestUser(t.database.db, { anonymous: true });
  const registered = await createTestUser(t.database.db, { name: 'Tamar Kvaratskhelia' });
  hiddenAuthor = registered;
  const anonymousReview = await seedAuthorlessReview(anonymous, '10.44.7.21', {});
  await seedAuthorlessReview(registered, '10.55.8.31', {
    hideAuthor: true,
    // Not a near copy of the first (that would be held for a moderator and not be public).
    aspects: {
      general: { rating: 3, comment: 'Thin walls, the neighbours’ television every night until two.' },
    },
  });
  // A named comment from the day before, then an anonymous account's comment: the newest-first
  // page of one then ends on the anonymous comment, so its cursor points past it.
  const named = await t.request('/api/v1/comments', {
    method: 'POST',
    headers: (await createTestUser(t.database.db, { name: 'Levan Beridze' })).auth,
    json: { reviewId: anonymousReview.id, text: 'Our flat upstairs had it too.' },
  });
  expect(named.status).toBe(201);
  const dayBefore = new Date(Date.now() - 24 * 60 * 60 * 1000);
  await t.database.db
    .update(comments)
    .set({ createdAt: dayBefore, updatedAt: dayBefore })
    .where(eq(comments.id, (await readJson(named)).id));
  const sentAt = new Date();
  const comment = await t.request('/api/v1/comments', {
    method: 'POST',
    headers: { ...anonymous.auth, 'x-forwarded-for': '10.44.7.21' },
    json: { reviewId: anonymousReview.id, text: 'I lived next door, the same mould.' },
  });
  expect(comment.status).toBe(201);
  const answeredAt = new Date();
  anonymousCommentId = (await readJson(comment)).id;
  secrets.push(...exactSeconds('exact comment time', sentAt, answeredAt));
  // Answers made from now on carry times of their own ('generated at'); not in the same second.
  await new Promise((resolve) => setTimeout(resolve, 1100));
});
afterAll(async () => {
  await t?.close();
});

const publicAnswers = () => {
  const lang = 'en';
  return [
    ...reviewIds.map((id) => `/api/v1/reviews/${id}?lang=${lang}`),
    ...reviewIds.map((id) => `/api/v1/comments?reviewId=${id}`),
    ...reviewIds.map((id) => `/api/v1/comments?reviewId=${id}&order=newest&limit=1`),
    `/api/v1/comments/${anonymousCommentId}`,
    ...(['apartment', 'building', 'district', 'city'] as const).flatMap((scope) => [
      `/api/v1/reviews?placeId=${tree[scope]}&lang=${lang}`,
      `/api/v1/reviews?placeId=${tree[scope]}&sort=helpful`,
      `/api/v1/reviews/stats?placeId=${tree[scope]}`,
      `/api/v1/ai-summary?placeId=${tree[scope]}&lang=${lang}`,
    ]),
    '/api/v1/reviews/latest?limit=50',
    '/api/v1/reviews/nearby?lat=41.7097&lng=44.762&radius=5000&limit=50',
    '/api/v1/places/nearby?lat=41.7097&lng=44.762',
    '/api/v1/places/in-area?bbox=44.7,41.65,44.85,41.75',
    `/api/v1/places/in-area?within=${tree.city}`,
  ];
};

describe('reviewer anonymity', () => {
  it('no public answer carries anything that identifies the author of an authorless review', async () => {
    const viewer = await createTestUser(t.database.db);
    const checked: string[] = [];
    for (const path of publicAnswers()) {
      for (const headers of [{}, viewer.auth]) {
        const response = await t.request(path, { headers });
        if (response.status === 404) continue;
        expect(response.status, path).toBe(200);
        const body = await response.text();
        for (const secret of secrets) {
          expect(body.includes(secret.value), `${path} exposes the ${secret.label}`).toBe(false);
        }
        // Pages through the same lists: cursors are answers too.
        const cursor = (JSON.parse(body) as { nextCursor?: string | null }).nextCursor;
        if (cursor) {
          const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
          for (const secret of secrets) expect(decoded.includes(secret.value), `${path} cursor`).toBe(false);
        }
        checked.push(path);
      }
    }
    expect(checked.length).toBeGreaterThan(20);
  });

  it('shows authorless reviews without author, dated by day, and marks "yours" only for the author', async () => {
    for (const id of reviewIds) {
      const review = await readJson(await t.request(`/api/v1/reviews/${id}`));
      expect(review).toMatchObject({ author: null, isOwn: false, hideAuthor: false, publishAt: null });
      expect(review.createdAt).toMatch(/T00:00:00\.000Z$/);
      expect(review.updatedAt).toMatch(/T00:00:00\.000Z$/);
      for (const photo of review.photos as Array<{ id: string; url: string }>) {
        expect(photo.id[14], 'photo id version').toBe('4');
        for (const secret of secrets) expect(photo.url.includes(secret.value)).toBe(false);
      }
    }
    const thread = await readJson(await t.request(`/api/v1/comments?reviewId=${reviewIds[0]}`));
    expect(thread.items.find((c: { id: string }) => c.id === anonymousCommentId).author).toBeNull();
  });

  it('does not tell a registered author from an anonymous account by the sofas a review earns', async () => {
    const viewer = await createTestUser(t.database.db);
    const lists = (['apartment', 'building', 'city'] as const).flatMap((scope) => [
      `/api/v1/reviews?placeId=${tree[scope]}`,
      `/api/v1/reviews?placeId=${tree[scope]}&sort=helpful`,
    ]);
    for (const headers of [{}, viewer.auth]) {
      const seen: Array<{ id: string; points: number }> = [];
      for (const id of reviewIds)
        seen.push(await readJson(await t.request(`/api/v1/reviews/${id}`, { headers })));
      for (const path of [...lists, '/api/v1/reviews/latest?limit=50']) {
        const page = await readJson(await t.request(path, { headers }));
        seen.push(...page.items.filter((r: { id: string }) => reviewIds.includes(r.id)));
      }
      expect(seen.length).toBeGreaterThan(reviewIds.length);
      // The same for both reviews, whichever kind of account wrote them.
      expect(new Set(seen.map((r) => r.points))).toEqual(new Set([0]));
    }
    // The registered author still sees what their own review earns.
    const own = await readJson(
      await t.request(`/api/v1/reviews/${reviewIds[1]}`, { headers: hiddenAuthor.auth }),
    );
    expect(own).toMatchObject({ isOwn: true, hideAuthor: true });
    expect(own.points).toBeGreaterThan(0);
  });

  it('dates an anonymous account’s comment by day in GET /comments and GET /comments/{id}, for its author too', async () => {
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, anonymousCommentId));
    const [anonymous] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, row!.authorId));
    const { token } = await createSession(t.database.db, anonymous!.id);
    const viewers = [{}, { authorization: `Bearer ${token}` }];
    for (const headers of viewers) {
      const one = await readJson(await t.request(`/api/v1/comments/${anonymousCommentId}`, { headers }));
      const thread = await readJson(
        await t.request(`/api/v1/comments?reviewId=${reviewIds[0]}`, { headers }),
      );
      const listed = thread.items.find((c: { id: string }) => c.id === anonymousCommentId);
      for (const comment of [one, listed]) {
        expect(comment.author).toBeNull();
        expect(comment.createdAt).toMatch(/T00:00:00\.000Z$/);
        expect(comment.updatedAt).toMatch(/T00:00:00\.000Z$/);
      }
      // A named comment keeps its exact time.
      const other = thread.items.find((c: { id: string }) => c.id !== anonymousCommentId);
      expect(other.author).not.toBeNull();
      expect(other.createdAt).not.toMatch(/T00:00:00\.000Z$/);
    }
    // Neither the id (not time-ordered) nor the stored time dates it precisely.
    expect(anonymousCommentId[14], 'comment id version').toBe('4');
    expect(row!.createdAt.getUTCSeconds()).toBe(0);
    expect(row!.createdAt.getUTCMilliseconds()).toBe(0);
  });
});

describe('author pages (issue 17)', () => {
  it('never list, count or pay out an authorless review on its author’s page', async () => {
    const named = [
      `/api/v1/authors/${hiddenAuthor.id}`,
      `/api/v1/authors/${hiddenAuthor.id}/reviews?limit=50`,
      `/api/v1/authors/${hiddenAuthor.id}/comments?limit=50`,
    ];
    for (const path of named) {
      const body = await (await t.request(path)).text();
      for (const id of reviewIds) expect(body.includes(id), `${path} names review ${id}`).toBe(false);
    }
    const profile = await readJson(await t.request(named[0]!));
    expect(profile).toMatchObject({ reviewCount: 0, sofas: 0 });
  });

  it('has no page for an anonymous account, and "my reviews" is only ever the caller’s', async () => {
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, anonymousCommentId));
    for (const path of ['', '/reviews', '/comments']) {
      expect((await t.request(`/api/v1/authors/${row!.authorId}${path}`)).status).toBe(404);
    }
    expect((await t.request('/api/v1/reviews/my')).status).toBe(401);
    const stranger = await createTestUser(t.database.db);
    const page = await readJson(
      await t.request(`/api/v1/reviews/my?authorId=${hiddenAuthor.id}`, { headers: stranger.auth }),
    );
    expect(page.items).toEqual([]);
  });
});
