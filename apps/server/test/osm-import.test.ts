import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeAddress } from '../src/features/places/address.ts';
import { geonamesPlaceId, importGazetteer } from '../src/features/places/import-gazetteer.ts';
import { AddressNormalizer, importOsmExtract } from '../src/features/places/import-osm.ts';
import { findImportedAddressPoint } from '../src/features/places/imported-addresses.ts';
import { queryRows } from '../src/features/places/place-queries.ts';
import { OsmExtractError } from '../src/features/places/read-osm-pbf.ts';
import { describeStreetData, getStreetDataSummary } from '../src/features/places/street-data.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { GEONAMES_SAMPLE } from './places-fixtures.ts';

/*
 * The OpenStreetMap importer on a real PBF file: fixtures/tbilisi-addresses.osm, converted with
 * `osmium cat tbilisi-addresses.osm -o tbilisi-addresses.osm.pbf` (both committed). It holds
 * three named streets (one in two ways), two addressed building ways, two addressed nodes in
 * Tbilisi, one addressed node at sea (outside every city) and one without a street.
 */

const FIXTURE = path.join(import.meta.dirname, 'fixtures/tbilisi-addresses.osm.pbf');
const TBILISI = geonamesPlaceId(611717);

let t: TestApp;
let scratch: string;

const counts = async () => {
  const [row] = await queryRows<{ addresses: number; streets: number; staged: number }>(
    t.database.db,
    sql`select (select count(*)::int from imported_addresses) as addresses,
               (select count(*)::int from imported_streets) as streets,
               (select count(*)::int from imported_addresses_staging) as staged`,
  );
  return row!;
};

const suggest = async (q: string, lang: string) => {
  const response = await t.request(
    `/api/v1/places/suggestions?q=${encodeURIComponent(q)}&lang=${lang}&withAddresses=true`,
  );
  expect(response.status).toBe(200);
  return (await readJson(response)).items as AnyJson[];
};

beforeAll(async () => {
  t = await startTestApp();
  await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE });
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'osm-import-'));
});
afterAll(async () => {
  await t?.close();
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
});

describe('npm run import:osm', () => {
  it('imports the streets and addresses, and a second run changes nothing', async () => {
    // What npm start says before any import.
    const none = await getStreetDataSummary(t.database.db);
    expect(none).toEqual({ streets: 0, addresses: 0, lastChangedOn: null });
    expect(describeStreetData(none)).toBe(
      "Street data: none yet — add Georgia's with: npm run import:osm -- --download georgia",
    );
    const phases = new Set<string>();
    const first = await importOsmExtract(t.database.db, FIXTURE, { onProgress: (p) => phases.add(p.phase) });
    expect(first.objects).toBe(27);
    expect(first.streets).toEqual({ staged: 3, inserted: 3, updated: 0, unchanged: 0 });
    expect(first.addresses).toMatchObject({ staged: 4, inserted: 4, updated: 0, unchanged: 0 });
    expect(first.skipped).toEqual({ outsideCities: 1, incomplete: 1, missingNodes: 0 });
    expect([...phases]).toEqual(['ways', 'nodes', 'addresses', 'staging', 'merging']);
    expect(await counts()).toEqual({ addresses: 4, streets: 3, staged: 0 });
    const today = new Date().toISOString().slice(0, 10);
    const imported = await getStreetDataSummary(t.database.db);
    expect(imported).toEqual({ streets: 3, addresses: 4, lastChangedOn: expect.any(String) });
    // The database's day, which a test run across midnight UTC may see as the next one.
    expect(imported.lastChangedOn! >= today).toBe(true);
    expect(describeStreetData(imported)).toBe(
      `Street data: 3 streets and 4 addresses (OpenStreetMap import, last changed ${imported.lastChangedOn})`,
    );
    expect(describeStreetData({ streets: 1, addresses: 1_234_567, lastChangedOn: null })).toBe(
      'Street data: 1 street and 1,234,567 addresses (OpenStreetMap import)',
    );
    // A first import builds the trigram index after the rows are in: it is there, as migrated.
    const [index] = await queryRows<{ indexdef: string }>(
      t.database.db,
      sql`select indexdef from pg_indexes where indexname = 'imported_addresses_search_text_trgm'`,
    );
    expect(index?.indexdef).toMatch(/USING gin \(search_text gin_trgm_ops\) WHERE \(place_id IS NULL\)/);

    const second = await importOsmExtract(t.database.db, FIXTURE);
    expect(second.streets).toEqual({ staged: 3, inserted: 0, updated: 0, unchanged: 3 });
    expect(second.addresses).toMatchObject({ staged: 4, inserted: 0, updated: 0, unchanged: 4 });
    expect(await counts()).toEqual({ addresses: 4, streets: 3, staged: 0 });

    const [way] = await queryRows<AnyJson>(
      t.database.db,
      sql`select a.house_number, a.street_en, a.street_ru, a.name_en, a.lat, a.lng, d.name_en as district
          from imported_addresses a left join places d on d.id = a.district_id
          where a.osm_type = 'way' and a.osm_id = 2002`,
    );
    // The centre of the building's outline (the closing node counted once), in its district.
    expect(way).toMatchObject({
      house_number: '12ა',
      street_en: 'Ilia Chavchavadze Avenue',
      street_ru: 'проспект Ильи Чавчавадзе',
      name_en: 'Vake Plaza',
    });
    expect(Number(way!.lat)).toBeCloseTo(41.7101, 6);
    expect(Number(way!.lng)).toBeCloseTo(44.7643, 6);
    expect(way!.district).not.toBeNull();
  });

  it('finds an imported house typed in English, Russian and Georgian, without an id', async () => {
    for (const [q, lang, name] of [
      ['Vazha-Pshavela Avenue 45', 'en', '45 Vazha-Pshavela Avenue'],
      ['проспект Важа-Пшавела, 45', 'ru', 'проспект Важа-Пшавела, 45'],
      ['ვაჟა-ფშაველას 45', 'ka', 'ვაჟა-ფშაველას გამზირი 45'],
      ['Vazha Pshavelas gamziri 45', 'en', '45 Vazha-Pshavela Avenue'],
      // Everyday spellings, found through the street's loose spelling (migration 0024).
      ['Vaja Pshavela 45', 'en', '45 Vazha-Pshavela Avenue'],
      ['Важа Пшавелы 45', 'ru', 'проспект Важа-Пшавела, 45'],
    ] as const) {
      const items = await suggest(q, lang);
      const found = items.filter((i) => i.source === 'address');
      expect(found, q).toHaveLength(1);
      expect(found[0], q).toMatchObject({ id: null, kind: 'building', name, reviewCount: 0 });
      expect(found[0].context).toMatch(/Tbilisi|Тбилиси|თბილისი/);
      expect(found[0].location.lat).toBeCloseTo(41.725, 3);
    }
    // A house number with a Georgian letter and a fraction, typed in Latin and Cyrillic.
    expect((await suggest('Chavchavadze 12a', 'en')).map((i) => i.name)).toContain(
      '12a Ilia Chavchavadze Avenue',
    );
    expect((await suggest('Важа-Пшавела 7/2', 'ru')).map((i) => i.name)).toContain(
      'проспект Важа-Пшавела, 7/2',
    );
    // Only with withAddresses (the place picker), and never for a street alone.
    const plain = await readJson(await t.request('/api/v1/places/suggestions?q=Vazha-Pshavela%2045'));
    expect(plain.items.filter((i: AnyJson) => i.source === 'address')).toEqual([]);
    expect((await suggest('Vazha-Pshavela', 'en')).filter((i) => i.source === 'address')).toEqual([]);
  });

  it('stops on a truncated extract with a clear error and leaves the earlier import intact', async () => {
    const whole = await fs.readFile(FIXTURE);
    const cut = path.join(scratch, 'cut.osm.pbf');
    await fs.writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.7)));
    const before = await queryRows<AnyJson>(
      t.database.db,
      sql`select osm_type, osm_id, search_text, updated_at from imported_addresses order by osm_type, osm_id`,
    );
    const failure = await importOsmExtract(t.database.db, cut).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OsmExtractError);
    expect((failure as Error).message).toMatch(
      /not a complete OpenStreetMap PBF file \(truncated or corrupt/,
    );
    expect((failure as Error).message).not.toMatch(/\n\s+at /);

    const garbage = path.join(scratch, 'garbage.osm.pbf');
    await fs.writeFile(garbage, 'this is not a PBF file at all, but long enough to look like one');
    await expect(importOsmExtract(t.database.db, garbage)).rejects.toBeInstanceOf(OsmExtractError);

    const after = await queryRows<AnyJson>(
      t.database.db,
      sql`select osm_type, osm_id, search_text, updated_at from imported_addresses order by osm_type, osm_id`,
    );
    expect(after).toEqual(before);
    expect(await counts()).toEqual({ addresses: 4, streets: 3, staged: 0 });
  });

  it('matches a building users already created instead of doubling it', async () => {
    const created = await readJson(
      await t.request('/api/v1/places/details/for-reviews', {
        method: 'POST',
        json: {
          address: 'Pekini Avenue 30',
          lat: 41.7262,
          lng: 44.7752,
          buildingType: 'apartments',
          pointConfirmed: true,
          lang: 'en',
        },
      }),
    );
    expect(created.created).toBe(true);
    const summary = await importOsmExtract(t.database.db, FIXTURE);
    expect(summary.addresses.matchedPlaces).toBe(1);
    const [linked] = await queryRows<{ place_id: string }>(
      t.database.db,
      sql`select place_id from imported_addresses where osm_type = 'node' and osm_id = 302`,
    );
    expect(linked!.place_id).toBe(created.place.id);
    expect(await counts()).toEqual({ addresses: 4, streets: 3, staged: 0 });
    // Once it holds a published review (marked here as the publish does), search shows the place,
    // not the import, in any script. Before that the picker's "Add" step finds it ("Is it this one?").
    await t.database.db.execute(sql`update places set review_count = 1 where id = ${created.place.id}::uuid`);
    for (const [q, lang] of [
      ['Pekini Avenue 30', 'en'],
      ['პეკინის 30', 'ka'],
    ]) {
      const items = await suggest(q!, lang!);
      expect(
        items.filter((i) => i.source === 'address'),
        q,
      ).toEqual([]);
      expect(items.map((i) => i.id)).toContain(created.place.id);
    }
  });

  it('gives the best known point of an address: the house, else the street', async () => {
    const point = (street: string, houseNumber: string) =>
      findImportedAddressPoint(t.database.db, { cityId: TBILISI, street, houseNumber });
    const near = (lat: number, lng: number, precision: string) => ({
      lat: expect.closeTo(lat, 6),
      lng: expect.closeTo(lng, 6),
      precision,
    });
    expect(await point('проспект Важа-Пшавела', '45')).toEqual(near(41.725, 44.7465, 'house'));
    // Shorter than OpenStreetMap's "ილია ჭავჭავაძის გამზირი", with a Latin letter for ა.
    expect(await point('ჭავჭავაძის გამზ.', '12a')).toEqual(near(41.7101, 44.7643, 'house'));
    // No such house: the centre of the street's two ways.
    expect(await point('Vazha-Pshavela Ave', '999')).toEqual(near(41.7245, 44.7485, 'street'));
    expect(await point('Nowhere Street', '1')).toBe(null);
    // Everyday spellings of the same streets.
    expect(await point('Vaja Pshavela', '45')).toEqual(near(41.725, 44.7465, 'house'));
    expect(await point('Tchavtchavadze', '12ა')).toEqual(near(41.7101, 44.7643, 'house'));
  });

  it("starts a new address's marker at the imported house or street (POST /places/address-point)", async () => {
    const start = async (street: string, houseNumber?: string) => {
      const response = await t.request('/api/v1/places/address-point', {
        method: 'POST',
        json: { lang: 'ru', cityId: TBILISI, street, ...(houseNumber ? { houseNumber } : {}) },
      });
      expect(response.status).toBe(200);
      return readJson(response);
    };
    const house = await start('проспект Важа-Пшавела', '45');
    expect(house.source).toBe('imported');
    expect(house.location).toEqual({ lat: expect.closeTo(41.725, 6), lng: expect.closeTo(44.7465, 6) });
    const street = await start('Vazha-Pshavela Ave');
    expect(street.source).toBe('imported');
    expect(street.location).toEqual({ lat: expect.closeTo(41.7245, 6), lng: expect.closeTo(44.7485, 6) });
    // An unknown street falls back to the city's centre.
    expect((await start('Nowhere Street', '1')).source).toBe('city');
  });
});

describe('AddressNormalizer', () => {
  it('gives the keys normalizeAddress gives, street by street and house by house', () => {
    const normalizer = new AddressNormalizer();
    const city = ['Tbilisi', 'Тбилиси', 'თბილისი'];
    const streets = [
      'ილია ჭავჭავაძის გამზირი',
      'проспект Важа-Пшавела',
      '9 აპრილის ქუჩა',
      '9 April Street',
      'April Street',
      'April 9 Street',
      'მე-2 შესახვევი',
      '2nd Lane',
      'Tbilisi Avenue',
      'ул. 26 Мая',
    ];
    const houses = ['1', '12ა', '12а', '7/2', '12-2', '45b', '3 კორპ. 2', '№5', '1905', 'კორპ. 4', ''];
    for (const street of streets) {
      for (const house of houses) {
        for (let twice = 0; twice < 2; twice++) {
          expect(normalizer.normalize(street, house, city), `${street} | ${house}`).toEqual(
            normalizeAddress(`${street} ${house}`, { ignoreWords: city }),
          );
        }
      }
    }
  });
});

describe('the import:osm command', () => {
  it('stops on a truncated extract with one clear line, exit code 1 and no stack trace', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'osm-import-cli-'));
    try {
      const whole = await fs.readFile(FIXTURE);
      const cut = path.join(dataDir, 'cut.osm.pbf');
      await fs.writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.7)));
      const cli = path.resolve(import.meta.dirname, '../src/cli/import-osm.ts');
      const failure = await promisify(execFile)(process.execPath, [cli, cut], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: dataDir },
      }).catch((error: { code: number; stdout: string; stderr: string }) => error);
      expect(failure).toMatchObject({ code: 1 });
      const { stderr } = failure as { stderr: string };
      expect(stderr).toContain('Reading ways (pass 1 of 2)');
      expect(stderr).toMatch(
        /Import stopped: The extract .*cut\.osm\.pbf is not a complete OpenStreetMap PBF file/,
      );
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
