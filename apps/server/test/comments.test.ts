import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIMITS, POINTS } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger } from '../src/db/schema.ts';
import { getScore } from '../src/features/points/sync-points.ts';
import {
  createPlaceTree,
  createTestImage,
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestReview,
  solveCaptcha,
  type TestPlaceTree,
  type TestUser,
  uploadTestPhoto,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

let t: TestApp;
let tree: TestPlaceTree;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-comments-'));
  // Many writes come from 127.0.0.1 here; the limits themselves are tested in their own app below.
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100', DATA_DIR: dataDir } });
  tree = await createPlaceTree(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const createReview = (user: TestUser) => publishTestReview(t, user, { placeId: tree.apartment });

const postComment = (user: TestUser, json: unknown) =>
  t.request('/api/v1/comments', { method: 'POST', headers: user.auth, json });

async function comment(user: TestUser, reviewId: string, text = 'Same here, the heating was great.') {
  const response = await postComment(user, { reviewId, text });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson(response);
}

const vote = (user: TestUser, commentId: string, value: 'like' | 'dislike' | null) =>
  t.request(`/api/v1/comments/${commentId}/vote`, {
    method: value ? 'PUT' : 'DELETE',
    headers: user.auth,
    ...(value ? { json: { value } } : {}),
  });

async function reviewOf(id: string) {
  return readJson(await t.request(`/api/v1/reviews/${id}`));
}

async function photo(user: TestUser) {
  const file = await createTestImage({ width: 400, height: 300, format: 'png' });
  const response = await uploadTestPhoto(t, user, { file, name: 'balcony.png' });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson(response);
}

describe('POST /comments', () => {
  it('adds a trimmed comment with photos, counts it on the review and pays its registered author', async () => {
    const reviewer = await createTestUser(t.database.db);
    const review = await createReview(reviewer);
    const commenter = await createTestUser(t.database.db);
    const before = await getScore(t.database.db, commenter.id);
    const uploaded = await photo(commenter);
    const response = await postComment(commenter, {
      reviewId: review.id,
      text: '  Confirm: the landlord fixed the boiler in a day.  ',
      photoIds: [uploaded.id],
    });
    expect(response.status).toBe(201);
    const created = await readJson(response);
    expect(created).toMatchObject({
      reviewId: review.id,
      text: 'Confirm: the landlord fixed the boiler in a day.',
      author: { id: commenter.id, name: expect.stringMatching(/^Renter/) },
      isOwn: true,
      isEdited: false,
      likesCount: 0,
      myVote: null,
      photos: [{ id: uploaded.id, url: expect.stringMatching(/^\/media\//) }],
    });
    expect(await getScore(t.database.db, commenter.id)).toBe(before + POINTS.commentWritten);
    expect((await reviewOf(review.id)).commentsCount).toBe(1);
    // Others see it, not as theirs.
    const seen = await readJson(await t.request(`/api/v1/comments/${created.id}`));
    expect(seen).toMatchObject({ id: created.id, isOwn: false, photos: [{ id: uploaded.id }] });
    // A photo already attached cannot be attached again elsewhere.
    const again = await postComment(commenter, {
      reviewId: review.id,
      text: 'again',
      photoIds: [uploaded.id],
    });
    expect(again.status).toBe(400);
    expect((await reviewOf(review.id)).commentsCount).toBe(1);
  });

  it('lets anonymous accounts comment without author information and without sofas', async () => {
    const review = await createReview(await createTestUser(t.database.db));
    const anonymous = await createTestUser(t.database.db, { anonymous: true });
    const created = await comment(anonymous, review.id);
    expect(created).toMatchObject({ author: null, isOwn: true });
    expect((await readJson(await t.request(`/api/v1/comments/${created.id}`))).author).toBeNull();
    expect(await getScore(t.database.db, anonymous.id)).toBe(0);
  });

  it('asks an account without e-mail for a captcha past its first comments of the day (issue 31, finding 5)', async () => {
    const review = await createReview(await createTestUser(t.database.db));
    const anonymous = await createTestUser(t.database.db, { anonymous: true });
    for (let n = 0; n < LIMITS.anonymousCommentsWithoutCaptcha; n += 1) {
      await comment(anonymous, review.id, `Comment number ${n + 1} about the boiler.`);
    }
    const text = 'One comment too many without proof of a person.';
    const refused = await postComment(anonymous, { reviewId: review.id, text });
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    const wrong = await postComment(anonymous, { reviewId: review.id, text, captcha: 'not-solved' });
    expect(wrong.status).toBe(403);
    const solved = await postComment(anonymous, {
      reviewId: review.id,
      text,
      captcha: await solveCaptcha(t.url),
    });
    expect(solved.status).toBe(201);
    // A registered account is never asked.
    const registered = await createTestUser(t.database.db);
    for (let n = 0; n <= LIMITS.anonymousCommentsWithoutCaptcha; n += 1) {
      await comment(registered, review.id, `Registered comment ${n + 1}.`);
    }
  });

  it('validates text at the length limit, whitespace, unknown reviews, foreign photos and auth', async () => {
    const user = await createTestUser(t.database.db);
    const review = await createReview(await createTestUser(t.database.db));
    expect(
      (await postComment(user, { reviewId: review.id, text: 'x'.repeat(LIMITS.commentMax) })).status,
    ).toBe(201);
    const tooLong = await postComment(user, { reviewId: review.id, text: 'x'.repeat(LIMITS.commentMax + 1) });
    expect(tooLong.status).toBe(400);
    expect((await readJson(tooLong)).details[0]).toMatchObject({
      field: 'text',
      message: `Comment is too long (maximum ${LIMITS.commentMax} characters)`,
    });
    const blank = await postComment(user, { reviewId: review.id, text: ' \n\t ' });
    expect(await readJson(blank)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Comment text is required',
    });
    const unknown = await postComment(user, { reviewId: '0190a000-0000-7000-8000-000000000000', text: 'hi' });
    expect(unknown.status).toBe(404);
    const foreign = await photo(await createTestUser(t.database.db));
    expect(
      (await postComment(user, { reviewId: review.id, text: 'hi', photoIds: [foreign.id] })).status,
    ).toBe(400);
    const noAuth = await t.request('/api/v1/comments', {
      method: 'POST',
      json: { reviewId: review.id, text: 'hi' },
    });
    expect(noAuth.status).toBe(401);
    expect((await reviewOf(review.id)).commentsCount).toBe(1);
  });
});

describe('what a comment earns', () => {
  const score = (user: TestUser) => getScore(t.database.db, user.id);
  const edit = (user: TestUser, id: string, text: string) =>
    t.request(`/api/v1/comments/${id}`, { method: 'PATCH', headers: user.auth, json: { text } });
  const remove = (user: TestUser, id: string) =>
    t.request(`/api/v1/comments/${id}`, { method: 'DELETE', headers: user.auth });

  it("pays nothing for a comment on one's own review, nor for filler of any length", async () => {
    const reviewer = await createTestUser(t.database.db);
    const review = await createReview(reviewer);
    const before = await score(reviewer);
    await comment(reviewer, review.id, 'Update from the author: the landlord replaced the boiler.');
    expect(await score(reviewer)).toBe(before);

    const farmer = await createTestUser(t.database.db);
    for (let i = 1; i <= 5; i++) await comment(farmer, review.id, `ok${i}`);
    // Long, but with fewer letters and digits than POINTS.commentMinLetters.
    await comment(
      farmer,
      review.id,
      `ok!!! ${'.'.repeat(30)} 👍👍👍👍👍👍 ${'-'.repeat(LIMITS.commentMax - 60)}`,
    );
    expect(await score(farmer)).toBe(0);
  });

  it('pays one comment with substance per review and author; edits and deletes move the payment, never add to it', async () => {
    const reviewer = await createTestUser(t.database.db);
    const first = await createReview(reviewer);
    const second = await createReview(reviewer);
    const author = await createTestUser(t.database.db);
    const short = await comment(author, first.id, 'Thanks!');
    const long = await comment(author, first.id, 'I lived two floors up: the same noisy pipes in winter.');
    await comment(author, first.id, 'And the lift was broken for most of last December too.');
    expect(await score(author)).toBe(POINTS.commentWritten);
    // Another review: one more paying comment.
    await comment(author, second.id, 'The courtyard parking is free, which the review does not say.');
    expect(await score(author)).toBe(2 * POINTS.commentWritten);

    // The first comment with substance holds the payment, in the order written.
    expect(
      (await edit(author, short.id, 'Thanks! My flat next door had exactly the same boiler.')).status,
    ).toBe(200);
    expect(await score(author)).toBe(2 * POINTS.commentWritten);
    expect((await edit(author, short.id, 'Thanks!')).status).toBe(200);
    expect(await score(author)).toBe(2 * POINTS.commentWritten);
    expect((await edit(author, long.id, 'ok')).status).toBe(200);
    // The third comment now is the first with substance.
    expect(await score(author)).toBe(2 * POINTS.commentWritten);
    const paying = await t.database.db
      .select({ sourceId: pointsLedger.sourceId })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, author.id), eq(pointsLedger.sourceType, 'comment')))
      .groupBy(pointsLedger.sourceId)
      .having(sql`sum(${pointsLedger.amount}) <> 0`);
    expect(paying.map((r) => r.sourceId)).not.toContain(long.id);
    expect(paying.map((r) => r.sourceId)).not.toContain(short.id);
    const all = await readJson(await t.request(`/api/v1/comments?reviewId=${first.id}`));
    const third = all.items.find((c: { text: string }) => c.text.startsWith('And the lift'));
    expect((await remove(author, third.id)).status).toBe(204);
    expect(await score(author)).toBe(POINTS.commentWritten);
    expect(
      (await edit(author, long.id, 'I lived two floors up: the same noisy pipes in winter.')).status,
    ).toBe(200);
    expect(await score(author)).toBe(2 * POINTS.commentWritten);
  });

  it('a script posting comments in a loop earns for one with substance on the review, no more', async () => {
    const review = await createReview(await createTestUser(t.database.db));
    const farmer = await createTestUser(t.database.db);
    for (let i = 1; i <= 30; i++) await comment(farmer, review.id, `ok${i}`);
    for (let i = 1; i <= 5; i++)
      await comment(farmer, review.id, `Nice flat, I agree with all of it, number ${i}.`);
    expect(await getScore(t.database.db, farmer.id)).toBe(POINTS.commentWritten);
  });
});

describe('GET /comments', () => {
  it('pages a thread oldest or newest first with stable cursors', async () => {
    const review = await createReview(await createTestUser(t.database.db));
    const users = [await createTestUser(t.database.db), await createTestUser(t.database.db)];
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await comment(users[i % 2]!, review.id, `comment ${i}`)).id);
    const collect = async (order: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `reviewId=${review.id}&order=${order}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page = await readJson(await t.request(`/api/v1/comments?${query}`));
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((c: { id: string }) => c.id));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    expect(await collect('oldest')).toEqual(ids);
    expect(await collect('newest')).toEqual([...ids].reverse());
    const defaultOrder = await readJson(await t.request(`/api/v1/comments?reviewId=${review.id}`));
    expect(defaultOrder.items.map((c: { id: string }) => c.id)).toEqual(ids);
    expect((await t.request(`/api/v1/comments?reviewId=${review.id}&cursor=garbage`)).status).toBe(400);
    expect((await t.request('/api/v1/comments?reviewId=0190a000-0000-7000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await t.request('/api/v1/comments/0190a000-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await t.request('/api/v1/comments/not-a-uuid')).status).toBe(400);
  });

  it('shows the viewer their own votes', async () => {
    const review = await createReview(await createTestUser(t.database.db));
    const author = await createTestUser(t.database.db);
    const voter = await createTestUser(t.database.db);
    const created = await comment(author, review.id);
    expect((await vote(voter, created.id, 'dislike')).status).toBe(200);
    const page = await readJson(
      await t.request(`/api/v1/comments?reviewId=${review.id}`, { headers: voter.auth }),
    );
    expect(page.items[0]).toMatchObject({ myVote: 'dislike', dislikesCount: 1, isOwn: false });
  });
});

describe('PATCH and DELETE /comments/{id}', () => {
  it('lets only the author edit and delete; delete reverses the points and the count', async () => {
    const review = await createReview(await createTestUser(t.database.db));
    const author = await createTestUser(t.database.db);
    const stranger = await createTestUser(t.database.db);
    const voter = await createTestUser(t.database.db);
    const created = await comment(author, review.id);
    expect((await vote(voter, created.id, 'like')).status).toBe(200);
    expect(await getScore(t.database.db, author.id)).toBe(POINTS.commentWritten + POINTS.likeReceived);

    const edit = (user: TestUser, json: unknown) =>
      t.request(`/api/v1/comments/${created.id}`, { method: 'PATCH', headers: user.auth, json });
    expect((await edit(stranger, { text: 'hijacked' })).status).toBe(403);
    const edited = await readJson(await edit(author, { text: ' Edited: it was the boiler. ' }));
    expect(edited).toMatchObject({ text: 'Edited: it was the boiler.', isEdited: true, likesCount: 1 });
    // Editing never pays again.
    expect(await getScore(t.database.db, author.id)).toBe(POINTS.commentWritten + POINTS.likeReceived);

    const remove = (user: TestUser) =>
      t.request(`/api/v1/comments/${created.id}`, { method: 'DELETE', headers: user.auth });
    expect((await remove(stranger)).status).toBe(403);
    expect((await remove(author)).status).toBe(204);
    expect((await remove(author)).status).toBe(404);
    expect(await getScore(t.database.db, author.id)).toBe(0);
    expect((await reviewOf(review.id)).commentsCount).toBe(0);
    expect((await t.request(`/api/v1/comments/${created.id}`)).status).toBe(404);
  });

  it('edits the photo list and removes photo files with the comment', async () => {
    const review = await createReview(await createTestUser(t.database.db));
    const author = await createTestUser(t.database.db);
    const first = await photo(author);
    const second = await photo(author);
    const created = await readJson(
      await postComment(author, { reviewId: review.id, text: 'pics', photoIds: [first.id] }),
    );
    const edited = await readJson(
      await t.request(`/api/v1/comments/${created.id}`, {
        method: 'PATCH',
        headers: author.auth,
        json: { text: 'pics', photoIds: [second.id] },
      }),
    );
    expect(edited.photos.map((p: { id: string }) => p.id)).toEqual([second.id]);
    const file = path.join(dataDir, 'media', new URL(second.url, t.url).pathname.replace(/^\/media\//, ''));
    await expect(fs.stat(file)).resolves.toBeTruthy();
    expect(
      (await t.request(`/api/v1/comments/${created.id}`, { method: 'DELETE', headers: author.auth })).status,
    ).toBe(204);
    await expect(fs.stat(file)).rejects.toThrow();
  });

  it('deleting the review deletes its comments and reverses their points', async () => {
    const reviewer = await createTestUser(t.database.db);
    const review = await createReview(reviewer);
    const commenter = await createTestUser(t.database.db);
    const created = await comment(commenter, review.id);
    expect((await vote(reviewer, created.id, 'like')).status).toBe(200);
    expect(await getScore(t.database.db, commenter.id)).toBe(POINTS.commentWritten + POINTS.likeReceived);
    expect(
      (await t.request(`/api/v1/reviews/${review.id}`, { method: 'DELETE', headers: reviewer.auth })).status,
    ).toBe(204);
    expect(await getScore(t.database.db, commenter.id)).toBe(0);
    expect((await t.request(`/api/v1/comments/${created.id}`)).status).toBe(404);
  });
});

describe('PUT/DELETE /comments/{id}/vote', () => {
  it('pays the author a sofa per like, follows changes, refuses own and anonymous votes', async () => {
    const review = await createReview(await createTestUser(t.database.db));
    const author = await createTestUser(t.database.db);
    const created = await comment(author, review.id);
    const voter = await createTestUser(t.database.db);
    const base = POINTS.commentWritten;

    const liked = await readJson(await vote(voter, created.id, 'like'));
    expect(liked).toEqual({ likesCount: 1, dislikesCount: 0, myVote: 'like' });
    expect(await getScore(t.database.db, author.id)).toBe(base + 1);
    // The same like twice pays once.
    expect(await readJson(await vote(voter, created.id, 'like'))).toEqual(liked);
    expect(await getScore(t.database.db, author.id)).toBe(base + 1);
    expect(await readJson(await vote(voter, created.id, 'dislike'))).toEqual({
      likesCount: 0,
      dislikesCount: 1,
      myVote: 'dislike',
    });
    expect(await getScore(t.database.db, author.id)).toBe(base);
    await vote(voter, created.id, 'like');
    expect(await readJson(await vote(voter, created.id, null))).toEqual({
      likesCount: 0,
      dislikesCount: 0,
      myVote: null,
    });
    expect(await getScore(t.database.db, author.id)).toBe(base);

    expect((await vote(author, created.id, 'like')).status).toBe(403);
    const anonymous = await createTestUser(t.database.db, { anonymous: true });
    expect((await vote(anonymous, created.id, 'like')).status).toBe(403);
    expect(
      (await t.request(`/api/v1/comments/${created.id}/vote`, { method: 'PUT', json: { value: 'like' } }))
        .status,
    ).toBe(401);
    expect((await vote(voter, '0190a000-0000-7000-8000-000000000000', 'like')).status).toBe(404);
    const bad = await t.request(`/api/v1/comments/${created.id}/vote`, {
      method: 'PUT',
      headers: voter.auth,
      json: { value: 'love' },
    });
    expect(bad.status).toBe(400);
  });

  it('pays concurrent identical likes once', async () => {
    const review = await createReview(await createTestUser(t.database.db));
    const author = await createTestUser(t.database.db);
    const created = await comment(author, review.id);
    const voter = await createTestUser(t.database.db);
    const answers = await Promise.all(Array.from({ length: 6 }, () => vote(voter, created.id, 'like')));
    // The comment row lock serialises them; the ledger's unique key would stop a second payment anyway.
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(await getScore(t.database.db, author.id)).toBe(POINTS.commentWritten + POINTS.likeReceived);
  });
});

describe('comment rate limits', () => {
  it('stops a script posting comments in a loop', async () => {
    const limited = await startTestApp({ env: FAST_CAPTCHA_ENV });
    try {
      const reviewer = await createTestUser(limited.database.db);
      const own = await createPlaceTree(limited.database.db);
      const review = await publishTestReview(limited, reviewer, { placeId: own.apartment });
      const spammer = await createTestUser(limited.database.db);
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const response = await limited.request('/api/v1/comments', {
          method: 'POST',
          headers: spammer.auth,
          json: { reviewId: review.id, text: `spam ${i}` },
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
