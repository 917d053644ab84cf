import { POINTS } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationLog, reviews } from '../src/db/schema.ts';
import { publishDueReviews, purgeExpired } from '../src/features/moderation/maintenance.ts';
import { createStaffAccount } from '../src/features/moderation/staff.ts';
import { getScore } from '../src/features/points/sync-points.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  solveCaptcha,
  type TestPlaceTree,
  type TestUser,
  uploadTestPhoto,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

let t: TestApp;
let tree: TestPlaceTree;
let moderator: TestUser;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  // X-Forwarded-For is trusted here so that each test chooses the network a write comes from.
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100', TRUST_PROXY: 'true' } });
  tree = await createPlaceTree(t.database.db);
  moderator = await createTestUser(t.database.db, { role: 'moderator' });
  admin = await createTestUser(t.database.db, { role: 'admin' });
  user = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const lastYear = new Date().getUTCFullYear() - 1;
let networkSeq = 0;
/** A fresh /24 per call unless one is given: writes from different places. */
const fromNetwork = (network = `10.${Math.floor(++networkSeq / 250)}.${networkSeq % 250}`) => ({
  'x-forwarded-for': `${network}.${1 + (networkSeq % 200)}`,
});

async function postReview(
  author: TestUser,
  options: {
    text?: string;
    placeId?: string;
    network?: Record<string, string>;
    extra?: Record<string, unknown>;
  } = {},
) {
  const response = await t.request('/api/v1/reviews', {
    method: 'POST',
    headers: { ...author.auth, ...(options.network ?? fromNetwork()) },
    json: {
      placeId: options.placeId ?? tree.apartment,
      aspects: {
        general: { rating: 4, ...(options.text ? { comment: options.text } : {}) },
      },
      livedFrom: { month: 3, year: lastYear },
      agreedToTerms: true,
      captcha: await solveCaptcha(t.url),
      ...options.extra,
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson(response);
}

/** A published review with another user's comment on it, liked by a third: the commenter is paid. */
async function reviewWithLikedComment(reviewText: string, commentText: string) {
  const author = await createTestUser(t.database.db);
  const commenter = await createTestUser(t.database.db);
  const voter = await createTestUser(t.database.db);
  const review = await postReview(author, { text: reviewText });
  const comment = await readJson(
    await t.request('/api/v1/comments', {
      method: 'POST',
      headers: commenter.auth,
      json: { reviewId: review.id, text: commentText },
    }),
  );
  const liked = await t.request(`/api/v1/comments/${comment.id}/vote`, {
    method: 'PUT',
    headers: voter.auth,
    json: { value: 'like' },
  });
  expect(liked.status).toBe(200);
  const paid = POINTS.commentWritten + POINTS.likeReceived;
  expect(await getScore(t.database.db, commenter.id)).toBe(paid);
  return { author, review, comment, commenter, paid };
}

const get = (path: string, who?: TestUser) => t.request(path, { headers: who?.auth ?? {} });
const report = (targetId: string, who?: TestUser, reason = 'spam', targetType = 'review') =>
  t.request('/api/v1/reports', {
    method: 'POST',
    headers: { ...(who?.auth ?? {}), ...fromNetwork() },
    json: { targetType, targetId, reason },
  });
const decide = (targetId: string, body: Record<string, unknown>, who = moderator, targetType = 'review') =>
  t.request(`/api/v1/moderation/items/${targetType}/${targetId}/decision`, {
    method: 'POST',
    headers: who.auth,
    json: body,
  });
const itemOf = async (targetId: string, targetType = 'review') =>
  readJson(await get(`/api/v1/moderation/items/${targetType}/${targetId}`, moderator));
/** The flags of an item other than bursts (most tests write many reviews of one place quickly). */
const flagsOf = async (targetId: string) =>
  (await itemOf(targetId)).flags.filter((f: { check: string }) => f.check !== 'burst');

describe('roles', () => {
  it('refuses every moderation call to visitors (401) and users (403), and admin calls to moderators', async () => {
    const review = await postReview(user);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/moderation/queue'],
      ['GET', `/api/v1/moderation/items/review/${review.id}`],
      ['POST', `/api/v1/moderation/items/review/${review.id}/decision`, { action: 'hide', reason: 'spam' }],
      ['GET', '/api/v1/moderation/log'],
      ['GET', '/api/v1/moderation/users?query=renter'],
      ['PUT', `/api/v1/moderation/users/${user.id}/role`, { role: 'admin' }],
      ['PUT', `/api/v1/moderation/users/${user.id}/ban`, { banned: true, reason: 'spam' }],
    ];
    for (const [method, path, json] of calls) {
      const signedOut = await t.request(path, { method, ...(json ? { json } : {}) });
      expect(signedOut.status, `${method} ${path} signed out`).toBe(401);
      const asUser = await t.request(path, { method, headers: user.auth, ...(json ? { json } : {}) });
      expect(asUser.status, `${method} ${path} as user`).toBe(403);
      expect((await readJson(asUser)).code).toBe('FORBIDDEN');
    }
    for (const [method, path, json] of calls.slice(4, 6)) {
      const asModerator = await t.request(path, {
        method,
        headers: moderator.auth,
        ...(json ? { json } : {}),
      });
      expect(asModerator.status, `${method} ${path} as moderator`).toBe(403);
    }
    // Nothing changed on the way.
    expect((await readJson(await get(`/api/v1/reviews/${review.id}`))).status).toBe('published');
    expect((await readJson(await get('/api/v1/auth/current', user))).user.role).toBe('user');
  });

  it('lets admins grant roles but not their own, and staff appear in the current user', async () => {
    const candidate = await createTestUser(t.database.db);
    const own = await t.request(`/api/v1/moderation/users/${admin.id}/role`, {
      method: 'PUT',
      headers: admin.auth,
      json: { role: 'user' },
    });
    expect(own.status).toBe(403);
    const bogus = await t.request(`/api/v1/moderation/users/${candidate.id}/role`, {
      method: 'PUT',
      headers: admin.auth,
      json: { role: 'superuser' },
    });
    expect(bogus.status).toBe(400);
    const granted = await t.request(`/api/v1/moderation/users/${candidate.id}/role`, {
      method: 'PUT',
      headers: admin.auth,
      json: { role: 'moderator' },
    });
    expect(granted.status).toBe(200);
    expect((await readJson(await get('/api/v1/auth/current', candidate))).user.role).toBe('moderator');
    expect((await get('/api/v1/moderation/queue', candidate)).status).toBe(200);
    // A moderator cannot suspend staff; an admin can, and the account's sessions end.
    expect(
      (
        await t.request(`/api/v1/moderation/users/${candidate.id}/ban`, {
          method: 'PUT',
          headers: moderator.auth,
          json: { banned: true, reason: 'other' },
        })
      ).status,
    ).toBe(403);
    const found = await readJson(
      await get(`/api/v1/moderation/users?query=${encodeURIComponent('renter')}`, admin),
    );
    expect(found.items.some((u: { id: string }) => u.id === candidate.id)).toBe(true);
  });

  it('creates the first admin from the command-line function, and promotes an existing account', async () => {
    const created = await createStaffAccount(t.database.db, {
      email: 'First.Admin@Example.com',
      name: 'First Admin',
      password: 'Admin1234',
      role: 'admin',
    });
    expect(created).toMatchObject({ email: 'first.admin@example.com', role: 'admin' });
    const signIn = await t.request('/api/v1/auth/sign-in', {
      method: 'POST',
      json: { type: 'email', email: 'first.admin@example.com', password: 'Admin1234' },
    });
    expect(signIn.status).toBe(200);
    expect((await readJson(signIn)).user.role).toBe('admin');
    const again = await createStaffAccount(t.database.db, {
      email: 'first.admin@example.com',
      name: 'x',
      role: 'moderator',
    });
    expect(again.role).toBe('moderator');
  });
});

describe('reports', () => {
  it('takes one report per reporter and item, from visitors too, and queues the item', async () => {
    const review = await postReview(user);
    const reporter = await createTestUser(t.database.db);
    expect((await report(review.id, reporter, 'not_tenancy')).status).toBe(201);
    const twice = await report(review.id, reporter, 'spam');
    expect(twice.status).toBe(409);
    expect((await readJson(twice)).message).toBe('You have already reported this');
    const visitor = await t.request('/api/v1/reports', {
      method: 'POST',
      headers: { 'x-forwarded-for': '172.16.5.9' },
      json: { targetType: 'review', targetId: review.id, reason: 'hate', text: 'Insults the neighbours' },
    });
    expect(visitor.status).toBe(201);
    const sameNetwork = await t.request('/api/v1/reports', {
      method: 'POST',
      headers: { 'x-forwarded-for': '172.16.5.77' },
      json: { targetType: 'review', targetId: review.id, reason: 'hate' },
    });
    expect(sameNetwork.status).toBe(409);

    const queue = await readJson(await get('/api/v1/moderation/queue?limit=50', moderator));
    const entry = queue.items.find((i: { targetId: string }) => i.targetId === review.id);
    expect(entry).toMatchObject({ targetType: 'review', status: 'published', reportCount: 2 });
    expect(entry.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'not_tenancy', count: 1 },
        { reason: 'hate', count: 1 },
      ]),
    );
  });

  it('refuses bad reports with clear errors', async () => {
    const review = await postReview(user);
    const cases: Array<[unknown, number]> = [
      [{ targetType: 'review', targetId: review.id, reason: 'dislike' }, 400],
      [{ targetType: 'landlord', targetId: review.id, reason: 'spam' }, 400],
      [{ targetType: 'review', targetId: 'nope', reason: 'spam' }, 400],
      [{ targetType: 'review', targetId: review.id, reason: 'spam', text: 'x'.repeat(1001) }, 400],
      [{ targetType: 'review', targetId: '01900000-0000-7000-8000-000000000000', reason: 'spam' }, 404],
      [{ targetType: 'comment', targetId: review.id, reason: 'spam' }, 404],
    ];
    for (const [json, status] of cases) {
      const response = await t.request('/api/v1/reports', { method: 'POST', json, headers: fromNetwork() });
      expect(response.status, JSON.stringify(json)).toBe(status);
      expect((await readJson(response)).message).toBeTruthy();
    }
  });

  it("refuses a report of one's own review, comment or photo, and queues nothing", async () => {
    for (const author of [
      await createTestUser(t.database.db),
      await createTestUser(t.database.db, { anonymous: true }),
    ]) {
      const review = await postReview(author, { extra: { hideAuthor: true } });
      const comment = await readJson(
        await t.request('/api/v1/comments', {
          method: 'POST',
          headers: author.auth,
          json: { reviewId: review.id, text: 'Adding a detail: the boiler was replaced in May.' },
        }),
      );
      const upload = await uploadTestPhoto(t, author, { fields: { reviewId: review.id } });
      expect(upload.status).toBe(201);
      const photo = await readJson(upload);
      for (const [targetType, targetId] of [
        ['review', review.id],
        ['comment', comment.id],
        ['photo', photo.id],
      ] as const) {
        const own = await report(targetId, author, 'spam', targetType);
        expect(own.status, `${targetType} by its author`).toBe(403);
        expect(await readJson(own)).toMatchObject({
          code: 'FORBIDDEN',
          message: 'You cannot report your own content',
        });
        expect((await itemOf(targetId, targetType)).reports).toEqual([]);
        // Anyone else still may.
        expect((await report(targetId, await createTestUser(t.database.db), 'spam', targetType)).status).toBe(
          201,
        );
      }
    }
  });

  it('shows the author of an authorless review, and of its photo, to no moderator, admins included', async () => {
    const author = await createTestUser(t.database.db);
    const review = await postReview(author, { extra: { hideAuthor: true } });
    const photo = await readJson(await uploadTestPhoto(t, author, { fields: { reviewId: review.id } }));
    for (const [targetType, targetId] of [
      ['review', review.id],
      ['photo', photo.id],
    ] as const) {
      const seen = await readJson(await get(`/api/v1/moderation/items/${targetType}/${targetId}`, moderator));
      expect(seen.author.id, targetType).not.toBe(author.id);
      expect(seen.author).toMatchObject({ name: null, isAnonymous: true, role: 'user' });
      // Issue 30: who wrote it takes the logged reveal step (moderation-anonymity.test.ts), for admins too.
      const byAdmin = await readJson(await get(`/api/v1/moderation/items/${targetType}/${targetId}`, admin));
      expect(byAdmin.author.id, targetType).not.toBe(author.id);
      expect(byAdmin.author.memberSince, targetType).toBeNull();
    }
    // A review with its author shown shows the author to moderators as before.
    const named = await postReview(author);
    expect((await itemOf(named.id)).author.id).toBe(author.id);
  });

  it('rate-limits a reporter', async () => {
    const limited = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '1' } });
    try {
      const db = limited.database.db;
      const place = await createPlaceTree(db);
      const author = await createTestUser(db);
      const reporter = await createTestUser(db);
      const ids: string[] = [];
      for (let i = 0; i < 21; i += 1) {
        const response = await limited.request('/api/v1/reviews', {
          method: 'POST',
          headers: author.auth,
          json: {
            placeId: place.apartment,
            aspects: { general: { rating: 1 + (i % 5) } },
            livedFrom: { month: 1, year: lastYear },
            agreedToTerms: true,
            captcha: await solveCaptcha(limited.url),
          },
        });
        if (response.status !== 201) break;
        ids.push((await readJson(response)).id);
      }
      // The author's own write limit (10 an hour) stops first; reports are counted separately.
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const target = ids[i % ids.length]!;
        const response = await limited.request('/api/v1/reports', {
          method: 'POST',
          headers: reporter.auth,
          json: { targetType: 'review', targetId: target, reason: 'spam' },
        });
        statuses.push(response.status);
      }
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      expect(statuses.indexOf(429)).toBe(20);
    } finally {
      await limited.close();
    }
  });
});

describe('decisions', () => {
  it('hides a reported review: gone from public answers, points reversed, logged; restore brings it back', async () => {
    const author = await createTestUser(t.database.db);
    const voter = await createTestUser(t.database.db);
    const review = await postReview(author, {
      text: 'The landlord fixed the boiler within a day, very fair.',
    });
    await t.request(`/api/v1/reviews/${review.id}/vote`, {
      method: 'PUT',
      headers: { ...voter.auth, ...fromNetwork() },
      json: { value: 'like' },
    });
    const before = await getScore(t.database.db, author.id);
    expect(before).toBeGreaterThan(0);
    expect((await report(review.id, voter, 'conflict_of_interest')).status).toBe(201);

    const missingReason = await decide(review.id, { action: 'hide' });
    expect(missingReason.status).toBe(400);
    const keepWithWrongReason = await decide(review.id, { action: 'keep', reason: 'spam' });
    expect(keepWithWrongReason.status).toBe(400);

    const hidden = await decide(review.id, { action: 'hide', reason: 'conflict_of_interest', note: 'Owner' });
    expect(hidden.status).toBe(200);
    const item = await readJson(hidden);
    expect(item.status).toBe('hidden');
    expect(item.reports.every((r: { status: string }) => r.status === 'resolved')).toBe(true);
    expect(item.log[0]).toMatchObject({
      action: 'hide',
      reason: 'conflict_of_interest',
      note: 'Owner',
      actor: { id: moderator.id },
    });

    expect((await get(`/api/v1/reviews/${review.id}`)).status).toBe(404);
    const list = await readJson(await get(`/api/v1/reviews?placeId=${tree.apartment}&limit=50`));
    expect(list.items.map((r: { id: string }) => r.id)).not.toContain(review.id);
    const latest = await readJson(await get('/api/v1/reviews/latest?limit=50'));
    expect(latest.items.map((r: { id: string }) => r.id)).not.toContain(review.id);
    // The author still sees it, marked.
    expect((await readJson(await get(`/api/v1/reviews/${review.id}`, author))).status).toBe('hidden');
    expect(await getScore(t.database.db, author.id)).toBe(0);
    expect((await report(review.id, voter)).status).toBe(404);

    const queue = await readJson(await get('/api/v1/moderation/queue?limit=50', moderator));
    expect(queue.items.map((i: { targetId: string }) => i.targetId)).not.toContain(review.id);
    const log = await readJson(await get(`/api/v1/moderation/log?targetId=${review.id}`, moderator));
    expect(log.items[0]).toMatchObject({ action: 'hide', actor: { id: moderator.id } });

    expect((await decide(review.id, { action: 'restore', reason: 'other' })).status).toBe(200);
    expect((await get(`/api/v1/reviews/${review.id}`)).status).toBe(200);
    expect(await getScore(t.database.db, author.id)).toBe(before);
  });

  it('removes a review keeping its text only in the log until the retention ends, and bans an author', async () => {
    const author = await createTestUser(t.database.db);
    const text = 'Buy cheap furniture at our store, best prices in the whole city, come today.';
    const review = await postReview(author, { text });
    expect((await decide(review.id, { action: 'remove', reason: 'spam' })).status).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(moderationLog)
      .where(sql`${moderationLog.targetId} = ${review.id} and ${moderationLog.action} = 'remove'`);
    expect(entry!.snapshot).toContain('Buy cheap furniture');
    expect(entry!.snapshotExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 80 * 86_400_000);
    await t.database.db
      .update(moderationLog)
      .set({ snapshotExpiresAt: new Date(Date.now() - 1000) })
      .where(sql`${moderationLog.id} = ${entry!.id}`);
    await purgeExpired(t.database.db);
    const [after] = await t.database.db
      .select()
      .from(moderationLog)
      .where(sql`${moderationLog.id} = ${entry!.id}`);
    expect(after!.snapshot).toBeNull();
    expect((await get(`/api/v1/reviews/${review.id}`, author)).status).toBe(404);

    const second = await postReview(author, { text: 'Another advert for the same furniture shop nearby.' });
    expect((await decide(second.id, { action: 'ban_author', reason: 'spam' })).status).toBe(200);
    const suspended = await get('/api/v1/auth/current', author);
    expect(suspended.status).toBe(401);
    const userLog = await readJson(await get(`/api/v1/moderation/log?targetId=${author.id}`, moderator));
    expect(userLog.items[0]).toMatchObject({ action: 'ban_author', targetType: 'user', reason: 'spam' });
  });

  it('refuses to ban a staff author through a decision unless an admin decides, and rolls the whole decision back', async () => {
    const otherModerator = await createTestUser(t.database.db, { role: 'moderator' });
    const byAdmin = await postReview(admin, { text: 'The admin lived here too and liked the quiet yard.' });
    const byModerator = await postReview(otherModerator, {
      text: 'Thin walls, but a kind and fair landlord.',
    });
    const own = await postReview(moderator, { text: 'My own flat had a lovely balcony and sun.' });
    expect((await report(byAdmin.id, user)).status).toBe(201);
    for (const review of [byAdmin, byModerator, own]) {
      const logBefore = (await itemOf(review.id)).log;
      const refused = await decide(review.id, { action: 'ban_author', reason: 'spam' });
      expect(refused.status).toBe(403);
      expect(await readJson(refused)).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
      // Nothing of the decision was applied: still published, not logged, the report still open.
      expect((await readJson(await get(`/api/v1/reviews/${review.id}`))).status).toBe('published');
      expect((await itemOf(review.id)).log).toEqual(logBefore);
    }
    expect((await itemOf(byAdmin.id)).reports.map((r: { status: string }) => r.status)).toEqual(['open']);
    for (const staff of [admin, otherModerator, moderator]) {
      expect((await get('/api/v1/auth/current', staff)).status).toBe(200);
    }
    // An admin may suspend a moderator through a decision, as through the ban endpoint.
    const banned = await decide(byModerator.id, { action: 'ban_author', reason: 'spam' }, admin);
    expect(banned.status).toBe(200);
    expect((await readJson(banned)).status).toBe('hidden');
    expect((await get('/api/v1/auth/current', otherModerator)).status).toBe(401);
  });

  it('takes back the points of the comments under a hidden or removed review and their likes; restoring pays them again', async () => {
    const { review, comment, commenter, paid } = await reviewWithLikedComment(
      'Quiet street, the radiators work, fair deposit.',
      'Same building, I agree about the radiators.',
    );

    expect((await decide(review.id, { action: 'hide', reason: 'other' })).status).toBe(200);
    expect(await getScore(t.database.db, commenter.id)).toBe(0);
    // Restoring the comment alone while its review is hidden pays nothing.
    expect((await decide(comment.id, { action: 'hide', reason: 'spam' }, moderator, 'comment')).status).toBe(
      200,
    );
    expect(
      (await decide(comment.id, { action: 'restore', reason: 'other' }, moderator, 'comment')).status,
    ).toBe(200);
    expect(await getScore(t.database.db, commenter.id)).toBe(0);
    expect((await decide(review.id, { action: 'restore', reason: 'other' })).status).toBe(200);
    expect(await getScore(t.database.db, commenter.id)).toBe(paid);

    expect((await decide(review.id, { action: 'remove', reason: 'spam' })).status).toBe(200);
    expect(await getScore(t.database.db, commenter.id)).toBe(0);
    expect((await decide(review.id, { action: 'restore', reason: 'other' })).status).toBe(200);
    expect(await getScore(t.database.db, commenter.id)).toBe(paid);
  });

  it("takes back the points of the comments under a review its author's edit sends to be held; keeping it pays them again", async () => {
    const { author, review, commenter, paid } = await reviewWithLikedComment(
      'Dry cellar, fast internet, the landlord answers at once.',
      'Same building here, the internet really is fast.',
    );
    expect(await getScore(t.database.db, author.id)).toBeGreaterThan(0);

    // A link in the edited text holds the review for a moderator.
    const edit = await t.request(`/api/v1/reviews/${review.id}`, {
      method: 'PATCH',
      headers: { ...author.auth, ...fromNetwork() },
      json: {
        aspects: { general: { rating: 4, comment: 'Better flats every week on www.rent-it-now.com' } },
      },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect((await readJson(edit)).status).toBe('held');
    expect(await getScore(t.database.db, author.id)).toBe(0);
    expect(await getScore(t.database.db, commenter.id)).toBe(0);

    expect((await decide(review.id, { action: 'keep', reason: 'no_violation' })).status).toBe(200);
    expect(await getScore(t.database.db, commenter.id)).toBe(paid);
    expect(await getScore(t.database.db, author.id)).toBeGreaterThan(0);
  });

  it('hides a comment and takes its points back', async () => {
    const author = await createTestUser(t.database.db);
    const commenter = await createTestUser(t.database.db);
    const review = await postReview(author);
    const response = await t.request('/api/v1/comments', {
      method: 'POST',
      headers: commenter.auth,
      json: { reviewId: review.id, text: 'Call me at +995 599 12 34 56 for a better flat' },
    });
    expect(response.status).toBe(201);
    const comment = await readJson(response);
    // Personal data is masked before it is stored, and the comment is flagged.
    expect(comment.text).not.toContain('599');
    const flagged = await itemOf(comment.id, 'comment');
    expect(flagged.flags.map((f: { check: string }) => f.check).sort()).toEqual([
      'advertising',
      'personal_data',
    ]);
    expect(await getScore(t.database.db, commenter.id)).toBeGreaterThan(0);
    expect((await decide(comment.id, { action: 'hide', reason: 'spam' }, moderator, 'comment')).status).toBe(
      200,
    );
    expect(await getScore(t.database.db, commenter.id)).toBe(0);
    const thread = await readJson(await get(`/api/v1/comments?reviewId=${review.id}`));
    expect(thread.items.map((c: { id: string }) => c.id)).not.toContain(comment.id);
    // The hidden comment keeps its author's one paid place on this review: a new one earns nothing.
    const another = await t.request('/api/v1/comments', {
      method: 'POST',
      headers: commenter.auth,
      json: { reviewId: review.id, text: 'Sorry, I meant to say the heating works well here.' },
    });
    expect(another.status).toBe(201);
    expect(await getScore(t.database.db, commenter.id)).toBe(0);
  });
});

describe('automatic checks', () => {
  const original =
    'The heating never worked in January and the landlord ignored every message for three weeks.';

  it('holds an exact copy by the same author and a near copy from the same network', async () => {
    const author = await createTestUser(t.database.db);
    const first = await postReview(author, { text: original });
    expect(first.status).toBe('published');
    const copy = await postReview(author, { text: original.toUpperCase() });
    expect(copy.status).toBe('held');
    expect((await get(`/api/v1/reviews/${copy.id}`)).status).toBe(404);
    const flags = await flagsOf(copy.id);
    expect(flags[0]).toMatchObject({ check: 'duplicate', params: { otherId: first.id, sameAuthor: true } });

    const network = fromNetwork('192.168.77');
    const other = await createTestUser(t.database.db);
    const sibling = await createTestUser(t.database.db);
    await postReview(other, { text: original, network, placeId: tree.building });
    const near = await postReview(sibling, {
      text: 'The heating never worked in February and the landlord ignored every message for 3 weeks!',
      network: fromNetwork('192.168.77'),
      placeId: tree.building,
    });
    expect(near.status).toBe('held');
    expect((await itemOf(near.id)).flags[0]).toMatchObject({
      check: 'near_duplicate',
      params: { sameAuthor: false },
    });
    // The log explains the hold.
    expect((await itemOf(near.id)).log.map((l: { action: string }) => l.action)).toEqual(
      expect.arrayContaining(['auto_flag', 'auto_hold']),
    );
    // A moderator keeps it: published.
    expect((await decide(near.id, { action: 'keep', reason: 'no_violation' })).status).toBe(200);
    expect((await get(`/api/v1/reviews/${near.id}`)).status).toBe(200);
  });

  it('does not hold the same text about another place from another network, or short common phrases', async () => {
    const author = await createTestUser(t.database.db);
    const elsewhere = await createPlaceTree(t.database.db);
    const fresh = await postReview(author, {
      text: original,
      network: fromNetwork('10.200.1'),
      placeId: elsewhere.apartment,
    });
    expect(fresh.status).toBe('published');
    const short = await createTestUser(t.database.db);
    await postReview(short, { text: 'Great flat' });
    expect((await postReview(short, { text: 'Great flat' })).status).toBe('published');
  });

  it('holds a copy about the same place by another account with no network in common (loopback)', async () => {
    const place = await createPlaceTree(t.database.db);
    const praise =
      'Wonderful landlord, always fixes everything the same day, quiet neighbours and a warm flat all winter.';
    // No X-Forwarded-For: the loopback client has no network, as in a single-machine test.
    const first = await postReview(await createTestUser(t.database.db), {
      text: praise,
      placeId: place.building,
      network: {},
    });
    expect(first.status).toBe('published');
    const second = await postReview(await createTestUser(t.database.db), {
      text: `${praise} Recommended!`,
      placeId: place.building,
      network: {},
    });
    expect(second.status).toBe('held');
    expect((await itemOf(second.id)).flags[0]).toMatchObject({
      check: 'near_duplicate',
      params: { otherId: first.id, sameAuthor: false, samePlace: true, windowHours: 30 * 24 },
    });
    // The same words about a different place by a third account stay published.
    const other = await postReview(await createTestUser(t.database.db), {
      text: praise,
      placeId: (await createPlaceTree(t.database.db)).building,
      network: {},
    });
    expect(other.status).toBe('published');
  });

  it('flags copied comments (the author’s own on any review, anyone’s on the same review) and keeps them published', async () => {
    const postComment = async (author: TestUser, reviewId: string, text: string) => {
      const response = await t.request('/api/v1/comments', {
        method: 'POST',
        headers: { ...author.auth, ...fromNetwork() },
        json: { reviewId, text },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return readJson(response);
    };
    const commentFlags = async (id: string) =>
      (await itemOf(id, 'comment')).flags.map((f: { check: string; params: Record<string, unknown> }) => ({
        check: f.check,
        params: f.params,
      }));
    const [one, two, three] = [await postReview(user), await postReview(user), await postReview(user)];
    const pasted = 'Great flat, message me for a better one: I rent out three flats nearby.';
    const farmer = await createTestUser(t.database.db);
    const first = await postComment(farmer, one.id, pasted);
    expect(await commentFlags(first.id)).toEqual([]);
    // The same text under another review: an exact copy by the same author.
    const copy = await postComment(farmer, two.id, pasted.toUpperCase());
    expect(await commentFlags(copy.id)).toEqual([
      {
        check: 'duplicate',
        params: expect.objectContaining({ otherId: first.id, sameAuthor: true, sameReview: false }),
      },
    ]);
    // Flagged, not held: it stays in the thread for everyone.
    const thread = await readJson(await get(`/api/v1/comments?reviewId=${two.id}`));
    expect(thread.items.map((c: { id: string }) => c.id)).toContain(copy.id);
    expect((await get(`/api/v1/comments/${copy.id}`)).status).toBe(200);
    const near = await postComment(
      farmer,
      three.id,
      'Great flat, message me for a better one: I rent out 3 flats nearby!!',
    );
    expect(await commentFlags(near.id)).toEqual([
      {
        check: 'near_duplicate',
        params: expect.objectContaining({ sameAuthor: true, windowHours: 30 * 24 }),
      },
    ]);

    // Another account: the same words under the same review are a copy, under another review not.
    const helper = await createTestUser(t.database.db);
    const sameThread = await postComment(helper, one.id, pasted);
    expect(await commentFlags(sameThread.id)).toEqual([
      {
        check: 'duplicate',
        params: expect.objectContaining({ otherId: first.id, sameAuthor: false, sameReview: true }),
      },
    ]);
    const elsewhere = await postReview(user);
    const stranger = await createTestUser(t.database.db);
    expect(await commentFlags((await postComment(stranger, elsewhere.id, pasted)).id)).toEqual([]);
    // A near copy by someone else in one thread is not a finding, nor are short common answers.
    const other = await createTestUser(t.database.db);
    const similar = await postComment(
      other,
      one.id,
      'Great flat, message me for a better one: I rent out two flats nearby.',
    );
    expect(await commentFlags(similar.id)).toEqual([]);
    await postComment(other, two.id, 'Thanks, very helpful!');
    expect(await commentFlags((await postComment(other, three.id, 'Thanks, very helpful!')).id)).toEqual([]);

    // Editing a comment into a copy runs the check again.
    const edited = await postComment(
      other,
      elsewhere.id,
      'The bus stop is right outside, line 37 to the centre.',
    );
    const edit = await t.request(`/api/v1/comments/${edited.id}`, {
      method: 'PATCH',
      headers: other.auth,
      json: { text: 'Great flat, message me for a better one: I rent out two flats nearby.' },
    });
    expect(edit.status).toBe(200);
    expect(await commentFlags(edited.id)).toEqual([
      { check: 'duplicate', params: expect.objectContaining({ otherId: similar.id, sameAuthor: true }) },
    ]);
    // The flagged copies wait in the queue for a moderator.
    const flaggedLog = (await itemOf(copy.id, 'comment')).log.map((l: { action: string }) => l.action);
    expect(flaggedLog).toContain('auto_flag');
    expect(flaggedLog).not.toContain('auto_hold');
  });

  it('holds links, publishes masked personal data, and leaves ordinary text alone', async () => {
    const author = await createTestUser(t.database.db);
    const advert = await postReview(author, {
      text: 'Better flats here: https://cheap-rent.ge/tbilisi',
    });
    expect(advert.status).toBe('held');
    expect((await itemOf(advert.id)).flags[0]).toMatchObject({
      check: 'advertising',
      params: { kind: 'link' },
    });

    const personal = await postReview(author, {
      text: 'Хозяйка Нино, её номер 8 (912) 345-67-89, паспорт 45 10 123456 она просила копию',
    });
    expect(personal.status).toBe('published');
    const comment = personal.aspects.find((a: { aspect: string }) => a.aspect === 'general').comment;
    expect(comment).toContain('[•••]');
    expect(comment).not.toMatch(/345|123456/);
    const flags = await flagsOf(personal.id);
    expect(flags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ check: 'personal_data', params: { kinds: 'id_number,phone' } }),
      ]),
    );

    const plain = await postReview(author, {
      text: 'ბინა მე-5 სართულზეა, ქირა 1200 ლარი, ზამთარში გათბობა 150 ლარი',
    });
    expect(plain.status).toBe('published');
    expect(await flagsOf(plain.id)).toEqual([]);
  });

  it("holds a new account's link in a comment until a moderator keeps it (issue 31, finding 5)", async () => {
    const review = await postReview(await createTestUser(t.database.db));
    const send = async (who: TestUser, text: string) => {
      const response = await t.request('/api/v1/comments', {
        method: 'POST',
        headers: { ...who.auth, ...fromNetwork() },
        json: { reviewId: review.id, text },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return readJson(response);
    };
    const thread = async (who?: TestUser) =>
      (await readJson(await get(`/api/v1/comments?reviewId=${review.id}`, who))).items.map(
        (c: { id: string }) => c.id,
      );
    const count = async () => (await readJson(await get(`/api/v1/reviews/${review.id}`))).commentsCount;

    // A new account and an account without e-mail: a link or a handle waits, seen by its author only.
    const newcomer = await createTestUser(t.database.db);
    const nameless = await createTestUser(t.database.db, { anonymous: true });
    const link = await send(newcomer, 'Cheaper flats on cheap-rent.ge/tbilisi, have a look');
    const handle = await send(nameless, 'Write to me on Telegram, @flats_tbilisi_rent');
    const before = await count();
    for (const held of [link, handle]) {
      expect(held).toMatchObject({ status: 'held', isOwn: true });
      expect((await get(`/api/v1/comments/${held.id}`)).status).toBe(404);
      expect(await thread()).not.toContain(held.id);
      expect(await thread(user)).not.toContain(held.id);
      expect((await itemOf(held.id, 'comment')).log.map((l: { action: string }) => l.action)).toContain(
        'auto_hold',
      );
    }
    expect(await thread(newcomer)).toContain(link.id);
    expect((await readJson(await get(`/api/v1/comments/${link.id}`, newcomer))).status).toBe('held');
    expect(before).toBe(0);
    // The author may still edit it (it stays held) or delete it.
    const edited = await t.request(`/api/v1/comments/${link.id}`, {
      method: 'PATCH',
      headers: newcomer.auth,
      json: { text: 'Cheaper flats on cheap-rent.ge/tbilisi, do have a look' },
    });
    expect(edited.status).toBe(200);
    expect((await readJson(edited)).status).toBe('held');
    const deleted = await t.request(`/api/v1/comments/${handle.id}`, {
      method: 'DELETE',
      headers: nameless.auth,
    });
    expect(deleted.status).toBe(204);

    // A moderator keeps the link: everyone sees it, and the review counts it.
    expect(
      (await decide(link.id, { action: 'keep', reason: 'no_violation' }, moderator, 'comment')).status,
    ).toBe(200);
    expect(await thread()).toContain(link.id);
    expect((await readJson(await get(`/api/v1/comments/${link.id}`))).status).toBe('published');
    expect(await count()).toBe(1);

    // An account older than a week, and the same text without a link, are published at once.
    const regular = await createTestUser(t.database.db);
    await t.database.db.execute(
      sql`update users set created_at = now() - interval '8 days' where id = ${regular.id}`,
    );
    const settled = await createTestUser(t.database.db);
    expect((await send(regular, 'Cheaper flats on cheap-rent.ge/tbilisi, have a look')).status).toBe(
      'published',
    );
    expect((await send(settled, 'The landlord answered within a day, every time.')).status).toBe('published');

    // A published comment edited into a link by a new account is held again, and leaves the count.
    const plain = await send(newcomer, 'The heating worked all winter.');
    const into = await t.request(`/api/v1/comments/${plain.id}`, {
      method: 'PATCH',
      headers: newcomer.auth,
      json: { text: 'The heating worked all winter. More at rent-deals.com' },
    });
    expect((await readJson(into)).status).toBe('held');
    expect(await thread()).not.toContain(plain.id);
    expect(await count()).toBe(3);
  });

  it('flags a burst of reviews on one place', async () => {
    const place = await createPlaceTree(t.database.db);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const author = await createTestUser(t.database.db);
      ids.push((await postReview(author, { placeId: place.building })).id);
    }
    expect((await itemOf(ids[3]!)).flags).toEqual([]);
    expect((await itemOf(ids[4]!)).flags[0]).toMatchObject({ check: 'burst', params: { count: 5 } });
  });

  it('flags likes from the author’s network and vote rings, not ordinary likes', async () => {
    const a = await createTestUser(t.database.db);
    const b = await createTestUser(t.database.db);
    const home = fromNetwork('10.99.1');
    const like = (who: TestUser, id: string, network: Record<string, string>) =>
      t.request(`/api/v1/reviews/${id}/vote`, {
        method: 'PUT',
        headers: { ...who.auth, ...network },
        json: { value: 'like' },
      });

    const aReview = await postReview(a, { network: home });
    expect((await like(b, aReview.id, fromNetwork('10.98.1'))).status).toBe(200);
    expect(await flagsOf(aReview.id)).toEqual([]);

    const sock = await createTestUser(t.database.db);
    expect((await like(sock, aReview.id, fromNetwork('10.99.1'))).status).toBe(200);
    expect((await itemOf(aReview.id)).flags[0]).toMatchObject({
      check: 'self_vote',
      params: { voterId: sock.id },
    });

    // a and b like each other's reviews again and again.
    const aSecond = await postReview(a);
    const bFirst = await postReview(b);
    const bSecond = await postReview(b);
    await like(a, bFirst.id, fromNetwork());
    await like(a, bSecond.id, fromNetwork());
    await like(b, aSecond.id, fromNetwork());
    const ring = (await itemOf(aSecond.id)).flags.find((f: { check: string }) => f.check === 'vote_ring');
    expect(ring).toMatchObject({ params: { otherUserId: b.id, mutualVotes: 2 } });
  });
});

describe('author controls', () => {
  it('publishes a scheduled review only from its day, with years-only period and no name', async () => {
    const author = await createTestUser(t.database.db);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const review = await postReview(author, {
      extra: { publishAt: tomorrow, periodPrecision: 'year', hideAuthor: true },
    });
    expect(review).toMatchObject({
      status: 'scheduled',
      publishAt: tomorrow,
      hideAuthor: true,
      author: null,
    });
    expect((await get(`/api/v1/reviews/${review.id}`)).status).toBe(404);

    const past = await t.request('/api/v1/reviews', {
      method: 'POST',
      headers: author.auth,
      json: {
        placeId: tree.apartment,
        aspects: { general: { rating: 4 } },
        livedFrom: { month: 3, year: lastYear },
        agreedToTerms: true,
        captcha: await solveCaptcha(t.url),
        publishAt: '2020-01-01',
      },
    });
    expect(past.status).toBe(400);
    expect((await readJson(past)).details[0]).toMatchObject({ field: 'publishAt' });

    await t.database.db
      .update(reviews)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(sql`${reviews.id} = ${review.id}`);
    expect(await publishDueReviews(t.database.db)).toBeGreaterThanOrEqual(1);
    const visible = await readJson(await get(`/api/v1/reviews/${review.id}`));
    expect(visible).toMatchObject({ status: 'published', author: null, isOwn: false, hideAuthor: false });
    expect(visible.livedFrom).toEqual({ year: lastYear, month: null });
    expect(visible.createdAt).toMatch(/T00:00:00\.000Z$/);
    // The author still sees the months (for the edit form) and that it is theirs.
    const own = await readJson(await get(`/api/v1/reviews/${review.id}`, author));
    expect(own).toMatchObject({ isOwn: true, hideAuthor: true, livedFrom: { year: lastYear, month: 3 } });
  });

  it('locks a review against later edits, for good', async () => {
    const author = await createTestUser(t.database.db);
    const review = await postReview(author);
    const lock = await t.request(`/api/v1/reviews/${review.id}`, {
      method: 'PATCH',
      headers: author.auth,
      json: { locked: true },
    });
    expect(lock.status).toBe(200);
    expect((await readJson(lock)).isLocked).toBe(true);
    const edit = await t.request(`/api/v1/reviews/${review.id}`, {
      method: 'PATCH',
      headers: author.auth,
      json: { aspects: { general: { rating: 1 } } },
    });
    expect(edit.status).toBe(403);
    expect((await readJson(edit)).message).toBe('This review is locked');
    // Deleting stays possible, and the log records it.
    expect(
      (await t.request(`/api/v1/reviews/${review.id}`, { method: 'DELETE', headers: author.auth })).status,
    ).toBe(204);
    const log = await readJson(await get(`/api/v1/moderation/log?targetId=${review.id}`, moderator));
    expect(log.items[0]).toMatchObject({ action: 'author_delete' });
  });
});
