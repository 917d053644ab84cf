import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeAddress } from '../src/features/places/address.ts';
import {
  curatedDistrictId,
  geonamesPlaceId,
  importGazetteer,
} from '../src/features/places/import-gazetteer.ts';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { GEONAMES_SAMPLE } from './places-fixtures.ts';

const rowsOf = async (t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: AnyJson[] }).rows;

const placeIndexes = async (t: TestApp) =>
  (
    await rowsOf(
      t,
      sql`select indexname, indexdef from pg_indexes where tablename = 'places' order by indexname`,
    )
  ).map((row) => `${row.indexname}: ${row.indexdef}`);

describe('the import into a new table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('builds the indexes after the rows, each as the migrations made it, and uses them', async () => {
    const before = await placeIndexes(t);
    expect(before.length).toBeGreaterThan(10);
    expect((await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE })).skipped).toBe(false);
    expect(await placeIndexes(t)).toEqual(before);
    // A forced import into a table in use keeps its indexes (readers are not locked out) and ends
    // with the same ones.
    expect((await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE, force: true })).skipped).toBe(
      false,
    );
    expect(await placeIndexes(t)).toEqual(before);
    const found = await readJson(await t.request('/api/v1/places/suggestions?q=Tbilisi&lang=en'));
    expect(found.items[0]).toMatchObject({ kind: 'city', name: 'Tbilisi' });
  });
});

describe('gazetteer and demo seed together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the demo the imported cities and curated districts, whichever runs first', async () => {
    await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE });
    const seeded = await seedDemoDataIfEmpty(t.database.db);
    expect(seeded).not.toBeNull();
    const tbilisi = await rowsOf(t, sql`select count(*)::int as n from places where geonames_id = 611717`);
    expect(tbilisi[0].n).toBe(1);
    const vake = await rowsOf(
      t,
      sql`select count(*)::int as n from places where kind = 'district' and name_en = 'Vake'`,
    );
    expect(vake[0].n).toBe(1);
    const demoBuildings = await rowsOf(
      t,
      sql`select city_id, district_id, name_en, normalized_address from places where kind = 'building'`,
    );
    expect(demoBuildings.length).toBeGreaterThan(0);
    for (const building of demoBuildings) {
      expect(building.normalized_address).toBe(normalizeAddress(building.name_en).key);
    }
    expect(demoBuildings.some((b: AnyJson) => b.city_id === geonamesPlaceId(611717))).toBe(true);
    expect(demoBuildings.some((b: AnyJson) => b.district_id === curatedDistrictId('tbilisi-vake'))).toBe(
      true,
    );
    // A second import after the seed changes nothing.
    expect((await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE })).skipped).toBe(true);
  });

  it('brings a gazetteer imported before a name override up to date at the next start', async () => {
    // Paris as an older import named it in Russian.
    await t.database.db.execute(sql`
      insert into places (id, kind, name_en, name_ru, name_ka, search_text, country_code, population,
                          geonames_id, lat, lng)
      values (${geonamesPlaceId(2988507)}, 'city', 'Paris', 'Парис', 'პარიზი', 'paris парис პარიზი', 'FR',
              2138551, 2988507, 48.85341, 2.3488)`);
    expect((await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE })).skipped).toBe(true);
    const [paris] = await rowsOf(t, sql`select name_ru, name_ka from places where geonames_id = 2988507`);
    expect(paris).toEqual({ name_ru: 'Париж', name_ka: 'პარიზი' });
    const response = await t.request('/api/v1/places/suggestions?q=%D0%9F%D0%B0%D1%80%D0%B8%D0%B6&lang=ru');
    expect((await readJson(response)).items[0]).toMatchObject({ name: 'Париж', context: 'Франция' });
  });

  it('gives a gazetteer imported before the Latin search names and English names those, once', async () => {
    // Kyiv and Köln as an import of search-text version 1 left them.
    await t.database.db.execute(sql`
      update places set search_text = 'kyiv киев კიევი', name_en = 'Kyiv' where geonames_id = 703448`);
    await t.database.db.execute(sql`
      update places set search_text = 'koln koeln кельн კელნი', name_en = 'Köln' where geonames_id = 2886242`);
    await t.database.db.execute(sql`comment on column places.search_text is null`);
    const first = await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE });
    expect(first).toMatchObject({ skipped: true, upgradedSearchNames: expect.any(Number) });
    expect(first.upgradedSearchNames).toBeGreaterThanOrEqual(2);
    const kiev = await readJson(await t.request('/api/v1/places/suggestions?q=Kiev&lang=en'));
    expect(kiev.items[0]).toMatchObject({ id: geonamesPlaceId(703448), name: 'Kyiv' });
    const cologne = await readJson(await t.request('/api/v1/places/suggestions?q=Cologne&lang=en'));
    expect(cologne.items[0]).toMatchObject({
      id: geonamesPlaceId(2886242),
      name: 'Cologne',
      context: 'Germany',
    });
    // The next start has nothing left to do.
    const second = await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE });
    expect(second.upgradedSearchNames).toBeUndefined();
  });

  it('re-keys the buildings of a database keyed under older rules, once', async () => {
    const [tbilisi] = await rowsOf(t, sql`select id from places where geonames_id = 611717`);
    const building = (id: string, name: string, key: string, lat: number) => sql`
      insert into places (id, kind, parent_id, city_id, name_en, name_ru, name_ka, search_text,
                          normalized_address, building_type, country_code, lat, lng)
      values (${id}::uuid, 'building', ${tbilisi.id}::uuid, ${tbilisi.id}::uuid, ${name}, ${name}, ${name},
              ${name.toLowerCase()}, ${key}, 'apartments', 'GE', ${lat}, 44.8)`;
    // The old rules took the day of "9 April" for the house number, and kept the vowel that the
    // Georgian genitive drops, so "Agmashenebeli 150" and "აღმაშენებლის 150" became two buildings.
    const april = '01900000-0000-7000-8000-00000000a901';
    const latin = '01900000-0000-7000-8000-00000000a902';
    const georgian = '01900000-0000-7000-8000-00000000a903';
    await t.database.db.execute(building(april, '9 April Street 5', 'april 9', 41.6985));
    await t.database.db.execute(building(latin, 'Agmashenebeli 150', 'agmashenebel 150', 41.727));
    await t.database.db.execute(building(georgian, 'აღმაშენებლის 150', 'agmashenebl 150', 41.73));
    await t.database.db.execute(sql`comment on column places.normalized_address is null`);

    const summary = await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE });
    // The Latin one would take the key the Georgian one has: the two stay apart, nothing fails.
    expect(summary.rekeyedBuildings).toEqual({ rekeyed: 1, keptApart: 1 });
    const keys = await rowsOf(
      t,
      sql`select id, normalized_address from places where id in (${april}::uuid, ${latin}::uuid, ${georgian}::uuid)
          order by id`,
    );
    expect(keys.map((row: AnyJson) => row.normalized_address)).toEqual([
      'april9 5',
      'agmashenebel 150',
      'agmashenebl 150',
    ]);
    // The same building typed in Russian far from the first pin: found by its new key.
    const response = await t.request('/api/v1/places/details/for-reviews', {
      method: 'POST',
      json: {
        address: 'ул. 9 Апреля, 5',
        lat: 41.702,
        lng: 44.804,
        buildingType: 'apartments',
        pointConfirmed: true,
      },
    });
    expect(await readJson(response)).toMatchObject({ created: false, place: { id: april } });
    expect(
      (await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE })).rekeyedBuildings,
    ).toBeUndefined();
  });

  it('resolves a demo building typed in another script to the demo place', async () => {
    const [building] = await rowsOf(
      t,
      sql`select id, name_en, name_ru, lat, lng from places where kind = 'building' and name_ru ~ '[а-я]' limit 1`,
    );
    const response = await t.request('/api/v1/places/details/for-reviews', {
      method: 'POST',
      json: {
        address: building.name_ru,
        lat: building.lat,
        lng: building.lng,
        buildingType: 'apartments',
        pointConfirmed: true,
      },
    });
    const body = await readJson(response);
    expect(body.place.id).toBe(building.id);
    expect(body.created).toBe(false);
  });
});
