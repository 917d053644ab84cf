import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/*
 * Search correctness on the demo data (issue 14 item 4): a typed house number never matches a flat
 * number, and a street nobody knows answers no building of another street.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  expect(await seedDemoDataIfEmpty(t.database.db)).not.toBeNull();
});
afterAll(async () => {
  await t?.close();
});

const suggest = async (q: string, lang: string) => {
  const response = await t.request(
    `/api/v1/places/suggestions?${new URLSearchParams({ q, lang, limit: '10' })}`,
  );
  expect(response.status).toBe(200);
  return (await readJson(response)).items as AnyJson[];
};
/** Buildings and apartments we know; the address as typed (source 'typed') is none of them. */
const homes = (items: AnyJson[]) =>
  items
    .filter((item) => item.source === 'places' && (item.kind === 'building' || item.kind === 'apartment'))
    .map((item) => item.name);

describe('suggestions for a typed address', () => {
  // A house number is never a flat's: Vazha-Pshavela has no house 45, Pekini Avenue neither (its
  // flat 45 is not one). A street nobody knows, or a street type alone, answers no building of
  // another street, even where a house of that number exists (41 Pekini Avenue).
  it.each([
    ['проспект Важа-Пшавела, 45', 'ru'],
    ['Vazha-Pshavela Avenue 45', 'en'],
    ['ვაჟა-ფშაველას გამზირი 45', 'ka'],
    ['Pekini Avenue 45', 'en'],
    ['проспект Важа-Пшавела, 41', 'ru'],
    ['Vazha-Pshavela Avenue 41', 'en'],
    ['Nonexistent Street 24', 'en'],
    ['Avenue 41', 'en'],
    ['проспект 41', 'ru'],
  ])('offers no home for %s (%s)', async (q, lang) => {
    expect(homes(await suggest(q, lang))).toEqual([]);
  });

  it('finds the flat under its own building', async () => {
    expect(homes(await suggest('Pekini Avenue 41', 'en'))).toContain('41 Pekini Avenue, apt. 45');
  });

  it.each([
    ['проспект Пекина, 41', 'ru'],
    ['პეკინის გამზირი 41', 'ka'],
    ['Pekini 41', 'ru'],
    ['Pekinii Avenue 41', 'en'],
    ['Пекина 41', 'en'],
  ])('still finds the building across scripts and with a typo: %s', async (q, lang) => {
    const [pekini] = await suggest('41 Pekini Avenue', 'en');
    const items = await suggest(q, lang);
    expect(items[0]).toMatchObject({ kind: 'building', id: pekini.id });
  });
});
