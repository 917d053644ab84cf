import { pointsForReview } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getScore } from '../src/features/points/sync-points.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  postTestReview,
  publishTestReview,
  solveCaptcha,
  type TestPlaceTree,
  type TestUser,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

let t: TestApp;
let tree: TestPlaceTree;
beforeAll(async () => {
  // Dozens of reviews come from 127.0.0.1 here; the limits themselves are tested below at scale 1.
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100' } });
  tree = await createPlaceTree(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const lastYear = new Date().getUTCFullYear() - 1;

/** A fuller review than the factory's default: three aspects, a comment to trim, a period and rent. */
const fullReview = {
  aspects: {
    general: { rating: 4 },
    noise: { rating: 2, comment: '  A bar downstairs until 2 am  ' },
    internet: { rating: 5 },
  },
  isCommercial: false,
  livedFrom: { month: 3, year: lastYear - 1 },
  livedTo: { month: 9, year: lastYear },
  rent: { amount: 1400, currency: 'GEL' },
};

async function reviewBody(placeId: string, overrides: Record<string, unknown> = {}) {
  return {
    placeId,
    ...fullReview,
    agreedToTerms: true,
    captcha: await solveCaptcha(t.url),
    ...overrides,
  };
}

async function postReview(user: TestUser, body: unknown) {
  return t.request('/api/v1/reviews', { method: 'POST', json: body, headers: user.auth });
}

const createReview = (user: TestUser, placeId = tree.apartment, overrides: Record<string, unknown> = {}) =>
  publishTestReview(t, user, { placeId, ...fullReview, ...overrides });

async function stats(placeId: string) {
  return readJson(await t.request(`/api/v1/reviews/stats?placeId=${placeId}`));
}

describe('POST /reviews', () => {
  it('publishes an anonymous review that shows no author and earns no points', async () => {
    const anonymous = await createTestUser(t.database.db, { anonymous: true });
    const review = await createReview(anonymous);
    expect(review).toMatchObject({
      placeType: 'apartment',
      place: { id: tree.apartment, kind: 'apartment' },
      author: null,
      isOwn: true,
      overallRating: 4,
      apartmentNumber: '5',
      buildingType: 'apartments',
      rent: { amount: 1400, currency: 'GEL' },
      livedFrom: { month: 3, year: lastYear - 1 },
      points: 0,
    });
    expect(review.breadcrumbs.map((b: { kind: string }) => b.kind)).toEqual([
      'city',
      'district',
      'building',
      'apartment',
    ]);
    expect(review.aspects).toEqual([
      { aspect: 'general', rating: 4, comment: null },
      { aspect: 'noise', rating: 2, comment: 'A bar downstairs until 2 am' },
      { aspect: 'internet', rating: 5, comment: null },
    ]);
    expect(await getScore(t.database.db, anonymous.id)).toBe(0);
    // Someone else sees the same review, not as theirs.
    const seen = await readJson(await t.request(`/api/v1/reviews/${review.id}`));
    expect(seen).toMatchObject({ id: review.id, isOwn: false, author: null });
  });

  it('pays a registered author the points the review is worth', async () => {
    const author = await createTestUser(t.database.db);
    const review = await createReview(author);
    const worth = pointsForReview({ aspectsRated: 3, aspectsCommented: 1, photos: 0, sharesRent: true });
    expect(review.points).toBe(worth);
    expect(review.author).toMatchObject({ id: author.id, name: expect.stringMatching(/^Renter/) });
    expect(await getScore(t.database.db, author.id)).toBe(worth);
  });

  it('rolls the ratings up to the building, district and city, beside the parent average', async () => {
    const own = await createPlaceTree(t.database.db);
    const author = await createTestUser(t.database.db);
    await createReview(author, own.apartment);
    for (const placeId of [own.apartment, own.building, own.district, own.city]) {
      const s = await stats(placeId);
      expect(s.reviewCount).toBe(1);
      expect(s.aspects.find((a: { aspect: string }) => a.aspect === 'apartment.noise')).toMatchObject({
        average: 2,
        count: 1,
        distribution: [0, 1, 0, 0, 0],
      });
      expect(s.overall).toMatchObject({ average: 4, count: 1 });
    }
    const building = await stats(own.building);
    expect(building.comparedWith).toMatchObject({ id: own.district, kind: 'district' });
    expect(building.aspects[0].parentAverage).toBe(building.aspects[0].average);
  });

  it.each([
    [{ aspects: {} }, 'aspects', 'At least one rating is required'],
    [{ aspects: { noise: { rating: 6 } } }, 'aspects.noise.rating', 'Invalid rating for aspect noise'],
    [{ aspects: { noise: { rating: 2.5 } } }, 'aspects.noise.rating', 'Invalid rating for aspect noise'],
    [{ aspects: { noise: { rating: '5' } } }, 'aspects.noise.rating', 'Invalid rating for aspect noise'],
    [
      { aspects: { noise: { rating: 2, comment: 'x'.repeat(2001) } } },
      'aspects.noise.comment',
      'Comment too long for aspect noise (maximum 2000 characters)',
    ],
    [{ agreedToTerms: false }, 'agreedToTerms', 'You must agree to the terms'],
    [{ agreedToTerms: undefined }, 'agreedToTerms', 'You must agree to the terms'],
    [{ captcha: undefined }, 'captcha', 'Captcha verification is required'],
    [{ captcha: '' }, 'captcha', 'Captcha verification is required'],
    [
      { livedFrom: { month: 5, year: lastYear }, livedTo: { month: 1, year: lastYear } },
      'livedTo',
      'The living period must end after it starts',
    ],
    [
      { livedFrom: { month: 1, year: lastYear + 3 }, livedTo: null },
      'livedFrom',
      'The living period cannot start in the future',
    ],
    [{ livedFrom: { month: 13, year: lastYear } }, 'livedFrom.month', undefined],
    [{ placeId: 'not-a-uuid' }, 'placeId', undefined],
  ])('refuses %j with the spec text', async (overrides, field, message) => {
    const user = await createTestUser(t.database.db);
    const body: Record<string, unknown> = await reviewBody(tree.apartment, overrides);
    for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete body[key];
    const response = await postReview(user, body);
    expect(response.status).toBe(400);
    const error = await readJson(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    const detail = error.details.find((d: { field: string }) => d.field === field);
    expect(detail, JSON.stringify(error.details)).toBeDefined();
    if (message) expect(detail.message).toBe(message);
  });

  it('refuses an aspect that does not belong to the place type', async () => {
    const user = await createTestUser(t.database.db);
    const response = await postReview(
      user,
      await reviewBody(tree.apartment, { aspects: { parking: { rating: 3 } } }),
    );
    expect(response.status).toBe(400);
    expect((await readJson(response)).details[0]).toMatchObject({
      field: 'aspects.parking',
      message: 'Invalid rating for aspect parking',
    });
  });

  it('accepts a solved captcha once only, and refuses forged ones', async () => {
    const user = await createTestUser(t.database.db);
    const body = await reviewBody(tree.building, { aspects: { cleanliness: { rating: 4 } } });
    expect((await postReview(user, body)).status).toBe(201);
    const replay = await postReview(user, body);
    expect(replay.status).toBe(400);
    expect(await readJson(replay)).toMatchObject({ message: 'Captcha verification is required' });
    const payload = JSON.parse(Buffer.from(await solveCaptcha(t.url), 'base64').toString());
    // The proof is the derived key; a wrong key (work not done) must fail.
    payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c: string) =>
      c === '0' ? '1' : '0',
    );
    const forged = await postReview(user, {
      ...body,
      captcha: Buffer.from(JSON.stringify(payload)).toString('base64'),
    });
    expect(forged.status).toBe(400);
    expect((await postReview(user, { ...body, captcha: 'bm90IGEgcGF5bG9hZA==' })).status).toBe(400);
  });

  it('needs a signed-in user (anonymous accounts count)', async () => {
    const response = await t.request('/api/v1/reviews', {
      method: 'POST',
      json: await reviewBody(tree.apartment),
    });
    expect(response.status).toBe(401);
    const unknown = await t.request('/api/v1/reviews', {
      method: 'POST',
      json: await reviewBody(tree.apartment),
      headers: { authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
    });
    expect(unknown.status).toBe(401);
  });

  it('answers 404 for an unknown place, never 500', async () => {
    const user = await createTestUser(t.database.db);
    const response = await postReview(user, await reviewBody('01900000-0000-7000-8000-000000000000'));
    expect(response.status).toBe(404);
  });
});

describe('PATCH and DELETE /reviews/:id', () => {
  it('lets only the author edit, and keeps aggregates and points right', async () => {
    const own = await createPlaceTree(t.database.db);
    const author = await createTestUser(t.database.db);
    const stranger = await createTestUser(t.database.db);
    const review = await createReview(author, own.apartment);

    const denied = await t.request(`/api/v1/reviews/${review.id}`, {
      method: 'PATCH',
      json: { aspects: { general: { rating: 1 } } },
      headers: stranger.auth,
    });
    expect(denied.status).toBe(403);
    expect(await readJson(denied)).toMatchObject({
      code: 'REVIEW_EDIT_FORBIDDEN',
      message: "You don't have permission to edit this review",
    });

    const edited = await t.request(`/api/v1/reviews/${review.id}`, {
      method: 'PATCH',
      json: {
        aspects: { general: { rating: 5, comment: 'Much better after the landlord fixed the boiler' } },
        rent: null,
      },
      headers: author.auth,
    });
    expect(edited.status).toBe(200);
    expect(await readJson(edited)).toMatchObject({
      overallRating: 5,
      rent: null,
      aspects: [{ aspect: 'general', rating: 5 }],
    });
    const s = await stats(own.city);
    expect(s.aspects.map((a: { aspect: string }) => a.aspect)).toEqual(['apartment.general']);
    expect(s.overall).toMatchObject({ average: 5, count: 1, distribution: [0, 0, 0, 0, 1] });
    expect(await getScore(t.database.db, author.id)).toBe(
      pointsForReview({ aspectsRated: 1, aspectsCommented: 1, photos: 0, sharesRent: false }),
    );
  });

  it('deletes permanently, with stats, counts and points (likes too) corrected', async () => {
    const own = await createPlaceTree(t.database.db);
    const author = await createTestUser(t.database.db);
    const fan = await createTestUser(t.database.db);
    const review = await createReview(author, own.apartment);
    expect(
      (
        await t.request(`/api/v1/reviews/${review.id}/vote`, {
          method: 'PUT',
          json: { value: 'like' },
          headers: fan.auth,
        })
      ).status,
    ).toBe(200);
    expect(await getScore(t.database.db, author.id)).toBe(review.points + 1);

    expect(
      (await t.request(`/api/v1/reviews/${review.id}`, { method: 'DELETE', headers: fan.auth })).status,
    ).toBe(403);
    const deleted = await t.request(`/api/v1/reviews/${review.id}`, {
      method: 'DELETE',
      headers: author.auth,
    });
    expect(deleted.status).toBe(204);
    expect(await getScore(t.database.db, author.id)).toBe(0);
    const gone = await t.request(`/api/v1/reviews/${review.id}`);
    expect(gone.status).toBe(404);
    expect(await readJson(gone)).toMatchObject({ message: 'Review not found' });
    const cityStats = await stats(own.city);
    expect(cityStats.reviewCount).toBe(0);
    expect(cityStats.overall).toBeNull();
    // The flat has no published review left: no longer public, its scores 404 like its details.
    expect((await t.request(`/api/v1/reviews/stats?placeId=${own.apartment}`)).status).toBe(404);
    expect(
      (await t.request(`/api/v1/reviews/${review.id}`, { method: 'DELETE', headers: author.auth })).status,
    ).toBe(404);
  });
});

describe('votes', () => {
  it('one changeable, removable vote per user; never on your own review; registered accounts only', async () => {
    const author = await createTestUser(t.database.db);
    const voter = await createTestUser(t.database.db);
    const anonymous = await createTestUser(t.database.db, { anonymous: true });
    const review = await createReview(author, tree.building, { aspects: { yard: { rating: 4 } } });
    const vote = (user: TestUser, value?: string) =>
      t.request(`/api/v1/reviews/${review.id}/vote`, {
        method: value ? 'PUT' : 'DELETE',
        headers: user.auth,
        ...(value ? { json: { value } } : {}),
      });

    expect(await readJson(await vote(voter, 'like'))).toEqual({
      likesCount: 1,
      dislikesCount: 0,
      myVote: 'like',
    });
    expect(await readJson(await vote(voter, 'like'))).toEqual({
      likesCount: 1,
      dislikesCount: 0,
      myVote: 'like',
    });
    expect(await getScore(t.database.db, author.id)).toBe(review.points + 1);
    expect(await readJson(await vote(voter, 'dislike'))).toEqual({
      likesCount: 0,
      dislikesCount: 1,
      myVote: 'dislike',
    });
    expect(await getScore(t.database.db, author.id)).toBe(review.points);
    const seen = await readJson(await t.request(`/api/v1/reviews/${review.id}`, { headers: voter.auth }));
    expect(seen.myVote).toBe('dislike');
    expect(await readJson(await vote(voter))).toEqual({ likesCount: 0, dislikesCount: 0, myVote: null });

    const own = await vote(author, 'like');
    expect(own.status).toBe(403);
    expect(await readJson(own)).toMatchObject({ message: 'You cannot vote on your own review' });
    expect((await vote(anonymous, 'like')).status).toBe(403);
    expect(
      (
        await t.request(`/api/v1/reviews/${review.id}/vote`, {
          method: 'PUT',
          json: { value: 'love' },
          headers: voter.auth,
        })
      ).status,
    ).toBe(400);
  });
});

describe('lists', () => {
  it('lists a place with everything inside it, sorted, keyset-paginated without gaps or repeats', async () => {
    const own = await createPlaceTree(t.database.db, { lat: 41.65, lng: 41.63 });
    const ratings = [5, 1, 3, 4, 2, 3];
    const created: string[] = [];
    for (const [i, rating] of ratings.entries()) {
      const author = await createTestUser(t.database.db);
      const placeId = i % 2 === 0 ? own.apartment : own.building;
      const aspects = placeId === own.apartment ? { general: { rating } } : { quality: { rating } };
      created.push((await createReview(author, placeId, { aspects })).id);
    }
    const collect = async (query: string) => {
      const seen: Array<{ id: string; overallRating: number }> = [];
      let cursor: string | null = null;
      do {
        const response = await t.request(
          `/api/v1/reviews?placeId=${own.city}&limit=4${query}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(response.status).toBe(200);
        const body = await readJson(response);
        seen.push(...body.items);
        cursor = body.nextCursor;
      } while (cursor);
      return seen;
    };
    const newest = await collect('&sort=newest');
    expect(newest.map((r) => r.id)).toEqual([...created].reverse());
    const highest = await collect('&sort=highest');
    expect(highest.map((r) => r.overallRating)).toEqual([5, 4, 3, 3, 2, 1]);
    expect(new Set(highest.map((r) => r.id)).size).toBe(6);
    expect((await collect('&sort=lowest')).map((r) => r.overallRating)).toEqual([1, 2, 3, 3, 4, 5]);
    // Most helpful: likes − dislikes, then newest; pages of 4 cut through the tie at 0.
    const voters = await Promise.all([1, 2].map(() => createTestUser(t.database.db)));
    const vote = async (voter: TestUser, id: string, value: 'like' | 'dislike') =>
      expect(
        (
          await t.request(`/api/v1/reviews/${id}/vote`, {
            method: 'PUT',
            headers: voter.auth,
            json: { value },
          })
        ).status,
      ).toBe(200);
    await vote(voters[0]!, created[2]!, 'like');
    await vote(voters[1]!, created[2]!, 'like');
    await vote(voters[0]!, created[4]!, 'like');
    await vote(voters[0]!, created[1]!, 'dislike');
    expect((await collect('&sort=helpful')).map((r) => r.id)).toEqual(
      [2, 4, 5, 3, 0, 1].map((i) => created[i]),
    );
    expect((await collect('&placeType=building')).length).toBe(3);
    expect((await collect('&minRating=4')).map((r) => r.overallRating).sort()).toEqual([4, 5]);
    const buildingOnly = await readJson(await t.request(`/api/v1/reviews?placeId=${own.apartment}`));
    expect(buildingOnly.items).toHaveLength(3);
  });

  it('refuses a tampered cursor and a bad query with 400', async () => {
    expect((await t.request(`/api/v1/reviews?placeId=${tree.city}&cursor=garbage`)).status).toBe(400);
    expect((await t.request(`/api/v1/reviews?placeId=${tree.city}&sort=random`)).status).toBe(400);
    expect((await t.request('/api/v1/reviews?placeId=1%27%20or%201=1--')).status).toBe(400);
    expect((await t.request('/api/v1/reviews/latest?limit=500')).status).toBe(400);
  });

  it('lists the latest reviews everywhere, newest first', async () => {
    const earlier = await createTestUser(t.database.db);
    await createReview(earlier, tree.district, { aspects: { parks: { rating: 3 } } });
    await createReview(earlier, tree.district, { aspects: { parks: { rating: 4 } } });
    const author = await createTestUser(t.database.db);
    const review = await createReview(author, tree.district, { aspects: { parks: { rating: 5 } } });
    const latest = await readJson(await t.request('/api/v1/reviews/latest?limit=2&lang=ru'));
    // Authorless reviews are timed to the next whole minute (anonymity), so one written a moment
    // earlier may lead; among reviews with an author this one is the newest.
    const recent = await readJson(await t.request('/api/v1/reviews/latest?limit=20&lang=ru'));
    const newest = recent.items.find((item: { author: unknown; id: string }) => item.author !== null);
    expect(newest).toMatchObject({
      id: review.id,
      place: { name: expect.stringMatching(/^Район/) },
    });
    expect(latest.nextCursor).toEqual(expect.any(String));
    const more = await readJson(
      await t.request(`/api/v1/reviews/latest?limit=2&cursor=${latest.nextCursor}`),
    );
    // The next page goes on without repeating the first.
    const firstIds = latest.items.map((item: { id: string }) => item.id);
    expect(more.items.length).toBeGreaterThan(0);
    for (const item of more.items as Array<{ id: string }>) expect(firstIds).not.toContain(item.id);
  });

  it('lists nearby reviews nearest first with distances in metres, within the radius', async () => {
    const near = await createPlaceTree(t.database.db, { lat: 40.1792, lng: 44.4991 });
    const far = await createPlaceTree(t.database.db, { lat: 40.2292, lng: 44.4991 });
    const author = await createTestUser(t.database.db);
    const nearReview = await createReview(author, near.apartment);
    const farReview = await createReview(author, far.apartment);
    const body = await readJson(
      await t.request('/api/v1/reviews/nearby?lat=40.1792&lng=44.4991&radius=10000'),
    );
    const ids = body.items.map((r: { id: string }) => r.id);
    expect(ids.indexOf(nearReview.id)).toBeLessThan(ids.indexOf(farReview.id));
    const nearItem = body.items.find((r: { id: string }) => r.id === nearReview.id);
    expect(nearItem.distanceMeters).toBeGreaterThan(200);
    expect(nearItem.distanceMeters).toBeLessThan(400);
    const farItem = body.items.find((r: { id: string }) => r.id === farReview.id);
    expect(farItem.distanceMeters).toBeGreaterThan(5000);
    const small = await readJson(
      await t.request('/api/v1/reviews/nearby?lat=40.1792&lng=44.4991&radius=1000'),
    );
    expect(small.items.map((r: { id: string }) => r.id)).not.toContain(farReview.id);
    expect((await t.request('/api/v1/reviews/nearby?lat=91&lng=0')).status).toBe(400);
    expect((await t.request('/api/v1/reviews/nearby?lat=abc&lng=0')).status).toBe(400);
  });
});

describe('aggregates', () => {
  it('incremental aggregates equal a full rebuild after creates, edits, deletes', async () => {
    const { recomputePlaceStats } = await import('../src/seed/seed-demo.ts');
    const { placeAspectStats, places } = await import('../src/db/schema.ts');
    const snapshot = async () => {
      const rows = await t.database.db.select().from(placeAspectStats);
      const counts = await t.database.db.select({ id: places.id, n: places.reviewCount }).from(places);
      return {
        stats: rows
          .filter((r) => r.ratingCount !== 0)
          .map((r) => `${r.placeId}|${r.aspect}|${r.ratingSum}|${r.ratingCount}|${r.distribution.join(',')}`)
          .sort(),
        counts: counts.map((c) => `${c.id}|${c.n}`).sort(),
      };
    };
    const author = await createTestUser(t.database.db);
    const extra = await createReview(author, tree.city, {
      aspects: { beauty: { rating: 5 }, traffic_jams: { rating: 1 } },
    });
    await t.request(`/api/v1/reviews/${extra.id}`, {
      method: 'PATCH',
      json: { aspects: { beauty: { rating: 3 } } },
      headers: author.auth,
    });
    const incremental = await snapshot();
    await t.database.db.transaction(async (tx) => recomputePlaceStats(tx));
    expect(await snapshot()).toEqual(incremental);
  });
});

describe('rate limits', () => {
  it('stops an author after 10 reviews an hour with 429 and Retry-After', async () => {
    const strict = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '1' } });
    try {
      const places = await createPlaceTree(strict.database.db);
      const author = await createTestUser(strict.database.db);
      const post = () =>
        postTestReview(strict, author, { placeId: places.district, aspects: { parks: { rating: 4 } } });
      for (let i = 0; i < 10; i++) expect((await post()).status).toBe(201);
      const limited = await post();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await readJson(limited)).toMatchObject({
        code: 'RATE_LIMITED',
        retryAfterSeconds: expect.any(Number),
      });
    } finally {
      await strict.close();
    }
  });
});

describe('place history', () => {
  it('groups by the year tenancies began, with mean rating, rent and winter and summer utilities in the most common currency', async () => {
    const own = await createPlaceTree(t.database.db);
    const author = await createTestUser(t.database.db);
    const year = new Date().getUTCFullYear();
    const write = (livedYear: number, rating: number, rent: { amount: number; currency: string } | null) =>
      createReview(author, own.apartment, {
        aspects: { general: { rating } },
        livedFrom: { month: 1, year: livedYear },
        livedTo: { month: 12, year: livedYear },
        rent,
        utilities: rent
          ? { winter: rent.amount / 10, summer: rent.amount / 20, currency: rent.currency }
          : null,
      });
    await write(year - 3, 2, { amount: 1000, currency: 'GEL' });
    await write(year - 3, 4, { amount: 1200, currency: 'GEL' });
    // Means need three reviews (issue 30): the year with one USD rent shows none.
    await write(year - 3, 3, { amount: 1400, currency: 'GEL' });
    await write(year - 2, 5, { amount: 500, currency: 'USD' });
    await write(year - 1, 3, null);
    const s = await stats(own.building);
    expect(s.currency).toBe('GEL');
    expect(s.history).toEqual([
      {
        year: year - 3,
        reviewCount: 3,
        averageRating: 3,
        averageRent: 1200,
        rentCount: 3,
        averageWinterUtilities: 120,
        averageSummerUtilities: 60,
      },
      {
        year: year - 2,
        reviewCount: 1,
        averageRating: 5,
        averageRent: null,
        rentCount: 0,
        averageWinterUtilities: null,
        averageSummerUtilities: null,
      },
      {
        year: year - 1,
        reviewCount: 1,
        averageRating: 3,
        averageRent: null,
        rentCount: 0,
        averageWinterUtilities: null,
        averageSummerUtilities: null,
      },
    ]);
  });
});

describe('nearby paging', () => {
  it('pages through reviews at one point without repeats or gaps, and refuses bad cursors', async () => {
    const spot = await createPlaceTree(t.database.db, { lat: -33.9249, lng: 18.4241 });
    const author = await createTestUser(t.database.db);
    const created = new Set<string>();
    for (let i = 0; i < 5; i++) created.add((await createReview(author, spot.apartment)).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await readJson(
        await t.request(
          `/api/v1/reviews/nearby?lat=-33.9249&lng=18.4241&radius=1000&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        ),
      );
      seen.push(...page.items.map((r: { id: string }) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(created);
    const bad = Buffer.from(JSON.stringify([-3])).toString('base64url');
    expect((await t.request(`/api/v1/reviews/nearby?lat=0&lng=0&cursor=${bad}`)).status).toBe(400);
  });
});
