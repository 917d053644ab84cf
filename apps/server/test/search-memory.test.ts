import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { placeWordsOf } from '../src/features/places/address.ts';
import { importGazetteer } from '../src/features/places/import-gazetteer.ts';
import { looseText } from '../src/features/places/loose-text.ts';
import { queryRows, searchReads } from '../src/features/places/place-queries.ts';
import { loadIndexedPlaces, PlaceSearchIndex } from '../src/features/places/search-index.ts';
import { findAreaNamed } from '../src/features/places/search-scope.ts';
import { suggestPlaces } from '../src/features/places/suggest-places.ts';
import { suggestTypedAddress } from '../src/features/places/typed-address.ts';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo.ts';
import { startTestApp, type TestApp } from '../src/testing/index.ts';
import { GEONAMES_SAMPLE } from './places-fixtures.ts';

/*
 * What a keystroke answers from memory (issue 29, scale) is what PostgreSQL answers: the loose
 * spelling in TypeScript (loose-text.ts) and SQL's loose_text (migration 0023), the city or
 * district a name stands for and the default city (search-index.ts and search-scope.ts); and a
 * keystroke the index answers asks PostgreSQL nothing, not even to open a transaction.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE });
  await seedDemoDataIfEmpty(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const corpus: { q: string }[] = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures/search-corpus.json'), 'utf8'),
);

describe('looseText', () => {
  it("gives every stored place's search_loose from its search_text", async () => {
    const rows = await queryRows<{ search_text: string; search_loose: string }>(
      t.database.db,
      sql`select search_text, search_loose from places where search_text <> ''`,
    );
    expect(rows.length).toBeGreaterThan(50);
    const differ = rows.filter((row) => looseText(row.search_text) !== row.search_loose);
    expect(differ).toEqual([]);
  });

  it('gives loose_text of every query of the corpus and of the everyday spellings', async () => {
    const texts = [
      ...corpus.map((entry) => placeWordsOf(entry.q)),
      'vaja pshavela',
      'vazha pshavelas gamziri',
      'kazbegis',
      'aleksandr kazbeg',
      'tchavtchavadze',
      'tschavtschawadse',
      'ილია ჭავჭავაძის გამზირი 12ა',
      'проспект ильи чавчавадзе 12б',
      'джавахишвили дзнеладзе юрия ясная ъ ь',
      'ab|el aaa zzz 12abcis abcis| kutaisi tsamebuli',
      '',
    ];
    const rows = await queryRows<{ text: string; loose: string }>(
      t.database.db,
      sql`select text, loose_text(text) as loose from unnest(${`{${texts
        .map((text) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)
        .join(',')}}`}::text[]) as text`,
    );
    expect(rows).toHaveLength(texts.length);
    for (const row of rows) expect(looseText(row.text), row.text).toBe(row.loose);
  });
});

describe('the areas a keystroke names, from memory', () => {
  let index: PlaceSearchIndex;
  beforeAll(async () => {
    index = new PlaceSearchIndex(await loadIndexedPlaces(t.database.db));
  });

  it('finds the city or district a name stands for as SQL finds it', async () => {
    const db = t.database.db;
    const tbilisi = await findAreaNamed(db, 'tbilisi', null, null);
    expect(tbilisi).not.toBeNull();
    const asked: Array<[string, string | null, string | null]> = [
      ['tbilisi', null, null],
      ['тбилиси', null, null],
      ['თბილისი', null, null],
      ['tiflis', null, null],
      ['batumi', null, null],
      ['kutaisi', null, 'GE'],
      ['paris', null, null],
      ['paris', null, 'FR'],
      ['rustavi', null, null],
      ['nowhere at all', null, null],
      ['vake', tbilisi!.id, null],
      ['ваке', tbilisi!.id, null],
      ['saburtalo', tbilisi!.id, null],
      ['vake', null, null],
    ];
    for (const [words, cityId, countryCode] of asked) {
      const fromSql = await findAreaNamed(db, words, cityId, countryCode);
      const fromMemory = await findAreaNamed(db, words, cityId, countryCode, index);
      expect(fromMemory?.id ?? null, words).toBe(fromSql?.id ?? null);
      if (fromSql)
        expect(fromMemory, words).toMatchObject({
          ...fromSql,
          lat: Number(fromSql.lat),
          lng: Number(fromSql.lng),
        });
    }
  });

  it('knows the largest city of a country', async () => {
    const [largest] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from places where kind = 'city' and country_code = 'GE' order by population desc, id limit 1`,
    );
    expect(index.largestCity('GE')?.id).toBe(largest!.id);
    expect(index.largestCity('ZZ')).toBeNull();
  });

  it('asks PostgreSQL nothing for a keystroke the index answers', async () => {
    let reads = 0;
    const counting = {
      execute: (query: Parameters<Db['execute']>[0]) => {
        reads++;
        return t.database.db.execute(query);
      },
      transaction: (...args: Parameters<Db['transaction']>) => {
        reads++;
        return t.database.db.transaction(...args);
      },
    } as unknown as Db;
    // Typos too, without a house number, in each script: the typo tier reads memory first.
    for (const q of [
      'Tb',
      'Tbilisi',
      'Ваке',
      'ვაკე',
      'Vake, Tbilisi',
      'Ваке Тбилиси',
      'Chavchavadze 12',
      'Tbilsi',
      'Vkae',
      'Бтауми',
      'ვკაე',
    ]) {
      const options = { q, lang: 'en' as const, limit: 8 };
      const items = await searchReads(counting, async (db) => {
        const places = await suggestPlaces(db, options, index);
        return [...places, await suggestTypedAddress(db, places, { ...options, index })];
      });
      expect(items.length, q).toBeGreaterThan(1);
      expect(reads, q).toBe(0);
    }
    // A read opens the transaction then, and the work sees its answer.
    const answer = await searchReads(counting, (db) => queryRows<{ one: number }>(db, sql`select 1 as one`));
    expect(answer).toEqual([{ one: 1 }]);
    expect(reads).toBe(1);
  });

  it('rolls the transaction back with the error of the work', async () => {
    const failure = await searchReads(t.database.db, async (db) => {
      await queryRows(db, sql`select 1`);
      throw new Error('the work failed');
    }).catch((error: unknown) => error);
    expect((failure as Error).message).toBe('the work failed');
    // The connection is free for the next search.
    expect(await searchReads(t.database.db, (db) => queryRows(db, sql`select 2 as two`))).toEqual([
      { two: 2 },
    ]);
  });
});
