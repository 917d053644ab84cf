import { ASPECTS } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeAddress } from '../src/features/places/address.ts';
import {
  curatedDistrictId,
  geonamesPlaceId,
  importGazetteer,
} from '../src/features/places/import-gazetteer.ts';
import { buildSearchText } from '../src/features/places/normalize.ts';
import { HOME_CANDIDATE_CAP } from '../src/features/places/suggest-places.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { GEONAMES_SAMPLE } from './places-fixtures.ts';

const TBILISI = geonamesPlaceId(611717);
const BATUMI = geonamesPlaceId(615532);
const VAKE = curatedDistrictId('tbilisi-vake');
const KYIV = geonamesPlaceId(703448);
const COLOGNE = geonamesPlaceId(2886242);
const NUREMBERG = geonamesPlaceId(2861650);
/** Ilia Chavchavadze Avenue in Vake. */
const VAKE_POINT = { lat: 41.70931, lng: 44.7649 };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE });
});
afterAll(async () => {
  await t?.close();
});

const suggest = async (params: Record<string, string>) => {
  const response = await t.request(`/api/v1/places/suggestions?${new URLSearchParams(params)}`);
  return { status: response.status, body: await readJson(response) };
};
const post = async (path: string, json: unknown) => {
  const response = await t.request(`/api/v1${path}`, { method: 'POST', json });
  return { status: response.status, body: await readJson(response) };
};
/**
 * Search shows a building or flat only once a review of it is published (places-visibility.test.ts
 * tests that through the API); the matching tests here stand for that with a review count.
 */
const markReviewed = async (...ids: string[]) => {
  for (const id of ids) {
    await t.database.db.execute(
      sql`update places set review_count = review_count + 1 where id = ${id}::uuid`,
    );
  }
};

describe('gazetteer import', () => {
  it('imports cities with their Russian and Georgian names, and the curated districts', async () => {
    const { body } = await post('/places/details', { placeId: TBILISI, lang: 'ka' });
    expect(body.place).toMatchObject({
      kind: 'city',
      name: 'თბილისი',
      names: { en: 'Tbilisi', ru: 'Тбилиси', ka: 'თბილისი' },
      countryCode: 'GE',
      context: 'საქართველო',
    });
    const vake = await post('/places/details', { placeId: VAKE, lang: 'ru' });
    expect(vake.body.place).toMatchObject({ kind: 'district', name: 'Ваке', context: 'Тбилиси' });
    expect(vake.body.place.breadcrumbs.map((b: AnyJson) => b.id)).toEqual([TBILISI]);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const count = async () =>
      Number(
        (
          (await t.database.db.execute(sql`select count(*)::int as n from places`)) as unknown as {
            rows: AnyJson[];
          }
        ).rows[0].n,
      );
    const before = await count();
    const summary = await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE });
    expect(summary.skipped).toBe(true);
    expect(await count()).toBe(before);
  });
});

describe('GET /places/suggestions', () => {
  it.each([
    ['Tbil', 'en', 'Tbilisi', 'Georgia'],
    ['Тбил', 'ru', 'Тбилиси', 'Грузия'],
    ['თბილ', 'ka', 'თბილისი', 'საქართველო'],
    ['tbilisi', 'ru', 'Тбилиси', 'Грузия'],
    ['Tbilsi', 'en', 'Tbilisi', 'Georgia'],
    ['Тбилиси', 'ka', 'თბილისი', 'საქართველო'],
  ])('"%s" in %s suggests Tbilisi first', async (q, lang, name, context) => {
    const { status, body } = await suggest({ q, lang });
    expect(status).toBe(200);
    expect(body.items[0]).toMatchObject({ id: TBILISI, kind: 'city', name, context, source: 'places' });
  });

  it.each([
    ['Kiev', 'en', KYIV, 'Kyiv', 'Ukraine'],
    ['kiev', 'ru', KYIV, 'Киев', 'Украина'],
    ['Cologne', 'en', COLOGNE, 'Cologne', 'Germany'],
    ['Köln', 'en', COLOGNE, 'Cologne', 'Germany'],
    ['Koln', 'ka', COLOGNE, 'კელნი', 'გერმანია'],
    ['Nuremberg', 'en', NUREMBERG, 'Nuremberg', 'Germany'],
    ['Nürnberg', 'ru', NUREMBERG, 'Нюрнберг', 'Германия'],
    ['Tiflis', 'en', TBILISI, 'Tbilisi', 'Georgia'],
    // Roma, Queensland is named so; Rome only among its other names, and is found first.
    ['Roma', 'en', geonamesPlaceId(3169070), 'Rome', 'Italy'],
    ['Roma', 'ru', geonamesPlaceId(3169070), 'Рим', 'Италия'],
  ])('"%s" in %s finds the large city by its other name first', async (q, lang, id, name, context) => {
    const { body } = await suggest({ q, lang });
    expect(body.items[0]).toMatchObject({ id, kind: 'city', name, context });
  });

  it('shows a district with its city ("Vake, Tbilisi") in the page language', async () => {
    const { body } = await suggest({ q: 'vake', lang: 'en' });
    expect(body.items[0]).toMatchObject({ id: VAKE, kind: 'district', name: 'Vake', context: 'Tbilisi' });
    const ka = await suggest({ q: 'ვაკ', lang: 'ka' });
    expect(ka.body.items[0]).toMatchObject({ id: VAKE, name: 'ვაკე', context: 'თბილისი' });
  });

  it('filters by kind and honours the limit', async () => {
    const { body } = await suggest({ q: 'bat', kinds: 'city', limit: '1' });
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ id: BATUMI, kind: 'city' });
    const districts = await suggest({ q: 'bat', kinds: 'district' });
    expect(districts.body.items.every((i: AnyJson) => i.kind === 'district')).toBe(true);
  });

  it('answers nothing (not an error) for text that matches nothing', async () => {
    const { status, body } = await suggest({ q: 'qqqxxzz' });
    expect(status).toBe(200);
    expect(body.items).toEqual([]);
  });

  it.each([
    [{ q: '' }, 'q'],
    [{ q: '   ' }, 'q'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ q: "'; drop table places; --" }, 'q'],
    [{ q: '<script>alert(1)</script>' }, 'q'],
    [{ q: 'tbil', kinds: 'city,planet' }, 'kinds'],
    [{ q: 'tbil', lat: '91', lng: '10' }, 'lat'],
    [{ q: 'tbil', lat: '41' }, 'lng'],
    [{ q: 'tbil', limit: '1000' }, 'limit'],
    [{ q: 'tbil', lang: 'fr' }, 'lang'],
  ])('rejects %j with 400 naming %s', async (params, field) => {
    const { status, body } = await suggest(params as Record<string, string>);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((d: AnyJson) => d.field)).toContain(field);
  });
});

describe('POST /places/details', () => {
  it('404s an unknown place and 400s a malformed id', async () => {
    const missing = await post('/places/details', { placeId: '01900000-0000-7000-8000-000000000000' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'PLACE_NOT_FOUND', message: 'Place not found' });
    for (const placeId of ['42', "1' or '1'='1", 7, null]) {
      const bad = await post('/places/details', { placeId });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /places/locate', () => {
  it('finds the district and city of a point in Vake', async () => {
    const { status, body } = await post('/places/locate', { ...VAKE_POINT, lang: 'ru' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      city: { id: TBILISI, name: 'Тбилиси' },
      district: { id: VAKE, name: 'Ваке' },
      address: null,
    });
  });

  it('finds a city without curated districts', async () => {
    const { body } = await post('/places/locate', { lat: 40.18, lng: 44.51 });
    expect(body).toMatchObject({ city: { name: 'Yerevan' }, district: null });
  });

  it('says so when nothing is near (the open sea)', async () => {
    const { status, body } = await post('/places/locate', { lat: 0, lng: -30 });
    expect(status).toBe(404);
    expect(body.message).toBe('Unable to determine location details');
  });

  it.each([
    [{ lat: 91, lng: 0 }, 'lat'],
    [{ lat: 0, lng: -181 }, 'lng'],
    [{ lat: '41.7', lng: 44.7 }, 'lat'],
    [{ lng: 44.7 }, 'lat'],
  ])('rejects %j', async (json, field) => {
    const { status, body } = await post('/places/locate', json);
    expect(status).toBe(400);
    expect(body.details.map((d: AnyJson) => d.field)).toContain(field);
  });
});

describe('POST /places/details/for-reviews', () => {
  let buildingId: string;

  it('creates a typed building in the district and city of its point', async () => {
    const { status, body } = await post('/places/details/for-reviews', {
      address: '12 Chavchavadze Ave',
      ...VAKE_POINT,
      buildingType: 'apartments',
      pointConfirmed: true,
      lang: 'en',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ placeType: 'building', created: true, aspects: [...ASPECTS.building] });
    expect(body.place).toMatchObject({
      kind: 'building',
      name: '12 Chavchavadze Ave',
      context: 'Vake, Tbilisi',
    });
    expect(body.place.breadcrumbs.map((b: AnyJson) => b.name)).toEqual(['Tbilisi', 'Vake']);
    buildingId = body.place.id;
  });

  it('names a typed building on an unknown street as typed in every language, and finds it by each script', async () => {
    const { body } = await post('/places/details/for-reviews', {
      address: 'ул. Барнова 21',
      lat: VAKE_POINT.lat - 0.004,
      lng: VAKE_POINT.lng + 0.004,
      buildingType: 'apartments',
      pointConfirmed: true,
      lang: 'ru',
    });
    expect(body.created).toBe(true);
    // Not "21 Barnova Street" and "ბარნოვას ქუჩა 21" by machine (issue 33): the writer's spelling
    // stands until someone names the street; the machine's spellings are search terms only.
    expect(body.place.names).toEqual({
      en: 'ул. Барнова 21',
      ru: 'ул. Барнова 21',
      ka: 'ул. Барнова 21',
    });
    const flat = await post('/places/details/for-reviews', {
      placeId: body.place.id,
      apartmentNumber: '3',
      lang: 'ka',
    });
    expect(flat.body.place.names).toEqual({
      en: 'ул. Барнова 21, apt. 3',
      ru: 'ул. Барнова 21, кв. 3',
      ka: 'ул. Барнова 21, ბინა 3',
    });
    await markReviewed(body.place.id, flat.body.place.id);
    for (const [q, lang, name] of [
      ['Barnova Street 21', 'en', 'ул. Барнова 21'],
      ['Барнова 21', 'ru', 'ул. Барнова 21'],
      ['ბარნოვა 21', 'ka', 'ул. Барнова 21'],
    ]) {
      const found = await suggest({ q: q!, lang: lang! });
      expect(found.body.items[0], q).toMatchObject({ id: body.place.id, name });
    }
  });

  it('resolves the same building typed in Russian and Georgian to the same place', async () => {
    const ru = await post('/places/details/for-reviews', {
      address: 'ул. Чавчавадзе 12',
      lat: VAKE_POINT.lat + 0.0002,
      lng: VAKE_POINT.lng,
      buildingType: 'apartments',
      pointConfirmed: true,
      lang: 'ru',
    });
    expect(ru.body).toMatchObject({ created: false, place: { id: buildingId, name: 'ул. Чавчавадзе 12' } });
    const ka = await post('/places/details/for-reviews', {
      address: 'ჭავჭავაძის გამზ. 12',
      lat: VAKE_POINT.lat,
      lng: VAKE_POINT.lng - 0.0002,
      buildingType: 'apartments',
      pointConfirmed: true,
      lang: 'ka',
    });
    expect(ka.body).toMatchObject({ created: false, place: { id: buildingId, name: 'ჭავჭავაძის გამზ. 12' } });
    // Names learnt from each script are searchable.
    await markReviewed(buildingId);
    const found = await suggest({ q: 'ჭავჭავაძის 12', lang: 'ka' });
    expect(found.body.items[0]).toMatchObject({ id: buildingId, kind: 'building', context: 'ვაკე, თბილისი' });
  });

  it('learns no name from an address with words of its own (no renaming a building by typing)', async () => {
    const created = await post('/places/details/for-reviews', {
      address: '7 Paliashvili Street',
      lat: VAKE_POINT.lat + 0.003,
      lng: VAKE_POINT.lng + 0.003,
      buildingType: 'apartments',
      pointConfirmed: true,
      lang: 'en',
    });
    expect(created.body.created).toBe(true);
    const junk = await post('/places/details/for-reviews', {
      address: 'ფალიაშვილის 7 საშინელი მეპატრონე',
      lat: VAKE_POINT.lat + 0.003,
      lng: VAKE_POINT.lng + 0.003,
      buildingType: 'apartments',
      pointConfirmed: true,
      lang: 'ka',
    });
    // The same building, still called by the name it had (the writer's spelling, kept in every
    // language when it was created): nobody renamed it by typing.
    expect(junk.body).toMatchObject({
      created: false,
      place: { id: created.body.place.id, name: '7 Paliashvili Street' },
    });
    const plain = await post('/places/details/for-reviews', {
      address: 'ფალიაშვილის 7',
      lat: VAKE_POINT.lat + 0.003,
      lng: VAKE_POINT.lng + 0.003,
      buildingType: 'apartments',
      pointConfirmed: true,
      lang: 'ka',
    });
    expect(plain.body).toMatchObject({ place: { id: created.body.place.id, name: 'ფალიაშვილის 7' } });
  });

  it('suggests the house typed with its number, not the other houses of its street', async () => {
    for (const [n, dLat] of [
      [3, 0.004],
      [5, 0.0045],
      [7, 0.005],
    ] as const) {
      const created = await post('/places/details/for-reviews', {
        address: `${n} Machabeli Street`,
        lat: VAKE_POINT.lat + dLat,
        lng: VAKE_POINT.lng - 0.004,
        buildingType: 'apartments',
        pointConfirmed: true,
        lang: 'en',
      });
      expect(created.body.created).toBe(true);
      await markReviewed(created.body.place.id);
    }
    const found = await suggest({ q: 'Machabeli Street 5', lang: 'en' });
    expect(found.body.items.map((i: AnyJson) => i.name)).toEqual(['5 Machabeli Street']);
    // A typo still finds similar names when nothing starts with the text.
    const typo = await suggest({ q: 'Machabel Stret 5', lang: 'en' });
    expect(typo.body.items.map((i: AnyJson) => i.name)).toContain('5 Machabeli Street');
  });

  it('treats a similar address a few metres away as the same building', async () => {
    const { body } = await post('/places/details/for-reviews', {
      address: 'Ilia Chavchavadze Avenue 12',
      lat: VAKE_POINT.lat + 0.0001,
      lng: VAKE_POINT.lng + 0.0001,
      buildingType: 'apartments',
      pointConfirmed: true,
    });
    expect(body.place.id).toBe(buildingId);
  });

  it('keeps another house number apart', async () => {
    const { body } = await post('/places/details/for-reviews', {
      address: '14 Chavchavadze Ave',
      lat: VAKE_POINT.lat + 0.0003,
      lng: VAKE_POINT.lng,
      buildingType: 'apartments',
      pointConfirmed: true,
    });
    expect(body.created).toBe(true);
    expect(body.place.id).not.toBe(buildingId);
  });

  it('keeps apart the buildings of a street named after a date, and finds each by any script', async () => {
    const at = (lat: number, lng: number) => ({ lat, lng, buildingType: 'apartments', pointConfirmed: true });
    const three = await post('/places/details/for-reviews', {
      address: '9 April Street 3',
      ...at(41.6985, 44.799),
    });
    const five = await post('/places/details/for-reviews', {
      address: '9 April Street 5',
      ...at(41.6992, 44.8),
    });
    expect(three.body.created).toBe(true);
    expect(five.body.created).toBe(true);
    expect(five.body.place.id).not.toBe(three.body.place.id);
    // Typed in Russian and Georgian a few hundred metres off: the key, city-wide, still finds it.
    const ru = await post('/places/details/for-reviews', {
      address: 'ул. 9 Апреля, 5',
      ...at(41.701, 44.803),
    });
    const ka = await post('/places/details/for-reviews', {
      address: '9 აპრილის ქუჩა 5',
      ...at(41.696, 44.796),
    });
    expect(ru.body).toMatchObject({ created: false, place: { id: five.body.place.id } });
    expect(ka.body).toMatchObject({ created: false, place: { id: five.body.place.id } });
    const square = await post('/places/details/for-reviews', {
      address: '26 May Square 2',
      ...at(41.7245, 44.7695),
    });
    const other = await post('/places/details/for-reviews', {
      address: '26 May Square 7',
      ...at(41.7255, 44.77),
    });
    expect(other.body.place.id).not.toBe(square.body.place.id);
    const squareKa = await post('/places/details/for-reviews', {
      address: '26 მაისის მოედანი 2',
      ...at(41.727, 44.772),
    });
    expect(squareKa.body.place.id).toBe(square.body.place.id);
  });

  it('resolves a Georgian genitive and its nominative to one building', async () => {
    const at = (lat: number, lng: number) => ({ lat, lng, buildingType: 'apartments', pointConfirmed: true });
    const en = await post('/places/details/for-reviews', {
      address: 'Agmashenebeli Ave 150',
      ...at(41.727, 44.7915),
    });
    const ka = await post('/places/details/for-reviews', {
      address: 'აღმაშენებლის 150',
      ...at(41.73, 44.794),
    });
    expect(en.body.created).toBe(true);
    expect(ka.body).toMatchObject({ created: false, place: { id: en.body.place.id } });
    const tsereteli = await post('/places/details/for-reviews', {
      address: 'წერეთლის 116',
      ...at(41.748, 44.776),
    });
    const latin = await post('/places/details/for-reviews', {
      address: 'Tsereteli 116',
      ...at(41.751, 44.779),
    });
    expect(latin.body).toMatchObject({ created: false, place: { id: tsereteli.body.place.id } });
  });

  it('resolves an apartment in the building, once', async () => {
    const first = await post('/places/details/for-reviews', { placeId: buildingId, apartmentNumber: '5a' });
    expect(first.body).toMatchObject({
      placeType: 'apartment',
      created: true,
      aspects: [...ASPECTS.apartment],
      place: { kind: 'apartment', apartmentNumber: '5A', parentId: buildingId },
    });
    expect(first.body.place.breadcrumbs.map((b: AnyJson) => b.kind)).toEqual([
      'city',
      'district',
      'building',
    ]);
    const again = await post('/places/details/for-reviews', {
      address: 'Chavchavadze 12',
      ...VAKE_POINT,
      buildingType: 'apartments',
      pointConfirmed: true,
      apartmentNumber: '5A',
    });
    expect(again.body).toMatchObject({ created: false, place: { id: first.body.place.id } });
  });

  it('returns an existing city or district with its aspects', async () => {
    const city = await post('/places/details/for-reviews', { placeId: TBILISI, lang: 'ka' });
    expect(city.body).toMatchObject({ placeType: 'city', created: false, aspects: [...ASPECTS.city] });
    const district = await post('/places/details/for-reviews', { placeId: VAKE });
    expect(district.body).toMatchObject({ placeType: 'district', aspects: [...ASPECTS.district] });
  });

  it.each([
    [{}, 'address'],
    [{ address: '12 Chavchavadze Ave', lat: 41.7, lng: 44.7 }, 'buildingType'],
    [
      {
        address: '12 Chavchavadze Ave',
        lat: 141.7,
        lng: 44.7,
        buildingType: 'apartments',
        pointConfirmed: true,
      },
      'lat',
    ],
    [
      {
        address: "12 Main St'; drop table places;--",
        lat: 41.7,
        lng: 44.7,
        buildingType: 'apartments',
        pointConfirmed: true,
      },
      'address',
    ],
    [
      { address: 'x'.repeat(201), lat: 41.7, lng: 44.7, buildingType: 'apartments', pointConfirmed: true },
      'address',
    ],
    [{ address: '12 Main St', lat: 41.7, lng: 44.7, buildingType: 'castle' }, 'buildingType'],
    [{ placeId: 'not-a-uuid' }, 'placeId'],
    [{ placeId: TBILISI, apartmentNumber: '<b>' }, 'apartmentNumber'],
  ])('rejects %j with 400', async (json, field) => {
    const { status, body } = await post('/places/details/for-reviews', json);
    expect(status).toBe(400);
    expect(body.details.map((d: AnyJson) => d.field)).toContain(field);
  });

  it('refuses an apartment number for a city, an address without a street, and unknown places', async () => {
    const city = await post('/places/details/for-reviews', { placeId: TBILISI, apartmentNumber: '3' });
    expect(city.status).toBe(400);
    const noStreet = await post('/places/details/for-reviews', {
      address: '12',
      ...VAKE_POINT,
      buildingType: 'single_family',
      pointConfirmed: true,
    });
    expect(noStreet.status).toBe(400);
    const unknown = await post('/places/details/for-reviews', {
      placeId: '01900000-0000-7000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    const sea = await post('/places/details/for-reviews', {
      address: '1 Ocean Road',
      lat: 0,
      lng: -30,
      buildingType: 'single_family',
      pointConfirmed: true,
    });
    expect(sea.status).toBe(404);
    expect(sea.body.message).toBe('Unable to determine location details');
  });
});

describe('POST /places/details/for-reviews with nonsense', () => {
  it.each([
    'Chavchavadze Avenue',
    'ул. Чавчавадзе',
    'ჭავჭავაძის გამზირი',
    'Street 5',
    '45',
    '- - -',
    'Tbilisi',
  ])('answers a field error for %j (no street or no house number), and creates nothing', async (address) => {
    const homes = async () =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from places where kind in ('building', 'apartment')`,
        )) as unknown as { rows: AnyJson[] }
      ).rows[0].n;
    const before = await homes();
    const { status, body } = await post('/places/details/for-reviews', {
      address,
      ...VAKE_POINT,
      buildingType: 'apartments',
      pointConfirmed: true,
      apartmentNumber: '2',
    });
    expect(await homes()).toBe(before);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(body.details.map((d: AnyJson) => d.field)).toEqual(['address']);
  });

  it('answers "Unable to determine location details" for a point outside every known city', async () => {
    const { status, body } = await post('/places/details/for-reviews', {
      address: '1 Ocean Road',
      lat: -60,
      lng: 100,
      buildingType: 'apartments',
      pointConfirmed: true,
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'LOCATION_UNKNOWN', message: 'Unable to determine location details' });
  });

  it('refuses a point far from the city or district chosen with it', async () => {
    for (const area of [{ cityId: TBILISI }, { districtId: VAKE }]) {
      const { status, body } = await post('/places/details/for-reviews', {
        address: '1 Ocean Road',
        lat: 0,
        lng: -30,
        buildingType: 'apartments',
        pointConfirmed: true,
        ...area,
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Unable to determine location details',
      });
      expect(body.details.map((d: AnyJson) => d.field)).toEqual(Object.keys(area));
    }
    // Inside it, the same choice is fine.
    const inside = await post('/places/details/for-reviews', {
      address: '3 Ocean Road',
      ...VAKE_POINT,
      buildingType: 'apartments',
      pointConfirmed: true,
      cityId: TBILISI,
    });
    expect(inside.status).toBe(200);
  });
});

describe('GET /places/nearby', () => {
  it('lists places with reviews around a point, nearest first', async () => {
    await t.database.db.execute(sql`update places set review_count = 3 where kind = 'building'`);
    await t.database.db.execute(sql`update places set review_count = 7 where id = ${TBILISI}::uuid`);
    const { status, body } = await t
      .request(`/api/v1/places/nearby?lat=${VAKE_POINT.lat}&lng=${VAKE_POINT.lng}&radiusKm=5&lang=ka`)
      .then(async (r) => ({ status: r.status, body: await readJson(r) }));
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThanOrEqual(2);
    expect(body.items[0]).toMatchObject({ kind: 'building', reviewCount: 3, context: 'ვაკე, თბილისი' });
    expect(body.items[0].distanceM).toBeLessThan(50);
    const world = await readJson(await t.request('/api/v1/places/nearby'));
    expect(world.items).toEqual([expect.objectContaining({ id: TBILISI, kind: 'city', distanceM: null })]);
  });

  it('rejects a bad radius or half a point', async () => {
    for (const query of ['lat=41&lng=44&radiusKm=100000', 'lat=41', 'lat=x&lng=1', 'limit=0']) {
      expect((await t.request(`/api/v1/places/nearby?${query}`)).status).toBe(400);
    }
  });
});

describe('GET /places/current', () => {
  it('knows nothing about a loopback visitor and ignores unconfigured headers', async () => {
    const response = await t.request('/api/v1/places/current', {
      headers: { 'x-forwarded-for': '178.134.0.1', 'x-debug-ip': '178.134.0.1' },
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ city: null, countryCode: null });
  });

  it('uses the debug IP header only when configured, and X-Forwarded-For only behind a trusted proxy', async () => {
    const debug = await startTestApp({ env: { DEBUG_IP_HEADER: 'X-Debug-IP' } });
    const proxied = await startTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      for (const app of [debug, proxied]) await importGazetteer(app.database.db, { file: GEONAMES_SAMPLE });
      const viaDebug = await readJson(
        await debug.request('/api/v1/places/current?lang=ru', { headers: { 'x-debug-ip': '178.134.0.1' } }),
      );
      expect(viaDebug).toMatchObject({ city: { id: TBILISI, name: 'Тбилиси' }, countryCode: 'GE' });
      const viaProxy = await readJson(
        await proxied.request('/api/v1/places/current', { headers: { 'x-forwarded-for': '178.134.0.1' } }),
      );
      expect(viaProxy).toMatchObject({ city: { id: TBILISI, name: 'Tbilisi' } });
      const junk = await debug.request('/api/v1/places/current', { headers: { 'x-debug-ip': "1' or 1=1" } });
      expect(await readJson(junk)).toEqual({ city: null, countryCode: null });
    } finally {
      await debug.close();
      await proxied.close();
    }
  });
});

describe('suggestions on a street with more houses than the ranking takes', () => {
  /** Houses 120–129, 1200–1299 and 12000–12999 of Batumi Highway, then house 12 (found last); all reviewed. */
  beforeAll(async () => {
    const numbers = [
      ...Array.from({ length: 10 }, (_, i) => 120 + i),
      ...Array.from({ length: 100 }, (_, i) => 1200 + i),
      ...Array.from({ length: 1000 }, (_, i) => 12000 + i),
      12,
    ];
    expect(numbers.length).toBeGreaterThan(HOME_CANDIDATE_CAP);
    for (let from = 0; from < numbers.length; from += 500) {
      const rows = numbers.slice(from, from + 500).map((n) => {
        const name = `${n} Batumi Highway`;
        const key = normalizeAddress(name).key;
        return sql`(gen_random_uuid(), 'building', ${TBILISI}::uuid, ${TBILISI}::uuid, ${name}, ${name}, ${name},
          ${buildSearchText([name, key])}, ${key}, 'apartments', 41.7, 44.78, 'GE', 1)`;
      });
      await t.database.db.execute(sql`
        insert into places (id, kind, parent_id, city_id, name_en, name_ru, name_ka, search_text,
                            normalized_address, building_type, lat, lng, country_code, review_count)
        values ${sql.join(rows, sql`, `)}`);
    }
  });

  it('still ranks the house typed in full first', async () => {
    for (const q of ['Batumi Highway 12', '12 Batumi Highway']) {
      const { status, body } = await suggest({ q, lang: 'en' });
      expect(status).toBe(200);
      expect(body.items[0]).toMatchObject({ kind: 'building', name: '12 Batumi Highway' });
    }
  });

  it('offers the flats of the house typed in full, not the flats of the same number elsewhere', async () => {
    // Flat 12 in house 1201 carries the typed words too ("1201 … apt 12"), but not as one address.
    await t.database.db.execute(sql`
      insert into places (id, kind, parent_id, city_id, name_en, name_ru, name_ka, search_text,
                          apartment_number, lat, lng, country_code, review_count)
      select gen_random_uuid(), 'apartment', b.id, b.city_id, b.name_en || ', apt ' || n, b.name_ru || ', кв. ' || n,
             b.name_ka || ', ბინა ' || n, b.search_text || ' apt ' || n, n::text, b.lat, b.lng, b.country_code, 1
      from places b, (values (3), (12)) flats(n)
      where b.kind = 'building' and b.name_en in ('12 Batumi Highway', '1201 Batumi Highway')`);
    const { body } = await suggest({ q: 'Batumi Highway 12', lang: 'en' });
    expect(body.items[0]).toMatchObject({ kind: 'building', name: '12 Batumi Highway' });
    const flats = body.items
      .filter((item: AnyJson) => item.kind === 'apartment')
      .map((item: AnyJson) => item.name);
    expect(flats.sort()).toEqual(['12 Batumi Highway, apt 12', '12 Batumi Highway, apt 3']);
  });

  it('still puts the city of that name before the houses of the street', async () => {
    const { body } = await suggest({ q: 'Batumi', lang: 'en' });
    expect(body.items[0]).toMatchObject({ id: BATUMI, kind: 'city' });
    expect(body.items).toHaveLength(8);
    expect(body.items.filter((item: AnyJson) => item.name.endsWith('Batumi Highway')).length).toBeGreaterThan(
      2,
    );
  });
});

describe('POST /places/details/for-reviews: "No, it\'s a different building"', () => {
  const point = { lat: VAKE_POINT.lat + 0.002, lng: VAKE_POINT.lng - 0.002 };
  const create = (address: string, extra: Record<string, unknown> = {}) =>
    post('/places/details/for-reviews', {
      address,
      ...point,
      buildingType: 'apartments',
      pointConfirmed: true,
      lang: 'en',
      ...extra,
    });
  const buildingCount = async () =>
    (
      (await t.database.db.execute(
        sql`select count(*)::int as n from places where kind = 'building'`,
      )) as unknown as { rows: AnyJson[] }
    ).rows[0].n;

  it('gives a rejected candidate and another block a new building', async () => {
    const first = await create('7 Paliashvili Street, block 2');
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(true);
    // Another block of the same house, the candidate rejected: a building of its own.
    const other = await create('7 Paliashvili Street, block 3', { notBuildingId: first.body.place.id });
    expect(other.status).toBe(200);
    expect(other.body.created).toBe(true);
    expect(other.body.place.id).not.toBe(first.body.place.id);
    // Typed in Russian, the same block finds its building.
    const ru = await create('ул. Палиашвили, 7, корпус 3');
    expect(ru.body.place.id).toBe(other.body.place.id);
  });

  it('skips the rejected building in the similar-address rule only', async () => {
    const first = await create('15 Paliashvili Street');
    // "Paliashvili Ave 15" is similar within 60 m: the same building, unless the user said no.
    const similar = await create('Paliashvili Ave. 15');
    expect(similar.body.place.id).toBe(first.body.place.id);
    const rejected = await create('Zakaria Paliashvili Ave 15', { notBuildingId: first.body.place.id });
    expect(rejected.body.created).toBe(true);
    expect(rejected.body.place.id).not.toBe(first.body.place.id);
    // The exact same address (street, number, no block) is still that building.
    const same = await create('15 Paliashvili Street', { notBuildingId: first.body.place.id });
    expect(same.body.created).toBe(false);
    expect(same.body.place.id).toBe(first.body.place.id);
  });

  it.each(['Paliashvili Street', 'Paliashvili Street 123456', 'ул. Палиашвили, корпус Б'])(
    'answers 400 for %j (no house number) and writes nothing',
    async (address) => {
      const before = await buildingCount();
      const { status, body } = await create(address);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(body.details.map((d: AnyJson) => d.field)).toEqual(['address']);
      expect(await buildingCount()).toEqual(before);
    },
  );
});
