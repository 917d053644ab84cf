import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/features/places/place-queries.ts';
import { listLatestReviews } from '../src/features/reviews/find-reviews.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestReview,
  type TestPlaceTree,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

let t: TestApp;
let tree: TestPlaceTree;
let other: TestPlaceTree;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100' } });
  tree = await createPlaceTree(t.database.db);
  other = await createPlaceTree(t.database.db, { lat: 41.6, lng: 41.6 });
  const author = await createTestUser(t.database.db);
  for (const [name, placeId] of [
    ['apartment', tree.apartment],
    ['building', tree.building],
    ['district', tree.district],
    ['otherApartment', other.apartment],
  ] as const) {
    ids[name] = (await publishTestReview(t, author, { placeId })).id;
  }
});
afterAll(async () => {
  await t?.close();
});

async function collect(query: string): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | null = null;
  do {
    const body: { items: Array<{ id: string }>; nextCursor: string | null } = await readJson(
      await t.request(`/api/v1/reviews/latest?limit=1${query}${cursor ? `&cursor=${cursor}` : ''}`),
    );
    found.push(...body.items.map((item) => item.id));
    cursor = body.nextCursor;
  } while (cursor);
  return found;
}

describe('GET /reviews/latest filters', () => {
  it('narrows to one city and one kind of place, page after page', async () => {
    const all = await collect('');
    expect(all).toEqual(expect.arrayContaining(Object.values(ids)));
    expect(new Set(all).size).toBe(all.length);
    const inCity = await collect(`&cityId=${tree.city}`);
    expect(inCity.sort()).toEqual([ids.apartment, ids.building, ids.district].sort());
    expect(await collect('&placeType=apartment')).toEqual(
      expect.arrayContaining([ids.apartment, ids.otherApartment]),
    );
    expect(await collect('&placeType=building')).toEqual([ids.building]);
    expect(await collect(`&cityId=${tree.city}&placeType=apartment`)).toEqual([ids.apartment]);
    expect(await collect(`&cityId=${other.city}&placeType=district`)).toEqual([]);
  });

  it('answers bad filters with the error envelope', async () => {
    for (const query of ['placeType=castle', 'cityId=1%27%20or%201=1--', 'cityId=', 'cursor=garbage']) {
      const response = await t.request(`/api/v1/reviews/latest?${query}`);
      expect(response.status, query).toBe(400);
      const body = await readJson(response);
      expect(body.code, query).toBe('VALIDATION_FAILED');
      expect(body.message, query).toEqual(expect.any(String));
    }
  });

  it('reads a partial index for every filter combination', async () => {
    const db = t.database.db;
    const plans: string[] = [];
    const explaining = {
      select: () => ({
        from: (table: unknown) => ({
          where: (condition: SQL) => ({
            orderBy: (order: SQL) => ({
              limit: async (limit: number) => {
                const query = sql`select * from ${table} where ${condition} order by ${order} limit ${limit}`;
                const plan = await queryRows<Record<string, string>>(db, sql`explain ${query}`);
                plans.push(plan.map((row) => Object.values(row)[0]).join('\n'));
                return [];
              },
            }),
          }),
        }),
      }),
    } as unknown as typeof db;
    // A few thousand published reviews, few of them in the filtered city or of the filtered kind
    // (as in production: most cities and kinds are a small share of everything).
    await db.execute(sql`
      insert into reviews (id, place_id, author_id, place_type, city_id, language, lived_from, overall_rating,
                           created_at)
      select gen_random_uuid(), r.place_id, r.author_id,
             case when n % 40 = 0 then 'building' else 'apartment' end,
             case when n % 50 = 0 then ${tree.city}::uuid else ${other.city}::uuid end,
             'en', '2024-01-01', 4, now() - n * interval '1 minute'
      from generate_series(1, 4000) as n,
           (select place_id, author_id from reviews limit 1) as r`);
    await db.execute(sql`analyze reviews`);
    await db.execute(sql`set enable_seqscan = off`);
    const viewer = { lang: 'en' as const, mediaUrl: (key: string) => key, limit: 20 };
    try {
      await listLatestReviews(explaining, viewer);
      await listLatestReviews(explaining, { ...viewer, cityId: tree.city });
      await listLatestReviews(explaining, { ...viewer, placeType: 'building' });
      await listLatestReviews(explaining, { ...viewer, cityId: tree.city, placeType: 'building' });
    } finally {
      await db.execute(sql`reset enable_seqscan`);
    }
    expect(plans[0]).toContain('reviews_latest_idx');
    expect(plans[1]).toContain('reviews_city_created_idx');
    expect(plans[2]).toContain('reviews_type_created_idx');
    expect(plans[3]).toContain('reviews_city_type_created_idx');
    for (const plan of plans) expect(plan).not.toMatch(/Sort/);
  });
});
