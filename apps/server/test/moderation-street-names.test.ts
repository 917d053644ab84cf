import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/features/places/place-queries.ts';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo.ts';
import {
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestReview,
  type TestUser,
} from '../src/testing/factories.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/*
 * Issue 33, item 3: a street the app does not know keeps its writer's spelling in every language
 * and waits for a moderator, who names it in the three scripts. The writers' buildings on it then
 * read as each language writes an address, search finds them by every name, later writers typing
 * it in any script land on it, the `unknown_street` check is resolved, and no kept answer shows
 * the old name.
 */

let t: TestApp;
let moderator: TestUser;
let writer: TestUser;
beforeAll(async () => {
  t = await startTestApp({
    env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100', API_CACHE_TTL_MS: '60000' },
  });
  expect(await seedDemoDataIfEmpty(t.database.db)).not.toBeNull();
  moderator = await createTestUser(t.database.db, { role: 'moderator' });
  writer = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const NAMES = { en: 'Mtatsminda Street', ru: 'улица Мтацминда', ka: 'მთაწმინდის ქუჩა' };

const create = async (address: string, lang: string) => {
  const response = await t.request('/api/v1/places/details/for-reviews', {
    method: 'POST',
    json: { address, lat: 41.6955, lng: 44.7905, buildingType: 'apartments', pointConfirmed: true, lang },
  });
  expect(response.status).toBe(200);
  return (await readJson(response)) as AnyJson;
};

/** The place's details as an anonymous reader asks for them (a kept answer when there is one). */
const details = async (placeId: string, lang: string) => {
  const response = await t.request('/api/v1/places/details', { method: 'POST', json: { placeId, lang } });
  expect(response.status).toBe(200);
  return {
    state: response.headers.get('x-answer-cache'),
    name: ((await readJson(response)) as AnyJson).place.name,
  };
};

/** The place's name as the review form reads it: any place, public or not yet. */
const nameOf = async (placeId: string, lang: string) => {
  const response = await t.request('/api/v1/places/details/for-reviews', {
    method: 'POST',
    json: { placeId, lang },
  });
  return ((await readJson(response)) as AnyJson).place.name as string;
};

const suggest = async (q: string, lang: string) => {
  const response = await t.request(`/api/v1/places/suggestions?q=${encodeURIComponent(q)}&lang=${lang}`);
  expect(response.status).toBe(200);
  return (await readJson(response)) as AnyJson;
};

const nameStreet = (placeId: string, body: unknown, headers: Record<string, string> = moderator.auth) =>
  t.request(`/api/v1/moderation/places/${placeId}/street-names?lang=ru`, {
    method: 'POST',
    headers,
    json: body,
  });

describe('naming a street the app does not know', () => {
  let placeId: string;
  beforeAll(async () => {
    const created = await create('Мтацминдская улица 7', 'ru');
    expect(created.created).toBe(true);
    placeId = created.place.id;
    await publishTestReview(t, writer, { placeId });
  });

  it('offers the moderator the writer’s street and the machine’s spellings to start from', async () => {
    const response = await t.request(`/api/v1/moderation/items/place/${placeId}?lang=en`, {
      headers: moderator.auth,
    });
    expect(response.status).toBe(200);
    const item = (await readJson(response)) as AnyJson;
    expect(item.streetNaming).toEqual({
      typed: 'Мтацминдская улица',
      suggestions: { en: 'Mtatsmindskaya Street', ru: 'Мтацминдская улица', ka: 'მთაცმინდსკაიას ქუჩა' },
    });
  });

  it('is refused to a reader who is not a moderator (403) and to nobody signed in (401)', async () => {
    expect((await nameStreet(placeId, NAMES, writer.auth)).status).toBe(403);
    expect((await nameStreet(placeId, NAMES, {})).status).toBe(401);
    expect((await details(placeId, 'en')).name).toBe('Мтацминдская улица 7');
  });

  it('refuses names that are empty, too long or in another script, field by field (400)', async () => {
    const response = await nameStreet(placeId, { en: 'улица Мтацминда', ru: '  ', ka: 'ა'.repeat(101) });
    expect(response.status).toBe(400);
    const body = (await readJson(response)) as AnyJson;
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(
      Object.fromEntries(
        (body.details as AnyJson[]).map((detail) => [detail.field, [detail.code, detail.message]]),
      ),
    ).toEqual({
      en: ['STREET_NAME_SCRIPT', 'Write the English name in Latin letters'],
      ru: ['STREET_NAME_REQUIRED', 'Enter the street name'],
      ka: ['STREET_NAME_TOO_LONG', 'At most 100 characters'],
    });
    const missing = await nameStreet(placeId, { en: 'Mtatsminda Street' });
    expect(missing.status).toBe(400);
    expect(((await readJson(missing)) as AnyJson).details.map((detail: AnyJson) => detail.field)).toEqual([
      'ru',
      'ka',
    ]);
  });

  it('answers 404 for a place that has no street', async () => {
    const [city] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from places where kind = 'city' and name_en = 'Tbilisi'`,
    );
    expect((await nameStreet(city!.id, NAMES)).status).toBe(404);
    expect((await nameStreet('5f0c1d9e-4a8b-4c1e-9a7d-2b3c4d5e6f70', NAMES)).status).toBe(404);
  });

  it('renames the writers’ buildings as each language writes an address, and no kept answer shows the old name', async () => {
    // A second writer's building on the same street, typed the same way, and a flat in the first.
    const neighbour = await create('Мтацминдская улица 9', 'ru');
    const flat = await t.request('/api/v1/places/details/for-reviews', {
      method: 'POST',
      json: { placeId, apartmentNumber: '5', lang: 'en' },
    });
    const flatId = ((await readJson(flat)) as AnyJson).place.id as string;
    // An anonymous reader's answer kept with the old name.
    await details(placeId, 'en');
    expect(await details(placeId, 'en')).toEqual({ state: 'hit', name: 'Мтацминдская улица 7' });

    const response = await nameStreet(placeId, { en: ' Mtatsminda  Street ', ru: NAMES.ru, ka: NAMES.ka });
    expect(response.status).toBe(200);
    const item = (await readJson(response)) as AnyJson;
    expect(item.streetNaming).toBeNull();
    expect(item.flags.map((flag: AnyJson) => [flag.check, flag.status])).toEqual([
      ['unknown_street', 'resolved'],
    ]);
    const logged = item.log.find((entry: AnyJson) => entry.action === 'name_street');
    expect(logged.actor.id).toBe(moderator.id);
    // The street's names only: no writer, no typed address.
    expect(logged.params).toEqual(NAMES);

    expect(await details(placeId, 'en')).toEqual({ state: 'miss', name: '7 Mtatsminda Street' });
    expect((await details(placeId, 'ru')).name).toBe('улица Мтацминда, 7');
    expect((await details(placeId, 'ka')).name).toBe('მთაწმინდის ქუჩა 7');
    expect(await nameOf(neighbour.place.id, 'en')).toBe('9 Mtatsminda Street');
    expect(await nameOf(flatId, 'ru')).toBe('улица Мтацминда, 7, кв. 5');

    // Both buildings leave the queue.
    const queue = await t.request('/api/v1/moderation/queue?targetType=place&limit=50', {
      headers: moderator.auth,
    });
    const queued = ((await readJson(queue)) as AnyJson).items.map((entry: AnyJson) => entry.targetId);
    expect(queued).not.toContain(placeId);
    expect(queued).not.toContain(neighbour.place.id);
  });

  it.each([
    ['Mtatsminda Street 7', 'en', '7 Mtatsminda Street'],
    ['улица Мтацминда 7', 'ru', 'улица Мтацминда, 7'],
    ['მთაწმინდის 7', 'ka', 'მთაწმინდის ქუჩა 7'],
  ])('is found by its new name typed as %s (%s)', async (q, lang, name) => {
    const found = await suggest(q, lang);
    const names = (found.items as AnyJson[]).map((item) => item.name);
    expect(names).toContain(name);
  });

  it.each([
    ['Mtatsminda 11', 'en'],
    ['улица Мтацминда, 11', 'ru'],
    ['მთაწმინდის ქუჩა 11', 'ka'],
  ])('is the known street a later writer lands on typing %s (%s), with its names', async (typed, lang) => {
    const house = String(11 + ['en', 'ru', 'ka'].indexOf(lang) * 2);
    const created = await create(typed.replace('11', house), lang);
    expect(created.created).toBe(true);
    expect(await nameOf(created.place.id, 'en')).toBe(`${house} Mtatsminda Street`);
    expect(await nameOf(created.place.id, 'ru')).toBe(`улица Мтацминда, ${house}`);
    expect(await nameOf(created.place.id, 'ka')).toBe(`მთაწმინდის ქუჩა ${house}`);
    const queue = await t.request('/api/v1/moderation/queue?targetType=place&limit=50', {
      headers: moderator.auth,
    });
    const queued = ((await readJson(queue)) as AnyJson).items.map((entry: AnyJson) => entry.targetId);
    expect(queued).not.toContain(created.place.id);
  });

  it('lands the first writer’s spelling on the same building again', async () => {
    const again = await create('Мтацминдская улица 7', 'ru');
    expect(again.created).toBe(false);
    expect(again.place.id).toBe(placeId);
  });
});
