import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationCases, moderationLog } from '../src/db/schema.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestComment,
  publishTestReview,
  type TestPlaceTree,
  type TestUser,
  uploadTestPhoto,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { signUpThroughMail } from './support/sign-up.ts';

/**
 * Issue 30, item 4: what moderators see of content published without its author. No answer of the
 * moderation API names its account (id, name, e-mail, member since) or dates it finer than the
 * public day; who wrote it is told only by the reveal step, which wants a written reason and logs it.
 */

let t: TestApp;
let tree: TestPlaceTree;
let moderator: TestUser;
let admin: TestUser;

beforeAll(async () => {
  // X-Forwarded-For is trusted so that a like can come from the author's network (a self-vote flag).
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100', TRUST_PROXY: 'true' } });
  tree = await createPlaceTree(t.database.db);
  moderator = await createTestUser(t.database.db, { role: 'moderator' });
  admin = await createTestUser(t.database.db, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const HIDDEN_AUTHOR_ID = '00000000-0000-0000-0000-000000000000';
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const RANDOM_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const get = async (path: string, who: TestUser) => {
  const response = await t.request(path, { headers: who.auth });
  expect(response.status, path).toBe(200);
  return readJson(response);
};
const reveal = (targetType: string, targetId: string, json: unknown, who: TestUser | null = moderator) =>
  t.request(`/api/v1/moderation/items/${targetType}/${targetId}/reveal-author`, {
    method: 'POST',
    headers: who?.auth ?? {},
    ...(json === undefined ? {} : { json }),
  });

/** The author's requests as if from `network` (X-Forwarded-For is trusted in these apps). */
const onNetwork = (user: TestUser, network: string): TestUser => ({
  ...user,
  auth: { ...user.auth, 'x-forwarded-for': network } as TestUser['auth'],
});

const postNamelessReview = (author: TestUser, network: string) =>
  publishTestReview(t, onNetwork(author, network), {
    placeId: tree.apartment,
    // A phone number: masked and flagged at write time (a flag and log lines from the author's write).
    aspects: { general: { rating: 2, comment: 'The landlord kept the deposit, call +995 599 12 34 56.' } },
    hideAuthor: true,
  });

/**
 * A review with its author, one without and one with, by three accounts in this order, each
 * flagged as it is written (`text` holds a phone number): a case and log lines for each.
 */
async function namedNamelessNamed(text: string) {
  const flagged = async (hideAuthor: boolean) =>
    publishTestReview(t, await createTestUser(t.database.db), {
      placeId: tree.apartment,
      aspects: { general: { rating: 2, comment: text } },
      hideAuthor,
    });
  const first = await flagged(false);
  const nameless = await flagged(true);
  return { first, nameless, last: await flagged(false) };
}

/** Every string in an answer that is a timestamp. */
function timestampsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && ISO_TIME.test(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) timestampsIn(item, found);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) timestampsIn(item, found);
  return found;
}

describe('content published without its author, as moderators see it', () => {
  it('carries no account id, name, e-mail, member-since date or time finer than the day in any moderation answer', async () => {
    const email = `nameless.writer.${Date.now()}@example.com`;
    const name = 'Nino Hiddenwriter';
    const author = await createTestUser(t.database.db, { name, email });
    const review = await postNamelessReview(author, '10.77.1.5');
    const photo = await readJson(await uploadTestPhoto(t, author, { fields: { reviewId: review.id } }));
    // A second account of the author, on the author's network, likes the review: a self-vote flag
    // whose evidence (the voter's account) would point at the author.
    const sock = await createTestUser(t.database.db);
    const liked = await t.request(`/api/v1/reviews/${review.id}/vote`, {
      method: 'PUT',
      headers: { ...sock.auth, 'x-forwarded-for': '10.77.1.9' },
      json: { value: 'like' },
    });
    expect(liked.status).toBe(200);
    // An anonymous account's comment is as nameless as the review.
    const anonymous = await createTestUser(t.database.db, { anonymous: true });
    const comment = await readJson(
      await t.request('/api/v1/comments', {
        method: 'POST',
        headers: anonymous.auth,
        json: { reviewId: review.id, text: 'Same here, write to me at tenant@example.com' },
      }),
    );
    const reporter = await createTestUser(t.database.db);
    for (const [targetType, targetId] of [
      ['review', review.id],
      ['photo', photo.id],
      ['comment', comment.id],
    ]) {
      const reported = await t.request('/api/v1/reports', {
        method: 'POST',
        headers: { ...reporter.auth, 'x-forwarded-for': '10.78.1.1' },
        json: { targetType, targetId, reason: 'spam' },
      });
      expect(reported.status, targetType).toBe(201);
    }
    const targets = new Set([review.id, photo.id, comment.id]);
    const secrets = [author.id, anonymous.id, sock.id, name, email];

    for (const viewer of [moderator, admin]) {
      const answers: Array<[string, unknown]> = [];
      const queue = await get('/api/v1/moderation/queue?limit=50', viewer);
      const queued = queue.items.filter((item: { targetId: string }) => targets.has(item.targetId));
      expect(queued).toHaveLength(3);
      for (const item of queued) expect(item.datedByDay).toBe(true);
      answers.push(['queue', queued]);
      for (const [targetType, targetId] of [
        ['review', review.id],
        ['photo', photo.id],
        ['comment', comment.id],
      ]) {
        const item = await get(`/api/v1/moderation/items/${targetType}/${targetId}`, viewer);
        expect(item.author, targetType).toEqual({
          id: HIDDEN_AUTHOR_ID,
          name: null,
          isAnonymous: true,
          role: 'user',
          isBanned: false,
          memberSince: null,
        });
        expect(item.datedByDay).toBe(true);
        expect(item.reports.length + item.flags.length, targetType).toBeGreaterThan(0);
        answers.push([`${targetType} item`, item]);
      }
      const log = await get('/api/v1/moderation/log?limit=50', viewer);
      answers.push(['log', log.items.filter((entry: { targetId: string }) => targets.has(entry.targetId))]);
      answers.push([
        'log of the review',
        (await get(`/api/v1/moderation/log?targetId=${review.id}`, viewer)).items,
      ]);

      for (const [label, answer] of answers) {
        const text = JSON.stringify(answer);
        for (const secret of secrets)
          expect(text, `${label} names the author: ${secret}`).not.toContain(secret);
        const times = timestampsIn(answer);
        expect(times.length, label).toBeGreaterThan(0);
        for (const time of times)
          expect(time, `${label}: a time finer than the day`).toMatch(/T00:00:00\.000Z$/);
      }
      // The reports, flags and log lines written about them have random ids, not time-ordered ones.
      const reviewItem = answers.find(([label]) => label === 'review item')![1] as {
        reports: Array<{ id: string }>;
        flags: Array<{ id: string; check: string }>;
        log: Array<{ id: string }>;
      };
      expect(reviewItem.flags.map((flag) => flag.check)).toEqual(
        expect.arrayContaining(['personal_data', 'self_vote']),
      );
      for (const row of [...reviewItem.reports, ...reviewItem.flags, ...reviewItem.log])
        expect(row.id).toMatch(RANDOM_UUID);
    }

    // A review with its author shown is shown as before: the account and the exact time.
    const named = await publishTestReview(t, author, { placeId: tree.apartment });
    const namedReport = await t.request('/api/v1/reports', {
      method: 'POST',
      headers: { ...reporter.auth, 'x-forwarded-for': '10.78.1.1' },
      json: { targetType: 'review', targetId: named.id, reason: 'spam' },
    });
    expect(namedReport.status).toBe(201);
    const namedItem = await get(`/api/v1/moderation/items/review/${named.id}`, moderator);
    expect(namedItem.author).toMatchObject({ id: author.id, name });
    expect(namedItem.author.memberSince).toMatch(ISO_TIME);
    expect(namedItem.datedByDay).toBe(false);
  });

  it('keeps a comment written while anonymous nameless for moderators after its writer signs up', async () => {
    const anonymous = await createTestUser(t.database.db, { anonymous: true });
    const review = await publishTestReview(t, await createTestUser(t.database.db), {
      placeId: tree.apartment,
    });
    const comment = await publishTestComment(
      t,
      anonymous,
      review.id,
      'Write to me at tenant.two@example.com',
    );
    const name = 'Tamar Latesigner';
    const signedUp = await signUpThroughMail(
      t,
      { email: `late.signer.${Date.now()}@example.com`, name },
      { headers: anonymous.auth as Record<string, string> },
    );
    const named = { auth: { authorization: `Bearer ${signedUp.token}` } };
    // An edit under the name: its checks still write about nameless content.
    const edited = await t.request(`/api/v1/comments/${comment.id}`, {
      method: 'PATCH',
      headers: named.auth,
      json: { text: 'Or call me, +995 599 11 22 33, any evening.' },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const item = await get(`/api/v1/moderation/items/comment/${comment.id}`, moderator);
    expect(item.author).toMatchObject({ id: HIDDEN_AUTHOR_ID, name: null, memberSince: null });
    expect(item.datedByDay).toBe(true);
    expect(item.flags.length).toBeGreaterThan(1);
    for (const row of [...item.flags, ...item.log]) expect(row.id).toMatch(RANDOM_UUID);
    const text = JSON.stringify(item);
    for (const secret of [signedUp.user.id, name]) expect(text).not.toContain(secret);
    for (const time of timestampsIn(item)) expect(time).toMatch(/T00:00:00\.000Z$/);
  });

  it('rewrites what moderation kept of a review that turned nameless before it was public', async () => {
    const author = await createTestUser(t.database.db);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const review = await publishTestReview(t, author, {
      placeId: tree.apartment,
      aspects: { general: { rating: 2, comment: 'Call the owner on +995 599 44 55 66 before you pay.' } },
      publishAt: tomorrow,
    });
    expect(review.status).toBe('scheduled');
    // Flagged while named: the flag and its log line were written with exact times.
    expect(
      (await get(`/api/v1/moderation/items/review/${review.id}`, moderator)).flags.length,
    ).toBeGreaterThan(0);
    // A decision on its photo while named: logged to the millisecond, under a time-ordered id.
    const upload = await uploadTestPhoto(t, author, { fields: { reviewId: review.id } });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const photoId: string = (await readJson(upload)).id;
    const hidden = await t.request(`/api/v1/moderation/items/photo/${photoId}/decision`, {
      method: 'POST',
      headers: moderator.auth,
      json: { action: 'hide', reason: 'personal_data' },
    });
    expect(hidden.status, await hidden.clone().text()).toBe(200);
    const edited = await t.request(`/api/v1/reviews/${review.id}`, {
      method: 'PATCH',
      headers: author.auth,
      json: { hideAuthor: true },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);

    const item = await get(`/api/v1/moderation/items/review/${review.id}`, moderator);
    expect(item.author).toMatchObject({ id: HIDDEN_AUTHOR_ID, name: null, memberSince: null });
    expect(item.datedByDay).toBe(true);
    for (const row of [...item.flags, ...item.log]) expect(row.id).toMatch(RANDOM_UUID);
    for (const time of timestampsIn(item)) expect(time).toMatch(/T00:00:00\.000Z$/);
    // What the queue and the log are ordered by: the day, and nothing finer kept.
    const [waiting] = await t.database.db
      .select({ since: moderationCases.waitingSince })
      .from(moderationCases)
      .where(eq(moderationCases.targetId, review.id));
    expect(waiting?.since.toISOString()).toMatch(/T00:00:00\.000Z$/);
    const lines = await t.database.db
      .select({ createdAt: moderationLog.createdAt, datedByDay: moderationLog.datedByDay })
      .from(moderationLog)
      .where(eq(moderationLog.targetId, review.id));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.datedByDay).toBe(true);
      expect(line.createdAt.toISOString()).toMatch(/:00\.000Z$/);
    }
    // The photo's log lines too: random ids, dated by day, nothing finer than the minute kept.
    const photoLines = await t.database.db
      .select({
        id: moderationLog.id,
        createdAt: moderationLog.createdAt,
        datedByDay: moderationLog.datedByDay,
      })
      .from(moderationLog)
      .where(eq(moderationLog.targetId, photoId));
    expect(photoLines.length).toBeGreaterThan(0);
    for (const line of photoLines) {
      expect(line.id).toMatch(RANDOM_UUID);
      expect(line.datedByDay).toBe(true);
      expect(line.createdAt.toISOString()).toMatch(/:00\.000Z$/);
    }
    const photoItem = await get(`/api/v1/moderation/items/photo/${photoId}`, moderator);
    for (const time of timestampsIn(photoItem)) expect(time).toMatch(/T00:00:00\.000Z$/);
  });

  it('queues nameless content by its day, so that its place among named items tells no time', async () => {
    const { first, nameless, last } = await namedNamelessNamed(
      'Ask the landlord on +995 599 65 43 21 before you sign.',
    );
    const queue = await get('/api/v1/moderation/queue?limit=50', moderator);
    const order = queue.items
      .map((item: { targetId: string }) => item.targetId)
      .filter((id: string) => [first.id, nameless.id, last.id].includes(id));
    expect(order).toHaveLength(3);
    // Written between the two named reviews, queued before both (from the start of its day), not
    // between them, which would bracket when it was written.
    expect(order.indexOf(nameless.id)).not.toBe(1);
    expect(order.indexOf(first.id)).toBeLessThan(order.indexOf(last.id));
    // What the order is made of: the day, not the minute it was written (rounded up, as before).
    const [waiting] = await t.database.db
      .select({ since: moderationCases.waitingSince })
      .from(moderationCases)
      .where(eq(moderationCases.targetId, nameless.id));
    expect(waiting?.since.toISOString()).toMatch(/T00:00:00\.000Z$/);
  });

  it('orders the log by the day for nameless content, so that its place among named lines tells no time', async () => {
    const { first, nameless, last } = await namedNamelessNamed(
      'The landlord answers on +995 599 76 54 32, not by mail.',
    );
    // The nameless review's lines carry the minute it was written (rounded up). The named reviews'
    // lines are moved to half a minute either side of it, as if written just before and just after.
    const [stored] = await t.database.db
      .select({ at: moderationLog.createdAt })
      .from(moderationLog)
      .where(eq(moderationLog.targetId, nameless.id))
      .limit(1);
    const minute = stored!.at.getTime();
    for (const [review, at] of [
      [first, minute - 30_000],
      [last, minute + 30_000],
    ] as const)
      await t.database.db
        .update(moderationLog)
        .set({ createdAt: new Date(at) })
        .where(eq(moderationLog.targetId, review.id));

    // The whole log, walked two lines at a time through its sealed cursors.
    const walked: Array<{ id: string; targetId: string; createdAt: string }> = [];
    let cursor: string | null = null;
    do {
      const page: { items: typeof walked; nextCursor: string | null } = await get(
        `/api/v1/moderation/log?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        moderator,
      );
      walked.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor && walked.length < 2000);
    expect(cursor).toBeNull();
    expect(new Set(walked.map((line) => line.id)).size).toBe(walked.length);
    // Paging keeps the order of one long page.
    const onePage = (await get('/api/v1/moderation/log?limit=50', moderator)).items;
    expect(walked.slice(0, onePage.length).map((line) => line.id)).toEqual(
      onePage.map((line: { id: string }) => line.id),
    );

    const ids = [first.id, nameless.id, last.id];
    const lines = walked.filter((line) => ids.includes(line.targetId));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    // Each item's lines together, newest item first: the nameless one below both named ones, at
    // the start of its day, not between them, which would bracket the minute it was written.
    const order = [...new Set(lines.map((line) => line.targetId))];
    expect(order).toEqual([last.id, first.id, nameless.id]);
    for (const line of lines.filter((line) => line.targetId === nameless.id))
      expect(line.createdAt).toMatch(/T00:00:00\.000Z$/);
    // What the order is made of: the day, not the stored minute.
    const keys = await t.database.db
      .select({ listedAt: moderationLog.listedAt })
      .from(moderationLog)
      .where(eq(moderationLog.targetId, nameless.id));
    for (const key of keys) expect(key.listedAt.toISOString()).toMatch(/T00:00:00\.000Z$/);
  });

  it('marks the log lines written before migration 0036 about nameless content, so they are ordered by day too', async () => {
    const db = t.database.db;
    const writer = await createTestUser(db);
    const nameless = await postNamelessReview(writer, '10.82.1.5');
    const photo = await readJson(await uploadTestPhoto(t, writer, { fields: { reviewId: nameless.id } }));
    const named = await publishTestReview(t, await createTestUser(db), { placeId: tree.apartment });
    const comment = await publishTestComment(
      t,
      await createTestUser(db, { anonymous: true }),
      named.id,
      'Same landlord, same story here.',
    );
    const account = await createTestUser(db);
    const at = new Date(Date.UTC(2026, 5, 14, 14, 46, 0));
    const line = (targetType: string, targetId: string) =>
      ({ id: randomUUID(), targetType, targetId, action: 'keep', createdAt: at }) as const;
    // Lines as the app wrote them before: no mark, the stored minute as the order.
    await db.insert(moderationLog).values([
      line('review', nameless.id),
      line('photo', photo.id),
      line('comment', comment.id),
      line('review', named.id),
      {
        id: randomUUID(),
        targetType: 'user',
        targetId: account.id,
        action: 'ban_author',
        params: { via: 'nameless' },
        createdAt: at,
      },
      line('place', tree.apartment),
    ]);
    const file = path.resolve(import.meta.dirname, '../drizzle/0036_moderation_log_by_day.sql');
    const [backfill, ...more] = (await fs.readFile(file, 'utf8'))
      .split('--> statement-breakpoint')
      .filter((statement) => /SET "dated_by_day" = true/.test(statement));
    expect(more).toEqual([]);
    await db.execute(sql.raw(backfill!));
    const keys = await db
      .select({
        targetId: moderationLog.targetId,
        datedByDay: moderationLog.datedByDay,
        listedAt: moderationLog.listedAt,
      })
      .from(moderationLog)
      .where(eq(moderationLog.createdAt, at));
    const byDay = new Map(keys.map((key) => [key.targetId, key]));
    for (const id of [nameless.id, photo.id, comment.id, account.id, tree.apartment])
      expect(byDay.get(id), id).toEqual({
        targetId: id,
        datedByDay: true,
        listedAt: new Date('2026-06-14T00:00:00.000Z'),
      });
    expect(byDay.get(named.id)).toEqual({ targetId: named.id, datedByDay: false, listedAt: at });
  });

  it('pages the queue and the log with sealed cursors: no stored time or id can be read out of one', async () => {
    const author = await createTestUser(t.database.db);
    await postNamelessReview(author, '10.81.1.5');
    await postNamelessReview(author, '10.81.1.6');
    for (const list of ['queue', 'log']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: Array<{ targetId: string; id?: string }>; nextCursor: string | null } =
          await get(`/api/v1/moderation/${list}?limit=1${cursor ? `&cursor=${cursor}` : ''}`, moderator);
        seen.push(...page.items.map((item) => item.id ?? item.targetId));
        cursor = page.nextCursor;
        if (cursor) {
          const opened = Buffer.from(cursor, 'base64url').toString('latin1');
          expect(opened, list).not.toMatch(/\d{4}-\d{2}-\d{2}|[0-9a-f]{8}-[0-9a-f]{4}-/i);
          expect(() => JSON.parse(opened), list).toThrow();
        }
      } while (cursor && seen.length < 200);
      expect(seen.length, list).toBeGreaterThan(1);
      expect(new Set(seen).size, list).toBe(seen.length);
      // A cursor changed by one bit is refused like garbage, not read.
      const first = (await get(`/api/v1/moderation/${list}?limit=1`, moderator)).nextCursor as string;
      const bytes = Buffer.from(first, 'base64url');
      bytes[bytes.length - 1]! ^= 1;
      const forged = await t.request(
        `/api/v1/moderation/${list}?limit=1&cursor=${bytes.toString('base64url')}`,
        { headers: moderator.auth },
      );
      expect(forged.status, list).toBe(400);
    }
  });

  it('refuses to reveal the author without a written reason, and logs who, when and why before answering', async () => {
    const author = await createTestUser(t.database.db, { name: 'Giorgi Quietwriter' });
    const review = await postNamelessReview(author, '10.79.1.5');
    const revealsLogged = async () =>
      (await get(`/api/v1/moderation/log?targetId=${review.id}`, admin)).items.filter(
        (entry: { action: string }) => entry.action === 'reveal_author',
      );

    for (const [label, body] of [
      ['no body', undefined],
      ['no reason', {}],
      ['an empty reason', { reason: '   ' }],
      ['a reason too short', { reason: 'just curious' }],
      ['a reason too long', { reason: 'x'.repeat(1001) }],
    ] as const) {
      const refused = await reveal('review', review.id, body);
      expect(refused.status, label).toBe(400);
      const envelope = await readJson(refused);
      expect(envelope, label).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(JSON.stringify(envelope), label).not.toContain(author.id);
    }
    // Only staff may ask; a place has no author.
    const reason = 'The same text was posted from three accounts; checking whether it is one person.';
    expect((await reveal('review', review.id, { reason }, null)).status).toBe(401);
    expect((await reveal('review', review.id, { reason }, author)).status).toBe(403);
    expect((await reveal('place', tree.apartment, { reason })).status).toBe(404);
    expect((await reveal('review', '01900000-0000-4000-8000-000000000000', { reason })).status).toBe(404);
    expect(await revealsLogged()).toEqual([]);

    const revealed = await reveal('review', review.id, { reason: `  ${reason}  ` });
    expect(revealed.status).toBe(200);
    const account = await readJson(revealed);
    expect(account).toMatchObject({
      id: author.id,
      name: 'Giorgi Quietwriter',
      isAnonymous: false,
      role: 'user',
    });
    expect(account.memberSince).toMatch(ISO_TIME);

    const [line, ...more] = await revealsLogged();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      targetType: 'review',
      targetId: review.id,
      action: 'reveal_author',
      actor: { id: moderator.id },
      note: reason,
      datedByDay: true,
    });
    // The line names the item, never the account it told.
    expect(JSON.stringify(line)).not.toContain(author.id);
    // The item itself still shows nobody, to the one who asked as to everyone else.
    expect((await get(`/api/v1/moderation/items/review/${review.id}`, moderator)).author.id).toBe(
      HIDDEN_AUTHOR_ID,
    );
  });

  it('suspends the author of nameless content without a log line that names the item or its time', async () => {
    const author = await createTestUser(t.database.db);
    const review = await postNamelessReview(author, '10.80.1.5');
    const banned = await t.request(`/api/v1/moderation/items/review/${review.id}/decision`, {
      method: 'POST',
      headers: moderator.auth,
      json: { action: 'ban_author', reason: 'spam', note: `Same as review ${review.id}` },
    });
    expect(banned.status).toBe(200);
    expect((await readJson(banned)).author).toMatchObject({ id: HIDDEN_AUTHOR_ID, isBanned: true });
    const accountLog = (await get(`/api/v1/moderation/log?targetId=${author.id}`, moderator)).items;
    expect(accountLog).toHaveLength(1);
    expect(accountLog[0]).toMatchObject({
      action: 'ban_author',
      params: { via: 'nameless' },
      datedByDay: true,
    });
    expect(accountLog[0].createdAt).toMatch(/T00:00:00\.000Z$/);
    expect(JSON.stringify(accountLog)).not.toContain(review.id);
  });

  it('rate-limits reveals per moderator', async () => {
    const limited = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '1' } });
    try {
      const db = limited.database.db;
      const staff = await createTestUser(db, { role: 'moderator' });
      const place = await createPlaceTree(db);
      const author = await createTestUser(db, { anonymous: true });
      const { id } = await publishTestReview(limited, author, { placeId: place.apartment });
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const response = await limited.request(`/api/v1/moderation/items/review/${id}/reveal-author`, {
          method: 'POST',
          headers: staff.auth,
          json: { reason: `Checking a ring of accounts, look number ${i + 1}.` },
        });
        statuses.push(response.status);
        if (response.status === 429)
          expect(await readJson(response)).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      }
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
