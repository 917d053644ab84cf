import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { importGazetteer } from '../src/features/places/import-gazetteer.ts';
import { importOsmExtract } from '../src/features/places/import-osm.ts';
import { findImportedAddressPoint, ImportedStreetList } from '../src/features/places/imported-addresses.ts';
import { searchReads } from '../src/features/places/place-queries.ts';
import { loadIndexedPlaces, PlaceSearchIndex } from '../src/features/places/search-index.ts';
import { suggestPlaces } from '../src/features/places/suggest-places.ts';
import { suggestTypedAddress } from '../src/features/places/typed-address.ts';
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

    // A house is known by its key once asked (found or not) until the list is read again; two
    // houses of one key answer the table's choice (a way before a node, then the lowest id).
    const house = (osmType: string, osmId: number, houseNumber: string, lat: number) =>
      t.database.db.execute(
        sql`insert into imported_addresses (osm_type, osm_id, street, street_key, house_number, address_key,
                                            city_id, lat, lng, search_text)
            values (${osmType}, ${osmId}, 'Zzz Testovi Street', 'zzz testov', ${houseNumber},
                    ${`zzz testov ${houseNumber}`}, ${tbilisi.id}::uuid, ${lat}, 44.8, ${`zzz testovi street ${houseNumber}`})`,
      );
    const second = { ...input, houseNumber: '2' };
    expect(await findImportedAddressPoint(t.database.db, second, list)).toMatchObject({
      precision: 'street',
    });
    await house('node', 10, '2', 41.71);
    await house('way', 12, '2', 41.72);
    await house('way', 11, '2', 41.73);
    expect(await findImportedAddressPoint(t.database.db, second, list)).toMatchObject({
      precision: 'street',
    });
    now = 2000;
    const table = await findImportedAddressPoint(t.database.db, second);
    expect(table).toEqual({ lat: 41.73, lng: 44.8, precision: 'house' });
    expect(await findImportedAddressPoint(t.database.db, second, list)).toEqual(table);
    // A key not asked before is read at once.
    await house('node', 13, '3', 41.74);
    expect(await findImportedAddressPoint(t.database.db, { ...input, houseNumber: '3' }, list)).toEqual({
      lat: 41.74,
      lng: 44.8,
      precision: 'house',
    });
  });
});

/**
 * A database that counts its round trips: a statement is one, a transaction two more (its begin
 * and its commit), with the statements inside it counted too.
 */
function countingDb(db: Db, count: { trips: number }): Db {
  return {
    execute: (query: Parameters<Db['execute']>[0]) => {
      count.trips++;
      return db.execute(query);
    },
    transaction: (work: (tx: Db) => Promise<unknown>, config?: Parameters<Db['transaction']>[1]) => {
      count.trips += 2;
      return db.transaction((tx) => work(countingDb(tx as unknown as Db, count)), config);
    },
  } as unknown as Db;
}

describe('the imported house of a typed address, by its key from memory (issue 29, keystroke cost)', () => {
  // "Street 12" typed a keystroke at a time, in each script and everyday spelling, and houses the
  // import does not have. None of them has a place carrying its number, so the places ask
  // PostgreSQL nothing (with one, the typo tier's read opens the search's transaction first; on
  // PGlite's single connection the list's read outside it would wait for it: PGlite keeps no list).
  const KEYSTROKES = [
    'Kazbegis 2',
    'Kazbegis 24',
    'Vaja Pshavela 4',
    'Vaja Pshavela 45',
    'Tchavtchavadze 12',
    'Tchavtchavadze 12ა',
    'ჭავჭავაძის 12ა',
    'пр. Казбеги, 24',
    'Nowhere Street 7',
  ];

  it('answers what the table answers, in one round trip for a key new to it and none after', async () => {
    const index = new PlaceSearchIndex(await loadIndexedPlaces(t.database.db));
    // Every keystroke ranked anew (no answers kept), so that each pass costs what a new text costs.
    const answersKept = PlaceSearchIndex.answersKept;
    PlaceSearchIndex.answersKept = 0;
    const count = { trips: 0 };
    const db = countingDb(t.database.db, count);
    const trips = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
      count.trips = 0;
      const answer = await work();
      return [answer, count.trips];
    };
    const options = (q: string) => ({ q, lang: 'en' as const, limit: 8 });
    const keystroke = (q: string, streetList: ImportedStreetList | null) =>
      searchReads(db, async (reads) => {
        const places = await suggestPlaces(reads, options(q), index);
        return suggestTypedAddress(reads, places, { ...options(q), index, streetList });
      });
    const list = new ImportedStreetList(db, { keptMs: 60_000 });
    // The streets are read once a minute, not per keystroke.
    await list.find('00000000-0000-0000-0000-000000000000', { typed: 'x', loose: 'x' });
    const counted: Record<string, { places: number; table: number; memory: number; again: number }> = {};
    try {
      for (const q of KEYSTROKES) {
        // What the places ask (the typo tier's read, when it runs), the same either way.
        const [, places] = await trips(() =>
          searchReads(db, (reads) => suggestPlaces(reads, options(q), index)),
        );
        const [fromTable, table] = await trips(() => keystroke(q, null));
        const [fromMemory, memory] = await trips(() => keystroke(q, list));
        const [again, againTrips] = await trips(() => keystroke(q, list));
        counted[q] = { places, table, memory, again: againTrips };
        expect(fromMemory, q).toEqual(fromTable);
        expect(again, q).toEqual(fromTable);
      }
    } finally {
      PlaceSearchIndex.answersKept = answersKept;
    }
    console.info('round trips per keystroke:', JSON.stringify(counted));
    for (const [q, { places, table, memory, again }] of Object.entries(counted)) {
      // The table's way: the street and house reads in the search's transaction (begin, its
      // setting, commit). From memory: the house's one read, outside it; none for a key asked before.
      expect({ places, table, memory, again }, q).toEqual({ places: 0, table: 5, memory: 1, again: 0 });
    }
    // The typed address stands on the imported house it found.
    expect(await keystroke('Kazbegis 24', list)).toMatchObject({ location: near(KAZBEGI_24) });
  });

  it("answers a keystroke whose places opened the search's transaction, on PGlite's one connection too", async () => {
    const index = new PlaceSearchIndex(await loadIndexedPlaces(t.database.db));
    const db = t.database.db;
    // "Tchavtchavadze 1": places carry the number, so the typo tier reads PostgreSQL first.
    const options = { q: 'Tchavtchavadze 1', lang: 'en' as const, limit: 8 };
    const keystroke = (streetList: ImportedStreetList | null) =>
      searchReads(db, async (reads) => {
        const places = await suggestPlaces(reads, options, index);
        return suggestTypedAddress(reads, places, { ...options, index, streetList });
      });
    const list = new ImportedStreetList(db, {
      keptMs: 60_000,
      singleConnection: t.database.kind === 'pglite',
    });
    const fromTable = await keystroke(null);
    expect(fromTable).toMatchObject({ source: 'typed', name: 'Tchavtchavadze 1' });
    expect(await keystroke(list)).toEqual(fromTable);
    expect(await keystroke(list)).toEqual(fromTable);
  });
});
