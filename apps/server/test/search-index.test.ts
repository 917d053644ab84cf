import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchText } from '../src/features/places/normalize.ts';
import {
  type IndexedPlaceRow,
  PlaceSearchIndex,
  SearchIndexHolder,
  withinOneEdit,
} from '../src/features/places/search-index.ts';
import { suggestPlaces } from '../src/features/places/suggest-places.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/*
 * The search's in-memory index (issue 29): prefixes in the three scripts, a street's houses capped
 * best first with the house typed in full past the cap, places put in and taken out, and the
 * upkeep that follows the change log (migration 0031) within its freshness interval.
 */

const place = (overrides: Partial<IndexedPlaceRow> & Pick<IndexedPlaceRow, 'name_en'>): IndexedPlaceRow => {
  const names = {
    name_en: overrides.name_en,
    name_ru: overrides.name_ru ?? overrides.name_en,
    name_ka: overrides.name_ka ?? overrides.name_en,
  };
  return {
    id: randomUUID(),
    kind: 'city',
    parent_id: null,
    city_id: null,
    district_id: null,
    country_code: 'GE',
    population: 0,
    review_count: 0,
    lat: 41.7,
    lng: 44.8,
    normalized_address: null,
    search_loose: null,
    ...overrides,
    ...names,
    search_text: overrides.search_text ?? buildSearchText([names.name_en, names.name_ru, names.name_ka]),
  };
};

const everything = { accept: () => true, homeCap: 1000 };
const namesOf = (index: PlaceSearchIndex, entries: number[]) => entries.map((entry) => index.namesEn[entry]);

describe('the in-memory index', () => {
  const tbilisi = place({
    name_en: 'Tbilisi',
    name_ru: 'Тбилиси',
    name_ka: 'თბილისი',
    population: 1_100_000,
  });
  const tbeti = place({ name_en: 'Tbeti', name_ru: 'Тбети', name_ka: 'ტბეთი', population: 900 });
  const batumi = place({ name_en: 'Batumi', name_ru: 'Батуми', name_ka: 'ბათუმი', population: 170_000 });
  const vake = place({ kind: 'district', name_en: 'Vake', name_ru: 'Ваке', name_ka: 'ვაკე' });

  it('finds a word by its start in Latin, Cyrillic and Georgian letters', () => {
    const index = new PlaceSearchIndex([tbilisi, tbeti, batumi, vake]);
    for (const term of ['tb', 'тб', 'ტბ']) {
      expect(namesOf(index, index.find({ term, field: 'text', ...everything })).sort()).toEqual(
        term === 'ტბ' ? ['Tbeti'] : ['Tbeti', 'Tbilisi'],
      );
    }
    for (const term of ['tbil', 'тбилиси', 'თბილ']) {
      expect(namesOf(index, index.find({ term, field: 'text', ...everything }))).toEqual(['Tbilisi']);
    }
    expect(namesOf(index, index.find({ term: 'ваке', field: 'text', ...everything }))).toEqual(['Vake']);
    // Inside a word is no word's start.
    expect(index.find({ term: 'ilisi', field: 'text', ...everything })).toEqual([]);
    expect(index.find({ term: 'ბილ', field: 'text', ...everything })).toEqual([]);
  });

  it('reads several words in order, the last one a prefix, and the loose spelling apart', () => {
    const avenue = place({
      kind: 'building',
      name_en: '12 Ilia Chavchavadze Avenue',
      name_ru: 'проспект Ильи Чавчавадзе, 12',
      name_ka: 'ილია ჭავჭავაძის გამზირი 12',
      review_count: 1,
      search_loose: 'il qavqavaz 12',
    });
    const index = new PlaceSearchIndex([tbilisi, avenue]);
    const find = (term: string, field: 'text' | 'loose' = 'text') =>
      namesOf(index, index.find({ term, field, ...everything }));
    expect(find('ilia chav')).toEqual(['12 Ilia Chavchavadze Avenue']);
    expect(find('проспект ильи чавчавадзе 1')).toEqual(['12 Ilia Chavchavadze Avenue']);
    expect(find('ჭავჭავაძის გამზ')).toEqual(['12 Ilia Chavchavadze Avenue']);
    expect(find('chavchavadze ilia')).toEqual([]);
    expect(find('qavqavaz 12', 'loose')).toEqual(['12 Ilia Chavchavadze Avenue']);
    expect(find('qavqavaz 12')).toEqual([]);
  });

  it('reads at most the cap of homes, the most reviewed first, and whole words past it', () => {
    const houses = Array.from({ length: 300 }, (_, i) =>
      place({
        kind: 'building',
        name_en: `${i + 1} Bench Street`,
        name_ru: `Тестовая улица, ${i + 1}`,
        name_ka: `სატესტო ქუჩა ${i + 1}`,
        review_count: i === 1 ? 50 : 1 + (i % 7),
      }),
    );
    const index = new PlaceSearchIndex([...houses, tbilisi]);
    const found = index.find({ term: 'тестовая улица 1', field: 'text', accept: () => true, homeCap: 5 });
    expect(found).toHaveLength(5);
    // House 2 has the most reviews but does not start with "1"; then those with 7 reviews.
    expect(found.map((entry) => index.reviewCounts[entry])).toEqual([7, 7, 7, 7, 7]);
    const exact = index.find({
      term: 'სატესტო ქუჩა 1',
      field: 'text',
      wholeWords: true,
      accept: () => true,
      homeCap: 5,
    });
    expect(namesOf(index, exact)).toEqual(['1 Bench Street']);
    // Areas are never capped.
    expect(namesOf(index, index.find({ term: 'tb', field: 'text', accept: () => true, homeCap: 0 }))).toEqual(
      ['Tbilisi'],
    );
  });

  it('takes places out and puts them back as they are now', () => {
    const index = new PlaceSearchIndex([tbilisi, batumi]);
    const find = (term: string) => namesOf(index, index.find({ term, field: 'text', ...everything }));
    index.remove(batumi.id);
    expect(find('бат')).toEqual([]);
    expect(index.entryOf(batumi.id)).toBeUndefined();
    index.upsert({ ...tbilisi, name_en: 'Tiflis', search_text: 'tiflis | тифлис | ტფილისი' });
    expect(find('tbil')).toEqual([]);
    expect(find('тиф')).toEqual(['Tiflis']);
    expect(find('ტფილ')).toEqual(['Tiflis']);
    index.upsert(batumi);
    expect(find('ბათ')).toEqual(['Batumi']);
    expect(index.size).toBe(2);
    expect(index.delta).toBe(2);
  });
});

describe('the index kept current from the change log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const insertCity = async (name: string) => {
    const id = randomUUID();
    await t.database.db.execute(sql`insert into places (id, kind, name_en, name_ru, name_ka, search_text,
        lat, lng, country_code, population)
      values (${id}::uuid, 'city', ${name}, ${name}, ${name}, ${buildSearchText([name])}, 41.7, 44.8, 'GE', 5000)`);
    return id;
  };
  const findCity = (index: PlaceSearchIndex | null, term: string) =>
    index ? namesOf(index, index.find({ term, field: 'text', ...everything })) : null;

  it('sees a place written behind its back once its freshness interval is up, or at once when told', async () => {
    let now = 1_000_000;
    const holder = new SearchIndexHolder(t.database.db, { freshnessMs: 60_000, now: () => now });
    expect(await holder.current()).toBeNull(); // being built: the search reads PostgreSQL
    await holder.build();
    const index = await holder.current();
    expect(index).not.toBeNull();

    const id = await insertCity('Zestaponiskari');
    expect(findCity(await holder.current(), 'zestaponisk')).toEqual([]);
    now += 60_000;
    expect(findCity(await holder.current(), 'zestaponisk')).toEqual(['Zestaponiskari']);

    await t.database.db.execute(
      sql`update places set name_en = 'Kvemo Zestaponiskari', search_text = 'kvemo zestaponiskari' where id = ${id}::uuid`,
    );
    expect(findCity(await holder.current(), 'kvemo')).toEqual([]);
    holder.markChanged();
    expect(findCity(await holder.current(), 'kvemo')).toEqual(['Kvemo Zestaponiskari']);

    await t.database.db.execute(sql`delete from places where id = ${id}::uuid`);
    holder.markChanged();
    expect(findCity(await holder.current(), 'zestaponisk')).toEqual([]);
  });

  it('keeps whole answers until a place changes: a new or renamed place shows on the next keystroke', async () => {
    let now = 2_000_000;
    const holder = new SearchIndexHolder(t.database.db, { freshnessMs: 60_000, now: () => now });
    await holder.build();
    const suggest = async (q: string) =>
      (await suggestPlaces(t.database.db, { q, lang: 'en', limit: 8 }, await holder.current())).map(
        (item) => item.name,
      );
    expect(await suggest('Tsalkiskar')).toEqual([]);

    // Written behind the index's back: the kept answer stands until the index hears of it.
    const id = await insertCity('Tsalkiskari');
    expect(await suggest('Tsalkiskar')).toEqual([]);
    holder.markChanged();
    expect(await suggest('Tsalkiskar')).toEqual(['Tsalkiskari']);

    await t.database.db.execute(
      sql`update places set name_en = 'Zemo Tsalkiskari', search_text = 'zemo tsalkiskari' where id = ${id}::uuid`,
    );
    holder.markChanged();
    expect(await suggest('Tsalkiskar')).toEqual(['Zemo Tsalkiskari']);
    expect(await suggest('Zemo Tsal')).toEqual(['Zemo Tsalkiskari']);

    await t.database.db.execute(sql`delete from places where id = ${id}::uuid`);
    now += 60_000; // found by the freshness interval alone
    expect(await suggest('Tsalkiskar')).toEqual([]);
    expect(await suggest('Zemo Tsal')).toEqual([]);
  });

  it('keeps no answer computed across a change', () => {
    const index = new PlaceSearchIndex([]);
    const since = index.changeCount;
    index.upsert(place({ name_en: 'Sighnaghi' }));
    index.keepAnswer('q', ['stale'], since);
    expect(index.keptAnswer('q')).toBeUndefined();
    index.keepAnswer('q', ['fresh'], index.changeCount);
    expect(index.keptAnswer('q')).toEqual(['fresh']);
    index.remove('no such place');
    expect(index.keptAnswer('q')).toBeUndefined();
  });

  it('answers the search box from it, current after every write (freshness 0 outside production)', async () => {
    const suggest = async (q: string) => {
      const response = await t.request(
        `/api/v1/places/suggestions?${new URLSearchParams({ q, lang: 'en' })}`,
      );
      return ((await readJson(response)).items as AnyJson[]).map((item) => item.name);
    };
    expect(await t.app.searchIndex?.current()).not.toBeNull();
    expect(await suggest('Mtskhetiskari')).toEqual([]);
    const id = await insertCity('Mtskhetiskari');
    expect(await suggest('Mtskhetiska')).toEqual(['Mtskhetiskari']);
    await t.database.db.execute(sql`delete from places where id = ${id}::uuid`);
    expect(await suggest('Mtskhetiska')).toEqual([]);
  });
});

describe("one edit apart, the typo tier's test (issue 29)", () => {
  it.each([
    // A letter left out, added, replaced, two neighbours swapped: in Latin, Cyrillic and Georgian.
    ['tbilsi', 'tbilisi', true],
    ['tbilisii', 'tbilisi', true],
    ['tbilizi', 'tbilisi', true],
    ['vkae', 'vake', true],
    ['тбилси', 'тбилиси', true],
    ['вкае', 'ваке', true],
    ['бтауми', 'батуми', true],
    ['თბილსი', 'თბილისი', true],
    ['ვკაე', 'ვაკე', true],
    ['ბთაუმი', 'ბათუმი', true],
    ['vake', 'vake', true],
    // Two edits, or one far apart from the other, are not one.
    ['tblsi', 'tbilisi', false],
    ['vkea', 'vake', false],
    ['ekav', 'vake', false],
    ['вкеа', 'ваке', false],
    ['ვკეა', 'ვაკე', false],
    ['vak', 'vakeel', false],
  ] as const)('%s and %s: %s', (typed, known, expected) => {
    expect(withinOneEdit(typed, known)).toBe(expected);
    expect(withinOneEdit(known, typed)).toBe(expected);
  });
});
