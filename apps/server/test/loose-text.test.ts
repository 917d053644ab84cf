import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeWordsOf } from '../src/features/places/address.ts';
import { importGazetteer } from '../src/features/places/import-gazetteer.ts';
import { looseText } from '../src/features/places/loose-text.ts';
import { queryRows } from '../src/features/places/place-queries.ts';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo.ts';
import { startTestApp, type TestApp } from '../src/testing/index.ts';
import { GEONAMES_SAMPLE } from './places-fixtures.ts';

/*
 * The loose spelling in TypeScript (loose-text.ts) answers what SQL's loose_text (migration 0023)
 * answers: the in-memory search compares the query's loose text with the stored search_loose.
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
