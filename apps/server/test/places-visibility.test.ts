import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, reviews } from '../src/db/schema.ts';
import { publishDueReviews, purgeAbandonedPlaces } from '../src/features/moderation/maintenance.ts';
import { geonamesPlaceId, importGazetteer } from '../src/features/places/import-gazetteer.ts';
import {
  createTestUser,
  FAST_CAPTCHA_ENV,
  postTestReview,
  publishTestReview,
  type TestUser,
} from '../src/testing/factories.ts';
import {
  type AnyJson,
  hasWebBuild,
  readJson,
  startTestApp,
  type TestApp,
  webBuild,
} from '../src/testing/index.ts';
import { GEONAMES_SAMPLE } from './places-fixtures.ts';

/*
 * No phantom places (issue 14 item 3, issue 20 item 5): a building or apartment resolved for a
 * review is public (suggestions, details, nearby) only once a review of it is published.
 */

const TBILISI = geonamesPlaceId(611717);

/** The place page is checked too when the web app is built (`npm run build`), as in backup-restore. */

let t: TestApp;
let author: TestUser;
beforeAll(async () => {
  t = await startTestApp({
    withWeb: hasWebBuild,
    env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100', WEB_BUILD_DIR: webBuild },
  });
  await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE });
  author = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const post = async (path: string, json: unknown, headers: Record<string, string> = {}) => {
  const response = await t.request(`/api/v1${path}`, { method: 'POST', json, headers });
  return { status: response.status, body: await readJson(response) };
};
const suggestedIds = async (q: string, lang = 'en') => {
  const body = await readJson(
    await t.request(`/api/v1/places/suggestions?${new URLSearchParams({ q, lang, limit: '20' })}`),
  );
  return body.items.map((item: AnyJson) => item.id) as string[];
};
const detailsStatus = async (placeId: string) => {
  const details = (await post('/places/details', { placeId, lang: 'en' })).status;
  // Its scores answer as its details do (issue 31, finding 7: they answered 200 for a place nobody
  // could open).
  const stats = (await t.request(`/api/v1/reviews/stats?placeId=${placeId}&lang=en`)).status;
  expect(stats, `GET /reviews/stats of ${placeId}`).toBe(details);
  return details;
};
const nearbyIds = async (point: { lat: number; lng: number }) => {
  const body = await readJson(
    await t.request(`/api/v1/places/nearby?lat=${point.lat}&lng=${point.lng}&radiusKm=2&lang=en`),
  );
  return body.items.map((item: AnyJson) => item.id) as string[];
};

/** Resolves a new building (and flat) as the review form does, before any review exists. */
async function resolveNew(address: string, point: { lat: number; lng: number }, apartmentNumber?: string) {
  const { status, body } = await post(
    '/places/details/for-reviews',
    { address, ...point, buildingType: 'apartments', pointConfirmed: true, lang: 'en', apartmentNumber },
    author.auth,
  );
  expect(status).toBe(200);
  expect(body.created).toBe(true);
  return body.place as AnyJson;
}

describe('a place resolved for a review', () => {
  it('stays out of suggestions, details and the map when the publish fails', async () => {
    const point = { lat: 41.7151, lng: 44.7541 };
    const flat = await resolveNew('31 Kazbegi Avenue', point, '8');
    const buildingId = flat.parentId as string;
    // No captcha; then an aspect the place type does not rate: both refused after the place exists.
    const noCaptcha = await postTestReview(t, author, { placeId: flat.id, captcha: undefined });
    expect(noCaptcha.status).toBe(400);
    const badAspect = await postTestReview(t, author, {
      placeId: flat.id,
      aspects: { not_an_aspect: { rating: 3 } },
    });
    expect(badAspect.status).toBe(400);

    for (const q of ['Kazbegi Avenue 31', 'Kazbegi 31', 'Kazbegi']) {
      const ids = await suggestedIds(q);
      expect(ids, q).not.toContain(buildingId);
      expect(ids, q).not.toContain(flat.id);
    }
    expect(await detailsStatus(buildingId)).toBe(404);
    expect(await detailsStatus(flat.id)).toBe(404);
    expect(await nearbyIds(point)).not.toContain(buildingId);

    // Its author, holding the id, still gets it back and can write the review.
    const again = await post('/places/details/for-reviews', { placeId: flat.id, lang: 'en' }, author.auth);
    expect(again).toMatchObject({ status: 200, body: { created: false, place: { id: flat.id } } });
    await publishTestReview(t, author, { placeId: flat.id });
    expect(await suggestedIds('Kazbegi Avenue 31')).toEqual(expect.arrayContaining([buildingId, flat.id]));
    expect(await detailsStatus(buildingId)).toBe(200);
    expect(await detailsStatus(flat.id)).toBe(200);
    expect(await nearbyIds(point)).toContain(buildingId);
  });

  it('stays hidden while its review is scheduled, and appears when the review goes out', async () => {
    const building = await resolveNew('17 Abashidze Street', { lat: 41.7085, lng: 44.7601 });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const scheduled = await readJson(
      await postTestReview(t, author, { placeId: building.id, publishAt: tomorrow }),
    );
    expect(scheduled.status).toBe('scheduled');
    expect(await suggestedIds('Abashidze 17')).not.toContain(building.id);
    expect(await detailsStatus(building.id)).toBe(404);
    // Not yet its day: the job publishes nothing, the place stays hidden.
    await publishDueReviews(t.database.db);
    expect(await suggestedIds('Abashidze 17')).not.toContain(building.id);

    await t.database.db
      .update(reviews)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(sql`${reviews.id} = ${scheduled.id}`);
    expect(await publishDueReviews(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await suggestedIds('Abashidze 17')).toContain(building.id);
    expect(await detailsStatus(building.id)).toBe(200);
  });

  it('disappears again when its only published review is deleted', async () => {
    const building = await resolveNew('4 Barnovi Street', { lat: 41.7065, lng: 44.7781 });
    const review = await publishTestReview(t, author, { placeId: building.id });
    expect(await suggestedIds('Barnovi 4')).toContain(building.id);
    const deleted = await t.request(`/api/v1/reviews/${review.id}`, {
      method: 'DELETE',
      headers: author.auth,
    });
    expect(deleted.status).toBeLessThan(300);
    expect(await suggestedIds('Barnovi 4')).not.toContain(building.id);
    expect(await detailsStatus(building.id)).toBe(404);
  });

  it.runIf(hasWebBuild)('has a page only once published: 404 and noindex before', async () => {
    const building = await resolveNew('8 Gudiashvili Square', { lat: 41.6935, lng: 44.8031 });
    const page = async () => {
      const response = await t.request(`/ka/reviews?placeId=${building.id}`, {
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36' },
      });
      return { status: response.status, html: await response.text() };
    };
    const before = await page();
    expect(before.status).toBe(404);
    expect(before.html).toMatch(/<meta name="robots" content="noindex"/);
    expect(before.html).not.toContain('Gudiashvili');
    await publishTestReview(t, author, { placeId: building.id });
    const after = await page();
    expect(after.status).toBe(200);
    expect(after.html).not.toMatch(/<meta name="robots" content="noindex"/);
  });

  it('leaves the gazetteer public: cities and districts need no review', async () => {
    expect(await suggestedIds('Tbilisi')).toContain(TBILISI);
    expect(await detailsStatus(TBILISI)).toBe(200);
  });
});

describe('a place no review followed (issue 31, finding 7)', () => {
  const dayAndHourAgo = () => new Date(Date.now() - 25 * 3_600_000);
  const age = (id: string) =>
    t.database.db.update(places).set({ createdAt: dayAndHourAgo() }).where(eq(places.id, id));
  const exists = async (id: string) =>
    (await t.database.db.select({ id: places.id }).from(places).where(eq(places.id, id))).length === 1;

  it('is deleted a day after it was created; one with a review in any state, or still young, stays', async () => {
    const junk = await resolveNew('Purge Street 1', { lat: 41.7151, lng: 44.7771 }, '5');
    const junkBuilding = junk.parentId as string;
    const young = await resolveNew('Purge Street 2', { lat: 41.7152, lng: 44.7772 });
    const scheduledHome = await resolveNew('Purge Street 3', { lat: 41.7153, lng: 44.7773 });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const scheduled = await postTestReview(t, author, { placeId: scheduledHome.id, publishAt: tomorrow });
    expect(scheduled.status).toBe(201);
    const reviewedFlat = await resolveNew('Purge Street 4', { lat: 41.7154, lng: 44.7774 }, '9');
    await publishTestReview(t, author, { placeId: reviewedFlat.id });
    for (const id of [junk.id, junkBuilding, scheduledHome.id, reviewedFlat.id, reviewedFlat.parentId]) {
      await age(id);
    }

    // The flat goes first; its building, empty now, on the next pass.
    let deleted = 0;
    for (let pass = 0; pass < 3; pass += 1) deleted += await purgeAbandonedPlaces(t.database.db);
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(await exists(junk.id)).toBe(false);
    expect(await exists(junkBuilding)).toBe(false);
    expect(await exists(young.id)).toBe(true);
    expect(await exists(scheduledHome.id)).toBe(true);
    expect(await exists(reviewedFlat.id)).toBe(true);
    expect(await exists(reviewedFlat.parentId)).toBe(true);
    expect(await detailsStatus(junk.id)).toBe(404);
  });
});

describe('creating places for reviews', () => {
  it('is limited per network: past 30 new places an hour the next one is refused and not written', async () => {
    // 30 an hour scaled to 2 (the /24 gets 8); finding an existing place is not counted.
    const strict = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '0.07' } });
    try {
      await importGazetteer(strict.database.db, { file: GEONAMES_SAMPLE });
      // A visitor without an account: counted by network alone.
      const resolve = (street: string) =>
        strict.request('/api/v1/places/details/for-reviews', {
          method: 'POST',
          json: {
            address: street,
            lat: 41.72,
            lng: 44.78,
            buildingType: 'apartments',
            pointConfirmed: true,
            lang: 'en',
          },
        });
      expect((await resolve('Limit Street 1')).status).toBe(200);
      expect((await resolve('Limit Street 1')).status).toBe(200);
      expect((await resolve('Limit Street 2')).status).toBe(200);
      const third = await resolve('Limit Street 3');
      expect(third.status).toBe(429);
      expect(await readJson(third)).toMatchObject({ code: 'RATE_LIMITED' });
      const written = await strict.database.db
        .select({ id: places.id })
        .from(places)
        .where(sql`${places.nameEn} like 'Limit Street%'`);
      expect(written).toHaveLength(2);
    } finally {
      await strict.close();
    }
  });
});
