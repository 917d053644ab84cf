import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { normalizeAddress } from '../src/features/places/address.ts';
import { findAddressPoint, type ImportedAddressLookup } from '../src/features/places/address-point.ts';
import { importGazetteer } from '../src/features/places/import-gazetteer.ts';
import { createOsmGeocoder } from '../src/features/places/osm-geocoder.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { GEONAMES_SAMPLE, SAMPLE_PLACE_IDS } from './places-fixtures.ts';

/** Adding an address (issue 14): the marker's starting point and "Is it this one?". */

const {
  tbilisi: TBILISI,
  batumi: BATUMI,
  vake: VAKE,
  saburtalo: SABURTALO,
  zugdidi: ZUGDIDI,
} = SAMPLE_PLACE_IDS;
/** Vazha-Pshavela Avenue, Saburtalo. */
const SABURTALO_POINT = { lat: 41.7243, lng: 44.7493 };

let t: TestApp;
let geocoderServer: http.Server;
let geocoderUrl: string;
const geocoderQueries: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE });
  // A Nominatim speaking peer on loopback that knows one house, in Tbilisi, whatever is asked.
  geocoderServer = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    geocoderQueries.push(url.searchParams.get('q') ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify([
        {
          place_id: 1,
          lat: '41.72510',
          lon: '44.74620',
          address: { house_number: '45', road: 'Vazha-Pshavela Avenue', city: 'Tbilisi' },
        },
      ]),
    );
  });
  await new Promise<void>((resolve) => geocoderServer.listen(0, '127.0.0.1', resolve));
  geocoderUrl = `http://127.0.0.1:${(geocoderServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => geocoderServer?.close(resolve));
});

const post = async (path: string, json: unknown) => {
  const response = await t.request(`/api/v1${path}`, { method: 'POST', json });
  return { status: response.status, body: await readJson(response) };
};
/** How many buildings have this address's key (in any city). */
const buildingsAt = async (address: string) => {
  const { key } = normalizeAddress(address);
  const found = await t.database.db.execute(
    sql`select id from places where kind = 'building' and normalized_address = ${key}`,
  );
  return rowsOf(found).length;
};
const centreOf = async (placeId: string) =>
  (await post('/places/details', { placeId, lang: 'en' })).body.place.location;

describe('POST /places/address-point', () => {
  it("starts at the chosen city's centre without street data (Batumi is not central Tbilisi)", async () => {
    const { status, body } = await post('/places/address-point', {
      cityId: BATUMI,
      street: 'Pekini Avenue',
      houseNumber: '30',
      lang: 'ru',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ source: 'city', city: { id: BATUMI, name: 'Батуми' } });
    expect(body.location).toEqual(await centreOf(BATUMI));
  });

  it("starts at the district's centre when one is given, and names the point's district", async () => {
    const { body } = await post('/places/address-point', { cityId: TBILISI, districtId: VAKE, lang: 'ka' });
    expect(body).toMatchObject({ source: 'district', district: { id: VAKE, name: 'ვაკე' } });
    expect(body.location).toEqual(await centreOf(VAKE));
  });

  it.each(['12a', '12ა', '12а', '7/2', '7 / 2', '12-1', '45'])(
    'accepts the house number %s',
    async (houseNumber) => {
      const { status } = await post('/places/address-point', {
        cityId: TBILISI,
        street: 'ვაჟა-ფშაველას გამზირი',
        houseNumber,
        lang: 'en',
      });
      expect(status).toBe(200);
    },
  );

  it.each([
    [{ cityId: TBILISI, houseNumber: 'abc' }, 'houseNumber'],
    [{ cityId: TBILISI, houseNumber: '12abc' }, 'houseNumber'],
    [{ cityId: TBILISI, houseNumber: '-5' }, 'houseNumber'],
    [{ cityId: TBILISI, houseNumber: '123456789' }, 'houseNumber'],
    [{ cityId: TBILISI, street: '12345' }, 'street'],
    [{ cityId: TBILISI, street: "Rustaveli'; drop table places; --" }, 'street'],
    [{ cityId: 'tbilisi' }, 'cityId'],
    [{ cityId: VAKE }, 'cityId'],
    [{ cityId: BATUMI, districtId: VAKE }, 'districtId'],
    [{ cityId: TBILISI, districtId: TBILISI }, 'districtId'],
  ])('answers a clear envelope for bad input %j', async (input, field) => {
    const { status, body } = await post('/places/address-point', { lang: 'en', ...input });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((d: AnyJson) => d.field)).toContain(field);
  });

  it('asks the imported-address seam first, then the geocoder, then falls back to the centre', async () => {
    const asked: unknown[] = [];
    const findImported: ImportedAddressLookup = async (_db, input) => {
      asked.push(input);
      return input.houseNumber === '45' ? { lat: 41.7251, lng: 44.7462 } : null;
    };
    const imported = await findAddressPoint(
      t.database.db,
      { cityId: TBILISI, street: 'Vazha-Pshavela Avenue', houseNumber: '45' },
      'en',
      { findImported },
    );
    expect(asked).toEqual([{ cityId: TBILISI, street: 'Vazha-Pshavela Avenue', houseNumber: '45' }]);
    expect(imported).toMatchObject({ source: 'imported', location: { lat: 41.7251, lng: 44.7462 } });
    expect(imported.district).not.toBeNull();

    const geocoder = createOsmGeocoder({
      url: geocoderUrl,
      kind: 'nominatim',
      timeoutMs: 10_000, // generous: a loopback fake, and the machine may be busy
      minIntervalMs: 0,
      userAgent: 'SofaScout tests',
    });
    const geocoded = await findAddressPoint(
      t.database.db,
      { cityId: TBILISI, street: 'Vazha-Pshavela Avenue', houseNumber: '46' },
      'en',
      { findImported, geocoder },
    );
    expect(geocoded).toMatchObject({ source: 'geocoder', location: { lat: 41.7251, lng: 44.7462 } });
    expect(geocoderQueries.at(-1)).toBe('46 Vazha-Pshavela Avenue, Tbilisi');

    // The geocoder's only answer is in Tbilisi: for Batumi it is another city's street.
    const batumi = await findAddressPoint(
      t.database.db,
      { cityId: BATUMI, street: 'Pekini Avenue', houseNumber: '30' },
      'en',
      { findImported, geocoder },
    );
    expect(batumi).toMatchObject({ source: 'city', location: await centreOf(BATUMI) });
  });
});

describe('POST /places/details/for-reviews with askIfKnown ("Is it this one?")', () => {
  let buildingId: string;
  /** The add-address step's call: the parts and the point, asking first. */
  const ask = (json: Record<string, unknown>) =>
    post('/places/details/for-reviews', { buildingType: 'apartments', askIfKnown: true, ...json });

  beforeAll(async () => {
    const created = await post('/places/details/for-reviews', {
      address: 'Vazha-Pshavela Avenue 45',
      ...SABURTALO_POINT,
      cityId: TBILISI,
      buildingType: 'apartments',
      pointConfirmed: true,
      lang: 'en',
    });
    expect(created.body.created).toBe(true);
    buildingId = created.body.place.id;
  });

  it.each([
    ['ka', 'ვაჟა-ფშაველას გამზირი', '45', SABURTALO_POINT],
    ['ru', 'проспект Важа-Пшавела', '45', { lat: 41.73, lng: 44.76 }],
    ['en', 'Vazha Pshavela Ave', '45', SABURTALO_POINT],
    // A similar street a few metres away: another romanisation and a first name.
    ['en', 'Vaja-Pshavela Avenue', '45', { lat: SABURTALO_POINT.lat + 0.0002, lng: SABURTALO_POINT.lng }],
  ])(
    'offers the known building typed in %s as "%s", %s, and creates nothing',
    async (lang, street, houseNumber, point) => {
      const { status, body } = await ask({
        cityId: TBILISI,
        street,
        houseNumber,
        apartmentNumber: '3',
        ...point,
        pointConfirmed: true,
        lang,
      });
      expect(status).toBe(200);
      expect(body.address).toBe(
        { ka: `${street} ${houseNumber}`, ru: `${street}, ${houseNumber}`, en: `${houseNumber} ${street}` }[
          lang
        ],
      );
      expect(body.known).toMatchObject({ id: buildingId, kind: 'building' });
      expect(body.place).toBeUndefined();
      // Not even the flat: the writer has not answered yet.
      const flats = await t.database.db.execute(
        sql`select id from places where kind = 'apartment' and parent_id = ${buildingId}::uuid`,
      );
      expect(rowsOf(flats)).toEqual([]);
    },
  );

  it('never offers a building of another street in the same district, even at the same point', async () => {
    for (const [street, houseNumber] of [
      ['Kazbegi Avenue', '45'],
      ['ყაზბეგის გამზირი', '45'],
      ['Vazha-Pshavela Avenue', '47'],
    ] as const) {
      // Unconfirmed, a new building is refused: the answer says it is not a known one.
      const { status, body } = await ask({
        cityId: TBILISI,
        street,
        houseNumber,
        ...SABURTALO_POINT,
        lang: 'en',
      });
      expect(status, `${street} ${houseNumber}`).toBe(400);
      expect(body.details).toEqual([expect.objectContaining({ code: 'POINT_NOT_CONFIRMED' })]);
      expect(await buildingsAt(`${street} ${houseNumber}`)).toBe(0);
    }
  });

  it('offers the same building typed in any script wherever its marker stands in the city', async () => {
    const far = { lat: 41.6934, lng: 44.8015 };
    for (const [lang, street] of [
      ['ka', 'ვაჟა-ფშაველას გამზირი'],
      ['ru', 'пр. Важа-Пшавела'],
      ['en', 'Vazha Pshavela Avenue'],
    ] as const) {
      const { body } = await ask({ cityId: TBILISI, street, houseNumber: '45', ...far, lang });
      expect(body.known?.id, `${lang}: ${street}`).toBe(buildingId);
    }
  });

  it('creates the building when none is known: another house, another city; the answer to "No" creates too', async () => {
    const other = await ask({
      cityId: TBILISI,
      street: 'Vazha-Pshavela Avenue',
      houseNumber: '45a',
      ...SABURTALO_POINT,
      pointConfirmed: true,
      lang: 'en',
    });
    expect(other.body).toMatchObject({ created: true, place: { name: '45a Vazha-Pshavela Avenue' } });
    expect(other.body.known).toBeUndefined();
    const batumi = await ask({
      cityId: BATUMI,
      street: 'Vazha-Pshavela Avenue',
      houseNumber: '45',
      lat: 41.6168,
      lng: 41.6367,
      pointConfirmed: true,
      lang: 'en',
    });
    expect(batumi.body).toMatchObject({ created: true });
    expect(batumi.body.place.id).not.toBe(buildingId);
    // "No, it's a different building" to a similar address nearby: sent without asking, it creates.
    const different = await post('/places/details/for-reviews', {
      cityId: TBILISI,
      street: 'Vaja-Pshavela Avenue',
      houseNumber: '45',
      lat: SABURTALO_POINT.lat + 0.0002,
      lng: SABURTALO_POINT.lng,
      pointConfirmed: true,
      notBuildingId: buildingId,
      buildingType: 'apartments',
      lang: 'en',
    });
    expect(different.status).toBe(200);
    expect(different.body).toMatchObject({ created: true });
    expect(different.body.place.id).not.toBe(buildingId);
  });

  it('composes the address in the convention of its script, the block after a comma', async () => {
    const { body } = await ask({
      cityId: TBILISI,
      street: ' Pekini  Avenue ',
      houseNumber: '7 / 2',
      block: 'Block 3',
      lat: 41.7253,
      lng: 44.7712,
      pointConfirmed: true,
      lang: 'en',
    });
    expect(body.place.name).toBe('7/2 Pekini Avenue, Block 3');
  });

  it('finds a created house with a fraction or a letter by typing it again, in either order', async () => {
    for (const [address, point] of [
      ['7/2 Gorgiladze Street', { lat: 41.6453, lng: 41.6331 }],
      ['ვაჟა-ფშაველას გამზირი 12ა', { lat: 41.7262, lng: 44.7441 }],
    ] as const) {
      const created = await post('/places/details/for-reviews', {
        address,
        ...point,
        buildingType: 'apartments',
        pointConfirmed: true,
        lang: 'en',
      });
      expect(created.status).toBe(200);
      // Public once it holds a published review (issue 14.3): marked here as the publish does.
      await t.database.db.execute(
        sql`update places set review_count = 1 where id = ${created.body.place.id}::uuid`,
      );
    }
    for (const [q, name, lang] of [
      ['Gorgiladze Street 7/2', '7/2 Gorgiladze Street', 'en'],
      ['7/2 Gorgiladze', '7/2 Gorgiladze Street', 'en'],
      ['ვაჟა-ფშაველას 12ა', 'ვაჟა-ფშაველას გამზირი 12ა', 'ka'],
    ] as const) {
      const response = await t.request(`/api/v1/places/suggestions?${new URLSearchParams({ q, lang })}`);
      const { items } = (await readJson(response)) as AnyJson;
      expect(items.map((item: AnyJson) => item.name)).toContain(name);
    }
  });

  it.each([
    [{ houseNumber: '' }, 'houseNumber'],
    [{ houseNumber: 'forty five' }, 'houseNumber'],
    [{ street: '' }, 'street'],
    [{ street: 'avenue' }, 'street'],
    [{ lat: 91 }, 'lat'],
    [{ lng: 'east' }, 'lng'],
    [{ cityId: VAKE }, 'cityId'],
    [{ block: '<script>' }, 'block'],
    [{ askIfKnown: 'yes' }, 'askIfKnown'],
    [
      { street: undefined, houseNumber: undefined, cityId: undefined, placeId: SAMPLE_PLACE_IDS.tbilisi },
      'askIfKnown',
    ],
  ])('answers a clear envelope for bad input %j', async (change, field) => {
    const { status, body } = await ask({
      cityId: TBILISI,
      street: 'Pekini Avenue',
      houseNumber: '30',
      ...SABURTALO_POINT,
      lang: 'en',
      ...change,
    });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((d: AnyJson) => d.field)).toContain(field);
  });

  it('is one call: the separate match endpoint is gone', async () => {
    const gone = await post('/places/details/for-reviews/match', {
      cityId: TBILISI,
      street: 'Vazha-Pshavela Avenue',
      houseNumber: '45',
      ...SABURTALO_POINT,
      lang: 'en',
    });
    expect(gone.status).toBe(404);
    const response = await t.request('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await readJson(response)) as AnyJson;
    expect(Object.keys(doc.paths)).toContain('/api/v1/places/address-point');
    expect(Object.keys(doc.paths)).not.toContain('/api/v1/places/details/for-reviews/match');
  });
});

describe('GET /places/districts', () => {
  const get = async (query: Record<string, string>) => {
    const response = await t.request(`/api/v1/places/districts?${new URLSearchParams(query)}`);
    return { status: response.status, body: await readJson(response) };
  };

  it("lists a city's districts by name in the language asked", async () => {
    const { status, body } = await get({ cityId: TBILISI, lang: 'ka' });
    expect(status).toBe(200);
    expect(body.city).toMatchObject({ id: TBILISI, name: 'თბილისი' });
    const names = body.items.map((item: AnyJson) => item.name);
    expect(names).toEqual(expect.arrayContaining(['ვაკე', 'საბურთალო', 'ისანი']));
    expect(names).toEqual([...names].sort(new Intl.Collator('ka').compare));
    expect(body.items.every((item: AnyJson) => item.kind === 'district')).toBe(true);
    expect(body.items.find((item: AnyJson) => item.id === VAKE)).toMatchObject({
      names: { en: 'Vake', ru: 'Ваке', ka: 'ვაკე' },
    });
    const batumi = await get({ cityId: BATUMI, lang: 'en' });
    expect(batumi.body.items.map((item: AnyJson) => item.id)).not.toContain(VAKE);
  });

  it('answers an empty list for a city without districts, and 400 for what is not a city', async () => {
    expect((await get({ cityId: ZUGDIDI, lang: 'en' })).body.items).toEqual([]);
    const queries: Array<Record<string, string>> = [
      { cityId: VAKE, lang: 'en' },
      { lang: 'en' },
      { cityId: 'tbilisi', lang: 'en' },
    ];
    for (const query of queries) {
      const { status, body } = await get(query);
      expect(status).toBe(400);
      expect(body.details.map((d: AnyJson) => d.field)).toContain('cityId');
    }
  });
});

describe("POST /places/details/for-reviews: a new building's district is a confirmed one", () => {
  const create = (json: Record<string, unknown>) =>
    post('/places/details/for-reviews', { buildingType: 'apartments', lang: 'en', ...json });

  it('refuses a new building at a point nobody confirmed, and creates nothing', async () => {
    const centre = await centreOf(TBILISI);
    for (const body of [
      { address: '45 Kazbegi Avenue', ...centre, cityId: TBILISI },
      { address: '45 Kazbegi Avenue', ...centre },
    ]) {
      const refused = await create(body);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      expect(refused.body.details).toEqual([
        expect.objectContaining({ field: 'pointConfirmed', code: 'POINT_NOT_CONFIRMED' }),
      ]);
    }
    expect(await buildingsAt('45 Kazbegi Avenue')).toBe(0);
  });

  it('honours the chosen district, at its centre, when the point is a guess', async () => {
    const centre = await centreOf(TBILISI);
    const { status, body } = await create({
      address: '3 Kazbegi Avenue',
      ...centre,
      cityId: TBILISI,
      districtId: SABURTALO,
    });
    expect(status).toBe(200);
    expect(body.created).toBe(true);
    expect(body.place.breadcrumbs.map((b: AnyJson) => b.id)).toEqual([TBILISI, SABURTALO]);
    expect(body.place.location).toEqual(await centreOf(SABURTALO));
  });

  it('honours the chosen district and keeps a confirmed point', async () => {
    const point = { lat: 41.7262, lng: 44.7702 };
    const { body } = await create({
      address: '5 Kazbegi Avenue',
      ...point,
      cityId: TBILISI,
      districtId: VAKE,
      pointConfirmed: true,
    });
    expect(body.place.breadcrumbs.map((b: AnyJson) => b.id)).toEqual([TBILISI, VAKE]);
    expect(body.place.location).toEqual(point);
  });

  it("takes a confirmed point's own district without a districtId", async () => {
    const { status, body } = await create({
      address: '7 Kazbegi Avenue',
      ...(await centreOf(SABURTALO)),
      cityId: TBILISI,
      pointConfirmed: true,
    });
    expect(status).toBe(200);
    expect(body.place.breadcrumbs.map((b: AnyJson) => b.id)).toEqual([TBILISI, SABURTALO]);
  });

  it('refuses a district of another city', async () => {
    const { status, body } = await create({
      address: '9 Gorgiladze Street',
      ...(await centreOf(BATUMI)),
      cityId: BATUMI,
      districtId: VAKE,
      pointConfirmed: true,
    });
    expect(status).toBe(400);
    expect(body.details).toEqual([
      expect.objectContaining({ field: 'districtId', code: 'DISTRICT_NOT_IN_CITY' }),
    ]);
  });

  it('needs no confirmation in a city without districts, nor to find a building that exists', async () => {
    const zugdidi = await create({
      address: '4 Rustaveli Street',
      ...(await centreOf(ZUGDIDI)),
      cityId: ZUGDIDI,
    });
    expect(zugdidi.status).toBe(200);
    expect(zugdidi.body.place.breadcrumbs.map((b: AnyJson) => b.kind)).toEqual(['city']);
    const known = await create({
      address: 'ვაჟა-ფშაველას გამზირი 45',
      ...(await centreOf(TBILISI)),
      cityId: TBILISI,
    });
    expect(known.status).toBe(200);
    expect(known.body.created).toBe(false);
  });
});

describe('POST /places/details/for-reviews: the address as its parts', () => {
  const create = (json: Record<string, unknown>) =>
    post('/places/details/for-reviews', { buildingType: 'apartments', lang: 'en', ...json });
  const far = { lat: 41.6934, lng: 44.8015 };

  it('creates a building from its parts, and the typed address in another script is that building', async () => {
    const made = await create({
      cityId: TBILISI,
      street: 'ვაჟა-ფშაველას გამზირი',
      houseNumber: '51',
      ...SABURTALO_POINT,
      pointConfirmed: true,
      lang: 'ka',
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ created: true, placeType: 'building' });
    expect(made.body.place.name).toBe('ვაჟა-ფშაველას გამზირი 51');
    const typed = await create({ address: 'проспект Важа-Пшавела, 51', ...far, cityId: TBILISI, lang: 'ru' });
    expect(typed.status).toBe(200);
    expect(typed.body).toMatchObject({ created: false, place: { id: made.body.place.id } });

    // And the other way round: typed first, then its parts in another script, with a flat.
    const first = await create({
      address: '53 Vazha-Pshavela Avenue',
      ...SABURTALO_POINT,
      pointConfirmed: true,
    });
    const parts = await create({
      cityId: TBILISI,
      street: 'пр. Важа-Пшавела',
      houseNumber: '53',
      apartmentNumber: '8',
      ...far,
      lang: 'ru',
    });
    expect(parts.status).toBe(200);
    expect(parts.body).toMatchObject({ created: true, placeType: 'apartment' });
    expect(parts.body.place.breadcrumbs.map((b: AnyJson) => b.id)).toContain(first.body.place.id);
  });

  it('answers 400 naming the part that is wrong, and creates nothing', async () => {
    const point = { ...SABURTALO_POINT, pointConfirmed: true };
    const cases: [Record<string, unknown>, string][] = [
      [{ cityId: TBILISI, street: 'Kazbegi Avenue', ...point }, 'houseNumber'],
      [{ cityId: TBILISI, street: 'Kazbegi Avenue', houseNumber: 'twelve', ...point }, 'houseNumber'],
      [{ cityId: TBILISI, street: '!!! 12', houseNumber: '12', ...point }, 'street'],
      [{ cityId: TBILISI, street: 'Avenue', houseNumber: '12', ...point }, 'street'],
      [{ cityId: VAKE, street: 'Kazbegi Avenue', houseNumber: '12', ...point }, 'cityId'],
      [{ street: 'Kazbegi Avenue', houseNumber: '12', ...point }, 'cityId'],
      [
        {
          cityId: TBILISI,
          address: '12 Kazbegi Avenue',
          street: 'Kazbegi Avenue',
          houseNumber: '12',
          ...point,
        },
        'address',
      ],
    ];
    for (const [body, field] of cases) {
      const refused = await create(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      expect(
        refused.body.details.map((d: AnyJson) => d.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect(await buildingsAt('12 Kazbegi Avenue')).toBe(0);
  });

  it('creates a new building only at a confirmed point or in the chosen district', async () => {
    const centre = await centreOf(TBILISI);
    const parts = { cityId: TBILISI, street: 'Kazbegi Avenue', houseNumber: '21', ...centre };
    const refused = await create(parts);
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      expect.objectContaining({ field: 'pointConfirmed', code: 'POINT_NOT_CONFIRMED' }),
    ]);
    const inDistrict = await create({ ...parts, districtId: SABURTALO });
    expect(inDistrict.status).toBe(200);
    expect(inDistrict.body.place.breadcrumbs.map((b: AnyJson) => b.id)).toEqual([TBILISI, SABURTALO]);
    expect(inDistrict.body.place.location).toEqual(await centreOf(SABURTALO));
  });

  it('is described in the OpenAPI document', async () => {
    const response = await t.request('/api/v1/openapi.json');
    const document = (await readJson(response)) as AnyJson;
    const operation = document.paths['/api/v1/places/details/for-reviews'].post;
    expect(operation.summary).toMatch(/parts/);
  });
});
