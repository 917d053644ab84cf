import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comments,
  legacyIds,
  moderationFlags,
  moderationLog,
  photos,
  places,
  pointsLedger,
  reports,
  reviews,
  users,
} from '../src/db/schema.ts';
import { uuidv7 } from '../src/lib/uuid.ts';
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

/**
 * Migration 0025 on data written before it (issue 30): the time-ordered ids of accounts, places,
 * reviews and comments are replaced by random ones, every reference follows, and old links redirect.
 * The migrated test database has no such rows, so the test writes them (v7 ids, as the app did),
 * then runs the migration's re-keying statements again, on PGlite or on PostgreSQL alike.
 */

let t: TestApp;
let tree: TestPlaceTree;
const old = { user: '', flat: '', review: '', comment: '' };
/** The old review's author (signed in; the session follows the account's new id). */
let oldAuthor: TestUser;

/** The statements of migration 0025 that fill legacy_ids and re-key the rows by it. */
async function rekeyingStatements(): Promise<string[]> {
  const file = path.resolve(import.meta.dirname, '../drizzle/0025_public_ids.sql');
  const statements = (await fs.readFile(file, 'utf8')).split('--> statement-breakpoint');
  const rekeying = statements.filter((s) => /INSERT INTO "legacy_ids"|FROM legacy_ids m/.test(s));
  expect(rekeying).toHaveLength(2);
  return rekeying;
}

beforeAll(async () => {
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100' } });
  const db = t.database.db;
  tree = await createPlaceTree(db);
  // Rows as the app wrote them before: time-ordered ids.
  const author = await createTestUser(db, { name: 'Old Timer' });
  oldAuthor = author;
  const flatId = uuidv7();
  await db.insert(places).values({
    id: flatId,
    kind: 'apartment',
    parentId: tree.building,
    cityId: tree.city,
    districtId: tree.district,
    nameEn: 'Old Street 1, apt. 9',
    nameRu: 'Старая улица, 1, кв. 9',
    nameKa: 'ძველი ქუჩა 1, ბინა 9',
    searchText: 'old street 1 apt 9',
    apartmentNumber: '9',
    buildingType: 'apartments',
    lat: 41.7117,
    lng: 44.764,
    countryCode: 'GE',
  });
  const review = await publishTestReview(t, author, { placeId: flatId });
  const reader = await createTestUser(db, { name: 'Reader' });
  const comment = await publishTestComment(t, reader, review.id, 'Same building, same story.');
  const liked = await t.request(`/api/v1/reviews/${review.id}/vote`, {
    method: 'PUT',
    headers: reader.auth,
    json: { value: 'like' },
  });
  expect(liked.status).toBe(200);
  const report = await t.request('/api/v1/reports', {
    method: 'POST',
    headers: reader.auth,
    json: { targetType: 'review', targetId: review.id, reason: 'spam' },
  });
  expect(report.status, await report.clone().text()).toBeLessThan(300);
  // Give them the v7 ids they had before 0024 (the foreign keys follow since 0024).
  Object.assign(old, { user: uuidv7(), flat: flatId, review: uuidv7(), comment: uuidv7() });
  await db.update(users).set({ id: old.user }).where(eq(users.id, author.id));
  await db.update(reviews).set({ id: old.review }).where(eq(reviews.id, review.id));
  await db.update(pointsLedger).set({ sourceId: old.review }).where(eq(pointsLedger.sourceId, review.id));
  await db.update(reports).set({ targetId: old.review }).where(eq(reports.targetId, review.id));
  await db.update(comments).set({ id: old.comment }).where(eq(comments.id, comment.id));
  for (const statement of await rekeyingStatements()) await db.execute(sql.raw(statement));
});
afterAll(async () => {
  await t?.close();
});

const newIdOf = async (oldId: string) => {
  const [row] = await t.database.db.select().from(legacyIds).where(eq(legacyIds.oldId, oldId));
  return row?.newId;
};

describe('migration 0025: time-ordered ids replaced, old links kept', () => {
  it('gives every old row a random id and moves every reference with it', async () => {
    const db = t.database.db;
    const ids = {
      user: await newIdOf(old.user),
      flat: await newIdOf(old.flat),
      review: await newIdOf(old.review),
      comment: await newIdOf(old.comment),
    };
    for (const id of Object.values(ids)) expect(id?.[14]).toBe('4');
    // The gazetteer-like places of the tree were written by the factory with random ids: untouched.
    expect(await newIdOf(tree.city)).toBeUndefined();
    const [review] = await db.select().from(reviews).where(eq(reviews.id, ids.review!));
    expect(review).toMatchObject({ authorId: ids.user, placeId: ids.flat, buildingId: tree.building });
    const [comment] = await db.select().from(comments).where(eq(comments.id, ids.comment!));
    expect(comment!.reviewId).toBe(ids.review);
    const ledger = await db.select().from(pointsLedger).where(eq(pointsLedger.sourceId, ids.review!));
    expect(ledger.length).toBeGreaterThan(0);
    expect(ledger.every((entry) => entry.userId === ids.user)).toBe(true);
    const [report] = await db.select().from(reports).where(eq(reports.targetId, ids.review!));
    expect(report).toBeDefined();
    for (const oldId of Object.values(old)) {
      for (const table of [users, places, reviews, comments]) {
        expect(await db.select().from(table).where(eq(table.id, oldId))).toEqual([]);
      }
    }
  });

  it('redirects old pages and API addresses to the new id, and the API answers the new id', async () => {
    const review = await newIdOf(old.review);
    const flat = await newIdOf(old.flat);
    const author = await newIdOf(old.user);
    const redirects = [
      [`/ka/reviews/${old.review}`, `/ka/reviews/${review}`],
      [`/ru/reviews?placeId=${old.flat}&sort=helpful`, `/ru/reviews?placeId=${flat}&sort=helpful`],
      [`/en/authors/${old.user}`, `/en/authors/${author}`],
      [`/api/v1/reviews/${old.review}?lang=ka`, `/api/v1/reviews/${review}?lang=ka`],
      [`/api/v1/authors/${old.user}/reviews`, `/api/v1/authors/${author}/reviews`],
      [`/api/v1/reviews?placeId=${old.flat}`, `/api/v1/reviews?placeId=${flat}`],
    ];
    for (const [from, to] of redirects) {
      const response = await t.request(from!, { redirect: 'manual' });
      expect(response.status, from).toBe(308);
      expect(response.headers.get('location'), from).toBe(to);
    }
    const followed = await readJson(await t.request(`/api/v1/reviews/${old.review}`));
    expect(followed).toMatchObject({ id: review, author: { id: author } });
    // An unknown v7 id is still a plain 404, and writes are never redirected (their ids are mapped).
    expect((await t.request(`/api/v1/reviews/${uuidv7()}`, { redirect: 'manual' })).status).toBe(404);
    const write = await t.request(`/api/v1/reviews/${old.review}`, { method: 'DELETE', redirect: 'manual' });
    expect(write.status).not.toBe(308);
  });

  it('takes an old id in a write (JSON body or path) as the new one, for every route alike', async () => {
    const [review, flat] = [await newIdOf(old.review), await newIdOf(old.flat)];
    const writer = await createTestUser(t.database.db, { name: 'Late Writer' });
    // A body's placeId (a page opened before the migration) …
    const written = await publishTestReview(t, writer, { placeId: old.flat });
    expect(written.place.id).toBe(flat);
    // … a body's reviewId …
    const comment = await publishTestComment(t, writer, old.review, 'Still true a year later.');
    expect(comment.reviewId).toBe(review);
    // … a polymorphic target id …
    const reported = await t.request('/api/v1/reports', {
      method: 'POST',
      headers: writer.auth,
      json: { targetType: 'comment', targetId: old.comment, reason: 'spam' },
    });
    expect(reported.status, await reported.clone().text()).toBeLessThan(300);
    const [report] = await t.database.db.select().from(reports).where(eq(reports.reporterId, writer.id));
    expect(report!.targetId).toBe(await newIdOf(old.comment));
    // … and an id in the path of a write.
    const voted = await t.request(`/api/v1/reviews/${old.review}/vote`, {
      method: 'PUT',
      headers: writer.auth,
      json: { value: 'like' },
    });
    expect(voted.status, await voted.clone().text()).toBe(200);
    const [{ likesCount }] = (await t.database.db
      .select({ likesCount: reviews.likesCount })
      .from(reviews)
      .where(eq(reviews.id, review!))) as [{ likesCount: number }];
    expect(likesCount).toBe(2);
    // An unknown v7 id in a write is left as it is: the same 404 as any unknown id.
    const unknown = await t.request('/api/v1/comments', {
      method: 'POST',
      headers: writer.auth,
      json: { reviewId: uuidv7(), text: 'Nobody reads this.' },
    });
    expect(unknown.status).toBe(404);
  });

  it('takes an old id in a multipart field (a photo upload) as the new one', async () => {
    const review = await newIdOf(old.review);
    const uploaded = await uploadTestPhoto(t, oldAuthor, { fields: { reviewId: old.review } });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { id } = await readJson(uploaded);
    const [photo] = await t.database.db.select().from(photos).where(eq(photos.id, id));
    expect(photo).toMatchObject({ reviewId: review, ownerId: await newIdOf(old.user) });
    // An unknown v7 id there is left as it is: the same 404 as any unknown id.
    const unknown = await uploadTestPhoto(t, oldAuthor, { fields: { reviewId: uuidv7() } });
    expect(unknown.status).toBe(404);
  });

  it('re-keys the time-ordered ids of reports, flags and log lines, which nothing refers to (migration 0033)', async () => {
    const db = t.database.db;
    const review = (await newIdOf(old.review))!;
    // Rows as written before issue 30: v7 ids, whose first 48 bits date them to the millisecond.
    const demo = '018cc251-f400-7000-8000-000000000033';
    const written = { report: uuidv7(), flag: uuidv7(), log: uuidv7() };
    await db.update(reports).set({ id: written.report }).where(eq(reports.targetId, review));
    await db.insert(moderationFlags).values([
      { id: written.flag, targetType: 'review', targetId: review, check: 'personal_data' },
      { id: demo, targetType: 'review', targetId: review, check: 'advertising' },
    ]);
    await db
      .insert(moderationLog)
      .values({ id: written.log, targetType: 'review', targetId: review, action: 'auto_flag' });
    const file = path.resolve(import.meta.dirname, '../drizzle/0033_comment_order_moderation_ids.sql');
    const statements = (await fs.readFile(file, 'utf8'))
      .split('--> statement-breakpoint')
      .filter((statement) => /SET "id" = gen_random_uuid\(\)/.test(statement));
    expect(statements).toHaveLength(3);
    for (const statement of statements) await db.execute(sql.raw(statement));

    const ids = [
      ...(await db.select({ id: reports.id }).from(reports).where(eq(reports.targetId, review))),
      ...(await db
        .select({ id: moderationFlags.id })
        .from(moderationFlags)
        .where(eq(moderationFlags.targetId, review))),
      ...(await db
        .select({ id: moderationLog.id })
        .from(moderationLog)
        .where(eq(moderationLog.targetId, review))),
    ].map((row) => row.id);
    expect(ids).toHaveLength(4);
    for (const id of Object.values(written)) expect(ids).not.toContain(id);
    // The fixed epoch's ids date nothing and stay; every other one is random now.
    expect(ids).toContain(demo);
    for (const id of ids.filter((id) => id !== demo)) expect(id[14]).toBe('4');
    // The moderation answers still read them.
    const moderator = await createTestUser(db, { role: 'moderator' });
    const answer = await t.request(`/api/v1/moderation/items/review/${review}`, { headers: moderator.auth });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect((await readJson(answer)).flags).toHaveLength(2);
  });

  it('makes every foreign key to accounts, places, reviews and comments follow a changed id', async () => {
    const rows = (await t.database.db.execute(sql`
      select c.conname from pg_constraint c
      where c.contype = 'f' and c.confupdtype <> 'c'
        and c.confrelid in ('users'::regclass, 'places'::regclass, 'reviews'::regclass, 'comments'::regclass)
    `)) as unknown as { rows?: unknown[] } | unknown[];
    expect(Array.isArray(rows) ? rows : rows.rows).toEqual([]);
  });
});
