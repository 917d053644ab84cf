import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import {
  averageScore,
  overallContribution,
  placeOverallScore,
  reviewScore,
} from '../src/features/places/overall-score.ts';
import { recomputePlaceStats } from '../src/seed/seed-demo.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestReview,
  type TestPlaceTree,
} from '../src/testing/factories.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/** Ratings as a review holds them, from `{ aspect: stars }`. */
const ratings = (stars: Record<string, number>) =>
  Object.entries(stars).map(([aspect, rating]) => ({ aspect, rating }));

describe('the score functions', () => {
  it("take the reviewer's own general rating as the review's score, whatever the other aspects say", () => {
    expect(reviewScore(ratings({ general: 1, internet: 4 }))).toBe(1);
    expect(reviewScore(ratings({ internet: 5, general: 5, noise: 1 }))).toBe(5);
  });

  it('take the mean of the rated aspects, one decimal, when there is no general rating', () => {
    expect(reviewScore(ratings({ noise: 2 }))).toBe(2);
    expect(reviewScore(ratings({ noise: 2, internet: 5 }))).toBe(3.5);
    expect(reviewScore(ratings({ noise: 4, internet: 4, view: 5 }))).toBe(4.3);
    expect(() => reviewScore([])).toThrow();
  });

  it("give a place's overall as the mean of review scores kept in hundredths, rounded once, halves up", () => {
    expect(placeOverallScore({ ratingSum: 100 + 350, ratingCount: 2 })).toBe(2.3);
    expect(placeOverallScore({ ratingSum: 345, ratingCount: 1 })).toBe(3.5);
    expect(placeOverallScore({ ratingSum: 1000, ratingCount: 3 })).toBe(3.3);
    expect(placeOverallScore({ ratingSum: 0, ratingCount: 0 })).toBeNull();
    // Aspect rows sum whole stars.
    expect(averageScore({ aspect: 'apartment.noise', ratingSum: 7, ratingCount: 2 })).toBe(3.5);
    expect(averageScore({ aspect: 'apartment.noise', ratingSum: 13, ratingCount: 3 })).toBe(4.3);
    expect(overallContribution(3.5)).toEqual({ sum: 350, star: 4 });
    expect(overallContribution(1)).toEqual({ sum: 100, star: 1 });
  });
});

let t: TestApp;
let tree: TestPlaceTree;
beforeAll(async () => {
  t = await startTestApp({ env: FAST_CAPTCHA_ENV });
  tree = await createPlaceTree(t.database.db);
});
afterAll(() => t?.close());

const get = async (path: string) => {
  const response = await t.request(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson(response);
};

/** Every number in a text, read in the locale's way ("2,3" in Russian). */
const numbersIn = (text: string) =>
  [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(',', '.')));

describe('one number for a place, in every answer', () => {
  it('details, stats, the map, the lists and the built-in summary give the same overall score', async () => {
    const author = await createTestUser(t.database.db);
    // The reviewer's verdict is 1 star, though the internet was good: the review's score is 1.
    const verdict = await publishTestReview(t, author, {
      placeId: tree.apartment,
      aspects: { general: { rating: 1 }, internet: { rating: 4 } },
    });
    expect(verdict.overallRating).toBe(1);
    // No general rating: the mean of the aspects, 3.5.
    const mean = await publishTestReview(t, author, {
      placeId: tree.building,
      aspects: { cleanliness: { rating: 2 }, yard: { rating: 5 } },
    });
    expect(mean.overallRating).toBe(3.5);
    expect((await get(`/api/v1/reviews/${verdict.id}`)).overallRating).toBe(1);

    // The building holds both: (1 + 3.5) / 2 = 2.25, shown everywhere as 2.3.
    const expected = 2.3;
    const details = await t.request('/api/v1/places/details', {
      method: 'POST',
      json: { placeId: tree.building, lang: 'en' },
    });
    expect((await readJson(details)).place.overallScore).toBe(expected);
    const stats = await get(`/api/v1/reviews/stats?placeId=${tree.building}`);
    expect(stats.overall).toMatchObject({ average: expected, count: 2 });
    const nearby = await get('/api/v1/places/nearby?lat=41.7097&lng=44.762&radiusKm=2');
    expect(nearby.items.find((p: AnyJson) => p.id === tree.building)).toMatchObject({
      overallScore: expected,
      reviewCount: 2,
    });
    const list = await get(`/api/v1/reviews?placeId=${tree.building}`);
    expect(list.items.map((r: AnyJson) => r.overallRating).sort()).toEqual([1, 3.5]);

    for (const lang of ['en', 'ru', 'ka'] as const) {
      const summary = await get(`/api/v1/ai-summary?placeId=${tree.building}&lang=${lang}`);
      const overview = summary.sections.find((s: AnyJson) => s.kind === 'overview');
      const first = overview.claims.find((c: AnyJson) => numbersIn(c.text).includes(expected));
      expect(first, `${lang}: ${JSON.stringify(overview.claims)}`).toBeDefined();
    }

    // A district has no own reviews here: its overall is the same mean of the reviews inside it.
    const district = await get(`/api/v1/reviews/stats?placeId=${tree.district}`);
    expect(district.overall.average).toBe(expected);
    // The apartment alone: its one review's score.
    const apartment = await get(`/api/v1/reviews/stats?placeId=${tree.apartment}`);
    expect(apartment.overall.average).toBe(1);
    expect(apartment.history[0].averageRating).toBe(1);
  });

  it('migration 0014 recomputes reviews scored as a plain mean, and the overall aggregates with them', async () => {
    const own = await createPlaceTree(t.database.db);
    const author = await createTestUser(t.database.db);
    const review = await publishTestReview(t, author, {
      placeId: own.apartment,
      aspects: { general: { rating: 1 }, internet: { rating: 4 }, noise: { rating: 2 } },
    });
    const plain = await publishTestReview(t, author, {
      placeId: own.building,
      aspects: { cleanliness: { rating: 4 }, yard: { rating: 4 }, quality: { rating: 5 } },
    });
    // As written before the rule: the plain mean to two decimals, and aggregates from it.
    await t.database.db.execute(sql`update reviews set overall_rating = 2.33 where id = ${review.id}`);
    await t.database.db.execute(sql`update reviews set overall_rating = 4.33 where id = ${plain.id}`);
    await t.database.db.transaction(async (tx) => recomputePlaceStats(tx));
    expect((await get(`/api/v1/reviews/stats?placeId=${own.building}`)).overall.average).toBe(3.3);

    const migration = await readFile(
      new URL('../drizzle/0014_review_score_general_first.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.database.db.execute(sql.raw(statement));
    }
    const scores = rowsOf<{ id: string; score: string }>(
      await t.database.db.execute(
        sql`select id, overall_rating::text as score from reviews where id in (${review.id}, ${plain.id})`,
      ),
    );
    expect(Object.fromEntries(scores.map((r) => [r.id, Number(r.score)]))).toEqual({
      [review.id]: 1,
      [plain.id]: 4.3,
    });
    // (1 + 4.3) / 2 = 2.65 → 2.7; the same rows a full rebuild gives.
    expect((await get(`/api/v1/reviews/stats?placeId=${own.building}`)).overall.average).toBe(2.7);
    const overallRows = async () =>
      rowsOf<{ row: string }>(
        await t.database.db.execute(sql`
          select place_id || '|' || rating_sum || '|' || rating_count || '|' || array_to_string(distribution, ',') as row
          from place_aspect_stats where aspect = 'overall' and rating_count > 0 order by 1`),
      ).map((r) => r.row);
    const migrated = await overallRows();
    await t.database.db.transaction(async (tx) => recomputePlaceStats(tx));
    expect(await overallRows()).toEqual(migrated);
  });
});
