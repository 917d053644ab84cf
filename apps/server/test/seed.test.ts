import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LOCALES, SERIOUS_PROBLEMS, type SeriousProblem } from '@app/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, places, pointsLedger, reviews, users } from '../src/db/schema.ts';
import { detectReportedProblems } from '../src/features/ai-summary/detect-serious-problems.ts';
import { getScore } from '../src/features/points/sync-points.ts';
import { LocalMediaStorage } from '../src/lib/storage.ts';
import { COMMUNITY_REVIEWS } from '../src/seed/demo-community.ts';
import { demoMonthShift, seedDemoDataIfEmpty, validateDemoReviews } from '../src/seed/seed-demo.ts';
import { openTestDatabase } from '../src/testing/database.ts';
import { expectedScores } from './support/expected-scores.ts';

/** A fixed day, so that the dates, likes and views are the same at every run. */
const NOW = new Date('2027-03-10T12:00:00Z');
const DAY = 86_400_000;

describe('demo seed', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let mediaDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-seed-'));
  });
  afterAll(async () => {
    await database?.dispose();
    if (mediaDir) await fs.rm(mediaDir, { recursive: true, force: true });
  });

  it('matches the aspect catalogue', () => {
    expect(validateDemoReviews()).toEqual([]);
  });

  it('moves the dates by whole months to the seed day, never into the future', () => {
    expect(demoMonthShift(new Date('2026-11-26T00:00:00Z'))).toBe(0);
    expect(demoMonthShift(new Date('2026-12-25T23:00:00Z'))).toBe(0);
    expect(demoMonthShift(new Date('2026-12-26T00:00:00Z'))).toBe(1);
    expect(demoMonthShift(NOW)).toBe(3);
    expect(demoMonthShift(new Date('2020-01-01T00:00:00Z'))).toBe(0);
  });

  it('writes a living product once, deterministically, with consistent hierarchy and points', {
    timeout: 120_000,
  }, async () => {
    const storage = new LocalMediaStorage(mediaDir, '/media');
    const summary = await seedDemoDataIfEmpty(database.db, { storage, now: NOW });
    expect(summary).toMatchObject({ users: expect.any(Number), reviews: expect.any(Number) });
    expect(await seedDemoDataIfEmpty(database.db, { storage, now: NOW })).toBeNull();

    const db = database.db;
    const orphans = await db
      .select()
      .from(reviews)
      .where(and(isNull(reviews.cityId)));
    expect(orphans).toEqual([]);
    const all = await db.select().from(reviews);
    expect(all).toHaveLength(summary!.reviews);

    // Many people, some of them anonymous and some named ones hiding themselves on a review.
    const authors = new Set(all.map((r) => r.authorId));
    expect(authors.size).toBeGreaterThanOrEqual(25);
    const userRows = await db.select().from(users);
    const anonymousIds = new Set(userRows.filter((u) => u.isAnonymous).map((u) => u.id));
    expect(all.filter((r) => anonymousIds.has(r.authorId)).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((r) => anonymousIds.has(r.authorId)).every((r) => r.hideAuthor)).toBe(true);
    expect(all.some((r) => r.hideAuthor && !anonymousIds.has(r.authorId))).toBe(true);

    // Every language, in numbers close to each other.
    const languages = Object.groupBy(all, (r) => r.language);
    for (const language of LOCALES) expect(languages[language]?.length).toBeGreaterThanOrEqual(20);

    // Dated relative to the seed day: the newest a few weeks old, the oldest years before.
    const times = all.map((r) => r.createdAt.getTime()).sort((a, b) => a - b);
    expect(times.at(-1)!).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - times.at(-1)!).toBeLessThan(45 * DAY);
    expect(NOW.getTime() - times[0]!).toBeGreaterThan(2 * 365 * DAY);
    for (const review of all) {
      // The living period starts before the review; a finished one ends by its month.
      const month = review.createdAt.toISOString().slice(0, 7);
      expect(review.livedFrom.slice(0, 7) <= month, review.id).toBe(true);
      if (review.livedTo) expect(review.livedTo.slice(0, 7) <= month, review.id).toBe(true);
    }

    // Read, liked and discussed; some with photos, stored as uploads are.
    expect(all.every((r) => r.viewsCount > 0)).toBe(true);
    expect(all.filter((r) => r.likesCount > 0).length).toBeGreaterThan(all.length / 2);
    expect(all.filter((r) => r.commentsCount > 0).length).toBeGreaterThanOrEqual(15);
    const photoRows = await db.select().from(photos);
    expect(photoRows.length).toBe(summary!.photos);
    expect(photoRows.length).toBeGreaterThanOrEqual(10);
    for (const photo of photoRows) {
      const review = all.find((r) => r.id === photo.reviewId)!;
      expect(photo.ownerId).toBe(review.authorId);
      const file = await fs.readFile(path.join(mediaDir, photo.storageKey));
      const metadata = await sharp(file).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: photo.width, height: photo.height });
      expect(metadata.exif).toBeUndefined();
    }

    const cities = await db.select().from(places).where(eq(places.kind, 'city'));
    expect(cities.map((c) => c.nameEn)).toEqual(expect.arrayContaining(['Tbilisi', 'Batumi', 'Kutaisi']));
    expect(cities.filter((c) => c.countryCode !== 'GE').length).toBeGreaterThanOrEqual(3);
    const tbilisi = cities.find((c) => c.nameEn === 'Tbilisi')!;
    expect(tbilisi).toMatchObject({ nameRu: 'Тбилиси', nameKa: 'თბილისი' });
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.cityId, tbilisi.id))) as [{ n: number }];
    expect(tbilisi.reviewCount).toBe(n);

    // Sofas equal the ledger's rules for everyone; anonymous accounts earn nothing.
    const expected = await expectedScores(
      db,
      userRows.map((u) => u.id),
    );
    for (const user of userRows)
      expect(await getScore(db, user.id), user.name ?? user.id).toBe(expected.get(user.id));
    for (const id of anonymousIds) {
      expect(await db.select().from(pointsLedger).where(eq(pointsLedger.userId, id))).toEqual([]);
    }
    expect([...expected.values()].filter((score) => score > 0).length).toBeGreaterThanOrEqual(25);
  });

  // The AI summary specs read Tbilisi's serious problems from the first demo reviews as they are.
  it('adds no serious problem in the community reviews', () => {
    for (const review of COMMUNITY_REVIEWS) {
      const text = Object.values(review.aspects)
        .map((a) => a?.comment ?? '')
        .join('\n');
      const serious = detectReportedProblems(text).filter((m) =>
        SERIOUS_PROBLEMS.includes(m.problem as SeriousProblem),
      );
      expect(serious, review.key).toEqual([]);
    }
  });
});
