import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeAbandonedPlaces } from '../src/features/moderation/maintenance.ts';
import { normalizeAddress } from '../src/features/places/address.ts';
import { queryRows } from '../src/features/places/place-queries.ts';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo.ts';
import { createTestUser, type TestUser } from '../src/testing/factories.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/*
 * A street typed in one script is the street the city already knows (issue 29 item 2): a new house
 * on Ilia Chavchavadze Avenue typed in Russian, Georgian or informal Latin gets that avenue's names
 * in every language and its key, never a letter-by-letter transliteration of what was typed.
 * Issue 33 item 3: a street of the OpenStreetMap import does the same in every script ("Важа-Пшавела,
 * 45" becomes "проспект Важа-Пшавелы, 45"), and a street nobody knows keeps the writer's spelling in
 * every language and waits in the moderation queue.
 */

let t: TestApp;
let moderator: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  expect(await seedDemoDataIfEmpty(t.database.db)).not.toBeNull();
  moderator = await createTestUser(t.database.db, { role: 'moderator' });
  // Vazha-Pshavela Avenue as the OpenStreetMap import stores it (import-osm.ts): keyed by the stems
  // of its local name, with its name:en/ru/ka tags.
  const [tbilisi] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from places where kind = 'city' and name_en = 'Tbilisi'`,
  );
  const name = 'ვაჟა-ფშაველას გამზირი';
  await t.database.db.execute(sql`
    insert into imported_streets (city_id, street_key, osm_way_id, name, name_en, name_ru, name_ka, lat, lng)
    values (${tbilisi!.id}::uuid, ${normalizeAddress(name).street.join(' ')}, 4242, ${name},
            'Vazha-Pshavela Avenue', 'проспект Важа-Пшавелы', ${name}, 41.725, 44.7465)`);
});
afterAll(async () => {
  await t?.close();
});

const create = async (address: string, lang: string) => {
  const response = await t.request('/api/v1/places/details/for-reviews', {
    method: 'POST',
    // Beside 12 Ilia Chavchavadze Avenue (41.7101, 44.77), far enough to be another house.
    json: { address, lat: 41.7092, lng: 44.7655, buildingType: 'apartments', pointConfirmed: true, lang },
  });
  expect(response.status).toBe(200);
  return (await readJson(response)) as AnyJson;
};

const namesOf = async (id: string) =>
  Object.fromEntries(
    await Promise.all(
      ['en', 'ru', 'ka'].map(async (lang) => {
        const response = await t.request('/api/v1/places/details/for-reviews', {
          method: 'POST',
          json: { placeId: id, lang },
        });
        return [lang, ((await readJson(response)) as AnyJson).place.name];
      }),
    ),
  );

describe('a new building on a street the city knows', () => {
  it('takes the street’s names in every language when typed in Russian', async () => {
    const created = await create('Чавчавадзе 64', 'ru');
    expect(created.created).toBe(true);
    expect(await namesOf(created.place.id)).toEqual({
      en: '64 Ilia Chavchavadze Avenue',
      ru: 'проспект Ильи Чавчавадзе, 64',
      ka: 'ილია ჭავჭავაძის გამზირი 64',
    });
  });

  it('is the same building typed in Georgian or informal Latin', async () => {
    const [first] = [await create('Чавчавадзе 64', 'ru')];
    const georgian = await create('ჭავჭავაძის 64', 'ka');
    const informal = await create('Tchavtchavadze 64', 'en');
    expect(georgian.created).toBe(false);
    expect(informal.created).toBe(false);
    expect(georgian.place.id).toBe(first.place.id);
    expect(informal.place.id).toBe(first.place.id);
  });
});

const queuedPlaces = async () => {
  const response = await t.request('/api/v1/moderation/queue?targetType=place&limit=50', {
    headers: moderator.auth,
  });
  expect(response.status).toBe(200);
  return ((await readJson(response)) as AnyJson).items as AnyJson[];
};

describe('a new building on a street of the OpenStreetMap import', () => {
  it.each([
    ['Важа-Пшавела, 45', 'ru', '45'],
    ['ვაჟა-ფშაველას 47', 'ka', '47'],
    ['Vazha-Pshavela 49', 'en', '49'],
  ])(
    'takes the street’s names in all three scripts when typed as %s (%s), and is not queued',
    async (typed, lang, house) => {
      const created = await create(typed, lang);
      expect(created.created).toBe(true);
      expect(await namesOf(created.place.id)).toEqual({
        en: `${house} Vazha-Pshavela Avenue`,
        ru: `проспект Важа-Пшавелы, ${house}`,
        ka: `ვაჟა-ფშაველას გამზირი ${house}`,
      });
      expect((await queuedPlaces()).map((item) => item.targetId)).not.toContain(created.place.id);
    },
  );

  it('keeps those names when the same house is typed again in another script', async () => {
    const first = await create('Важа-Пшавела, 51', 'ru');
    for (const [typed, lang] of [
      ['Vazha-Pshavela 51', 'en'],
      ['ვაჟა-ფშაველას 51', 'ka'],
    ] as const) {
      const again = await create(typed, lang);
      expect(again.place.id).toBe(first.place.id);
    }
    expect(await namesOf(first.place.id)).toEqual({
      en: '51 Vazha-Pshavela Avenue',
      ru: 'проспект Важа-Пшавелы, 51',
      ka: 'ვაჟა-ფშაველას გამზირი 51',
    });
  });
});

describe('a new building on a street nobody knows', () => {
  it('keeps the writer’s spelling in every language, not a transliteration, and waits for a moderator', async () => {
    const created = await create('Мтацминдская  улица 7', 'ru');
    expect(created.created).toBe(true);
    expect(await namesOf(created.place.id)).toEqual({
      en: 'Мтацминдская улица 7',
      ru: 'Мтацминдская улица 7',
      ka: 'Мтацминдская улица 7',
    });
    const queued = (await queuedPlaces()).find((item) => item.targetId === created.place.id);
    expect(queued?.checks).toEqual(['unknown_street']);
    const item = await t.request(`/api/v1/moderation/items/place/${created.place.id}?lang=ru`, {
      headers: moderator.auth,
    });
    expect(item.status).toBe(200);
    const flags = ((await readJson(item)) as AnyJson).flags as AnyJson[];
    expect(flags.map((flag) => [flag.check, flag.params])).toEqual([
      ['unknown_street', { address: 'Мтацминдская улица 7' }],
    ]);
  });

  it('keeps the other scripts’ spellings as search terms, not as names', async () => {
    const created = await create('Мтацминдская улица 9', 'ru');
    const [row] = await queryRows<{ search_text: string }>(
      t.database.db,
      sql`select search_text from places where id = ${created.place.id}::uuid`,
    );
    expect(row!.search_text).toMatch(/mtatsmindskaya/i);
    expect(row!.search_text).toContain('მთაცმინდსკაიას');
  });

  it('leaves the queue when the place is deleted for a review that never came', async () => {
    const created = await create('Мтацминдская улица 11', 'ru');
    expect((await queuedPlaces()).map((item) => item.targetId)).toContain(created.place.id);
    expect(await purgeAbandonedPlaces(t.database.db, new Date(Date.now() + 3 * 86_400_000))).toBeGreaterThan(
      0,
    );
    expect((await queuedPlaces()).map((item) => item.targetId)).not.toContain(created.place.id);
  });
});
