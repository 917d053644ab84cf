import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, pointsLedger, reviews, users } from '../src/db/schema.ts';
import { seedDemoDataIfEmpty, validateDemoReviews } from '../src/db/seed/seed-demo.ts';
import { openTestDatabase } from '../src/testing/database.ts';

describe('demo seed', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('matches the aspect catalogue', () => {
    expect(validateDemoReviews()).toEqual([]);
  });

  it('writes a living product once, deterministically, with consistent hierarchy and points', async () => {
    const summary = await seedDemoDataIfEmpty(database.db);
    expect(summary).toMatchObject({ users: 10, reviews: 51 });
    expect(await seedDemoDataIfEmpty(database.db)).toBeNull();

    const db = database.db;
    const orphans = await db
      .select()
      .from(reviews)
      .where(and(isNull(reviews.cityId)));
    expect(orphans).toEqual([]);
    const languages = await db
      .select({ language: reviews.language, n: sql<number>`count(*)::int` })
      .from(reviews)
      .groupBy(reviews.language);
    expect(Object.fromEntries(languages.map((l) => [l.language, l.n]))).toEqual({ en: 17, ru: 17, ka: 17 });
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

    const anonymous = await db.select().from(users).where(eq(users.isAnonymous, true));
    for (const user of anonymous) {
      expect(await db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id))).toEqual([]);
    }
    const [{ total }] = (await db.select({ total: sql<number>`sum(amount)::int` }).from(pointsLedger)) as [
      { total: number },
    ];
    expect(total).toBeGreaterThan(0);
  });
});
