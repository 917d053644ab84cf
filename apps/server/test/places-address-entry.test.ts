import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAddressPoint, type ImportedAddressLookup } from '../src/features/places/address-point.ts';
import { importGazetteer } from '../src/features/places/import-gazetteer.ts';
import { createOsmGeocoder } from '../src/features/places/osm-geocoder.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { GEONAMES_SAMPLE, SAMPLE_PLACE_IDS } from './places-fixtures.ts';

/** Adding an address (issue 14): the marker's starting point and "Is it this one?". */

const { tbilisi: TBILISI, batumi: BATUMI, vake: VAKE } = SAMPLE_PLACE_IDS;
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

describe('POST /places/details/for-reviews/match', () => {
  let buildingId: string;
  beforeAll(async () => {
    const created = await post('/places/details/for-reviews', {
      address: 'Vazha-Pshavela Avenue 45',
      ...SABURTALO_POINT,
      cityId: TBILISI,
      buildingType: 'apartments',
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
  ])('offers the known building typed in %s as "%s", %s', async (lang, street, houseNumber, point) => {
    const { status, body } = await post('/places/details/for-reviews/match', {
      cityId: TBILISI,
      street,
      houseNumber,
      ...point,
      lang,
    });
    expect(status).toBe(200);
    expect(body.address).toBe(
      { ka: `${street} ${houseNumber}`, ru: `${street}, ${houseNumber}`, en: `${houseNumber} ${street}` }[
        lang
      ],
    );
    expect(body.match).toMatchObject({ id: buildingId, kind: 'building' });
  });

  it('offers nothing for another house, another city or a block of its own', async () => {
    const other = await post('/places/details/for-reviews/match', {
      cityId: TBILISI,
      street: 'Vazha-Pshavela Avenue',
      houseNumber: '45a',
      ...SABURTALO_POINT,
      lang: 'en',
    });
    expect(other.body).toEqual({ address: '45a Vazha-Pshavela Avenue', match: null });
    const batumi = await post('/places/details/for-reviews/match', {
      cityId: BATUMI,
      street: 'Vazha-Pshavela Avenue',
      houseNumber: '45',
      lat: 41.6168,
      lng: 41.6367,
      lang: 'en',
    });
    expect(batumi.body.match).toBeNull();
  });

  it('composes the address in the convention of its script, the block after a comma', async () => {
    const { body } = await post('/places/details/for-reviews/match', {
      cityId: TBILISI,
      street: ' Pekini  Avenue ',
      houseNumber: '7 / 2',
      block: 'Block 3',
      lat: 41.7253,
      lng: 44.7712,
      lang: 'en',
    });
    expect(body).toEqual({ address: '7/2 Pekini Avenue, Block 3', match: null });
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
  ])('answers a clear envelope for bad input %j', async (change, field) => {
    const { status, body } = await post('/places/details/for-reviews/match', {
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

  it('is in the OpenAPI document', async () => {
    const response = await t.request('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await readJson(response)) as AnyJson;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/places/address-point', '/api/v1/places/details/for-reviews/match']),
    );
  });
});
