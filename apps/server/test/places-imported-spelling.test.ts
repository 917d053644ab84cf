import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importGazetteer } from '../src/features/places/import-gazetteer.ts';
import { importOsmExtract } from '../src/features/places/import-osm.ts';
import { findImportedAddressPoint, ImportedStreetList } from '../src/features/places/imported-addresses.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { GEONAMES_SAMPLE } from './places-fixtures.ts';

/*
 * Search like a local (issue 29), item 2, for imported street data: an imported house (no
 * reviewed building) typed the ways people type it, "Kazbegis 24", "Kazbegis gamziri 24",
 * "Vaja Pshavela 45", is that house: the picker offers the imported address (once, without the
 * text as typed beside it), and the home search's typed address and its page stand on the house.
 * Two extracts: fixtures/tbilisi-addresses.osm (Vazha-Pshavela 45, Ilia Chavchavadze 12ა) and
 * fixtures/tbilisi-kazbegi.osm (Aleksandre Kazbegi Avenue 24, as OpenStreetMap names it).
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE });
  for (const file of ['tbilisi-addresses.osm.pbf', 'tbilisi-kazbegi.osm.pbf'])
    await importOsmExtract(t.database.db, path.join(import.meta.dirname, 'fixtures', file));
});
afterAll(async () => {
  await t?.close();
});

const suggest = async (q: string, lang: string, extra: Record<string, string> = {}) => {
  const response = await t.request(
    `/api/v1/places/suggestions?${new URLSearchParams({ q, lang, ...extra })}`,
  );
  expect(response.status).toBe(200);
  return (await readJson(response)).items as AnyJson[];
};

const KAZBEGI_24 = { lat: 41.7292, lng: 44.7545 };
const VAZHA_45 = { lat: 41.725, lng: 44.7465 };
const CHAVCHAVADZE_12 = { lat: 41.7101, lng: 44.7643 };
const near = (point: { lat: number; lng: number }) => ({
  lat: expect.closeTo(point.lat, 3),
  lng: expect.closeTo(point.lng, 3),
});

const SPELLINGS = [
  ['Kazbegis 24', 'en', '24 Aleksandre Kazbegi Avenue', KAZBEGI_24],
  ['Kazbegis gamziri 24', 'en', '24 Aleksandre Kazbegi Avenue', KAZBEGI_24],
  ['Kazbegi Ave 24', 'en', '24 Aleksandre Kazbegi Avenue', KAZBEGI_24],
  ['Казбеги 24', 'ru', 'проспект Александра Казбеги, 24', KAZBEGI_24],
  ['пр. Казбеги, 24', 'ru', 'проспект Александра Казбеги, 24', KAZBEGI_24],
  ['ყაზბეგის 24', 'ka', 'ალექსანდრე ყაზბეგის გამზირი 24', KAZBEGI_24],
  ['ყაზბეგის გამზ. 24', 'ka', 'ალექსანდრე ყაზბეგის გამზირი 24', KAZBEGI_24],
  ['Vaja Pshavela 45', 'en', '45 Vazha-Pshavela Avenue', VAZHA_45],
  ['Vazha Pshavelas gamziri 45', 'en', '45 Vazha-Pshavela Avenue', VAZHA_45],
  ['Tchavtchavadze 12ა', 'en', '12a Ilia Chavchavadze Avenue', CHAVCHAVADZE_12],
  ['Ilia Chavchavadzis gamziri 12a', 'en', '12a Ilia Chavchavadze Avenue', CHAVCHAVADZE_12],
] as const;

describe('an imported house typed in an everyday spelling', () => {
  it.each(SPELLINGS)('the picker offers "%s" (%s) as the imported %s, once', async (q, lang, name, point) => {
    const items = await suggest(q, lang, { withAddresses: 'true' });
    expect(items.filter((item) => item.source === 'address')).toEqual([
      expect.objectContaining({ id: null, kind: 'building', name, location: near(point) }),
    ]);
    // The imported address is the house typed: no "Add ‹text› as a new address" beside it.
    expect(items.filter((item) => item.source === 'typed')).toEqual([]);
  });

  it.each(SPELLINGS)(
    'the home search puts "%s" (%s) on the house, and so does its page',
    async (q, lang, _, point) => {
      const [typed, ...more] = (await suggest(q, lang)).filter((item) => item.source === 'typed');
      expect(more).toEqual([]);
      expect(typed).toMatchObject({ name: q, location: near(point) });
      const response = await t.request(`/api/v1/places/address?${new URLSearchParams({ q, lang })}`);
      const page = await readJson(response);
      expect(response.status, JSON.stringify(page)).toBe(200);
      expect(page).toMatchObject({
        locationFrom: 'house',
        location: near(point),
        district: { kind: 'district' },
      });
    },
  );
});

describe('the imported streets kept in memory (a keystroke reads no street table)', () => {
  it('find the point the table finds, and are read again once older than kept', async () => {
    let now = 0;
    const list = new ImportedStreetList(t.database.db, { keptMs: 1000, now: () => now });
    const [tbilisi] = await suggest('Tbilisi', 'en', { kinds: 'city' });
    const asked = [
      ...SPELLINGS.map(([q]) => q.replace(/,? [\d\p{L}]+$/u, '')),
      'Vazha-Pshavela Ave',
      'Chavchavadze',
      'Nowhere Street',
      'Be',
    ];
    for (const street of asked) {
      for (const houseNumber of ['24', '45', '12ა', '999']) {
        const input = { cityId: tbilisi.id, street, houseNumber };
        expect(await findImportedAddressPoint(t.database.db, input, list), street).toEqual(
          await findImportedAddressPoint(t.database.db, input),
        );
      }
    }
    // An import seen once the list is older than kept.
    await t.database.db.execute(
      sql`insert into imported_streets (city_id, street_key, osm_way_id, name, lat, lng)
          values (${tbilisi.id}::uuid, 'zzz testov', 1, 'Zzz Testovi Street', 41.7, 44.8)`,
    );
    const input = { cityId: tbilisi.id, street: 'Zzz Testovi', houseNumber: '1' };
    expect(await findImportedAddressPoint(t.database.db, input, list)).toBeNull();
    now = 1000;
    expect(await findImportedAddressPoint(t.database.db, input, list)).toMatchObject({ precision: 'street' });
  });
});
