import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../src/db/schema.ts';
import { buildSearchText, normalizeAddress } from '../src/features/places/index.ts';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/*
 * Search like a local (issue 29): the public corpus of queries as people in Tbilisi type them
 * (fixtures/search-corpus.json: districts, cities, addresses in en/ru/ka, informal Latin, Russian
 * and Georgian abbreviations, commas, house numbers with letters and fractions), each with the
 * place that must come first. Top-1 accuracy must be 95% or better in each language; the misses
 * are printed so a change that moves them can be read. docs/search.md reports the figures.
 */

interface CorpusEntry {
  q: string;
  lang: 'en' | 'ru' | 'ka';
  class: string;
  expect: { kind: string; name: string };
}

const corpus: CorpusEntry[] = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures/search-corpus.json'), 'utf8'),
);

/** The goal of issue 29: the local place first for 95% of the corpus, in every language. */
const TOP1_GOAL = 0.95;

/** Two buildings beside the demo data's, for house numbers with a fraction and with a letter. */
const EXTRA_BUILDINGS = [
  {
    district: 'Vera',
    names: { en: '7/2 Merab Kostava Street', ru: 'улица Мераба Костава, 7/2', ka: 'მერაბ კოსტავას ქუჩა 7/2' },
    lat: 41.7071,
    lng: 44.7866,
  },
  {
    district: 'Sololaki',
    names: {
      en: '12a Mikheil Tamarashvili Street',
      ru: 'улица Михаила Тамарашвили, 12а',
      ka: 'მიხეილ თამარაშვილის ქუჩა 12ა',
    },
    lat: 41.6905,
    lng: 44.7998,
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  expect(await seedDemoDataIfEmpty(t.database.db)).not.toBeNull();
  for (const building of EXTRA_BUILDINGS) {
    const result = await t.database.db.execute(
      sql`select id, city_id, country_code from places where kind = 'district' and name_en = ${building.district}
          and city_id = (select id from places where kind = 'city' and name_en = 'Tbilisi' and country_code = 'GE' order by population desc limit 1)`,
    );
    const district = (
      result as unknown as { rows: Array<{ id: string; city_id: string; country_code: string }> }
    ).rows[0]!;
    const key = normalizeAddress(building.names.en).key;
    await t.database.db.insert(places).values({
      id: randomUUID(),
      kind: 'building',
      parentId: district.id,
      cityId: district.city_id,
      districtId: district.id,
      nameEn: building.names.en,
      nameRu: building.names.ru,
      nameKa: building.names.ka,
      searchText: buildSearchText([building.names.en, building.names.ru, building.names.ka, key]),
      normalizedAddress: key,
      buildingType: 'apartments',
      countryCode: district.country_code,
      lat: building.lat,
      lng: building.lng,
      // Public, as after its first published review.
      reviewCount: 1,
    });
  }
});
afterAll(async () => {
  await t?.close();
});

async function firstResult(entry: CorpusEntry): Promise<AnyJson | undefined> {
  const response = await t.request(
    `/api/v1/places/suggestions?${new URLSearchParams({ q: entry.q, lang: entry.lang, limit: '8' })}`,
  );
  expect(response.status).toBe(200);
  const [first] = (await readJson(response)).items as AnyJson[];
  return first;
}

describe('the search corpus (issue 29)', () => {
  it('holds at least 150 queries in each of the three languages', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    for (const lang of ['en', 'ru', 'ka']) {
      expect(corpus.filter((entry) => entry.lang === lang).length).toBeGreaterThan(40);
    }
  });

  it(`finds the expected place first for ${TOP1_GOAL * 100}% of the queries in each language`, async () => {
    const names = new Map<string, string>();
    const nameOf = async (id: string) => {
      if (!names.has(id)) {
        const result = await t.database.db.execute(sql`select name_en from places where id = ${id}::uuid`);
        names.set(id, (result as unknown as { rows: Array<{ name_en: string }> }).rows[0]?.name_en ?? '?');
      }
      return names.get(id)!;
    };
    const misses: string[] = [];
    const byLang = new Map<string, { hits: number; total: number }>();
    for (const entry of corpus) {
      const first = await firstResult(entry);
      const found = first?.id
        ? `${first.kind} ${await nameOf(first.id)}`
        : first
          ? `${first.kind} ${first.name}`
          : 'nothing';
      const expected = `${entry.expect.kind} ${entry.expect.name}`;
      const tally = byLang.get(entry.lang) ?? { hits: 0, total: 0 };
      tally.total++;
      if (found === expected) tally.hits++;
      else misses.push(`${entry.lang} "${entry.q}" (${entry.class}): ${found}, expected ${expected}`);
      byLang.set(entry.lang, tally);
    }
    const report = [...byLang].map(
      ([lang, { hits, total }]) => `${lang} ${hits}/${total} (${((hits / total) * 100).toFixed(1)}%)`,
    );
    // The figures docs/search.md quotes, and what still misses.
    console.info(
      `search corpus top-1: ${report.join(', ')}${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`,
    );
    for (const [lang, { hits, total }] of byLang) {
      expect(hits / total, `top-1 in ${lang}; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(
        TOP1_GOAL,
      );
    }
  });
});
