import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  postTestReview,
  publishTestReview,
  type TestUser,
} from '../src/testing/factories.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/**
 * Issue 20, finding 5: places could not be reported. A building or apartment is reported like a
 * review (a reason, a queue item); a moderator hiding it takes its page (404), suggestions and map
 * away, and restoring it brings them back. Cities and districts are not reportable.
 */
let t: TestApp;
let moderator: TestUser;
let reporter: TestUser;
beforeAll(async () => {
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100' } });
  moderator = await createTestUser(t.database.db, { role: 'moderator' });
  reporter = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const report = (placeId: string, who: TestUser | null = reporter) =>
  t.request('/api/v1/reports', {
    method: 'POST',
    headers: who?.auth ?? {},
    json: { targetType: 'place', targetId: placeId, reason: 'spam', text: 'An advertisement, not a home' },
  });
const decide = (placeId: string, body: Record<string, unknown>) =>
  t.request(`/api/v1/moderation/items/place/${placeId}/decision`, {
    method: 'POST',
    headers: moderator.auth,
    json: body,
  });
const detailsStatus = async (placeId: string) =>
  (await t.request('/api/v1/places/details', { method: 'POST', json: { placeId, lang: 'en' } })).status;
const suggestedIds = async (q: string) =>
  (
    (await readJson(
      await t.request(`/api/v1/places/suggestions?${new URLSearchParams({ q, lang: 'en', limit: '20' })}`),
    )) as { items: AnyJson[] }
  ).items.map((item) => item.id as string);

describe('reporting a place', () => {
  it('queues the report; hiding the place takes its page and suggestions away; restoring brings them back', async () => {
    const tree = await createPlaceTree(t.database.db);
    const author = await createTestUser(t.database.db);
    await publishTestReview(t, author, { placeId: tree.apartment });
    const [building] = (await t.database.db.query.places.findMany({
      where: (p, { eq }) => eq(p.id, tree.building),
    })) as Array<{ nameEn: string }>;
    expect(await detailsStatus(tree.building)).toBe(200);
    expect(await suggestedIds(building!.nameEn)).toContain(tree.building);

    const reported = await report(tree.building);
    expect(reported.status, await reported.clone().text()).toBe(201);
    expect((await report(tree.building)).status).toBe(409);

    const queue = await readJson(
      await t.request('/api/v1/moderation/queue?targetType=place', { headers: moderator.auth }),
    );
    const item = queue.items.find((i: AnyJson) => i.targetId === tree.building);
    expect(item).toMatchObject({ targetType: 'place', status: 'published', reportCount: 1 });
    const detail = await readJson(
      await t.request(`/api/v1/moderation/items/place/${tree.building}`, { headers: moderator.auth }),
    );
    expect(detail).toMatchObject({ targetType: 'place', context: { placeName: expect.any(String) } });

    // A place has no author to suspend.
    expect((await decide(tree.building, { action: 'ban_author', reason: 'spam' })).status).toBe(400);
    expect((await decide(tree.building, { action: 'hide', reason: 'spam' })).status).toBe(200);
    expect(await detailsStatus(tree.building)).toBe(404);
    expect(await suggestedIds(building!.nameEn)).not.toContain(tree.building);
    // Hidden: it cannot be reported again (not public).
    expect((await report(tree.building, await createTestUser(t.database.db))).status).toBe(404);

    expect((await decide(tree.building, { action: 'restore', reason: 'other' })).status).toBe(200);
    expect(await detailsStatus(tree.building)).toBe(200);
    expect(await suggestedIds(building!.nameEn)).toContain(tree.building);
  });

  it("hides the place's reviews with it (lists, counts, new reviews) and restores only those", async () => {
    const tree = await createPlaceTree(t.database.db);
    const [first, second, own] = await Promise.all([
      createTestUser(t.database.db),
      createTestUser(t.database.db),
      createTestUser(t.database.db),
    ]);
    const onFlat = await publishTestReview(t, first, { placeId: tree.apartment });
    const onBuilding = await publishTestReview(t, second, { placeId: tree.building });
    const hiddenOnItsOwn = await publishTestReview(t, own, { placeId: tree.building });
    const hideReview = await t.request(`/api/v1/moderation/items/review/${hiddenOnItsOwn.id}/decision`, {
      method: 'POST',
      headers: moderator.auth,
      json: { action: 'hide', reason: 'spam' },
    });
    expect(hideReview.status).toBe(200);
    const cityReviews = async () => {
      const page = await readJson(await t.request(`/api/v1/reviews?placeId=${tree.city}&lang=en&limit=50`));
      return { ids: page.items.map((r: AnyJson) => r.id as string), total: page.total as number | undefined };
    };
    const cityCount = async () =>
      (await readJson(await t.request(`/api/v1/reviews/stats?placeId=${tree.city}&lang=en`))).reviewCount;
    expect((await cityReviews()).ids).toEqual(expect.arrayContaining([onFlat.id, onBuilding.id]));
    expect(await cityCount()).toBe(2);

    expect((await decide(tree.building, { action: 'hide', reason: 'spam' })).status).toBe(200);
    // The building's and its flats' reviews leave every list; the review page answers 404.
    expect((await cityReviews()).ids).toEqual([]);
    expect(await cityCount()).toBe(0);
    expect((await t.request(`/api/v1/reviews/${onFlat.id}?lang=en`)).status).toBe(404);
    // No new review of the hidden building or of a flat in it.
    for (const placeId of [tree.building, tree.apartment]) {
      const refused = await postTestReview(t, await createTestUser(t.database.db), { placeId });
      expect(refused.status).toBe(404);
      expect(await readJson(refused)).toMatchObject({ code: 'PLACE_NOT_FOUND' });
    }

    expect((await decide(tree.building, { action: 'restore', reason: 'other' })).status).toBe(200);
    expect((await cityReviews()).ids.sort()).toEqual([onFlat.id, onBuilding.id].sort());
    expect(await cityCount()).toBe(2);
    // The review a moderator hid on its own stays hidden.
    expect((await t.request(`/api/v1/reviews/${hiddenOnItsOwn.id}?lang=en`)).status).toBe(404);
  });

  it('refuses reports of cities and districts, and of homes without a published review', async () => {
    const tree = await createPlaceTree(t.database.db);
    expect((await report(tree.city)).status).toBe(404);
    expect((await report(tree.district)).status).toBe(404);
    expect((await report(tree.apartment)).status).toBe(404);
  });
});
